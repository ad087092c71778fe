// The `discovery` check of a --discover run: every Scan `/v0/scans` lists is one the run may call.
import type { CheckResult } from '../report/model.ts';
import type { Check } from './check.ts';

/** The `discovery` check: a check per listed Scan, used or refused and why. */
export const discovery: Check = {
  name: 'discovery',
  doc: 'With `--discover`: every Scan that `/v0/scans` lists is a bare `http(s)` origin, listed for one SV; any other is refused and never called (see [Every SV of a network](#every-sv-of-a-network---discover)).',
  async network({ listed }) {
    const checks = listed.map((s): CheckResult =>
      s.reason === undefined
        ? { check: 'discovery', outcome: 'pass', message: `${s.svName}: ${s.publicUrl}` }
        : { check: 'discovery', outcome: 'fail', message: `${s.svName}: refused ${JSON.stringify(s.publicUrl)}: ${s.reason}` },
    );
    const cases = [{ name: 'every listed Scan is a bare http(s) origin', kind: 'request' as const, checks }];
    return [{ operationId: 'listDsoScans', method: 'GET', path: '/v0/scans', deprecatedFields: [], cases }];
  },
};
