// canton-conformance checks the ledger's WebSocket channels: it passes a spec-faithful server and the mock,
// and fails, naming the message and JSON pointer, a server that breaks the stream's contract. A server whose
// upgrade is not a WebSocket could not be tested: exit 2, never a pass.
import { describe, expect, test } from 'vitest';
import { type MockServer, startMock } from '../src/prism.ts';
import type { ChannelDefect } from './support/channel-server.ts';
import { runCli, runCliJson } from './support/cli.ts';
import { failures } from './support/report.ts';
import { startSpecServer } from './support/spec-server.ts';

async function against(defect: ChannelDefect | undefined, extra: string[] = []) {
  const server = await startSpecServer('ledger', defect === undefined ? {} : { channels: defect });
  try {
    return await runCliJson(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'a.b.c', ...extra]);
  } finally {
    await server.close();
  }
}

const channelFailures = (report: Parameters<typeof failures>[0]) => failures(report).filter((f) => f.operationId.startsWith('onV2Updates'));

describe('the update stream channels', () => {
  test('a server that reads the token as Canton 3.5 does passes: frames valid, end at endInclusive, error frame, UNAUTHENTICATED without credentials', async () => {
    const run = await against(undefined);
    expect(failures(run.report)).toEqual([]);
    expect(run.code).toBe(0);
    const channels = run.report.apis[0]!.operations.filter((o) => o.method === 'WS');
    expect(channels.map((o) => [o.operationId, o.path, o.deprecation?.replacedBy])).toEqual([
      ['onV2Updates', '/v2/updates', undefined],
      ['onV2UpdatesFlats', '/v2/updates/flats', '/v2/updates'],
      ['onV2CommandsCompletions', '/v2/commands/completions', undefined],
      ['onV2CommandsCommandCompletions', '/v2/commands/command-completions', undefined],
      ['onV2StateActiveContracts', '/v2/state/active-contracts', undefined],
      ['onV2UpdatesTrees', '/v2/updates/trees', '/v2/updates'],
    ]);
    const outcomes = (id: string) => channels.find((o) => o.operationId === id)?.cases.map((c) => [c.kind, c.checks.map((k) => `${k.check} ${k.outcome}`)]);
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
    for (const channel of channels.filter((o) => o.cases.some((c) => c.kind === 'auth')))
      expect(
        channel.cases.find((c) => c.kind === 'auth'),
        channel.operationId,
      ).toMatchObject({
        name: 'stream without credentials',
        response: { status: 101, contentType: 'websocket, 1 frame(s)' },
        checks: [{ message: 'UNAUTHENTICATED error frame (NA), then closed' }],
      });
  });

  test('the mock of `npm run mock` passes too', async () => {
    let mock: MockServer | undefined;
    try {
      mock = await startMock('ledger');
      // The mock reports the newest release (3.6.1) and serves what it disables by default, as a node whose
      // operator re-enabled it: named with --enabled, the flats channel is checked like the others.
      const enabled = ['endpoints', 'parameters'].flatMap((kind) => [
        '--enabled',
        `canton.participants.<participant>.features.deprecated.enable-deprecated-${kind}-34`,
      ]);
      const run = await runCliJson(['--api', 'ledger', '--base-url', mock.baseUrl, '--prism', ...enabled]);
      expect(failures(run.report)).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.report.apis[0]?.server?.release).toBe('3.6.1');
      expect(run.report.apis[0]!.operations.filter((o) => o.method === 'WS').flatMap((o) => o.cases.map((c) => c.kind))).toHaveLength(
        // Four cases for each stream that ends (updates, flats, trees, active contracts), three for each completions channel.
        4 * 4 + 2 * 3,
      );
    } finally {
      await mock?.close();
    }
  });

  test('a frame with a two-key union fails, naming the message, the frame and the JSON pointer', async () => {
    const run = await against('two-key-frame');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({
        operationId: 'onV2Updates',
        check: 'union',
        pointer: '/1/update',
        message: expect.stringMatching(/^JsGetUpdatesResponse frame 2: union `Update` has 2 keys/),
      }),
    );
  });

  test('the text and JUnit reports show a channel failure like an operation failure', async () => {
    const server = await startSpecServer('ledger', { channels: 'two-key-frame' });
    try {
      const text = await runCli(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'a.b.c']);
      expect(text.code).toBe(1);
      expect(text.stdout).toContain('onV2Updates  WS /v2/updates');
      expect(text.stdout).toMatch(/✗ union at \/1\/update: JsGetUpdatesResponse frame 2: union `Update` has 2 keys/);
      const junit = await runCli(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'a.b.c', '--report', 'junit']);
      expect(junit.code).toBe(1);
      expect(junit.stdout).toMatch(
        /<testcase classname="ledger\.onV2Updates" name="tail from beginExclusive 0 \(request example update-format\) › union[^"]*"[^>]*>\s*<failure/,
      );
    } finally {
      await server.close();
    }
  });

  test('a frame that is not JSON fails', async () => {
    const run = await against('not-json-frame');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({ check: 'body-schema', pointer: '/0', message: expect.stringContaining('frame 1 is not JSON') }),
    );
  });

  test('a stream that never ends at endInclusive fails the termination check (after --timeout without a frame)', async () => {
    const run = await against('never-ends', ['--timeout', '1500']);
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({
        caseName: 'stream to endInclusive 23',
        check: 'termination',
        message: expect.stringContaining('did not end at endInclusive 23'),
      }),
    );
  });

  test('a stream without credentials that gets updates fails the auth check', async () => {
    const run = await against('no-auth');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({
        caseName: 'stream without credentials',
        check: 'auth',
        pointer: '/0',
        message: 'the stream without credentials sent data: frame 1 is a JsGetUpdatesResponse',
      }),
    );
  });

  test('a participant that does not take the token offered first fails, naming the UNAUTHENTICATED frame', async () => {
    const run = await against('ignores-token');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({
        operationId: 'onV2Updates',
        check: 'auth',
        message:
          'the participant did not take the token: the stream, offered `jwt.token.<token>` as its first subprotocol, was answered with an UNAUTHENTICATED error frame (NA: A security-sensitive error has been received)',
      }),
    );
  });

  test('an upgrade refused without credentials (401, not what Canton does) is a warning', async () => {
    const run = await against('refuses-upgrade');
    expect(failures(run.report)).toEqual([]);
    expect(run.code).toBe(0);
    const checks = run.report.apis[0]!.operations.filter((o) => o.method === 'WS').flatMap((o) =>
      o.cases.filter((c) => c.kind === 'auth').flatMap((c) => c.checks),
    );
    // Every channel the stand-in's release (3.5.1) serves: all but command-completions (3.5.7).
    expect(checks).toHaveLength(5);
    for (const check of checks)
      expect(check).toMatchObject({
        check: 'auth',
        outcome: 'warn',
        message: expect.stringMatching(/^the upgrade without credentials was refused with 401: /),
      });
  });

  test('a token whose user the participant cannot resolve (403 before the upgrade): exit 2, "rejected the token"', async () => {
    const server = await startSpecServer('ledger');
    try {
      const run = await runCliJson(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'unknown-user.b.c']);
      expect(run.code).toBe(2);
      expect(run.report.apis[0]!.error).toMatch(
        /^the participant rejected the token on the WebSocket upgrade of \/v2\/updates: 403 application\/json; check --token$/,
      );
    } finally {
      await server.close();
    }
  });

  test('without --token, a stream answered UNAUTHENTICATED is not run ("pass --token"), never passed', async () => {
    const server = await startSpecServer('ledger');
    try {
      const run = await runCliJson(['--api', 'ledger', '--base-url', server.baseUrl]);
      // GET /v2/version checks no credentials, so the run checked it and exits 0; the streams are skipped, never passed.
      expect(run.code).toBe(0);
      expect(
        run.report.apis[0]!.operations.find((o) => o.operationId === 'getV2Version')?.cases.map((c) => c.checks.every((k) => k.outcome === 'pass')),
      ).toEqual([true]);
      const channels = run.report.apis[0]!.operations.filter((o) => o.method === 'WS');
      expect(channels).toHaveLength(6);
      for (const channel of channels)
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
    } finally {
      await server.close();
    }
  });

  test('closing on a rejected request without an error frame fails the negative check', async () => {
    const run = await against('no-error-frame');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({ caseName: 'rejected request no-update-format', check: 'negative', message: expect.stringContaining('no error frame') }),
    );
  });

  test('an upgrade answered with a web page could not be tested: exit 2, never a pass', async () => {
    const run = await against('html-upgrade');
    expect(run.code).toBe(2);
    expect(run.report.apis[0]!.error).toBe(
      "the WebSocket channel /v2/updates could not be tested: the upgrade was answered 200 text/html, not 101 Switching Protocols (is --base-url the participant's JSON API address?)",
    );
  });

  test('no channel at all (a server without WebSocket support answering 404) is exit 2 as well', async () => {
    const server = await startSpecServer('ledger', { channels: false });
    try {
      const run = await runCliJson(['--api', 'ledger', '--base-url', server.baseUrl, '--token', 'a.b.c']);
      expect(run.code).toBe(2);
      expect(run.report.apis[0]!.error).toMatch(/^the WebSocket channel \/v2\/updates could not be tested: the upgrade was answered 404/);
    } finally {
      await server.close();
    }
  });
});
