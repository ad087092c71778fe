// A correct server (the spec's own examples, replayed) passes, in every report format; deployment inputs reach
// the wire. Each run checks the operations the test is about (`only`), in process but for the token taken from
// the environment, which the CLI reads; the whole of each API is run by test/upstream-like-server.test.ts (the
// CLI against servers answering as the upstream code does) and test/prism.test.ts (against the mocks).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiNames } from '../src/apis.ts';
import { loadSpec } from '../src/load-spec.ts';
import { parseParams } from '../src/plan/params.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import { runConformance } from './support/local-run.ts';
import { runCliJson } from './support/cli.ts';
import { failures } from './support/report.ts';
import { contractOf } from './support/selection.ts';
import { type SpecServer, startSpecServer } from './support/spec-server.ts';

const servers = new Map<string, SpecServer>();
beforeAll(async () => {
  for (const api of apiNames) servers.set(api, await startSpecServer(api));
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});
const url = (api: string) => servers.get(api)?.baseUrl ?? '';

describe('a correct server: what every report names', () => {
  test("every report names the tool's version and the API release it checked: text, JSON and JUnit", async () => {
    const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const info = (await loadSpec('scan')).root['info'] as { version: string; 'x-minimum-server-version': string };
    const report = await runConformance({ apis: ['scan'], baseUrl: url('scan'), only: ['listDsoScans'] });
    expect(report.version).toBe(version);
    expect(report.apis[0]?.spec).toEqual({
      title: 'Splice Scan API — network state queries',
      version: info.version,
      minimumServerVersion: info['x-minimum-server-version'],
    });
    expect(formatText(report).split('\n')[0]).toBe(
      `canton-conformance ${version} · scan API ${info.version} (servers ${info['x-minimum-server-version']} or newer) · ${url('scan')} · server` +
        ' · server release unknown (GET /version answered 404): checked as the whole spec describes it; pass --server-version <release>',
    );
    const junit = formatJunit(report);
    for (const [name, value] of [
      ['toolVersion', version],
      ['apiVersion', info.version],
      ['minimumServerVersion', info['x-minimum-server-version']],
    ])
      expect(junit).toContain(`<property name="${name}" value="${value}"/>`);
  });
});

describe('a correct server: rejections in any media type their status declares', () => {
  test('a 4xx in any media type its status declares passes: the ledger rejecting in JSON instead of plain text', async () => {
    // A read whose 400 declares plain text and JSON, and one whose 400 declares JSON alone.
    const reads = (await contractOf('ledger')).operations.filter((op) => op.effect === 'read');
    const first400 = new Map(
      reads.map((op) => [
        op.id,
        op.responses
          .find((r) => r.status === '400')
          ?.contents.map((c) => c.mediaType)
          .join(' '),
      ]),
    );
    const only = ['text/plain application/json', 'application/json'].map((media) => reads.find((op) => first400.get(op.id) === media)!.id);
    const server = await startSpecServer('ledger', { mediaType: 'application/json' });
    try {
      const report = await runConformance({ apis: ['ledger'], baseUrl: server.baseUrl, token: 'a.b.c', only });
      expect(failures(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      const negatives = report.apis[0]?.operations.filter((o) => o.method !== 'WS').flatMap((o) => o.cases.filter((c) => c.kind === 'negative')) ?? [];
      expect(negatives.length).toBeGreaterThan(5);
      for (const c of negatives) {
        expect(c.response).toMatchObject({ status: 400, contentType: 'application/json' });
        expect(c.checks.map((k) => [k.check, k.outcome])).toEqual([
          ['negative', 'pass'],
          ['status', 'pass'],
          ['content-type', 'pass'],
          ['body-schema', 'pass'],
        ]);
      }
      // The default server answers the same rejections in the first media type their 400 declares: plain text,
      // or JSON where that is all it declares, which passes as well.
      const plain = await runConformance({ apis: ['ledger'], baseUrl: url('ledger'), token: 'a.b.c', only });
      const declared = new Map(reads.map((op) => [op.id, op.responses.find((r) => r.status === '400')?.contents[0]?.mediaType]));
      const plainNegatives =
        plain.apis[0]?.operations
          .filter((o) => o.method !== 'WS')
          .flatMap((o) => o.cases.filter((c) => c.kind === 'negative').map((c) => [o.operationId, c.response?.contentType])) ?? [];
      expect(plainNegatives).toHaveLength(negatives.length);
      for (const [operationId, contentType] of plainNegatives) expect(contentType, operationId).toBe(declared.get(operationId!));
      expect(new Set(plainNegatives.map(([, type]) => type))).toContain('text/plain');
      expect(plain.exitCode).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('a correct server: deprecated operations', () => {
  test('deprecated operations are reported with replacement and removal, and no Deprecation header is required', async () => {
    const report = await runConformance({ apis: ['ledger'], baseUrl: url('ledger'), token: 'a.b.c', only: ['postV2UpdatesFlats'] });
    const op = report.apis[0]?.operations.find((o) => o.operationId === 'postV2UpdatesFlats');
    expect(op?.deprecation).toEqual({
      replacedBy: 'postV2Updates (POST /v2/updates)',
      deprecatedIn: '3.4.0',
      disabledIn: '3.6.1',
      enabledBy: 'canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34',
      removalVersion: '3.7.0',
    });
    expect(op?.deprecatedFields.map((f) => f.where)).toEqual(['body /filter', 'body /verbose']);
    expect(op?.cases.find((c) => c.kind === 'deprecation')?.checks[0]?.message).toContain('no Deprecation header (not required)');
    const text = formatText(report);
    // The spec describes Canton 3.5.9, past the announced 3.5.0: the report says what to do and why it still works.
    expect(text).toContain(
      'postV2UpdatesFlats  POST /v2/updates/flats  ⚠ DEPRECATED: use postV2Updates (POST /v2/updates) now (deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0)',
    );
    expect(text).not.toMatch(/removal 3\.5\.0|removal announced for 3\.5\.0/);
    expect(report.exitCode).toBe(0);
  });

  test('a Deprecation header is recorded when the server sends one', async () => {
    const server = await startSpecServer('scan', {
      alter: (call, reply) => (call.operationId === 'getHoldingsStateAt' ? { ...reply, headers: { ...reply.headers, deprecation: '@1735689600' } } : undefined),
    });
    try {
      const report = await runConformance({ apis: ['scan'], baseUrl: server.baseUrl, only: ['getHoldingsStateAt'] });
      const op = report.apis[0]?.operations.find((o) => o.operationId === 'getHoldingsStateAt');
      expect(op?.deprecation?.header).toBe('@1735689600');
      expect(report.exitCode).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('a correct server: deployment inputs reach the wire', () => {
  test('--param values replace the examples in paths and bodies', async () => {
    const report = await runConformance({
      apis: ['scan'],
      baseUrl: url('scan'),
      params: parseParams(['round_number=77', 'owner_party_ids=Carol::1220aa,Dave::1220bb', 'migration_id=9007199254740993']),
      only: ['getRewardAccountingActivityTotals', 'getHoldingsStateAt'],
    });
    expect(report.exitCode).toBe(0);
    const requests = report.apis[0]?.operations.flatMap((o) => o.cases.map((c) => c.request)) ?? [];
    expect(requests.some((r) => r?.url.endsWith('/rounds/77/activity-totals'))).toBe(true);
    const holdings = requests.filter((r) => r?.url.endsWith('/v0/holdings/state') && r.body?.includes('"page_size":100'));
    expect(holdings[0]?.body).toContain('"owner_party_ids":["Carol::1220aa","Dave::1220bb"]');
    // An int64 beyond 2^53 travels as written, not rounded to 9007199254740992.
    expect(holdings[0]?.body).toContain('"migration_id":9007199254740993');
  });

  test('without --token, operations that need one are skipped, the no-credentials check still runs, and a run that checked no operation exits 2', async () => {
    const report = await runConformance({ apis: ['validator'], baseUrl: url('validator'), only: ['getTransferOfferStatus'] });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]?.error).toMatch(/^no operation of the validator API could be checked: .*pass --token/);
    const op = report.apis[0]?.operations.find((o) => o.operationId === 'getTransferOfferStatus');
    expect(op?.cases.map((c) => c.name)).toEqual(['requests', 'auth: no credentials']);
    expect(op?.cases[0]?.checks[0]).toMatchObject({ outcome: 'skip', message: expect.stringContaining('--token') });
    expect(op?.cases[1]?.checks[0]).toMatchObject({ check: 'auth', outcome: 'pass' });
  });

  test('the token may come from CANTON_CONFORMANCE_TOKEN and is never written into the report', async () => {
    const run = await runCliJson(['--api', 'validator', '--base-url', url('validator'), '--only', 'getTransferOfferStatus'], {
      CANTON_CONFORMANCE_TOKEN: 'secret.jwt.value',
    });
    expect(run.code).toBe(0);
    expect(run.report.apis[0]?.operations[0]?.cases.some((c) => c.kind === 'request' && c.response?.status === 200)).toBe(true);
    expect(run.stdout).not.toContain('secret.jwt.value');
  });
});
