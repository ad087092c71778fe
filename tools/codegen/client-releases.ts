// Which server release serves what, for the client's release check (packages/client/src/core/release.ts):
// the lifecycle of every operation, deprecated request field and channel whose availability depends on
// the release, as the contract model reads it (`lifecycleOf`), and where the server reports its release.
// It is on-demand data (the operation table, `<api>-operations.gen.ts`); up front an operation carries only `versioned: true`,
// so a call of an operation every release serves never looks the release up.
import { compareReleases, deprecationOf, isObject, type Lifecycle, type OperationSpec, releaseLinesOf, type SpecDocument } from '@canton-openapi/contract';

/** One node's releases as the client reads them; `deprecated: true` is deprecated in every release. */
export interface ReleaseEntry {
  added?: string;
  deprecated?: string | true;
  disabled?: string;
  enabledBy?: string;
  removed?: string;
  replacedBy?: string;
}

/** The release data of one API's client. */
export interface ReleaseTable {
  /** The path, under the API root, of the endpoint that reports the server's release ('' when nothing depends on it). */
  version: string;
  operations: Record<string, ReleaseEntry>;
  fields: Record<string, Record<string, ReleaseEntry>>;
  channels: Record<string, ReleaseEntry>;
}

/**
 * Where each server family reports its release, by the repository its specs follow (`info.x-upstream`):
 * Canton's `GET /v2/version` answers `{version, features}`, Splice's `GET /version` under each app's API
 * root `{version, commit_ts}` (specs/README.md, "Releases").
 */
const versionPaths: Readonly<Record<string, string>> = {
  'digital-asset/canton': '/v2/version',
  'canton-network/splice': '/version',
  'hyperledger-labs/splice': '/version',
};

/** The first release the document describes: `3.5.0` of `x-release-lines: ['3.5', '3.6']`. */
function firstRelease(doc: SpecDocument): string | undefined {
  const first = releaseLinesOf(doc.root)?.[0];
  return first === undefined ? undefined : `${first}.0`;
}

/** Whether some release the document describes serves `lifecycle`'s node differently from another (or not at all). */
export function dependsOnRelease(lifecycle: Lifecycle, first: string | undefined): boolean {
  const { deprecated, addedIn, deprecatedIn, disabledIn, removedIn } = lifecycle;
  if (deprecated || deprecatedIn !== undefined || disabledIn !== undefined || removedIn !== undefined) return true;
  return addedIn !== undefined && (first === undefined || compareReleases(addedIn, first) > 0);
}

function entryOf(lifecycle: Lifecycle, replacedBy: string | undefined): ReleaseEntry {
  const { addedIn, deprecatedIn, deprecated, disabledIn, enabledBy, removedIn } = lifecycle;
  const entry: ReleaseEntry = {
    added: addedIn,
    deprecated: deprecatedIn ?? (deprecated ? true : undefined),
    disabled: disabledIn,
    enabledBy,
    removed: removedIn,
    replacedBy,
  };
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as ReleaseEntry;
}

/** The operation, property or channel that `x-replaced-by` names, by name alone. */
function replacementName(node: Record<string, unknown>): string | undefined {
  const { name, route } = deprecationOf(node).replacement ?? {};
  return name ?? route;
}

/** The release data of `operations` (and of the API's channels: method name → lifecycle and replacement). */
export function releaseTable(
  doc: SpecDocument,
  operations: readonly OperationSpec[],
  channels: readonly { method: string; lifecycle: Lifecycle; replacedBy: string | undefined }[] = [],
): ReleaseTable {
  const first = firstRelease(doc);
  const table: ReleaseTable = { version: '', operations: {}, fields: {}, channels: {} };
  for (const op of operations) {
    if (dependsOnRelease(op.lifecycle, first)) table.operations[op.id] = entryOf(op.lifecycle, replacementName(op.source));
    for (const field of op.deprecatedFields) {
      const top = /^body \/([^/]+)$/.exec(field.where)?.[1];
      if (top === undefined) continue; // client-deprecated-fields.ts refuses the others
      (table.fields[op.id] ??= {})[top] = entryOf(field.lifecycle, field.replacedBy);
    }
  }
  for (const channel of channels)
    if (dependsOnRelease(channel.lifecycle, first)) table.channels[channel.method] = entryOf(channel.lifecycle, channel.replacedBy);
  const depends = [Object.keys(table.operations), Object.keys(table.fields), Object.keys(table.channels)].some((keys) => keys.length > 0);
  if (depends) {
    const upstream = isObject(doc.root['info']) ? doc.root['info']['x-upstream'] : undefined;
    const repository = isObject(upstream) && typeof upstream['repository'] === 'string' ? upstream['repository'] : undefined;
    const path = repository === undefined ? undefined : versionPaths[repository];
    if (path === undefined) {
      throw new Error(
        `${doc.api}: availability depends on the server's release, but info.x-upstream.repository (${repository ?? 'absent'}) names no server ` +
          `whose release endpoint the client knows; extend versionPaths in tools/codegen/client-releases.ts`,
      );
    }
    table.version = path;
  }
  return table;
}
