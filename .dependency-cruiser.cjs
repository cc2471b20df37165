/**
 * The layer order of src/ (CONTRIBUTING.md, "Layout"), checked by `npm run lint:deps`,
 * which `npm test` runs. A module imports its own layer or lower ones, never a higher one,
 * and nothing goes round in a circle. Type-only imports count (tsPreCompilationDeps): a
 * cycle or an upward reference through types is one a reader has to follow all the same.
 */

/** Bottom to top. A layer is a list of path patterns relative to the package root. */
const LAYERS = [
  // What everything shares: the request pipeline, errors, settings, logging, the seeded random source.
  { name: 'base', paths: ['^src/pipeline/', '^src/config/', '^src/formats/', '^src/errors\\.ts$', '^src/logger\\.ts$', '^src/seeded-random\\.ts$', '^src/lazy-require\\.ts$'] },
  // The outside world: the store, Redis/HTTP/worker adapters, the process runtime that opens
  // them, metrics, traces and the operator's admin server.
  { name: 'adapters', paths: ['^src/store/', '^src/adapters/', '^src/runtime\\.ts$', '^src/observability/', '^src/http-server\\.ts$'] },
  // Business rules of each area.
  { name: 'services', paths: ['^src/services/'] },
  // One operation each: input from the pipeline, answer from the services.
  { name: 'handlers', paths: ['^src/handlers/'] },
  // The one place that wires a spec, its handlers, services and authenticators together.
  { name: 'areas', paths: ['^src/areas/'] },
  // Serving areas (app, server, listen/drain) and the tools that work from a spec alone:
  // the mock, the validating proxy and the contract runner.
  { name: 'server', paths: ['^src/app\\.ts$', '^src/server\\.ts$', '^src/mock/', '^src/proxy/', '^src/contract/'] },
  // Entry points: parse the command line, decide what a failure means.
  { name: 'cli', paths: ['^src/cli/'] },
];

/** The typed clients for partners: they stand alone on the generated types. */
const CLIENTS = '^src/clients/';
const GENERATED = '^generated/';
const LIVE = ['^src/handlers/', '^src/services/', '^src/store/', '^src/adapters/', '^src/runtime\\.ts$'];
const EVERY_LAYER = LAYERS.flatMap((layer) => layer.paths);

const upward = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-not-upward`,
  comment: `${layer.name} imports only itself and the layers below it (${LAYERS.slice(0, index).map((below) => below.name).join(', ') || 'none'}), never ${LAYERS.slice(index + 1).map((above) => above.name).join(', ')}.`,
  severity: 'error',
  from: { path: layer.paths },
  to: { path: LAYERS.slice(index + 1).flatMap((above) => above.paths) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle ties modules together so that none can be read, loaded or tested alone; break it by moving the shared part down a layer.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...upward,
    {
      name: 'handlers-only-from-areas',
      comment: 'Only src/areas/ binds handlers to a spec; no other module picks handlers up on its own.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/areas/', '^src/handlers/'] },
      to: { path: '^src/handlers/' },
    },
    {
      name: 'tools-not-live',
      comment: 'The mock, the proxy and the contract runner work from a spec and the pipeline; they load no handler, service, store or adapter.',
      severity: 'error',
      from: { path: ['^src/mock/', '^src/proxy/', '^src/contract/'] },
      to: { path: LIVE },
    },
    {
      name: 'descriptors-not-live',
      comment: 'An area descriptor is what the mock serves from: it may use config and the pipeline only, so that it pulls in no live code.',
      severity: 'error',
      from: { path: '^src/areas/descriptors\\.ts$' },
      to: { path: '^src/', pathNot: ['^src/config/', '^src/pipeline/', '^src/errors\\.ts$'] },
    },
    {
      name: 'engines-inside-the-store',
      comment: "An engine's folder (src/store/sqlite/, src/store/postgres/) is reached through the store only: everything else asks the store's Engine.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/store/' },
      to: { path: ['^src/store/sqlite/', '^src/store/postgres/'] },
    },
    {
      name: 'engines-apart',
      comment: 'Each engine stands on the shared store code, never on the other engine.',
      severity: 'error',
      from: { path: '^src/store/(sqlite|postgres)/' },
      to: { path: '^src/store/(sqlite|postgres)/', pathNot: '^src/store/$1/' },
    },
    {
      name: 'clients-standalone',
      comment: 'The partner clients use the generated types and openapi-fetch only, never the server.',
      severity: 'error',
      from: { path: CLIENTS },
      to: { path: '^src/', pathNot: CLIENTS },
    },
    {
      name: 'clients-not-imported',
      comment: 'The partner clients are a product for callers; the server does not call itself through them.',
      severity: 'error',
      from: { path: '^src/', pathNot: CLIENTS },
      to: { path: CLIENTS },
    },
    {
      name: 'generated-standalone',
      comment: 'generated/ is written from the specs and may be imported by anything; it imports nothing of src/.',
      severity: 'error',
      from: { path: GENERATED },
      to: { path: '^src/' },
    },
    {
      name: 'in-a-layer',
      comment: 'Every module of src/ belongs to a layer above (or is a client); add a new folder to LAYERS in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: [...EVERY_LAYER, CLIENTS] },
      to: {},
    },
    {
      name: 'to-a-layer',
      comment: 'Every module of src/ that is imported belongs to a layer (or is a client).',
      severity: 'error',
      from: {},
      to: { path: '^src/', pathNot: [...EVERY_LAYER, CLIENTS] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the check cannot resolve would escape every rule above.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
