// Generated from specs/scan by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './scan.gen.ts';

/** A failure with a human-readable message. */
export type ErrorResponse = components['schemas']['ErrorResponse'];

/** A party id, `<hint>::<fingerprint>`. */
export type PartyId = components['schemas']['PartyId'];

/**
 * A decimal as a string, to keep every digit, printed by Java's `BigDecimal.toString`: plain
 * (`15320.5000000000`) or, for small values and zero read from a `decimal(38,10)` column, in
 * exponent notation (`0E-10`, `1.000E-7`). `Number(value)` reads both forms.
 */
export type Decimal = components['schemas']['Decimal'];

/** A Daml variant value in JSON, `{tag, value}`. */
export type DamlVariant = components['schemas']['DamlVariant'];

/** Filters and page selection. All filters are optional and combine with AND. */
export type ListVoteResultsRequest = components['schemas']['ListVoteResultsRequest'];

export type ListDsoRulesVoteResultsResponse = components['schemas']['ListDsoRulesVoteResultsResponse'];

/** A closed vote request and its outcome (the Daml record `DsoRules_CloseVoteRequestResult`). */
export type VoteRequestResult = components['schemas']['VoteRequestResult'];

export type VoteRequest = components['schemas']['VoteRequest'];

export type VoteReason = components['schemas']['VoteReason'];

export type Vote = components['schemas']['Vote'];

/** The outcome, as a Daml variant. */
export type VoteRequestOutcome = components['schemas']['VoteRequestOutcome'];

export type HoldingsStateRequest = components['schemas']['HoldingsStateRequest'];

export type AcsResponse = components['schemas']['AcsResponse'];

/** The created event of an active holding. */
export type CreatedEvent = components['schemas']['CreatedEvent'];

export type AcsResponseV1 = components['schemas']['AcsResponseV1'];

/** An active holding, with the update that created it. */
export type ActiveContract = components['schemas']['ActiveContract'];

/** The round's totals. */
export type RewardAccountingActivityTotalsOk = components['schemas']['RewardAccountingActivityTotalsOk'];

/** The totals are not computed yet; ask again later. */
export type RewardAccountingActivityTotalsUndetermined = components['schemas']['RewardAccountingActivityTotalsUndetermined'];

/** This Scan will never have the totals of this round. */
export type RewardAccountingActivityTotalsCannotProvide = components['schemas']['RewardAccountingActivityTotalsCannotProvide'];

export type LookupFeaturedAppRightResponse = components['schemas']['LookupFeaturedAppRightResponse'];

/** An active contract. */
export type Contract = components['schemas']['Contract'];

export type ListDsoScansResponse = components['schemas']['ListDsoScansResponse'];

/** The Scans serving one synchronizer; at most one per SV. */
export type DomainScans = components['schemas']['DomainScans'];

export type ScanInfo = components['schemas']['ScanInfo'];
