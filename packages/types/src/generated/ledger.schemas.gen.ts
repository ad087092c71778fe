// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './ledger.gen.ts';
import type { components as bigintComponents } from './ledger.bigint.gen.ts';
import type { Int64Mode } from '../runtime/int64-mode.ts';

/** A party id, `<hint>::<fingerprint>`. */
export type PartyIdString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyIdString'] : components['schemas']['PartyIdString'];

/** An identifier of the ledger value model (update ids, contract ids, command ids). */
export type LedgerString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['LedgerString'] : components['schemas']['LedgerString'];

/**
 * A template or interface id, `<package-id>:<module>:<entity>` or `#<package-name>:<module>:<entity>`.
 * Events always use the package-id form.
 */
export type IdentifierString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentifierString'] : components['schemas']['IdentifierString'];

/** RFC 3339 UTC timestamp with up to microsecond precision. */
export type Timestamp<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Timestamp'] : components['schemas']['Timestamp'];

/**
 * Selects an offset range and what to report from it. Use `updateFormat`; the legacy
 * `filter`/`verbose` pair is accepted until its removal and must not be combined with it. One of
 * `updateFormat` and `filter` is required (the participant rejects a request with neither);
 * `verbose: false` next to `updateFormat` is accepted, `verbose: true` is not.
 */
export type GetUpdatesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdatesRequest'] : components['schemas']['GetUpdatesRequest'];

/**
 * Legacy filter. When `updateFormat` is unset the participant derives it from this filter:
 * transactions in ACS-delta shape with these filters, reassignments with these filters, and
 * participant-authorization topology events for every party named here.
 */
export type TransactionFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionFilter'] : components['schemas']['TransactionFilter'];

/** Filters per party; the key is a party id. */
export type FiltersByParty<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['FiltersByParty'] : components['schemas']['FiltersByParty'];

/**
 * The union of its cumulative filters. An empty or absent list behaves like a single wildcard
 * filter without created-event blobs. Name a template or interface at most once, and at most one
 * wildcard.
 */
export type Filters<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Filters'] : components['schemas']['Filters'];

/** An object without properties. */
export type Empty<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Empty'] : components['schemas']['Empty'];

/** Matches contracts that implement an interface. */
export type InterfaceFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['InterfaceFilter'] : components['schemas']['InterfaceFilter'];

/** Matches contracts of one template. */
export type TemplateFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TemplateFilter'] : components['schemas']['TemplateFilter'];

/** Matches contracts of every template. */
export type WildcardFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['WildcardFilter'] : components['schemas']['WildcardFilter'];

/** Which kinds of update to report, and how. An unset member means that kind is not reported. */
export type UpdateFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateFormat'] : components['schemas']['UpdateFormat'];

/** How to filter and shape transactions. */
export type TransactionFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionFormat'] : components['schemas']['TransactionFormat'];

/**
 * `TRANSACTION_SHAPE_ACS_DELTA` reports create and archive events of contracts whose stakeholders
 * include a filtered party; `TRANSACTION_SHAPE_LEDGER_EFFECTS` reports create and exercise events
 * witnessed by a filtered party.
 */
export type TransactionShape<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TransactionShape'] : components['schemas']['TransactionShape'];

/** Which events to report, per party or for any party. */
export type EventFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['EventFormat'] : components['schemas']['EventFormat'];

/** Which topology events to report. */
export type TopologyFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TopologyFormat'] : components['schemas']['TopologyFormat'];

/** Report participant-authorization changes of these parties. */
export type ParticipantAuthorizationTopologyFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantAuthorizationTopologyFormat'] : components['schemas']['ParticipantAuthorizationTopologyFormat'];

/**
 * Progress marker. Commands whose maximum record time lies below a synchronizer's time here and
 * whose completion has not arrived by this checkpoint must be considered lost. Its offset is a
 * safe point to resume reading from.
 */
export type OffsetCheckpoint<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['OffsetCheckpoint'] : components['schemas']['OffsetCheckpoint'];

export type SynchronizerTime<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SynchronizerTime'] : components['schemas']['SynchronizerTime'];

/**
 * A transaction as the filter sees it. ACS-delta shape carries created and archived events;
 * ledger-effects shape carries created and exercised events.
 */
export type JsTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsTransaction'] : components['schemas']['JsTransaction'];

/** A contract moving between synchronizers, as unassign or assign events. */
export type JsReassignment<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsReassignment'] : components['schemas']['JsReassignment'];

/** A contract assigned to the target synchronizer. */
export type JsAssignmentEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsAssignmentEvent'] : components['schemas']['JsAssignmentEvent'];

/** Wrapper of an unassigned event. */
export type JsUnassignedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsUnassignedEvent'] : components['schemas']['JsUnassignedEvent'];

/** A contract unassigned from, and unusable on, the source synchronizer. */
export type UnassignedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UnassignedEvent'] : components['schemas']['UnassignedEvent'];

/**
 * Topology changes that became effective at `recordTime`. Topology transactions are ordered by
 * effective time, not sequencing time.
 */
export type JsTopologyTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsTopologyTransaction'] : components['schemas']['JsTopologyTransaction'];

export type ParticipantPermission<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantPermission'] : components['schemas']['ParticipantPermission'];

/** A party was hosted on a participant. */
export type ParticipantAuthorizationAdded<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantAuthorizationAdded'] : components['schemas']['ParticipantAuthorizationAdded'];

/** The permission a participant holds for a party changed. */
export type ParticipantAuthorizationChanged<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantAuthorizationChanged'] : components['schemas']['ParticipantAuthorizationChanged'];

/** A participant started onboarding a party; it hosts the party once onboarding completes. */
export type ParticipantAuthorizationOnboarding<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantAuthorizationOnboarding'] : components['schemas']['ParticipantAuthorizationOnboarding'];

/** A participant no longer hosts a party. */
export type ParticipantAuthorizationRevoked<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ParticipantAuthorizationRevoked'] : components['schemas']['ParticipantAuthorizationRevoked'];

/** A contract was archived (ACS-delta shape). */
export type ArchivedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ArchivedEvent'] : components['schemas']['ArchivedEvent'];

/** A contract was created. */
export type CreatedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreatedEvent'] : components['schemas']['CreatedEvent'];

/** A choice was exercised on a contract (ledger-effects shape). */
export type ExercisedEvent<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExercisedEvent'] : components['schemas']['ExercisedEvent'];

/** The view of a contract through an interface it implements. */
export type JsInterfaceView<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsInterfaceView'] : components['schemas']['JsInterfaceView'];

/** Outcome of computing a view, as a gRPC status. */
export type JsStatus<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsStatus'] : components['schemas']['JsStatus'];

export type ProtoAny<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ProtoAny'] : components['schemas']['ProtoAny'];

export type UnknownFieldSet<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UnknownFieldSet'] : components['schemas']['UnknownFieldSet'];

/** Trace context of the original submission; generated by the server when none was given. */
export type TraceContext<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TraceContext'] : components['schemas']['TraceContext'];

/** A Canton error. The HTTP status follows the gRPC status of the error. */
export type JsCantonError<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsCantonError'] : components['schemas']['JsCantonError'];

/** The participant's Ledger API version and the features it serves. */
export type GetLedgerApiVersionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetLedgerApiVersionResponse'] : components['schemas']['GetLedgerApiVersionResponse'];

/** The participant's features and limits, as configured. */
export type FeaturesDescriptor<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['FeaturesDescriptor'] : components['schemas']['FeaturesDescriptor'];

/** Whether the user management service is on, and its limits (0 when it is off, or for no limit). */
export type UserManagementFeature<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UserManagementFeature'] : components['schemas']['UserManagementFeature'];

export type PartyManagementFeature<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyManagementFeature'] : components['schemas']['PartyManagementFeature'];

/** Features for testing; applications should not depend on them. */
export type ExperimentalFeatures<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExperimentalFeatures'] : components['schemas']['ExperimentalFeatures'];

export type ExperimentalFeatureSupport<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExperimentalFeatureSupport'] : components['schemas']['ExperimentalFeatureSupport'];

export type OffsetCheckpointFeature<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['OffsetCheckpointFeature'] : components['schemas']['OffsetCheckpointFeature'];

export type PackageFeature<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackageFeature'] : components['schemas']['PackageFeature'];

/** A protobuf duration, as seconds and nanoseconds. */
export type Duration<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Duration'] : components['schemas']['Duration'];

export type GetLedgerEndResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetLedgerEndResponse'] : components['schemas']['GetLedgerEndResponse'];

export type GetLatestPrunedOffsetsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetLatestPrunedOffsetsResponse'] : components['schemas']['GetLatestPrunedOffsetsResponse'];

export type GetConnectedSynchronizersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetConnectedSynchronizersResponse'] : components['schemas']['GetConnectedSynchronizersResponse'];

export type ConnectedSynchronizer<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ConnectedSynchronizer'] : components['schemas']['ConnectedSynchronizer'];

/**
 * One atomic submission: its commands run in one transaction, all or nothing. The change id
 * (`userId`, `actAs` as a set, `commandId`) is what the participant deduplicates on and what its
 * completion carries: reuse it, with the same `deduplicationPeriod`, when you submit the same
 * change again, and look it up in the completions when the outcome of a submission is unknown.
 */
export type JsCommands<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsCommands'] : components['schemas']['JsCommands'];

/** Create a contract of a template. */
export type CreateCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateCommand'] : components['schemas']['CreateCommand'];

/** Exercise a choice on a contract; `templateId` names the interface for an interface choice. */
export type ExerciseCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExerciseCommand'] : components['schemas']['ExerciseCommand'];

/** Create a contract and exercise a choice on it in the same transaction. */
export type CreateAndExerciseCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateAndExerciseCommand'] : components['schemas']['CreateAndExerciseCommand'];

/** Exercise a choice on the contract a key names. */
export type ExerciseByKeyCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExerciseByKeyCommand'] : components['schemas']['ExerciseByKeyCommand'];

/**
 * A contract the submitting participant need not know, given by its created-event blob (read with
 * `includeCreatedEventBlob` on a participant that sees it). `templateId` and `contractId`, when given,
 * must match the blob.
 */
export type DisclosedContract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DisclosedContract'] : components['schemas']['DisclosedContract'];

/** A contract key to load before interpretation. */
export type PrefetchContractKey<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PrefetchContractKey'] : components['schemas']['PrefetchContractKey'];

/**
 * One reassignment submission: unassign contracts from a synchronizer, or assign them to their target.
 * The change id is `userId`, `submitter` and `commandId`. Reassignments have no deduplication period.
 */
export type ReassignmentCommands<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ReassignmentCommands'] : components['schemas']['ReassignmentCommands'];

/** Assign an unassigned contract to its target synchronizer. */
export type AssignCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AssignCommand'] : components['schemas']['AssignCommand'];

/** Unassign a contract from its synchronizer, towards a target synchronizer. */
export type UnassignCommand<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UnassignCommand'] : components['schemas']['UnassignCommand'];

export type SubmitAndWaitResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitAndWaitResponse'] : components['schemas']['SubmitAndWaitResponse'];

/** An empty object; the outcome comes as a completion. */
export type SubmitResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitResponse'] : components['schemas']['SubmitResponse'];

/** An empty object; the outcome comes as a completion. */
export type SubmitReassignmentResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitReassignmentResponse'] : components['schemas']['SubmitReassignmentResponse'];

export type JsSubmitAndWaitForTransactionRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsSubmitAndWaitForTransactionRequest'] : components['schemas']['JsSubmitAndWaitForTransactionRequest'];

export type JsSubmitAndWaitForTransactionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsSubmitAndWaitForTransactionResponse'] : components['schemas']['JsSubmitAndWaitForTransactionResponse'];

export type SubmitAndWaitForReassignmentRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitAndWaitForReassignmentRequest'] : components['schemas']['SubmitAndWaitForReassignmentRequest'];

export type JsSubmitAndWaitForReassignmentResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsSubmitAndWaitForReassignmentResponse'] : components['schemas']['JsSubmitAndWaitForReassignmentResponse'];

export type SubmitReassignmentRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SubmitReassignmentRequest'] : components['schemas']['SubmitReassignmentRequest'];

export type JsSubmitAndWaitForTransactionTreeResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsSubmitAndWaitForTransactionTreeResponse'] : components['schemas']['JsSubmitAndWaitForTransactionTreeResponse'];

/** The completions of one user's commands for some parties, after an offset. */
export type CompletionStreamRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CompletionStreamRequest'] : components['schemas']['CompletionStreamRequest'];

/** The completions of every user's commands for some parties (or all), after an offset. */
export type GetCompletionsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetCompletionsRequest'] : components['schemas']['GetCompletionsRequest'];

/**
 * The outcome of one submission: accepted when `status` is absent, `null` or has code 0 (then
 * `updateId` names the update), rejected otherwise (`status` says why, `updateId` is empty).
 */
export type Completion<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Completion'] : components['schemas']['Completion'];

/**
 * A transaction in ledger-effects shape with its events keyed by node id, as the deprecated tree
 * reads answer it.
 */
export type JsTransactionTree<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsTransactionTree'] : components['schemas']['JsTransactionTree'];
