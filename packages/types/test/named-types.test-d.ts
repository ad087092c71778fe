// The names the interfaces document uses are exported from their API module.
import { describe, expectTypeOf, test } from 'vitest';
import type * as ledger from '@canton-openapi/types/ledger';
import type * as scan from '@canton-openapi/types/scan';
import type * as validator from '@canton-openapi/types/validator';

type L = ledger.components['schemas'];
type S = scan.components['schemas'];

describe('named schema types', () => {
  test('ledger', () => {
    expectTypeOf<ledger.Update>().toEqualTypeOf<L['Update']>();
    expectTypeOf<ledger.JsTransaction>().toEqualTypeOf<L['JsTransaction']>();
    expectTypeOf<ledger.Event>().toEqualTypeOf<L['Event']>();
    expectTypeOf<ledger.CreatedEvent>().toEqualTypeOf<L['CreatedEvent']>();
    expectTypeOf<ledger.ArchivedEvent>().toEqualTypeOf<L['ArchivedEvent']>();
    expectTypeOf<ledger.ExercisedEvent>().toEqualTypeOf<L['ExercisedEvent']>();
    expectTypeOf<ledger.OffsetCheckpoint>().toEqualTypeOf<L['OffsetCheckpoint']>();
    expectTypeOf<ledger.JsReassignment>().toEqualTypeOf<L['JsReassignment']>();
    expectTypeOf<ledger.JsTopologyTransaction>().toEqualTypeOf<L['JsTopologyTransaction']>();
    expectTypeOf<ledger.CumulativeFilter>().toEqualTypeOf<L['CumulativeFilter']>();
    expectTypeOf<ledger.GetUpdatesRequest>().toEqualTypeOf<L['GetUpdatesRequest']>();
    expectTypeOf<ledger.UpdateFormat>().toEqualTypeOf<L['UpdateFormat']>();
    expectTypeOf<ledger.JsCantonError>().toEqualTypeOf<L['JsCantonError']>();
  });

  test('scan and validator', () => {
    expectTypeOf<scan.RewardAccountingActivityTotalsOk>().toEqualTypeOf<S['RewardAccountingActivityTotalsOk']>();
    expectTypeOf<scan.Contract>().toEqualTypeOf<S['Contract']>();
    expectTypeOf<scan.DomainScans>().toEqualTypeOf<S['DomainScans']>();
    expectTypeOf<scan.ScanInfo>().toEqualTypeOf<S['ScanInfo']>();
    expectTypeOf<validator.AnsEntry>().toEqualTypeOf<validator.components['schemas']['AnsEntry']>();
  });

  test('each module has its own CreatedEvent', () => {
    expectTypeOf<scan.CreatedEvent['event_type']>().toEqualTypeOf<'created_event'>();
    expectTypeOf<ledger.CreatedEvent['contractId']>().toEqualTypeOf<string>();
  });
});
