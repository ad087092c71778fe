import { createRequire } from 'node:module';
import { apiNames } from './generated/apis.gen.ts';

// The API list is generated from redocly.yaml `apis:` (tools/codegen/generate-surfaces.ts).
export { apiNames, mockPorts } from './generated/apis.gen.ts';
/** `ledger`, `scan`, `validator` or `registry`. */
export type ApiName = (typeof apiNames)[number];

/** Whether `value` names one of the APIs. */
export function isApiName(value: string): value is ApiName {
  return (apiNames as readonly string[]).includes(value);
}

/** The API names for messages: `ledger, scan or validator` (`or`), `ledger|scan|validator` (`|`). */
export function apiNameList(separator: 'or' | '|'): string {
  const names: readonly string[] = apiNames;
  if (separator === '|' || names.length === 1) return names.join('|');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const require = createRequire(import.meta.url);

/** Absolute path of the bundled OpenAPI document of an API, as shipped by @canton-openapi/types. */
export function bundledSpecPath(api: ApiName): string {
  return require.resolve(`@canton-openapi/types/${api}/openapi.json`);
}

/**
 * Absolute path of the bundled AsyncAPI document (WebSocket channels) of an API, as shipped by
 * @canton-openapi/types, or undefined when the API has no channels.
 */
export function bundledChannelsPath(api: ApiName): string | undefined {
  try {
    return require.resolve(`@canton-openapi/types/${api}/asyncapi.json`);
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === 'MODULE_NOT_FOUND' || error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED')) return undefined;
    throw error;
  }
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
