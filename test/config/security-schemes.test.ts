import { expect } from 'chai';
import type { OpenAPIV3 } from 'openapi-types';
import { SCHEME_KINDS, SECURITY_SCHEMES } from '../../src/config/security-schemes.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';

describe('config: the security schemes each spec publishes', () => {
  for (const [area, schemes] of Object.entries(SECURITY_SCHEMES)) {
    it(`${area}: every scheme of the spec is in the table under its kind, and nothing else`, () => {
      const published = (readSpec(specPathOf(area)).components?.securitySchemes ?? {}) as Record<string, OpenAPIV3.SecuritySchemeObject>;
      expect(Object.values(schemes).sort()).to.deep.equal(Object.keys(published).sort());
      for (const [kind, name] of Object.entries(schemes)) {
        expect(published[name], `${area} ${kind}`).to.deep.include(SCHEME_KINDS[kind as keyof typeof SCHEME_KINDS]);
      }
    });
  }
});
