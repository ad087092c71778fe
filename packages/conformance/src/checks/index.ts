// The registry: every conformance check, in the order they run. Within an answer the response checks report in
// this order; an operation's checks send their requests in it, after the operation's own; a channel's after its
// tail. `npm run generate` derives `CheckName` and the README's table of checks from this list. The runners
// import the checks from here only, the `Check` type too.
import { auth } from './auth.ts';
import { bodySchema } from './body-schema.ts';
import type { Check } from './check.ts';
import { consistency } from './consistency.ts';
import { contentType } from './content-type.ts';
import { coverage } from './coverage.ts';
import { deprecation } from './deprecation.ts';
import { discovery } from './discovery.ts';
import { negative } from './negative.ts';
import { pagination } from './pagination.ts';
import { release } from './release.ts';
import { status } from './status.ts';
import { termination } from './termination.ts';
import { transport } from './transport.ts';
import { union } from './union.ts';
import { variant } from './variant.ts';

export type { Check, Need } from './check.ts';

/** Every check, in the order they run. */
export const checks: readonly Check[] = [
  transport,
  status,
  contentType,
  bodySchema,
  union,
  variant,
  coverage,
  termination,
  negative,
  pagination,
  auth,
  deprecation,
  release,
  discovery,
  consistency,
];
