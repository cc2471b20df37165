/**
 * The heavy request of issue 13 against a running server, with health asked meanwhile:
 * one 4.8 MB text node and 20 sample values of 500 characters to
 * POST /api/public/v1/parser-rule/suggest, while GET /api/v1/health (knowledge) is asked
 * every 20 ms. Prints the suggestion's status and time and the health waits.
 *
 * Run against a server (built or tsx), e.g.:
 *   AREAS=crawler,knowledge node build/src/cli/serve.js &
 *   npx tsx scripts/bench-cpu-budget.ts [crawler base URL] [knowledge base URL]
 * Nothing here asserts; test/areas/crawler-cpu-budget.test.ts does, in-process.
 */
const crawler = process.argv[2] ?? 'http://127.0.0.1:8082';
const knowledge = process.argv[3] ?? 'http://127.0.0.1:8081';
const MB = 1024 * 1024;

let text = '';
for (let i = 0; text.length < 4.8 * MB; i++) text += `word${i % 997} `;
const body = JSON.stringify({
  html: `<html><body><p>${text}</p></body></html>`,
  sampleValues: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, 'q')),
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const started = performance.now();
let finished = false;
const suggestion = fetch(`${crawler}/api/public/v1/parser-rule/suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  .then(async (res) => ({
    status: res.status,
    code: res.status === 200 ? undefined : ((await res.json()) as { error?: { code?: string } }).error?.code,
    ms: performance.now() - started,
  }))
  .finally(() => (finished = true));
const waits: number[] = [];
while (!finished) {
  const asked = performance.now();
  const res = await fetch(`${knowledge}/api/v1/health`);
  await res.arrayBuffer();
  if (!finished) waits.push(performance.now() - asked);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const result = await suggestion;
waits.sort((a, b) => a - b);
console.log(`suggest: ${result.status}${result.code ? ` ${result.code}` : ''} in ${Math.round(result.ms)} ms (${(body.length / MB).toFixed(2)} MB body)`);
console.log(`health during it: ${waits.length} answers, p50 ${percentile(waits, 50)?.toFixed(1)} ms, p99 ${percentile(waits, 99)?.toFixed(1)} ms, max ${waits.at(-1)?.toFixed(1)} ms`);
