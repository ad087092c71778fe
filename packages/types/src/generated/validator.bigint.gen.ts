// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
// The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`.
export interface components {
    schemas: {
        /** @description A failure with a human-readable message. */
        ErrorResponse: {
            error: string;
        };
        /** @description One of four variants, told apart by `status`. */
        GetTransferOfferStatusResponse: components["schemas"]["TransferOfferCreatedResponse"] | components["schemas"]["TransferOfferAcceptedResponse"] | components["schemas"]["TransferOfferCompletedResponse"] | components["schemas"]["TransferOfferFailedResponse"];
        /** @description The offer exists and waits for the receiver. */
        TransferOfferCreatedResponse: {
            /** @constant */
            status: "created";
            /** @description The transaction that created the offer. */
            transaction_id: string;
            /** @description The offer contract. */
            contract_id: string;
        };
        /** @description The receiver accepted; wallet automation delivers the amount. */
        TransferOfferAcceptedResponse: {
            /** @constant */
            status: "accepted";
            /** @description The transaction that accepted the offer. */
            transaction_id: string;
            /** @description The accepted-offer contract. */
            contract_id: string;
        };
        /** @description The amount was delivered to the receiver. */
        TransferOfferCompletedResponse: {
            /** @constant */
            status: "completed";
            /** @description The transfer transaction. */
            transaction_id: string;
            /** @description The token contract created for the receiver. */
            contract_id: string;
        };
        /** @description Failed for good; nothing was transferred. */
        TransferOfferFailedResponse: {
            /** @constant */
            status: "failed";
            /**
             * @description `expired`: the offer or accepted offer expired before completion. `rejected`: the receiver
             *     rejected the offer or withdrew the accepted offer. `withdrawn`: the sender withdrew it.
             * @enum {string}
             */
            failure_kind: "expired" | "rejected" | "withdrawn";
            /** @description Why the sender withdrew, in words; `null` when `failure_kind` is not `withdrawn`. */
            withdrawn_reason?: string | null;
        };
        LookupEntryByNameResponse: {
            entry: components["schemas"]["AnsEntry"];
        };
        /** @description A name-service entry. */
        AnsEntry: {
            /**
             * @description The entry's contract. Absent or `null` for entries the DSO provides for itself or an SV.
             *     Renewing an entry gives it a new contract id.
             */
            contract_id?: string | null;
            /** @description The owner's party id. */
            user: string;
            name: string;
            /**
             * @description Empty, or an absolute URL with scheme http or https (any letter case) that the owner
             *     supplied. The SVs check only the scheme and that it parses, so `//` may be missing.
             */
            url: string;
            /** @description Text the owner supplied; may be empty. */
            description: string;
            /**
             * Format: date-time
             * @description When the entry expires. Absent or `null` for entries that never expire.
             */
            expires_at?: string | null;
        };
    };
    responses: {
        /**
         * @description No access token, or one the validator does not accept. The HTTP layer answers in plain text,
         *     with a `WWW-Authenticate: Bearer` challenge, before the handler runs.
         */
        Unauthorized: {
            headers: {
                /** @description The bearer challenge, with the validator's realm. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /** @description The token's user may not act for this wallet, is deactivated, or is unknown to the participant. */
        Forbidden: {
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
