// The `exports` maps of @canton-openapi/types and /client: one subpath per API of `redocly.yaml`,
// pointing at the generated entry (`src/` through the workspace's source condition, `dist/` otherwise).
import { entryFile, internalEntryFile } from './surface-entries.ts';

/** A package whose `exports` the APIs decide. */
export type SurfacePackage = 'types' | 'client';

type Target = { types: { '@canton-openapi/source': string; default: string }; '@canton-openapi/source': string; default: string };

function target(source: string): Target {
  const built = source.replace(/^\.\/src\//, './dist/').replace(/\.ts$/, '');
  return {
    types: { '@canton-openapi/source': source, default: `${built}.d.ts` },
    '@canton-openapi/source': source,
    default: `${built}.js`,
  };
}

/** The client's hand-written subpaths beside the APIs': exact amounts and the Token Standard history reader. */
export const clientHelperSubpaths: Readonly<Record<string, string>> = {
  './decimal': './src/decimal/index.ts',
  './token-standard': './src/token-standard/index.ts',
};

/** The client's hand-written subpaths under an API's (`./<api>/<subpath>` → its source). */
const clientSubpaths: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ledger: { signing: './src/ledger/signing/index.ts' },
};

/**
 * The whole `exports` map of `pkg` for `apis`, in `redocly.yaml` order; `internalApis` are those with operations
 * upstream makes no compatibility promise for (the client's `./<api>/internal`), `channelApis` those with an AsyncAPI document.
 */
export function packageExports(
  pkg: SurfacePackage,
  apis: readonly string[],
  internalApis: readonly string[] = [],
  channelApis: readonly string[] = [],
): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  if (pkg === 'client') map['.'] = target('./src/index.ts');
  for (const api of apis) {
    map[`./${api}`] = target(`./src/generated/${entryFile(api)}`);
    if (pkg === 'client' && internalApis.includes(api)) map[`./${api}/internal`] = target(`./src/generated/${internalEntryFile(api)}`);
    // Hand-written subpaths beside an API's: the ledger's prepared-transaction checks for wallets that sign elsewhere.
    if (pkg === 'client') for (const [subpath, source] of Object.entries(clientSubpaths[api] ?? {})) map[`./${api}/${subpath}`] = target(source);
  }
  // Each API's bundled document, for users' own tools (validators, mocks, docs).
  if (pkg === 'types') for (const api of apis) map[`./${api}/openapi.json`] = `./src/generated/${api}.openapi.json`;
  // And its bundled AsyncAPI document (WebSocket channels), where it has one.
  if (pkg === 'types') for (const api of channelApis) map[`./${api}/asyncapi.json`] = `./src/generated/${api}.asyncapi.json`;
  if (pkg === 'client') for (const [subpath, source] of Object.entries(clientHelperSubpaths)) map[subpath] = target(source);
  map['./package.json'] = './package.json';
  return map;
}

/** The manifest text with its `exports` replaced by `exports` (other fields and their order kept). */
export function withExports(manifestText: string, exports: Record<string, unknown>): string {
  const manifest = JSON.parse(manifestText) as Record<string, unknown>;
  if (!('exports' in manifest)) throw new Error('package.json has no "exports" to generate');
  manifest.exports = exports;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
