/**
 * The layer check (`npm run lint:deps`, .dependency-cruiser.cjs): this tree passes it, and a
 * tree with one of each mistake fails it on exactly those imports, so a rule that stopped
 * matching (a renamed folder, a typo in a pattern) cannot pass unnoticed.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../src/config/package-root.js';

const CONFIG = path.join(packageRoot, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(packageRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The violations, from the JSON report. */
function cruise(cwd: string): Violation[] {
  const run = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** The run as `npm run lint:deps` makes it (the default reporter, which alone sets the exit status). */
function lintDeps(cwd: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG], { cwd, encoding: 'utf8' });
  if (run.error) throw run.error;
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('layer check', function () {
  this.timeout(60_000);

  it('passes on src/: no cycle, no upward import', () => {
    const { status, output } = lintDeps(packageRoot);
    expect(status, output).to.equal(0);
    expect(output).to.match(/no dependency violations found/);
  });

  it('fails on a cycle (type imports too), an upward import and each special rule', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, verbatimModuleSyntax: true } }),
        'src/errors.ts': 'export const errors = 1;\n',
        'src/config/settings.ts': "import { errors } from '../errors.js';\nexport const settings = errors;\n",
        // A cycle through type-only imports is still a cycle.
        'src/pipeline/a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
        'src/pipeline/b.ts': "import type { A } from './a.js';\nexport type B = { a?: A };\n",
        'src/store/db.ts': "import { settings } from '../config/settings.js';\nexport const db = settings;\n",
        'src/adapters/http.ts': "import { db } from '../store/db.js';\nexport const http = db;\n",
        'src/services/ok.ts': "import { http } from '../adapters/http.js';\nexport const ok = http;\n",
        'src/services/up.ts': "import { handler } from '../handlers/h.js';\nexport const up = handler;\n",
        'src/handlers/h.ts': "import { ok } from '../services/ok.js';\nexport const handler = ok;\n",
        'src/areas/descriptors.ts': "import { http } from '../adapters/http.js';\nexport const descriptors = http;\n",
        'src/areas/x.ts': "import { handler } from '../handlers/h.js';\nexport const area = handler;\n",
        'src/app.ts': "import { handler } from './handlers/h.js';\nimport { area } from './areas/x.js';\nexport const app = [handler, area];\n",
        'src/mock/m.ts': "import { db } from '../store/db.js';\nexport const mock = db;\n",
        'src/clients/c.ts': "import { errors } from '../errors.js';\nexport const client = errors;\n",
        'src/misc/z.ts': "import { errors } from '../errors.js';\nexport const misc = errors;\n",
        'src/cli/main.ts': "import { app } from '../app.js';\nimport { gone } from '../nowhere.js';\nexport const main = [app, gone];\n",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      const violations = cruise(root);
      // A cycle is reported once, from whichever of its modules the cruise met first.
      const cycles = violations.filter((v) => v.rule.name === 'no-circular');
      expect(cycles).to.have.length(1);
      expect([cycles[0].from, cycles[0].to].sort()).to.deep.equal(['src/pipeline/a.ts', 'src/pipeline/b.ts']);
      expect(violations.filter((v) => v.rule.name !== 'no-circular').map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()).to.deep.equal(
        [
          'clients-standalone: src/clients/c.ts → src/errors.ts',
          'descriptors-not-live: src/areas/descriptors.ts → src/adapters/http.ts',
          'handlers-only-from-areas: src/app.ts → src/handlers/h.ts',
          'handlers-only-from-areas: src/services/up.ts → src/handlers/h.ts',
          'in-a-layer: src/misc/z.ts → src/errors.ts',
          'not-to-unresolvable: src/cli/main.ts → ../nowhere.js',
          'services-not-upward: src/services/up.ts → src/handlers/h.ts',
          'tools-not-live: src/mock/m.ts → src/store/db.ts',
        ].sort(),
      );
      expect(lintDeps(root).status).to.not.equal(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
