// What a server release serves of the contract: each node (operation, channel, request field) is served,
// deprecated, disabled by default (unless the operator re-enabled it: `--enabled`), absent or removed at that
// release, as `availabilityAt` reads its lifecycle keys. The runner judges by it, the checks word their results
// by it, and the mock serves one release by it (`npm run mock -- --server-version`).
import { type Availability, availabilityAt, isObject, type Lifecycle, type OperationSpec } from '@canton-openapi/contract';
import type { ServerReleaseReport } from '../report/model.ts';

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
