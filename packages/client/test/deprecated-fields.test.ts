// Deprecated request fields (the ledger's `filter` and `verbose` of GetUpdatesRequest) warn once per
// process through the client's logger, naming what replaces them and when they go, as the spec's
// `x-replaced-by` and `x-removal-version` on the property say; the request is still sent. The HTTP
// calls, readUpdates and the WebSocket stream warn alike. Each test starts from a fresh module
// registry, so nothing is warned yet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, memoryLogger } from './support/fake-fetch.ts';
import { collect, ledger, type Participant, startParticipant } from './support/ws-participant.ts';
import { isObject, jsonContent } from '@canton-openapi/contract';
import { apis, requestExamples, responseExamples, specOperations } from './support/spec.ts';

const filter = { filtersByParty: { 'Alice::1220': { cumulative: [] } } };
const legacyField = (label: string, field: string) =>
  `[@canton-openapi/client] ${label}: the request field \`${field}\` is deprecated. Use \`updateFormat\` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with \`canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34\`); removal announced for 3.7.0.`;

/** The ledger client of a fresh module registry: its once-per-process warnings not yet given. */
async function freshLedger() {
  vi.resetModules();
  return (await import('@canton-openapi/client/ledger')).createLedgerClient;
}

let participant: Participant | undefined;
afterEach(async () => {
  await participant?.close();
  participant = undefined;
});

describe('deprecated request fields', () => {
  it('postV2Updates with filter and verbose warns once per field and process, and still sends them', async () => {
    const createLedgerClient = await freshLedger();
    const first = memoryLogger();
    const second = memoryLogger();
    const { fetch, calls } = fakeFetch(() => json([]));
    const a = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: first.logger, serverVersion: false });
    const b = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: second.logger, serverVersion: false });
    await a.postV2Updates({ beginExclusive: 0, filter, verbose: true });
    await a.postV2Updates({ beginExclusive: 0, filter });
    await b.postV2Updates({ beginExclusive: 0, filter, verbose: false });
    expect(first.warnings).toEqual([legacyField('postV2Updates (POST /v2/updates)', 'filter'), legacyField('postV2Updates (POST /v2/updates)', 'verbose')]);
    expect(second.warnings).toEqual([]);
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { beginExclusive: 0, filter, verbose: true },
      { beginExclusive: 0, filter },
      { beginExclusive: 0, filter, verbose: false },
    ]);
  });

  it('a request without them does not warn', async () => {
    const createLedgerClient = await freshLedger();
    const log = memoryLogger();
    const { fetch } = fakeFetch(() => json([]));
    const updateFormat = {
      includeTransactions: { eventFormat: { filtersByParty: { 'Alice::1220': {} } }, transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA' as const },
    };
    await createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: log.logger }).postV2Updates({ beginExclusive: 0, updateFormat });
    expect(log.warnings).toEqual([]);
  });

  it('readUpdates with filter warns through its list calls', async () => {
    const createLedgerClient = await freshLedger();
    const log = memoryLogger();
    const { fetch } = fakeFetch(() => json([]));
    const client = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: log.logger, serverVersion: false });
    for await (const _ of client.readUpdates({ beginExclusive: 0, endInclusive: 3, filter }, { transport: 'http' })) void _;
    expect(log.warnings).toEqual([legacyField('postV2Updates (POST /v2/updates)', 'filter')]);
  });

  it('streamUpdates with filter warns before it connects, and streams', async () => {
    const createLedgerClient = await freshLedger();
    participant = await startParticipant({ updates: ledger(5) });
    const log = memoryLogger();
    const client = createLedgerClient({ baseUrl: participant.baseUrl, token: 'secret-token-123', logger: log.logger, serverVersion: false });
    const items = await collect(client.streamUpdates({ beginExclusive: 0, endInclusive: 5, filter }));
    expect(items).toHaveLength(5);
    expect(log.warnings).toEqual([legacyField('streamUpdates (WebSocket /v2/updates)', 'filter')]);
    expect(participant.connections[0]!.request).toEqual({ beginExclusive: 0, endInclusive: 5, filter });
  }, 30_000);

  it('every deprecated request body field of the specs warns, naming its x-replaced-by', async () => {
    let warned = 0;
    for (const api of apis) {
      for (const op of specOperations(api)) {
        const schema = jsonContent(op.requestBody)?.schema;
        for (const [field, property] of Object.entries(isObject(schema?.['properties']) ? schema['properties'] : {})) {
          if (!isObject(property) || property['deprecated'] !== true) continue;
          const replacedBy = property['x-replaced-by'];
          const example = requestExamples(op).find((e) => isObject(e) && e[field] !== undefined);
          expect(example, `${op.id}: an example request setting ${field}`).toBeDefined();
          vi.resetModules();
          const { createClient, callExample } = await import('./support/clients.ts');
          const log = memoryLogger();
          const { fetch } = fakeFetch(() => json(responseExamples(op)[0]));
          await callExample(createClient(api, { fetch, logger: log.logger }), op, {}, example);
          expect(log.warnings).toContainEqual(
            expect.stringMatching(
              new RegExp(
                `the request field \`${field}\` is deprecated\\. Use \`${isObject(replacedBy) ? String(replacedBy['property']) : ''}\` (now|instead)\\.`,
              ),
            ),
          );
          warned++;
        }
      }
    }
    // filter and verbose of postV2Updates, postV2UpdatesFlats, postV2UpdatesTrees and postV2StateActiveContracts.
    expect(warned).toBe(8);
  });
});
