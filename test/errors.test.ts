import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { readFileSync } from 'node:fs';
import { errorRegistry } from '../src/errors.js';

/** The registry and the specs must agree: every documented code exists, every code is documented somewhere. */
describe('error code registry', () => {
  const specs = readdirSync('spec')
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ file, document: YAML.parse(readFileSync(path.join('spec', file), 'utf8')) }));

  for (const { file, document } of specs) {
    it(`${file}: every ErrorCode is in src/errors.ts`, () => {
      const codes: string[] = document.components?.schemas?.ErrorCode?.enum ?? [];
      expect(codes, `${file} has no ErrorCode enum`).to.not.be.empty;
      expect(codes.filter((code) => !(code in errorRegistry))).to.deep.equal([]);
    });

    it(`${file}: every error example uses a documented code with its registry status`, () => {
      const codes: string[] = document.components?.schemas?.ErrorCode?.enum ?? [];
      const walk = (node: unknown, status: string | null, trail: string): void => {
        if (!node || typeof node !== 'object') return;
        const value = node as Record<string, unknown>;
        const error = (value.value as { error?: { code?: string } } | undefined)?.error;
        if (error?.code && status) {
          expect(codes, `${trail}`).to.include(error.code);
          expect(String(errorRegistry[error.code as keyof typeof errorRegistry].status), `${trail}: ${error.code}`).to.equal(status);
        }
        for (const [key, child] of Object.entries(value)) walk(child, /^[1-5]\d\d$/.test(key) ? key : status, `${trail}/${key}`);
      };
      walk(document.paths, null, file);
    });
  }

  it('every registry code is documented by at least one spec', () => {
    const documented = new Set(specs.flatMap(({ document }) => document.components?.schemas?.ErrorCode?.enum ?? []));
    expect(Object.keys(errorRegistry).filter((code) => !documented.has(code))).to.deep.equal([]);
  });

  it('codes are upper snake case with a 4xx/5xx status', () => {
    for (const [code, { status }] of Object.entries(errorRegistry)) {
      expect(code).to.match(/^[A-Z]+(_[A-Z]+)*$/);
      expect(status).to.be.within(400, 599);
    }
  });
});
