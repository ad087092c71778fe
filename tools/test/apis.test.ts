import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listApis, repoRoot } from '../apis.ts';

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

  it('names the API whose entry lacks an output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apis-'));
    const config = join(dir, 'redocly.yaml');
    writeFileSync(config, 'apis:\n  ledger:\n    root: ./a.yaml\n');
    expect(() => listApis(config)).toThrow("redocly.yaml: apis.ledger needs both 'root' and 'output'");
  });
});
