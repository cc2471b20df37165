/** The container's health check (Dockerfile HEALTHCHECK): `/readyz` of the operator's address, the reason on one line. */
import { answeredHelp, EXIT, runCommand } from './shell.js';

const HELP = `healthcheck: exits 0 when this host's service process is ready, 1 otherwise.

usage: node build/src/cli/healthcheck.js

It asks GET /readyz on METRICS_HOST:METRICS_PORT (127.0.0.1 when METRICS_HOST is unset or a
wildcard address). Ready means: every area of AREAS listens, the store and Redis answer, and
the process is not draining. Without METRICS_PORT there is nothing to ask: exit 1.`;

/** The answer must come within this: Docker's --timeout is 3 s. */
const TIMEOUT_MS = 2500;

function probeHost(raw: string | undefined): string {
  if (!raw || raw === '0.0.0.0') return '127.0.0.1';
  if (raw === '::' || raw === '[::]') return '[::1]';
  return raw.includes(':') && !raw.startsWith('[') ? `[${raw}]` : raw;
}

async function main(argv: string[]): Promise<number> {
  if (answeredHelp(argv, HELP)) return EXIT.done;
  const port = process.env.METRICS_PORT;
  if (!port || !/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    console.error(`not ready: METRICS_PORT ${port ? `"${port}" is not a port` : 'is not set'}; readiness is served on the operator's address (docs/observability.md)`);
    return EXIT.failure;
  }
  const url = `http://${probeHost(process.env.METRICS_HOST)}:${port}/readyz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    if (response.ok) {
      console.log(`ready: ${url}`);
      return EXIT.done;
    }
    let reasons = text;
    try {
      const body = JSON.parse(text) as { draining?: boolean; checks?: Record<string, { ok: boolean; error?: string }> };
      const failing = Object.entries(body.checks ?? {}).filter(([, check]) => !check.ok).map(([name, check]) => `${name}: ${check.error ?? 'failed'}`);
      reasons = [...(body.draining ? ['draining'] : []), ...failing].join('; ') || text;
    } catch {
      // not JSON: the text as it came
    }
    console.error(`not ready (${response.status} from ${url}): ${reasons}`);
    return EXIT.failure;
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    console.error(`not ready: ${url} did not answer: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    return EXIT.failure;
  }
}

runCommand(() => main(process.argv.slice(2)));
