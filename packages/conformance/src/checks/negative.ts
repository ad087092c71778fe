// The `negative` check: a request that breaks one rule of the spec must be rejected. Whether a server enforces
// each rule is the spec's record beside the rule (`x-server-check`), never the kind of rule.
import { enforcedAt, type MessageEntry, type OperationSpec } from '@canton-openapi/contract';
import type { NegativeCase } from '../plan/negative.ts';
import type { CaseReport, CheckResult } from '../report/model.ts';
import { caseOf, streamCase } from '../report/case.ts';
import type { Exchange } from '../run/check-context.ts';
import { classify, parseFrame } from '../validate/frames.ts';
import { documentedResponse } from '../validate/answer.ts';
import type { ReleaseContext } from '../release/served.ts';
import type { Conversation } from '../wire/websocket.ts';
import type { SpecValidator } from '../validate/validator.ts';
import type { Check } from './check.ts';

/** The `negative` check: sends the plan's negative data (and a channel's rejected request) and judges the answers. */
export const negative: Check = {
  name: 'negative',
  doc: 'Requests that break one spec rule each (malformed JSON; a missing required field, a wrong type, a value outside an `enum`, a number below its `minimum` or above its `maximum`, `[]` where `minItems: 1`, one item more than `maxItems`, a string breaking its `pattern`, a combination the schema\'s `not` forbids, in the body, the path or the query) must get a documented 4xx, in any media type that status declares (a pekko `400 text/plain` "The request content was malformed: …" counts where the spec declares `text/plain`). Whether a server enforces each rule is recorded in the spec beside the rule, with the code that shows it (`x-server-check`, see `specs/README.md`): accepting a request that breaks an enforced rule fails and names that code ("as the server\'s code does: HttpScanHandler.scala: holdingStateQuery calls nonEmptyOrFail…"); a rule recorded as not enforced (the participant reads a missing `beginExclusive` as 0 and answers `limit=0` with `[]`) is a warning (`⚠`, exit 0) that says so, and `--strict` fails it. A rule enforced from a release on (`since`: Scan\'s `maxItems: 1000` from 0.9.0) fails a server of that release or later, warns for one of an earlier release, and warns when the release is unknown (the report line says so).',
  needs: ['credentials'],
  planned: (plan) => plan.negatives.length,
  async operation({ op, negatives }, run) {
    const cases: CaseReport[] = [];
    for (const negative of negatives) {
      const exchange = await run.session.exchange(op, negative.request);
      cases.push({
        ...caseOf(`negative: ${negative.name}`, 'negative', withoutChecksOnAcceptance(exchange), [
          negativeCheck(op, exchange, negative, run.strict === true, run.release),
        ]),
        ...(negative.rule === undefined ? {} : { rule: negative.rule }),
      });
    }
    return cases;
  },
  // A request the spec says the participant rejects (`x-rejected-examples`): one error frame, then the close.
  async channel({ channel, run, wsUrl, converse }) {
    const request = channel.requests[0];
    const rejected = request?.rejectedExamples[0];
    if (request === undefined || rejected === undefined || run.validator.validate(request.payloadPointer, rejected.payload).length === 0) return [];
    const bad = await converse(rejected.payload, { idleMs: run.timeoutMs, maxFrames: 2 });
    const c = streamCase(`rejected request ${rejected.name}`, wsUrl, rejected.payload, bad, 'negative');
    c.checks.push(...errorFrameChecks(run.validator, channel.frames, bad));
    return [c];
  },
};

function withoutChecksOnAcceptance(exchange: Exchange): Exchange {
  // A 2xx to a broken request is the violation itself; checking the accepting body says nothing more.
  const status = exchange.response?.status;
  return status === undefined || status >= 300 ? exchange : { ...exchange, checks: [] };
}

// Any documented 4xx is a rejection, in any media type its status declares (pekko answers a body it
// cannot decode with `400 text/plain`, an application check with `400 {error}`); the response checks
// that run beside this one judge the media type and body. Whether accepting the request fails or warns
// is the spec's record of the rule (`x-server-check`) at the server's release, never the kind of rule.
function negativeCheck(op: OperationSpec, exchange: Exchange, negative: NegativeCase, strict: boolean, context: ReleaseContext): CheckResult {
  const { rule, where: pointer } = negative;
  const documented = op.responses.filter((r) => r.status.startsWith('4') || r.status === 'default').map((r) => r.status);
  const rejections = `a documented 4xx rejection (${documented.join(', ') || 'none documented'})`;
  const status = exchange.response?.status;
  if (status === undefined) return { check: 'negative', outcome: 'skip', message: 'no answer', pointer };
  if (status >= 400 && status < 500 && documentedResponse(op, status) !== undefined)
    return { check: 'negative', outcome: 'pass', message: `rejected with ${status}`, pointer };
  const enforced = rule === undefined ? true : enforcedAt(rule, context.release);
  if (status < 300 && rule !== undefined && enforced !== true) {
    const known = notEnforcedNote(rule, context);
    const message = strict ? `accepted (answered ${status}); ${known}, and --strict fails it` : `accepted (answered ${status}): ${known}; --strict fails it`;
    return { check: 'negative', outcome: strict ? 'fail' : 'warn', message, pointer, expected: rejections };
  }
  const message = status < 300 ? `the server accepted a request that breaks the spec (answered ${status})` : `answered ${status}`;
  // The server's own code rejects such a request: say where, so the reader can tell a bug from a setting.
  const since = rule?.since === undefined ? '' : ` (from ${rule.since}; the server reports ${context.release})`;
  const expected = rule?.evidence === undefined ? rejections : `${rejections}, as the server's code does${since}: ${rule.evidence}`;
  return { check: 'negative', outcome: 'fail', message, pointer, expected };
}

/** Why accepting a request that breaks `rule` only warns: the record says the server accepts it, at its release or at all. */
function notEnforcedNote(rule: NonNullable<NegativeCase['rule']>, context: ReleaseContext): string {
  const evidence = rule.evidence ?? 'recorded in the spec';
  if (rule.since === undefined) return `the server is known not to enforce this rule (${evidence}), so a client must not rely on it`;
  if (context.release !== undefined && enforcedAt(rule, context.release) === false)
    return `${context.release} is known not to enforce this rule, enforced only from ${rule.since} (${evidence}), so a client must not rely on it`;
  const why = context.unknown === undefined ? '' : `: ${context.unknown}`;
  return `the server's release is unknown${why}, and this rule is enforced only from ${rule.since} (${evidence}); pass --server-version to judge it`;
}

function errorFrameChecks(validator: SpecValidator, messages: MessageEntry[], bad: Conversation): CheckResult[] {
  const errorMessages = messages.filter((m) => m.errorFrame);
  const first = bad.frames[0];
  if (first === undefined) {
    const how = bad.failure ?? (bad.closed !== undefined ? `closed (${bad.closed.code}) without a frame` : 'no frame and no close within the --timeout');
    return [{ check: 'negative', outcome: 'fail', message: `no error frame: ${how}`, expected: `a ${errorMessages.map((m) => m.name).join(' or ')} frame` }];
  }
  const parsed = parseFrame(first);
  if (!parsed.ok) return [{ check: 'negative', outcome: 'fail', pointer: '/0', message: `the answer is not JSON: ${parsed.error}` }];
  const found = classify(validator, errorMessages, parsed.value);
  if (found === undefined || found.findings.length > 0) {
    const update = classify(
      validator,
      messages.filter((m) => !m.errorFrame),
      parsed.value,
    );
    if (update !== undefined && update.findings.length === 0)
      return [{ check: 'negative', outcome: 'fail', pointer: '/0', message: `the rejected request was answered with a ${update.message.name} frame` }];
    return (found?.findings ?? []).map((f) => ({
      check: f.check,
      outcome: 'fail' as const,
      pointer: `/0${f.pointer}`,
      message: `${found!.message.name} frame 1: ${f.message}`,
      ...(f.expected === undefined ? {} : { expected: f.expected }),
    }));
  }
  if (bad.frames.length > 1 || bad.stopped === 'idle')
    return [
      {
        check: 'negative',
        outcome: 'fail',
        message: 'the server did not close the socket after the error frame',
        expected: 'the error frame is the last frame',
      },
    ];
  return [{ check: 'negative', outcome: 'pass', message: `${found.message.name} frame, then closed` }];
}
