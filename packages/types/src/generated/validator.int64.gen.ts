// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components as numberComponents } from './validator.gen.ts';
import type { BigIntSchemas } from '../runtime/bigint-schemas.ts';

/** Where each component schema that holds int64 integers holds them (`1` an int64, `[S]` in the items, `$map` any property). */
export interface SchemaInt64Shapes {
  readonly CreateTransferOfferRequest: {
    readonly expires_at: 1;
  };
  readonly CreateBuyTrafficRequest: {
    readonly traffic_amount: 1;
    readonly expires_at: 1;
  };
  readonly GetBalanceResponse: {
    readonly round: 1;
  };
  readonly CreateTokenStandardTransferRequest: {
    readonly expires_at: 1;
  };
  readonly ListAmuletsResponse: {
    readonly amulets: readonly [{
      readonly round: 1;
    }];
    readonly locked_amulets: readonly [{
      readonly round: 1;
    }];
  };
  readonly AmuletPosition: {
    readonly round: 1;
  };
  readonly ListTransactionsRequest: {
    readonly page_size: 1;
  };
  readonly AllocateAmuletRequest: {
    readonly settlement: {
      readonly requested_at: 1;
      readonly allocate_before: 1;
      readonly settle_before: 1;
    };
  };
  readonly AllocationSettlementV1: {
    readonly requested_at: 1;
    readonly allocate_before: 1;
    readonly settle_before: 1;
  };
  readonly AllocateAmuletV2Request: {
    readonly settlement: {
      readonly settlement_deadline: 1;
    };
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
  readonly AllocateDevelopmentFundCouponRequest: {
    readonly expiresAt: 1;
    readonly mintAfter: 1;
  };
  readonly ListDevelopmentFundCouponHistoryResponse: {
    readonly next_page_token: 1;
  };
  readonly ListMintingDelegationProposalsResponse: {
    readonly next_page_token: 1;
  };
  readonly ListMintingDelegationsResponse: {
    readonly next_page_token: 1;
  };
  readonly ExternalPartyBalanceResponse: {
    readonly computed_as_of_round: 1;
  };
  readonly GetDecentralizedSynchronizerConnectionConfigResponse: {
    readonly sequencer_connections: {
      readonly submission_request_amplification: {
        readonly patience_seconds: 1;
      };
    };
  };
  readonly SequencerConnections: {
    readonly submission_request_amplification: {
      readonly patience_seconds: 1;
    };
  };
  readonly SequencerSubmissionRequestAmplification: {
    readonly patience_seconds: 1;
  };
  readonly PrepareTransferPreapprovalSendRequest: {
    readonly nonce: 1;
  };
}

/** The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`. */
export interface components {
  schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;
}
