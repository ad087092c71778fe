// `cantonApis` comes from the specs' info.version, and `--write` edits only that field of a manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedApiVersions, withApiVersions } from '../api-versions.ts';

describe('trackedApiVersions', () => {
  it('reads info.version of each API of redocly.yaml, in its order', () => {
    const repo = mkdtempSync(join(tmpdir(), 'release-api-versions-'));
    try {
      mkdirSync(join(repo, 'specs'));
      writeFileSync(join(repo, 'redocly.yaml'), 'apis:\n  scan:\n    root: specs/s.yaml\n    output: o1\n  ledger:\n    root: specs/l.yaml\n    output: o2\n');
      writeFileSync(join(repo, 'specs/s.yaml'), 'openapi: 3.1.0\ninfo:\n  title: S\n  version: 0.6.12\n');
      writeFileSync(join(repo, 'specs/l.yaml'), "openapi: 3.1.0\ninfo:\n  title: L\n  version: '3.5.14'\n");
      expect(Object.entries(trackedApiVersions(repo))).toEqual([
        ['scan', '0.6.12'],
        ['ledger', '3.5.14'],
      ]);
      writeFileSync(join(repo, 'specs/l.yaml'), 'openapi: 3.1.0\ninfo:\n  title: L\n');
      expect(() => trackedApiVersions(repo)).toThrow('specs/l.yaml: info.version is missing; it names the upstream release the spec tracks');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('withApiVersions', () => {
  const manifest = '{\n  "name": "p",\n  "license": "Apache-2.0",\n  "scripts": {\n    "test": "vitest"\n  }\n}\n';

  it('adds the field after "license", leaving every other line as it was', () => {
    expect(withApiVersions(manifest, { ledger: '3.5.14', scan: '0.6.12' })).toBe(
      '{\n  "name": "p",\n  "license": "Apache-2.0",\n  "cantonApis": {\n    "ledger": "3.5.14",\n    "scan": "0.6.12"\n  },\n' +
        '  "scripts": {\n    "test": "vitest"\n  }\n}\n',
    );
  });

  it('replaces the recorded versions in place, and leaves a current manifest unchanged', () => {
    const recorded = withApiVersions(manifest, { ledger: '3.5.13' });
    const updated = withApiVersions(recorded, { ledger: '3.5.14' });
    expect(updated).toBe(withApiVersions(manifest, { ledger: '3.5.14' }));
    expect(withApiVersions(updated, { ledger: '3.5.14' })).toBe(updated);
  });
});
