// `spec:diff` and the breaking-change gate cover an API's WebSocket channels (its AsyncAPI document): a
// channel or message removed is breaking, a payload schema is compared like a request or response body.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { listChannels, repoRoot } from '../../apis.ts';
import type { SpecDiff } from '../diff.ts';
import { createTempRepo, runScript, type TempRepo } from './temp-repo.ts';

const cli = join(import.meta.dirname, '..', 'cli.ts');
let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

/** A repository holding this repository's ledger specs (OpenAPI and AsyncAPI) as they are, committed. */
function ledgerRepo(): TempRepo {
  const r = createTempRepo();
  cpSync(join(repoRoot, 'specs', 'ledger'), join(r.dir, 'specs', 'ledger'), { recursive: true });
  const [channels] = listChannels();
  r.write({
    'redocly.yaml': stringify({
      apis: {
        ledger: { root: './specs/ledger/openapi.yaml', output: './specs/dist/ledger/openapi.json' },
        [channels!.name]: { root: './specs/ledger/asyncapi.yaml', output: './specs/dist/ledger/asyncapi.json' },
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

function diff(r: TempRepo): { status: number | null; diff: SpecDiff } {
  const { status, stdout, stderr } = runScript(cli, ['--base', 'HEAD', '--json'], r.dir);
  if (stdout === '') throw new Error(stderr);
  return { status, diff: JSON.parse(stdout) as SpecDiff };
}

describe('spec:diff of the ledger channels', { timeout: 120_000 }, () => {
  it('finds no change in the unchanged AsyncAPI document', () => {
    repo = ledgerRepo();
    expect(diff(repo)).toEqual({ status: 0, diff: expect.objectContaining({ changes: [], breaking: false }) });
  });

  it('reports a removed channel as breaking, under the channel, and exits 1', () => {
    repo = ledgerRepo();
    editChannels(repo, (doc) => delete doc.channels['/v2/updates/flats']);
    const { status, diff: result } = diff(repo);
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
    const text = runScript(cli, ['--base', 'HEAD'], repo.dir).stdout;
    expect(text).toContain('ledger-channels: 1 change, 1 breaking');
  });

  it('reports a message removed from a channel as breaking', () => {
    repo = ledgerRepo();
    editChannels(repo, (doc) => {
      doc.channels['/v2/updates'].subscribe.message = { $ref: '#/components/messages/JsGetUpdatesResponse' };
    });
    const { status, diff: result } = diff(repo);
    expect(status).toBe(1);
    expect(result.changes.map((c) => [c.operation, c.kind, c.breaking, c.message])).toEqual([
      ['WS /v2/updates', 'message-removed', true, 'message JsCantonError (the server sends) removed: clients reading it break'],
    ]);
  });

  it('compares a shared payload schema changed in openapi.yaml in both documents', () => {
    repo = ledgerRepo();
    const path = join(repo.dir, 'specs/ledger/openapi.yaml');
    const spec = parse(readFileSync(path, 'utf8')) as Record<string, any>;
    spec.components.schemas.GetUpdatesRequest.required.push('endInclusive');
    repo.write({ 'specs/ledger/openapi.yaml': stringify(spec) });
    const { status, diff: result } = diff(repo);
    expect(status).toBe(1);
    const channelChanges = result.changes.filter((c) => c.api === 'ledger-channels');
    expect(channelChanges.map((c) => [c.operation, c.kind, c.breaking])).toEqual([
      ['WS /v2/updates', 'required-added', true],
      ['WS /v2/updates/flats', 'required-added', true],
    ]);
  });
});
