// canton-conformance checks the ledger's WebSocket channels: it passes a spec-faithful server, and fails, naming
// the message and JSON pointer, a server that breaks the stream's contract. A server whose upgrade is not a
// WebSocket could not be tested: exit 2, never a pass. Each run, in process, checks the channels (`only`), on a
// fake clock that ends a tail when the server has sent all it has; the mock's channels are run by
// test/mock-release.test.ts and, with the whole ledger API, test/prism.test.ts.
import { describe, expect, test } from 'vitest';
import { availabilityAt } from '@canton-openapi/contract';
import { loadSpec } from '../src/load-spec.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatText } from '../src/report/text.ts';
import type { ConformanceOptions } from '../src/run/conformance.ts';
import { runConformance } from './support/local-run.ts';
import type { ChannelDefect } from './support/channel-server.ts';
import { fakeClock, runTimeoutMs } from './support/fake-clock.ts';
import { failures } from './support/report.ts';
import { channelName, contractOf } from './support/selection.ts';
import { startSpecServer } from './support/spec-server.ts';

const { channels } = await contractOf('ledger');
const everyChannel = channels.map(channelName);
/** The release a spec server of the ledger reports and serves: the oldest the spec describes. */
const standInRelease = ((await loadSpec('ledger')).root['info'] as { 'x-minimum-server-version': string })['x-minimum-server-version'];

/** A run of the channels `only` names (every one by default) against a ledger spec server with `defect`. */
async function against(defect: ChannelDefect | false | undefined, options: Partial<ConformanceOptions> = {}) {
  const clock = fakeClock();
  const server = await startSpecServer('ledger', { ...(defect === undefined ? {} : { channels: defect }), onChannelIdle: () => clock.pass(runTimeoutMs) });
  try {
    return await runConformance({ apis: ['ledger'], baseUrl: server.baseUrl, token: 'a.b.c', only: everyChannel, ...options });
  } finally {
    await server.close();
  }
}

const channelFailures = (report: Parameters<typeof failures>[0]) => failures(report).filter((f) => f.operationId.startsWith('onV2Updates'));
const updates = { only: ['/v2/updates'] };

describe('the update stream channels: a server that keeps their contract', () => {
  test('a server that reads the token as Canton 3.5 does passes: frames valid, end at endInclusive, error frame, UNAUTHENTICATED without credentials', async () => {
    const report = await against(undefined);
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    const reported = report.apis[0]!.operations.filter((o) => o.method === 'WS');
    expect(reported.map((o) => [o.operationId, o.path, o.deprecation?.replacedBy])).toEqual([
      ['onV2Updates', '/v2/updates', undefined],
      ['onV2UpdatesFlats', '/v2/updates/flats', '/v2/updates'],
      ['onV2CommandsCompletions', '/v2/commands/completions', undefined],
      ['onV2CommandsCommandCompletions', '/v2/commands/command-completions', undefined],
      ['onV2StateActiveContracts', '/v2/state/active-contracts', undefined],
      ['onV2UpdatesTrees', '/v2/updates/trees', '/v2/updates'],
    ]);
    const outcomes = (id: string) => reported.find((o) => o.operationId === id)?.cases.map((c) => [c.kind, c.checks.map((k) => `${k.check} ${k.outcome}`)]);
    // The ranged streams and the active contracts snapshot end by themselves: each is read to its end too.
    for (const id of ['onV2Updates', 'onV2UpdatesFlats', 'onV2StateActiveContracts', 'onV2UpdatesTrees'])
      expect(outcomes(id), id).toEqual([
        ['stream', ['body-schema pass']],
        ['stream', ['body-schema pass', 'termination pass']],
        ['negative', ['negative pass']],
        ['auth', ['auth pass']],
      ]);
    // Completions tail without an end: that check is not run, never passed.
    expect(outcomes('onV2CommandsCompletions')).toEqual([
      ['stream', ['body-schema pass']],
      ['stream', ['termination skip']],
      ['auth', ['auth pass']],
    ]);
    // The stand-in is the oldest release described (3.5.1); command-completions came with 3.5.7.
    expect(outcomes('onV2CommandsCommandCompletions')).toEqual([['stream', ['release skip']]]);
    for (const channel of reported.filter((o) => o.cases.some((c) => c.kind === 'auth')))
      expect(
        channel.cases.find((c) => c.kind === 'auth'),
        channel.operationId,
      ).toMatchObject({
        name: 'stream without credentials',
        response: { status: 101, contentType: 'websocket, 1 frame(s)' },
        checks: [{ message: 'UNAUTHENTICATED error frame (NA), then closed' }],
      });
  });
});

describe('the update stream channels: frames, ends and rejections that break the contract', () => {
  test('a frame with a two-key union fails, naming the message, the frame and the JSON pointer', async () => {
    const report = await against('two-key-frame', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({
        operationId: 'onV2Updates',
        check: 'union',
        pointer: '/1/update',
        message: expect.stringMatching(/^JsGetUpdatesResponse frame 2: union `Update` has 2 keys/),
      }),
    );
  });

  test('the text and JUnit reports show a channel failure like an operation failure', async () => {
    const report = await against('two-key-frame', updates);
    expect(report.exitCode).toBe(1);
    const text = formatText(report);
    expect(text).toContain('onV2Updates  WS /v2/updates');
    expect(text).toMatch(/✗ union at \/1\/update: JsGetUpdatesResponse frame 2: union `Update` has 2 keys/);
    expect(formatJunit(report)).toMatch(
      /<testcase classname="ledger\.onV2Updates" name="tail from beginExclusive 0 \(request example update-format\) › union[^"]*"[^>]*>\s*<failure/,
    );
  });

  test('a frame that is not JSON fails', async () => {
    const report = await against('not-json-frame', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({ check: 'body-schema', pointer: '/0', message: expect.stringContaining('frame 1 is not JSON') }),
    );
  });

  test('a stream that never ends at endInclusive fails the termination check (after --timeout without a frame)', async () => {
    const report = await against('never-ends', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({
        caseName: 'stream to endInclusive 23',
        check: 'termination',
        message: expect.stringContaining('did not end at endInclusive 23'),
      }),
    );
  });

  test('closing on a rejected request without an error frame fails the negative check', async () => {
    const report = await against('no-error-frame', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({ caseName: 'rejected request no-update-format', check: 'negative', message: expect.stringContaining('no error frame') }),
    );
  });
});

describe('the update stream channels: credentials', () => {
  test('a stream without credentials that gets updates fails the auth check', async () => {
    const report = await against('no-auth', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({
        caseName: 'stream without credentials',
        check: 'auth',
        pointer: '/0',
        message: 'the stream without credentials sent data: frame 1 is a JsGetUpdatesResponse',
      }),
    );
  });

  test('a participant that does not take the token offered first fails, naming the UNAUTHENTICATED frame', async () => {
    const report = await against('ignores-token', updates);
    expect(report.exitCode).toBe(1);
    expect(channelFailures(report)).toContainEqual(
      expect.objectContaining({
        operationId: 'onV2Updates',
        check: 'auth',
        message:
          'the participant did not take the token: the stream, offered `jwt.token.<token>` as its first subprotocol, was answered with an UNAUTHENTICATED error frame (NA: A security-sensitive error has been received)',
      }),
    );
  });

  test('an upgrade refused without credentials (401, not what Canton does) is a warning', async () => {
    const report = await against('refuses-upgrade');
    expect(failures(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    const checks = report.apis[0]!.operations.filter((o) => o.method === 'WS').flatMap((o) =>
      o.cases.filter((c) => c.kind === 'auth').flatMap((c) => c.checks),
    );
    // Every channel the stand-in's release (3.5.1) serves: all but command-completions (3.5.7).
    const served = channels.filter((c) => ['served', 'deprecated'].includes(availabilityAt(c.lifecycle, standInRelease)));
    expect(checks).toHaveLength(served.length);
    for (const check of checks)
      expect(check).toMatchObject({
        check: 'auth',
        outcome: 'warn',
        message: expect.stringMatching(/^the upgrade without credentials was refused with 401: /),
      });
  });

  test('a token whose user the participant cannot resolve (403 before the upgrade): exit 2, "rejected the token"', async () => {
    const report = await against(undefined, { ...updates, token: 'unknown-user.b.c' });
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]!.error).toMatch(
      /^the participant rejected the token on the WebSocket upgrade of \/v2\/updates: 403 application\/json; check --token$/,
    );
  });

  test('without --token, a stream answered UNAUTHENTICATED is not run ("pass --token"), never passed', async () => {
    // GET /v2/version checks no credentials, so the run checked it and exits 0; the streams are skipped, never passed.
    const report = await against(undefined, { token: undefined, only: ['getV2Version', ...everyChannel] });
    expect(report.exitCode).toBe(0);
    expect(report.apis[0]!.operations.find((o) => o.operationId === 'getV2Version')?.cases.map((c) => c.checks.every((k) => k.outcome === 'pass'))).toEqual([
      true,
    ]);
    const reported = report.apis[0]!.operations.filter((o) => o.method === 'WS');
    expect(reported).toHaveLength(channels.length);
    for (const channel of reported)
      expect(channel.cases, channel.operationId).toEqual([
        expect.objectContaining({
          checks: [
            expect.objectContaining({
              outcome: 'skip',
              message:
                channel.operationId === 'onV2CommandsCommandCompletions'
                  ? 'not run: ledger 3.5.1 does not serve it (added in 3.5.7)'
                  : expect.stringMatching(/^not run: the stream needs a token \(it was answered with an UNAUTHENTICATED error frame .*; pass --token$/),
            }),
          ],
        }),
      ]);
  });
});

describe('the update stream channels: a server that could not be tested', () => {
  test('an upgrade answered with a web page could not be tested: exit 2, never a pass', async () => {
    const report = await against('html-upgrade', updates);
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]!.error).toBe(
      "the WebSocket channel /v2/updates could not be tested: the upgrade was answered 200 text/html, not 101 Switching Protocols (is --base-url the participant's JSON API address?)",
    );
  });

  test('no channel at all (a server without WebSocket support answering 404) is exit 2 as well', async () => {
    const report = await against(false, updates);
    expect(report.exitCode).toBe(2);
    expect(report.apis[0]!.error).toMatch(/^the WebSocket channel \/v2\/updates could not be tested: the upgrade was answered 404/);
  });
});
