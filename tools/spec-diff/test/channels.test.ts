// `spec:diff` and the breaking-change gate cover an API's WebSocket channels (its AsyncAPI document): a
// channel or message removed is breaking, a payload schema is compared like a request or response body, and
// the channels' extensions (stream authentication, error frames, deprecation) are classified. On a small
// ledger-like pair of documents (fixtures/channels/: an OpenAPI document and its channels sharing its schemas).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { relativeLocation } from '../report.ts';
import { diffApis, type SpecDiff } from '../diff.ts';
import { loadSpec } from '../load.ts';
import { createTempRepo, runScript, type TempRepo } from './temp-repo.ts';

const cli = join(import.meta.dirname, '..', 'cli.ts');
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** The fixture documents: `openapi.yaml` and its channels, `asyncapi.yaml`. */
const fixture = join(import.meta.dirname, 'fixtures', 'channels');

/** A repository holding the fixture documents as the ledger's are laid out (`ledger`, `ledger-channels`), committed. */
function ledgerRepo(): TempRepo {
  const r = createTempRepo();
  cpSync(fixture, join(r.dir, 'specs', 'ledger'), { recursive: true });
  r.write({
    'redocly.yaml': stringify({
      apis: {
        ledger: { root: './specs/ledger/openapi.yaml', output: './specs/dist/ledger/openapi.json' },
        'ledger-channels': { root: './specs/ledger/asyncapi.yaml', output: './specs/dist/ledger/asyncapi.json' },
      },
    }),
  });
  r.commit('ledger specs');
  return r;
}

function editChannels(r: TempRepo, edit: (doc: Record<string, any>) => void): void {
  const doc = parse(readFileSync(join(r.dir, 'specs/ledger/asyncapi.yaml'), 'utf8')) as Record<string, any>;
  edit(doc);
  r.write({ 'specs/ledger/asyncapi.yaml': stringify(doc) });
}

async function diff(r: TempRepo): Promise<{ status: number | null; diff: SpecDiff }> {
  const { status, stdout, stderr } = await runScript(cli, ['--base', 'HEAD', '--json'], r.dir);
  if (stdout === '') throw new Error(stderr);
  return { status, diff: JSON.parse(stdout) as SpecDiff };
}

describe('spec:diff of the ledger channels', { timeout: 120_000 }, () => {
  it('finds no change in the unchanged AsyncAPI document', async () => {
    repo = ledgerRepo();
    expect(await diff(repo)).toEqual({ status: 0, diff: expect.objectContaining({ changes: [], breaking: false }) });
  });

  it('reports a removed channel as breaking, under the channel, and exits 1', async () => {
    repo = ledgerRepo();
    editChannels(repo, (doc) => delete doc.channels['/v2/updates/flats']);
    const { status, diff: result } = await diff(repo);
    expect(status).toBe(1);
    expect(result.changes).toEqual([
      {
        api: 'ledger-channels',
        operation: 'WS /v2/updates/flats',
        operationId: 'onV2UpdatesFlats',
        pointer: '/channels/~1v2~1updates~1flats',
        kind: 'channel-removed',
        breaking: true,
        message: 'channel removed: clients opening /v2/updates/flats are refused',
      },
    ]);
    const text = (await runScript(cli, ['--base', 'HEAD'], repo.dir)).stdout;
    expect(text).toContain('ledger-channels: 1 change, 1 breaking');
  });

  it('reports a message removed from a channel as breaking', async () => {
    repo = ledgerRepo();
    editChannels(repo, (doc) => {
      doc.channels['/v2/updates'].subscribe.message = { $ref: '#/components/messages/JsGetUpdatesResponse' };
    });
    const { status, diff: result } = await diff(repo);
    expect(status).toBe(1);
    expect(result.changes.map((c) => [c.operation, c.kind, c.breaking, c.message])).toEqual([
      ['WS /v2/updates', 'message-removed', true, 'message JsCantonError (the server sends) removed: clients reading it break'],
    ]);
  });

  it('compares a shared payload schema changed in openapi.yaml in both documents', async () => {
    repo = ledgerRepo();
    const path = join(repo.dir, 'specs/ledger/openapi.yaml');
    const spec = parse(readFileSync(path, 'utf8')) as Record<string, any>;
    spec.components.schemas.GetUpdatesRequest.required.push('endInclusive');
    repo.write({ 'specs/ledger/openapi.yaml': stringify(spec) });
    const { status, diff: result } = await diff(repo);
    expect(status).toBe(1);
    const channelChanges = result.changes.filter((c) => c.api === 'ledger-channels');
    expect(channelChanges.map((c) => [c.operation, c.kind, c.breaking])).toEqual([
      ['WS /v2/updates', 'required-added', true],
      ['WS /v2/updates/flats', 'required-added', true],
      ['WS /v2/updates/trees', 'required-added', true],
    ]);
  });
});

/** The fixture's channels against a copy whose AsyncAPI document `edit` changed: `kind BREAKING|non-breaking location: message` per change. */
async function channelChanges(edit: (doc: Record<string, any>) => void): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'spec-diff-channels-'));
  try {
    cpSync(fixture, dir, { recursive: true });
    const doc = parse(readFileSync(join(dir, 'asyncapi.yaml'), 'utf8')) as Record<string, any>;
    edit(doc);
    writeFileSync(join(dir, 'asyncapi.yaml'), stringify(doc));
    const [base, head] = [await loadSpec(join(fixture, 'asyncapi.yaml')), await loadSpec(join(dir, 'asyncapi.yaml'))];
    const api = (root: typeof base) => new Map([['ledger-channels', { api: 'ledger-channels', root }]]);
    return diffApis(api(base), api(head)).map((c) => `${c.kind} ${c.breaking ? 'BREAKING' : 'non-breaking'} ${relativeLocation(c)}: ${c.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("spec:diff of the channels' extensions", { timeout: 60_000 }, () => {
  it('breaks on a changed stream authentication: the subprotocols or the refusal without a token', async () => {
    const auth = (doc: Record<string, any>) => doc.components.securitySchemes.subprotocolAuth;
    expect(await channelChanges((doc) => (auth(doc)['x-subprotocols'].tokenPrefix = 'bearer.'))).toEqual([
      'channel-auth-changed BREAKING components/securitySchemes: how streams authenticate changed from `jwt.token.<JWT>` with `daml.ws.auth`, ' +
        'a 101 and one error frame without a valid token to `bearer.<JWT>` with `daml.ws.auth`, a 101 and one error frame without a valid token: ' +
        'clients and conformance follow the documented way',
    ]);
    const refused = await channelChanges((doc) => (auth(doc)['x-rejected-with'] = { status: 401, contentType: 'text/plain', payload: 'no token' }));
    expect(refused).toEqual([expect.stringMatching(/^channel-auth-changed BREAKING .*, 401 without a valid token: /)]);
  });

  it('breaks where a frame starts or stops ending the stream (x-error-frame), in every channel sending it', async () => {
    // The fixture's three channels each send JsCantonError.
    expect(await channelChanges((doc) => delete doc.components.messages.JsCantonError['x-error-frame'])).toEqual(
      Array(3).fill(
        'error-frame-changed BREAKING components/messages/JsCantonError/x-error-frame: message JsCantonError (the server sends) no longer ends the stream: clients stopping at it break',
      ),
    );
  });

  it("reports a deprecated channel's changed removal, and ignores its rejected examples (prose)", async () => {
    const changes = await channelChanges((doc) => {
      doc.channels['/v2/updates/flats']['x-removed-in'] = '3.7.0';
      doc.components.messages.GetUpdatesRequest['x-rejected-examples'][0].payload = { endInclusive: 1 };
    });
    // 3.7 is past the lines the contract describes (3.5, 3.6): no client of those releases loses the channel.
    const releases =
      'deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34)';
    expect(changes).toEqual([`availability-changed non-breaking x-removed-in: channel: releases were "${releases}", now "${releases}; removed in 3.7.0"`]);
  });

  it('breaks where a release the contract describes newly refuses a channel by default (x-disabled-in moved earlier)', async () => {
    const changes = await channelChanges((doc) => (doc.channels['/v2/updates/flats']['x-disabled-in'] = '3.5.12'));
    expect(changes).toEqual([
      expect.stringMatching(
        /^availability-changed BREAKING x-disabled-in: channel: .*: 3\.5\.12 refuses it by default \(was deprecated\), breaking clients of 3\.5\.x$/,
      ),
    ]);
  });
});
