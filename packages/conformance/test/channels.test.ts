// canton-conformance checks the ledger's WebSocket channels: it passes a spec-faithful server and the mock,
// and fails, naming the message and JSON pointer, a server that breaks the stream's contract. A server whose
// upgrade is not a WebSocket could not be tested: exit 2, never a pass.
import { describe, expect, test } from 'vitest';
import { type MockServer, startMock } from '../src/prism.ts';
import type { ChannelDefect } from './support/channel-server.ts';
import { failures, runCli, runCliJson } from './support/cli.ts';
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
  test('a spec-faithful server passes: frames valid, end at endInclusive, error frame, refusal without credentials', async () => {
    const run = await against(undefined);
    expect(failures(run.report)).toEqual([]);
    expect(run.code).toBe(0);
    const channels = run.report.apis[0]!.operations.filter((o) => o.method === 'WS');
    expect(channels.map((o) => [o.operationId, o.path, o.deprecation?.replacedBy])).toEqual([
      ['onV2Updates', '/v2/updates', undefined],
      ['onV2UpdatesFlats', '/v2/updates/flats', '/v2/updates'],
    ]);
    for (const channel of channels) {
      expect(channel.cases.map((c) => [c.kind, c.checks.map((k) => `${k.check} ${k.outcome}`)])).toEqual([
        ['stream', ['body-schema pass']],
        ['stream', ['body-schema pass', 'termination pass']],
        ['negative', ['negative pass']],
        ['auth', ['auth pass']],
      ]);
    }
  });

  test('the mock of `npm run mock` passes too', async () => {
    let mock: MockServer | undefined;
    try {
      mock = await startMock('ledger');
      const run = await runCliJson(['--api', 'ledger', '--base-url', mock.baseUrl, '--prism']);
      expect(failures(run.report)).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.report.apis[0]!.operations.filter((o) => o.method === 'WS').flatMap((o) => o.cases.map((c) => c.kind))).toHaveLength(8);
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

  test('accepting an upgrade without credentials fails the auth check', async () => {
    const run = await against('no-auth');
    expect(run.code).toBe(1);
    expect(channelFailures(run.report)).toContainEqual(
      expect.objectContaining({ caseName: 'upgrade without credentials', check: 'auth', message: 'the upgrade was accepted without credentials' }),
    );
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
