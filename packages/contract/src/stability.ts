// What upstream promises about an operation across its releases: the `x-stability` extension, Splice's
// classification (scan.yaml's tags `external`, `internal`, `pre-alpha`; `docs/src/app_dev/overview/
// splice_app_apis.rst`: "APP-external … backwards compatible", "APP-internal … no backwards compatibility
// guarantees"). It is its own axis: deprecation (`deprecated`, `x-deprecated-in`, …) says an operation goes,
// stability says what holds while it is served. An operation declares it, or its document does for all its
// operations (`info.x-stability`, where upstream promises one class for the whole API, as for the JSON Ledger
// API and the Token Standard). `canton/stability` makes it required; the types, the client's JSDoc, the docs,
// the operation table and the breaking-change gate read it here.
import { isObject } from './json.ts';

/** The extension naming an operation's (or, under `info`, a whole document's) stability. */
export const stabilityKey = 'x-stability';

/**
 * The classes upstream gives, from the strongest promise to the weakest: `external` stays backwards
 * compatible; `internal` may change in any release; `pre-alpha` is "highly unstable. Do not use in production".
 */
export const stabilities = ['external', 'internal', 'pre-alpha'] as const;

/** What upstream promises about an operation. */
export type Stability = (typeof stabilities)[number];

/** Whether `value` is a declared stability. */
export function isStability(value: unknown): value is Stability {
  return typeof value === 'string' && (stabilities as readonly string[]).includes(value);
}

/** Whether an operation of this stability carries upstream's compatibility promise. */
export function isStable(stability: Stability): boolean {
  return stability === 'external';
}

/** The document-wide stability (`info.x-stability`), when the document declares a valid one. */
export function documentStabilityOf(root: Readonly<Record<string, unknown>>): Stability | undefined {
  const info = root['info'];
  const value = isObject(info) ? info[stabilityKey] : undefined;
  return isStability(value) ? value : undefined;
}

/** The stability `operation` or its document `root` declares (its own `x-stability`, else `info.x-stability`); undefined when neither does. */
export function declaredStabilityOf(operation: Readonly<Record<string, unknown>>, root: Readonly<Record<string, unknown>>): Stability | undefined {
  const own = operation[stabilityKey];
  return isStability(own) ? own : documentStabilityOf(root);
}

/**
 * The stability of `operation` in the document `root`: its own `x-stability`, else the document's. Without
 * either it counts as `internal`: nothing is promised that the contract does not say is (lint reports it).
 */
export function stabilityOf(operation: Readonly<Record<string, unknown>>, root: Readonly<Record<string, unknown>>): Stability {
  return declaredStabilityOf(operation, root) ?? 'internal';
}

/** What is wrong with a written `x-stability` value, one sentence per problem (empty when valid). */
export function stabilityValueProblems(value: unknown): string[] {
  if (isStability(value)) return [];
  return [`\`${stabilityKey}\` must be one of ${stabilities.map((s) => `\`${s}\``).join(', ')}; found ${JSON.stringify(value)}.`];
}

/**
 * What is wrong with the stability of one operation: it has none of its own and its document declares none,
 * or its own value is not a class. Deprecation is not a class: it stays on `deprecated` and `x-deprecated-in`.
 */
export function stabilityProblems(operation: Readonly<Record<string, unknown>>, root: Readonly<Record<string, unknown>>): string[] {
  if (stabilityKey in operation) return stabilityValueProblems(operation[stabilityKey]);
  if (documentStabilityOf(root) !== undefined) return [];
  return [
    `needs \`${stabilityKey}: external\`, \`internal\` or \`pre-alpha\` (upstream's classification), or its document an \`info.${stabilityKey}\`: users must see whether upstream keeps it backwards compatible.`,
  ];
}

/** A one-sentence warning for an operation without upstream's compatibility promise; undefined for `external`. */
export function stabilityNote(stability: Stability): string | undefined {
  if (stability === 'internal')
    return 'Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.';
  if (stability === 'pre-alpha')
    return 'Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.';
  return undefined;
}
