// The suite passes against Prism mocks of every API, with full coverage, started and stopped by the CLI: the
// one run of every operation of every API against its mock. A mock started elsewhere is checked in process.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isObject } from '@canton-openapi/contract';
import { apiNames } from '../src/apis.ts';
import { type MockServer, startMock } from '../src/mock/server.ts';
import { loadSpec } from '../src/load-spec.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import { runConformance } from './support/local-run.ts';
import { type CliRun, runCliJson } from './support/cli.ts';
import { failures } from './support/report.ts';
import { contractOf } from './support/selection.ts';
import type { ConformanceReport } from '../src/report/model.ts';
import { prepareApi } from '../src/run/prepare-api.ts';

// The one CLI run, at the top of the file: every describe below reads a part of its report.
let run: CliRun & { report: ConformanceReport };
// Every operation of every API against their mocks on two busy cores: a bound that catches a hang, not a speed limit.
beforeAll(async () => {
  run = await runCliJson(apiNames.flatMap((api) => ['--api', api]));
}, 600_000);

describe("against Prism (started by the CLI): the run's outcome and its reports", () => {
  test('every check passes for every API: exit 0', () => {
    expect(failures(run.report)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.report.apis.map((a) => [a.api, a.target, a.error])).toEqual(apiNames.map((api) => [api, 'prism', undefined]));
  });

  test('the CLI says how long each API took', () => {
    for (const api of apiNames) expect(run.stderr).toMatch(new RegExp(`^${api}: \\d+ requests · \\d+ checks · 0 failed · \\d+ skipped · \\d+\\.\\d s$`, 'm'));
  });

  test('the same report renders as text and as JUnit XML that parses', () => {
    const text = formatText(run.report);
    expect(text).toContain('Coverage: operations × documented statuses × media types × union branches × variants');
    expect(text).toMatch(/— all checks passed \(exit 0\)\n$/);
    const xml = formatJunit(run.report);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suites = parsed.testsuites.testsuite as { name: string; failures: string; testcase: unknown[] }[];
    expect(suites.map((s) => [s.name, s.failures])).toEqual(apiNames.map((api) => [api, '0']));
    expect(Number(parsed.testsuites.tests)).toBe(suites.reduce((n, s) => n + s.testcase.length, 0));
  });
});

describe('against Prism (started by the CLI): coverage', () => {
  test('coverage of statuses, media types, union branches and variants is 100% and required', () => {
    for (const api of run.report.apis) {
      expect(api.coverage.required).toBe(true);
      expect(api.coverage.check.outcome).toBe('pass');
      expect(api.coverage.covered).toBe(api.coverage.total);
      expect(api.coverage.rows.flatMap((r) => r.items.filter((i) => !i.byExample && !i.byDynamic))).toEqual([]);
    }
    const ledger = run.report.apis.find((a) => a.api === 'ledger');
    const branches = ledger?.coverage.rows
      .find((r) => r.operationId === 'postV2Updates')
      ?.items.filter((i) => i.dimension === 'branch')
      .map((i) => i.item);
    expect(branches).toEqual(
      expect.arrayContaining([
        'Update.Transaction',
        'Update.OffsetCheckpoint',
        'Event.ExercisedEvent',
        'TopologyEventEvent.Empty',
        'JsReassignmentEvent.JsUnassignedEvent',
      ]),
    );
    const validator = run.report.apis.find((a) => a.api === 'validator');
    expect(validator?.coverage.rows[0]?.items.filter((i) => i.dimension === 'variant').map((i) => [i.item, i.byExample, i.byDynamic])).toEqual([
      ['GetTransferOfferStatusResponse.created', true, true],
      ['GetTransferOfferStatusResponse.accepted', true, true],
      ['GetTransferOfferStatusResponse.completed', true, true],
      ['GetTransferOfferStatusResponse.failed', true, true],
    ]);
  });

  test('every WebSocket channel of the ledger is checked: four cases for each stream that ends, three for each that tails', async () => {
    // A stream ends at its request's `endInclusive`, a snapshot after its last entry; the completions tail without an end.
    const { channels } = await contractOf('ledger');
    const ends = channels.map((c) => !c.ranged || c.requests.some((m) => isObject(m.payload['properties']) && 'endInclusive' in m.payload['properties']));
    const ledger = run.report.apis.find((a) => a.api === 'ledger');
    expect(ledger?.operations.filter((o) => o.method === 'WS').flatMap((o) => o.cases.map((c) => c.kind))).toHaveLength(
      ends.reduce((n, end) => n + (end ? 4 : 3), 0),
    );
  });
});

describe('against Prism (started by the CLI): what each operation is asked', () => {
  test('every documented status is asked for by named example and in seeded dynamic mode; a shared response in full once per API', () => {
    const scan = run.report.apis.find((a) => a.api === 'scan');
    const holdings = scan?.operations.find((o) => o.operationId === 'getHoldingsStateAt');
    const asked = holdings?.cases.filter((c) => c.kind === 'example').map((c) => c.request?.prefer);
    expect(asked).toEqual(
      expect.arrayContaining([
        'code=200, example=page-with-more',
        'code=404, example=no-snapshot',
        'code=500, example=internal-error',
        'code=503, example=unavailable',
      ]),
    );
    // Its 404 and 500 are shared responses it is the first to declare; its 400 and default were asked in full before.
    const dynamic = holdings?.cases.filter((c) => c.kind === 'dynamic').map((c) => c.name);
    expect(dynamic).toEqual(['dynamic 200 (seeds 1-1…1-2)', 'dynamic 404 (seeds 1-1…1-2)', 'dynamic 500 (seeds 1-1…1-2)']);
    expect(holdings?.cases.filter((c) => c.name.includes('(shared ')).map((c) => c.name)).toEqual([
      'response example 400 application/json page-size-too-large (shared `BadRequest`, asked in full on listVoteRequestResults)',
      'response example default unavailable (shared `Error`, asked in full on listVoteRequestResults)',
    ]);
  });

  test('each named example comes back in its own media type; a shared response is asked in full on the first operation declaring it, once on each other', async () => {
    for (const api of run.report.apis) {
      const { operations } = await prepareApi(api.api, new Map());
      const askedInFullOn = new Map<string, string>();
      for (const op of operations) {
        const cases = api.operations.find((o) => o.operationId === op.id)?.cases ?? [];
        // An operation the coverage check did not run on (a parameter without an example) claims nothing.
        if (!cases.some((c) => c.kind === 'example' || c.kind === 'dynamic')) continue;
        for (const response of op.responses) {
          const { component } = response;
          if (component !== undefined && !askedInFullOn.has(component)) askedInFullOn.set(component, op.id);
          const owner = component === undefined ? op.id : askedInFullOn.get(component);
          const examples = response.contents.flatMap((content) => content.examples.map((example) => ({ content, example })));
          const expected = owner === op.id ? examples : examples.slice(0, 1);
          const ofStatus = cases.filter((c) => c.kind === 'example' && c.name.startsWith(`response example ${response.status} `));
          expect(
            ofStatus.map((c) => c.request?.prefer?.replace(/^code=\w+, /, '')),
            `${op.id} ${response.status}`,
          ).toEqual(expected.map(({ example }) => `example=${example.name}`));
          expect(
            ofStatus.map((c) => c.response?.contentType?.split(';')[0]),
            `${op.id} ${response.status}`,
          ).toEqual(expected.map(({ content }) => content.mediaType));
          if (owner === op.id) continue;
          const note = `(shared \`${component?.split('/').at(-1)}\`, asked in full on ${owner})`;
          const shared = cases.filter((c) => c.name.includes(note) && new RegExp(`^(response example|dynamic) ${response.status}[ )]`).test(c.name));
          expect(shared, `${op.id} ${response.status} ${note}`).toHaveLength(1);
        }
        const media = api.coverage.rows.find((r) => r.operationId === op.id)?.items.filter((i) => i.dimension === 'media');
        expect(media?.map((i) => i.item)).toEqual(op.responses.flatMap((r) => r.contents.map((c) => `${r.status} ${c.mediaType}`)));
      }
    }
    // A status with two media types: both are asked for by name and in their own dynamic series, where the shared
    // `InvalidInput` is asked in full; the other operation declaring it asks its first example, and is credited both.
    const ledger = run.report.apis.find((a) => a.api === 'ledger');
    const fourHundred = (operationId: string) =>
      (ledger?.operations.find((o) => o.operationId === operationId)?.cases ?? [])
        .filter((c) => c.name.includes(' 400 '))
        .map((c) => [c.name.replace(/ \(seeds .*\)$/, ''), c.response?.status, c.response?.contentType?.split(';')[0]]);
    expect(fourHundred('postV2UpdatesFlats')).toEqual([
      ['response example 400 text/plain invalid-body', 400, 'text/plain'],
      ['response example 400 text/plain invalid-limit', 400, 'text/plain'],
      ['response example 400 application/json offset-after-ledger-end', 400, 'application/json'],
      ['response example 400 application/json invalid-argument', 400, 'application/json'],
      ['response example 400 application/json no-update-format', 400, 'application/json'],
      ['response example 400 application/json deprecated-api-disabled', 400, 'application/json'],
      ['dynamic 400 text/plain', 400, 'text/plain'],
      ['dynamic 400 application/json', 400, 'application/json'],
    ]);
    expect(fourHundred('postV2Updates')).toEqual([
      ['response example 400 text/plain invalid-body (shared `InvalidInput`, asked in full on postV2UpdatesFlats)', 400, 'text/plain'],
    ]);
    for (const operationId of ['postV2Updates', 'postV2UpdatesFlats']) {
      const media = ledger?.coverage.rows.find((r) => r.operationId === operationId)?.items.filter((i) => i.dimension === 'media');
      expect(media?.map((i) => [i.item, i.byExample, i.byDynamic])).toEqual([
        ['200 application/json', true, true],
        ['400 text/plain', true, true],
        ['400 application/json', true, true],
        ['413 application/json', true, true],
        ['default application/json', true, true],
      ]);
    }
  });
});

describe('against Prism (started by the CLI): skipped checks', () => {
  test('only Prism generator failures and the end of endless streams are skipped, and they are named', () => {
    const skips = run.report.apis.flatMap((a) =>
      a.operations.flatMap((o) => o.cases.flatMap((c) => c.checks.filter((k) => k.outcome === 'skip').map((k) => ({ id: o.operationId, ...k })))),
    );
    for (const skip of skips) {
      // The completions channels tail without an end: a run cannot see one, and says so.
      if (skip.id === 'onV2CommandsCompletions' || skip.id === 'onV2CommandsCommandCompletions')
        expect(skip).toMatchObject({
          check: 'termination',
          message: 'not run: the request has no `endInclusive`, the stream tails until the client closes it',
        });
      else expect(skip.message).toContain('Prism could not generate this response');
    }
  });
});

/** What the run reports of every deprecated operation of every API, in report order, with the header Prism sends. */
/** The deprecation both TransferCommand sends of the validator report. */
const transferCommandSendDeprecation = {
  replacedBy: 'getTransferFactory (POST /registry/transfer-instruction/v1/transfer-factory)',
  deprecatedIn: '0.5.16',
  disabledIn: '0.7.0',
  enabledBy: 'canton.validator-apps.<validator>.enable-deprecated-transfer-command-support',
  removalVersion: '0.8.0',
  removedIn: '0.8.0',
  header: 'true',
};

const deprecatedOperations = [
  [
    'postV2UpdatesFlats',
    {
      replacedBy: 'postV2Updates (POST /v2/updates)',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
      header: 'true',
    },
  ],
  [
    'postV2CommandsSubmitAndWaitForTransactionTree',
    {
      replacedBy: 'postV2CommandsSubmitAndWaitForTransaction (POST /v2/commands/submit-and-wait-for-transaction)',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
      header: 'true',
    },
  ],
  ...[
    ['postV2UpdatesTrees', 'postV2Updates (POST /v2/updates)'],
    ['getV2UpdatesTransactionTreeByOffsetOffset', 'postV2UpdatesUpdateByOffset (POST /v2/updates/update-by-offset)'],
    ['getV2UpdatesTransactionTreeByIdUpdateId', 'postV2UpdatesUpdateById (POST /v2/updates/update-by-id)'],
    ['postV2UpdatesTransactionByOffset', 'postV2UpdatesUpdateByOffset (POST /v2/updates/update-by-offset)'],
    ['postV2UpdatesTransactionById', 'postV2UpdatesUpdateById (POST /v2/updates/update-by-id)'],
  ].map(([operationId, replacedBy]) => [
    operationId,
    {
      replacedBy,
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
      header: 'true',
    },
  ]),
  [
    'postV2PackageVetting',
    {
      replacedBy: 'postV2PackageVettingUpdate (POST /v2/package-vetting/update)',
      deprecatedIn: '3.5.1',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35',
      removalVersion: '3.7.0',
      header: 'true',
    },
  ],
  [
    'getV2InteractiveSubmissionPreferredPackageVersion',
    {
      replacedBy: 'postV2InteractiveSubmissionPreferredPackages (POST /v2/interactive-submission/preferred-packages)',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
      header: 'true',
    },
  ],
  // The WebSocket twins, deprecated as their channels in asyncapi.yaml say (no header on a WebSocket upgrade).
  [
    'onV2UpdatesFlats',
    {
      replacedBy: '/v2/updates',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
    },
  ],
  [
    'onV2UpdatesTrees',
    {
      replacedBy: '/v2/updates',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
    },
  ],
  ['getHoldingsStateAt', { replacedBy: 'getHoldingsStateAtV2 (POST /v2/holdings/state)', removalVersion: '0.9.0', removedIn: '0.9.0', header: 'true' }],
  [
    'getHoldingsStateAtV1',
    { replacedBy: 'getHoldingsStateAtV2 (POST /v2/holdings/state)', deprecatedIn: '0.7.5', removalVersion: '0.9.0', removedIn: '0.9.0', header: 'true' },
  ],
  ['getAcsSnapshotAt', { replacedBy: 'getAcsSnapshotAtV2 (POST /v2/state/acs)', removalVersion: '0.9.0', removedIn: '0.9.0', header: 'true' }],
  [
    'getAcsSnapshotAtV1',
    { replacedBy: 'getAcsSnapshotAtV2 (POST /v2/state/acs)', deprecatedIn: '0.7.5', removalVersion: '0.9.0', removedIn: '0.9.0', header: 'true' },
  ],
  // Tagged only `[deprecated]` upstream, still served in 0.9.0, no removal announced.
  ['getAcsSnapshot', { replacedBy: 'getAcsSnapshotAtV2 (POST /v2/state/acs)', removalVersion: 'not-announced', header: 'true' }],
  ['getHoldingsSummaryAt', { replacedBy: 'getHoldingsSummaryAtV1 (POST /v1/holdings/summary)', removalVersion: 'not-announced', header: 'true' }],
  // Announced for removal in 0.6.4 (release notes 0.6.2), still served in 0.9.0.
  ['getAmuletConfigForRound', { replacedBy: 'getAmuletRules (POST /v0/amulet-rules)', removalVersion: '0.6.4', header: 'true' }],
  // Deprecated (v1 since 0.4.2), still served in 0.9.0, no removal announced.
  ['getUpdateHistoryV1', { replacedBy: 'getUpdateHistoryV2 (POST /v2/updates)', removalVersion: 'not-announced', header: 'true' }],
  ['getUpdateByIdV1', { replacedBy: 'getUpdateByIdV2 (GET /v2/updates/{update_id})', removalVersion: 'not-announced', header: 'true' }],
  ['getUpdateHistory', { replacedBy: 'getUpdateHistoryV2 (POST /v2/updates)', removalVersion: 'not-announced', header: 'true' }],
  ['getUpdateById', { replacedBy: 'getUpdateByIdV2 (GET /v2/updates/{update_id})', removalVersion: 'not-announced', header: 'true' }],
  // The validator's wallet transfer offers, deprecated upstream since 0.4.11 for the Token Standard, whose
  // operations are the registry's and the ledger's (no removal announced).
  ['listTransferOffers', { replacedBy: 'postV2StateActiveContracts (POST /v2/state/active-contracts)', removalVersion: 'not-announced', header: 'true' }],
  [
    'createTransferOffer',
    { replacedBy: 'getTransferFactory (POST /registry/transfer-instruction/v1/transfer-factory)', removalVersion: 'not-announced', header: 'true' },
  ],
  // The wallet's own side of the same offers (upstream's wallet-internal.yaml), deprecated with them for the
  // wallet's Token Standard transfers.
  [
    'rejectTransferOffer',
    {
      replacedBy: 'rejectTokenStandardTransfer (POST /v0/wallet/token-standard/transfers/{contract_id}/reject)',
      removalVersion: 'not-announced',
      header: 'true',
    },
  ],
  [
    'acceptTransferOffer',
    {
      replacedBy: 'acceptTokenStandardTransfer (POST /v0/wallet/token-standard/transfers/{contract_id}/accept)',
      removalVersion: 'not-announced',
      header: 'true',
    },
  ],
  [
    'withdrawTransferOffer',
    {
      replacedBy: 'withdrawTokenStandardTransfer (POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw)',
      removalVersion: 'not-announced',
      header: 'true',
    },
  ],
  [
    'listAcceptedTransferOffers',
    { replacedBy: 'listTokenStandardTransfers (GET /v0/wallet/token-standard/transfers)', removalVersion: 'not-announced', header: 'true' },
  ],
  // The validator's scan-proxy passes Scan's deprecated summary on.
  ['getHoldingsSummaryAt', { replacedBy: 'getHoldingsSummaryAtV1 (POST /v1/scan-proxy/holdings/summary)', removalVersion: 'not-announced', header: 'true' }],
  // The validator's TransferCommand sends: deprecated for the Token Standard in 0.5.16, disabled by default in
  // 0.7.x, removed in 0.8.0.
  ['prepareTransferPreapprovalSend', transferCommandSendDeprecation],
  ['submitTransferPreapprovalSend', transferCommandSendDeprecation],
];

describe('against Prism (started by the CLI): deprecated operations', () => {
  test('deprecated operations are reported as deprecated, with the Deprecation header Prism sends', () => {
    const deprecated = run.report.apis.flatMap((a) => a.operations.filter((o) => o.deprecation !== undefined).map((o) => [o.operationId, o.deprecation]));
    expect(deprecated).toEqual(deprecatedOperations);
  });
});

describe('against a Prism mock started elsewhere (--base-url … --prism)', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock('validator');
  });
  afterAll(async () => {
    await mock.close();
  });

  test('it answers GET /version as every Splice app does, though the spec leaves it out: the newest release the spec describes', async () => {
    const newest = ((await loadSpec('validator')).root['info'] as { version: string }).version;
    expect(await (await fetch(`${mock.baseUrl}/version`)).json()).toEqual({ version: newest, commit_ts: expect.any(String) });
  });

  test('the static mock (as `npm run mock` starts it) passes too, seeds asked per request', async () => {
    const external = await runConformance({ apis: ['validator'], baseUrl: mock.baseUrl, prism: true, only: ['getTransferOfferStatus'] });
    expect(failures(external)).toEqual([]);
    expect(external.exitCode).toBe(0);
    expect(external.apis[0]?.coverage.check.outcome).toBe('pass');
  });
});
