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
        /** @description A Daml-LF package id (the SHA-256 of the package's archive payload in lower-case hex, for every package a participant holds). */
        PackageIdString: string;
        ListPackagesResponse: {
            /** @description Every package id the participant knows, in no particular order. */
            packageIds: components["schemas"]["PackageIdString"][];
        };
        GetPackageStatusResponse: {
            /**
             * @description `PACKAGE_STATUS_REGISTERED` for an uploaded package, `PACKAGE_STATUS_UNSPECIFIED` for one the participant does not know.
             * @enum {string}
             */
            packageStatus: "PACKAGE_STATUS_UNSPECIFIED" | "PACKAGE_STATUS_REGISTERED";
        };
        /** @description Empty; the upload succeeded. */
        UploadDarFileResponse: {
            [key: string]: unknown;
        };
        /**
         * @description Which vetted packages to list; every field is optional (`{}` lists everything). Pass the previous
         *     page's `nextPageToken` as `pageToken` for the next page.
         */
        ListVettedPackagesRequest: {
            packageMetadataFilter?: components["schemas"]["PackageMetadataFilter"];
            topologyStateFilter?: components["schemas"]["TopologyStateFilter"];
            /** @description A `nextPageToken` of an earlier page; absent or empty for the first page. */
            pageToken?: string;
            /**
             * Format: int32
             * @description The most entries (one per synchronizer and participant) on the page; 0 or absent for the server's
             *     maximum (`features.packageFeature.maxVettedPackagesPageSize` of `getV2Version`). A larger value is
             *     rejected.
             */
            pageSize?: number;
        };
        /** @description Matches a package whose id is listed or whose name starts with a listed prefix; with both lists empty, every package. */
        PackageMetadataFilter: {
            packageIds?: components["schemas"]["PackageIdString"][];
            packageNamePrefixes?: string[];
        };
        /** @description Matches vetting by a listed participant on a listed synchronizer; an empty list matches all. */
        TopologyStateFilter: {
            /** @description Participant ids as `<name>::<fingerprint>` (no `PAR::` prefix). */
            participantIds?: string[];
            /** @description Synchronizer ids as `<name>::<fingerprint>`. */
            synchronizerIds?: string[];
        };
        ListVettedPackagesResponse: {
            /** @description One entry per synchronizer and participant with a matching vetted package, sorted by synchronizer id, then participant id. */
            vettedPackages: components["schemas"]["VettedPackages"][];
            /** @description The next page's token whenever this page holds entries; empty on an empty page, the end of the listing. */
            nextPageToken: string;
        };
        /** @description The packages one participant vets on one synchronizer (those matching the request's filters). */
        VettedPackages: {
            /** @description Sorted by package name and version where known, then by package id. */
            packages: components["schemas"]["VettedPackage"][];
            participantId: string;
            synchronizerId: string;
            /**
             * Format: int32
             * @description The serial of the participant's latest vetting transaction on the synchronizer; pass it as `expectedTopologySerial` to guard a change.
             */
            topologySerial: number;
        };
        VettedPackage: {
            packageId: components["schemas"]["PackageIdString"];
            /**
             * Format: date-time
             * @description From when the package is vetted; `null` for no lower bound.
             */
            validFromInclusive: string | null;
            /**
             * Format: date-time
             * @description Until when the package is vetted; `null` for no upper bound.
             */
            validUntilExclusive: string | null;
            /** @description The package's name; empty when the package was never uploaded to this participant. */
            packageName: string;
            /** @description The package's version; empty when the package was never uploaded to this participant. */
            packageVersion: string;
        };
        /** @description Vetting changes for this participant on one synchronizer, applied in order. */
        UpdateVettedPackagesRequest: {
            /** @description The changes, applied in order; packages no change names keep their vetting. */
            changes: components["schemas"]["VettedPackagesChange"][];
            /** @description Run every check and answer the result without changing anything. */
            dryRun?: boolean;
            /** @description The synchronizer; absent or empty for the only one the participant is connected to (`PACKAGE_SERVICE_CANNOT_AUTODETECT_SYNCHRONIZER` with several). */
            synchronizerId?: string;
            expectedTopologySerial?: components["schemas"]["PriorTopologySerial"];
            /** @description Checks to skip (`…_UNSPECIFIED` skips none). */
            updateVettedPackagesForceFlags?: ("UPDATE_VETTED_PACKAGES_FORCE_FLAG_UNSPECIFIED" | "UPDATE_VETTED_PACKAGES_FORCE_FLAG_ALLOW_VET_INCOMPATIBLE_UPGRADES" | "UPDATE_VETTED_PACKAGES_FORCE_FLAG_ALLOW_UNVETTED_DEPENDENCIES")[];
        };
        VettedPackagesChange: {
            operation: components["schemas"]["VettedPackagesOperation"];
        };
        /** @description Exactly one of `Vet` and `Unvet`, each wrapping its change in `value`. */
        VettedPackagesOperation: {
            Vet: {
                value: components["schemas"]["VettedPackagesVet"];
            };
            Unvet?: never;
        } | {
            Unvet: {
                value: components["schemas"]["VettedPackagesUnvet"];
            };
            Vet?: never;
        };
        /** @description Vet the packages (each reference must name exactly one), with these bounds; earlier bounds are replaced. */
        VettedPackagesVet: {
            packages: components["schemas"]["VettedPackagesRef"][];
            newValidFromInclusive?: components["schemas"]["Timestamp"];
            newValidUntilExclusive?: components["schemas"]["Timestamp"];
        };
        /** @description Stop vetting the packages (a reference may name several, all are unvetted). */
        VettedPackagesUnvet: {
            packages: components["schemas"]["VettedPackagesRef"][];
        };
        /**
         * @description Names packages by id, by name, by name and version, or by all three (which must agree). Other
         *     combinations are rejected; an empty string is the same as an absent field.
         */
        VettedPackagesRef: {
            packageId?: components["schemas"]["PackageIdString"];
            packageName?: string;
            packageVersion?: string;
        };
        /** @description The serial the participant's vetting must be at for the change to apply (`NoPrior`: it must have no vetting yet); a mismatch fails the request. */
        PriorTopologySerial: {
            /** @description Exactly one of `Prior` (wrapping the serial in `value`) and `NoPrior`. */
            serial: {
                Prior: {
                    /** Format: int32 */
                    value: number;
                };
                NoPrior?: never;
            } | {
                NoPrior: Record<string, never>;
                Prior?: never;
            };
        };
        UpdateVettedPackagesResponse: {
            /** @description The vetting before the changes; `null` when the participant had none on the synchronizer. */
            pastVettedPackages: components["schemas"]["VettedPackages"] | null;
            /** @description The vetting after the changes (as it would be, for a dry run); `null` when there still is none. */
            newVettedPackages: components["schemas"]["VettedPackages"] | null;
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
        /** @description The DAR is stored (and vetted, unless `vetAllPackages` is `false`). */
        DarUploaded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UploadDarFileResponse"];
            };
        };
        /**
         * @description The DAR or a parameter is not acceptable. A `vetAllPackages` that is neither `true` nor `false` cannot
         *     be read and is answered in plain text; a DAR that does not parse or validate, a `synchronizerId` that
         *     is no synchronizer id, packages that do not upgrade what is vetted, or several connected synchronizers
         *     and no `synchronizerId`, are a Canton error in JSON.
         */
        DarRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The path's package id is not one (a character outside the package-id grammar, or longer than 64). */
        InvalidPackageId: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The participant has no package with this id. */
        PackageNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description This participant's vetting on the synchronizer before and after the changes (after: as it would be,
         *     for a dry run). `pastVettedPackages` is `null` when it had never vetted there; `newVettedPackages` is
         *     `null` when it still has no vetting there.
         */
        VettingUpdated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UpdateVettedPackagesResponse"];
            };
        };
        /**
         * @description The request is not acceptable. A body that cannot be read (a value of the wrong JSON type, an unknown
         *     force flag) is answered in plain text; values the participant reads but rejects (a malformed package
         *     reference or page token, a page size above its maximum, a change that breaks the vetting rules) are a
         *     Canton error in JSON.
         */
        VettingRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The filter is not acceptable. A body that cannot be read (a value of the wrong JSON type) is answered
         *     in plain text; values the participant reads but rejects (a package id or synchronizer/participant id
         *     that is none, a page token it did not hand out, a page size above its maximum) are a Canton error in JSON.
         */
        VettingListRejected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
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
        /**
         * @description The package id, 64 lower-case hex digits for the packages a participant holds.
         * @example 5b3c6e0f1d2a48e7c9b1a0f3d5e7c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d5
         */
        packageId: components["schemas"]["PackageIdString"];
        /**
         * @description Whether to vet every package of the DAR after uploading it (`true` when absent). `false` stores the
         *     packages without vetting them.
         * @example false
         */
        vetAllPackages: boolean;
        /**
         * @description The synchronizer to vet on (or to check vetting against). Absent or empty: the one synchronizer the
         *     participant is connected to; with several connected the request fails with
         *     `PACKAGE_SERVICE_CANNOT_AUTODETECT_SYNCHRONIZER`.
         * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
         */
        darSynchronizerId: string;
    };
    requestBodies: {
        GetUpdatesRequest: {
            content: {
                "application/json": components["schemas"]["GetUpdatesRequest"];
            };
        };
        /** @description The DAR file's bytes, unchanged (a zip archive of Daml-LF packages). */
        DarFile: {
            content: {
                "application/octet-stream": string;
            };
        };
        UpdateVettedPackagesRequest: {
            content: {
                "application/json": components["schemas"]["UpdateVettedPackagesRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
