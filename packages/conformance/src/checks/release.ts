// The `release` check: the server answers as the release it reports serves. What that release does not serve
// (yet, or any more) is not checked; what it disables by default must be refused as the spec documents
// (its example `deprecated-api-disabled`), unless `--enabled` names the setting that re-enables it; what it
// serves must not be refused as disabled, nor answered as a path the server does not know.
import type { OperationSpec } from '@canton-openapi/contract';
import type { PlannedRequest } from '../plan/request.ts';
import type { CaseReport, CheckResult } from '../report/model.ts';
import { caseOf, streamCase } from '../report/case.ts';
import type { Exchange, OperationRun } from '../run/check-context.ts';
import { parseFrame } from '../validate/frames.ts';
import { disabledAnswer, disabledExample, errorCode } from '../release/disabled.ts';
import { isNoRouteAnswer } from '../release/no-route.ts';
import { isServed, type ReleaseContext } from '../release/served.ts';
import type { Check } from './check.ts';

/** The `release` check: judges each operation, request field and channel by what the server's release serves. */
export const release: Check = {
  name: 'release',
  doc: 'What the server\'s release serves, the release read first from its version endpoint (the participant\'s `GET /v2/version`, a Splice app\'s `GET /version`) or given with `--server-version`: an operation or channel that release does not serve yet or any more is not checked (○, never counted as passed); one it disables by default (`x-disabled-in`), and a request field it disables, must be refused as the spec\'s example `deprecated-api-disabled` shows (the participant: `400` Canton error `DEPRECATED_API_DISABLED` before reading the body; a channel: the upgrade, then that error as its only frame), unless `--enabled` names the setting that re-enables it (`x-enabled-by`); served anyway, it is a warning (re-enabled by the operator? `--strict` fails it). What the release serves (an API not versioned by release, the registry: every operation, unless `--only` leaves it out) must not be refused as disabled nor answered 404 as an unknown path; what it does not serve gets one request with a body that is no JSON (so no server runs it), which must be answered as a path no route matches (404: the participant\'s `text/plain` "The requested resource could not be found.", a Splice app\'s `{"error": "The requested resource could not be found: <request URI>"}`), not served (Scan 0.9.0 answering `/v1/holdings/state`).',
  response(answer) {
    const { release, response } = answer;
    if (release === undefined || response === undefined || !isServed(release.served) || release.disabledFields.length > 0) return [];
    const documented = disabledAnswer(answer.op);
    const code = documented?.code === undefined ? undefined : errorCode(response.body);
    if (code === undefined || documented?.code === undefined || !code.includes(documented.code)) return [];
    return [
      {
        check: 'release',
        outcome: 'fail',
        message: `the server refused ${answer.op.id} as disabled (${code}), yet ${servedBy(answer.op, release.context)}`,
        expected: 'an answer of the operation as served: is the server of another release than it reports?',
      },
    ];
  },
  async operation(plan, run) {
    if (plan.probe !== undefined) return [await notServedProbe(plan.op, plan.probe, plan.skipped ?? '', run)];
    const cases: CaseReport[] = [];
    for (const { name, request, fields } of plan.refused) {
      const exchange = await run.session.exchange(plan.op, request, { credentialed: plan.credentialed });
      const what = `${fields.join(', ')} ${disabledText(run.release)}`;
      cases.push(caseOf(`${name} (uses ${fields.join(', ')})`, 'request', exchange, [refusal(plan.op, exchange, what, run.release)]));
    }
    // Every answer of an operation the release serves (every release, where the API is not versioned by release)
    // was the answer to a path the server does not know: the operation was not checked, the server lacks it.
    const answers = plan.answers ?? [];
    const { release: known, unversioned } = run.release;
    if (
      (known !== undefined || unversioned !== undefined) &&
      answers.length > 0 &&
      answers.every((a) => a.response !== undefined && isNoRouteAnswer(run.doc, a.response))
    ) {
      const answered = `every request answered 404 as for a path the server does not know (${JSON.stringify(answers[0]?.response?.body.slice(0, 120))})`;
      const served = `${plan.op.method} ${plan.op.path} served`;
      const check: CheckResult =
        known !== undefined
          ? {
              check: 'release',
              outcome: 'fail',
              message: `${answered}, yet ${servedBy(plan.op, run.release)}`,
              expected: `${served}: is the server of another release than it reports?`,
            }
          : {
              check: 'release',
              outcome: 'fail',
              message: `${answered}, yet the ${run.api} API is not versioned by release: every server serves ${plan.op.id}`,
              expected: `${served}; a server that serves only some of the API's operations is checked with --only <their tags or operationIds> (${[...plan.op.tags, plan.op.id].join(', ')})`,
            };
      cases.push({ name: known !== undefined ? `served by ${run.api} ${known}` : `served by every ${run.api} server`, kind: 'request', checks: [check] });
    }
    return cases;
  },
  async disabled(plan, run) {
    const base = plan.bases[0];
    if (base === undefined) return [];
    const exchange = await run.session.exchange(plan.op, base.request, { credentialed: plan.credentialed });
    return [
      caseOf(`${base.name} (disabled by default)`, 'request', exchange, [
        refusal(plan.op, exchange, `${plan.op.id} ${disabledText(run.release)}`, run.release),
      ]),
    ];
  },
  async disabledChannel({ channel, run, wsUrl, open, converse }) {
    const example = channel.frames.flatMap((m) => m.examples).find((e) => e.name === disabledExample);
    const code = typeof example?.payload === 'object' && example.payload !== null && !Array.isArray(example.payload) ? example.payload['code'] : undefined;
    const expected = `the upgrade, then one error frame with code ${String(code)} (the spec's frame example \`${disabledExample}\`)`;
    const stream = await converse(open, { idleMs: Math.min(run.timeoutMs, 3000), maxFrames: 2 });
    const c = streamCase(`stream (disabled by default)`, wsUrl, open, stream);
    const frames = stream.frames.map(parseFrame);
    const first = frames[0];
    const firstCode = first?.ok ? errorCode(JSON.stringify(first.value)) : undefined;
    const what = `${channel.channel} ${disabledText(run.release)}`;
    if (stream.failure !== undefined) c.checks.push({ check: 'transport', outcome: 'fail', message: stream.failure });
    else if (typeof code !== 'string')
      c.checks.push({ check: 'release', outcome: 'skip', message: `not judged: the spec documents no frame example \`${disabledExample}\`` });
    else if (frames.length === 1 && firstCode !== undefined && firstCode.includes(code))
      c.checks.push({ check: 'release', outcome: 'pass', message: `refused as documented: ${what}` });
    else if (firstCode === undefined && frames.length > 0)
      c.checks.push({ check: 'release', outcome: 'warn', message: `the participant streams ${channel.channel}, which ${servedNote(run.release)}`, expected });
    else
      c.checks.push({
        check: 'release',
        outcome: 'fail',
        message: `${what}, but the stream sent ${frames.length} frame(s)${firstCode === undefined ? '' : `, the first with code ${firstCode}`}`,
        expected,
      });
    return [c];
  },
};

/**
 * Sends the probe of an operation the run's release does not serve: the answer to a path no route matches
 * (404, or 405 where another method has the path) passes; an answer that shows the route (2xx, or a 4xx
 * refusing the body) fails, as the server serves another release's contract; anything else is not judged.
 */
async function notServedProbe(op: OperationSpec, probe: PlannedRequest, why: string, run: OperationRun): Promise<CaseReport> {
  const exchange = await run.session.exchange(op, probe, { unjudged: true });
  const status = exchange.response?.status;
  const body = exchange.response?.body ?? '';
  const what = `${op.method} ${op.path}${why === '' ? '' : ` (${why.replace(/^not run: /, '')})`}`;
  const unknown = status === 404 && (op.requestBody !== undefined || isNoRouteAnswer(run.doc, { status, body }));
  const check: CheckResult =
    status === undefined
      ? { check: 'release', outcome: 'skip', message: 'no answer' }
      : unknown || status === 405
        ? { check: 'release', outcome: 'pass', message: `answered ${status}, as for a path the server does not serve: ${what}` }
        : (status >= 200 && status < 300) || [400, 415, 422].includes(status)
          ? {
              check: 'release',
              outcome: 'fail',
              message: `answered ${status} (${JSON.stringify(body.slice(0, 120))}): the server serves ${what}`,
              expected: `404 as for a path no route matches: is the server of another release than it reports (${run.release.release})?`,
            }
          : { check: 'release', outcome: 'skip', message: `not judged: answered ${status} to ${what}` };
  return caseOf('not served by this release (a body that is no request)', 'request', exchange, [check]);
}

/** `3.6.1 disables it by default`, with the release of the run. */
function disabledText(context: ReleaseContext): string {
  return `is disabled by default in ${context.release}`;
}

/** What the release serves of `op`, for a failure message: `ledger 3.5.19 serves it (disabled by default only from 3.6.1)`. */
function servedBy(op: OperationSpec, context: ReleaseContext): string {
  const { disabledIn, enabledBy, addedIn } = op.lifecycle;
  const since = addedIn === undefined ? '' : `added in ${addedIn}`;
  const until = disabledIn === undefined ? '' : `disabled by default only from ${disabledIn}`;
  const enabled = enabledBy !== undefined && context.enabled.has(enabledBy) ? `re-enabled with --enabled ${enabledBy}` : '';
  const why = [since, until, enabled].filter((s) => s !== '').join('; ');
  return `${context.release} serves it${why === '' ? '' : ` (${why})`}`;
}

/** The note of a disabled node served anyway: the operator may have re-enabled it. */
function servedNote(context: ReleaseContext): string {
  return `${context.release} disables by default: re-enabled by the operator? Pass --enabled <setting> to check it as served`;
}

/** Judges the answer to a request the release disables: refused as documented passes, served warns, anything else fails. */
function refusal(op: OperationSpec, exchange: Exchange, what: string, context: ReleaseContext): CheckResult {
  const documented = disabledAnswer(op);
  const response = exchange.response;
  if (documented === undefined)
    return { check: 'release', outcome: 'skip', message: `not judged: the spec documents no answer \`${disabledExample}\` of ${op.id}` };
  if (response === undefined) return { check: 'release', outcome: 'skip', message: 'no answer' };
  const expected = `${documented.status} ${documented.mediaType}${documented.code === undefined ? '' : ` with code ${documented.code}`} (the spec's example \`${disabledExample}\`)`;
  const code = errorCode(response.body);
  if (String(response.status) === documented.status && (documented.code === undefined || code?.includes(documented.code)))
    return { check: 'release', outcome: 'pass', message: `refused as documented: ${what}` };
  if (response.status >= 200 && response.status < 300)
    return { check: 'release', outcome: 'warn', message: `answered ${response.status}, though ${what}: ${servedNote(context)}`, expected };
  return { check: 'release', outcome: 'fail', message: `answered ${response.status}${code === undefined ? '' : ` with code ${code}`}, yet ${what}`, expected };
}
