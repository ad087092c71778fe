// The release lines of a spec no release changes: what a run (run/server-release.ts) and the mock (mock/front.ts)
// both need to know whether asking a server its release matters.
import { type ChannelEntry, isObject, lifecycleRows, namedReleases, releaseLinesOf, serverCheckKey, type SpecDocument } from '@canton-openapi/contract';

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
