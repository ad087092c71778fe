// streamUpdates in headless Chromium: the browser's own WebSocket, subprotocol auth, a connection
// the participant drops mid-range (resumed: no gap, no duplicate), bigint mode, a wrong token (answered
// UNAUTHENTICATED after the upgrade, as Canton 3.5 does) and a refused upgrade.
import { launchChromium } from '@canton-openapi/tools/browser/chromium.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamPageInput } from './browser/stream-page.ts';
import { runOnPage, type ServedPage, servePage } from './support/browser-page.ts';
import { ledger, type Participant, startParticipant } from './support/ws-participant.ts';

let served: ServedPage;
let browser: Browser;
let participant: Participant;
let report: { offsets: string[]; types: string[]; rejected: Record<string, unknown>; refused: Record<string, unknown>; origin: string };
const token = 'secret-token-123';

beforeAll(async () => {
  served = await servePage(new URL('./browser/stream-page.ts', import.meta.url), 'client-browser-stream-');
  participant = await startParticipant({ updates: ledger(60), token, unknownUsers: ['unknown-user-789'], dropAfter: (n) => (n === 0 ? 23 : undefined) });
  browser = await launchChromium();
  const input: StreamPageInput = { baseUrl: participant.baseUrl, token };
  const { result, errors } = await runOnPage<StreamPageInput, typeof report>(browser, served.origin, 'runStreamChecks', input);
  report = result;
  expect(errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await participant?.close();
  await served?.close();
});

describe('streamUpdates in headless Chromium', () => {
  it('streams from another origin and resumes a dropped connection: no gap, no duplicate', () => {
    expect(new URL(participant.baseUrl).origin).not.toBe(report.origin);
    expect(report.offsets).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
    expect(participant.connections.filter((c) => c.authenticated).map((c) => c.request.beginExclusive)).toEqual([0, 23]);
    expect(participant.connections[0]!.protocols).toEqual([`jwt.token.${token}`, 'daml.ws.auth']);
    expect(participant.connections[0]!.authenticated).toBe(true);
  });

  it('returns offsets as bigints in bigint mode', () => {
    expect(report.types).toEqual(['bigint']);
  });

  it('rejects a wrong token (an UNAUTHENTICATED frame after the upgrade) and a refused upgrade with a typed error', () => {
    expect(report.rejected).toEqual({ name: 'StreamRejectedError', ours: true, message: expect.stringContaining('did not accept the token') });
    expect(participant.connections.some((c) => !c.authenticated && c.protocols[0] === 'jwt.token.wrong-token-456')).toBe(true);
    expect(report.refused).toEqual({ name: 'StreamRejectedError', ours: true, message: expect.stringContaining('refused the upgrade') });
    expect(participant.refused).toContainEqual({ path: '/v2/updates', status: 403 });
  });
});
