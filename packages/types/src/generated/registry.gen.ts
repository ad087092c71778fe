// Generated from specs/registry by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
export interface paths {
    "/registry/metadata/v1/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The registry's admin party and the registry-wide standards it supports
         * @description `adminId` is the party that administers the registry's instruments (for Canton Coin, the DSO
         *     party); `supportedApis` maps each registry-wide standard to the minor version served. Which
         *     standards an instrument supports is in its own metadata.
         */
        get: operations["getRegistryInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/metadata/v1/instruments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the instruments this registry administers, a page at a time
         * @description Pass the previous page's `nextPageToken` as `pageToken` to read on; a missing or `null`
         *     `nextPageToken` ends the list. Scan administers one instrument, Amulet, and answers it on one
         *     page whatever the paging parameters.
         */
        get: operations["listInstruments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/metadata/v1/instruments/{instrumentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One instrument's metadata
         * @description An id the registry does not administer is answered `404`.
         */
        get: operations["getInstrument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v1/transfer-factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transfer factory and the choice context to transfer holdings
         * @description Send the `TransferFactory_Transfer` arguments you will exercise (with `extraArgs.context` and
         *     `extraArgs.meta` empty). The answer names the factory contract, the kind of transfer the
         *     registry will make (`self`, `direct` to a receiver who pre-approved transfers, or an `offer` the
         *     receiver must accept) and the context to put into `extraArgs.context`, with the contracts to
         *     disclose. Ask again for every transfer: a context may be specific to one choice.
         */
        post: operations["getTransferFactory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to accept a transfer instruction
         * @description For the receiver's `TransferInstruction_Accept`. Scan answers `404` when the instruction's
         *     locked holding is gone (its lock expired and it was unlocked): the transfer can no longer be
         *     accepted.
         */
        post: operations["getTransferInstructionAcceptContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to reject a transfer instruction
         * @description For the receiver's `TransferInstruction_Reject`; also answered when the locked holding is gone.
         */
        post: operations["getTransferInstructionRejectContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v1/{transferInstructionId}/choice-contexts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to withdraw a transfer instruction
         * @description For the sender's `TransferInstruction_Withdraw`; also answered when the locked holding is gone.
         */
        post: operations["getTransferInstructionWithdrawContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v2/transfer-factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The v2 transfer factory and the choice context to transfer holdings
         * @description As `getTransferFactory`, for the v2 `TransferFactory_Transfer` (`transfer`, `actors`,
         *     `extraArgs`; no `expectedAdmin`), whose sender and receiver are accounts (`{owner, provider,
         *     id}`); the registry reads the owners. A transfer between the same account is `self`.
         */
        post: operations["getTransferFactoryV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to accept a v2 transfer instruction
         * @description As `getTransferInstructionAcceptContext`, for a v2 instruction.
         */
        post: operations["getTransferInstructionAcceptContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to reject a v2 transfer instruction
         * @description As `getTransferInstructionRejectContext`, for a v2 instruction.
         */
        post: operations["getTransferInstructionRejectContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/transfer-instruction/v2/{transferInstructionId}/choice-contexts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to withdraw a v2 transfer instruction
         * @description As `getTransferInstructionWithdrawContext`, for a v2 instruction.
         */
        post: operations["getTransferInstructionWithdrawContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocation-instruction/v1/allocation-factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The allocation factory and the choice context to allocate holdings to a settlement
         * @description Send the `AllocationFactory_Allocate` arguments you will exercise. Scan's v1 answer does not
         *     depend on them: it always names the amulet rules and the newest usable open round.
         */
        post: operations["getAllocationFactory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocation-instruction/v2/allocation-factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The v2 allocation factory and the choice context to allocate holdings
         * @description Send the v2 `AllocationFactory_Allocate` arguments you will exercise (`settlement`,
         *     `allocation`, `requestedAt`, `inputHoldingCids`, `extraArgs`, `actors`; no `expectedAdmin`):
         *     `settlement` is its own field beside `allocation`, not inside it. Registries must
         *     accept allocations of up to 100 transfer legs, 25 accounts, 50 parties and 25 instruments. Scan
         *     answers `400` to arguments that are not such a choice and, by default, to more than 100
         *     transfer leg sides or more than 100 distinct counterparty owners.
         */
        post: operations["getAllocationFactoryV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation instruction.
                 * @example 00b71c2ad3e48f5690a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718ca111220e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081
                 */
                allocationInstructionId: components["parameters"]["AllocationInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to accept an allocation instruction
         * @description For registries whose allocations pass through an instruction. Scan always answers `400`:
         *     Canton Coin allocates directly and creates no allocation instructions.
         */
        post: operations["getAllocationInstructionAcceptContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocation-instruction/v2/{allocationInstructionId}/choice-contexts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation instruction.
                 * @example 00b71c2ad3e48f5690a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718ca111220e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081
                 */
                allocationInstructionId: components["parameters"]["AllocationInstructionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to withdraw an allocation instruction
         * @description As `getAllocationInstructionAcceptContextV2`; Scan always answers `400`.
         */
        post: operations["getAllocationInstructionWithdrawContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocations/v1/{allocationId}/choice-contexts/execute-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to execute an allocation's transfer
         * @description For the executor's `Allocation_ExecuteTransfer`. Scan adds the executor's featured-app right
         *     when there is one, and answers `404` when the allocation's locked holding is gone.
         */
        post: operations["getAllocationTransferContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocations/v1/{allocationId}/choice-contexts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to withdraw an allocation
         * @description For the sender's `Allocation_Withdraw`; also answered when the locked holding is gone.
         */
        post: operations["getAllocationWithdrawContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocations/v1/{allocationId}/choice-contexts/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to cancel an allocation
         * @description For the executor's `Allocation_Cancel`; also answered when the locked holding is gone.
         */
        post: operations["getAllocationCancelContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocation/v2/settlement-factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The settlement factory and the choice context to settle a batch of allocations
         * @description Send the `SettlementFactory_SettleBatch` arguments you will exercise (note the singular
         *     `allocation` in this path): `settlement`, `transferLegs`, `allocations`, `actors`,
         *     `extraArgs`. Registries must settle batches of up to 100 allocations, 100 transfer legs, 25
         *     accounts, 50 parties and 25 instruments. Scan answers `400` to arguments that are not such a
         *     choice and, by default, to more than 100 transfer legs or more than 100 distinct account
         *     owners. Scan discloses the locked holdings of the batch's allocations.
         */
        post: operations["getSettlementFactoryV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocations/v2/{allocationId}/choice-contexts/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to withdraw a v2 allocation
         * @description For a v2 allocation, or a v1 allocation Scan still holds; also answered when the locked holding is gone.
         */
        post: operations["getAllocationWithdrawContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registry/allocations/v2/{allocationId}/choice-contexts/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The choice context to cancel a v2 allocation
         * @description As `getAllocationWithdrawContextV2`, for `Allocation_Cancel`.
         */
        post: operations["getAllocationCancelContextV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
         *     no route matches, answered by Scan's not-found handler with `{error}` naming the request URI.
         */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
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
export type $defs = Record<string, never>;
export interface operations {
    getRegistryInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registry's information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRegistryInfoResponse"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    listInstruments: {
        parameters: {
            query?: {
                /**
                 * @description Instruments per page; the standard's default is 25.
                 * @example 25
                 */
                pageSize?: number;
                /** @description The `nextPageToken` of the previous page. */
                pageToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of instruments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListInstrumentsResponse"];
                };
            };
            /** @description A `pageSize` that is not a number; pekko answers it in plain text before the handler runs. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getInstrument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The instrument id the admin assigned (Canton Coin's is `Amulet`).
                 * @example Amulet
                 */
                instrumentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instrument. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Instrument"];
                };
            };
            /** @description The registry administers no instrument with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getTransferFactory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetFactoryRequest"];
            };
        };
        responses: {
            200: components["responses"]["TransferFactory"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionAcceptContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionRejectContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionWithdrawContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferFactoryV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetFactoryRequest"];
            };
        };
        responses: {
            200: components["responses"]["TransferFactory"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionAcceptContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionRejectContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getTransferInstructionWithdrawContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the transfer instruction.
                 * @example 0046b5bf7b16f2d7c25657c140dc3d734c25f281ff5e306d53aa7bf4f3538b3ae6ca1112206de0535fb4a953c20367c8938da0dec4fbf0b764bb7b87fcec183bd0a8e7ced4
                 */
                transferInstructionId: components["parameters"]["TransferInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationFactory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAllocationFactoryRequest"];
            };
        };
        responses: {
            /** @description The factory and the context for `AllocationFactory_Allocate`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactoryWithChoiceContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationFactoryV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetFactoryRequest"];
            };
        };
        responses: {
            /** @description The factory and the context for the v2 `AllocationFactory_Allocate`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactoryWithChoiceContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationInstructionAcceptContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation instruction.
                 * @example 00b71c2ad3e48f5690a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718ca111220e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081
                 */
                allocationInstructionId: components["parameters"]["AllocationInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["AllocationInstructionContext"];
            400: components["responses"]["AllocationInstructionBadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationInstructionWithdrawContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation instruction.
                 * @example 00b71c2ad3e48f5690a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718ca111220e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081
                 */
                allocationInstructionId: components["parameters"]["AllocationInstructionId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["AllocationInstructionContext"];
            400: components["responses"]["AllocationInstructionBadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationTransferContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            /** @description The context for `Allocation_ExecuteTransfer`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoiceContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationWithdrawContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationCancelContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getSettlementFactoryV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetFactoryRequest"];
            };
        };
        responses: {
            /** @description The factory and the context for `SettlementFactory_SettleBatch`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactoryWithChoiceContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationWithdrawContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getAllocationCancelContextV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the allocation.
                 * @example 00fadbab3496ea988a152d68519cace97ba826ac17f94d8682b4094be0d1802280ca111220aca0bab2ea425bb3fae9bb5da26088ac4463635fb561fbfc6f4fbca7820f343e
                 */
                allocationId: components["parameters"]["AllocationId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetChoiceContextRequest"];
        responses: {
            200: components["responses"]["TransferInstructionContext"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
}
