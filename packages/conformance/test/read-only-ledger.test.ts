// The JSON Ledger API run read-only (no --allow-writes) against a participant stand-in that records every
// request it is sent: the recording proves the run sent nothing that could change ledger state. The only
// requests a write operation gets carry no credentials, and only where the spec records (x-auth-before-effect)
// that the server refuses such a request before any effect. The run, in process, checks every write of the
// ledger and the first read that needs credentials, whose refusal without them comes first (`only`).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from './support/local-run.ts';
import { contractOf } from './support/selection.ts';
import { type Call, type SpecServer, startSpecServer } from './support/spec-server.ts';

const { operations } = await contractOf('ledger');
const writes = operations.filter((op) => op.effect === 'write');
const refusesFirst = new Set(writes.filter((op) => op.authBeforeEffect !== undefined).map((op) => op.id));
const securedRead = operations.find((op) => op.effect === 'read' && op.security.length > 0)!;

const recorded: Call[] = [];
let server: SpecServer;
beforeAll(async () => {
  server = await startSpecServer('ledger', {
    alter: (call) => {
      recorded.push(call);
      return undefined;
    },
  });
});
afterAll(() => server.close());

describe('a ledger run without --allow-writes', () => {
  test('the ledger spec has write operations to leave alone (submit, allocate, create, upload, vet, execute)', () => {
    expect(writes.map((op) => op.id)).toEqual(
      expect.arrayContaining(['postV2CommandsSubmitAndWait', 'postV2Parties', 'postV2Users', 'postV2Packages', 'postV2InteractiveSubmissionExecute']),
    );
  });

  test('sends no request with credentials to a write, none at all to a write not recorded as refused first, and lists every write as not checked', async () => {
    const run = await runConformance({ apis: ['ledger'], baseUrl: server.baseUrl, token: 'a.b.c', only: [securedRead.id, ...writes.map((op) => op.id)] });
    const report = run.apis[0];
    expect(report?.error).toBeUndefined();
    expect(run.exitCode).toBe(0);
    const writeIds = new Set(writes.map((op) => op.id));
    const toWrites = recorded.filter((call) => writeIds.has(call.operationId));
    expect(toWrites.filter((call) => call.headers.authorization !== undefined)).toEqual([]);
    expect(toWrites.filter((call) => !refusesFirst.has(call.operationId)).map((c) => c.operationId)).toEqual([]);
    // Reads were checked with credentials: the run did test the node.
    expect(recorded.some((call) => !writeIds.has(call.operationId) && call.headers.authorization === 'Bearer a.b.c')).toBe(true);
    expect(new Set(report?.writes?.notChecked)).toEqual(writeIds);
    expect(report?.writes?.mode).toBe('read-only');
  });
});
