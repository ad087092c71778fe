// The `variant` check: a status variant's `status` is from the closed set, with every field that status requires.
import { type Check, findingResults } from './check.ts';

/** The `variant` check: the validator's variant findings, and a pass where the body's schema holds a status variant. */
export const variant: Check = {
  name: 'variant',
  doc: 'Status variants: `status` from the closed set, and every field that `status` requires.',
  response: ({ findings, unionKinds }) => (findings === undefined ? [] : findingResults('variant', findings, unionKinds?.has('variant') === true)),
};
