import { createRequire } from 'node:module';

/** The three APIs this package knows. */
export const apiNames = ['ledger', 'scan', 'validator'] as const;
/** `ledger`, `scan` or `validator`. */
export type ApiName = (typeof apiNames)[number];

/** Whether `value` names one of the three APIs. */
export function isApiName(value: string): value is ApiName {
  return (apiNames as readonly string[]).includes(value);
}

const require = createRequire(import.meta.url);

/** Absolute path of the bundled OpenAPI document of an API, as shipped by @canton-openapi/types. */
export function bundledSpecPath(api: ApiName): string {
  return require.resolve(`@canton-openapi/types/${api}/openapi.json`);
}

/**
 * The path prefix of the API root inside a server address, read from the spec's first `servers` entry:
 * `/api/scan` for `{scan}/api/scan`, empty for `{participant}`. Real servers and our mocks both serve
 * the spec's paths below `<address><prefix>`, so a client's `baseUrl` is `<address><prefix>` everywhere.
 */
export function apiRootPrefix(spec: { servers?: { url: string }[] }): string {
  const url = spec.servers?.[0]?.url ?? '';
  const path = url.replace(/^\{[^}]+\}/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.replace(/\/+$/, '');
}
