// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
// The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`.
export interface components {
    schemas: {
        /** @description A party id, `<hint>::<fingerprint>`. */
        PartyIdString: string;
        /** @description An identifier of the ledger value model (update ids, contract ids, command ids). */
        LedgerString: string;
        /**
         * @description A template or interface id, `<package-id>:<module>:<entity>` or `#<package-name>:<module>:<entity>`.
         *     Events always use the package-id form.
         */
        IdentifierString: string;
        /**
         * Format: date-time
         * @description RFC 3339 UTC timestamp with up to microsecond precision.
         */
        Timestamp: string;
        /**
         * @description Selects an offset range and what to report from it. Use `updateFormat`; the legacy
         *     `filter`/`verbose` pair is accepted until its removal and must not be combined with it. One of
         *     `updateFormat` and `filter` is required (the participant rejects a request with neither);
         *     `verbose: false` next to `updateFormat` is accepted, `verbose: true` is not.
         */
        GetUpdatesRequest: {
            /**
             * Format: int64
             * @description Only updates with an offset strictly greater than this are returned; 0 starts at the
             *     beginning of the ledger. On a pruned participant it must be at or after the pruning offset.
             */
            beginExclusive: bigint;
            /**
             * Format: int64
             * @description Only updates with an offset at or below this are returned. When absent the range is open
             *     and the call ends through `limit` or `stream_idle_timeout_ms`.
             */
            endInclusive?: bigint;
            /**
             * @deprecated Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @description Legacy party/template filter. Must not be combined with `updateFormat`.
             */
            filter?: components["schemas"]["TransactionFilter"];
            /**
             * @deprecated Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @description Legacy flag: when true, values carry labels and record/variant type ids. Only `false`
             *     (or absence) may accompany `updateFormat`; `verbose` alone, without `filter`, selects
             *     nothing and is rejected.
             */
            verbose?: boolean;
            updateFormat?: components["schemas"]["UpdateFormat"];
            /** @description Return the range newest first. Only allowed together with `endInclusive`. */
            descendingOrder?: boolean;
        } & ({
            updateFormat?: never;
        } | {
            /**
             * @deprecated Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             */
            filter?: never;
            /**
             * @deprecated Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @constant
             */
            verbose?: false;
        });
        /**
         * @description Legacy filter. When `updateFormat` is unset the participant derives it from this filter:
         *     transactions in ACS-delta shape with these filters, reassignments with these filters, and
         *     participant-authorization topology events for every party named here.
         */
        TransactionFilter: {
            filtersByParty?: components["schemas"]["FiltersByParty"];
            filtersForAnyParty?: components["schemas"]["Filters"];
        };
        /** @description Filters per party; the key is a party id. */
        FiltersByParty: {
            [key: string]: components["schemas"]["Filters"];
        };
        /**
         * @description The union of its cumulative filters. An empty or absent list behaves like a single wildcard
         *     filter without created-event blobs. Name a template or interface at most once, and at most one
         *     wildcard.
         */
        Filters: {
            cumulative?: components["schemas"]["CumulativeFilter"][];
        };
        /** @description One element of a party's filter; each element widens the set of matching events. */
        CumulativeFilter: {
            identifierFilter?: components["schemas"]["IdentifierFilter"];
        };
        /** @description Exactly one of four keys. `Empty` maps to `{}`; the others wrap their filter in `value`. */
        IdentifierFilter: {
            Empty: components["schemas"]["Empty"];
            InterfaceFilter?: never;
            TemplateFilter?: never;
            WildcardFilter?: never;
        } | {
            InterfaceFilter: {
                value: components["schemas"]["InterfaceFilter"];
            };
            Empty?: never;
            TemplateFilter?: never;
            WildcardFilter?: never;
        } | {
            TemplateFilter: {
                value: components["schemas"]["TemplateFilter"];
            };
            Empty?: never;
            InterfaceFilter?: never;
            WildcardFilter?: never;
        } | {
            WildcardFilter: {
                value: components["schemas"]["WildcardFilter"];
            };
            Empty?: never;
            InterfaceFilter?: never;
            TemplateFilter?: never;
        };
        /** @description An object without properties. */
        Empty: Record<string, never>;
        /** @description Matches contracts that implement an interface. */
        InterfaceFilter: {
            interfaceId: components["schemas"]["IdentifierString"];
            /** @description Add the interface view of each matching contract to its created event. */
            includeInterfaceView?: boolean;
            /** @description Add the opaque created-event blob to each matching created event. */
            includeCreatedEventBlob?: boolean;
        };
        /** @description Matches contracts of one template. */
        TemplateFilter: {
            templateId: components["schemas"]["IdentifierString"];
            /** @description Add the opaque created-event blob to each matching created event. */
            includeCreatedEventBlob?: boolean;
        };
        /** @description Matches contracts of every template. */
        WildcardFilter: {
            /** @description Add the opaque created-event blob to each matching created event. */
            includeCreatedEventBlob?: boolean;
        };
        /** @description Which kinds of update to report, and how. An unset member means that kind is not reported. */
        UpdateFormat: {
            includeTransactions?: components["schemas"]["TransactionFormat"];
            includeReassignments?: components["schemas"]["EventFormat"];
            includeTopologyEvents?: components["schemas"]["TopologyFormat"];
        };
        /** @description How to filter and shape transactions. */
        TransactionFormat: {
            eventFormat: components["schemas"]["EventFormat"];
            transactionShape: components["schemas"]["TransactionShape"];
        };
        /**
         * @description `TRANSACTION_SHAPE_ACS_DELTA` reports create and archive events of contracts whose stakeholders
         *     include a filtered party; `TRANSACTION_SHAPE_LEDGER_EFFECTS` reports create and exercise events
         *     witnessed by a filtered party.
         * @enum {string}
         */
        TransactionShape: "TRANSACTION_SHAPE_UNSPECIFIED" | "TRANSACTION_SHAPE_ACS_DELTA" | "TRANSACTION_SHAPE_LEDGER_EFFECTS";
        /** @description Which events to report, per party or for any party. */
        EventFormat: {
            filtersByParty?: components["schemas"]["FiltersByParty"];
            filtersForAnyParty?: components["schemas"]["Filters"];
            /** @description Add labels to record fields in reported values. */
            verbose?: boolean;
        };
        /** @description Which topology events to report. */
        TopologyFormat: {
            includeParticipantAuthorizationEvents?: components["schemas"]["ParticipantAuthorizationTopologyFormat"];
        };
        /** @description Report participant-authorization changes of these parties. */
        ParticipantAuthorizationTopologyFormat: {
            /** @description Parties to report on; an empty list means every party. */
            parties?: components["schemas"]["PartyIdString"][];
        };
        /** @description One element of the update list. */
        JsGetUpdatesResponse: {
            update: components["schemas"]["Update"];
        };
        /** @description Exactly one of four keys, each wrapping its update in `value`. */
        Update: {
            OffsetCheckpoint: {
                value: components["schemas"]["OffsetCheckpoint"];
            };
            Reassignment?: never;
            TopologyTransaction?: never;
            Transaction?: never;
        } | {
            Reassignment: {
                value: components["schemas"]["JsReassignment"];
            };
            OffsetCheckpoint?: never;
            TopologyTransaction?: never;
            Transaction?: never;
        } | {
            TopologyTransaction: {
                value: components["schemas"]["JsTopologyTransaction"];
            };
            OffsetCheckpoint?: never;
            Reassignment?: never;
            Transaction?: never;
        } | {
            Transaction: {
                value: components["schemas"]["JsTransaction"];
            };
            OffsetCheckpoint?: never;
            Reassignment?: never;
            TopologyTransaction?: never;
        };
        /**
         * @description Progress marker. Commands whose maximum record time lies below a synchronizer's time here and
         *     whose completion has not arrived by this checkpoint must be considered lost. Its offset is a
         *     safe point to resume reading from.
         */
        OffsetCheckpoint: {
            /**
             * Format: int64
             * @description Absolute offset of the checkpoint.
             */
            offset: bigint;
            synchronizerTimes?: components["schemas"]["SynchronizerTime"][];
        };
        SynchronizerTime: {
            /** @description The synchronizer, `<name>::<fingerprint>`. */
            synchronizerId: string;
            recordTime: components["schemas"]["Timestamp"];
        };
        /**
         * @description A transaction as the filter sees it. ACS-delta shape carries created and archived events;
         *     ledger-effects shape carries created and exercised events.
         */
        JsTransaction: {
            updateId: components["schemas"]["LedgerString"];
            /** @description Command id of the submission; only reported to the submitting party, may be empty. */
            commandId?: string;
            /** @description Workflow id given at submission; may be empty. */
            workflowId?: string;
            effectiveAt: components["schemas"]["Timestamp"];
            events: components["schemas"]["Event"][];
            /**
             * Format: int64
             * @description Absolute offset of the transaction.
             */
            offset: bigint;
            /** @description The synchronizer that synchronized the transaction. */
            synchronizerId: string;
            traceContext?: components["schemas"]["TraceContext"] | null;
            recordTime: components["schemas"]["Timestamp"];
            /** @description For externally signed transactions, the hash the external party signed; may be empty. */
            externalTransactionHash?: string | null;
            /**
             * Format: int64
             * @description Traffic this participant paid for the confirmation request. Absent when another participant
             *     or the repair service initiated the transaction, when it predates traffic reporting, and for
             *     queries of a non-submitting party.
             */
            paidTrafficCost?: bigint | null;
        };
        /** @description A contract moving between synchronizers, as unassign or assign events. */
        JsReassignment: {
            updateId: components["schemas"]["LedgerString"];
            /** @description Only reported to the submitting party on the submitting participant; may be empty. */
            commandId?: string;
            /** @description Set only when the command had one; may be empty. */
            workflowId?: string;
            /** Format: int64 */
            offset: bigint;
            events: components["schemas"]["JsReassignmentEvent"][];
            traceContext?: components["schemas"]["TraceContext"] | null;
            /** @description Source synchronizer time for an unassign, target synchronizer time for an assign. */
            recordTime: components["schemas"]["Timestamp"];
            synchronizerId: string;
            /**
             * Format: int64
             * @description Traffic this participant paid; absent under the same conditions as for transactions.
             */
            paidTrafficCost?: bigint | null;
        };
        /**
         * @description Exactly one of two keys. `JsAssignmentEvent` carries its fields directly; `JsUnassignedEvent`
         *     wraps an `UnassignedEvent` in `value`.
         */
        JsReassignmentEvent: {
            JsAssignmentEvent: components["schemas"]["JsAssignmentEvent"];
            JsUnassignedEvent?: never;
        } | {
            JsUnassignedEvent: components["schemas"]["JsUnassignedEvent"];
            JsAssignmentEvent?: never;
        };
        /** @description A contract assigned to the target synchronizer. */
        JsAssignmentEvent: {
            /** @description The synchronizer the contract left. */
            source: string;
            /** @description The synchronizer the contract arrived at. */
            target: string;
            reassignmentId: string;
            /** @description The party that submitted the assignment; may be empty for repairs. */
            submitter: string;
            /** Format: int64 */
            reassignmentCounter: bigint;
            createdEvent: components["schemas"]["CreatedEvent"];
        };
        /** @description Wrapper of an unassigned event. */
        JsUnassignedEvent: {
            value: components["schemas"]["UnassignedEvent"];
        };
        /** @description A contract unassigned from, and unusable on, the source synchronizer. */
        UnassignedEvent: {
            reassignmentId: string;
            contractId: components["schemas"]["LedgerString"];
            templateId: components["schemas"]["IdentifierString"];
            source: string;
            target: string;
            /** @description The submitting party; may be empty for repairs. */
            submitter?: string;
            /** Format: int64 */
            reassignmentCounter: bigint;
            /**
             * Format: date-time
             * @description Until this time only the submitter may assign the contract.
             */
            assignmentExclusivity?: string | null;
            witnessParties: components["schemas"]["PartyIdString"][];
            packageName: string;
            /** Format: int64 */
            offset: bigint;
            /** Format: int32 */
            nodeId: number;
        };
        /**
         * @description Topology changes that became effective at `recordTime`. Topology transactions are ordered by
         *     effective time, not sequencing time.
         */
        JsTopologyTransaction: {
            updateId: components["schemas"]["LedgerString"];
            /** Format: int64 */
            offset: bigint;
            synchronizerId: string;
            recordTime: components["schemas"]["Timestamp"];
            events: components["schemas"]["TopologyEvent"][];
            traceContext?: components["schemas"]["TraceContext"] | null;
        };
        TopologyEvent: {
            event: components["schemas"]["TopologyEventEvent"];
        };
        /**
         * @description Exactly one of five keys. `Empty` maps to `{}`; the participant-authorization keys wrap their
         *     event in `value`.
         */
        TopologyEventEvent: {
            Empty: components["schemas"]["Empty"];
            ParticipantAuthorizationAdded?: never;
            ParticipantAuthorizationChanged?: never;
            ParticipantAuthorizationOnboarding?: never;
            ParticipantAuthorizationRevoked?: never;
        } | {
            ParticipantAuthorizationAdded: {
                value: components["schemas"]["ParticipantAuthorizationAdded"];
            };
            Empty?: never;
            ParticipantAuthorizationChanged?: never;
            ParticipantAuthorizationOnboarding?: never;
            ParticipantAuthorizationRevoked?: never;
        } | {
            ParticipantAuthorizationChanged: {
                value: components["schemas"]["ParticipantAuthorizationChanged"];
            };
            Empty?: never;
            ParticipantAuthorizationAdded?: never;
            ParticipantAuthorizationOnboarding?: never;
            ParticipantAuthorizationRevoked?: never;
        } | {
            ParticipantAuthorizationOnboarding: {
                value: components["schemas"]["ParticipantAuthorizationOnboarding"];
            };
            Empty?: never;
            ParticipantAuthorizationAdded?: never;
            ParticipantAuthorizationChanged?: never;
            ParticipantAuthorizationRevoked?: never;
        } | {
            ParticipantAuthorizationRevoked: {
                value: components["schemas"]["ParticipantAuthorizationRevoked"];
            };
            Empty?: never;
            ParticipantAuthorizationAdded?: never;
            ParticipantAuthorizationChanged?: never;
            ParticipantAuthorizationOnboarding?: never;
        };
        /** @enum {string} */
        ParticipantPermission: "PARTICIPANT_PERMISSION_UNSPECIFIED" | "PARTICIPANT_PERMISSION_SUBMISSION" | "PARTICIPANT_PERMISSION_CONFIRMATION" | "PARTICIPANT_PERMISSION_OBSERVATION";
        /** @description A party was hosted on a participant. */
        ParticipantAuthorizationAdded: {
            partyId: components["schemas"]["PartyIdString"];
            participantId: string;
            participantPermission: components["schemas"]["ParticipantPermission"];
        };
        /** @description The permission a participant holds for a party changed. */
        ParticipantAuthorizationChanged: {
            partyId: components["schemas"]["PartyIdString"];
            participantId: string;
            participantPermission: components["schemas"]["ParticipantPermission"];
        };
        /** @description A participant started onboarding a party; it hosts the party once onboarding completes. */
        ParticipantAuthorizationOnboarding: {
            partyId: components["schemas"]["PartyIdString"];
            participantId: string;
            participantPermission: components["schemas"]["ParticipantPermission"];
        };
        /** @description A participant no longer hosts a party. */
        ParticipantAuthorizationRevoked: {
            partyId: components["schemas"]["PartyIdString"];
            participantId: string;
        };
        /** @description Exactly one of three keys, each mapping directly to its event (no `value` wrapper). */
        Event: {
            ArchivedEvent: components["schemas"]["ArchivedEvent"];
            CreatedEvent?: never;
            ExercisedEvent?: never;
        } | {
            CreatedEvent: components["schemas"]["CreatedEvent"];
            ArchivedEvent?: never;
            ExercisedEvent?: never;
        } | {
            ExercisedEvent: components["schemas"]["ExercisedEvent"];
            ArchivedEvent?: never;
            CreatedEvent?: never;
        };
        /** @description A contract was archived (ACS-delta shape). */
        ArchivedEvent: {
            /**
             * Format: int64
             * @description Offset of the originating update; differs between participants.
             */
            offset: bigint;
            /**
             * Format: int32
             * @description Position of the event in its originating transaction or reassignment.
             */
            nodeId: number;
            contractId: components["schemas"]["LedgerString"];
            /**
             * @description The template that defines the archiving choice. Its package id can differ from the
             *     contract's when the package was upgraded or downgraded.
             */
            templateId: components["schemas"]["IdentifierString"];
            /** @description The contract's stakeholders that the filter names. */
            witnessParties: components["schemas"]["PartyIdString"][];
            packageName: string;
            /** @description Interfaces matched by an interface filter with `includeInterfaceView`. */
            implementedInterfaces?: components["schemas"]["IdentifierString"][];
        };
        /** @description A contract was created. */
        CreatedEvent: {
            /**
             * Format: int64
             * @description Offset of the originating update; differs between participants.
             */
            offset: bigint;
            /**
             * Format: int32
             * @description Position of the event in its originating transaction or reassignment.
             */
            nodeId: number;
            contractId: components["schemas"]["LedgerString"];
            templateId: components["schemas"]["IdentifierString"];
            /** @description The contract key as a JSON value, when the template defines one; `null` otherwise. */
            contractKey?: unknown;
            /** @description Hash of the contract key, when the template defines one. */
            contractKeyHash?: string | null;
            /**
             * @description The create arguments as a JSON record. `null` when only an interface filter without the
             *     template selected the contract.
             */
            createArgument: {
                [key: string]: unknown;
            } | null;
            /** @description Opaque base64 blob for disclosure; empty unless a filter asked for it. */
            createdEventBlob?: string;
            interfaceViews?: components["schemas"]["JsInterfaceView"][];
            witnessParties: components["schemas"]["PartyIdString"][];
            signatories: components["schemas"]["PartyIdString"][];
            observers?: components["schemas"]["PartyIdString"][];
            /** @description Ledger effective time of the creating transaction. */
            createdAt: components["schemas"]["Timestamp"];
            packageName: string;
            /** @description The package the participant uses to render this contract (experimental). */
            representativePackageId: string;
            /** @description Whether the event changes the active contract set of the requesting parties. */
            acsDelta: boolean;
        };
        /** @description A choice was exercised on a contract (ledger-effects shape). */
        ExercisedEvent: {
            /** Format: int64 */
            offset: bigint;
            /** Format: int32 */
            nodeId: number;
            contractId: components["schemas"]["LedgerString"];
            templateId: components["schemas"]["IdentifierString"];
            /** @description The interface that defines the choice, when the choice is an interface choice. */
            interfaceId?: string | null;
            choice: string;
            /** @description The choice argument as a JSON value. */
            choiceArgument: unknown;
            actingParties: components["schemas"]["PartyIdString"][];
            /** @description Whether the exercise archived the contract. */
            consuming: boolean;
            witnessParties: components["schemas"]["PartyIdString"][];
            /**
             * Format: int32
             * @description Node id of the last event nested under this exercise.
             */
            lastDescendantNodeId: number;
            /** @description The choice's result as a JSON value. */
            exerciseResult?: unknown;
            packageName: string;
            implementedInterfaces?: components["schemas"]["IdentifierString"][];
            acsDelta: boolean;
        };
        /** @description The view of a contract through an interface it implements. */
        JsInterfaceView: {
            interfaceId: components["schemas"]["IdentifierString"];
            viewStatus: components["schemas"]["JsStatus"];
            /** @description The view as a JSON record; `null` when computing the view failed. */
            viewValue?: unknown;
            implementationPackageId?: string | null;
        };
        /** @description Outcome of computing a view, as a gRPC status. */
        JsStatus: {
            /** Format: int32 */
            code: number;
            message: string;
            details?: components["schemas"]["ProtoAny"][];
        };
        ProtoAny: {
            typeUrl: string;
            value: string;
            unknownFields: components["schemas"]["UnknownFieldSet"];
            valueDecoded?: string | null;
        };
        UnknownFieldSet: {
            fields?: {
                [key: string]: unknown;
            };
        };
        /** @description Trace context of the original submission; generated by the server when none was given. */
        TraceContext: {
            /** @description W3C trace-context `traceparent`. */
            traceparent?: string | null;
            /** @description W3C trace-context `tracestate`. */
            tracestate?: string | null;
        };
        /** @description A Canton error. The HTTP status follows the gRPC status of the error. */
        JsCantonError: {
            /** @description Error code id, for example `INVALID_ARGUMENT` or `OFFSET_AFTER_LEDGER_END`. */
            code: string;
            cause: string;
            correlationId?: string | null;
            traceId?: string | null;
            context: {
                [key: string]: string;
            };
            /** @description Pairs of resource type and resource name. */
            resources?: string[][];
            /** Format: int32 */
            errorCategory: number;
            /** Format: int32 */
            grpcCodeValue?: number | null;
            retryInfo?: string | null;
            definiteAnswer?: boolean | null;
        };
        /** @description The participant's Ledger API version and the features it serves. */
        GetLedgerApiVersionResponse: {
            /**
             * @description The build's version: a release (`3.5.19`, `3.6.1`) or a snapshot build
             *     (`3.5.14-snapshot.20260815.19176.0.v65fa04f6`, `3.6.0-SNAPSHOT`).
             */
            version: string;
            features: components["schemas"]["FeaturesDescriptor"];
        };
        /** @description The participant's features and limits, as configured. */
        FeaturesDescriptor: {
            userManagement: components["schemas"]["UserManagementFeature"];
            partyManagement: components["schemas"]["PartyManagementFeature"];
            experimental: components["schemas"]["ExperimentalFeatures"];
            offsetCheckpoint: components["schemas"]["OffsetCheckpointFeature"];
            packageFeature: components["schemas"]["PackageFeature"];
        };
        /** @description Whether the user management service is on, and its limits (0 when it is off, or for no limit). */
        UserManagementFeature: {
            supported: boolean;
            /** Format: int32 */
            maxRightsPerUser: number;
            /** Format: int32 */
            maxUsersPageSize: number;
        };
        PartyManagementFeature: {
            /**
             * Format: int32
             * @description The most parties one page of a party listing holds.
             */
            maxPartiesPageSize: number;
        };
        /** @description Features for testing; applications should not depend on them. */
        ExperimentalFeatures: {
            staticTime?: components["schemas"]["ExperimentalFeatureSupport"];
            commandInspectionService?: components["schemas"]["ExperimentalFeatureSupport"];
        };
        ExperimentalFeatureSupport: {
            supported: boolean;
        };
        OffsetCheckpointFeature: {
            /** @description The longest time before a stream carries a new offset checkpoint, when there is one. */
            maxOffsetCheckpointEmissionDelay: components["schemas"]["Duration"];
        };
        PackageFeature: {
            /**
             * Format: int32
             * @description The most vetted packages one page of a vetting listing holds.
             */
            maxVettedPackagesPageSize: number;
        };
        /** @description A protobuf duration, as seconds and nanoseconds. */
        Duration: {
            /** Format: int64 */
            seconds: bigint;
            /** Format: int32 */
            nanos: number;
            unknownFields?: components["schemas"]["UnknownFieldSet"];
        };
        GetLedgerEndResponse: {
            /**
             * Format: int64
             * @description The offset of the last update; 0 when the participant's ledger is empty.
             */
            offset: bigint;
            /**
             * @description The last record time the participant has seen from each synchronizer it was ever connected to.
             *     Sent from 3.6 on (absent from 3.5 answers); optional, so not marked with `x-added-in`, which the
             *     client's per-line types do not read on response fields.
             */
            synchronizerTimes?: components["schemas"]["SynchronizerTime"][];
        };
        GetLatestPrunedOffsetsResponse: {
            /**
             * Format: int64
             * @description The offset up to which the participant has pruned its ledger; 0 when never pruned.
             */
            participantPrunedUpToInclusive: bigint;
            /**
             * Format: int64
             * @description The offset up to which divulged contracts are pruned; the same as `participantPrunedUpToInclusive`.
             */
            allDivulgedContractsPrunedUpToInclusive: bigint;
        };
        GetConnectedSynchronizersResponse: {
            connectedSynchronizers: components["schemas"]["ConnectedSynchronizer"][];
        };
        ConnectedSynchronizer: {
            synchronizerAlias: string;
            synchronizerId: string;
            /** @description The party's permission on the synchronizer when `party` was given; `PARTICIPANT_PERMISSION_UNSPECIFIED` otherwise. */
            permission: components["schemas"]["ParticipantPermission"];
        };
        /**
         * @description One atomic submission: its commands run in one transaction, all or nothing. The change id
         *     (`userId`, `actAs` as a set, `commandId`) is what the participant deduplicates on and what its
         *     completion carries: reuse it, with the same `deduplicationPeriod`, when you submit the same
         *     change again, and look it up in the completions when the outcome of a submission is unknown.
         */
        JsCommands: {
            /** @description The commands, run in order in one transaction. */
            commands: components["schemas"]["Command"][];
            /** @description Identifies the change, with `userId` and `actAs`; chosen by the submitter. */
            commandId: components["schemas"]["LedgerString"];
            /** @description The parties the commands act for; the token must allow acting as each. */
            actAs: components["schemas"]["PartyIdString"][];
            /** @description The user submitting; taken from the token when absent (a user token), required otherwise. */
            userId?: string;
            /** @description More parties whose contracts the commands may read; the token must allow reading as each. */
            readAs?: components["schemas"]["PartyIdString"][];
            /** @description The on-ledger workflow the commands belong to. */
            workflowId?: components["schemas"]["LedgerString"];
            /**
             * @description How far back the participant looks for an accepted submission of the same change id. Absent
             *     (or `Empty`), the participant's maximum deduplication duration.
             */
            deduplicationPeriod?: components["schemas"]["DeduplicationPeriod"];
            /** @description The earliest ledger time the transaction may get. Not together with `minLedgerTimeRel`. */
            minLedgerTimeAbs?: components["schemas"]["Timestamp"];
            /** @description The same as a duration from when the participant receives the command. Not together with `minLedgerTimeAbs`. */
            minLedgerTimeRel?: components["schemas"]["Duration"];
            /**
             * @description Tells this submission of the change apart from other submissions of it (a fresh UUID per
             *     attempt); the participant chooses one when absent. Its completion carries it.
             */
            submissionId?: components["schemas"]["LedgerString"];
            /** @description Contracts the commands may use that the participant does not know, with their created-event blobs. */
            disclosedContracts?: components["schemas"]["DisclosedContract"][];
            /** @description The synchronizer to submit through; the participant chooses when absent. */
            synchronizerId?: string;
            /** @description Package ids to prefer when the participant resolves package names. */
            packageIdSelectionPreference?: string[];
            /** @description Contract keys to load before interpretation, to speed it up. */
            prefetchContractKeys?: components["schemas"]["PrefetchContractKey"][];
            /**
             * Format: int32
             * @description Most passes of topology-aware package selection; the participant's setting when absent, and no more than it.
             */
            tapsMaxPasses?: number;
        } & ({
            minLedgerTimeAbs?: never;
        } | {
            minLedgerTimeRel?: never;
        });
        /**
         * @description Exactly one of four keys, each mapping directly to its command (no `value` wrapper).
         *     Template ids take the package-name form `#<package-name>:<module>:<entity>` or the package-id form;
         *     Daml values (`createArguments`, `choiceArgument`, `contractKey`) are in the JSON API's Daml-LF JSON encoding.
         */
        Command: {
            CreateAndExerciseCommand: components["schemas"]["CreateAndExerciseCommand"];
            CreateCommand?: never;
            ExerciseByKeyCommand?: never;
            ExerciseCommand?: never;
        } | {
            CreateCommand: components["schemas"]["CreateCommand"];
            CreateAndExerciseCommand?: never;
            ExerciseByKeyCommand?: never;
            ExerciseCommand?: never;
        } | {
            ExerciseByKeyCommand: components["schemas"]["ExerciseByKeyCommand"];
            CreateAndExerciseCommand?: never;
            CreateCommand?: never;
            ExerciseCommand?: never;
        } | {
            ExerciseCommand: components["schemas"]["ExerciseCommand"];
            CreateAndExerciseCommand?: never;
            CreateCommand?: never;
            ExerciseByKeyCommand?: never;
        };
        /** @description Create a contract of a template. */
        CreateCommand: {
            templateId: components["schemas"]["IdentifierString"];
            /** @description The template's arguments, a Daml record as JSON. */
            createArguments: unknown;
        };
        /** @description Exercise a choice on a contract; `templateId` names the interface for an interface choice. */
        ExerciseCommand: {
            templateId: components["schemas"]["IdentifierString"];
            contractId: components["schemas"]["LedgerString"];
            /** @description The choice's name. */
            choice: string;
            /** @description The choice's argument as JSON. */
            choiceArgument: unknown;
        };
        /** @description Create a contract and exercise a choice on it in the same transaction. */
        CreateAndExerciseCommand: {
            templateId: components["schemas"]["IdentifierString"];
            /** @description The template's arguments, a Daml record as JSON. */
            createArguments: unknown;
            choice: string;
            /** @description The choice's argument as JSON. */
            choiceArgument: unknown;
        };
        /** @description Exercise a choice on the contract a key names. */
        ExerciseByKeyCommand: {
            templateId: components["schemas"]["IdentifierString"];
            /** @description The contract key as JSON. */
            contractKey: unknown;
            choice: string;
            /** @description The choice's argument as JSON. */
            choiceArgument: unknown;
        };
        /**
         * @description A contract the submitting participant need not know, given by its created-event blob (read with
         *     `includeCreatedEventBlob` on a participant that sees it). `templateId` and `contractId`, when given,
         *     must match the blob.
         */
        DisclosedContract: {
            templateId?: components["schemas"]["IdentifierString"];
            contractId?: components["schemas"]["LedgerString"];
            /** @description The contract's created-event blob, base64. */
            createdEventBlob: string;
            /** @description The synchronizer the contract is assigned to. */
            synchronizerId?: string;
        };
        /**
         * @description Exactly one of three keys. `DeduplicationDuration` and `DeduplicationOffset` wrap their value in
         *     `value`; `Empty` maps to `{}` and means the participant's maximum deduplication duration.
         */
        DeduplicationPeriod: {
            DeduplicationDuration: {
                /** @description Deduplicate against submissions accepted within this time before this one. */
                value: components["schemas"]["Duration"];
            };
            DeduplicationOffset?: never;
            Empty?: never;
        } | {
            DeduplicationOffset: {
                /**
                 * Format: int64
                 * @description Deduplicate against submissions accepted after this offset.
                 */
                value: bigint;
            };
            DeduplicationDuration?: never;
            Empty?: never;
        } | {
            Empty: components["schemas"]["Empty"];
            DeduplicationDuration?: never;
            DeduplicationOffset?: never;
        };
        /** @description A contract key to load before interpretation. */
        PrefetchContractKey: {
            templateId: components["schemas"]["IdentifierString"];
            /** @description The contract key as JSON. */
            contractKey: unknown;
            /**
             * Format: int32
             * @description How many contracts of the key to load (1 when absent).
             */
            limit?: number;
        };
        /**
         * @description One reassignment submission: unassign contracts from a synchronizer, or assign them to their target.
         *     The change id is `userId`, `submitter` and `commandId`. Reassignments have no deduplication period.
         */
        ReassignmentCommands: {
            workflowId?: components["schemas"]["LedgerString"];
            /** @description The user submitting; taken from the token when absent (a user token). */
            userId?: string;
            commandId: components["schemas"]["LedgerString"];
            /** @description The party the reassignment acts for. */
            submitter: components["schemas"]["PartyIdString"];
            submissionId?: components["schemas"]["LedgerString"];
            commands: components["schemas"]["ReassignmentCommand"][];
        };
        /** @description One unassignment or assignment. */
        ReassignmentCommand: {
            command: components["schemas"]["ReassignmentCommandKind"];
        };
        /**
         * @description Exactly one of two keys, each wrapping its command in `value`. (The server's third key, `Empty`, is
         *     always rejected, MISSING_FIELD `command`, so the contract leaves it out.)
         */
        ReassignmentCommandKind: {
            AssignCommand: {
                value: components["schemas"]["AssignCommand"];
            };
            UnassignCommand?: never;
        } | {
            UnassignCommand: {
                value: components["schemas"]["UnassignCommand"];
            };
            AssignCommand?: never;
        };
        /** @description Assign an unassigned contract to its target synchronizer. */
        AssignCommand: {
            /** @description The `reassignmentId` of the unassigned event to complete. */
            reassignmentId: string;
            /** @description The synchronizer the contract was unassigned from. */
            source: string;
            /** @description The synchronizer to assign the contract to. */
            target: string;
        };
        /** @description Unassign a contract from its synchronizer, towards a target synchronizer. */
        UnassignCommand: {
            contractId: components["schemas"]["LedgerString"];
            /** @description The synchronizer the contract is assigned to now. */
            source: string;
            /** @description The synchronizer it is to be assigned to. */
            target: string;
        };
        SubmitAndWaitResponse: {
            /** @description The update the commands produced. */
            updateId: components["schemas"]["LedgerString"];
            /**
             * Format: int64
             * @description The offset of the command's completion.
             */
            completionOffset: bigint;
        };
        /** @description An empty object; the outcome comes as a completion. */
        SubmitResponse: {
            [key: string]: unknown;
        };
        /** @description An empty object; the outcome comes as a completion. */
        SubmitReassignmentResponse: {
            [key: string]: unknown;
        };
        JsSubmitAndWaitForTransactionRequest: {
            commands: components["schemas"]["JsCommands"];
            /** @description How to report the transaction; ACS-delta shape with a wildcard for each `actAs` party when absent. */
            transactionFormat?: components["schemas"]["TransactionFormat"];
        };
        JsSubmitAndWaitForTransactionResponse: {
            transaction: components["schemas"]["JsTransaction"];
        };
        SubmitAndWaitForReassignmentRequest: {
            reassignmentCommands: components["schemas"]["ReassignmentCommands"];
            /** @description Which events of the reassignment to report; the submitter's when absent. */
            eventFormat?: components["schemas"]["EventFormat"];
        };
        JsSubmitAndWaitForReassignmentResponse: {
            reassignment: components["schemas"]["JsReassignment"];
        };
        SubmitReassignmentRequest: {
            reassignmentCommands: components["schemas"]["ReassignmentCommands"];
        };
        JsSubmitAndWaitForTransactionTreeResponse: {
            transactionTree: components["schemas"]["JsTransactionTree"];
        };
        /** @description The completions of one user's commands for some parties, after an offset. */
        CompletionStreamRequest: {
            /** @description The user whose commands; the token's user when absent (a user token). */
            userId?: string;
            /** @description Completions of commands acting as at least one of these parties. */
            parties: components["schemas"]["PartyIdString"][];
            /**
             * Format: int64
             * @description Completions after this offset; 0 (or absent) is the ledger begin. At or after the pruning offset on a pruned participant.
             */
            beginExclusive?: bigint;
        };
        /** @description The completions of every user's commands for some parties (or all), after an offset. */
        GetCompletionsRequest: {
            /** @description Completions of commands acting as at least one of these parties; empty for every party (a token that can read as any party). */
            parties?: components["schemas"]["PartyIdString"][];
            /**
             * Format: int64
             * @description Completions after this offset; 0 (or absent) is the ledger begin.
             */
            beginExclusive?: bigint;
        };
        /** @description One element of the completion list or stream. */
        CompletionStreamResponse: {
            completionResponse: components["schemas"]["CompletionResponse"];
        };
        /** @description Exactly one of two keys, each wrapping its element in `value`. */
        CompletionResponse: {
            Completion: {
                value: components["schemas"]["Completion"];
            };
            OffsetCheckpoint?: never;
        } | {
            OffsetCheckpoint: {
                value: components["schemas"]["OffsetCheckpoint"];
            };
            Completion?: never;
        };
        /**
         * @description The outcome of one submission: accepted when `status` is absent, `null` or has code 0 (then
         *     `updateId` names the update), rejected otherwise (`status` says why, `updateId` is empty).
         */
        Completion: {
            commandId: components["schemas"]["LedgerString"];
            /** @description The rejection, as a gRPC status; `null` or code 0 when the command was accepted. */
            status?: components["schemas"]["JsStatus"] | null;
            /** @description The update the command produced; empty when it was rejected. */
            updateId?: string;
            userId: string;
            /** @description The submission's `actAs` parties that the request asked about. */
            actAs: components["schemas"]["PartyIdString"][];
            /** @description The submission's `submissionId` (the participant's choice when it had none); may be empty. */
            submissionId?: string;
            /** @description The deduplication period the participant applied, which may be longer than the one asked for. */
            deduplicationPeriod?: components["schemas"]["DeduplicationPeriod"];
            traceContext?: components["schemas"]["TraceContext"] | null;
            /**
             * Format: int64
             * @description The completion's offset; read on after it to resume.
             */
            offset: bigint;
            /** @description The synchronizer of the transaction (the source of an unassignment, the target of an assignment) and its record time. */
            synchronizerTime: components["schemas"]["SynchronizerTime"];
            /**
             * Format: int64
             * @description Traffic this participant paid for the confirmation request; 0 when rejected before it was sequenced.
             */
            paidTrafficCost?: bigint | null;
            /**
             * @description For an externally signed transaction, the hash the party signed; empty otherwise. Sent from 3.6 on
             *     (absent from 3.5 answers); optional, so not marked with `x-added-in`.
             */
            transactionHash?: string | null;
        };
        /**
         * @description A transaction in ledger-effects shape with its events keyed by node id, as the deprecated tree
         *     reads answer it.
         */
        JsTransactionTree: {
            updateId: components["schemas"]["LedgerString"];
            /** @description Command id of the submission; only reported to the submitting party, may be empty. */
            commandId?: string;
            /** @description Workflow id given at submission; may be empty. */
            workflowId?: string;
            effectiveAt: components["schemas"]["Timestamp"];
            /**
             * Format: int64
             * @description Absolute offset of the transaction.
             */
            offset: bigint;
            /**
             * @description The transaction's events by node id, a non-negative integer written as a string (`"0"`,
             *     `"1"`, …: circe's key encoder for `Map[Int, _]`). The keys are not pattern-checked here: a
             *     mock's generator does not honour `propertyNames` and would answer keys no server sends.
             */
            eventsById: {
                [key: string]: components["schemas"]["TreeEvent"];
            };
            /** @description The synchronizer that synchronized the transaction. */
            synchronizerId: string;
            traceContext?: components["schemas"]["TraceContext"] | null;
            recordTime: components["schemas"]["Timestamp"];
        };
        /** @description Exactly one of two keys, each wrapping its event in `value`. */
        TreeEvent: {
            CreatedTreeEvent: {
                value: components["schemas"]["CreatedEvent"];
            };
            ExercisedTreeEvent?: never;
        } | {
            ExercisedTreeEvent: {
                value: components["schemas"]["ExercisedEvent"];
            };
            CreatedTreeEvent?: never;
        };
    };
    responses: {
        /** @description Every selected update in the range, in offset order (descending when requested). */
        UpdateList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsGetUpdatesResponse"][];
            };
        };
        /**
         * @description The request is not valid. When the body, `limit` or `stream_idle_timeout_ms` cannot be read at
         *     all, the participant answers in plain text. When it can be read but the participant rejects its
         *     values (a negative offset, a range past the ledger end, a filter together with `updateFormat`),
         *     the answer is a Canton error in JSON, as for every other failure status. From 3.6.1 a deprecated
         *     endpoint or field the operator has not re-enabled is answered so too, `DEPRECATED_API_DISABLED`.
         */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description A query parameter is not valid. One given twice cannot be read at all and is answered in plain
         *     text; a `party` or `participantId` the participant reads but rejects is a Canton error in JSON
         *     (`INVALID_FIELD`).
         */
        InvalidQuery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description More updates match than the participant's `http-list-max-elements-limit` allows in one list.
         *     Narrow the range or pass a smaller `limit`.
         */
        ContentTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description Any other failure, as a Canton error (for example 401, 403, 404 or 500). */
        CantonError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The participant rejected the submission before processing it. A body it cannot read at all is
         *     answered in plain text; values it reads and rejects (an empty command list, a malformed id, a Daml
         *     interpretation error) are a Canton error in JSON. The command was not run.
         */
        InvalidSubmission: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description As for the other submissions (`InvalidSubmission`); and from 3.6.1, unless the operator re-enabled
         *     it, the deprecated endpoint itself is refused before its body is read: `DEPRECATED_API_DISABLED`.
         */
        InvalidSubmissionDeprecated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The change id is taken: a submission of it was accepted within the deduplication period
         *     (`DUPLICATE_COMMAND`: the command already ran, its completion is at `completion_offset`), or one with
         *     the same submission id is still being processed (`SUBMISSION_ALREADY_IN_FLIGHT`). This request was
         *     not run; the participant's load shedding (`PARTICIPANT_BACKPRESSURE`) answers 409 too.
         */
        SubmissionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description Any other failure, as a Canton error: 401, 403, 404 (a contract not found) are rejections. A `5xx`
         *     (500, 503, 504 `REQUEST_TIME_OUT`) leaves the outcome unknown unless `definiteAnswer` is `true`: the
         *     command may still be accepted; look for its completion before submitting it again.
         */
        SubmissionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The completions after `beginExclusive`, in offset order, with offset checkpoints between them. */
        CompletionList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CompletionStreamResponse"][];
            };
        };
    };
    parameters: {
        /**
         * @description Maximum number of elements to return. The participant ignores values larger than its own
         *     `http-list-max-elements-limit`. It does not reject 0 or a negative value but answers an empty
         *     list, which reads like the end of the range; the contract therefore asks for at least 1.
         * @example 100
         */
        limit: bigint;
        /**
         * @description Milliseconds without a new element after which the list is closed and sent. Bounds the call
         *     when `endInclusive` is absent and the range is open-ended. The participant does not range-check
         *     the value (it answers a negative one too), so neither does the contract; use a positive one.
         * @example 1000
         */
        streamIdleTimeoutMs: bigint;
    };
    requestBodies: {
        GetUpdatesRequest: {
            content: {
                "application/json": components["schemas"]["GetUpdatesRequest"];
            };
        };
        JsCommands: {
            content: {
                "application/json": components["schemas"]["JsCommands"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
