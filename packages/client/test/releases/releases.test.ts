// The release check: what the server's release does not serve rejects before any request, what it
// serves deprecated warns once, and what every release serves never waits for the release. On the client
// of releases.yaml (Splice-style: `GET /version` answers `{version, commit_ts}`).
import { RequestError, UnsupportedByServerError } from '@canton-openapi/client';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, memoryLogger, raw, type Recorded } from '../support/fake-fetch.ts';
import { fixture } from '../support/fixture.ts';

interface ReleasesClient {
  writeStable(body: { name?: string; legacy?: boolean }): Promise<unknown>;
  createThingV2(): Promise<unknown>;
  createThingV1(): Promise<unknown>;
  createThingV0(): Promise<unknown>;
}

const api = await fixture<ReleasesClient>(new URL('./releases.yaml', import.meta.url));

/** A server reporting `version` (a body, or a Response for a failing lookup), answering every other call `{ ok: true }`. */
function server(version: string | (() => Response)) {
  return fakeFetch((request) =>
    request.url.endsWith('/api/version')
      ? typeof version === 'string'
        ? json({ version, commit_ts: '2026-10-07T00:00:00Z' })
        : version()
      : json({ ok: true }),
  );
}

const sent = (calls: Recorded[]) => calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('an operation every release serves', () => {
  it('is sent without looking the release up', async () => {
    const { fetch, calls } = server('3.0.0');
    const client = api.createClient({ fetch });
    await client.writeStable({ name: 'a' });
    await client.writeStable({ name: 'b' });
    expect(sent(calls)).toEqual(['POST /api/v0/stable', 'POST /api/v0/stable']);
  });

  it.each([
    ['a 404', () => raw('no such route', 404, 'text/plain')],
    ['a network error', () => Promise.reject(new TypeError('fetch failed')) as unknown as Response],
    ['a body that is not JSON', () => raw('<html>', 200, 'text/html')],
    ['a version that is not a release', () => json({ version: 'latest' })],
  ])('is not blocked by a failing lookup (%s)', async (_what, answer) => {
    const { fetch, calls } = server(answer);
    const client = api.createClient({ fetch, retry: false });
    // The lookup fails for createThingV2, which is sent anyway; writeStable never needs the release.
    await client.createThingV2();
    await expect(client.writeStable({ name: 'a' })).resolves.toEqual({ ok: true });
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v2/thing', 'POST /api/v0/stable']);
  });
});

describe('an operation whose availability depends on the release', () => {
  it('rejects before any request where the release precedes its addition, naming the release', async () => {
    const { fetch, calls } = server('1.5.0');
    const error = await rejection(api.createClient({ fetch }).createThingV2());
    expect(error).toBeInstanceOf(UnsupportedByServerError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ operationId: 'createThingV2', subject: 'createThingV2', serverVersion: '1.5.0', availability: 'absent' });
    expect((error as Error).message).toContain("the server's release 1.5.0: it was added in 2.0.0");
    expect(sent(calls)).toEqual(['GET /api/version']);
  });

  it('is sent where the release serves it, the release looked up once per client', async () => {
    const { fetch, calls } = server('2.0.0');
    const client = api.createClient({ fetch });
    await client.createThingV2();
    await client.createThingV2();
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v2/thing', 'POST /api/v2/thing']);
  });

  it('rejects a removed operation, naming its replacement', async () => {
    const { fetch, calls } = server('3.0.1');
    const error = await rejection(api.createClient({ fetch }).createThingV0());
    expect(error).toMatchObject({ name: 'UnsupportedByServerError', availability: 'removed', replacedBy: 'createThingV2', serverVersion: '3.0.1' });
    expect((error as Error).message).toMatch(/was removed in 3\.0\.0\. Use `createThingV2` instead\. Nothing was sent\.$/);
    expect(sent(calls)).toEqual(['GET /api/version']);
  });

  it('rejects an operation disabled by default, naming the operator setting that re-enables it', async () => {
    const { fetch, calls } = server('3.0.0');
    const error = await rejection(api.createClient({ fetch }).createThingV1());
    expect(error).toMatchObject({ availability: 'disabled', enabledBy: 'features.enable-thing-v1', replacedBy: 'createThingV2' });
    expect((error as Error).message).toContain('`features.enable-thing-v1`');
    expect(sent(calls)).toEqual(['GET /api/version']);
  });

  it('sends a disabled operation with deprecatedEndpointsEnabled: true, warning once', async () => {
    const { fetch, calls } = server('3.0.0');
    const { logger, warnings } = memoryLogger();
    const client = api.createClient({ fetch, logger, deprecatedEndpointsEnabled: true });
    await client.createThingV1();
    await client.createThingV1();
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v1/thing', 'POST /api/v1/thing']);
    expect(warnings.filter((w) => w.includes('createThingV1'))).toHaveLength(1);
  });

  it('sends a deprecated operation the release still serves and warns once, naming the release', async () => {
    const { fetch, calls } = server('2.1.0');
    const { logger, warnings } = memoryLogger();
    const client = api.createClient({ fetch, logger });
    await client.createThingV0();
    await client.createThingV0();
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v0/thing', 'POST /api/v0/thing']);
    const mine = warnings.filter((w) => w.includes('createThingV0'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('is deprecated. Use `createThingV2` (POST /v2/thing)');
    expect(mine[0]).toContain('The server reports release 2.1.0.');
  });

  it('orders a snapshot build before its release', async () => {
    // 3.0.0-SNAPSHOT is before 3.0.0: createThingV0 is not removed there yet, createThingV2 (2.0.0) is served.
    const { fetch, calls } = server('3.0.0-SNAPSHOT');
    const client = api.createClient({ fetch });
    await client.createThingV0();
    await client.createThingV2();
    const early = server('2.0.0-snapshot.20260815.19176.0.v65fa04f6');
    const error = await rejection(api.createClient({ fetch: early.fetch }).createThingV2());
    expect(error).toMatchObject({ availability: 'absent', serverVersion: '2.0.0-snapshot.20260815.19176.0.v65fa04f6' });
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v0/thing', 'POST /api/v2/thing']);
    expect(sent(early.calls)).toEqual(['GET /api/version']);
  });

  it('is sent when the lookup fails, warning once that the release is unknown; the failure stands a minute, then a call looks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let lookups = 0;
      const { fetch, calls } = server(() => (++lookups === 1 ? raw('', 503) : json({ version: '1.0.0', commit_ts: '2026-01-01T00:00:00Z' })));
      const { logger, warnings } = memoryLogger();
      const client = api.createClient({ fetch, logger, retry: false });
      await expect(client.createThingV2()).resolves.toEqual({ ok: true });
      expect(warnings.filter((w) => w.includes("server's release is unknown"))).toHaveLength(1);
      // Within the minute the failed lookup stands: the call is sent unchecked, nothing asks again.
      vi.advanceTimersByTime(59_000);
      await expect(client.createThingV2()).resolves.toEqual({ ok: true });
      expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v2/thing', 'POST /api/v2/thing']);
      // After it, a call asks again, learns 1.0.0, and is refused.
      vi.advanceTimersByTime(1_000);
      await expect(client.createThingV2()).rejects.toMatchObject({ availability: 'absent', serverVersion: '1.0.0' });
      expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v2/thing', 'POST /api/v2/thing', 'GET /api/version']);
      expect(warnings.filter((w) => w.includes("server's release is unknown"))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks the release up with the client retry policy', async () => {
    let lookups = 0;
    const { fetch, calls } = server(() => (++lookups === 1 ? raw('', 503) : json({ version: '3.0.0', commit_ts: '2026-01-01T00:00:00Z' })));
    const error = await rejection(api.createClient({ fetch, retry: { retries: 1, baseDelayMs: 0, maxDelayMs: 0 } }).createThingV0());
    expect(error).toMatchObject({ availability: 'removed' });
    expect(sent(calls)).toEqual(['GET /api/version', 'GET /api/version']);
  });

  it('sends the client token with the lookup', async () => {
    const { fetch, calls } = server('2.0.0');
    await api.createClient({ fetch, token: 'secret' }).createThingV2();
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer secret', 'Bearer secret']);
  });
});

describe('the serverVersion option', () => {
  it('states the release: nothing is looked up, and what it does not serve is never sent', async () => {
    const { fetch, calls } = server('1.0.0');
    const client = api.createClient({ fetch, serverVersion: '3.0.0' });
    await expect(client.createThingV0()).rejects.toMatchObject({ availability: 'removed', serverVersion: '3.0.0' });
    await client.createThingV2();
    expect(sent(calls)).toEqual(['POST /api/v2/thing']);
  });

  it('false never looks the release up: every call is sent, and nothing warns that the release is unknown', async () => {
    const { fetch, calls } = server('3.0.0');
    const { logger, warnings } = memoryLogger();
    const client = api.createClient({ fetch, logger, serverVersion: false });
    await client.createThingV1();
    await client.createThingV2();
    expect(sent(calls)).toEqual(['POST /api/v1/thing', 'POST /api/v2/thing']);
    expect(warnings.filter((w) => w.includes('unknown'))).toEqual([]);
  });

  it('rejects a value that is not a release, naming the option', async () => {
    const { fetch, calls } = server('3.0.0');
    const error = await rejection(api.createClient({ fetch, serverVersion: 'latest' }).createThingV2());
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toContain('`serverVersion`');
    expect(calls).toEqual([]);
  });
});

describe('a deprecated request field', () => {
  it('rejects before any request where the release disables it', async () => {
    const { fetch, calls } = server('3.0.0');
    const error = await rejection(api.createClient({ fetch }).writeStable({ legacy: true }));
    expect(error).toMatchObject({ subject: 'writeStable.legacy', availability: 'disabled', enabledBy: 'features.enable-legacy-field', replacedBy: 'name' });
    expect((error as Error).message).toContain('the request field `legacy`');
    expect(sent(calls)).toEqual(['GET /api/version']);
  });

  it('is sent and warns once where the release serves it deprecated; unset, it needs no release', async () => {
    const { fetch, calls } = server('2.5.0');
    const { logger, warnings } = memoryLogger();
    const client = api.createClient({ fetch, logger });
    await client.writeStable({ name: 'a' });
    await client.writeStable({ legacy: true });
    await client.writeStable({ legacy: false });
    expect(sent(calls)).toEqual(['POST /api/v0/stable', 'GET /api/version', 'POST /api/v0/stable', 'POST /api/v0/stable']);
    const mine = warnings.filter((w) => w.includes('`legacy`'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('The server reports release 2.5.0.');
  });
});

describe('targets', () => {
  it('warns once per client when the server release is of none of the targeted lines, naming the release and the lines', async () => {
    const { fetch, calls } = server('3.0.0');
    const { logger, warnings } = memoryLogger();
    const client = api.createClient({ fetch, logger, targets: ['1.0', '2.0'] });
    await client.createThingV2();
    await client.createThingV2();
    const mine = warnings.filter((w) => w.includes('targets'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('release 3.0.0, of none of the release lines the client targets (1.0, 2.0)');
    // The calls are still judged against the server's release, not against the targets.
    expect(sent(calls)).toEqual(['GET /api/version', 'POST /api/v2/thing', 'POST /api/v2/thing']);
    const other = memoryLogger();
    await api.createClient({ fetch, logger: other.logger, targets: ['1.0'] }).createThingV2();
    expect(other.warnings.filter((w) => w.includes('targets'))).toHaveLength(1);
  });

  it('warns nothing when the release is of a targeted line, or without targets', async () => {
    const { fetch } = server('2.0.3');
    const { logger, warnings } = memoryLogger();
    await api.createClient({ fetch, logger, targets: ['2.0', '3.0'] }).createThingV2();
    await api.createClient({ fetch, logger }).createThingV2();
    expect(warnings.filter((w) => w.includes('targets'))).toEqual([]);
  });
});
