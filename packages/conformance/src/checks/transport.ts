// The `transport` check: every request got an HTTP answer.
import type { Check } from './check.ts';

/** The `transport` check: fails a request that got no HTTP answer within the timeout. */
export const transport: Check = {
  name: 'transport',
  doc: 'The request got an HTTP answer within the timeout.',
  response: ({ failure }) =>
    failure === undefined ? [] : [{ check: 'transport', outcome: 'fail', message: failure.message, expected: 'an HTTP answer within the timeout' }],
};
