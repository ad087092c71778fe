// The `auth` check: an operation (or a WebSocket channel) that needs credentials refuses a request without them.
import type { JsonObject, MessageEntry } from '@canton-openapi/contract';
import { credentialNames, type PlannedRequest } from '../plan/request.ts';
import type { CaseReport, CheckResult } from '../report/model.ts';
import { classify, parseFrame, unauthenticatedCode } from '../validate/frames.ts';
import { caseOf } from '../report/case.ts';
import type { Conversation } from '../wire/websocket.ts';
import type { SpecValidator } from '../validate/validator.ts';
import type { Check } from './check.ts';

/** The `auth` check: sends an operation's first request without its credentials, and opens a channel without a token. */
export const auth: Check = {
  name: 'auth',
  doc: 'An operation with `security` refuses a request without credentials with 401 or 403.',
  planned: ({ op }) => (op.security.length > 0 ? 1 : 0),
  // The request without credentials needs no token, so it runs even when the operation's own requests cannot.
  async operation({ op, anonymous, writeGated }, run) {
    if (op.security.length === 0 || anonymous === undefined) return [];
    // A write the run may not use: only once this server has refused a request without credentials, since a
    // server without authentication would carry it out.
    if (writeGated && !run.session.refusedWithoutCredentials)
      return [
        {
          name: 'auth: no credentials',
          kind: 'auth',
          checks: [
            {
              check: 'auth',
              outcome: 'skip',
              message:
                'not sent: it changes ledger state, and no request without credentials was refused earlier in this run (a server without authentication would carry it out)',
            },
          ],
        },
      ];
    const names = credentialNames(op.security);
    const stripped: PlannedRequest = { ...anonymous, headers: { ...anonymous.headers }, query: { ...anonymous.query } };
    for (const header of names.headers) delete stripped.headers[header];
    for (const name of names.query) delete stripped.query[name];
    const exchange = await run.session.exchange(op, stripped, { anonymous: true });
    const status = exchange.response?.status;
    const check: CheckResult =
      status === undefined
        ? { check: 'auth', outcome: 'skip', message: 'no answer' }
        : status === 401 || status === 403
          ? { check: 'auth', outcome: 'pass', message: `rejected with ${status}` }
          : { check: 'auth', outcome: 'fail', message: `answered ${status} to a request without credentials`, expected: '401 or 403' };
    return [caseOf('auth: no credentials', 'auth', exchange, [check])];
  },
  /**
   * A stream without credentials (only when the run has a token to compare with): `x-rejected-with` status 101 says
   * the upgrade is accepted and the request answered by one UNAUTHENTICATED error frame, then the close (Canton);
   * another status, that the upgrade is refused with it.
   */
  async channel({ channel, run, wsUrl, open, probe, converse }) {
    const { auth } = run;
    if (run.token === undefined || auth === undefined) return [];
    const c: CaseReport = { name: 'stream without credentials', kind: 'auth', request: { method: 'WS', url: wsUrl, body: JSON.stringify(open) }, checks: [] };
    const status = auth.rejection?.status ?? 101;
    const code = unauthenticatedCode(auth);
    const expected =
      status === 101 ? `101, then an UNAUTHENTICATED error frame (grpcCodeValue ${code}) and the close (x-rejected-with)` : `${status} (x-rejected-with)`;
    const answer = await probe([auth.marker]).catch((error: Error) => error);
    if (answer instanceof Error) {
      c.checks.push({ check: 'transport', outcome: 'fail', message: answer.message });
      return [c];
    }
    if (answer.status !== 101 || status !== 101) {
      c.response = { status: answer.status, ...(answer.contentType === undefined ? {} : { contentType: answer.contentType }), durationMs: 0 };
      if (answer.status === status) c.checks.push({ check: 'auth', outcome: 'pass', message: `refused with ${status}` });
      else if (status === 101 && (answer.status === 401 || answer.status === 403))
        c.checks.push({
          check: 'auth',
          outcome: 'warn',
          message: `the upgrade without credentials was refused with ${answer.status}: a Canton participant accepts it and answers the request with an UNAUTHENTICATED error frame (a proxy in front of it?)`,
          expected,
        });
      else if (answer.status === 101) c.checks.push({ check: 'auth', outcome: 'fail', message: 'the upgrade was accepted without credentials', expected });
      else c.checks.push({ check: 'auth', outcome: 'fail', message: `the upgrade without credentials was answered ${answer.status}`, expected });
      return [c];
    }
    const talk = await converse(open, { idleMs: run.timeoutMs, maxFrames: 2 }, [auth.marker]);
    if (talk.failure === undefined) c.response = { status: 101, contentType: `websocket, ${talk.frames.length} frame(s)`, durationMs: talk.durationMs };
    c.checks.push(rejectionFrameCheck(run.validator, channel.frames, talk, code, expected));
    return [c];
  },
};

/** The answer to a stream without credentials: one error frame with the UNAUTHENTICATED code, then the close; never an update. */
function rejectionFrameCheck(validator: SpecValidator, messages: MessageEntry[], talk: Conversation, code: number, expected: string): CheckResult {
  const fail = (message: string, pointer?: string): CheckResult => ({
    check: 'auth',
    outcome: 'fail',
    ...(pointer === undefined ? {} : { pointer }),
    message,
    expected,
  });
  const first = talk.frames[0];
  if (first === undefined) {
    const how = talk.failure ?? (talk.closed !== undefined ? `closed (${talk.closed.code}) without a frame` : 'no frame and no close within the --timeout');
    return fail(`no error frame without credentials: ${how}`);
  }
  const parsed = parseFrame(first);
  if (!parsed.ok) return fail(`the answer without credentials is not JSON: ${parsed.error}`, '/0');
  const update = classify(
    validator,
    messages.filter((m) => !m.errorFrame),
    parsed.value,
  );
  if (update !== undefined && update.findings.length === 0) return fail(`the stream without credentials sent data: frame 1 is a ${update.message.name}`, '/0');
  const error = classify(
    validator,
    messages.filter((m) => m.errorFrame),
    parsed.value,
  );
  if (error === undefined || error.findings.length > 0) {
    const finding = error?.findings[0];
    return fail(
      `the answer without credentials is no error frame${finding === undefined ? '' : `: ${error!.message.name} frame 1: ${finding.message}`}`,
      `/0${finding?.pointer ?? ''}`,
    );
  }
  const body = parsed.value as JsonObject;
  if (body['grpcCodeValue'] !== code)
    return fail(
      `the error frame without credentials is ${String(body['code'])} (grpcCodeValue ${String(body['grpcCodeValue'])}), not UNAUTHENTICATED`,
      '/0/grpcCodeValue',
    );
  if (talk.frames.length > 1 || talk.stopped === 'idle') return fail('the server did not close the socket after the UNAUTHENTICATED error frame');
  return { check: 'auth', outcome: 'pass', message: `UNAUTHENTICATED error frame (${String(body['code'])}), then closed` };
}
