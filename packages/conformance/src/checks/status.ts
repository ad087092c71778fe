// The `status` check: the answer's status is one the operation documents.
import type { Check } from './check.ts';

/** The `status` check: the documented response the status matches, or a failure naming the documented ones. */
export const status: Check = {
  name: 'status',
  doc: 'The status is documented for the operation (or covered by `default`).',
  response: ({ op, response, prismFailure, matched }) => {
    if (prismFailure !== undefined) return [{ check: 'status', outcome: 'skip', message: prismFailure }];
    if (response === undefined) return [];
    if (matched !== undefined) return [{ check: 'status', outcome: 'pass', message: `${response.status} (documented as ${matched.status})` }];
    const expected = `one of ${op.responses.map((r) => r.status).join(', ')}`;
    return [{ check: 'status', outcome: 'fail', message: `status ${response.status} is not documented for ${op.id}`, expected }];
  },
};
