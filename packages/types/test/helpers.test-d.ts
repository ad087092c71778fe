// The generated helpers are typed from the union: `match` is exhaustive, guards narrow, builders take
// what the wrapper holds and return the branch.
import { assertType, describe, expectTypeOf, test } from 'vitest';
import {
  CumulativeFilter,
  Event,
  eventFormat,
  IdentifierFilter,
  JsGetUpdatesResponse,
  JsReassignmentEvent,
  TopologyEvent,
  Update,
  type ArchivedEvent,
  type Branch,
  type CreatedEvent,
  type EventFormat,
  type ExercisedEvent,
  type JsTransaction,
  type UnassignedEvent,
} from '@canton-openapi/types/ledger';

declare const update: Update;
declare const event: Event;
declare const transaction: JsTransaction;

describe('match', () => {
  test('hands each handler the content of its key', () => {
    const offset = Update.match(update, {
      OffsetCheckpoint: ({ value }) => value.offset,
      Reassignment: ({ value }) => value.offset,
      TopologyTransaction: ({ value }) => value.offset,
      Transaction: (content, branch) => {
        expectTypeOf(branch.Transaction).toEqualTypeOf(content);
        return content.value.offset;
      },
    });
    expectTypeOf(offset).toEqualTypeOf<number>();
    Event.match(event, {
      ArchivedEvent: (e) => expectTypeOf(e).toEqualTypeOf<ArchivedEvent>(),
      CreatedEvent: (e) => expectTypeOf(e).toEqualTypeOf<CreatedEvent>(),
      ExercisedEvent: (e) => expectTypeOf(e).toEqualTypeOf<ExercisedEvent>(),
    });
  });

  test('a missing or unknown handler does not compile', () => {
    // @ts-expect-error the TopologyTransaction handler is missing
    Update.match(update, { OffsetCheckpoint: () => 0, Reassignment: () => 0, Transaction: () => 0 });
    // @ts-expect-error Heartbeat is not a key of Update
    Update.match(update, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0, Transaction: () => 0, Heartbeat: () => 0 });
    // @ts-expect-error match takes an Update, not an Event
    Update.match(event, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0, Transaction: () => 0 });
  });
});

describe('guards', () => {
  test('narrow a value and filter an array', () => {
    if (Update.is.Transaction(update)) expectTypeOf(update.Transaction.value).toEqualTypeOf<JsTransaction>();
    const created = ([] as Event[]).filter(Event.is.CreatedEvent).map((e) => e.CreatedEvent);
    expectTypeOf(created).toEqualTypeOf<CreatedEvent[]>();
    // @ts-expect-error guards exist only for keys of the union
    Update.is.Heartbeat(update);
  });
});

describe('builders', () => {
  test('take the wrapped content and return the branch', () => {
    expectTypeOf(Update.of.Transaction(transaction)).toEqualTypeOf<Branch<Update, 'Transaction'>>();
    assertType<Update>(Update.of.Transaction(transaction));
    expectTypeOf(IdentifierFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' })).toEqualTypeOf<Branch<IdentifierFilter, 'TemplateFilter'>>();
    assertType<IdentifierFilter>(IdentifierFilter.of.Empty());
    assertType<Event>(Event.of.CreatedEvent({} as CreatedEvent));
    assertType<JsReassignmentEvent>(JsReassignmentEvent.of.JsUnassignedEvent({} as UnassignedEvent));
    // @ts-expect-error TemplateFilter requires templateId
    IdentifierFilter.of.TemplateFilter({});
    // @ts-expect-error the builder wraps in value itself
    IdentifierFilter.of.TemplateFilter({ value: { templateId: 'pkg:Mod:T' } });
    // @ts-expect-error Empty takes no content
    IdentifierFilter.of.Empty({});
  });

  test('holder builders fill the property that holds the union', () => {
    const filter = CumulativeFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T', includeCreatedEventBlob: true });
    assertType<CumulativeFilter>(filter);
    expectTypeOf(filter.identifierFilter).toEqualTypeOf<Branch<IdentifierFilter, 'TemplateFilter'>>();
    assertType<CumulativeFilter>(CumulativeFilter.of.WildcardFilter({}));
    assertType<JsGetUpdatesResponse>(JsGetUpdatesResponse.of.Transaction(transaction));
    assertType<TopologyEvent>(TopologyEvent.of.ParticipantAuthorizationRevoked({ partyId: 'Alice::1220', participantId: 'PAR::1220' }));
    // @ts-expect-error InterfaceFilter requires interfaceId
    CumulativeFilter.of.InterfaceFilter({ includeInterfaceView: true });
  });

  test('eventFormat returns an EventFormat', () => {
    const format = eventFormat({ parties: ['Alice::1220'], filters: [CumulativeFilter.of.TemplateFilter({ templateId: 'pkg:Mod:T' })] });
    expectTypeOf(format).toEqualTypeOf<EventFormat>();
    // @ts-expect-error filters are CumulativeFilters, not bare identifier filters
    eventFormat({ anyParty: true, filters: [IdentifierFilter.of.Empty()] });
  });
});

// A bigint-mode client returns the same unions with int64 fields as `bigint` (`Update<'bigint'>`):
// the helpers take those too, and type what they hand back from the value they were given.
describe("bigint mode (Update<'bigint'>)", () => {
  const big = {} as Update<'bigint'>;
  const bigEvents = [] as Event<'bigint'>[];

  test('match hands bigint content to exhaustive handlers', () => {
    const offset = Update.match(big, {
      OffsetCheckpoint: ({ value }) => value.offset,
      Reassignment: ({ value }) => value.offset,
      TopologyTransaction: ({ value }) => value.offset,
      Transaction: (content, branch) => {
        expectTypeOf(content.value).toEqualTypeOf<JsTransaction<'bigint'>>();
        expectTypeOf(branch).toEqualTypeOf<Branch<Update<'bigint'>, 'Transaction'>>();
        return content.value.offset;
      },
    });
    expectTypeOf(offset).toEqualTypeOf<bigint>();
    // @ts-expect-error the TopologyTransaction handler is missing
    Update.match(big, { OffsetCheckpoint: () => 0n, Reassignment: () => 0n, Transaction: () => 0n });
    // @ts-expect-error match takes an Update, not an Event
    Update.match(bigEvents[0]!, { OffsetCheckpoint: () => 0, Reassignment: () => 0, TopologyTransaction: () => 0, Transaction: () => 0 });
  });

  test('guards narrow and filter; entry narrows by key', () => {
    if (Update.is.OffsetCheckpoint(big)) expectTypeOf(big.OffsetCheckpoint.value.offset).toEqualTypeOf<bigint>();
    const created = bigEvents.filter(Event.is.CreatedEvent).map((e) => e.CreatedEvent);
    expectTypeOf(created).toEqualTypeOf<CreatedEvent<'bigint'>[]>();
    expectTypeOf(created[0]!.offset).toEqualTypeOf<bigint>();
    expectTypeOf(created[0]!.nodeId).toEqualTypeOf<number>();
    const entry = Update.entry(big);
    if (entry[0] === 'Reassignment') expectTypeOf(entry[1].value.offset).toEqualTypeOf<bigint>();
  });

  test('the bigint-mode union stays exclusive', () => {
    assertType<Update<'bigint'>>({ OffsetCheckpoint: { value: { offset: 5n } } });
    // @ts-expect-error two keys of one update
    assertType<Update<'bigint'>>({ OffsetCheckpoint: { value: { offset: 5n } }, Transaction: { value: {} as JsTransaction<'bigint'> } });
    // @ts-expect-error int64 fields are bigints in bigint mode
    assertType<Update<'bigint'>>({ OffsetCheckpoint: { value: { offset: 5 } } });
  });
});
