// Generated from the registry of checks (src/checks/index.ts) by scripts/generate-checks.ts. Do not edit: change
// the registry, then run `npm run generate`.

/** The checks, as the report names them, in the order they run. */
export type CheckName = 'transport' | 'status' | 'content-type' | 'body-schema' | 'union' | 'variant' | 'coverage' | 'termination' | 'negative' | 'pagination' | 'auth' | 'deprecation' | 'release' | 'discovery' | 'consistency';
