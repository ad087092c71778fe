// The interactive submission helpers of the ledger client against a stand-in participant: what the
// participant prepared reaches it again at execution exactly, through the client's int64 parsing and
// response validation, and each step's failure is its own error, an execution never retried.
import { HttpError, NetworkError, RequestError } from '@canton-openapi/client';
import {
  createLedgerClient,
  ExecuteAlreadySubmittedError,
  ExecuteOutcomeUnknownError,
  ExecuteRejectedError,
  ExecuteSubmissionError,
  PrepareRejectedError,
  SubmissionOutcomeUnknownError,
} from '@canton-openapi/client/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { PreparedTransactionHashMismatchError, UnsupportedHashingSchemeError } from '@canton-openapi/client/ledger/signing';
import { base64Of, preparedTransaction as preparedVector, schemes } from './signing/vectors.ts';
import { type ExecuteAnswer, type InteractiveParticipant, startInteractiveParticipant } from './support/interactive-participant.ts';

const alice = 'alice::12200e12229419882456d1199b1c0bde9f2231809e678b5d866cfbc0d89ae9dc695f';
const fingerprint = '12200e12229419882456d1199b1c0bde9f2231809e678b5d866cfbc0d89ae9dc695f';

// The prepared transaction of Canton's V3 hash vectors (signing/vectors.ts) and its hash, as the participant
// computes it. Its base64 is written with its last unit unpadded and with non-zero unused bits: it decodes
// (Java's decoder does not mind either), but decoding and encoding again would give other bytes on the wire.
const v3 = schemes[1]!;
const preparedTransaction = oddBase64(base64Of(preparedVector(v3)));
const preparedTransactionHash = Buffer.from(v3.fullHash, 'hex').toString('base64');

/** `base64` without its padding, its unused last bits set. */
function oddBase64(base64: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const unpadded = base64.replace(/=+$/, '');
  if (unpadded === base64) throw new Error('the fixture needs a padded base64');
  return unpadded.slice(0, -1) + alphabet[alphabet.indexOf(unpadded.at(-1)!) | 1];
}

/** The prepare answer as a participant might write it: its own field order and spacing, `/` escaped, int64 numbers beyond 2^53. */
const prepareText = `{
  "hashingDetails" : null,
  "costEstimation" : { "totalTrafficCostEstimation" : 9007199254740993 , "estimationTimestamp":"2026-10-06T09:14:02.512379Z",
    "confirmationRequestTrafficCostEstimation": 9007199254740992,"confirmationResponseTrafficCostEstimation":1 },
  "hashingSchemeVersion" : "HASHING_SCHEME_VERSION_V3",
  "preparedTransactionHash" : "${preparedTransactionHash.replace('/', '\\/')}",
  "preparedTransaction" :
     "${preparedTransaction}"
}`;

/** The same answer with int64 numbers a JavaScript number holds, for clients in number mode. */
const safePrepareText = prepareText.replace(/900719925474099\d/g, '5386');

const prepareRequest = {
  commandId: 'transfer-0001',
  commands: [
    {
      CreateCommand: {
        templateId: '#model-tests:Iou:Iou',
        createArguments: { issuer: alice, owner: alice, currency: 'USD', amount: '1.0000000000', observers: [] },
      },
    },
  ],
  actAs: [alice],
  synchronizerId: '',
  packageIdSelectionPreference: [],
};

const partySignatures = {
  signatures: [
    {
      party: alice,
      signatures: [
        {
          format: 'SIGNATURE_FORMAT_CONCAT' as const,
          signature: 's1S3h/aKYdVWn/3qEH9YXL578U3MfDCdzKc4+oe7nY77PTm6WRtOsUukKsNnfURrQwfVLhyGdogKww5y2T3IQw==',
          signedBy: fingerprint,
          signingAlgorithmSpec: 'SIGNING_ALGORITHM_SPEC_ED25519' as const,
        },
      ],
    },
  ],
};

const committed = '{"updateId":"1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813","completionOffset":9007199254740993}';
const transactionAnswer = JSON.stringify({
  transaction: {
    updateId: '1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813',
    commandId: 'transfer-0001',
    workflowId: '',
    effectiveAt: '2026-10-06T09:14:03.104513Z',
    offset: 42,
    synchronizerId: 'global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a',
    recordTime: '2026-10-06T09:14:03.207734Z',
    externalTransactionHash: preparedTransactionHash,
    events: [
      {
        ArchivedEvent: {
          offset: 42,
          nodeId: 0,
          contractId:
            '00e788103ee15318fcd2af9b73b4ebbb33a903b020de7b307d71f5fed0f433e548ca101220ad328846aa18b32a335816374511cac1063c704b8c57999e51da9f908290a7a4',
          templateId: 'd7ae2f7e656d31bc3522c3cba720cea474575c3ac67250c3aeb080ba602f0353:Iou:Iou',
          witnessParties: [alice],
          packageName: 'model-tests',
          implementedInterfaces: [],
        },
      },
    ],
  },
});

let participant: InteractiveParticipant | undefined;
afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

async function start(
  execute: (operation: string, body: Record<string, unknown>) => ExecuteAnswer,
  prepare: string | { status: number; body: string } = safePrepareText,
) {
  participant = await startInteractiveParticipant({ prepare, execute });
  return participant;
}

/** The execute requests the participant received, parsed. */
function executions(p: InteractiveParticipant): Record<string, unknown>[] {
  return p.received.filter((r) => r.path !== '/v2/interactive-submission/prepare').map((r) => JSON.parse(r.text) as Record<string, unknown>);
}

describe('prepareSubmission then executeSubmission', () => {
  it('hands the prepared transaction back exactly, through bigint parsing and response validation', async () => {
    const p = await start(() => ({ status: 200, body: committed }), prepareText);
    const client = createLedgerClient({ baseUrl: p.baseUrl, int64: 'bigint', validate: true, serverVersion: false, logger: false });
    const prepared = await client.prepareSubmission(prepareRequest);
    expect(prepared.costEstimation?.totalTrafficCostEstimation).toBe(9007199254740993n);
    const result = await client.executeSubmission(prepared, { partySignatures, submissionId: 'sub-1' });
    expect(result.completionOffset).toBe(9007199254740993n);

    const [sent] = executions(p);
    expect(p.received.map((r) => r.path)).toEqual(['/v2/interactive-submission/prepare', '/v2/interactive-submission/executeAndWait']);
    expect(sent!['preparedTransaction']).toBe(preparedTransaction);
    expect(Buffer.from(sent!['preparedTransaction'] as string, 'base64')).toEqual(Buffer.from(preparedTransaction, 'base64'));
    expect(sent!['hashingSchemeVersion']).toBe('HASHING_SCHEME_VERSION_V3');
    expect(sent!['submissionId']).toBe('sub-1');
    expect(sent!['deduplicationPeriod']).toEqual({ Empty: {} });
    expect(sent!['partySignatures']).toEqual(partySignatures);
  });

  it('does so for each wait, in number mode, with a prepared answer carried as JSON between prepare and execute', async () => {
    const q = await start((operation) =>
      operation === 'execute'
        ? { status: 200, body: '{}' }
        : { status: 200, body: operation === 'executeAndWait' ? committed.replace('9007199254740993', '17') : transactionAnswer },
    );
    const prepared = await createLedgerClient({ baseUrl: q.baseUrl, serverVersion: false, logger: false }).prepareSubmission(prepareRequest);
    // A wallet may hand the answer to a signing device and back as JSON.
    const carried = JSON.parse(JSON.stringify(prepared)) as typeof prepared;
    const executor = createLedgerClient({ baseUrl: q.baseUrl, serverVersion: false, logger: false });
    expect(await executor.executeSubmission(carried, { partySignatures }, { wait: 'none' })).toEqual({});
    expect(await executor.executeSubmission(carried, { partySignatures }, { wait: 'completion' })).toEqual({
      updateId: '1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813',
      completionOffset: 17,
    });
    const withTransaction = await executor.executeSubmission(
      carried,
      { partySignatures, transactionFormat: { eventFormat: { filtersByParty: { [alice]: {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' } },
      { wait: 'transaction' },
    );
    expect(withTransaction.transaction.externalTransactionHash).toBe(preparedTransactionHash);
    expect(q.received.slice(1).map((r) => r.path)).toEqual([
      '/v2/interactive-submission/execute',
      '/v2/interactive-submission/executeAndWait',
      '/v2/interactive-submission/executeAndWaitForTransaction',
    ]);
    const sent = executions(q);
    for (const body of sent) {
      expect(body['preparedTransaction']).toBe(preparedTransaction);
      expect(body['hashingSchemeVersion']).toBe('HASHING_SCHEME_VERSION_V3');
    }
    // A fresh submission id per execution, as the participant wants for each attempt.
    const ids = sent.map((b) => b['submissionId']);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a failed step is its own error', () => {
  it('prepare refused: PrepareRejectedError with the HttpError as cause', async () => {
    const body = JSON.stringify({
      code: 'FAILED_TO_PREPARE_TRANSACTION',
      cause: 'The participant failed to prepare the transaction: Preparing multiple commands is currently not supported',
      context: {},
      resources: [],
      errorCategory: 8,
      grpcCodeValue: 3,
    });
    const p = await start(() => ({ status: 500, body: '' }), { status: 400, body });
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const error = await client.prepareSubmission(prepareRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrepareRejectedError);
    expect(error).toMatchObject({
      code: 'FAILED_TO_PREPARE_TRANSACTION',
      cantonCause: 'The participant failed to prepare the transaction: Preparing multiple commands is currently not supported',
    });
    expect((error as Error).message).toContain(
      '(400 FAILED_TO_PREPARE_TRANSACTION: The participant failed to prepare the transaction: Preparing multiple commands is currently not supported)',
    );
    expect((error as Error).cause).toBeInstanceOf(HttpError);
    expect(((error as Error).cause as HttpError).status).toBe(400);
  });

  it('execute refused (4xx): ExecuteRejectedError naming the submission, sent once', async () => {
    const body = JSON.stringify({
      code: 'FAILED_TO_EXECUTE_TRANSACTION',
      cause: 'The participant failed to execute the transaction: Transaction with multiple root nodes are not supported',
      context: {},
      resources: [],
      errorCategory: 8,
      grpcCodeValue: 3,
      definiteAnswer: true,
    });
    const p = await start(() => ({ status: 400, body }));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const prepared = await client.prepareSubmission(prepareRequest);
    const error = await client.executeSubmission(prepared, { partySignatures, submissionId: 'sub-400' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecuteRejectedError);
    expect(error).toBeInstanceOf(ExecuteSubmissionError);
    expect(error).not.toBeInstanceOf(ExecuteOutcomeUnknownError);
    expect(error).toMatchObject({
      submissionId: 'sub-400',
      code: 'FAILED_TO_EXECUTE_TRANSACTION',
      cantonCause: 'The participant failed to execute the transaction: Transaction with multiple root nodes are not supported',
    });
    expect((error as Error).message).toContain('sub-400');
    expect((error as Error).message).toContain(
      '(400 FAILED_TO_EXECUTE_TRANSACTION: The participant failed to execute the transaction: Transaction with multiple root nodes are not supported)',
    );
    expect(((error as Error).cause as HttpError).status).toBe(400);
    expect(executions(p)).toHaveLength(1);
  });

  it('a 503, which the client retries elsewhere, leaves the outcome unknown: sent once, the submission named', async () => {
    const p = await start(() => ({
      status: 503,
      body: '{"code":"SERVICE_NOT_RUNNING","cause":"Ledger API server is shutting down","context":{},"errorCategory":1}',
    }));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false, retry: { retries: 5, baseDelayMs: 0 } });
    const prepared = await client.prepareSubmission(prepareRequest);
    const error = await client.executeSubmission(prepared, { partySignatures }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecuteOutcomeUnknownError);
    const id = executions(p)[0]!['submissionId'];
    expect(error).toMatchObject({ submissionId: id, code: 'SERVICE_NOT_RUNNING', cantonCause: 'Ledger API server is shutting down' });
    expect((error as Error).message).toContain(`submissionId ${String(id)}`);
    expect((error as Error).message).toContain('the participant answered 503 SERVICE_NOT_RUNNING: Ledger API server is shutting down');
    expect(executions(p)).toHaveLength(1);
  });

  it('a connection dropped after the request went out leaves the outcome unknown: sent once', async () => {
    const p = await start(() => 'drop');
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false, retry: { retries: 5, baseDelayMs: 0 } });
    const prepared = await client.prepareSubmission(prepareRequest);
    const error = await client.executeSubmission(prepared, { partySignatures, submissionId: 'sub-drop' }, { wait: 'none' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecuteOutcomeUnknownError);
    // The core's verdict on a write whose outcome is unknown, with the dropped connection as its cause.
    const cause = (error as Error).cause;
    expect(cause).toBeInstanceOf(SubmissionOutcomeUnknownError);
    expect((cause as Error).cause).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ submissionId: 'sub-drop', code: undefined, cantonCause: undefined });
    expect(executions(p)).toHaveLength(1);
  });

  it('refuses, unsent, what is not a prepare answer, an empty submissionId and a retry policy', async () => {
    const p = await start(() => ({ status: 200, body: committed }));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const prepared = await client.prepareSubmission(prepareRequest);
    const refusals = [
      client.executeSubmission({ preparedTransaction: preparedTransaction } as never, { partySignatures }),
      // No hash to check against: the prepare answer is to be passed whole.
      client.executeSubmission({ preparedTransaction, hashingSchemeVersion: 'HASHING_SCHEME_VERSION_V3' }, { partySignatures }),
      client.executeSubmission(prepared, { partySignatures, submissionId: '' }),
      client.executeSubmission(prepared, { partySignatures }, { retry: { retries: 1 } } as never),
      client.executeSubmission(
        prepared,
        { partySignatures, transactionFormat: { eventFormat: {}, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' } },
        { wait: 'none' },
      ),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(RequestError);
    expect(executions(p)).toHaveLength(0);
  });
});

describe('the hash is checked before anything is sent', () => {
  it('a preparedTransactionHash that is not the transaction’s is PreparedTransactionHashMismatchError, unsent', async () => {
    const madeUp = Buffer.alloc(32, 1).toString('base64');
    const p = await start(() => ({ status: 200, body: committed }), safePrepareText.replace(preparedTransactionHash.replace('/', '\\/'), madeUp));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const prepared = await client.prepareSubmission(prepareRequest);
    const error = await client.executeSubmission(prepared, { partySignatures }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreparedTransactionHashMismatchError);
    expect(error).toMatchObject({ expected: madeUp, computed: preparedTransactionHash });
    // A scheme this client cannot recompute is refused too, not waved through.
    const unknownScheme = { ...prepared, hashingSchemeVersion: 'HASHING_SCHEME_VERSION_V4' as never };
    await expect(client.executeSubmission(unknownScheme, { partySignatures })).rejects.toBeInstanceOf(UnsupportedHashingSchemeError);
    expect(executions(p)).toHaveLength(0);
  });

  it('verifyPreparedTransactionHash: false sends it unchecked', async () => {
    const madeUp = Buffer.alloc(32, 1).toString('base64');
    const p = await start(() => ({ status: 200, body: committed.replace('9007199254740993', '17') }));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const prepared = { ...(await client.prepareSubmission(prepareRequest)), preparedTransactionHash: madeUp };
    await client.executeSubmission(prepared, { partySignatures }, { verifyPreparedTransactionHash: false });
    expect(executions(p)).toHaveLength(1);
    expect(executions(p)[0]!['preparedTransaction']).toBe(preparedTransaction);
  });
});

/** A 409 DUPLICATE_COMMAND as a participant writes it: `CommandDeduplicationError.DuplicateCommandReject`'s fields by name. */
function duplicateCommand(context: Record<string, string>): ExecuteAnswer {
  return {
    status: 409,
    body: JSON.stringify({
      code: 'DUPLICATE_COMMAND',
      cause: 'Command submission already exists.',
      correlationId: null,
      traceId: '4c0d2f8e9a1b3c5d7e9f0a2b4c6d8e0f',
      context: { ...context, definite_answer: 'true', category: '10', tid: '4c0d2f8e9a1b3c5d7e9f0a2b4c6d8e0f' },
      resources: [],
      errorCategory: 10,
      grpcCodeValue: 6,
      retryInfo: null,
      definiteAnswer: true,
    }),
  };
}

describe('executing again a command that had committed', () => {
  it('is ExecuteAlreadySubmittedError with the earlier submission and its completion offset, never a rejection', async () => {
    // The first execution commits but its answer is lost; the second is deduplicated on the change id.
    let committedAs: string | undefined;
    const p = await start((_operation, body) => {
      if (committedAs === undefined) {
        committedAs = body['submissionId'] as string;
        return 'drop';
      }
      return duplicateCommand({
        changeId: `ChangeId(wallet,transfer-0001,Set(${alice}))`,
        completion_offset: '9007199254740993',
        accepted: 'true',
        existingSubmissionId: `Some(${committedAs})`,
      });
    });
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false, validate: true });
    const prepared = await client.prepareSubmission(prepareRequest);
    const first = await client.executeSubmission(prepared, { partySignatures, submissionId: 'sub-first' }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ExecuteOutcomeUnknownError);

    const again = await client.executeSubmission(prepared, { partySignatures, submissionId: 'sub-again' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ExecuteAlreadySubmittedError);
    expect(again).toBeInstanceOf(ExecuteSubmissionError);
    expect(again).not.toBeInstanceOf(ExecuteRejectedError);
    expect(again).not.toBeInstanceOf(ExecuteOutcomeUnknownError);
    expect(again).toMatchObject({
      submissionId: 'sub-again',
      existingSubmissionId: 'sub-first',
      completionOffset: 9007199254740993n,
      code: 'DUPLICATE_COMMAND',
      cantonCause: 'Command submission already exists.',
    });
    const message = (again as Error).message;
    expect(message).toContain('already submitted and accepted (409 DUPLICATE_COMMAND: Command submission already exists.)');
    expect(message).toContain('submissionId sub-first, completion at offset 9007199254740993');
    expect(message).not.toContain('submitted nothing');
    expect(((again as Error).cause as HttpError).status).toBe(409);
    expect(executions(p).map((b) => b['submissionId'])).toEqual(['sub-first', 'sub-again']);
  });

  it.each([
    ['the ledger API names it existing_submission_id', { existing_submission_id: 'sub-first', completion_offset: '23' }, 'sub-first', 23n],
    ['the participant knows no earlier submission id', { existingSubmissionId: 'None', completion_offset: '23' }, undefined, 23n],
    ['the context names neither', {}, undefined, undefined],
  ] as const)('for each wait, reads what the context gives: %s', async (_case, context, existingSubmissionId, completionOffset) => {
    const p = await start(() => duplicateCommand(context));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const prepared = await client.prepareSubmission(prepareRequest);
    // Only the waiting executions answer it: `wait: 'none'` is answered before deduplication, whose verdict comes as a completion.
    for (const wait of ['completion', 'transaction'] as const) {
      const error = await client.executeSubmission(prepared, { partySignatures }, { wait }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExecuteAlreadySubmittedError);
      expect(error).toMatchObject({ existingSubmissionId, completionOffset, code: 'DUPLICATE_COMMAND' });
    }
  });

  it('a submission of the same command still in flight (409 SUBMISSION_ALREADY_IN_FLIGHT) is a rejection of this request, named by its code', async () => {
    const p = await start(() => ({
      status: 409,
      body: JSON.stringify({
        code: 'SUBMISSION_ALREADY_IN_FLIGHT',
        cause: 'A submission with the given change ID (user ID, command ID, actAs) and submission ID is already in flight',
        context: { category: '2', definite_answer: 'false' },
        resources: [],
        errorCategory: 2,
        grpcCodeValue: 10,
      }),
    }));
    const client = createLedgerClient({ baseUrl: p.baseUrl, serverVersion: false, logger: false });
    const error = await client.executeSubmission(await client.prepareSubmission(prepareRequest), { partySignatures }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecuteRejectedError);
    expect(error).toMatchObject({ code: 'SUBMISSION_ALREADY_IN_FLIGHT' });
    expect((error as Error).message).toContain('409 SUBMISSION_ALREADY_IN_FLIGHT: A submission with the given change ID');
  });
});
