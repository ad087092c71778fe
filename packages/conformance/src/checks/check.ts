// What a conformance check is: the name its results carry, the README's words for what passes, what its
// requests need, and a hook per scope it runs in. What a hook is handed is the runner's public contract
// (run/check-context.ts), the only part of run/ a check imports. The registry (index.ts) lists every check in
// the order they run; the runners loop over it, and `npm run generate` derives `CheckName` and the README's table from it.
import type { CheckName } from '../generated/checks.gen.ts';
import type { CaseReport, CheckResult, OperationReport } from '../report/model.ts';
import type { ChannelTarget, NetworkRun, OperationPlan, OperationRun } from '../run/check-context.ts';
import type { Answer } from '../validate/answer.ts';
import type { SchemaFinding } from '../validate/validator.ts';

/**
 * What a check's requests for an operation need: `credentials`, that the operation's own requests can be sent
 * (it needs no credentials, or the run has a token that fits); `prism`, a Prism mock. Without them the operation
 * runner skips the check's `operation` hook.
 */
export type Need = 'credentials' | 'prism';

/** One check. A new one gets its name into `CheckName` when `npm run generate` reads the registry. */
export interface Check {
  name: CheckName;
  /** What passes, as the README's table of checks says it (one line of Markdown). */
  doc: string;
  needs?: readonly Need[];
  /** The text report prints the message of its pass: it says what was found. */
  showsPass?: boolean;
  /** Judges the answer to every HTTP request the suite sends (or the lack of one). */
  response?(answer: Answer): CheckResult[];
  /** The requests it sends for one operation, beyond the operation's own, for the progress estimate. */
  planned?(plan: OperationPlan, run: OperationRun): number;
  /** Sends its requests for one operation, after the operation's own; each becomes a case of its report. */
  operation?(plan: OperationPlan, run: OperationRun): Promise<CaseReport[]>;
  /** Sends its requests on one WebSocket channel, after the tail from the ledger begin. */
  channel?(target: ChannelTarget): Promise<CaseReport[]>;
  /** For an operation the server's release disables by default: the only requests sent for it. */
  disabled?(plan: OperationPlan, run: OperationRun): Promise<CaseReport[]>;
  /** For a channel the server's release disables by default, once its upgrade got through: the only conversations of it. */
  disabledChannel?(target: ChannelTarget): Promise<CaseReport[]>;
  /** Its sections of a `--discover` run, across the Scans of a network. */
  network?(run: NetworkRun): Promise<OperationReport[]>;
}

/** The results of one check of the validator's findings: each failure, or a pass where the check applies. */
export function findingResults(check: SchemaFinding['check'], findings: SchemaFinding[], applies: boolean): CheckResult[] {
  const failures = findings.filter((f) => f.check === check);
  if (failures.length === 0) return applies ? [{ check, outcome: 'pass' }] : [];
  return failures.map((f) => ({
    check,
    outcome: 'fail',
    pointer: f.pointer,
    message: f.message,
    ...(f.expected === undefined ? {} : { expected: f.expected }),
  }));
}
