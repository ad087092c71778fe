// Generated from specs/scan by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components as numberComponents } from './scan.gen.ts';
import type { BigIntSchemas } from '../runtime/bigint-schemas.ts';

/** Where each component schema that holds int64 integers holds them (`1` an int64, `[S]` in the items, `$map` any property). */
export interface SchemaInt64Shapes {
  readonly ListVoteResultsRequest: {
    readonly pageToken: 1;
  };
  readonly CountVoteResultsResponse: {
    readonly count: 1;
  };
  readonly ListDsoRulesVoteResultsResponse: {
    readonly next_page_token: 1;
  };
  readonly HoldingsStateRequest: {
    readonly migration_id: 1;
    readonly after: 1;
  };
  readonly HoldingsStateRequestV2: {
    readonly migration_id: 1;
  };
  readonly AcsRequest: {
    readonly migration_id: 1;
    readonly after: 1;
  };
  readonly AcsRequestV2: {
    readonly migration_id: 1;
  };
  readonly AcsResponse: {
    readonly migration_id: 1;
    readonly next_page_token: 1;
  };
  readonly AcsResponseV1: {
    readonly migration_id: 1;
    readonly next_page_token: 1;
  };
  readonly AcsResponseV2: {
    readonly migration_id: 1;
  };
  readonly ForceAcsSnapshotResponse: {
    readonly migration_id: 1;
  };
  readonly HoldingsSummaryRequestV1: {
    readonly migration_id: 1;
  };
  readonly HoldingsSummaryRequest: {
    readonly migration_id: 1;
    readonly as_of_round: 1;
  };
  readonly HoldingsSummaryResponseV1: {
    readonly migration_id: 1;
  };
  readonly HoldingsSummaryResponse: {
    readonly migration_id: 1;
    readonly computed_as_of_round: 1;
  };
  readonly GetRewardAccountingEarliestAvailableRoundResponse: {
    readonly earliest_round: 1;
  };
  readonly GetRewardAccountingActivityTotalsResponse: {
    readonly round_number: 1;
    readonly total_app_activity_weight: 1;
    readonly active_parties_count: 1;
    readonly activity_records_count: 1;
    readonly rewarded_app_provider_parties_count: 1;
  };
  readonly RewardAccountingActivityTotalsOk: {
    readonly round_number: 1;
    readonly total_app_activity_weight: 1;
    readonly active_parties_count: 1;
    readonly activity_records_count: 1;
    readonly rewarded_app_provider_parties_count: 1;
  };
  readonly GetRewardAccountingRootHashResponse: {
    readonly round_number: 1;
  };
  readonly RewardAccountingRootHashOk: {
    readonly round_number: 1;
  };
  readonly GetMigrationInfoRequest: {
    readonly migration_id: 1;
  };
  readonly GetMigrationInfoResponse: {
    readonly previous_migration_id: 1;
  };
  readonly GetUpdatesBeforeRequest: {
    readonly migration_id: 1;
  };
  readonly GetUpdatesBeforeResponse: {
    readonly transactions: readonly [{
      readonly migration_id: 1;
      readonly event: {
        readonly migration_id: 1;
        readonly reassignment_counter: 1;
      };
    }];
  };
  readonly GetImportUpdatesRequest: {
    readonly migration_id: 1;
  };
  readonly GetImportUpdatesResponse: {
    readonly transactions: readonly [{
      readonly migration_id: 1;
      readonly event: {
        readonly migration_id: 1;
        readonly reassignment_counter: 1;
      };
    }];
  };
  readonly GetOpenAndIssuingMiningRoundsResponse: {
    readonly time_to_live_in_microseconds: 1;
  };
  readonly ListDsoSequencersResponse: {
    readonly domainSequencers: readonly [{
      readonly sequencers: readonly [{
        readonly migrationId: 1;
        readonly synchronizerSerial: 1;
      }];
    }];
  };
  readonly DomainSequencers: {
    readonly sequencers: readonly [{
      readonly migrationId: 1;
      readonly synchronizerSerial: 1;
    }];
  };
  readonly DsoSequencer: {
    readonly migrationId: 1;
    readonly synchronizerSerial: 1;
  };
  readonly ListSvBftSequencersResponse: {
    readonly bftSequencers: readonly [{
      readonly serialId: 1;
    }];
  };
  readonly SynchronizerBftSequencer: {
    readonly serialId: 1;
  };
  readonly MigrationSchedule: {
    readonly migration_id: 1;
  };
  readonly GetMigrationIdResponse: {
    readonly migration_id: 1;
  };
  readonly GetActivePhysicalSynchronizerSerialResponse: {
    readonly serial: 1;
  };
  readonly GetMemberTrafficStatusResponse: {
    readonly traffic_status: {
      readonly actual: {
        readonly total_consumed: 1;
        readonly total_limit: 1;
      };
      readonly target: {
        readonly total_purchased: 1;
      };
    };
  };
  readonly MemberTrafficStatus: {
    readonly actual: {
      readonly total_consumed: 1;
      readonly total_limit: 1;
    };
    readonly target: {
      readonly total_purchased: 1;
    };
  };
  readonly ActualMemberTrafficState: {
    readonly total_consumed: 1;
    readonly total_limit: 1;
  };
  readonly TargetMemberTrafficState: {
    readonly total_purchased: 1;
  };
  readonly ListValidatorLicensesResponse: {
    readonly next_page_token: 1;
  };
  readonly GetValidatorFaucetsByValidatorResponse: {
    readonly validatorsReceivedFaucets: readonly [{
      readonly numRoundsCollected: 1;
      readonly numRoundsMissed: 1;
      readonly firstCollectedInRound: 1;
      readonly lastCollectedInRound: 1;
    }];
  };
  readonly ValidatorReceivedFaucets: {
    readonly numRoundsCollected: 1;
    readonly numRoundsMissed: 1;
    readonly firstCollectedInRound: 1;
    readonly lastCollectedInRound: 1;
  };
  readonly UpdateHistoryRequestAfter: {
    readonly after_migration_id: 1;
  };
  readonly UpdateHistoryRequestV2: {
    readonly after: {
      readonly after_migration_id: 1;
    };
  };
  readonly UpdateHistoryResponseV2: {
    readonly transactions: readonly [{
      readonly migration_id: 1;
      readonly event: {
        readonly migration_id: 1;
        readonly reassignment_counter: 1;
      };
    }];
  };
  readonly UpdateHistoryItemV2: {
    readonly migration_id: 1;
    readonly event: {
      readonly migration_id: 1;
      readonly reassignment_counter: 1;
    };
  };
  readonly UpdateHistoryRequestV1: {
    readonly after: {
      readonly after_migration_id: 1;
    };
  };
  readonly UpdateHistoryRequest: {
    readonly after: {
      readonly after_migration_id: 1;
    };
  };
  readonly UpdateHistoryResponse: {
    readonly transactions: readonly [{
      readonly migration_id: 1;
      readonly event: {
        readonly migration_id: 1;
        readonly reassignment_counter: 1;
      };
    }];
  };
  readonly UpdateHistoryItem: {
    readonly migration_id: 1;
    readonly event: {
      readonly migration_id: 1;
      readonly reassignment_counter: 1;
    };
  };
  readonly UpdateHistoryTransaction: {
    readonly migration_id: 1;
  };
  readonly UpdateHistoryTransactionV2: {
    readonly migration_id: 1;
  };
  readonly UpdateHistoryTransactionV2WithHash: {
    readonly migration_id: 1;
  };
  readonly UpdateHistoryReassignment: {
    readonly event: {
      readonly migration_id: 1;
      readonly reassignment_counter: 1;
    };
  };
  readonly UpdateHistoryAssignment: {
    readonly migration_id: 1;
    readonly reassignment_counter: 1;
  };
  readonly UpdateHistoryUnassignment: {
    readonly migration_id: 1;
    readonly reassignment_counter: 1;
  };
  readonly EventHistoryRequest: {
    readonly after: {
      readonly after_migration_id: 1;
    };
  };
  readonly EventHistoryResponse: {
    readonly events: readonly [{
      readonly update: {
        readonly migration_id: 1;
        readonly event: {
          readonly migration_id: 1;
          readonly reassignment_counter: 1;
        };
      };
      readonly verdict: {
        readonly migration_id: 1;
        readonly round_number: 1;
      };
      readonly traffic_summary: {
        readonly total_traffic_cost: 1;
        readonly envelope_traffic_summaries: readonly [{
          readonly traffic_cost: 1;
        }];
      };
      readonly app_activity_records: {
        readonly round_number: 1;
        readonly records: readonly [{
          readonly weight: 1;
        }];
      };
    }];
  };
  readonly EventHistoryItem: {
    readonly update: {
      readonly migration_id: 1;
      readonly event: {
        readonly migration_id: 1;
        readonly reassignment_counter: 1;
      };
    };
    readonly verdict: {
      readonly migration_id: 1;
      readonly round_number: 1;
    };
    readonly traffic_summary: {
      readonly total_traffic_cost: 1;
      readonly envelope_traffic_summaries: readonly [{
        readonly traffic_cost: 1;
      }];
    };
    readonly app_activity_records: {
      readonly round_number: 1;
      readonly records: readonly [{
        readonly weight: 1;
      }];
    };
  };
  readonly EventHistoryVerdict: {
    readonly migration_id: 1;
    readonly round_number: 1;
  };
  readonly EventHistoryTrafficSummary: {
    readonly total_traffic_cost: 1;
    readonly envelope_traffic_summaries: readonly [{
      readonly traffic_cost: 1;
    }];
  };
  readonly EnvelopeTrafficSummary: {
    readonly traffic_cost: 1;
  };
  readonly EventHistoryAppActivityRecords: {
    readonly round_number: 1;
    readonly records: readonly [{
      readonly weight: 1;
    }];
  };
  readonly AppActivityRecord: {
    readonly weight: 1;
  };
}

/** The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`. */
export interface components {
  schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;
}
