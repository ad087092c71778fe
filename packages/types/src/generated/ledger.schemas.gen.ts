// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './ledger.gen.ts';
import type { components as bigintComponents } from './ledger.int64.gen.ts';
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

/** A JSON Web Key Set (RFC 7517). */
export type GetJwksResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetJwksResponse'] : components['schemas']['GetJwksResponse'];

/**
 * A public signing key as a JSON Web Key. The participant writes `kty`, `alg`, `kid` and `use`
 * and the members of the key type (`crv` and `x`, and `y` for `EC`); other members are kept.
 */
export type Jwk<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Jwk'] : components['schemas']['Jwk'];

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

/** Which prepared transaction's completions to look up, by the hash an external party signed. */
export type GetCompletionByHashRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetCompletionByHashRequest'] : components['schemas']['GetCompletionByHashRequest'];

/**
 * The completions of one prepared transaction: at most one accepted, and the latest rejected
 * ones. At least one of the two is there (otherwise the answer is `404`).
 */
export type GetCompletionByHashResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetCompletionByHashResponse'] : components['schemas']['GetCompletionByHashResponse'];

/** Participant-local metadata of a user or party, as the participant sends it. */
export type ObjectMeta<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ObjectMeta'] : components['schemas']['ObjectMeta'];

/**
 * Participant-local metadata in a request. On creation `resourceVersion` must be empty and every annotation
 * value non-empty; on update `resourceVersion` (from a read) makes the update conditional and an empty value
 * removes its annotation. Keys are `[prefix/]name`: an optional DNS subdomain (≤ 253) and `/`, then at most 63
 * letters, digits, `.`, `-` or `_`, starting and ending with a letter or digit; keys and values at most 256 kB
 * in all.
 */
export type ObjectMetaInput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ObjectMetaInput'] : components['schemas']['ObjectMetaInput'];

/** An identity provider id, a ledger string (letters, digits and `._:-#/ `, at most 255). */
export type IdentityProviderId<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderId'] : components['schemas']['IdentityProviderId'];

/** An identity provider id; empty for the default identity provider. */
export type IdentityProviderIdOrDefault<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderIdOrDefault'] : components['schemas']['IdentityProviderIdOrDefault'];

/** What the participant knows of a party. */
export type PartyDetails<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyDetails'] : components['schemas']['PartyDetails'];

/** The party to update and its new participant-local details. */
export type PartyDetailsInput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyDetailsInput'] : components['schemas']['PartyDetailsInput'];

/** Every field is optional; `{}` allocates a party with a made-up name on the only connected synchronizer. */
export type AllocatePartyRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocatePartyRequest'] : components['schemas']['AllocatePartyRequest'];

export type AllocatePartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocatePartyResponse'] : components['schemas']['AllocatePartyResponse'];

export type ListKnownPartiesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListKnownPartiesResponse'] : components['schemas']['ListKnownPartiesResponse'];

export type GetPartiesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPartiesResponse'] : components['schemas']['GetPartiesResponse'];

export type GetParticipantIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetParticipantIdResponse'] : components['schemas']['GetParticipantIdResponse'];

export type UpdatePartyDetailsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdatePartyDetailsRequest'] : components['schemas']['UpdatePartyDetailsRequest'];

export type UpdatePartyDetailsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdatePartyDetailsResponse'] : components['schemas']['UpdatePartyDetailsResponse'];

/**
 * The fields of `partyDetails` to update, as protobuf field paths in snake case. `party` and
 * `local_metadata.resource_version` identify the party and make the update conditional; `is_local` and
 * `identity_provider_id` may be named with the party's current value only.
 */
export type PartyDetailsUpdateMask<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartyDetailsUpdateMask'] : components['schemas']['PartyDetailsUpdateMask'];

/** An identity provider as the participant stores it. */
export type IdentityProviderConfig<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderConfig'] : components['schemas']['IdentityProviderConfig'];

/** A new identity provider. */
export type IdentityProviderConfigInput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderConfigInput'] : components['schemas']['IdentityProviderConfigInput'];

/**
 * The identity provider to update and its new values; the fields the update mask does not name are ignored
 * and may be left out or empty.
 */
export type IdentityProviderConfigPatch<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderConfigPatch'] : components['schemas']['IdentityProviderConfigPatch'];

export type CreateIdentityProviderConfigRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateIdentityProviderConfigRequest'] : components['schemas']['CreateIdentityProviderConfigRequest'];

export type CreateIdentityProviderConfigResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateIdentityProviderConfigResponse'] : components['schemas']['CreateIdentityProviderConfigResponse'];

export type GetIdentityProviderConfigResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetIdentityProviderConfigResponse'] : components['schemas']['GetIdentityProviderConfigResponse'];

export type UpdateIdentityProviderConfigRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateIdentityProviderConfigRequest'] : components['schemas']['UpdateIdentityProviderConfigRequest'];

export type UpdateIdentityProviderConfigResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateIdentityProviderConfigResponse'] : components['schemas']['UpdateIdentityProviderConfigResponse'];

export type ListIdentityProviderConfigsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListIdentityProviderConfigsResponse'] : components['schemas']['ListIdentityProviderConfigsResponse'];

/** An empty object. */
export type DeleteIdentityProviderConfigResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DeleteIdentityProviderConfigResponse'] : components['schemas']['DeleteIdentityProviderConfigResponse'];

/** The fields of `identityProviderConfig` to update, as protobuf field paths in snake case. */
export type IdentityProviderConfigUpdateMask<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['IdentityProviderConfigUpdateMask'] : components['schemas']['IdentityProviderConfigUpdateMask'];

/** A user id, 1 to 128 of the letters, digits and ``@^$.!`-#+'~_|:()``. */
export type UserIdString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UserIdString'] : components['schemas']['UserIdString'];

/** A participant user as the participant sends it. */
export type User<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['User'] : components['schemas']['User'];

/** A user in a request; `id` names it, the other fields are its (new) values. */
export type UserInput<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UserInput'] : components['schemas']['UserInput'];

/** Wrapper of a right about one party. */
export type RightOfParty<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RightOfParty'] : components['schemas']['RightOfParty'];

/** Wrapper of a right about no party; its `value` is an empty object. */
export type RightWithoutParty<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RightWithoutParty'] : components['schemas']['RightWithoutParty'];

export type CreateUserRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateUserRequest'] : components['schemas']['CreateUserRequest'];

export type CreateUserResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CreateUserResponse'] : components['schemas']['CreateUserResponse'];

export type GetUserResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUserResponse'] : components['schemas']['GetUserResponse'];

export type UpdateUserRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateUserRequest'] : components['schemas']['UpdateUserRequest'];

/**
 * The fields of `user` to update, as protobuf field paths in snake case (`metadata` covers its annotations).
 * `id` and `metadata.resource_version` identify the user and make the update conditional.
 */
export type UserUpdateMask<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UserUpdateMask'] : components['schemas']['UserUpdateMask'];

export type ListUsersResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListUsersResponse'] : components['schemas']['ListUsersResponse'];

/** An empty object. */
export type DeleteUserResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['DeleteUserResponse'] : components['schemas']['DeleteUserResponse'];

export type ListUserRightsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListUserRightsResponse'] : components['schemas']['ListUserRightsResponse'];

export type GrantUserRightsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GrantUserRightsRequest'] : components['schemas']['GrantUserRightsRequest'];

export type GrantUserRightsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GrantUserRightsResponse'] : components['schemas']['GrantUserRightsResponse'];

export type RevokeUserRightsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RevokeUserRightsRequest'] : components['schemas']['RevokeUserRightsRequest'];

export type RevokeUserRightsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RevokeUserRightsResponse'] : components['schemas']['RevokeUserRightsResponse'];

export type UpdateUserIdentityProviderIdRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateUserIdentityProviderIdRequest'] : components['schemas']['UpdateUserIdentityProviderIdRequest'];

/** An empty object. */
export type UpdateUserIdentityProviderIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateUserIdentityProviderIdResponse'] : components['schemas']['UpdateUserIdentityProviderIdResponse'];

/**
 * The offset to read the active contracts at and what to report of them. Use `eventFormat`; the legacy
 * `filter`/`verbose` pair is accepted until its removal and must not be combined with it. One of
 * `eventFormat` and `filter` is required; `verbose: false` next to `eventFormat` is accepted.
 */
export type GetActiveContractsRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetActiveContractsRequest'] : components['schemas']['GetActiveContractsRequest'];

/** One entry of the active contract set. */
export type JsGetActiveContractsResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetActiveContractsResponse'] : components['schemas']['JsGetActiveContractsResponse'];

/** A contract active on a synchronizer at the requested offset. */
export type JsActiveContract<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsActiveContract'] : components['schemas']['JsActiveContract'];

/** A contract assigned here whose reassignment is not complete at the offset. */
export type JsIncompleteAssigned<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsIncompleteAssigned'] : components['schemas']['JsIncompleteAssigned'];

/** A contract unassigned from a synchronizer and not yet assigned at the offset. */
export type JsIncompleteUnassigned<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsIncompleteUnassigned'] : components['schemas']['JsIncompleteUnassigned'];

/** One page of the active contract set; send the same request with the previous answer's `nextPageToken` for the next. */
export type GetActiveContractsPageRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetActiveContractsPageRequest'] : components['schemas']['GetActiveContractsPageRequest'];

/** One page of the active contract set. */
export type JsGetActiveContractsPageResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetActiveContractsPageResponse'] : components['schemas']['JsGetActiveContractsPageResponse'];

export type GetEventsByContractIdRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetEventsByContractIdRequest'] : components['schemas']['GetEventsByContractIdRequest'];

/** The events of one contract. */
export type JsGetEventsByContractIdResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetEventsByContractIdResponse'] : components['schemas']['JsGetEventsByContractIdResponse'];

export type JsCreated<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsCreated'] : components['schemas']['JsCreated'];

export type JsArchived<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsArchived'] : components['schemas']['JsArchived'];

export type GetContractRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetContractRequest'] : components['schemas']['GetContractRequest'];

export type GetContractResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetContractResponse'] : components['schemas']['GetContractResponse'];

/** An update id as transactions carry it, the hex of a hash (`1220…`). */
export type UpdateIdString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateIdString'] : components['schemas']['UpdateIdString'];

/** Bytes in standard base64 (with `+`, `/` and `=` padding). */
export type Base64String<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Base64String'] : components['schemas']['Base64String'];

/** Which offset to read, and how to shape what is there. */
export type GetUpdateByOffsetRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdateByOffsetRequest'] : components['schemas']['GetUpdateByOffsetRequest'];

/** Which update to read, by id, and how to shape it. */
export type GetUpdateByIdRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdateByIdRequest'] : components['schemas']['GetUpdateByIdRequest'];

/** Which transaction to read, by the hash an external party signed, and how to shape it. */
export type GetUpdateByHashRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdateByHashRequest'] : components['schemas']['GetUpdateByHashRequest'];

/**
 * One page of an offset range. Every follow-up request must be the same request (range, format,
 * order, page size) with the previous answer's `nextPageToken` in `pageToken`, sent to the same
 * participant; otherwise the participant answers `INVALID_UPDATES_PAGE_TOKEN`.
 */
export type GetUpdatesPageRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetUpdatesPageRequest'] : components['schemas']['GetUpdatesPageRequest'];

/** One page of updates and the offsets it covers. */
export type JsGetUpdatesPageResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetUpdatesPageResponse'] : components['schemas']['JsGetUpdatesPageResponse'];

/** A transaction (answer of the deprecated transaction-by-offset and -by-id reads). */
export type JsGetTransactionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetTransactionResponse'] : components['schemas']['JsGetTransactionResponse'];

/** A transaction tree (answer of the deprecated transaction-tree reads). */
export type JsGetTransactionTreeResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsGetTransactionTreeResponse'] : components['schemas']['JsGetTransactionTreeResponse'];

/**
 * A transaction in ledger-effects shape with its events keyed by node id, as the deprecated tree
 * reads answer it.
 */
export type JsTransactionTree<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsTransactionTree'] : components['schemas']['JsTransactionTree'];

/**
 * The offset, and either `requestingParties` (ACS-delta shape, verbose values, every template) or
 * `transactionFormat`: exactly one of the two (an empty `requestingParties` counts as none).
 */
export type GetTransactionByOffsetRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetTransactionByOffsetRequest'] : components['schemas']['GetTransactionByOffsetRequest'];

/**
 * The update id, and either `requestingParties` (ACS-delta shape, verbose values, every template)
 * or `transactionFormat`: exactly one of the two (an empty `requestingParties` counts as none).
 */
export type GetTransactionByIdRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetTransactionByIdRequest'] : components['schemas']['GetTransactionByIdRequest'];

/** The parties whose view to read, each as a wildcard filter; not together with `transactionFormat`. */
export type RequestingParties<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['RequestingParties'] : components['schemas']['RequestingParties'];

/** A Daml-LF package id (the SHA-256 of the package's archive payload in lower-case hex, for every package a participant holds). */
export type PackageIdString<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackageIdString'] : components['schemas']['PackageIdString'];

export type ListPackagesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListPackagesResponse'] : components['schemas']['ListPackagesResponse'];

export type GetPackageStatusResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPackageStatusResponse'] : components['schemas']['GetPackageStatusResponse'];

/** Empty; the upload succeeded. */
export type UploadDarFileResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UploadDarFileResponse'] : components['schemas']['UploadDarFileResponse'];

/**
 * Which vetted packages to list; every field is optional (`{}` lists everything). Pass the previous
 * page's `nextPageToken` as `pageToken` for the next page.
 */
export type ListVettedPackagesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListVettedPackagesRequest'] : components['schemas']['ListVettedPackagesRequest'];

/** Matches a package whose id is listed or whose name starts with a listed prefix; with both lists empty, every package. */
export type PackageMetadataFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackageMetadataFilter'] : components['schemas']['PackageMetadataFilter'];

/** Matches vetting by a listed participant on a listed synchronizer; an empty list matches all. */
export type TopologyStateFilter<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['TopologyStateFilter'] : components['schemas']['TopologyStateFilter'];

export type ListVettedPackagesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ListVettedPackagesResponse'] : components['schemas']['ListVettedPackagesResponse'];

/** The packages one participant vets on one synchronizer (those matching the request's filters). */
export type VettedPackages<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackages'] : components['schemas']['VettedPackages'];

export type VettedPackage<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackage'] : components['schemas']['VettedPackage'];

/** Vetting changes for this participant on one synchronizer, applied in order. */
export type UpdateVettedPackagesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateVettedPackagesRequest'] : components['schemas']['UpdateVettedPackagesRequest'];

/** Vet the packages (each reference must name exactly one), with these bounds; earlier bounds are replaced. */
export type VettedPackagesVet<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackagesVet'] : components['schemas']['VettedPackagesVet'];

/** Stop vetting the packages (a reference may name several, all are unvetted). */
export type VettedPackagesUnvet<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackagesUnvet'] : components['schemas']['VettedPackagesUnvet'];

/**
 * Names packages by id, by name, by name and version, or by all three (which must agree). Other
 * combinations are rejected; an empty string is the same as an absent field.
 */
export type VettedPackagesRef<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['VettedPackagesRef'] : components['schemas']['VettedPackagesRef'];

/** The serial the participant's vetting must be at for the change to apply (`NoPrior`: it must have no vetting yet); a mismatch fails the request. */
export type PriorTopologySerial<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PriorTopologySerial'] : components['schemas']['PriorTopologySerial'];

export type UpdateVettedPackagesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['UpdateVettedPackagesResponse'] : components['schemas']['UpdateVettedPackagesResponse'];

/**
 * Bytes as standard base64 (RFC 4648 alphabet `+/`, padded as written by the participant). The
 * participant decodes them with Java's basic decoder: a character outside the alphabet, whitespace
 * included, does not decode.
 */
export type Base64Bytes<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Base64Bytes'] : components['schemas']['Base64Bytes'];

/**
 * How `keyData` is serialized: `CRYPTO_KEY_FORMAT_DER_X509_SUBJECT_PUBLIC_KEY_INFO` (X.509
 * SubjectPublicKeyInfo, DER), `CRYPTO_KEY_FORMAT_RAW`, or the legacy `CRYPTO_KEY_FORMAT_DER`.
 */
export type CryptoKeyFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CryptoKeyFormat'] : components['schemas']['CryptoKeyFormat'];

/** The curve of a signing key. */
export type SigningKeySpec<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SigningKeySpec'] : components['schemas']['SigningKeySpec'];

/** A public signing key, its serialization format and its curve. */
export type SigningPublicKey<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SigningPublicKey'] : components['schemas']['SigningPublicKey'];

/**
 * How `signature` is encoded: `SIGNATURE_FORMAT_CONCAT` (r || s, for EdDSA), `SIGNATURE_FORMAT_DER`
 * (ASN.1 DER of r and s, for ECDSA), the legacy `SIGNATURE_FORMAT_RAW`, or `SIGNATURE_FORMAT_SYMBOLIC`
 * (test crypto only).
 */
export type SignatureFormat<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SignatureFormat'] : components['schemas']['SignatureFormat'];

/**
 * The algorithm that made a signature: `SIGNING_ALGORITHM_SPEC_ED25519` (EdDSA on Curve25519 with
 * SHA-512), `SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_256` or `SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_384`.
 */
export type SigningAlgorithmSpec<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SigningAlgorithmSpec'] : components['schemas']['SigningAlgorithmSpec'];

/**
 * One signature and how to check it. All four fields are needed: the relaxed decoder fills a
 * missing enum with a value the enum decoder then rejects (400 text/plain), and the participant
 * rejects an unspecified format or algorithm and a `signedBy` that is no fingerprint (400,
 * `INVALID_FIELD`).
 */
export type Signature<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['Signature'] : components['schemas']['Signature'];

/** A serialized topology transaction, with signatures of it alone when it needs more than the multi-hash signatures. */
export type SignedTransaction<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SignedTransaction'] : components['schemas']['SignedTransaction'];

/**
 * The party to build onboarding transactions for: its hint, its one signing key (which is also its
 * namespace key) and the participants that host it.
 */
export type GenerateExternalPartyTopologyRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GenerateExternalPartyTopologyRequest'] : components['schemas']['GenerateExternalPartyTopologyRequest'];

/**
 * The party id and the onboarding transactions to sign: sign `multiHash` (one signature covers
 * every transaction) and send both to `postV2PartiesExternalAllocate`.
 */
export type GenerateExternalPartyTopologyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GenerateExternalPartyTopologyResponse'] : components['schemas']['GenerateExternalPartyTopologyResponse'];

/**
 * Onboarding transactions signed by the party's key, for this participant to submit. Give the
 * signatures either over the multi-hash (`multiHashSignatures`) or per transaction.
 */
export type AllocateExternalPartyRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateExternalPartyRequest'] : components['schemas']['AllocateExternalPartyRequest'];

export type AllocateExternalPartyResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['AllocateExternalPartyResponse'] : components['schemas']['AllocateExternalPartyResponse'];

/** A package by id, with its name and version. */
export type PackageReference<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackageReference'] : components['schemas']['PackageReference'];

/** A package name and the parties whose hosting participants must all have vetted the package chosen for it. */
export type PackageVettingRequirement<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackageVettingRequirement'] : components['schemas']['PackageVettingRequirement'];

/** The package names to pick a package for, and where and when the vetting counts. */
export type GetPreferredPackagesRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPreferredPackagesRequest'] : components['schemas']['GetPreferredPackagesRequest'];

/** One package per requested name, and the synchronizer the choice was made for. */
export type GetPreferredPackagesResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPreferredPackagesResponse'] : components['schemas']['GetPreferredPackagesResponse'];

export type PackagePreference<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PackagePreference'] : components['schemas']['PackagePreference'];

/** The preferred package; `null` when no package of that name is vetted by every party's participants. */
export type GetPreferredPackageVersionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['GetPreferredPackageVersionResponse'] : components['schemas']['GetPreferredPackageVersionResponse'];

/** The scheme that computed `preparedTransactionHash`; `HASHING_SCHEME_VERSION_V2` when a prepare request names none. */
export type HashingSchemeVersion<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['HashingSchemeVersion'] : components['schemas']['HashingSchemeVersion'];

/** Ask for (or turn off) an estimate of the traffic the transaction will cost. */
export type CostEstimationHints<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CostEstimationHints'] : components['schemas']['CostEstimationHints'];

/** The estimated traffic cost of the transaction, at the time it was estimated. */
export type CostEstimation<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['CostEstimation'] : components['schemas']['CostEstimation'];

/**
 * The commands to interpret for external parties. The change id (`userId`, `actAs` as a set,
 * `commandId`) is fixed here and carried by the prepared transaction into its execution.
 */
export type JsPrepareSubmissionRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsPrepareSubmissionRequest'] : components['schemas']['JsPrepareSubmissionRequest'];

/**
 * The prepared transaction and its hash. Sign the hash (after checking the transaction, and
 * recomputing the hash from it, when the participant is not trusted) and send `preparedTransaction`
 * and `hashingSchemeVersion` back unchanged to an execute operation, with the signatures.
 */
export type JsPrepareSubmissionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsPrepareSubmissionResponse'] : components['schemas']['JsPrepareSubmissionResponse'];

/** The signatures of one party. */
export type SinglePartySignatures<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['SinglePartySignatures'] : components['schemas']['SinglePartySignatures'];

/** The signatures of every acting party over `preparedTransactionHash`. */
export type PartySignatures<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['PartySignatures'] : components['schemas']['PartySignatures'];

/**
 * A prepared transaction with the acting parties' signatures, to submit. The same body serves
 * `postV2InteractiveSubmissionExecute` and `postV2InteractiveSubmissionExecuteandwait`.
 */
export type JsExecuteSubmissionRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsExecuteSubmissionRequest'] : components['schemas']['JsExecuteSubmissionRequest'];

/** A prepared transaction with the acting parties' signatures, to submit and answer with the transaction. */
export type JsExecuteSubmissionAndWaitForTransactionRequest<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsExecuteSubmissionAndWaitForTransactionRequest'] : components['schemas']['JsExecuteSubmissionAndWaitForTransactionRequest'];

/** Empty; the outcome arrives as the completion of `submissionId`. */
export type ExecuteSubmissionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExecuteSubmissionResponse'] : components['schemas']['ExecuteSubmissionResponse'];

/** The committed transaction's update id and the offset of its completion. */
export type ExecuteSubmissionAndWaitResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['ExecuteSubmissionAndWaitResponse'] : components['schemas']['ExecuteSubmissionAndWaitResponse'];

/** The committed transaction, shaped by the request's `transactionFormat`. */
export type JsExecuteSubmissionAndWaitForTransactionResponse<M extends Int64Mode = 'number'> = M extends 'bigint' ? bigintComponents['schemas']['JsExecuteSubmissionAndWaitForTransactionResponse'] : components['schemas']['JsExecuteSubmissionAndWaitForTransactionResponse'];
