/** `npm run keys -- <command>`: API keys for system-to-system callers (see HELP). */
import { REVOCATION_BOUND_MS, REVOCATION_POLL_MS } from '../adapters/auth/revocation-feed.js';
import type { ApiKeyRecord, KeyService } from '../services/keys/api-keys.js';
import { answeredHelp, EXIT, knownName, parseCommandLine, runWhenInvoked, UsageError, type ProcessIo } from './shell.js';

const USAGE = 'usage: keys create --service hrm --company <company> --scopes <scope,...> --name <name> | keys create --service marketing --tenant <tenant> --name <name> | keys list [--service <service>] | keys revoke <id>';

const HELP = `keys: API keys for system-to-system callers, kept in the services' store
(DATABASE_URL, else the SQLite file in DATA_DIR). Only a hash of each key is stored.

usage: npm run keys -- <command> [options]     (in the installation's folder)

commands:
  create --service hrm --company <company> --scopes <scope,...> --name <name>
                        a new HR key bound to one company the store holds (its id at the
                        member API, e.g. acme; npm run tenants -- create --area hrm
                        --company <company> creates one), with scopes (employee.read, attendance.read, leave.read,
                        payroll.read, document.read); printed once, as the last line
  create --service marketing --tenant <tenant> --name <name>
                        a new marketing key bound to one tenant the store holds (npm run
                        tenants -- create --area marketing --tenant <tenant> creates one);
                        printed once, as the last line
  list [--service hrm|marketing]
                        every key: id, service, name, company and scopes or tenant, dates; never a secret
  revoke <id>           ends a key: every instance refuses it within ${REVOCATION_BOUND_MS / 1000} s
                        (each polls the store for revocations every ${REVOCATION_POLL_MS} ms)

options:
  -h, --help            this text

exit codes: 0 done, 1 failure (store, unknown id), 2 bad usage`;

function parse(argv: string[], knownServices: readonly KeyService[]) {
  const [command, ...rest] = argv;
  const options = {
    service: { type: 'string' },
    scopes: { type: 'string' },
    tenant: { type: 'string' },
    company: { type: 'string' },
    name: { type: 'string' },
  } as const;
  const { values, positionals } = parseCommandLine({ args: rest, options, allowPositionals: true });
  const service = knownName('service', values.service, knownServices);
  switch (command) {
    case 'create':
      if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
      if (!service) throw new UsageError('create needs --service');
      if (values.name === undefined) throw new UsageError('create needs --name');
      return { command, service, name: values.name, scopes: values.scopes?.split(',').map((s) => s.trim()).filter(Boolean), tenant: values.tenant, company: values.company };
    case 'list':
      if (positionals.length > 0 || values.scopes !== undefined || values.tenant !== undefined || values.company !== undefined || values.name !== undefined) throw new UsageError('list takes only --service');
      return { command, service };
    case 'revoke':
      if (positionals.length !== 1 || Object.values(values).some((v) => v !== undefined)) throw new UsageError('revoke takes exactly one key id');
      return { command, id: positionals[0] };
    case undefined:
      throw new UsageError('no command given');
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function describe(record: ApiKeyRecord): string {
  const access = record.service === 'hrm' ? `company ${record.companyId ?? '(none)'}  scopes ${record.scopes.join(',')}` : `tenant ${record.tenantId}`;
  const status = record.revokedAt ? `revoked ${record.revokedAt}` : 'active';
  return [record.id, record.service, JSON.stringify(record.name), access, `created ${record.createdAt}`, `last used ${record.lastUsedAt ?? 'never'}`, status].join('  ');
}

export async function main(argv: string[], io: ProcessIo): Promise<number> {
  if (answeredHelp(argv, HELP, { helpCommand: true, write: io.stdout })) return EXIT.done;
  const { createApiKeyService, KEY_SERVICES } = await import('../services/keys/api-keys.js');
  const { ownerIds } = await import('../services/records/owners.js');
  const { runOnStore } = await import('./data-store.js');
  return runOnStore(io, { name: 'keys', usage: USAGE, kind: 'short' }, async (open) => {
    const request = parse(argv, KEY_SERVICES);
    const { store } = await open({ demoData: true });
    // To check a new key's owner against; undefined without the area's table.
    const knownIds = (area: 'marketing' | 'hrm') => ownerIds(store.db, area).catch(() => undefined);
    const [tenants, companies] = [await knownIds('marketing'), await knownIds('hrm')];
    const keys = createApiKeyService(store.db, {
      ...(tenants ? { knownTenants: async () => tenants } : {}),
      ...(companies ? { knownCompanies: async () => companies } : {}),
    });
    if (request.command === 'create') {
      const { record, key } = await keys.create({
        service: request.service,
        name: request.name,
        scopes: request.scopes,
        tenantId: request.tenant,
        companyId: request.company,
      });
      io.stdout(`created ${describe(record)}`);
      io.stdout('This key is shown once and cannot be recovered; store it now:');
      io.stdout(key);
    } else if (request.command === 'list') {
      const records = await keys.list(request.service);
      if (records.length === 0) io.stdout('no keys');
      for (const record of records) io.stdout(describe(record));
    } else {
      if (!(await keys.revoke(request.id))) {
        io.stderr(`keys: no active key with id "${request.id}"`);
        return EXIT.failure;
      }
      io.stdout(`revoked ${request.id}`);
    }
    return EXIT.done;
  });
}

runWhenInvoked(import.meta.url, main);
