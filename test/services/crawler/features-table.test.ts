import { expect } from 'chai';
import { buildFeatures, type Catalog, type Feature } from '../../../src/services/crawler/platform-info.js';

const catalog = { apis: [{ operationId: 'getHealth' }, { operationId: 'getNew' }] } as unknown as Catalog;
const feature = (operations: string[]): Feature => ({ id: 'f', title: 'F', summary: 'S', operations, limits: {} }) as Feature;

describe('crawler features table against the spec', () => {
  it('refuses an operation of the spec that no feature lists, saying which file to edit', () => {
    expect(() => buildFeatures(catalog, [feature(['getHealth'])])).to.throw(/getNew of spec\/crawler\.yaml are in no feature: add .* src\/services\/crawler\/features\.ts/);
  });

  it('refuses a feature naming an operation the spec lacks, saying which file to edit', () => {
    expect(() => buildFeatures(catalog, [feature(['getHealth', 'getNew', 'gone'])])).to.throw(/unknown operation\(s\): gone; .* src\/services\/crawler\/features\.ts/);
  });

  it('admits a table covering exactly the spec', () => {
    expect(buildFeatures(catalog, [feature(['getHealth', 'getNew'])]).features).to.have.length(1);
  });
});
