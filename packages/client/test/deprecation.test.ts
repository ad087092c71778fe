// Deprecated operations warn once per process, naming their replacement and removal version, taken
// from the spec's x-replaced-by and x-removal-version. (Each test file runs in a fresh module
// context, so this file starts with nothing warned.)
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { describe, expect, it, vi } from 'vitest';
import { callExample, createClient } from './support/clients.ts';
import { fakeFetch, json, memoryLogger, raw } from './support/fake-fetch.ts';
import { apis, responseExamples, specOperations } from './support/spec.ts';

describe('deprecation warnings', () => {
  it('postV2UpdatesFlats warns once per process, across clients, naming postV2Updates, the 3.6.1 disable and the 3.7.0 removal', async () => {
    const first = memoryLogger();
    const second = memoryLogger();
    const { fetch } = fakeFetch(() => json([]));
    const a = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: first.logger, serverVersion: false });
    const b = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: second.logger, serverVersion: false });
    await a.postV2UpdatesFlats({ beginExclusive: 0 });
    await a.postV2UpdatesFlats({ beginExclusive: 0 });
    await b.postV2UpdatesFlats({ beginExclusive: 0 });
    expect(first.warnings).toEqual([
      '[@canton-openapi/client] `postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.',
    ]);
    expect(second.warnings).toEqual([]);
  });

  it('getHoldingsStateAt warns naming getHoldingsStateAtV2 and its removal in Splice 0.9.0', async () => {
    const log = memoryLogger();
    const { fetch } = fakeFetch(() => json({ record_time: 't', migration_id: 1, created_events: [] }));
    const scan = createScanClient({ baseUrl: 'http://s.test/api/scan', fetch, logger: log.logger, serverVersion: false });
    await scan.getHoldingsStateAt({ migration_id: 1, record_time: 't', record_time_match: 'exact', page_size: 1, owner_party_ids: ['a'] });
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.');
  });

  it('readUpdates warns once when it must fall back to the deprecated /v2/updates/flats', async () => {
    const log = memoryLogger();
    const { fetch } = fakeFetch((request) => (new URL(request.url).pathname === '/v2/updates' ? raw(null, 405) : json([])));
    const ledger = createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: log.logger, serverVersion: false });
    for await (const _ of ledger.readUpdates({ beginExclusive: 0, endInclusive: 3 })) void _;
    for await (const _ of ledger.readUpdates({ beginExclusive: 0, endInclusive: 3 })) void _;
    expect(log.warnings).toEqual([
      '[@canton-openapi/client] readUpdates: the participant has no POST /v2/updates (HTTP 405); reading through the deprecated POST /v2/updates/flats instead, which Canton 3.6.1 disables by default. Upgrade the participant.',
    ]);
  });

  it('operations that are not deprecated never warn', async () => {
    const log = memoryLogger();
    const { fetch } = fakeFetch(() => json([]));
    await createLedgerClient({ baseUrl: 'http://p.test', fetch, logger: log.logger }).postV2Updates({ beginExclusive: 0 });
    expect(log.warnings).toEqual([]);
  });

  it('every deprecated operation of the specs warns naming its x-replaced-by', async () => {
    const deprecated = apis.flatMap((api) => specOperations(api).flatMap((op) => (op.deprecation === undefined ? [] : [{ api, op }])));
    expect(deprecated.map(({ op }) => op.id).sort()).toEqual([
      // The validator's wallet transfer offers, deprecated for the Token Standard (registry, ledger and the
      // wallet's own Token Standard transfers).
      'acceptTransferOffer',
      'createTransferOffer',
      'getAcsSnapshot',
      'getAcsSnapshotAt',
      'getAcsSnapshotAtV1',
      'getAmuletConfigForRound',
      'getHoldingsStateAt',
      'getHoldingsStateAtV1',
      // Scan's and the validator's scan-proxy's, which passes Scan's on.
      'getHoldingsSummaryAt',
      'getHoldingsSummaryAt',
      'getUpdateById',
      'getUpdateByIdV1',
      'getUpdateHistory',
      'getUpdateHistoryV1',
      'getV2InteractiveSubmissionPreferredPackageVersion',
      'getV2UpdatesTransactionTreeByIdUpdateId',
      'getV2UpdatesTransactionTreeByOffsetOffset',
      'listAcceptedTransferOffers',
      'listTransferOffers',
      'postV2CommandsSubmitAndWaitForTransactionTree',
      'postV2PackageVetting',
      'postV2UpdatesFlats',
      'postV2UpdatesTransactionById',
      'postV2UpdatesTransactionByOffset',
      'postV2UpdatesTrees',
      // The validator's TransferCommand sends, deprecated for the Token Standard (the registry's transfer factory).
      'prepareTransferPreapprovalSend',
      'rejectTransferOffer',
      'submitTransferPreapprovalSend',
      'withdrawTransferOffer',
    ]);
    vi.resetModules(); // a fresh module registry: nothing warned yet in it
    const { createClient } = await import('./support/clients.ts');
    for (const { api, op } of deprecated) {
      const replacement = (op.source['x-replaced-by'] as { operationId: string }).operationId;
      const log = memoryLogger();
      const { fetch } = fakeFetch(() => json(responseExamples(op)[0]));
      await callExample(createClient(api, { fetch, logger: log.logger }), op);
      expect(log.warnings).toEqual([expect.stringContaining(`\`${op.id}\` (${op.method} ${op.path}) is deprecated. Use \`${replacement}\``)]);
    }
  });

  it('every replacement a deprecation names exists: in its API or another one (the validator points at the Token Standard), at the named method and path, and as a client method', () => {
    for (const api of apis) {
      for (const op of specOperations(api).filter((o) => o.deprecation !== undefined)) {
        const by = op.source['x-replaced-by'] as { operationId: string; method: string; path: string };
        // Its own API first: an operationId may repeat across APIs (Scan's names on the validator's scan-proxy).
        const home = [api, ...apis.filter((a) => a !== api)].find((a) => specOperations(a).some((o) => o.id === by.operationId));
        const replacement = home === undefined ? undefined : specOperations(home).find((o) => o.id === by.operationId);
        expect(replacement, `${op.id} → ${by.operationId}`).toMatchObject({ method: by.method.toUpperCase(), path: by.path });
        expect(replacement?.deprecation, `${by.operationId} is deprecated itself`).toBeUndefined();
        expect(typeof Reflect.get(createClient(home ?? api, { fetch: fakeFetch(() => json({})).fetch }), by.operationId)).toBe('function');
      }
    }
  });
});
