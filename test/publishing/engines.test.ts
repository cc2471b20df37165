/**
 * `npm ci` on any Node.js version package.json's `engines` names installs without an
 * EBADENGINE warning: every locked package accepts the lowest version of each of our ranges.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { packageRoot } from '../../src/config/package-root.js';

const read = (file: string) => JSON.parse(readFileSync(path.join(packageRoot, file), 'utf8'));

describe('engines', () => {
  it('every locked package supports the lowest Node.js version of each range package.json names', () => {
    const ours: string = read('package.json').engines.node;
    const lowest = ours.split('||').map((range) => semver.minVersion(range.trim())!.version);
    expect(lowest).to.have.length.above(1);
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } }>;
    const refusing = Object.entries(packages).flatMap(([name, entry]) =>
      lowest.filter((version) => name && entry.engines?.node && !semver.satisfies(version, entry.engines.node)).map((version) => `${name} (${entry.engines!.node}) refuses ${version}`),
    );
    expect(refusing).to.deep.equal([]);
  });
});
