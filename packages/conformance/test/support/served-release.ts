// A release as a test server's node serves it (spec-server.ts for HTTP, channel-server.ts for the WebSocket
// channels): what it serves, what answers 404 as a path no route matches, what it refuses as disabled by default
// (and how), and what its version endpoint says. Written from the participant's behaviour, not from the mock's.
import { availabilityAt, isObject, type Lifecycle, type OperationSpec } from '@canton-openapi/contract';
import type { ApiName } from '../../src/apis.ts';

/**
 * A release as a node serves it: the version endpoint answers `reports`; what release `behaves` (default
 * `reports`) has removed or not yet added answers 404 as a path no route matches (pekko's default
 * rejection); what it disables by default is refused before the body is read (Canton's `DeprecatedApiGate`:
 * 400, the error `DEPRECATED_API_DISABLED`), and so is a request field it disables, once the body is
 * decoded, unless `enabled` holds the setting (`x-enabled-by`) the operator turned on.
 */
export interface ServedRelease {
  reports: string;
  behaves?: string;
  enabled?: string[];
}

/** What `release` does with a node: served, gone (404 as an unknown path) or refused as disabled. */
export function releaseServes(release: ServedRelease, lifecycle: Lifecycle): 'served' | 'gone' | 'refused' {
  const availability = availabilityAt(lifecycle, release.behaves ?? release.reports);
  if (availability === 'absent' || availability === 'removed') return 'gone';
  if (availability === 'disabled' && !(release.enabled ?? []).includes(lifecycle.enabledBy ?? '')) return 'refused';
  return 'served';
}

/**
 * The version endpoint's answer: Canton's `GET /v2/version` (`{version, features}`, every feature set, as
 * `ApiVersionService` does: those of the spec's first example of `getV2Version`), a Splice app's `GET /version`
 * (`{version, commit_ts}`).
 */
export function versionAnswer(api: ApiName, version: string, operations: OperationSpec[]): { path: string; body: unknown } {
  if (api !== 'ledger') return { path: '/version', body: { version, commit_ts: '2026-10-05T12:00:00Z' } };
  const documented = operations.find((op) => op.id === 'getV2Version')?.responses.find((r) => r.status === '200')?.contents[0]?.examples[0]?.value;
  return { path: '/v2/version', body: { version, features: isObject(documented) ? documented['features'] : undefined } };
}

/** The refusal of a disabled endpoint or field: 400, the Canton error `DEPRECATED_API_DISABLED` naming what and the setting. */
export function disabledError(what: string, lifecycle: Lifecycle): string {
  return JSON.stringify({
    code: 'DEPRECATED_API_DISABLED',
    cause: `The API ${what} was deprecated in ${lifecycle.deprecatedIn}, is disabled in ${lifecycle.disabledIn} and will be removed in ${lifecycle.removalVersion}. Set ${lifecycle.enabledBy} = true to re-enable it temporarily.`,
    correlationId: null,
    traceId: 'c0ffee',
    context: { category: '9' },
    resources: [],
    errorCategory: 9,
    grpcCodeValue: 9,
    retryInfo: null,
    definiteAnswer: false,
  });
}
