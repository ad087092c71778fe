// The packages declare `node >= 22`; `npm run test:node22` runs the tests of the runtime on Node 22 from the
// registry (CANTON_EXPECT_NODE=22), so this file also proves which Node ran it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const major = Number(process.versions.node.split('.')[0]);

describe('engines', () => {
  it('@canton-openapi/types and @canton-openapi/client declare node >= 22', () => {
    for (const file of ['../package.json', '../../types/package.json']) {
      const pkg = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { engines?: { node?: string } };
      expect(pkg.engines?.node, file).toBe('>=22');
    }
  });

  it('runs on the Node it was asked to (22 under test:node22), and never below 22', () => {
    expect(major).toBeGreaterThanOrEqual(22);
    const expected = process.env.CANTON_EXPECT_NODE;
    if (expected !== undefined) expect(major).toBe(Number(expected));
  });

  it('has the JSON features the int64 handling relies on: reviver source text', () => {
    let source: string | undefined;
    JSON.parse('9007199254740993', (_key, value: unknown, context?: { source?: string }) => ((source = context?.source), value));
    expect(source).toBe('9007199254740993');
  });
});
