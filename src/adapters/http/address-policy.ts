import ipaddr from 'ipaddr.js';

/** The verdict on one IP address the fetcher is about to connect to. */
export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name (`loopback`, `private`, `linkLocal`...), or `unicast` when allowed. */
  range: string;
}

/** Whether an address the fetcher reaches is allowed; `hostname` lets tests stand a "public" name for a local server. */
export type AddressPolicy = (address: string, hostname: string) => AddressVerdict;

// 2000::/3 is the only IPv6 block allocated for global unicast; ipaddr.js calls everything
// it has no name for `unicast`, including unallocated space, so we narrow it ourselves.
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');
const nat64WellKnown = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * Classifies an IP address for outbound fetching: an allowlist, only global unicast passes. IPv6
 * forms that embed an IPv4 address are judged by it, since the packets end up there.
 */
export function classifyAddress(ip: string): AddressVerdict {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip);
  } catch {
    return { allowed: false, range: 'invalid' };
  }
  if (addr.kind() === 'ipv4') return classifyV4(addr as ipaddr.IPv4);

  const v6 = addr as ipaddr.IPv6;
  const range = v6.range();
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return embedded(range, v6.parts[6], v6.parts[7]);
    case 'rfc6052':
      // Only the well-known /96 prefix has a fixed place for the IPv4 address; the local-use
      // 64:ff9b:1::/48 is operator-defined, so it is refused outright.
      return v6.match(nat64WellKnown) ? embedded(range, v6.parts[6], v6.parts[7]) : { allowed: false, range };
    case '6to4':
      return embedded(range, v6.parts[1], v6.parts[2]);
    case 'unicast':
      // Deprecated IPv4-compatible ::a.b.c.d and other ::/8 space is not global unicast.
      return v6.match(globalUnicastV6) ? { allowed: true, range } : { allowed: false, range: 'reserved' };
    default:
      return { allowed: false, range };
  }
}

function classifyV4(addr: ipaddr.IPv4): AddressVerdict {
  const range = addr.range();
  return { allowed: range === 'unicast', range };
}

/** Judges an IPv6 form by the IPv4 address held in two 16-bit parts; names both ranges. */
function embedded(range: string, high: number, low: number): AddressVerdict {
  const v4 = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const inner = classifyV4(v4);
  return inner.allowed ? { allowed: true, range: 'unicast' } : { allowed: false, range: `${range}:${inner.range}` };
}
