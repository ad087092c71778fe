// Scan's featured-app right of a provider (`lookupFeaturedAppRight`), which an app reads itself to feature a
// Canton Coin transfer once Splice 0.8.0's Scan leaves the right out of the Token Standard choice contexts.
import { HttpError, ResponseValidationError } from '@canton-openapi/client';
import { createScanClient, isScanHttpError } from '@canton-openapi/client/scan/internal';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from './support/fake-fetch.ts';

const baseUrl = 'http://scan.test/api/scan';
const provider = 'Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90';
const right = {
  template_id: 'b500aa52b767ad65e9b49f8afc8548b11d334bbdadb4dc0e068ce9a2bb81d151:Splice.Amulet:FeaturedAppRight',
  contract_id: '00f451a61749c611ba0fa0e16c61831db44f38c611dff25879cf271a24c81a88b6ca1112',
  payload: { dso: 'DSO::1220aa', provider },
  created_event_blob: 'CgMyLjES',
  created_at: '2026-04-28T14:33:45.269936Z',
};

describe('lookupFeaturedAppRight', () => {
  it('asks GET /v0/featured-apps/{provider_party_id} with the party URL-encoded, and resolves to the right', async () => {
    const { fetch, calls } = fakeFetch(() => json({ featured_app_right: right }));
    const scan = createScanClient({ baseUrl, fetch, validate: true, serverVersion: false });
    await expect(scan.lookupFeaturedAppRight(provider)).resolves.toEqual({ featured_app_right: right });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', `${baseUrl}/v0/featured-apps/Alice%3A%3A${provider.slice('Alice::'.length)}`]]);
    // A party hint may hold a space: it stays inside the one path segment.
    await scan.lookupFeaturedAppRight('Alice Bob::1220aa');
    expect(new URL(calls[1]!.url).pathname).toBe('/api/scan/v0/featured-apps/Alice%20Bob%3A%3A1220aa');
  });

  it('resolves to featured_app_right: null when the provider has none, as Scan answers it', async () => {
    const { fetch } = fakeFetch(() => json({ featured_app_right: null }));
    const scan = createScanClient({ baseUrl, fetch, validate: true, serverVersion: false });
    await expect(scan.lookupFeaturedAppRight(provider)).resolves.toEqual({ featured_app_right: null });
  });

  it('rejects a right that is not a contract as not matching the spec', async () => {
    const { fetch } = fakeFetch(() => json({ featured_app_right: { ...right, template_id: 'FeaturedAppRight' } }));
    const scan = createScanClient({ baseUrl, fetch, validate: true, serverVersion: false });
    await expect(scan.lookupFeaturedAppRight(provider)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it("rejects Scan's 400 for a provider that is not a party id with an HttpError carrying its {error}", async () => {
    const body = { error: 'Invalid unique identifier `Alice` with missing namespace.' };
    const { fetch } = fakeFetch(() => json(body, 400));
    const scan = createScanClient({ baseUrl, fetch, validate: true, retry: false, serverVersion: false });
    const error = await scan.lookupFeaturedAppRight('Alice').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(isScanHttpError(error, 'lookupFeaturedAppRight') && [error.status, error.mediaType, error.body]).toEqual([400, 'application/json', body]);
  });
});
