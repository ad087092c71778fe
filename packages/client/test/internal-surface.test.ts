// Upstream's stability on the client's surface: `@canton-openapi/client/scan` types only the operations Splice
// keeps compatible (`x-stability: external`) and refuses the others at their first call, before anything is
// sent; `@canton-openapi/client/scan/internal` exports the same names typed for every operation. The operations
// are taken from the contract, so a new internal operation is covered without a new test. The types are
// internal-surface.test-d.ts's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as stable from '@canton-openapi/client/scan';
import * as internal from '@canton-openapi/client/scan/internal';
import { fakeFetch, json } from './support/fake-fetch.ts';
import { specOperations } from './support/spec.ts';

const baseUrl = 'http://scan.test/api/scan';
const unstable = specOperations('scan').filter((op) => op.stability !== 'external');
const external = specOperations('scan').filter((op) => op.stability === 'external');

describe('the stable Scan subpath and its /internal twin', () => {
  it('the contract has operations of both kinds to split', () => {
    expect(unstable.length).toBeGreaterThan(0);
    expect(external.length).toBeGreaterThan(0);
  });

  it('the stable client refuses every operation without upstream promise, naming it and the /internal subpath, and sends nothing', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = stable.createScanClient({ baseUrl, fetch, retry: false, serverVersion: false }) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    for (const op of unstable) {
      const args = [...(op.path.includes('{') ? ['1'] : []), ...(op.method === 'POST' ? [{}] : [])];
      const error = await client[op.id]!(...args).catch((e: unknown) => e);
      expect(error, op.id).toBeInstanceOf(stable.RequestError);
      expect(error, op.id).toMatchObject({ operationId: op.id });
      expect((error as Error).message).toContain(`${op.id} is ${op.stability} upstream`);
      expect((error as Error).message).toContain('@canton-openapi/client/scan/internal');
    }
    expect(calls).toEqual([]);
  });

  it('the stable client calls an external operation as before', async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const client = stable.createScanClient({ baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.listDsoScans()).resolves.toEqual({ scans: [] });
    expect(calls.map((c) => c.url)).toEqual([`${baseUrl}/v0/scans`]);
  });

  it('the /internal client calls an internal operation, and its page iterator, with the same factory name', async () => {
    const { fetch, calls } = fakeFetch(() => json({ featured_app_right: null }));
    const client = internal.createScanClient({ baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.lookupFeaturedAppRight('Alice::1220aa')).resolves.toEqual({ featured_app_right: null });
    expect(calls[0]!.url).toBe(`${baseUrl}/v0/featured-apps/Alice%3A%3A1220aa`);
  });

  it('the package exports both subpaths', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['./scan', './scan/internal']));
    expect(Object.keys(manifest.exports)).not.toContain('./ledger/internal');
  });
});
