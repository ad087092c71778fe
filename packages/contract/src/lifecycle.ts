// Per-release availability as the contract states it (`x-added-in`, `x-deprecated-in`, `x-disabled-in`,
// `x-enabled-by`, `x-removed-in`, `x-removal-version`, and `info.x-release-lines`): read here once, and
// answered by one function, `availabilityAt`, for a node and a server release. The client's release
// check, conformance's per-release expectations, spec-diff and the docs all ask it.
import { isObject } from './json.ts';

/** The release keys of a node, in the order their releases must follow (added ≤ deprecated ≤ disabled ≤ removed). */
export const releaseKeys = ['x-added-in', 'x-deprecated-in', 'x-disabled-in', 'x-removed-in'] as const;

/** What a node's lifecycle keys say: when it appeared, was deprecated, disabled by default or removed, and what re-enables it. */
export interface Lifecycle {
  /** `deprecated: true` (a channel's `x-deprecated: true`): deprecated in every release the document describes from `deprecatedIn` on, or all when that is absent. */
  deprecated: boolean;
  addedIn?: string;
  deprecatedIn?: string;
  /** From this release the server refuses the node unless the operator re-enables it (`enabledBy`). */
  disabledIn?: string;
  /** The operator setting that re-enables a disabled node. */
  enabledBy?: string;
  removedIn?: string;
  /** The announced removal release (`x-removal-version`: semver or `not-announced`); a plan, not a fact. */
  removalVersion?: string;
}

/** The releases a lifecycle names (added, deprecated, disabled, removed), in that order: where its availability can change. */
export function namedReleases({ addedIn, deprecatedIn, disabledIn, removedIn }: Lifecycle): string[] {
  return [addedIn, deprecatedIn, disabledIn, removedIn].filter((release): release is string => release !== undefined);
}

/** A version as text (YAML reads `3.5` as a number), or undefined when absent or empty. */
export function versionText(value: unknown): string | undefined {
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : undefined;
}

/** Reads the lifecycle keys of an operation, parameter, schema property or channel. */
export function lifecycleOf(node: Record<string, unknown>): Lifecycle {
  const text = (key: string) => versionText(node[key]);
  const entries: [keyof Lifecycle, string | undefined][] = [
    ['addedIn', text('x-added-in')],
    ['deprecatedIn', text('x-deprecated-in')],
    ['disabledIn', text('x-disabled-in')],
    ['enabledBy', typeof node['x-enabled-by'] === 'string' ? node['x-enabled-by'] : undefined],
    ['removedIn', text('x-removed-in')],
    ['removalVersion', text('x-removal-version')],
  ];
  const deprecated = node['deprecated'] === true || node['x-deprecated'] === true;
  return { deprecated, ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)) };
}

/**
 * A server release as `GET /v2/version` or Splice's `/version` answers it: `3.6.1`, a snapshot build
 * (`3.5.14-snapshot.20260815.19176.0.v65fa04f6`, `3.6.0-SNAPSHOT`), optionally with a leading `v` or
 * `+build` metadata. `pre` is the pre-release part, absent for a release.
 */
export interface Release {
  major: number;
  minor: number;
  patch: number;
  pre?: string;
}

const releasePattern = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses a release string; undefined when it is not one (a caller decides what an unreadable server version means). */
export function parseRelease(text: string): Release | undefined {
  const match = releasePattern.exec(text.trim());
  if (match === null) return undefined;
  const [, major, minor, patch, pre] = match;
  return { major: Number(major), minor: Number(minor), patch: Number(patch), ...(pre === undefined ? {} : { pre }) };
}

/** Whether `value` is a released version as the lifecycle keys take it: `3.6.1`, no pre-release or build part. */
export function isReleasedVersion(value: unknown): value is string {
  return typeof value === 'string' && /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(value);
}

function toRelease(value: string | Release): Release {
  if (typeof value !== 'string') return value;
  const release = parseRelease(value);
  if (release === undefined) throw new RangeError(`'${value}' is not a release (expected major.minor.patch, optionally with a pre-release part)`);
  return release;
}

/**
 * Orders two releases by semver precedence: by major, minor and patch, and a snapshot (pre-release) of a
 * version before that version (`3.5.14-snapshot.…` < `3.5.14`, after `3.5.13`); two snapshots of one
 * version by their text, numeric parts as numbers. Throws a RangeError naming a string that is not a release.
 */
export function compareReleases(a: string | Release, b: string | Release): number {
  const [x, y] = [toRelease(a), toRelease(b)];
  const core = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (core !== 0) return core;
  if (x.pre === undefined || y.pre === undefined) return (x.pre === undefined ? 1 : 0) - (y.pre === undefined ? 1 : 0);
  return x.pre.localeCompare(y.pre, 'en', { numeric: true });
}

/** What a release does with a node: not there yet, served, served but deprecated, refused unless re-enabled, or gone. */
export type Availability = 'absent' | 'served' | 'deprecated' | 'disabled' | 'removed';

/**
 * Whether release `release` of the server serves the node whose lifecycle this is. Only releases the
 * contract records count: an announced removal (`x-removal-version`) is a plan and changes nothing. A
 * snapshot build counts as before the version it is a snapshot of (semver), so a change recorded for
 * 3.6.1 is not assumed of `3.6.1-SNAPSHOT`: the contract describes releases, and a snapshot is answered
 * as the releases before it. Throws a RangeError when `release` is not a release string.
 */
export function availabilityAt(lifecycle: Lifecycle, release: string | Release): Availability {
  const reached = (version: string | undefined) => version !== undefined && compareReleases(release, version) >= 0;
  if (lifecycle.addedIn !== undefined && !reached(lifecycle.addedIn)) return 'absent';
  if (reached(lifecycle.removedIn)) return 'removed';
  if (reached(lifecycle.disabledIn)) return 'disabled';
  if (lifecycle.deprecatedIn !== undefined ? reached(lifecycle.deprecatedIn) : lifecycle.deprecated) return 'deprecated';
  return 'served';
}

/** `3.6` of `3.6.1` (or of a snapshot of it). */
export function releaseLine(release: string | Release): string {
  const { major, minor } = toRelease(release);
  return `${major}.${minor}`;
}

/**
 * The release lines a document describes (`info.x-release-lines`, `['3.5', '3.6']`), else the line of its
 * `info.version`; undefined when it states neither.
 */
export function releaseLinesOf(document: Record<string, unknown>): string[] | undefined {
  const info = isObject(document['info']) ? document['info'] : {};
  const lines = info['x-release-lines'];
  if (Array.isArray(lines)) return lines.map(String);
  const version = versionText(info['version']);
  const release = version === undefined ? undefined : parseRelease(version);
  return release === undefined ? undefined : [releaseLine(release)];
}
