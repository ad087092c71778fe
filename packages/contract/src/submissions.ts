// What the client must know of an operation that submits a command, so that it never runs one twice by
// accident: the `x-submission` extension names where the request body holds the command id, the
// submission id and the deduplication period (JSON pointers). A write whose outcome is unknown (the
// request may have reached the server, and no answer says it was refused) is never sent again, unless
// the caller opts in and the body names a deduplication period: then the server's deduplication turns
// a second acceptance of the same change into `DUPLICATE_COMMAND`. specs/README.md, "Submitting
// commands without running them twice", has the rule and its evidence. A Splice wallet write names no
// command id but a tracking id the caller chose, by which the server creates at most once and answers
// the outcome (`trackingId`, `statusOperation`): the client's error says so.
import { isObject } from './json.ts';

/** The extension naming where a submission's ids and deduplication period are in its request body. */
export const submissionKey = 'x-submission';

/** Where a submission's request body holds what identifies and deduplicates it (JSON pointers). */
export interface SubmissionSpec {
  /** The command id; with the user and the acting parties, the change id the server deduplicates on. */
  commandId?: string;
  /** The submission id, which tells one submission of a change from another. */
  submissionId?: string;
  /** The deduplication period; absent when the server does not deduplicate these submissions. */
  deduplicationPeriod?: string;
  /** A caller-chosen id the server creates at most one thing per, also across resubmissions (a Splice wallet's `tracking_id`). */
  trackingId?: string;
  /** The operation (its operationId) that answers the outcome of a write by its tracking id. */
  statusOperation?: string;
  /** Where the servers' code shows how submissions are deduplicated (or that they are not). */
  evidence: string;
}

const pointerFields = ['commandId', 'submissionId', 'deduplicationPeriod', 'trackingId'] as const;

/** What is wrong with the shape of an `x-submission` value, one sentence per problem (empty when valid). */
export function submissionShapeProblems(value: unknown): string[] {
  if (!isObject(value)) return [`\`${submissionKey}\` must be an object with \`evidence\` and JSON pointers into the request body.`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== 'evidence' && key !== 'statusOperation' && !(pointerFields as readonly string[]).includes(key))
      problems.push(`\`${submissionKey}\` has unknown field \`${key}\`.`);
  }
  for (const key of pointerFields) {
    const pointer = value[key];
    if (pointer !== undefined && (typeof pointer !== 'string' || !/^(\/[^/]+)+$/.test(pointer)))
      problems.push(`\`${submissionKey}.${key}\` must be a JSON pointer into the request body, such as \`/commands/commandId\`.`);
  }
  const status = value['statusOperation'];
  if (status !== undefined && (typeof status !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(status)))
    problems.push(`\`${submissionKey}.statusOperation\` must be the operationId of the read that answers the outcome by the tracking id.`);
  if (status !== undefined && value['trackingId'] === undefined)
    problems.push(`\`${submissionKey}.statusOperation\` reads an outcome by the tracking id: name \`trackingId\` too.`);
  if (typeof value['evidence'] !== 'string' || value['evidence'].trim() === '')
    problems.push(`\`${submissionKey}.evidence\` must say where the servers' code shows how submissions are deduplicated.`);
  return problems;
}

/** The `x-submission` record of an operation, when it is well formed. */
export function submissionOf(node: Readonly<Record<string, unknown>>): SubmissionSpec | undefined {
  const value = node[submissionKey];
  if (!isObject(value) || submissionShapeProblems(value).length > 0) return undefined;
  const spec: SubmissionSpec = { evidence: String(value['evidence']) };
  for (const key of pointerFields) if (typeof value[key] === 'string') spec[key] = value[key];
  if (typeof value['statusOperation'] === 'string') spec.statusOperation = value['statusOperation'];
  return spec;
}

/** The value at `pointer` in `body`, or undefined where the body has none. */
export function valueAtPointer(body: unknown, pointer: string): unknown {
  let here: unknown = body;
  for (const token of pointer.split('/').slice(1)) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return here;
}
