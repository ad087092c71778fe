// The contract model: the specs read once. Every tool asks it — codegen, the lint rules, conformance
// and its mocks, spec-diff, the docs and the packages' tests — so that a `$ref`, an operation, a
// union, paging or a deprecation means the same thing everywhere. `apis.ts` lists the repository's APIs
// (redocly.yaml `apis:`) for the tools and tests that loop over them.
export * from './apis.ts';
export * from './bft.ts';
export * from './channels.ts';
export * from './deprecation.ts';
export * from './document.ts';
export * from './effects.ts';
export * from './submissions.ts';
export * from './int64.ts';
export * from './json.ts';
export * from './keywords.ts';
export * from './lifecycle.ts';
export * from './operations.ts';
export * from './pagination.ts';
export * from './refs.ts';
export * from './release-matrix.ts';
export * from './server-checks.ts';
export * from './stability.ts';
export * from './union-shapes.ts';
export * from './unions.ts';
export * from './walk.ts';
