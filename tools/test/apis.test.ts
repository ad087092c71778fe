import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listApis, listChannels, repoRoot } from '../apis.ts';

describe('listApis', () => {
  it('reads the three APIs of redocly.yaml with absolute root and bundle paths', () => {
    const apis = listApis();
    expect(apis.map((a) => a.name)).toEqual(['ledger', 'scan', 'validator']);
    expect(apis[0]).toEqual({
      name: 'ledger',
      root: join(repoRoot, 'specs/ledger/openapi.yaml'),
      bundle: join(repoRoot, 'specs/dist/ledger/openapi.json'),
    });
  });

  it('lists the AsyncAPI document as the channels of the API beside it, not as an API', () => {
    expect(listChannels()).toEqual([
      {
        name: 'ledger-channels',
        api: 'ledger',
        root: join(repoRoot, 'specs/ledger/asyncapi.yaml'),
        bundle: join(repoRoot, 'specs/dist/ledger/asyncapi.json'),
      },
    ]);
    expect(listApis().map((a) => a.name)).not.toContain('ledger-channels');
  });

  it('names an AsyncAPI document without an API beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apis-'));
    const config = join(dir, 'redocly.yaml');
    writeFileSync(config, 'apis:\n  a:\n    root: ./a/openapi.yaml\n    output: ./a.json\n  b-channels:\n    root: ./b/asyncapi.yaml\n    output: ./b.json\n');
    expect(() => listChannels(config)).toThrow('apis.b-channels (an AsyncAPI document) has no OpenAPI document beside it');
    expect(listApis(config).map((a) => a.name)).toEqual(['a']);
  });

  it('names the API whose entry lacks an output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apis-'));
    const config = join(dir, 'redocly.yaml');
    writeFileSync(config, 'apis:\n  ledger:\n    root: ./a.yaml\n');
    expect(() => listApis(config)).toThrow("redocly.yaml: apis.ledger needs both 'root' and 'output'");
  });
});
