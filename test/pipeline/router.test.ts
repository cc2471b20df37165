/**
 * The operation router: which documented operation a method and path reach, and when the
 * answer is 405 (with its Allow) or 404.
 */
import { expect } from 'chai';
import { OperationRouter } from '../../src/pipeline/router.js';
import type { HttpMethod } from '../../src/pipeline/spec-model.js';

function router(routes: Array<[HttpMethod, string]>): OperationRouter<string> {
  return new OperationRouter(routes.map(([method, path]) => ({ method, path, target: `${method.toUpperCase()} ${path}` })));
}

describe('operation router', () => {
  it('never lets a template without the method shadow another template that has it (GitHub attestations)', () => {
    const routes = router([
      ['delete', '/orgs/{org}/attestations/{attestation_id}'],
      ['get', '/orgs/{org}/attestations/{subject_digest}'],
    ]);
    expect(routes.match('GET', '/orgs/acme/attestations/sha256:abc')).to.deep.include({ kind: 'match', target: 'GET /orgs/{org}/attestations/{subject_digest}', params: { org: 'acme', subject_digest: 'sha256:abc' } });
    expect(routes.match('DELETE', '/orgs/acme/attestations/42')).to.deep.include({ kind: 'match', target: 'DELETE /orgs/{org}/attestations/{attestation_id}' });
    expect(routes.match('PUT', '/orgs/acme/attestations/42')).to.deep.include({ kind: 'method-not-allowed', allow: ['DELETE', 'GET', 'HEAD'] });
  });

  it('a literal path without the method gives way to a template that has it', () => {
    const routes = router([
      ['delete', '/pets/mine'],
      ['get', '/pets/{id}'],
    ]);
    expect(routes.match('GET', '/pets/mine')).to.deep.include({ kind: 'match', target: 'GET /pets/{id}', params: { id: 'mine' } });
    expect(routes.match('DELETE', '/pets/mine')).to.deep.include({ kind: 'match', target: 'DELETE /pets/mine' });
  });

  it('literal segments first, then the order the document declares', () => {
    const routes = router([
      ['get', '/a/{x}/c'],
      ['get', '/a/b/{y}'],
      ['get', '/a/{z}/d'],
    ]);
    expect(routes.match('GET', '/a/b/c')).to.deep.include({ target: 'GET /a/b/{y}' });
    expect(routes.match('GET', '/a/q/c')).to.deep.include({ target: 'GET /a/{x}/c' });
  });

  it('HEAD reaches a documented head operation, else the GET', () => {
    const routes = router([
      ['head', '/files/{id}'],
      ['get', '/files/{id}'],
      ['get', '/notes'],
    ]);
    expect(routes.match('HEAD', '/files/1')).to.deep.include({ target: 'HEAD /files/{id}' });
    expect(routes.match('HEAD', '/notes')).to.deep.include({ target: 'GET /notes' });
    expect(router([['head', '/only-head']]).match('HEAD', '/only-head')).to.deep.include({ kind: 'match', target: 'HEAD /only-head' });
  });

  it('matches a path however its client percent-encoded it, against spec paths written decoded', () => {
    const routes = router([
      ['get', '/notes/summer plan > draft | v2'],
      ['get', '/fabrics/100% cotton/{colour}'],
      ['get', '/tags/{tag}'],
    ]);
    expect(routes.match('GET', '/notes/summer%20plan%20%3E%20draft%20%7C%20v2')).to.deep.include({ kind: 'match', target: 'GET /notes/summer plan > draft | v2', template: '/notes/summer plan > draft | v2' });
    expect(routes.match('GET', '/notes/summer%20plan%20>%20draft%20|%20v2')).to.deep.include({ kind: 'match', target: 'GET /notes/summer plan > draft | v2' });
    expect(routes.match('GET', '/fabrics/100%25%20cotton/sea%20green')).to.deep.include({ kind: 'match', params: { colour: 'sea green' }, template: '/fabrics/100% cotton/{colour}' });
    expect(routes.match('GET', '/tags/a%2Fb')).to.deep.include({ kind: 'match', params: { tag: 'a/b' } });
    expect(() => routes.match('GET', '/notes/%E0%A4%A')).to.throw(URIError);
  });

  it('404 for a path no operation documents', () => {
    expect(router([['get', '/pets/{id}']]).match('GET', '/pets/1/toys')).to.deep.equal({ kind: 'not-found' });
  });
});
