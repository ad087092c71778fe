// A command submission is never sent twice by accident: against a loopback participant that counts the
// requests it receives, a submission whose outcome is unknown (a 5xx or 408 that does not say the command
// was refused, a connection lost after the request went out, a timeout) is sent once and ends in a
// SubmissionOutcomeUnknownError naming its command and submission ids. Only a request that certainly had
// no effect is retried, or, when the caller opts in with `retry.resubmit`, one whose body names a
// deduplication period. Reads keep their retries.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HttpError, NetworkError, TimeoutError } from '@canton-openapi/client';
import { createLedgerClient, SubmissionOutcomeUnknownError } from '@canton-openapi/client/ledger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
/** What the participant answers, attempt by attempt (the last one repeats). */
let answers: Answer[] = [];
/** The requests it received, by path. */
let received: string[] = [];
const open = new Set<ServerResponse>();

const reply =
  (status: number, body: unknown): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
/** Reads the whole request, then drops the connection without an answer. */
const dropAfterReading: Answer = (req) => req.socket.destroy();
/** Never answers. */
const stall: Answer = () => undefined;

const cantonError = (code: string, errorCategory: number, definiteAnswer: boolean | null) => ({
  code,
  cause: `${code} for the test`,
  correlationId: null,
  traceId: null,
  context: {},
  resources: [],
  errorCategory,
  grpcCodeValue: null,
  retryInfo: null,
  definiteAnswer,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => {
      received.push(req.url ?? '');
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = [];
  received = [];
});

const alice = 'Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90';
const commands = (extra: Record<string, unknown> = {}) => ({
  commands: [{ CreateCommand: { templateId: '#model-tests:Iou:Iou', createArguments: { issuer: alice, owner: alice } } }],
  commandId: 'iou-create-7f3c2a10',
  actAs: [alice],
  submissionId: '5b0e6f0e-2b8e-4c51-9d33-8f6f3c2b1a07',
  ...extra,
});
const accepted = { updateId: '1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813', completionOffset: 23 };
const client = (retry: Record<string, unknown> = {}, timeoutMs = 10_000) =>
  createLedgerClient({ baseUrl, serverVersion: false, logger: false, timeoutMs, retry: { baseDelayMs: 1, maxDelayMs: 1, ...retry } });

describe('a submission whose outcome is unknown is sent once', () => {
  it.each([
    ['503 without definiteAnswer', reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null))],
    ['504 REQUEST_TIME_OUT', reply(504, cantonError('REQUEST_TIME_OUT', 3, false))],
    ['500', reply(500, cantonError('INTERNAL', 4, null))],
    [
      '502 from a proxy, in plain text',
      (_req: IncomingMessage, res: ServerResponse) => res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway'),
    ],
    ['a connection dropped after the request was read', dropAfterReading],
  ] as [string, Answer][])('%s: SubmissionOutcomeUnknownError with the ids, one request', async (_what, answer) => {
    answers = [answer, reply(200, accepted)];
    const error = await client()
      .postV2CommandsSubmitAndWait(commands())
      .catch((e: unknown) => e);
    expect(received).toEqual(['/v2/commands/submit-and-wait']);
    expect(error).toBeInstanceOf(SubmissionOutcomeUnknownError);
    expect(error).toMatchObject({
      commandId: 'iou-create-7f3c2a10',
      submissionId: '5b0e6f0e-2b8e-4c51-9d33-8f6f3c2b1a07',
      operationId: 'postV2CommandsSubmitAndWait',
      attempts: 1,
    });
    expect((error as Error).message).toContain('not sent again');
    expect((error as Error).message).toContain('commandId "iou-create-7f3c2a10"');
    expect((error as Error).cause).toBeInstanceOf(answer === dropAfterReading ? NetworkError : HttpError);
  });

  it('a timeout after the request went out: SubmissionOutcomeUnknownError caused by the TimeoutError', async () => {
    answers = [stall];
    const error = await client({}, 300)
      .postV2CommandsAsyncSubmit(commands())
      .catch((e: unknown) => e);
    expect(received).toEqual(['/v2/commands/async/submit']);
    expect(error).toBeInstanceOf(SubmissionOutcomeUnknownError);
    expect((error as Error).cause).toBeInstanceOf(TimeoutError);
  });

  it('the command id of a nested body, without a submission id', async () => {
    answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null))];
    const { submissionId: _none, ...withoutSubmission } = commands();
    const error = await client()
      .postV2CommandsSubmitAndWaitForTransaction({ commands: withoutSubmission })
      .catch((e: unknown) => e);
    expect(received).toHaveLength(1);
    expect(error).toMatchObject({ name: 'SubmissionOutcomeUnknownError', commandId: 'iou-create-7f3c2a10', submissionId: undefined });
  });

  it('a reassignment is not resubmitted even with resubmit on: it has no deduplication period', async () => {
    answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null)), reply(200, {})];
    const request = {
      reassignmentCommands: {
        commandId: 'unassign-4d2c81f0',
        submitter: alice,
        commands: [{ command: { UnassignCommand: { value: { contractId: '00e7', source: 'a::1220', target: 'b::1220' } } } }],
      },
    };
    const error = await client({ resubmit: true })
      .postV2CommandsAsyncSubmitReassignment(request)
      .catch((e: unknown) => e);
    expect(received).toHaveLength(1);
    expect(error).toMatchObject({ name: 'SubmissionOutcomeUnknownError', commandId: 'unassign-4d2c81f0' });
    expect((error as Error).message).not.toContain('deduplicationPeriod');
  });

  it('with resubmit on but no deduplication period (or `Empty`) in the body, it is not sent again', async () => {
    for (const extra of [{}, { deduplicationPeriod: { Empty: {} } }]) {
      received = [];
      answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null)), reply(200, accepted)];
      await expect(client({ resubmit: true }).postV2CommandsSubmitAndWait(commands(extra))).rejects.toBeInstanceOf(SubmissionOutcomeUnknownError);
      expect(received).toHaveLength(1);
    }
  });
});

describe('a submission is sent again only when that cannot run it twice', () => {
  it('429: the participant refused it before processing; retried', async () => {
    answers = [reply(429, cantonError('RESOURCE_EXHAUSTED_FOR_TEST', 2, null)), reply(200, accepted)];
    await expect(client().postV2CommandsSubmitAndWait(commands())).resolves.toEqual(accepted);
    expect(received).toHaveLength(2);
  });

  it('503 with definiteAnswer true: refused for sure; retried', async () => {
    answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, true)), reply(200, accepted)];
    await expect(client().postV2CommandsSubmitAndWait(commands())).resolves.toEqual(accepted);
    expect(received).toHaveLength(2);
  });

  it('409 DUPLICATE_COMMAND is the answer, not retried', async () => {
    answers = [reply(409, cantonError('DUPLICATE_COMMAND', 10, false))];
    await expect(client().postV2CommandsSubmitAndWait(commands())).rejects.toMatchObject({ name: 'HttpError', status: 409 });
    expect(received).toHaveLength(1);
  });

  it('a connection that was never made: nothing was sent, so it is retried', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const port = typeof address === 'object' && address ? address.port : 0;
    const error = await createLedgerClient({
      baseUrl: `http://127.0.0.1:${port}`,
      serverVersion: false,
      logger: false,
      retry: { baseDelayMs: 1, maxDelayMs: 1 },
    })
      .postV2CommandsSubmitAndWait(commands())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ attempts: 3 });
  });

  it('with resubmit on and a deduplication period: sent again with the same body', async () => {
    answers = [reply(504, cantonError('REQUEST_TIME_OUT', 3, false)), reply(200, accepted)];
    const request = commands({ deduplicationPeriod: { DeduplicationDuration: { value: { seconds: 600, nanos: 0 } } } });
    await expect(client({ resubmit: true }).postV2CommandsSubmitAndWait(request)).resolves.toEqual(accepted);
    expect(received).toEqual(['/v2/commands/submit-and-wait', '/v2/commands/submit-and-wait']);
  });

  it('with resubmit on, a resubmission that keeps failing ends as SubmissionOutcomeUnknownError', async () => {
    answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null))];
    const request = commands({ deduplicationPeriod: { DeduplicationOffset: { value: 17 } } });
    const error = await client({ resubmit: true, retries: 1 })
      .postV2CommandsSubmitAndWait(request)
      .catch((e: unknown) => e);
    expect(received).toHaveLength(2);
    expect(error).toMatchObject({ name: 'SubmissionOutcomeUnknownError', attempts: 2 });
  });
});

describe('reads keep their retries', () => {
  it('a completion list answered 503 is asked again', async () => {
    answers = [reply(503, cantonError('SERVICE_NOT_RUNNING', 1, null)), reply(200, [])];
    await expect(client().postV2CommandsCompletions({ parties: [alice], beginExclusive: 0 })).resolves.toEqual([]);
    expect(received).toHaveLength(2);
  });
});
