// streamUpdates in headless Chromium: the browser's own WebSocket, subprotocol auth, a connection
// the participant drops mid-range (resumed: no gap, no duplicate), bigint mode and a refused upgrade.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium } from '@canton-openapi/tools/browser/chromium.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamPageInput } from './browser/stream-page.ts';
import { ledger, type Participant, startParticipant } from './support/ws-participant.ts';

let dir: string;
let server: Server;
let browser: Browser;
let participant: Participant;
let report: { offsets: string[]; types: string[]; refused: Record<string, unknown>; origin: string };
const token = 'secret-token-123';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-browser-stream-'));
  await build({
    entryPoints: { page: new URL('./browser/stream-page.ts', import.meta.url).pathname },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'chrome120',
    conditions: ['@canton-openapi/source'],
    outdir: dir,
    logLevel: 'silent',
  });
  server = createServer(async (req, res) => {
    const name = req.url === '/' ? 'index.html' : (req.url ?? '').slice(1);
    if (name === 'index.html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>');
    try {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(await readFile(join(dir, name.replace(/[^\w.-]/g, ''))));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const pageOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  participant = await startParticipant({ updates: ledger(60), token, dropAfter: (n) => (n === 0 ? 23 : undefined) });
  browser = await launchChromium();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${pageOrigin}/`);
  await page.waitForFunction(() => 'runStreamChecks' in globalThis, undefined, { timeout: 60_000 }); // generous: 2 busy cores
  const input: StreamPageInput = { baseUrl: participant.baseUrl, token };
  report = await page.evaluate(
    (arg) => (globalThis as unknown as { runStreamChecks: (i: StreamPageInput) => Promise<typeof report> }).runStreamChecks(arg),
    input,
  );
  expect(errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await participant?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('streamUpdates in headless Chromium', () => {
  it('streams from another origin and resumes a dropped connection: no gap, no duplicate', () => {
    expect(new URL(participant.baseUrl).origin).not.toBe(report.origin);
    expect(report.offsets).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
    expect(participant.connections.map((c) => c.request.beginExclusive)).toEqual([0, 23]);
    expect(participant.connections[0]!.protocols).toEqual(['daml.ws.auth', `jwt.token.${token}`]);
  });

  it('returns offsets as bigints in bigint mode', () => {
    expect(report.types).toEqual(['bigint']);
  });

  it('rejects a refused upgrade with a typed error', () => {
    expect(report.refused).toEqual({ name: 'StreamRejectedError', ours: true });
    expect(participant.refused).toContainEqual({ path: '/v2/updates', status: 401 });
  });
});
