// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components } from './ledger.gen.ts';

/** A party id, `<hint>::<fingerprint>`. */
export type PartyIdString = components['schemas']['PartyIdString'];

/** An identifier of the ledger value model (update ids, contract ids, command ids). */
export type LedgerString = components['schemas']['LedgerString'];

/**
 * A template or interface id, `<package-id>:<module>:<entity>` or `#<package-name>:<module>:<entity>`.
 * Events always use the package-id form.
 */
export type IdentifierString = components['schemas']['IdentifierString'];

/** RFC 3339 UTC timestamp with up to microsecond precision. */
export type Timestamp = components['schemas']['Timestamp'];

/**
 * Selects an offset range and what to report from it. Use `updateFormat`; the legacy
 * `filter`/`verbose` pair is accepted until its removal and must not be combined with it. One of
 * `updateFormat` and `filter` is required (the participant rejects a request with neither);
 * `verbose: false` next to `updateFormat` is accepted, `verbose: true` is not.
 */
export type GetUpdatesRequest = components['schemas']['GetUpdatesRequest'];

/**
 * Legacy filter. When `updateFormat` is unset the participant derives it from this filter:
 * transactions in ACS-delta shape with these filters, reassignments with these filters, and
 * participant-authorization topology events for every party named here.
 */
export type TransactionFilter = components['schemas']['TransactionFilter'];

/** Filters per party; the key is a party id. */
export type FiltersByParty = components['schemas']['FiltersByParty'];

/**
 * The union of its cumulative filters. An empty or absent list behaves like a single wildcard
 * filter without created-event blobs. Name a template or interface at most once, and at most one
 * wildcard.
 */
export type Filters = components['schemas']['Filters'];

/** An object without properties. */
export type Empty = components['schemas']['Empty'];

/** Matches contracts that implement an interface. */
export type InterfaceFilter = components['schemas']['InterfaceFilter'];

/** Matches contracts of one template. */
export type TemplateFilter = components['schemas']['TemplateFilter'];

/** Matches contracts of every template. */
export type WildcardFilter = components['schemas']['WildcardFilter'];

/** Which kinds of update to report, and how. An unset member means that kind is not reported. */
export type UpdateFormat = components['schemas']['UpdateFormat'];

/** How to filter and shape transactions. */
export type TransactionFormat = components['schemas']['TransactionFormat'];

/**
 * `TRANSACTION_SHAPE_ACS_DELTA` reports create and archive events of contracts whose stakeholders
 * include a filtered party; `TRANSACTION_SHAPE_LEDGER_EFFECTS` reports create and exercise events
 * witnessed by a filtered party.
 */
export type TransactionShape = components['schemas']['TransactionShape'];

/** Which events to report, per party or for any party. */
export type EventFormat = components['schemas']['EventFormat'];

/** Which topology events to report. */
export type TopologyFormat = components['schemas']['TopologyFormat'];

/** Report participant-authorization changes of these parties. */
export type ParticipantAuthorizationTopologyFormat = components['schemas']['ParticipantAuthorizationTopologyFormat'];

/**
 * Progress marker. Commands whose maximum record time lies below a synchronizer's time here and
 * whose completion has not arrived by this checkpoint must be considered lost. Its offset is a
 * safe point to resume reading from.
 */
export type OffsetCheckpoint = components['schemas']['OffsetCheckpoint'];

export type SynchronizerTime = components['schemas']['SynchronizerTime'];

/**
 * A transaction as the filter sees it. ACS-delta shape carries created and archived events;
 * ledger-effects shape carries created and exercised events.
 */
export type JsTransaction = components['schemas']['JsTransaction'];

/** A contract moving between synchronizers, as unassign or assign events. */
export type JsReassignment = components['schemas']['JsReassignment'];

/** A contract assigned to the target synchronizer. */
export type JsAssignmentEvent = components['schemas']['JsAssignmentEvent'];

/** Wrapper of an unassigned event. */
export type JsUnassignedEvent = components['schemas']['JsUnassignedEvent'];

/** A contract unassigned from, and unusable on, the source synchronizer. */
export type UnassignedEvent = components['schemas']['UnassignedEvent'];

/**
 * Topology changes that became effective at `recordTime`. Topology transactions are ordered by
 * effective time, not sequencing time.
 */
export type JsTopologyTransaction = components['schemas']['JsTopologyTransaction'];

export type ParticipantPermission = components['schemas']['ParticipantPermission'];

/** A party was hosted on a participant. */
export type ParticipantAuthorizationAdded = components['schemas']['ParticipantAuthorizationAdded'];

/** The permission a participant holds for a party changed. */
export type ParticipantAuthorizationChanged = components['schemas']['ParticipantAuthorizationChanged'];

/** A participant started onboarding a party; it hosts the party once onboarding completes. */
export type ParticipantAuthorizationOnboarding = components['schemas']['ParticipantAuthorizationOnboarding'];

/** A participant no longer hosts a party. */
export type ParticipantAuthorizationRevoked = components['schemas']['ParticipantAuthorizationRevoked'];

/** A contract was archived (ACS-delta shape). */
export type ArchivedEvent = components['schemas']['ArchivedEvent'];

/** A contract was created. */
export type CreatedEvent = components['schemas']['CreatedEvent'];

/** A choice was exercised on a contract (ledger-effects shape). */
export type ExercisedEvent = components['schemas']['ExercisedEvent'];

/** The view of a contract through an interface it implements. */
export type JsInterfaceView = components['schemas']['JsInterfaceView'];

/** Outcome of computing a view, as a gRPC status. */
export type JsStatus = components['schemas']['JsStatus'];

export type ProtoAny = components['schemas']['ProtoAny'];

export type UnknownFieldSet = components['schemas']['UnknownFieldSet'];

/** Trace context of the original submission; generated by the server when none was given. */
export type TraceContext = components['schemas']['TraceContext'];

/** A Canton error. The HTTP status follows the gRPC status of the error. */
export type JsCantonError = components['schemas']['JsCantonError'];
