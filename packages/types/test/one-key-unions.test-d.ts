// One-key unions are exclusive where users meet them: in `components`, in the response bodies of
// `paths`/`operations`, and in the named types. Narrowing works by reading the key.
import { assertType, describe, expectTypeOf, test } from 'vitest';
import {
  type Branch,
  type BranchEntry,
  type BranchKey,
  type components,
  type Event,
  type GetUpdatesRequest,
  type IdentifierFilter,
  type JsGetUpdatesResponse,
  type JsReassignmentEvent,
  type JsTransaction,
  type OffsetCheckpoint,
  type operations,
  type paths,
  type TopologyEventEvent,
  Update,
} from '@canton-openapi/types/ledger';
import { type Contract, type Subscription, SubscriptionState } from '@canton-openapi/types/validator';

declare const transaction: JsTransaction;
declare const checkpoint: OffsetCheckpoint;
type UpdatesBody = paths['/v2/updates']['post']['responses'][200]['content']['application/json'];

describe('exclusive one-key unions', () => {
  test('one key compiles, two keys do not', () => {
    assertType<Update>({ Transaction: { value: transaction } });
    // @ts-expect-error two keys of Update
    assertType<Update>({ Transaction: { value: transaction }, OffsetCheckpoint: { value: checkpoint } });
    // @ts-expect-error no key at all
    assertType<Update>({});
    // @ts-expect-error a key that is not a branch of Update
    assertType<Update>({ Heartbeat: { value: checkpoint } });
  });

  test('exclusivity holds in components, in response bodies and in operations', () => {
    // @ts-expect-error components['schemas']['Update'] is exclusive
    assertType<components['schemas']['Update']>({ Transaction: { value: transaction }, OffsetCheckpoint: { value: checkpoint } });
    // @ts-expect-error the update of an element of the 200 body of postV2Updates is exclusive
    assertType<UpdatesBody[number]['update']>({ Transaction: { value: transaction }, OffsetCheckpoint: { value: checkpoint } });
    // @ts-expect-error JsGetUpdatesResponse['update'] is exclusive
    assertType<JsGetUpdatesResponse['update']>({ Transaction: { value: transaction }, OffsetCheckpoint: { value: checkpoint } });
    type FlatsBody = operations['postV2UpdatesFlats']['responses'][200]['content']['application/json'];
    expectTypeOf<FlatsBody[number]['update']>().toEqualTypeOf<Update>();
  });

  test('every one-key union of the ledger spec is exclusive, request side included', () => {
    // @ts-expect-error two keys of IdentifierFilter
    assertType<IdentifierFilter>({ Empty: {}, WildcardFilter: { value: {} } });
    // @ts-expect-error two keys of Event
    assertType<Event>({ CreatedEvent: {} as components['schemas']['CreatedEvent'], ArchivedEvent: {} as components['schemas']['ArchivedEvent'] });
    // @ts-expect-error two keys of JsReassignmentEvent
    assertType<JsReassignmentEvent>({
      JsAssignmentEvent: {} as components['schemas']['JsAssignmentEvent'],
      JsUnassignedEvent: {} as components['schemas']['JsUnassignedEvent'],
    });
    // @ts-expect-error two keys of TopologyEventEvent
    assertType<TopologyEventEvent>({ Empty: {}, ParticipantAuthorizationRevoked: { value: { partyId: 'a', participantId: 'p' } } });
    const request: GetUpdatesRequest = {
      beginExclusive: 0,
      updateFormat: {
        includeTransactions: {
          transactionShape: 'TRANSACTION_SHAPE_ACS_DELTA',
          // @ts-expect-error two keys inside a request body
          eventFormat: { filtersForAnyParty: { cumulative: [{ identifierFilter: { Empty: {}, WildcardFilter: { value: {} } } }] } },
        },
      },
    };
    assertType<GetUpdatesRequest>(request);
  });

  test('the wrapper is required where the spec has it, absent where it has not', () => {
    // @ts-expect-error Update branches wrap their content in value
    assertType<Update>({ Transaction: transaction });
    // @ts-expect-error Event branches hold the event directly
    assertType<Event>({ CreatedEvent: { value: {} as components['schemas']['CreatedEvent'] } });
  });
});

declare const update: Update;

describe('narrowing', () => {
  test('reading the key narrows to its branch', () => {
    if (update.Transaction !== undefined) {
      expectTypeOf(update.Transaction.value).toEqualTypeOf<JsTransaction>();
      expectTypeOf(update.OffsetCheckpoint).toEqualTypeOf<undefined>();
    }
    if (update.OffsetCheckpoint) expectTypeOf(update.OffsetCheckpoint.value.offset).toEqualTypeOf<number>();
  });

  test("'Transaction' in u keeps every branch: the others declare the key as never (TypeScript's in-narrowing)", () => {
    if ('Transaction' in update) expectTypeOf(update.Transaction).toEqualTypeOf<{ value: JsTransaction } | undefined>();
  });

  test('the entry tuple narrows on its key', () => {
    const [key, content] = Update.entry(update);
    expectTypeOf(Update.entry(update)).toEqualTypeOf<BranchEntry<Update>>();
    if (key === 'Transaction') expectTypeOf(content).toEqualTypeOf<{ value: JsTransaction }>();
    if (key === 'OffsetCheckpoint') expectTypeOf(content.value).toEqualTypeOf<OffsetCheckpoint>();
  });

  test('keys and branches are derived from the union type', () => {
    expectTypeOf<BranchKey<Update>>().toEqualTypeOf<'OffsetCheckpoint' | 'Reassignment' | 'TopologyTransaction' | 'Transaction'>();
    expectTypeOf<BranchKey<Event>>().toEqualTypeOf<'ArchivedEvent' | 'CreatedEvent' | 'ExercisedEvent'>();
    expectTypeOf<Branch<Update, 'Transaction'>['Transaction']>().toEqualTypeOf<{ value: JsTransaction }>();
  });
});

declare const contract: Contract;
declare const subscription: Subscription;

describe("the validator's subscription state: idle or payment, never both", () => {
  test('one key compiles, two keys do not', () => {
    assertType<SubscriptionState>({ idle: contract });
    // @ts-expect-error both states at once
    assertType<SubscriptionState>({ idle: contract, payment: contract });
  });

  test('the entry tuple narrows to the state contract', () => {
    const [key, content] = SubscriptionState.entry(subscription.state);
    expectTypeOf(key).toEqualTypeOf<'idle' | 'payment'>();
    expectTypeOf(content).toEqualTypeOf<Contract>();
  });
});
