// The WebSocket channels of an API (its AsyncAPI document), checked like operations: each channel gets an
// operation entry in the report with four cases. A tail from the ledger begin (every frame validated, and the
// offset to end at found), a bounded stream to that offset (every frame validated, none past it, and the
// server closes), a request the spec says is rejected (one error frame), and a stream without credentials
// (answered as `x-rejected-with` says, when the run has a token). An upgrade answered with anything but a
// WebSocket (404, a web page) means the channel could not be tested: the API's run is then an error (exit 2),
// never a pass.
import {
  type ChannelEntry,
  cloneJson,
  frameOffset,
  isObject,
  type Json,
  type JsonObject,
  type MessageEntry,
  type SubprotocolAuth,
} from '@canton-openapi/contract';
import type { CaseReport, CheckResult, OperationReport } from '../report/model.ts';
import type { SpecValidator } from '../validate/validator.ts';
import { type Conversation, converse, probeUpgrade, type UpgradeAnswer } from './ws-wire.ts';

/** What the channel checks need: the channels, their validator and auth, where and how to connect. */
export interface ChannelRun {
  channels: ChannelEntry[];
  validator: SpecValidator;
  auth?: SubprotocolAuth;
  /** The API root (http/https); channels are below it with the ws/wss scheme. */
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}

/** The reports of the channels, the connections made, and why they could not be tested (an API-level error). */
export interface ChannelOutcome {
  operations: OperationReport[];
  connections: number;
  error?: string;
}

// A bound on what one conversation may hold: a tail is sampled, not drained.
const maxTailFrames = 200;
const maxStreamFrames = 10_000;

/** Runs the channel checks of one API. */
export async function runChannels(run: ChannelRun): Promise<ChannelOutcome> {
  const outcome: ChannelOutcome = { operations: [], connections: 0 };
  for (const channel of run.channels) {
    const result = await checkChannel(run, channel, outcome);
    if (typeof result === 'string') {
      outcome.error = result;
      break;
    }
    outcome.operations.push(result);
  }
  return outcome;
}

async function checkChannel(run: ChannelRun, channel: ChannelEntry, outcome: ChannelOutcome): Promise<OperationReport | string> {
  const httpUrl = `${run.baseUrl.replace(/\/+$/, '')}${channel.channel}`;
  const wsUrl = httpUrl.replace(/^http/, 'ws');
  const report: OperationReport = {
    operationId: channel.receiveId ?? channel.channel,
    method: 'WS',
    path: channel.channel,
    ...(channel.deprecated ? { deprecation: channel.deprecation } : {}),
    deprecatedFields: [],
    cases: [],
  };
  // The token first: a Canton 3.5 participant reads it from the first protocol offered only (it splits the
  // header on "," without trimming, and clients write ", " between protocols).
  const protocols = (token: string | undefined) =>
    run.auth === undefined ? [] : [...(token === undefined ? [] : [`${run.auth.tokenPrefix}${token}`]), run.auth.marker];
  const request = channel.requests[0];
  const base = request?.examples[0]?.payload;
  if (request === undefined || !isObject(base)) {
    report.cases.push({
      name: 'stream',
      kind: 'stream',
      checks: [{ check: 'termination', outcome: 'skip', message: 'not run: the spec gives no request example' }],
    });
    return report;
  }

  // 1. Can the channel be reached at all with the run's credentials?
  let answer: UpgradeAnswer;
  try {
    outcome.connections++;
    answer = await probeUpgrade(httpUrl, protocols(run.token), run.timeoutMs);
  } catch (error) {
    return `the WebSocket channel ${channel.channel} could not be tested: ${(error as Error).message}`;
  }
  if (answer.status !== 101) {
    const what = `${answer.status}${answer.contentType === undefined ? '' : ` ${answer.contentType.split(';')[0]}`}`;
    const rejectsCredentials = answer.status === 401 || answer.status === 403;
    if (rejectsCredentials && run.token === undefined) {
      report.cases.push({
        name: 'stream',
        kind: 'stream',
        checks: [{ check: 'termination', outcome: 'skip', message: `not run: the upgrade needs a token (${what}); pass --token` }],
      });
      return report;
    }
    if (rejectsCredentials) return `the participant rejected the token on the WebSocket upgrade of ${channel.channel}: ${what}; check --token`;
    return `the WebSocket channel ${channel.channel} could not be tested: the upgrade was answered ${what}, not 101 Switching Protocols (is --base-url the participant's JSON API address?)`;
  }

  // 2. The tail from the ledger begin: frames validate, and the last offset seen is where the bounded stream ends.
  const open = withRange(base, 0, undefined);
  outcome.connections++;
  const tail = await converse(wsUrl, protocols(run.token), JSON.stringify(open), { idleMs: Math.min(run.timeoutMs, 3000), maxFrames: maxTailFrames });
  const tailCase = streamCase(`tail from beginExclusive 0 (request example ${request.examples[0]?.name ?? ''})`, wsUrl, open, tail);
  // Answered UNAUTHENTICATED: the participant needs a token, or did not read the one offered.
  const unauthenticated = run.auth === undefined ? undefined : unauthenticatedFrame(run.auth, tail.frames[0]);
  if (unauthenticated !== undefined && run.token === undefined) {
    report.cases.push({
      name: 'stream',
      kind: 'stream',
      checks: [{ check: 'termination', outcome: 'skip', message: `not run: the stream needs a token (it was answered ${unauthenticated}); pass --token` }],
    });
    return report;
  }
  if (unauthenticated !== undefined) {
    tailCase.checks.push({
      check: 'auth',
      outcome: 'fail',
      pointer: '/0',
      message: `the participant did not take the token: the stream, offered \`${run.auth!.tokenPrefix}<token>\` as its first subprotocol, was answered ${unauthenticated}`,
      expected: `the token read from the first subprotocol, as Canton reads it`,
    });
    report.cases.push(tailCase);
    return report;
  }
  tailCase.checks.push(...frameChecks(run.validator, channel.frames, tail.frames, 'update'));
  if (tail.failure !== undefined) tailCase.checks.push({ check: 'transport', outcome: 'fail', message: tail.failure });
  report.cases.push(tailCase);
  const offsets = tail.frames
    .map(parseFrame)
    .flatMap((f) => (f.ok ? [frameOffset(f.value)] : []))
    .filter((o): o is number => o !== undefined);
  const end = offsets.length === 0 ? undefined : Math.max(...offsets);

  // 3. The bounded stream: ends at `endInclusive` with a close, and nothing past it.
  if (end === undefined) {
    report.cases.push({
      name: 'stream to endInclusive',
      kind: 'stream',
      checks: [{ check: 'termination', outcome: 'skip', message: 'not run: the tail sent no update to end at (an empty ledger for this request?)' }],
    });
  } else {
    const bounded = withRange(base, 0, end);
    outcome.connections++;
    const stream = await converse(wsUrl, protocols(run.token), JSON.stringify(bounded), { idleMs: run.timeoutMs, maxFrames: maxStreamFrames });
    const c = streamCase(`stream to endInclusive ${end}`, wsUrl, bounded, stream);
    c.checks.push(...frameChecks(run.validator, channel.frames, stream.frames, 'update'));
    c.checks.push(terminationCheck(stream, end));
    report.cases.push(c);
  }

  // 4. A request the participant rejects: one error frame, then the close.
  const rejected = request.rejectedExamples[0];
  if (rejected !== undefined && run.validator.validate(request.payloadPointer, rejected.payload).length > 0) {
    outcome.connections++;
    const bad = await converse(wsUrl, protocols(run.token), JSON.stringify(rejected.payload), { idleMs: run.timeoutMs, maxFrames: 2 });
    const c = streamCase(`rejected request ${rejected.name}`, wsUrl, rejected.payload, bad, 'negative');
    c.checks.push(...errorFrameChecks(run.validator, channel.frames, bad));
    report.cases.push(c);
  }

  // 5. No credentials: answered as `x-rejected-with` says (only when the run has a real token to compare with).
  if (run.token !== undefined && run.auth !== undefined) report.cases.push(await withoutCredentials(run, run.auth, channel, httpUrl, wsUrl, open, outcome));
  return report;
}

/** The grpc code of the answer to a stream without a valid token: `x-rejected-with`'s, else UNAUTHENTICATED. */
function unauthenticatedCode(auth: SubprotocolAuth): number {
  const payload = auth.rejection?.payload;
  const code = isObject(payload) ? payload['grpcCodeValue'] : undefined;
  return typeof code === 'number' ? code : 16;
}

/** How `frame` says the stream is unauthenticated ("an UNAUTHENTICATED error frame (NA: …)"), or undefined when it does not. */
function unauthenticatedFrame(auth: SubprotocolAuth, frame: string | undefined): string | undefined {
  const parsed = frame === undefined ? undefined : parseFrame(frame);
  if (parsed === undefined || !parsed.ok || !isObject(parsed.value) || parsed.value['grpcCodeValue'] !== unauthenticatedCode(auth)) return undefined;
  return `with an UNAUTHENTICATED error frame (${String(parsed.value['code'])}: ${String(parsed.value['cause'])})`;
}

/**
 * The stream without credentials: `x-rejected-with` status 101 says the upgrade is accepted and the request answered
 * by one UNAUTHENTICATED error frame, then the close (Canton); another status, that the upgrade is refused with it.
 */
async function withoutCredentials(
  run: ChannelRun,
  auth: SubprotocolAuth,
  channel: ChannelEntry,
  httpUrl: string,
  wsUrl: string,
  request: JsonObject,
  outcome: ChannelOutcome,
): Promise<CaseReport> {
  const c: CaseReport = { name: 'stream without credentials', kind: 'auth', request: { method: 'WS', url: wsUrl, body: JSON.stringify(request) }, checks: [] };
  const status = auth.rejection?.status ?? 101;
  const code = unauthenticatedCode(auth);
  const expected =
    status === 101 ? `101, then an UNAUTHENTICATED error frame (grpcCodeValue ${code}) and the close (x-rejected-with)` : `${status} (x-rejected-with)`;
  outcome.connections++;
  const answer = await probeUpgrade(httpUrl, [auth.marker], run.timeoutMs).catch((error: Error) => error);
  if (answer instanceof Error) {
    c.checks.push({ check: 'transport', outcome: 'fail', message: answer.message });
    return c;
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
    return c;
  }
  outcome.connections++;
  const talk = await converse(wsUrl, [auth.marker], JSON.stringify(request), { idleMs: run.timeoutMs, maxFrames: 2 });
  if (talk.failure === undefined) c.response = { status: 101, contentType: `websocket, ${talk.frames.length} frame(s)`, durationMs: talk.durationMs };
  c.checks.push(rejectionFrameCheck(run.validator, channel.frames, talk, code, expected));
  return c;
}

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

/** The request example with the offset range replaced (and the descending order dropped: it needs `endInclusive`). */
function withRange(base: JsonObject, begin: number, end: number | undefined): JsonObject {
  const { endInclusive: _end, descendingOrder: _order, ...rest } = cloneJson(base);
  return { ...rest, beginExclusive: begin, ...(end === undefined ? {} : { endInclusive: end }) };
}

function streamCase(name: string, url: string, body: Json, conversation: Conversation, kind: CaseReport['kind'] = 'stream'): CaseReport {
  return {
    name,
    kind,
    request: { method: 'WS', url, body: JSON.stringify(body) },
    ...(conversation.failure === undefined
      ? { response: { status: 101, contentType: `websocket, ${conversation.frames.length} frame(s)`, durationMs: conversation.durationMs } }
      : {}),
    checks: [],
  };
}

type Parsed = { ok: true; value: Json } | { ok: false; error: string };

function parseFrame(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The message a frame is (the first it validates against), or the closest one with its findings. */
function classify(validator: SpecValidator, messages: MessageEntry[], value: Json) {
  let best: { message: MessageEntry; findings: ReturnType<SpecValidator['validate']> } | undefined;
  for (const message of messages) {
    const findings = validator.validate(message.payloadPointer, value);
    if (findings.length === 0) return { message, findings };
    if (best === undefined || findings.length < best.findings.length) best = { message, findings };
  }
  return best;
}

/** Every frame validates against one of the channel's messages; in a stream of updates an error frame fails too. */
function frameChecks(validator: SpecValidator, messages: MessageEntry[], frames: string[], want: 'update'): CheckResult[] {
  const checks: CheckResult[] = [];
  frames.forEach((text, i) => {
    const parsed = parseFrame(text);
    if (!parsed.ok) {
      checks.push({
        check: 'body-schema',
        outcome: 'fail',
        pointer: `/${i}`,
        message: `frame ${i + 1} is not JSON: ${parsed.error}`,
        expected: 'a JSON text frame',
      });
      return;
    }
    const found = classify(validator, messages, parsed.value);
    if (found === undefined) return;
    for (const f of found.findings) {
      checks.push({
        check: f.check,
        outcome: 'fail',
        pointer: `/${i}${f.pointer}`,
        message: `${found.message.name} frame ${i + 1}: ${f.message}`,
        ...(f.expected === undefined ? {} : { expected: f.expected }),
      });
    }
    if (found.findings.length === 0 && found.message.errorFrame && want === 'update') {
      const cause = isObject(parsed.value) ? `${String(parsed.value['code'])}: ${String(parsed.value['cause'])}` : '';
      checks.push({
        check: 'termination',
        outcome: 'fail',
        pointer: `/${i}`,
        message: `frame ${i + 1} is a ${found.message.name} error frame for a valid request (${cause})`,
      });
    }
  });
  if (!checks.some((c) => c.outcome === 'fail') && frames.length > 0)
    checks.push({ check: 'body-schema', outcome: 'pass', message: `${frames.length} frame(s) valid` });
  return checks;
}

function terminationCheck(stream: Conversation, end: number): CheckResult {
  const offsets = stream.frames.map(parseFrame).map((f) => (f.ok ? frameOffset(f.value) : undefined));
  const past = offsets.findIndex((o) => o !== undefined && o > end);
  if (past >= 0)
    return { check: 'termination', outcome: 'fail', pointer: `/${past}`, message: `frame ${past + 1} has offset ${offsets[past]}, past endInclusive ${end}` };
  if (stream.failure !== undefined) return { check: 'termination', outcome: 'fail', message: stream.failure };
  if (stream.stopped === 'idle')
    return {
      check: 'termination',
      outcome: 'fail',
      message: `the stream did not end at endInclusive ${end}: still open after ${stream.frames.length} frame(s) and no frame for the --timeout`,
      expected: 'the server closes the socket after the update at endInclusive',
    };
  if (stream.stopped === 'enough') return { check: 'termination', outcome: 'fail', message: `more than ${maxStreamFrames} frames up to endInclusive ${end}` };
  if (!offsets.includes(end))
    return { check: 'termination', outcome: 'fail', message: `the stream closed without the update at endInclusive ${end} the tail had sent` };
  const code = stream.closed?.code;
  if (code !== 1000) return { check: 'termination', outcome: 'warn', message: `closed with code ${code} after endInclusive ${end}, not 1000 (normal closure)` };
  return { check: 'termination', outcome: 'pass', message: `closed normally after endInclusive ${end}` };
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
