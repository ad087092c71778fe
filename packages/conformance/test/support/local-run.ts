// Runs against servers on this machine (stand-ins, mocks) wait for an answer as long as a test may take: the
// CLI's 10 s default deadline is for real networks, and 2 cores shared with other runs (load 19) went past it.
import { type ConformanceOptions, runConformance as runWithOptions } from '../../src/run/conformance.ts';
import type { ConformanceReport } from '../../src/report/model.ts';

/** How long a request to a server on this machine may take before the run calls it unanswered: a hang bound. */
export const localDeadlineMs = 120_000;

/** `runConformance` with {@link localDeadlineMs} as its deadline, unless `options` names another. */
export function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  return runWithOptions({ timeoutMs: localDeadlineMs, ...options });
}
