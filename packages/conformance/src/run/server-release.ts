// The server release a run checks against, and what that release serves. The release comes from the server's
// version endpoint (Canton `GET /v2/version`, Splice `GET /version` below the API root) or from
// `--server-version`; each node of the contract (operation, channel, request field) is then served, deprecated,
// disabled by default (unless the operator re-enabled it: `--enabled`), absent or removed at that release,
// as `availabilityAt` reads its lifecycle keys.
import {
  type Availability,
  availabilityAt,
  type ChannelEntry,
  isObject,
  type JsonObject,
  type Lifecycle,
  lifecycleRows,
  listOperations,
  namedReleases,
  type OperationSpec,
  parseRelease,
  releaseLinesOf,
  serverCheckKey,
  type SpecDocument,
} from '@canton-openapi/contract';
import type { ServerReleaseReport } from '../report/model.ts';
import type { ApiName } from '../apis.ts';
import type { RunListener } from './events.ts';
import { send, type WireRequest } from './http.ts';

/** What a node is at the run's release: `enabled` is disabled by default but re-enabled by `--enabled`. */
export type Served = Availability | 'enabled';

/**
 * The run's release and what the operator re-enabled. Without `release` the server is checked against the
 * whole spec, every node as served (as before releases were read): a mock of the whole spec, or a server
 * whose release could not be read (`unknown` says why; every report says so).
 */
export interface ReleaseContext {
  release?: string;
  unknown?: string;
  /** An API not versioned by release (`source: 'spec'`): the release lines that all serve every node of it. */
  unversioned?: readonly string[];
  enabled: ReadonlySet<string>;
}

/** The version endpoint of an API: Canton's participant answers `GET /v2/version`, Splice's apps `GET /version`. */
export function versionPath(doc: SpecDocument): string {
  const upstream = isObject(doc.root['info']) && isObject(doc.root['info']['x-upstream']) ? doc.root['info']['x-upstream']['repository'] : undefined;
  return upstream === 'digital-asset/canton' ? '/v2/version' : '/version';
}

/**
 * Asks the server at `baseUrl` its release: the `version` of the version endpoint's JSON answer, sent with
 * the run's credentials (Canton does not check them there, a proxy in front may). Never throws: a lookup
 * that fails says why in `error`.
 */
export async function lookupRelease(
  api: ApiName,
  doc: SpecDocument,
  baseUrl: string,
  options: { token?: string; timeoutMs: number; signal?: AbortSignal; onEvent?: RunListener },
): Promise<ServerReleaseReport> {
  const { token, timeoutMs, signal, onEvent } = options;
  const path = versionPath(doc);
  const where = `GET ${path}`;
  const operationId = 'server release';
  const request: WireRequest = {
    method: 'GET',
    url: `${baseUrl.replace(/\/+$/, '')}${path}`,
    headers: { accept: 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  };
  // Announced like any request: progress says what the run waits for, --verbose shows it.
  onEvent?.({ type: 'release-lookup', api, path });
  onEvent?.({ type: 'request', api, operationId, request });
  try {
    const response = await send(request, timeoutMs, signal).catch((error: unknown) => {
      onEvent?.({ type: 'response', api, operationId, request, failure: error instanceof Error ? error.message : String(error) });
      throw error;
    });
    onEvent?.({ type: 'response', api, operationId, request, response });
    if (response.status !== 200) return { source: 'server', lookup: where, error: `${where} answered ${response.status}` };
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return { source: 'server', lookup: where, error: `${where} answered a body that is not JSON` };
    }
    const version = isObject(body) ? body['version'] : undefined;
    if (typeof version !== 'string' || parseRelease(version) === undefined)
      return { source: 'server', lookup: where, error: `${where} answered no release in \`version\` (${JSON.stringify(version) ?? 'absent'})` };
    return { source: 'server', lookup: where, release: version.trim() };
  } catch (error) {
    return { source: 'server', lookup: where, error: `${where} got no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The release lines of a spec whose every node every release it describes serves alike: no operation, parameter, field
 * or channel carries a release key (`x-added-in` … `x-removed-in`) and no server check is enforced only from a release
 * (`x-server-check` `since`). A run of such an API (the registry: Splice 0.7–0.9 serve all of it) has nothing to ask
 * the server's release for, and its version endpoint may not even exist (a registry's base URL is not a Splice app's
 * root). Undefined when the release can change what is checked.
 */
export function unversionedLines(doc: SpecDocument, channels: readonly ChannelEntry[] = []): string[] | undefined {
  const rows = [...lifecycleRows(doc).map((row) => row.lifecycle), ...channels.map((channel) => channel.lifecycle)];
  if (rows.some((lifecycle) => namedReleases(lifecycle).length > 0) || hasReleaseBoundCheck(doc.root)) return undefined;
  return releaseLinesOf(doc.root) ?? [];
}

/** Whether any `x-server-check` record below `node` names the release it is enforced from (`since`). */
function hasReleaseBoundCheck(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasReleaseBoundCheck);
  if (!isObject(node)) return false;
  const checks = node[serverCheckKey];
  if (isObject(checks) && Object.values(checks).some((record) => isObject(record) && record['since'] !== undefined)) return true;
  return Object.values(node).some(hasReleaseBoundCheck);
}

/** The release context of a run from what `lookupRelease` or `--server-version` found. */
export function releaseContext(server: ServerReleaseReport | undefined): ReleaseContext {
  const enabled = new Set(server?.enabled ?? []);
  if (server?.release !== undefined) return { release: server.release, enabled };
  // Not versioned by release: no node depends on one, so none is missing.
  if (server?.source === 'spec') return { unversioned: server.lines ?? [], enabled };
  return server?.error === undefined ? { enabled } : { unknown: server.error, enabled };
}

/** What the run's release does with a node of lifecycle `lifecycle`; without a release, what the whole spec says (served, or deprecated). */
export function servedAt(lifecycle: Lifecycle, context: ReleaseContext): Served {
  if (context.release === undefined) return lifecycle.deprecated ? 'deprecated' : 'served';
  const availability = availabilityAt(lifecycle, context.release);
  return availability === 'disabled' && lifecycle.enabledBy !== undefined && context.enabled.has(lifecycle.enabledBy) ? 'enabled' : availability;
}

/** Whether a node is served at all (deprecated and re-enabled ones are). */
export function isServed(served: Served): boolean {
  return served === 'served' || served === 'deprecated' || served === 'enabled';
}

/** Why a node is not checked at the run's release: `scan 0.9.0 does not serve it (removed in 0.9.0; use getHoldingsStateAtV2)`. */
export function notServedReason(api: string, lifecycle: Lifecycle, { release }: ReleaseContext, replacement?: string): string {
  // Only a known release leaves a node unserved (servedAt): without one every node is served.
  if (release === undefined) return `${api}: not served`;
  const use = replacement === undefined ? '' : `; use ${replacement}`;
  const why = availabilityAt(lifecycle, release) === 'absent' ? `added in ${lifecycle.addedIn}` : `removed in ${lifecycle.removedIn}`;
  return `${api} ${release} does not serve it (${why}${use})`;
}

/** The request fields of `op` that `body` or `query` uses and the run's release disables (`body /filter`, `query verbose`). */
export function disabledFieldsIn(op: OperationSpec, context: ReleaseContext, body: unknown, query: Record<string, unknown>): string[] {
  return op.deprecatedFields
    .filter((field) => servedAt(field.lifecycle, context) === 'disabled')
    .filter(({ where }) => {
      const [place, name = ''] = where.split(' ');
      if (place === 'query') return query[name] !== undefined;
      return place === 'body' && pointerIn(body, name);
    })
    .map((field) => field.where);
}

function pointerIn(value: unknown, pointer: string): boolean {
  let node = value;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/** The example name by which a spec documents how a server answers what its release disables by default. */
export const disabledExample = 'deprecated-api-disabled';

/** How `op` answers while disabled, as its example `deprecated-api-disabled` documents it: the status, media type and error `code`. */
export function disabledAnswer(op: OperationSpec): { status: string; mediaType: string; code?: string } | undefined {
  for (const response of op.responses)
    for (const media of response.contents) {
      const example = media.examples.find((e) => e.name === disabledExample);
      if (example === undefined) continue;
      const code = isObject(example.value) && typeof example.value['code'] === 'string' ? example.value['code'] : undefined;
      return { status: response.status, mediaType: media.mediaType, ...(code === undefined ? {} : { code }) };
    }
  return undefined;
}

/** The error `code` of a JSON answer or frame, if it has one. */
export function errorCode(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) && typeof value['code'] === 'string' ? value['code'] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The version endpoint's answer of a server of `release`, as a mock gives it: Canton's `{version, features}`
 * with every feature set (the participant always sends them all), those of the spec's first example of
 * `GET /v2/version`; Splice's `{version, commit_ts}`.
 */
export function versionAnswer(doc: SpecDocument, release: string): { path: string; body: JsonObject } {
  const path = versionPath(doc);
  if (path !== '/v2/version') return { path, body: { version: release, commit_ts: '1970-01-01T00:00:00Z' } };
  const op = listOperations(doc).find((o) => o.method === 'GET' && o.path === path);
  const documented = op?.responses.find((r) => r.status === '200')?.contents[0]?.examples[0]?.value;
  const features = isObject(documented) && isObject(documented['features']) ? documented['features'] : {};
  return { path, body: { version: release, features } };
}
