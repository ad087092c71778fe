// Deprecation and per-release availability as the contract model reads them (`deprecated`, a channel's
// `x-deprecated`, `x-replaced-by`, and the lifecycle keys), compared the same way on operations, parameters,
// schemas and channels. A deprecation, a replacement or an announced removal breaks no client: the types
// mark it `@deprecated` and the client warns, naming the replacement and the removal. A release the
// contract describes (at the base and at the head) that serves a node less than before does break clients
// of that release: the model's `availabilityAt` says, release by release, what each version promises.
import {
  availabilityAt,
  type Availability,
  deprecationAdvice,
  type DeprecationSpec,
  type Lifecycle,
  lifecycleOf,
  namedReleases,
  readDeprecation,
  releaseKeys,
  releaseLine,
  releaseLinesOf,
  removalNote,
} from '@canton-openapi/contract';
import type { DiffContext } from './change.ts';

/** Whether something is deprecated, what the contract says about it, and the releases that serve it. */
export interface Deprecated {
  deprecated: boolean;
  deprecation: DeprecationSpec;
  lifecycle: Lifecycle;
}

/** The deprecation of an operation, parameter or schema object (`deprecated` and its extensions). */
export function deprecatedOf(node: Record<string, unknown>): Deprecated {
  return { deprecated: node['deprecated'] === true, deprecation: readDeprecation(node), lifecycle: lifecycleOf(node) };
}

/** The release lines both documents describe (`info.x-release-lines`, else the line of `info.version`); undefined: either states none, so every release counts. */
export function sharedLines(base: Record<string, unknown>, head: Record<string, unknown>): string[] | undefined {
  const [a, b] = [releaseLinesOf(base), releaseLinesOf(head)];
  return a === undefined || b === undefined ? undefined : a.filter((line) => b.includes(line));
}

/** How much a release serves: a deprecated node is served all the same, a disabled one only where an operator re-enables it. */
const served: Record<Availability, number> = { absent: 0, removed: 0, disabled: 1, deprecated: 2, served: 2 };

/** The lifecycle keys that say in which releases a node is served (the announced `x-removal-version` is a plan, compared as the note). */
const availabilityKeys = [...releaseKeys, 'x-enabled-by'] as const;
const lifecycleField = {
  'x-added-in': 'addedIn',
  'x-deprecated-in': 'deprecatedIn',
  'x-disabled-in': 'disabledIn',
  'x-removed-in': 'removedIn',
  'x-enabled-by': 'enabledBy',
} as const;

/**
 * The first release of `lines` (every release when undefined) that serves the node less at the head than at
 * the base, with both answers. Availability changes only at the releases the two lifecycles name, so those
 * (and the start of each line) are the releases to ask about.
 */
function servedLess(a: Lifecycle, b: Lifecycle, lines: readonly string[] | undefined): { release: string; was: Availability; now: Availability } | undefined {
  const named = [a, b].flatMap(namedReleases);
  const starts = lines === undefined ? ['0.0.0'] : lines.map((line) => `${line}.0`);
  const releases = [...new Set([...starts, ...named])].filter((release) => lines === undefined || lines.includes(releaseLine(release)));
  for (const release of releases.sort((x, y) => x.localeCompare(y, 'en', { numeric: true }))) {
    const [was, now] = [availabilityAt(a, release), availabilityAt(b, release)];
    if (served[now] < served[was]) return { release, was, now };
  }
  return undefined;
}

/** `added in 3.3.0; deprecated in 3.4.0; disabled by default from 3.6.1; removed in 3.7.0`, or `no release recorded`. */
function releasesText(l: Lifecycle): string {
  const parts = [
    l.addedIn && `added in ${l.addedIn}`,
    l.deprecatedIn && `deprecated in ${l.deprecatedIn}`,
    l.disabledIn && `disabled by default from ${l.disabledIn}${l.enabledBy === undefined ? '' : ` (re-enable with ${l.enabledBy})`}`,
    l.removedIn && `removed in ${l.removedIn}`,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? 'no release recorded' : parts.join('; ');
}

/**
 * Reports a change of the releases that serve `what` (`x-added-in`, `x-deprecated-in`, `x-disabled-in`,
 * `x-enabled-by`, `x-removed-in`): breaking when a release both contracts describe serves it less (added
 * later, disabled or removed earlier, or newly), else non-breaking. Releases outside the base's lines were
 * never promised, so a disable or removal recorded for a newly described line breaks nobody.
 */
function diffAvailability(a: Lifecycle, b: Lifecycle, what: string, at: string[], { report, lines }: DiffContext): void {
  const changed = availabilityKeys.filter((k) => a[lifecycleField[k]] !== b[lifecycleField[k]]);
  if (changed.length === 0) return;
  const change = `${what}: releases were "${releasesText(a)}", now "${releasesText(b)}"`;
  const less = servedLess(a, b, lines);
  // Located at the key that names the release serving less, else at the first key changed.
  const key = changed.find((k) => less !== undefined && [a[lifecycleField[k]], b[lifecycleField[k]]].includes(less.release)) ?? changed[0]!;
  const message =
    less === undefined
      ? change
      : `${change}: ${less.release} ${less.now === 'disabled' ? 'refuses it by default' : less.now === 'removed' ? 'no longer serves it' : 'does not serve it yet'} (was ${less.was}), breaking clients of ${releaseLine(less.release)}.x`;
  report('availability-changed', [...at, key], less !== undefined, message);
}

/**
 * Reports `what` (`operation`, `query parameter limit`…) becoming deprecated or not, and a changed replacement
 * or removal of something deprecated in both; `at` is where it is, `flag` its deprecation key. The head contract's
 * `release` says whether an announced removal has come.
 */
export function diffDeprecation(a: Deprecated, b: Deprecated, what: string, at: string[], ctx: DiffContext, flag = 'deprecated'): void {
  const { report, release } = ctx;
  diffAvailability(a.lifecycle, b.lifecycle, what, at, ctx);
  if (a.deprecated !== b.deprecated) {
    const message = b.deprecated ? `${what} is now deprecated: ${deprecationAdvice(b.deprecation, release)}` : `${what} is no longer deprecated`;
    report(b.deprecated ? 'deprecation-added' : 'deprecation-removed', [...at, flag], false, message);
    return;
  }
  if (!b.deprecated) return;
  const [was = 'none', now = 'none'] = [a.deprecation.replacedBy, b.deprecation.replacedBy];
  if (was !== now) {
    const message = `deprecated ${what}: replacement changed from ${was} to ${now}; the deprecation notes and warnings say so`;
    report('replacement-changed', [...at, 'x-replaced-by'], false, message);
  }
  // The announced removal only: the releases that serve the node are compared above.
  const note = (d: DeprecationSpec) => removalNote({ ...(d.removalVersion === undefined ? {} : { removalVersion: d.removalVersion }) }, release).text;
  const [before, after] = [note(a.deprecation), note(b.deprecation)];
  if (before !== after) report('removal-changed', [...at, 'x-removal-version'], false, `deprecated ${what}: removal was "${before}", now "${after}"`);
}
