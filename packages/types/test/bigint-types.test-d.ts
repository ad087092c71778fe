// The bigint-mode types (`X<'bigint'>`) are derived from the number-mode ones and the generated int64
// table (`<api>.int64.gen.ts`), not copied. Pinned here against types written by hand: every int64
// position (a field, a nullable one, array items, a map's values, a union's branches) becomes `bigint`,
// everything else, optionality included, stays as it is.
import { assertType, describe, expectTypeOf, test } from 'vitest';
import type {
  CreatedEvent,
  DeduplicationPeriod,
  Duration,
  ExercisedEvent,
  GetLatestPrunedOffsetsResponse,
  GetUpdatesRequest,
  JsTransactionTree,
  LedgerString,
  OffsetCheckpoint,
  SynchronizerTime,
  Timestamp,
  TraceContext,
  TransactionFilter,
  UnknownFieldSet,
  UpdateFormat,
} from '@canton-openapi/types/ledger';
import type { ActiveContract, AcsResponseV2, ListDsoRulesVoteResultsResponse, VoteRequestResult } from '@canton-openapi/types/scan';
import type { AnsEntry } from '@canton-openapi/types/validator';

describe("int64 fields in bigint mode (X<'bigint'>)", () => {
  test('a plain int64 field is a bigint; other fields and their optionality stay', () => {
    expectTypeOf<GetLatestPrunedOffsetsResponse<'bigint'>>().toEqualTypeOf<{
      participantPrunedUpToInclusive: bigint;
      allDivulgedContractsPrunedUpToInclusive: bigint;
    }>();
    expectTypeOf<OffsetCheckpoint<'bigint'>>().toEqualTypeOf<{ offset: bigint; synchronizerTimes?: SynchronizerTime[] }>();
    expectTypeOf<Duration<'bigint'>>().toEqualTypeOf<{ seconds: bigint; nanos: number; unknownFields?: UnknownFieldSet }>();
  });

  test('a nullable optional int64 field is bigint | null, a nested schema its own bigint type', () => {
    expectTypeOf<ListDsoRulesVoteResultsResponse<'bigint'>>().toEqualTypeOf<{
      dso_rules_vote_results: VoteRequestResult<'bigint'>[];
      next_page_token?: bigint | null;
    }>();
    expectTypeOf<AcsResponseV2<'bigint'>>().toEqualTypeOf<{
      record_time: string;
      migration_id: bigint;
      created_events: ActiveContract<'bigint'>[];
      next_page_token?: string | null;
    }>();
  });

  test('int64 fields inside a map (additionalProperties) and inside one-key union branches', () => {
    expectTypeOf<JsTransactionTree<'bigint'>>().toEqualTypeOf<{
      updateId: LedgerString;
      commandId?: string;
      workflowId?: string;
      effectiveAt: Timestamp;
      offset: bigint;
      eventsById: {
        [key: string]:
          | { CreatedTreeEvent: { value: CreatedEvent<'bigint'> }; ExercisedTreeEvent?: never }
          | { ExercisedTreeEvent: { value: ExercisedEvent<'bigint'> }; CreatedTreeEvent?: never };
      };
      synchronizerId: string;
      traceContext?: TraceContext | null;
      recordTime: Timestamp;
    }>();
    expectTypeOf<DeduplicationPeriod<'bigint'>>().toEqualTypeOf<
      | { DeduplicationDuration: { value: Duration<'bigint'> }; DeduplicationOffset?: never; Empty?: never }
      | { DeduplicationOffset: { value: bigint }; DeduplicationDuration?: never; Empty?: never }
      | { Empty: Record<string, never>; DeduplicationDuration?: never; DeduplicationOffset?: never }
    >();
  });

  test('a schema without int64 fields is the same type in both modes', () => {
    expectTypeOf<AnsEntry<'bigint'>>().toEqualTypeOf<AnsEntry>();
    expectTypeOf<CreatedEvent<'bigint'>['createdEventBlob']>().toEqualTypeOf<CreatedEvent['createdEventBlob']>();
  });

  test('a request with exclusive fields keeps them exclusive, its int64 fields bigint', () => {
    // The number-mode type is an intersection (`{...} & ({updateFormat?: never} | {filter?: never; verbose?: false})`);
    // the bigint one has the same members flattened, which `.branded` compares.
    expectTypeOf<GetUpdatesRequest<'bigint'>>().branded.toEqualTypeOf<
      | {
          beginExclusive: bigint;
          endInclusive?: bigint;
          filter?: TransactionFilter;
          verbose?: boolean;
          updateFormat?: never;
          descendingOrder?: boolean;
        }
      | {
          beginExclusive: bigint;
          endInclusive?: bigint;
          filter?: never;
          verbose?: false;
          updateFormat?: UpdateFormat;
          descendingOrder?: boolean;
        }
    >();
    assertType<GetUpdatesRequest<'bigint'>>({ beginExclusive: 0n, updateFormat: {} as UpdateFormat });
    // @ts-expect-error filter and updateFormat exclude each other in bigint mode too
    assertType<GetUpdatesRequest<'bigint'>>({ beginExclusive: 0n, filter: {} as TransactionFilter, updateFormat: {} as UpdateFormat });
    // @ts-expect-error int64 fields are bigints in bigint mode
    assertType<GetUpdatesRequest<'bigint'>>({ beginExclusive: 0 });
  });
});
