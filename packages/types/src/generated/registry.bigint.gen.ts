// Generated from specs/registry by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
// The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`.
export interface components {
    schemas: {
        /** @description A failure with a human-readable message. */
        ErrorResponse: {
            error: string;
        };
        /** @description A party id, `<hint>::<fingerprint>`. */
        PartyId: string;
        /** @description A Daml contract id, in hex. */
        ContractId: string;
        /** @description Each supported standard (`splice-api-token-metadata-v1`, …) and the minor version of it served. */
        SupportedApis: {
            [key: string]: number;
        };
        GetRegistryInfoResponse: {
            /** @description The party that administers the registry's instruments. */
            adminId: components["schemas"]["PartyId"];
            /** @description The registry-wide standards served; an instrument's own are in its metadata. */
            supportedApis: components["schemas"]["SupportedApis"];
        };
        Instrument: {
            /** @description The id the admin assigned; unique within the registry. */
            id: string;
            /** @description The display name the admin recommends; not necessarily unique. */
            name: string;
            /** @description The symbol the admin recommends; not necessarily unique. */
            symbol: string;
            /**
             * @description The total supply as a decimal string, printed by Java's `BigDecimal.toString` on Scan (plain,
             *     or in exponent notation for small values). `null` (or absent) when the registry cannot
             *     compute it yet.
             */
            totalSupply?: string | null;
            /**
             * Format: date-time
             * @description When `totalSupply` was computed; `null` (or absent) with it.
             */
            totalSupplyAsOf?: string | null;
            /**
             * Format: int32
             * @description Decimal places to show and accept for amounts: Daml `Decimal` holds 10, so 0 to 10; 0 means
             *     whole units only.
             * @default 10
             */
            decimals: number;
            supportedApis: components["schemas"]["SupportedApis"];
        };
        ListInstrumentsResponse: {
            instruments: components["schemas"]["Instrument"][];
            /** @description The `pageToken` of the next page; `null` or absent on the last page. */
            nextPageToken?: string | null;
        };
        GetFactoryRequest: {
            /**
             * @description The arguments of the factory's choice as the JSON Ledger API encodes them, with
             *     `extraArgs.context` and `extraArgs.meta` set to `{values: {}}`. The registry reads them to
             *     pick the contracts the choice needs (the receiver's pre-approval, the batch's locked
             *     holdings). Scan decodes them as the Daml choice record, strictly: every field the record
             *     has must be present (an `Optional` field may be `null` or left out; a list, even empty,
             *     may not), and a field it does not have is refused. The v2 choices have no
             *     `expectedAdmin` and need `actors`; a v1 argument sent to a v2 factory is answered `400`.
             */
            choiceArguments: {
                [key: string]: unknown;
            };
            /**
             * @description `true` leaves the `debug…` fields of the disclosed contracts `null`, to save bandwidth.
             * @default false
             */
            excludeDebugFields?: boolean;
        };
        /** @description `GetFactoryRequest` of the v1 allocation factory, whose Scan handler never reads the choice arguments. */
        GetAllocationFactoryRequest: {
            /** @description The `AllocationFactory_Allocate` arguments as the JSON Ledger API encodes them. */
            choiceArguments: {
                [key: string]: unknown;
            };
            /**
             * @description `true` leaves the `debug…` fields of the disclosed contracts `null`.
             * @default false
             */
            excludeDebugFields?: boolean;
        };
        /** @description What to build the context for; both fields are optional. */
        GetChoiceContextRequest: {
            /** @description Metadata that will be passed to the choice; the registry may fold it into the context. Scan ignores it. */
            meta?: {
                [key: string]: string;
            };
            /**
             * @description `true` leaves the `debug…` fields of the disclosed contracts `null`.
             * @default false
             */
            excludeDebugFields?: boolean;
        };
        TransferFactoryWithChoiceContext: {
            /** @description The contract implementing `TransferFactory`; exercise `TransferFactory_Transfer` on it. */
            factoryId: components["schemas"]["ContractId"];
            /**
             * @description `self`: sender and receiver are the same, done at once. `direct`: the receiver pre-approved
             *     transfers, done at once. `offer`: a transfer instruction the receiver must accept.
             * @enum {string}
             */
            transferKind: "self" | "direct" | "offer";
            choiceContext: components["schemas"]["ChoiceContext"];
        };
        FactoryWithChoiceContext: {
            /** @description The contract implementing the factory interface. */
            factoryId: components["schemas"]["ContractId"];
            choiceContext: components["schemas"]["ChoiceContext"];
        };
        /**
         * @description What to pass as the choice's `extraArgs.context`, and the contracts to disclose to the
         *     participant when exercising it. Ask for a fresh one for every choice.
         */
        ChoiceContext: {
            choiceContextData: components["schemas"]["ChoiceContextData"];
            disclosedContracts: components["schemas"]["DisclosedContract"][];
        };
        /**
         * @description The Daml `Splice.Api.Token.MetadataV1.ChoiceContext` in JSON: `values` maps context keys to
         *     Daml `AnyValue`s. Scan's keys: `amulet-rules`, `open-round`, `external-party-config-state`,
         *     `featured-app-right`, `transfer-preapproval` (contract ids) and `expire-lock` (a Boolean:
         *     whether the choice should expire the lock of the locked holding).
         */
        ChoiceContextData: {
            values: {
                [key: string]: components["schemas"]["AnyValue"];
            };
        };
        /** @description A Daml `AnyValue` variant in JSON, `{tag, value}`; `value`'s JSON follows the tag. */
        AnyValue: {
            /** @enum {string} */
            tag: "AV_Text" | "AV_Int" | "AV_Decimal" | "AV_Bool" | "AV_Date" | "AV_Time" | "AV_RelTime" | "AV_Party" | "AV_ContractId" | "AV_List" | "AV_Map";
            /** @description The value, in the JSON the tag's Daml type has (a contract id or text as a string, a Boolean as a Boolean, a list as an array, …). */
            value: unknown;
        };
        /**
         * @description A contract the participant needs to see to exercise the choice, as the JSON Ledger API's
         *     disclosed contract takes it. The `debug…` fields are for people, unchecked: trust only
         *     `createdEventBlob`. They are `null` when `excludeDebugFields` was `true`.
         */
        DisclosedContract: {
            /** @description The template id, `<package id>:<module>:<entity>`. */
            templateId: string;
            contractId: components["schemas"]["ContractId"];
            /** @description The created event, as the Ledger API gave it, base64-encoded. */
            createdEventBlob: string;
            /** @description The synchronizer to submit on; the contract is assigned there. */
            synchronizerId: string;
            /** @description The contract's package name; `null` also when the registry does not know it. */
            debugPackageName?: string | null;
            /** @description The contract's arguments in JSON. */
            debugPayload?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description The contract's ledger effective time.
             */
            debugCreatedAt?: string | null;
        };
    };
    responses: {
        /** @description The factory, the kind of transfer it will make, and the context for `TransferFactory_Transfer`. */
        TransferFactory: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TransferFactoryWithChoiceContext"];
            };
        };
        /** @description The choice context, with the contracts to disclose. */
        TransferInstructionContext: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChoiceContext"];
            };
        };
        /** @description The choice context of a registry that creates allocation instructions (Scan does not). */
        AllocationInstructionContext: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChoiceContext"];
            };
        };
        /**
         * @description Scan answers every allocation-instruction choice context with this `400`: Canton Coin creates no
         *     allocation instructions. Another registry answers an undecodable body in plain text, as below.
         */
        AllocationInstructionBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The request is not valid. A body the registry cannot decode (not JSON, a field of the wrong type,
         *     a missing `choiceArguments`) is rejected by Scan's HTTP layer before the handler runs, in plain
         *     text. A body it decodes but the handler rejects (choice arguments that are not the factory's
         *     choice, a party id that does not parse, a v2 allocation or batch beyond Scan's limits) is
         *     answered with `{error}` in JSON.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description A contract the context needs is not active: the instruction or allocation named in the path, its
         *     locked holding (when the choice needs it), or the newest usable open mining round. Also a path
         *     no route matches (pekko's plain-text answer).
         */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The standard's answer when a contract the context needs is being reassigned between
         *     synchronizers, so no synchronizer can be named for it; ask again later. Scan's handlers do not
         *     send it (they name the active synchronizer of the amulet configuration).
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The registry failed to answer. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any other failure, with a human-readable message. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description The contract id of the transfer instruction.
         * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
         */
        TransferInstructionId: string;
        /**
         * @description The contract id of the allocation instruction.
         * @example 00b71c2ad3e48f5690a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718ca111220e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081
         */
        AllocationInstructionId: string;
        /**
         * @description The contract id of the allocation.
         * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
         */
        AllocationId: string;
    };
    requestBodies: {
        GetChoiceContextRequest: {
            content: {
                "application/json": components["schemas"]["GetChoiceContextRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
