// The `union` check: one-key unions carry exactly one known key, wrapped as the spec says.
import { type Check, findingResults } from './check.ts';

/** The `union` check: the validator's union findings, and a pass where the body's schema holds a one-key union. */
export const union: Check = {
  name: 'union',
  doc: 'One-key unions (`Update`, `Event`, …): exactly one known key, the `{value: …}` wrapper where the spec has one and not where it has none. Reported as such, not as "must match exactly one schema".',
  response: ({ findings, unionKinds }) => (findings === undefined ? [] : findingResults('union', findings, unionKinds?.has('one-key') === true)),
};
