// The version endpoint of an API, where a server says its release: the runner asks it (run/server-release.ts),
// the mock answers it.
import { isObject, type JsonObject, listOperations, type SpecDocument } from '@canton-openapi/contract';
import { describesParticipant } from './upstream.ts';

/** The version endpoint of an API: Canton's participant answers `GET /v2/version`, Splice's apps `GET /version`. */
export function versionPath(doc: SpecDocument): string {
  return describesParticipant(doc) ? '/v2/version' : '/version';
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
