// Generated from redocly.yaml `apis:` by tools/codegen/generate-surfaces.ts. Do not edit: change the spec, redocly.yaml
// or the generator, then run `npm run generate`.
// The APIs conformance knows, in redocly.yaml order, and the fixed local port of each mock of `npm run mock`.

/** The APIs this package knows. */
export const apiNames = ['ledger', 'scan', 'validator', 'registry'] as const;

/** The port of each API's Prism mock in `npm run mock`. */
export const mockPorts = { ledger: 4010, scan: 4011, validator: 4012, registry: 4013 } as const;
