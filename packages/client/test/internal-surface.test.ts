// Upstream's stability on the client's surface: `@canton-openapi/client/<api>` types only the operations Splice
// keeps compatible (`x-stability: external`) and refuses the others at their first call, before anything is
// sent; `@canton-openapi/client/<api>/internal` exports the same names typed for every operation. Scan and the
// validator (whose scan-proxy mirrors Scan's internal reads) have both. The operations are taken from the
// contract, so a new internal operation is covered without a new test. The types are internal-surface.test-d.ts's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as stableScan from '@canton-openapi/client/scan';
import * as internalScan from '@canton-openapi/client/scan/internal';
import * as stableValidator from '@canton-openapi/client/validator';
import * as internalValidator from '@canton-openapi/client/validator/internal';
import { fakeFetch, json } from './support/fake-fetch.ts';
import { type Api, specOperations } from './support/spec.ts';

type Options = { baseUrl: string; fetch: typeof fetch; retry: false; serverVersion: false };
type AnyClient = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Each API with an `/internal` twin: its two factories and the root a deployment serves it at. */
const twins: Partial<Record<Api, { stable: (o: Options) => unknown; internal: (o: Options) => unknown; baseUrl: string }>> = {
  scan: { stable: stableScan.createScanClient, internal: internalScan.createScanClient, baseUrl: 'http://scan.test/api/scan' },
  validator: {
    stable: stableValidator.createValidatorClient,
    internal: internalValidator.createValidatorClient,
    baseUrl: 'http://validator.test/api/validator',
  },
};

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };

describe('the stable subpaths and their /internal twins', () => {
  it('are exported for exactly the APIs tested here, and not for one without internal operations', () => {
    const internalSubpaths = Object.keys(manifest.exports).filter((subpath) => subpath.endsWith('/internal'));
    expect(internalSubpaths.sort()).toEqual(
      Object.keys(twins)
        .map((api) => `./${api}/internal`)
        .sort(),
    );
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['./scan', './scan/internal', './validator', './validator/internal']));
    expect(Object.keys(manifest.exports)).not.toContain('./ledger/internal');
  });

  for (const [api, twin] of Object.entries(twins) as [Api, NonNullable<(typeof twins)[Api]>][]) {
    const unstable = specOperations(api).filter((op) => op.stability !== 'external');
    const external = specOperations(api).filter((op) => op.stability === 'external');

    it(`${api}: the contract has operations of both kinds to split`, () => {
      expect(unstable.length).toBeGreaterThan(0);
      expect(external.length).toBeGreaterThan(0);
    });

    it(`${api}: the stable client refuses every operation without upstream promise, naming it and the /internal subpath, and sends nothing`, async () => {
      const { fetch, calls } = fakeFetch(() => json({}));
      const client = twin.stable({ baseUrl: twin.baseUrl, fetch, retry: false, serverVersion: false }) as AnyClient;
      for (const op of unstable) {
        const args = [...(op.path.includes('{') ? ['1'] : []), ...(op.method === 'POST' ? [{}] : [])];
        const error = await client[op.id]!(...args).catch((e: unknown) => e);
        expect(error, op.id).toBeInstanceOf(stableScan.RequestError);
        expect(error, op.id).toMatchObject({ operationId: op.id });
        expect((error as Error).message).toContain(`${op.id} is ${op.stability} upstream`);
        expect((error as Error).message).toContain(`@canton-openapi/client/${api}/internal`);
      }
      expect(calls).toEqual([]);
    });
  }

  it('scan: the stable client calls an external operation as before', async () => {
    const { fetch, calls } = fakeFetch(() => json({ scans: [] }));
    const client = stableScan.createScanClient({ baseUrl: twins.scan!.baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.listDsoScans()).resolves.toEqual({ scans: [] });
    expect(calls.map((c) => c.url)).toEqual([`${twins.scan!.baseUrl}/v0/scans`]);
  });

  it('scan: the /internal client calls an internal operation with the same factory name', async () => {
    const { fetch, calls } = fakeFetch(() => json({ featured_app_right: null }));
    const client = internalScan.createScanClient({ baseUrl: twins.scan!.baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.lookupFeaturedAppRight('Alice::1220aa')).resolves.toEqual({ featured_app_right: null });
    expect(calls[0]!.url).toBe(`${twins.scan!.baseUrl}/v0/featured-apps/Alice%3A%3A1220aa`);
  });

  it('validator: the stable client calls an external scan-proxy read as before', async () => {
    const { fetch, calls } = fakeFetch(() => json({ dso_party_id: 'DSO::1220aa' }));
    const client = stableValidator.createValidatorClient({ baseUrl: twins.validator!.baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.getDsoPartyId()).resolves.toEqual({ dso_party_id: 'DSO::1220aa' });
    expect(calls.map((c) => c.url)).toEqual([`${twins.validator!.baseUrl}/v0/scan-proxy/dso-party-id`]);
  });

  it('validator: the /internal client calls an internal scan-proxy read, and an external one, with the same factory name', async () => {
    const { fetch, calls } = fakeFetch((request) =>
      json(request.url.endsWith('dso-party-id') ? { dso_party_id: 'DSO::1220aa' } : { featured_app_right: null }),
    );
    const client = internalValidator.createValidatorClient({ baseUrl: twins.validator!.baseUrl, fetch, retry: false, serverVersion: false });
    await expect(client.lookupFeaturedAppRight('Alice::1220aa')).resolves.toEqual({ featured_app_right: null });
    await expect(client.getDsoPartyId()).resolves.toEqual({ dso_party_id: 'DSO::1220aa' });
    expect(calls.map((c) => c.url)).toEqual([
      `${twins.validator!.baseUrl}/v0/scan-proxy/featured-apps/Alice%3A%3A1220aa`,
      `${twins.validator!.baseUrl}/v0/scan-proxy/dso-party-id`,
    ]);
  });
});
