// The server release a run checks against: read from the server's version endpoint (Canton `GET /v2/version`,
// Splice `GET /version` below the API root) unless `--server-version` names it, or none needed where no release
// changes what is checked (release/unversioned.ts). What that release serves is release/served.ts.
import { isObject, parseRelease, type SpecDocument } from '@canton-openapi/contract';
import type { ApiName } from '../apis.ts';
import { versionPath } from '../release/version-endpoint.ts';
import type { ServerReleaseReport } from '../report/model.ts';
import { send, type WireRequest } from '../wire/http.ts';
import type { RunListener } from './events.ts';

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
