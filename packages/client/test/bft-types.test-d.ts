// The BFT client has the methods of createScanClient, with the same types, in both int64 modes.
import { describe, expectTypeOf, it } from 'vitest';
import { type BftScanClient, createBftScanClient, type ScanClient, type ScanMethods } from '@canton-openapi/client/scan/internal';

describe('createBftScanClient', () => {
  it('has every method of ScanMethods, typed alike', () => {
    expectTypeOf(createBftScanClient({ seedUrls: ['https://s/api/scan'] })).toEqualTypeOf<BftScanClient<'number'>>();
    expectTypeOf<Pick<BftScanClient, keyof ScanMethods<'number'>>>().toEqualTypeOf<Pick<ScanClient, keyof ScanMethods<'number'>>>();
    expectTypeOf<Pick<BftScanClient<'bigint'>, keyof ScanMethods<'bigint'>>>().toEqualTypeOf<Pick<ScanClient<'bigint'>, keyof ScanMethods<'bigint'>>>();
    const big = createBftScanClient({ seedUrls: ['https://s/api/scan'], int64: 'bigint' });
    expectTypeOf(big.getRewardAccountingActivityTotals).parameter(0).toEqualTypeOf<number | bigint>();
  });

  it('takes no client-wide token: credentials are per origin', () => {
    // @ts-expect-error a token for every Scan would leak to discovered ones
    createBftScanClient({ seedUrls: ['https://s/api/scan'], token: 't' });
    createBftScanClient({ seedUrls: ['https://s/api/scan'], credentials: { 'https://s': { token: 't', headers: { 'x-key': 'k' } } } });
  });
});
