// Deprecation as the contract model reads it (`deprecated`, a channel's `x-deprecated`, and `x-replaced-by`,
// `x-removal-version`, `x-removed-in`), compared the same way on operations, parameters, schemas and
// channels. None of it breaks a client: the types mark it `@deprecated` and the client warns, naming the
// replacement and the removal; the report says what to use and when it goes, as those notes do.
import { deprecationAdvice, type DeprecationSpec, readDeprecation, removalNote } from '@canton-openapi/contract';
import type { DiffContext } from './change.ts';

/** Whether something is deprecated, and what the contract says about it. */
export interface Deprecated {
  deprecated: boolean;
  deprecation: DeprecationSpec;
}

/** The deprecation of an operation, parameter or schema object (`deprecated` and its extensions). */
export function deprecatedOf(node: Record<string, unknown>): Deprecated {
  return { deprecated: node['deprecated'] === true, deprecation: readDeprecation(node) };
}

/**
 * Reports `what` (`operation`, `query parameter limit`…) becoming deprecated or not, and a changed replacement
 * or removal of something deprecated in both; `at` is where it is, `flag` its deprecation key. The head contract's
 * `release` says whether an announced removal has come.
 */
export function diffDeprecation(a: Deprecated, b: Deprecated, what: string, at: string[], { report, release }: DiffContext, flag = 'deprecated'): void {
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
  const [before, after] = [removalNote(a.deprecation, release).text, removalNote(b.deprecation, release).text];
  if (before !== after) {
    const key = a.deprecation.removedIn === b.deprecation.removedIn ? 'x-removal-version' : 'x-removed-in';
    report('removal-changed', [...at, key], false, `deprecated ${what}: removal was "${before}", now "${after}"`);
  }
}
