// The API list every tool, test and bench loops over, read from `redocly.yaml` `apis:`: on a config of our
// own (so that adding an API to the repository's changes no test), and on the repository's.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listApis, listChannels } from '@canton-openapi/contract';

/** A `redocly.yaml` in a fresh folder with these `apis:` entries (name → root). */
function config(entries: Record<string, string>): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'apis-'));
  const path = join(dir, 'redocly.yaml');
  const lines = Object.entries(entries).map(([name, root]) => `  ${name}:\n    root: ./${root}\n    output: ./dist/${root.replace(/\.yaml$/, '.json')}\n`);
  writeFileSync(path, `extends:\n  - recommended\napis:\n${lines.join('')}`);
  return { dir, path };
}

describe('listApis', () => {
  it('reads the APIs of redocly.yaml in their order, with absolute root and bundle paths', () => {
    const { dir, path } = config({ orders: 'orders/openapi.yaml', payments: 'payments/openapi.yaml', audit: 'audit/openapi.yaml' });
    const apis = listApis(path);
    expect(apis.map((a) => a.name)).toEqual(['orders', 'payments', 'audit']);
    expect(apis[0]).toEqual({ name: 'orders', root: join(dir, 'orders/openapi.yaml'), bundle: join(dir, 'dist/orders/openapi.json') });
  });

  it('lists the AsyncAPI document as the channels of the API beside it, not as an API', () => {
    const { dir, path } = config({ orders: 'orders/openapi.yaml', 'orders-channels': 'orders/asyncapi.yaml', payments: 'payments/openapi.yaml' });
    expect(listChannels(path)).toEqual([
      { name: 'orders-channels', api: 'orders', root: join(dir, 'orders/asyncapi.yaml'), bundle: join(dir, 'dist/orders/asyncapi.json') },
    ]);
    expect(listApis(path).map((a) => a.name)).toEqual(['orders', 'payments']);
  });

  it("of the repository: every API's root document and every channel document exist", () => {
    expect(listApis().length).toBeGreaterThan(0);
    for (const entry of [...listApis(), ...listChannels()]) expect(existsSync(entry.root), entry.root).toBe(true);
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
    writeFileSync(config, 'apis:\n  orders:\n    root: ./a.yaml\n');
    expect(() => listApis(config)).toThrow("redocly.yaml: apis.orders needs both 'root' and 'output'");
  });
});
