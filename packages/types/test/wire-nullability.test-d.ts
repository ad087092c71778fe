// Fields that healthy servers send as `null` (circe writes an absent Option as `null`) are typed
// `| null`, so code that reads them must handle the value the wire carries.
import { describe, expectTypeOf, test } from 'vitest';
import type { ActiveContract, Contract, LookupFeaturedAppRightResponse, operations } from '@canton-openapi/types/scan';
import type { TransferOfferFailedResponse } from '@canton-openapi/types/validator';

describe('nullable on the wire, nullable in the types', () => {
  test('lookupFeaturedAppRightByContractId: featured_app_right is null when not found', () => {
    expectTypeOf<LookupFeaturedAppRightResponse['featured_app_right']>().toEqualTypeOf<Contract | null | undefined>();
    type Ok = operations['lookupFeaturedAppRightByContractId']['responses']['200']['content']['application/json'];
    expectTypeOf<Ok['featured_app_right']>().toEqualTypeOf<Contract | null | undefined>();
  });

  test('lookupFeaturedAppRight: featured_app_right is null when the provider has none', () => {
    type Ok = operations['lookupFeaturedAppRight']['responses']['200']['content']['application/json'];
    expectTypeOf<Ok['featured_app_right']>().toEqualTypeOf<Contract | null | undefined>();
    expectTypeOf<operations['lookupFeaturedAppRight']['parameters']['path']['provider_party_id']>().toEqualTypeOf<string>();
  });

  test('a failed transfer offer without a reason carries withdrawn_reason: null', () => {
    expectTypeOf<TransferOfferFailedResponse['withdrawn_reason']>().toEqualTypeOf<string | null | undefined>();
  });

  test('getHoldingsStateAtV1: created_in_update_id is null for contracts of earlier migrations', () => {
    expectTypeOf<ActiveContract['created_in_update_id']>().toEqualTypeOf<string | null | undefined>();
    type Ok = operations['getHoldingsStateAtV1']['responses']['200']['content']['application/json'];
    expectTypeOf<Ok['created_events'][number]>().toEqualTypeOf<ActiveContract>();
    expectTypeOf<Ok['next_page_token']>().toEqualTypeOf<number | null | undefined>();
  });
});
