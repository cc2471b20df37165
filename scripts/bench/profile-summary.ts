/**
 * Self time of a .cpuprofile grouped by package/file, and the top functions (docs/performance.md).
 * A sample in the server's bundle (build/bundle/, scripts/build-bundle.mjs) counts for the module
 * it came from, by the `// path` line esbuild writes above each module's code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
const profile = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { nodes: Node[]; samples: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map<number, number>();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;
const idle = [...counts].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, c]) => a + c, 0);
const busy = total - idle;
/** Per bundle file: the line where each bundled module starts, and its path. */
const bundleModules = new Map<string, Array<{ line: number; path: string }>>();
function bundledModule(url: string, line: number): string | null {
  if (!/\/build\/bundle\/[^/]+\.js$/.test(url)) return null;
  let starts = bundleModules.get(url);
  if (!starts) {
    starts = [];
    readFileSync(fileURLToPath(url), 'utf8').split('\n').forEach((text, index) => {
      const marker = /^\/\/ ((?:node_modules|build)\/\S+)$/.exec(text);
      if (marker) starts!.push({ line: index, path: marker[1] });
    });
    bundleModules.set(url, starts);
  }
  let found = '(bundle runtime)';
  for (const start of starts) if (start.line <= line) found = start.path;
  return found;
}
const group = (frame: Node['callFrame']) => {
  const url = bundledModule(frame.url, frame.lineNumber) ?? frame.url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  const s = /(?:^|\/)src\/(.*)$/.exec(url);
  if (s) return 'src/' + s[1].split('/').slice(0, 2).join('/');
  return url.startsWith('node:') ? 'node:' + url.slice(5).split('/')[0] : url || '(native/gc)';
};
const groups = new Map<string, number>();
const fns = new Map<string, number>();
for (const [id, c] of counts) {
  const n = byId.get(id)!;
  if (['(idle)', '(program)'].includes(n.callFrame.functionName)) continue;
  const where = group(n.callFrame);
  groups.set(where, (groups.get(where) ?? 0) + c);
  const f = `${n.callFrame.functionName || '(anon)'} ${where}`;
  fns.set(f, (fns.get(f) ?? 0) + c);
}
console.log(`samples ${total}, busy ${busy} (${((100 * busy) / total).toFixed(0)}%)`);
const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`  ${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}`));
console.log('self time by package/file (% of busy):');
show(groups, Number(process.env.GROUPS ?? 18));
console.log('top functions (% of busy):');
show(fns, Number(process.env.TOP ?? 20));
