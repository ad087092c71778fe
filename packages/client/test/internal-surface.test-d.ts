// The types of the stable Scan subpath and its /internal twin (internal-surface.test.ts runs them): the stable
// clients, one server and BFT, lack the methods of operations upstream makes no compatibility promise for, and
// their page iterators; the /internal ones, exported under the same names, have them.
import { describe, expectTypeOf, it } from 'vitest';
import * as stable from '@canton-openapi/client/scan';
import * as internal from '@canton-openapi/client/scan/internal';

const baseUrl = 'http://scan.test/api/scan';

describe('the types of the stable Scan subpath and its /internal twin', () => {
  it('one-server clients', () => {
    const s = stable.createScanClient({ baseUrl });
    const i = internal.createScanClient({ baseUrl });
    expectTypeOf(s).toHaveProperty('getHoldingsStateAtV2');
    expectTypeOf(s).not.toHaveProperty('listVoteRequestResults');
    expectTypeOf(s).not.toHaveProperty('iterateVoteRequestResults');
    expectTypeOf(s.withResponse).not.toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf(i).toHaveProperty('iterateVoteRequestResults');
    expectTypeOf(i.withResponse).toHaveProperty('lookupFeaturedAppRight');
    expectTypeOf<stable.ScanInternalMethodName>().toEqualTypeOf<internal.ScanInternalMethodName>();
  });

  it('BFT clients, also narrowed to release lines', () => {
    const seedUrls = [baseUrl];
    expectTypeOf(stable.createBftScanClient({ seedUrls })).toHaveProperty('listDsoScans');
    expectTypeOf(stable.createBftScanClient({ seedUrls })).not.toHaveProperty('getRewardAccountingActivityTotals');
    expectTypeOf(internal.createBftScanClient({ seedUrls })).toHaveProperty('getRewardAccountingActivityTotals');
    expectTypeOf(internal.createBftScanClient({ seedUrls, targets: ['0.9'] })).toHaveProperty('lookupFeaturedAppRightByContractId');
    expectTypeOf<internal.BftScanClient>().toHaveProperty('iterateVoteRequestResults');
    expectTypeOf<stable.BftScanClient>().not.toHaveProperty('iterateVoteRequestResults');
  });
});
