// The clients in a real browser: headless Chromium loads a page (one origin) that bundles the
// clients and calls the Prism mocks (other origins: other ports), so CORS preflights, fetch, dynamic import of
// the validators chunk and bigint all run as they do for users. The mocks are the static ones the files of the
// `mocks` project share (test/support/mocks.ts, vitest.config.ts). The same Chromium then runs streamUpdates on a
// page of its own (below).
import { createServer } from 'node:http';
import { launchChromium } from '@canton-openapi/tools/browser/chromium.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageInput } from './browser/page.ts';
import type { StreamPageInput } from './browser/stream-page.ts';
import { runOnPage, type ServedPage, servePage } from './support/browser-page.ts';
import { sharedMocks } from './support/mocks.ts';
import type { Api } from './support/spec.ts';
import { ledger, type Participant, startParticipant } from './support/ws-participant.ts';

let served: ServedPage;
let pageOrigin: string;
let browser: Browser;
/** The APIs the page calls (test/browser/page.ts `PageInput`). */
const pageApis = ['ledger', 'scan', 'validator'] as const satisfies readonly Api[];
/** The API root of the shared static mock of each API. */
const mocks = sharedMocks().static;
let report: Record<string, Record<string, unknown> & { warnings?: string[] }>;
let chunks: string[] = [];

beforeAll(async () => {
  served = await servePage(new URL('./browser/page.ts', import.meta.url), 'client-browser-');
  chunks = served.chunks;
  pageOrigin = served.origin;

  browser = await launchChromium();
  // A port that was free a moment ago: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedAddress = closed.address();
  await new Promise((resolve) => closed.close(resolve));
  const input: PageInput = {
    ledger: mocks.ledger,
    scan: mocks.scan,
    validator: mocks.validator,
    closed: `http://127.0.0.1:${typeof closedAddress === 'object' && closedAddress ? closedAddress.port : 0}/api/scan`,
  };
  const { result, errors } = await runOnPage<PageInput, typeof report>(browser, pageOrigin, 'runChecks', input);
  report = result;
  expect(errors).toEqual([]);
  // Bundling the page and starting Chromium: past 120 s on 2 cores shared with the rest of the suite.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the clients in headless Chromium', () => {
  it('run on a page whose origin differs from the mocks', () => {
    expect(report.origin).toBe(pageOrigin);
    for (const api of pageApis) expect(new URL(mocks[api]).origin).not.toBe(pageOrigin);
  });

  it('a Scan call without credentials resolves', () => {
    expect(report.listDsoScans).toEqual({ ok: true, value: 1 });
  });

  it('calls with a bearer token pass the CORS preflight and validate against the spec', () => {
    expect(report.lookupAnsEntryByName).toEqual({ ok: true, value: 'alice_2e5bbb1c.unverified.cns' });
  });

  it('bigint mode returns exact bigints in the browser, validators loaded on demand', () => {
    expect(report.postV2Updates).toEqual({ ok: true, value: { type: 'bigint', value: '23' } });
    expect(chunks.filter((c) => c.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('deprecated operations warn naming their replacement', () => {
    expect(report.deprecatedFlats).toEqual({ ok: true, value: [] });
    expect(report.warnings).toEqual([
      expect.stringContaining('`postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now'),
      expect.stringContaining('`getHoldingsStateAt` (POST /v0/holdings/state) is deprecated. Use `getHoldingsStateAtV2`'),
    ]);
  });

  it('an error status rejects with a typed HttpError', () => {
    expect(report.holdings404).toMatchObject({ ok: false, name: 'HttpError', ours: true, status: 404, body: { error: expect.any(String) } });
  });

  it('aborts and unreachable servers reject with AbortError and NetworkError', () => {
    expect(report.aborted).toMatchObject({ ok: false, name: 'AbortError', ours: true });
    expect(report.unreachable).toMatchObject({ ok: false, name: 'NetworkError', ours: true });
  });
});

// streamUpdates in headless Chromium: the browser's own WebSocket, subprotocol auth, a connection
// the participant drops mid-range (resumed: no gap, no duplicate), bigint mode, a wrong token (answered
// UNAUTHENTICATED after the upgrade, as Canton 3.5 does) and a refused upgrade. In the Chromium the clients'
// page runs in: a browser of its own would be a second start-up of the same browser.
describe('streamUpdates in headless Chromium', () => {
  let streamPage: ServedPage;
  let participant: Participant;
  let streamReport: { offsets: string[]; types: string[]; rejected: Record<string, unknown>; refused: Record<string, unknown>; origin: string };
  const token = 'secret-token-123';

  beforeAll(async () => {
    streamPage = await servePage(new URL('./browser/stream-page.ts', import.meta.url), 'client-browser-stream-');
    participant = await startParticipant({ updates: ledger(60), token, unknownUsers: ['unknown-user-789'], dropAfter: (n) => (n === 0 ? 23 : undefined) });
    const input: StreamPageInput = { baseUrl: participant.baseUrl, token };
    const { result, errors } = await runOnPage<StreamPageInput, typeof streamReport>(browser, streamPage.origin, 'runStreamChecks', input);
    streamReport = result;
    expect(errors).toEqual([]);
  }, 120_000);

  afterAll(async () => {
    await participant?.close();
    await streamPage?.close();
  });

  it('streams from another origin and resumes a dropped connection: no gap, no duplicate', () => {
    expect(new URL(participant.baseUrl).origin).not.toBe(streamReport.origin);
    expect(streamReport.offsets).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
    expect(participant.connections.filter((c) => c.authenticated).map((c) => c.request.beginExclusive)).toEqual([0, 23]);
    expect(participant.connections[0]!.protocols).toEqual([`jwt.token.${token}`, 'daml.ws.auth']);
    expect(participant.connections[0]!.authenticated).toBe(true);
  });

  it('returns offsets as bigints in bigint mode', () => {
    expect(streamReport.types).toEqual(['bigint']);
  });

  it('rejects a wrong token (an UNAUTHENTICATED frame after the upgrade) and a refused upgrade with a typed error', () => {
    expect(streamReport.rejected).toEqual({ name: 'StreamRejectedError', ours: true, message: expect.stringContaining('did not accept the token') });
    expect(participant.connections.some((c) => !c.authenticated && c.protocols[0] === 'jwt.token.wrong-token-456')).toBe(true);
    expect(streamReport.refused).toEqual({ name: 'StreamRejectedError', ours: true, message: expect.stringContaining('refused the upgrade') });
    expect(participant.refused).toContainEqual({ path: '/v2/updates', status: 403 });
  });
});
