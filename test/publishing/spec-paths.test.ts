/**
 * src/config/spec-paths.ts is where the server, the contract runner and the scripts find a
 * spec; redocly.yaml lists the same files for lint, bundling and type generation. Both must
 * name the same file, or the server would serve one document and the tools check another.
 */
import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { AREA_NAMES } from '../../src/config/area-names.js';
import { packageRoot } from '../../src/config/package-root.js';
import { specFileOf, specPathOf } from '../../src/config/spec-paths.js';

describe('spec paths', () => {
  const apis = (YAML.parse(readFileSync(path.join(packageRoot, 'redocly.yaml'), 'utf8')) as { apis: Record<string, { root: string }> }).apis;

  for (const name of [...AREA_NAMES, 'member-api']) {
    it(`${name}: redocly.yaml's root is specFileOf('${name}'), and specPathOf finds it`, () => {
      expect(apis[name]?.root).to.equal(specFileOf(name));
      expect(specPathOf(name)).to.equal(path.join(packageRoot, specFileOf(name)));
      expect(existsSync(specPathOf(name))).to.equal(true);
    });
  }
});
