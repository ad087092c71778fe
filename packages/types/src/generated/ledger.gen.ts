// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
export interface paths {
    "/v2/updates/flats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List ledger updates in an offset range (deprecated)
         * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description Blocking call that answers, in one response, every update in the requested offset range that
         *     the update format (or the legacy filter) selects. Meant for small result sets: when the result
         *     would exceed the participant's `http-list-max-elements-limit` the call fails with 413.
         *     Read larger ranges in chunks with `limit`, or through the websocket stream.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2UpdatesFlats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List ledger updates in an offset range
         * @description The supported twin of `postV2UpdatesFlats`: same request, same response, same limits.
         *     Blocking call that answers, in one response, every update in the requested offset range that
         *     the update format selects; fails with 413 when the result would exceed the participant's
         *     `http-list-max-elements-limit`.
         */
        post: operations["postV2Updates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the participant's Ledger API version and features
         * @description The build's version (a release such as `3.5.19` or `3.6.1`, or a snapshot build) and the limits
         *     and features the participant is configured with. The participant checks no credentials here: a
         *     request without a token, or with one it would refuse elsewhere, is answered the same.
         */
        get: operations["getV2Version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jose/jwks/synchronizer/{synchronizer}/party/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a party's public signing keys on a synchronizer, as a JWKS
         * @description The party's protocol signing keys in the synchronizer's current topology, each as a JSON Web Key
         *     (RFC 7517) with `kid` (its RFC 7638 thumbprint), `kty`, `alg` and `use: sig`, plus the curve
         *     members of its key type. An app can verify JWTs that the party signed with these keys. Upstream
         *     calls the endpoint experimental: its answer may change without a deprecation. Any authenticated
         *     user may call it.
         */
        get: operations["getV2JoseJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/state/ledger-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the participant's ledger end
         * @description The offset of the last update the participant has, 0 while its ledger is empty. A stream or
         *     list that starts after this offset serves only updates that come later.
         */
        get: operations["getV2StateLedgerEnd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/state/latest-pruned-offsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read up to which offsets the participant has pruned
         * @description Both offsets are 0 until the participant is first pruned. Reading updates from before the
         *     pruning offset fails; start at or after it.
         */
        get: operations["getV2StateLatestPrunedOffsets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/state/connected-synchronizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the synchronizers the participant is connected to
         * @description Without `party`, every synchronizer the participant is connected to, with permission
         *     `PARTICIPANT_PERMISSION_UNSPECIFIED`, and any valid token will do. With `party`, the synchronizers
         *     on which the participant (or the one `participantId` names) hosts that party, with its permission;
         *     the token must then be an admin's, an identity provider admin's or one that can act or read as the
         *     party (403 otherwise). An empty value is the same as no value.
         */
        get: operations["getV2StateConnectedSynchronizers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the parties the participant knows, a page at a time
         * @description Every party the participant knows, hosted here or elsewhere, in party id order, a page at a time. Pass a
         *     page's `nextPageToken` as `pageToken` for the next page; on the last page `nextPageToken` is empty. A page
         *     holds at most `pageSize` parties (the participant's `maxPartiesPageSize` when 0 or absent; a larger value
         *     is rejected). A party outside the caller's identity provider is listed without its local metadata and
         *     as not local. Needs an admin's token, or an identity provider admin's for `identity-provider-id`.
         */
        get: operations["getV2Parties"];
        put?: never;
        /**
         * Allocate a party on this participant
         * @description Allocates a new party hosted on this participant and answers once it is allocated. The party id is
         *     `<partyIdHint>::<this participant's namespace>`; without a hint the participant makes up a name. With
         *     `userId`, that user is granted the right to act as the new party. `synchronizerId` may be left out only
         *     when the participant is connected to one synchronizer. Needs an admin's token, an identity provider admin's
         *     for `identityProviderId`, or the token of the user `userId` names (who may allocate only a limited number).
         */
        post: operations["postV2Parties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/parties/participant-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read this participant's id
         * @description The participant's unique identifier, `<name>::<fingerprint>`. Any valid token will do.
         */
        get: operations["getV2PartiesParticipantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/parties/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the details of a party (and more parties)
         * @description The details of the party the path names and of every party in `parties`, as far as the participant knows
         *     them: an unknown party is left out, so the list may be empty, and its order is not the request's. A party
         *     outside the caller's identity provider comes without its local metadata and as not local. Needs an
         *     admin's or identity provider admin's token, or one that can act or read as every party asked for.
         */
        get: operations["getV2PartiesParty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a party's participant-local details
         * @description Changes what `updateMask` names of the party's participant-local details: its annotations (a key with an
         *     empty value removes it). `partyDetails.party` must be the party the path names (400 otherwise). With
         *     `localMetadata.resourceVersion` from a read, the update fails with 409 if the details changed meanwhile.
         *     `isLocal` and `identityProviderId` cannot be changed here: a mask naming `is_local` with another value is
         *     rejected, and `identityProviderId` must be the party's own (3.6.1 rejects another with
         *     `INVALID_PARTY_DETAILS_UPDATE_REQUEST`; 3.5 with 403). Needs an admin's token, or an identity provider
         *     admin's for `partyDetails.identityProviderId`.
         */
        patch: operations["patchV2PartiesParty"];
        trace?: never;
    };
    "/v2/idps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the identity providers configured on the participant
         * @description Every identity provider configuration, in no particular order; an empty list when there are none. Needs an
         *     admin's token. A participant with user management switched off answers 501.
         */
        get: operations["getV2Idps"];
        put?: never;
        /**
         * Configure a new identity provider
         * @description Adds an identity provider: tokens whose issuer is `issuer` are checked with the keys at `jwksUrl` (and, with
         *     `audience`, must name it), and its users and parties can be administered by its own admins. The id and the
         *     issuer must be new (409 otherwise); the participant holds a limited number of configurations (400
         *     `TOO_MANY_IDENTITY_PROVIDER_CONFIGS`). Needs an admin's token.
         */
        post: operations["postV2Idps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/idps/{idp-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an identity provider's configuration
         * @description Needs an admin's token.
         */
        get: operations["getV2IdpsIdpId"];
        put?: never;
        post?: never;
        /**
         * Delete an identity provider's configuration
         * @description Needs an admin's token. The answer is an empty object.
         */
        delete: operations["deleteV2IdpsIdpId"];
        options?: never;
        head?: never;
        /**
         * Update an identity provider's configuration
         * @description Changes what `updateMask` names (`is_deactivated`, `issuer`, `jwks_url`, `audience`); fields the mask does not
         *     name may be left empty. `identityProviderConfig.identityProviderId` must be the id the path names (400
         *     otherwise). Deactivating it denies every token it issued. Needs an admin's token.
         */
        patch: operations["patchV2IdpsIdpId"];
        trace?: never;
    };
    "/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the participant's users, a page at a time
         * @description The users of the default identity provider, in user id order, a page at a time. Pass a page's
         *     `nextPageToken` as `pageToken` for the next page; on the last page `nextPageToken` is empty. A page holds at
         *     most `pageSize` users, fewer when the participant's `maxUsersPageSize` is smaller (that many when 0 or
         *     absent). Needs an admin's token. A participant with user management switched off answers 501.
         */
        get: operations["getV2Users"];
        put?: never;
        /**
         * Create a user with its rights
         * @description Creates a user and grants it `rights`. `user.metadata.resourceVersion` must be empty and annotation values
         *     non-empty. The parties the rights name must exist in the user's identity provider unless the caller is an
         *     admin. Needs an admin's token, or an identity provider admin's for `user.identityProviderId`; only an admin
         *     may grant `ParticipantAdmin`, `CanReadAsAnyParty`, `CanExecuteAsAnyParty` (and from 3.6.1
         *     `CanActAsAnyParty`). A participant with user management switched off answers 501.
         */
        post: operations["postV2Users"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user
         * @description Needs an admin's token, an identity provider admin's for `identity-provider-id`, or the token of that very
         *     user.
         */
        get: operations["getV2UsersUserId"];
        put?: never;
        post?: never;
        /**
         * Delete a user and its rights
         * @description Deletes a user of the default identity provider (the JSON API sends no identity provider id, so an identity
         *     provider admin's token is refused). A user cannot delete itself. The answer is an empty object. Needs an
         *     admin's token.
         */
        delete: operations["deleteV2UsersUserId"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Changes what `updateMask` names: `primary_party`, `is_deactivated`, `primary_party_authentication`,
         *     `metadata.annotations` (a key with an empty value removes it). `user.id` must be the user the path names
         *     (400 otherwise). With `metadata.resourceVersion` from a read, the update fails with 409 if the user changed
         *     meanwhile. A user cannot deactivate itself. Needs an admin's token, or an identity provider admin's for
         *     `user.identityProviderId`.
         */
        patch: operations["patchV2UsersUserId"];
        trace?: never;
    };
    "/v2/authenticated-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the user the token is for
         * @description The user whose token makes the request; `identity-provider-id` must be that user's identity provider when
         *     given (403 otherwise). A token that names no user (a custom claims token) is refused.
         */
        get: operations["getV2AuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{user-id}/rights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's rights
         * @description Every right of a user of the default identity provider, in no particular order. Needs an admin's token or
         *     the token of that very user.
         */
        get: operations["getV2UsersUserIdRights"];
        put?: never;
        /**
         * Grant rights to a user
         * @description Adds `rights` to the user's rights and answers the ones it did not hold yet. `userId` must be the user the
         *     path names (400 otherwise). Needs an admin's token, or an identity provider admin's for `identityProviderId`;
         *     only an admin may grant `ParticipantAdmin`, `CanReadAsAnyParty`, `CanExecuteAsAnyParty` (and from 3.6.1
         *     `CanActAsAnyParty`). A 3.5 participant cannot read `CanActAsAnyParty` (400 plain text).
         */
        post: operations["postV2UsersUserIdRights"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Revoke rights from a user
         * @description Removes `rights` from the user's rights and answers the ones it held. `userId` must be the user the path names
         *     (400 otherwise). A user cannot revoke its own `ParticipantAdmin`. Needs the same token as granting them.
         */
        patch: operations["patchV2UsersUserIdRights"];
        trace?: never;
    };
    "/v2/users/{user-id}/identity-provider-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a user to another identity provider
         * @description Moves the user from `sourceIdentityProviderId` (its current one) to `targetIdentityProviderId`; an empty or
         *     absent id is the default identity provider. `userId` must be the user the path names (400 otherwise); an
         *     identity provider that does not exist is 400. The answer is an empty object. Needs an admin's token.
         */
        patch: operations["patchV2UsersUserIdIdentityProviderId"];
        trace?: never;
    };
    "/v2/updates/update-by-offset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the update at an offset
         * @description The transaction, reassignment or topology transaction at `offset`, shaped by `updateFormat`.
         *     When there is no update at that offset, or the format lets the caller see none of its events,
         *     the answer is `404` `UPDATE_NOT_FOUND` (an offset past the ledger end is not found too).
         */
        post: operations["postV2UpdatesUpdateByOffset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/update-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an update by its id
         * @description The transaction, reassignment or topology transaction with id `updateId`, shaped by
         *     `updateFormat`. When there is none, or the format lets the caller see none of its events, the
         *     answer is `404` `UPDATE_NOT_FOUND`.
         */
        post: operations["postV2UpdatesUpdateById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/update-by-hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an update by its transaction hash
         * @description The transaction whose hash is `transactionHash` (the hash an external party signed; see
         *     `externalTransactionHash` on a transaction), shaped by `updateFormat`. Only updates the
         *     participant received after its upgrade to 3.6 can be found; for the others, and when the format
         *     lets the caller see none of its events, the answer is `404` `UPDATE_NOT_FOUND`. From 3.6.1.
         */
        post: operations["postV2UpdatesUpdateByHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/get-updates-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read one page of ledger updates
         * @description Up to `maxPageSize` updates (transactions, reassignments, topology transactions; never offset
         *     checkpoints) in (`beginOffsetExclusive`, `endOffsetInclusive`], in offset order (newest first
         *     with `descendingOrder`). Pass the answer's `nextPageToken` as `pageToken` of the same request
         *     for the next page. Without `endOffsetInclusive`, an ascending read never ends: every page,
         *     the last one too, carries a token that reads on from the ledger end (poll with it to follow
         *     the ledger), so page to a fixed `endOffsetInclusive`, or descending, to reach an end. Without
         *     `beginOffsetExclusive` the read starts at the participant's pruning offset.
         */
        post: operations["postV2UpdatesGetUpdatesPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/trees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List ledger updates with transactions as trees (deprecated)
         * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description Like `postV2Updates` (same request, same limits), but each transaction comes as a tree
         *     (`TransactionTree`: its events by node id, in ledger-effects shape) and topology transactions
         *     are not listed. With the legacy `filter`, every party named is read as a wildcard. Use
         *     `postV2Updates` with `transactionShape` `TRANSACTION_SHAPE_LEDGER_EFFECTS`.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2UpdatesTrees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/transaction-tree-by-offset/{offset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the transaction at an offset as a tree (deprecated)
         * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description The transaction at `offset` as a tree, with every event a party in `parties` witnesses
         *     (ledger-effects shape, verbose values). No transaction there the parties may see: `404`
         *     `UPDATE_NOT_FOUND`. Use `postV2UpdatesUpdateByOffset` with `transactionShape`
         *     `TRANSACTION_SHAPE_LEDGER_EFFECTS`.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it: `400` Canton
         *     error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        get: operations["getV2UpdatesTransactionTreeByOffsetOffset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/transaction-tree-by-id/{update-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transaction by its id as a tree (deprecated)
         * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description The transaction `update-id` as a tree, with every event a party in `parties` witnesses
         *     (ledger-effects shape, verbose values). None the parties may see: `404` `UPDATE_NOT_FOUND`. Use
         *     `postV2UpdatesUpdateById` with `transactionShape` `TRANSACTION_SHAPE_LEDGER_EFFECTS`.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it: `400` Canton
         *     error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        get: operations["getV2UpdatesTransactionTreeByIdUpdateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/transaction-by-offset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the transaction at an offset (deprecated)
         * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description The transaction at `offset`, as `requestingParties` see it (ACS-delta shape, verbose values) or
         *     as `transactionFormat` shapes it; exactly one of the two. No transaction there they may see:
         *     `404` `UPDATE_NOT_FOUND`. Use `postV2UpdatesUpdateByOffset`.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2UpdatesTransactionByOffset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/transaction-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a transaction by its id (deprecated)
         * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description The transaction `updateId`, as `requestingParties` see it (ACS-delta shape, verbose values) or
         *     as `transactionFormat` shapes it; exactly one of the two. None they may see: `404`
         *     `UPDATE_NOT_FOUND`. Use `postV2UpdatesUpdateById`.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2UpdatesTransactionById"];
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
            beginExclusive: number;
            /**
             * Format: int64
             * @description Only updates with an offset at or below this are returned. When absent the range is open
             *     and the call ends through `limit` or `stream_idle_timeout_ms`.
             */
            endInclusive?: number;
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
            offset: number;
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
            offset: number;
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
            paidTrafficCost?: number | null;
        };
        /** @description A contract moving between synchronizers, as unassign or assign events. */
        JsReassignment: {
            updateId: components["schemas"]["LedgerString"];
            /** @description Only reported to the submitting party on the submitting participant; may be empty. */
            commandId?: string;
            /** @description Set only when the command had one; may be empty. */
            workflowId?: string;
            /** Format: int64 */
            offset: number;
            events: components["schemas"]["JsReassignmentEvent"][];
            traceContext?: components["schemas"]["TraceContext"] | null;
            /** @description Source synchronizer time for an unassign, target synchronizer time for an assign. */
            recordTime: components["schemas"]["Timestamp"];
            synchronizerId: string;
            /**
             * Format: int64
             * @description Traffic this participant paid; absent under the same conditions as for transactions.
             */
            paidTrafficCost?: number | null;
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
            reassignmentCounter: number;
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
            reassignmentCounter: number;
            /**
             * Format: date-time
             * @description Until this time only the submitter may assign the contract.
             */
            assignmentExclusivity?: string | null;
            witnessParties: components["schemas"]["PartyIdString"][];
            packageName: string;
            /** Format: int64 */
            offset: number;
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
            offset: number;
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
            offset: number;
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
            offset: number;
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
            offset: number;
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
            seconds: number;
            /** Format: int32 */
            nanos: number;
            unknownFields?: components["schemas"]["UnknownFieldSet"];
        };
        GetLedgerEndResponse: {
            /**
             * Format: int64
             * @description The offset of the last update; 0 when the participant's ledger is empty.
             */
            offset: number;
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
            participantPrunedUpToInclusive: number;
            /**
             * Format: int64
             * @description The offset up to which divulged contracts are pruned; the same as `participantPrunedUpToInclusive`.
             */
            allDivulgedContractsPrunedUpToInclusive: number;
        };
        GetConnectedSynchronizersResponse: {
            connectedSynchronizers: components["schemas"]["ConnectedSynchronizer"][];
        };
        /** @description A JSON Web Key Set (RFC 7517). */
        GetJwksResponse: {
            keys: components["schemas"]["Jwk"][];
        };
        /**
         * @description A public signing key as a JSON Web Key. The participant writes `kty`, `alg`, `kid` and `use`
         *     and the members of the key type (`crv` and `x`, and `y` for `EC`); other members are kept.
         */
        Jwk: {
            /** @description `EC` or `OKP` today. */
            kty: string;
            /** @description `ES256`, `ES384`, `ES256K` or `EdDSA` today. */
            alg: string;
            /** @description The key's RFC 7638 thumbprint. */
            kid: string;
            /** @constant */
            use: "sig";
            crv?: string;
            x?: string;
            y?: string;
        };
        ConnectedSynchronizer: {
            synchronizerAlias: string;
            synchronizerId: string;
            /** @description The party's permission on the synchronizer when `party` was given; `PARTICIPANT_PERMISSION_UNSPECIFIED` otherwise. */
            permission: components["schemas"]["ParticipantPermission"];
        };
        /** @description Participant-local metadata of a user or party, as the participant sends it. */
        ObjectMeta: {
            /**
             * @description Opaque version of the resource, changed by every update; pass it back in an update to have it fail (409)
             *     if the resource changed meanwhile. Empty for a party without participant-local details.
             */
            resourceVersion: string;
            /** @description Free-form key-value pairs the participant stores for its clients. */
            annotations: {
                [key: string]: string;
            };
        };
        /**
         * @description Participant-local metadata in a request. On creation `resourceVersion` must be empty and every annotation
         *     value non-empty; on update `resourceVersion` (from a read) makes the update conditional and an empty value
         *     removes its annotation. Keys are `[prefix/]name`: an optional DNS subdomain (≤ 253) and `/`, then at most 63
         *     letters, digits, `.`, `-` or `_`, starting and ending with a letter or digit; keys and values at most 256 kB
         *     in all.
         */
        ObjectMetaInput: {
            resourceVersion?: string;
            annotations?: {
                [key: string]: string;
            };
        };
        /** @description An identity provider id, a ledger string (letters, digits and `._:-#/ `, at most 255). */
        IdentityProviderId: string;
        /** @description An identity provider id; empty for the default identity provider. */
        IdentityProviderIdOrDefault: string;
        /** @description What the participant knows of a party. */
        PartyDetails: {
            party: components["schemas"]["PartyIdString"];
            /** @description Whether this participant hosts the party and it belongs to the caller's identity provider. */
            isLocal: boolean;
            /**
             * @description Participant-local metadata; empty (an empty `resourceVersion`, no annotations) for a party without local
             *     details or outside the caller's identity provider.
             */
            localMetadata: components["schemas"]["ObjectMeta"];
            /**
             * @description The party's identity provider; empty for the default one, a party hosted elsewhere, or a party outside
             *     the caller's identity provider.
             */
            identityProviderId: string;
        };
        /** @description The party to update and its new participant-local details. */
        PartyDetailsInput: {
            party: components["schemas"]["PartyIdString"];
            /** @description Only with `is_local` in the mask, and then equal to the participant's value. */
            isLocal?: boolean;
            /** @description `null` is read as absent. */
            localMetadata?: components["schemas"]["ObjectMetaInput"] | null;
            /** @description The party's identity provider (empty for the default one); it cannot be changed here. */
            identityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
        };
        /** @description Every field is optional; `{}` allocates a party with a made-up name on the only connected synchronizer. */
        AllocatePartyRequest: {
            /** @description The name part of the new party's id; the participant appends `::` and its namespace. */
            partyIdHint?: components["schemas"]["PartyIdString"];
            /** @description Participant-local metadata of the new party; `null` is read as absent. */
            localMetadata?: components["schemas"]["ObjectMetaInput"] | null;
            /** @description The identity provider the party belongs to; empty or absent for the default one. It must exist. */
            identityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
            /** @description The synchronizer to allocate on; may be absent only when the participant is connected to one. */
            synchronizerId?: string;
            /** @description A user to grant the right to act as the new party; empty or absent for none. */
            userId?: string;
        };
        AllocatePartyResponse: {
            partyDetails: components["schemas"]["PartyDetails"];
        };
        ListKnownPartiesResponse: {
            partyDetails: components["schemas"]["PartyDetails"][];
            /** @description The token of the next page; empty on the last page. */
            nextPageToken?: string;
        };
        GetPartiesResponse: {
            /** @description The known parties among those asked for, in no particular order. */
            partyDetails: components["schemas"]["PartyDetails"][];
        };
        GetParticipantIdResponse: {
            /** @description The participant's unique identifier, `<name>::<fingerprint>`. */
            participantId: string;
        };
        UpdatePartyDetailsRequest: {
            partyDetails: components["schemas"]["PartyDetailsInput"];
            updateMask: components["schemas"]["PartyDetailsUpdateMask"];
        };
        UpdatePartyDetailsResponse: {
            partyDetails: components["schemas"]["PartyDetails"];
        };
        /**
         * @description The fields of `partyDetails` to update, as protobuf field paths in snake case. `party` and
         *     `local_metadata.resource_version` identify the party and make the update conditional; `is_local` and
         *     `identity_provider_id` may be named with the party's current value only.
         */
        PartyDetailsUpdateMask: {
            paths: ("party" | "is_local" | "local_metadata" | "local_metadata.annotations" | "local_metadata.resource_version" | "identity_provider_id")[];
            /** @description Sent by clients that write protobuf's JSON of a field mask; ignored. */
            unknownFields?: components["schemas"]["UnknownFieldSet"];
        };
        /** @description An identity provider as the participant stores it. */
        IdentityProviderConfig: {
            identityProviderId: components["schemas"]["IdentityProviderId"];
            /** @description When true, every token this identity provider issued is refused. */
            isDeactivated: boolean;
            /** @description The `iss` of its tokens. */
            issuer: string;
            /** @description Where the keys that sign its tokens are (a JSON Web Key Set). */
            jwksUrl: string;
            /** @description When not empty, its tokens must name this in `aud`. */
            audience: string;
        };
        /** @description A new identity provider. */
        IdentityProviderConfigInput: {
            identityProviderId: components["schemas"]["IdentityProviderId"];
            isDeactivated?: boolean;
            issuer: string;
            /** Format: uri */
            jwksUrl: string;
            audience?: string;
        };
        /**
         * @description The identity provider to update and its new values; the fields the update mask does not name are ignored
         *     and may be left out or empty.
         */
        IdentityProviderConfigPatch: {
            identityProviderId: components["schemas"]["IdentityProviderId"];
            isDeactivated?: boolean;
            issuer?: string;
            jwksUrl?: string;
            audience?: string;
        };
        CreateIdentityProviderConfigRequest: {
            identityProviderConfig: components["schemas"]["IdentityProviderConfigInput"];
        };
        CreateIdentityProviderConfigResponse: {
            identityProviderConfig: components["schemas"]["IdentityProviderConfig"];
        };
        GetIdentityProviderConfigResponse: {
            identityProviderConfig: components["schemas"]["IdentityProviderConfig"];
        };
        UpdateIdentityProviderConfigRequest: {
            identityProviderConfig: components["schemas"]["IdentityProviderConfigPatch"];
            updateMask: components["schemas"]["IdentityProviderConfigUpdateMask"];
        };
        UpdateIdentityProviderConfigResponse: {
            identityProviderConfig: components["schemas"]["IdentityProviderConfig"];
        };
        ListIdentityProviderConfigsResponse: {
            identityProviderConfigs: components["schemas"]["IdentityProviderConfig"][];
        };
        /** @description An empty object. */
        DeleteIdentityProviderConfigResponse: {
            [key: string]: unknown;
        };
        /** @description The fields of `identityProviderConfig` to update, as protobuf field paths in snake case. */
        IdentityProviderConfigUpdateMask: {
            paths: ("identity_provider_id" | "is_deactivated" | "jwks_url" | "issuer" | "audience")[];
            /** @description Sent by clients that write protobuf's JSON of a field mask; ignored. */
            unknownFields?: components["schemas"]["UnknownFieldSet"];
        };
        /** @description A user id, 1 to 128 of the letters, digits and ``@^$.!`-#+'~_|:()``. */
        UserIdString: string;
        /** @description A participant user as the participant sends it. */
        User: {
            id: components["schemas"]["UserIdString"];
            /** @description The party the user acts and reads as by default (given the rights); empty when it has none. */
            primaryParty: string;
            /** @description When true, every request with the user's token is refused. */
            isDeactivated: boolean;
            /** @description Its `resourceVersion` tracks changes of the user, not of its rights. */
            metadata: components["schemas"]["ObjectMeta"];
            /** @description The user's identity provider; empty for the default one. */
            identityProviderId: string;
            /** @description Whether the user may authenticate with a token its primary party signed. */
            primaryPartyAuthentication: boolean;
        };
        /** @description A user in a request; `id` names it, the other fields are its (new) values. */
        UserInput: {
            id: components["schemas"]["UserIdString"];
            /** @description The user's primary party; empty for none. */
            primaryParty?: string;
            isDeactivated?: boolean;
            /** @description `null` is read as absent. */
            metadata?: components["schemas"]["ObjectMetaInput"] | null;
            /** @description The user's identity provider (empty or absent for the default one); it must exist. */
            identityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
            primaryPartyAuthentication?: boolean;
        };
        /** @description A right of a user; `kind` says which. */
        Right: {
            kind: components["schemas"]["RightKind"];
        };
        /**
         * @description Exactly one key, the kind of right, wrapping its content in `value`: the party for `CanActAs`, `CanReadAs`
         *     and `CanExecuteAs`, an empty object for the others. `CanActAsAnyParty` comes with 3.6.1: a 3.5 participant
         *     neither sends it nor reads it (400 plain text). Only an admin may grant or revoke `ParticipantAdmin`,
         *     `CanReadAsAnyParty`, `CanExecuteAsAnyParty` and `CanActAsAnyParty`.
         */
        RightKind: {
            ParticipantAdmin: components["schemas"]["RightWithoutParty"];
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            IdentityProviderAdmin: components["schemas"]["RightWithoutParty"];
            ParticipantAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanActAs: components["schemas"]["RightOfParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanReadAs: components["schemas"]["RightOfParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanExecuteAs: components["schemas"]["RightOfParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanReadAsAnyParty: components["schemas"]["RightWithoutParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanExecuteAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanExecuteAsAnyParty: components["schemas"]["RightWithoutParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanActAsAnyParty?: never;
        } | {
            CanActAsAnyParty: components["schemas"]["RightWithoutParty"];
            ParticipantAdmin?: never;
            IdentityProviderAdmin?: never;
            CanActAs?: never;
            CanReadAs?: never;
            CanExecuteAs?: never;
            CanReadAsAnyParty?: never;
            CanExecuteAsAnyParty?: never;
        };
        /** @description Wrapper of a right about one party. */
        RightOfParty: {
            value: {
                party: components["schemas"]["PartyIdString"];
            };
        };
        /** @description Wrapper of a right about no party; its `value` is an empty object. */
        RightWithoutParty: {
            value: components["schemas"]["Empty"];
        };
        CreateUserRequest: {
            user: components["schemas"]["UserInput"];
            /** @description The rights to grant it; none when absent. */
            rights?: components["schemas"]["Right"][];
        };
        CreateUserResponse: {
            user: components["schemas"]["User"];
        };
        GetUserResponse: {
            user: components["schemas"]["User"];
        };
        UpdateUserRequest: {
            user: components["schemas"]["UserInput"];
            updateMask: components["schemas"]["UserUpdateMask"];
        };
        /**
         * @description The fields of `user` to update, as protobuf field paths in snake case (`metadata` covers its annotations).
         *     `id` and `metadata.resource_version` identify the user and make the update conditional.
         */
        UserUpdateMask: {
            paths: ("id" | "primary_party" | "is_deactivated" | "metadata" | "metadata.annotations" | "metadata.resource_version" | "identity_provider_id" | "primary_party_authentication")[];
            /** @description Sent by clients that write protobuf's JSON of a field mask; ignored. */
            unknownFields?: components["schemas"]["UnknownFieldSet"];
        };
        ListUsersResponse: {
            users: components["schemas"]["User"][];
            /** @description The token of the next page; empty on the last page. */
            nextPageToken?: string;
        };
        /** @description An empty object. */
        DeleteUserResponse: {
            [key: string]: unknown;
        };
        ListUserRightsResponse: {
            rights: components["schemas"]["Right"][];
        };
        GrantUserRightsRequest: {
            /** @description The user the path names. */
            userId: components["schemas"]["UserIdString"];
            rights?: components["schemas"]["Right"][];
            /** @description The user's identity provider; empty or absent for the default one. */
            identityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
        };
        GrantUserRightsResponse: {
            newlyGrantedRights: components["schemas"]["Right"][];
        };
        RevokeUserRightsRequest: {
            /** @description The user the path names. */
            userId: components["schemas"]["UserIdString"];
            rights?: components["schemas"]["Right"][];
            /** @description The user's identity provider; empty or absent for the default one. */
            identityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
        };
        RevokeUserRightsResponse: {
            newlyRevokedRights: components["schemas"]["Right"][];
        };
        UpdateUserIdentityProviderIdRequest: {
            /** @description The user the path names. */
            userId: components["schemas"]["UserIdString"];
            /** @description The user's current identity provider; empty or absent for the default one. */
            sourceIdentityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
            /** @description The identity provider to move it to; empty or absent for the default one. */
            targetIdentityProviderId?: components["schemas"]["IdentityProviderIdOrDefault"];
        };
        /** @description An empty object. */
        UpdateUserIdentityProviderIdResponse: {
            [key: string]: unknown;
        };
        /** @description An update id as transactions carry it, the hex of a hash (`1220…`). */
        UpdateIdString: string;
        /** @description Bytes in standard base64 (with `+`, `/` and `=` padding). */
        Base64String: string;
        /** @description Which offset to read, and how to shape what is there. */
        GetUpdateByOffsetRequest: {
            /**
             * Format: int64
             * @description The update's offset.
             */
            offset: number;
            updateFormat: components["schemas"]["UpdateFormat"];
        };
        /** @description Which update to read, by id, and how to shape it. */
        GetUpdateByIdRequest: {
            updateId: components["schemas"]["UpdateIdString"];
            updateFormat: components["schemas"]["UpdateFormat"];
        };
        /** @description Which transaction to read, by the hash an external party signed, and how to shape it. */
        GetUpdateByHashRequest: {
            /** @description The transaction hash, base64. */
            transactionHash: components["schemas"]["Base64String"];
            updateFormat: components["schemas"]["UpdateFormat"];
        };
        /**
         * @description One page of an offset range. Every follow-up request must be the same request (range, format,
         *     order, page size) with the previous answer's `nextPageToken` in `pageToken`, sent to the same
         *     participant; otherwise the participant answers `INVALID_UPDATES_PAGE_TOKEN`.
         */
        GetUpdatesPageRequest: {
            /**
             * Format: int64
             * @description Only updates after this offset; when absent, after the participant's pruning offset. On a
             *     pruned participant a value must be at or after the pruning offset. Not after `endOffsetInclusive`.
             */
            beginOffsetExclusive?: number;
            /**
             * Format: int64
             * @description Only updates at or before this offset, which must not be after the ledger end
             *     (`OFFSET_AFTER_LEDGER_END`). When absent, up to the ledger end at each request: an ascending
             *     read then never ends (see the operation).
             */
            endOffsetInclusive?: number;
            /**
             * Format: int32
             * @description The most updates one page holds. At most the participant's
             *     `ledger-api.update-service.max-updates-page-size` (2000 unless configured otherwise; more is
             *     `400` `INVALID_ARGUMENT`); when absent, its `default-updates-page-size` (100 unless configured).
             */
            maxPageSize?: number;
            updateFormat: components["schemas"]["UpdateFormat"];
            /** @description Newest first, from `endOffsetInclusive` (or the ledger end) down. */
            descendingOrder?: boolean;
            /** @description The previous page's `nextPageToken`; absent for the first page. */
            pageToken?: components["schemas"]["Base64String"];
        };
        /** @description One page of updates and the offsets it covers. */
        JsGetUpdatesPageResponse: {
            /** @description The page's updates in offset order (newest first when descending); may be empty. */
            updates: components["schemas"]["JsGetUpdateResponse"][];
            /**
             * Format: int64
             * @description The page covers offsets after this one.
             */
            lowestPageOffsetExclusive: number;
            /**
             * Format: int64
             * @description The page covers offsets up to this one; 0 on an empty ledger.
             */
            highestPageOffsetInclusive: number;
            /**
             * @description Send it as `pageToken` of the same request for the next page; `null` on the last page.
             *     Always set for an ascending read without `endOffsetInclusive`, to follow the ledger.
             */
            nextPageToken?: components["schemas"]["Base64String"] | null;
        };
        /** @description One update, as a lookup or a page holds it. */
        JsGetUpdateResponse: {
            update: components["schemas"]["SingleUpdate"];
        };
        /**
         * @description Exactly one of three keys, each wrapping its update in `value`: what a lookup or page holds
         *     (never an offset checkpoint).
         */
        SingleUpdate: {
            Reassignment: {
                value: components["schemas"]["JsReassignment"];
            };
            TopologyTransaction?: never;
            Transaction?: never;
        } | {
            TopologyTransaction: {
                value: components["schemas"]["JsTopologyTransaction"];
            };
            Reassignment?: never;
            Transaction?: never;
        } | {
            Transaction: {
                value: components["schemas"]["JsTransaction"];
            };
            Reassignment?: never;
            TopologyTransaction?: never;
        };
        /** @description A transaction (answer of the deprecated transaction-by-offset and -by-id reads). */
        JsGetTransactionResponse: {
            transaction: components["schemas"]["JsTransaction"];
        };
        /** @description A transaction tree (answer of the deprecated transaction-tree reads). */
        JsGetTransactionTreeResponse: {
            transaction: components["schemas"]["JsTransactionTree"];
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
            offset: number;
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
        /** @description One element of the tree list. */
        JsGetUpdateTreesResponse: {
            update: components["schemas"]["UpdateTree"];
        };
        /** @description Exactly one of three keys, each wrapping its update in `value` (no topology transactions). */
        UpdateTree: {
            OffsetCheckpoint: {
                value: components["schemas"]["OffsetCheckpoint"];
            };
            Reassignment?: never;
            TransactionTree?: never;
        } | {
            Reassignment: {
                value: components["schemas"]["JsReassignment"];
            };
            OffsetCheckpoint?: never;
            TransactionTree?: never;
        } | {
            TransactionTree: {
                value: components["schemas"]["JsTransactionTree"];
            };
            OffsetCheckpoint?: never;
            Reassignment?: never;
        };
        /**
         * @description The offset, and either `requestingParties` (ACS-delta shape, verbose values, every template) or
         *     `transactionFormat`: exactly one of the two (an empty `requestingParties` counts as none).
         */
        GetTransactionByOffsetRequest: {
            /**
             * Format: int64
             * @description The transaction's offset.
             */
            offset: number;
            requestingParties?: components["schemas"]["RequestingParties"];
            transactionFormat?: components["schemas"]["TransactionFormat"];
        } & ({
            requestingParties?: never;
        } | {
            transactionFormat?: never;
        });
        /**
         * @description The update id, and either `requestingParties` (ACS-delta shape, verbose values, every template)
         *     or `transactionFormat`: exactly one of the two (an empty `requestingParties` counts as none).
         */
        GetTransactionByIdRequest: {
            updateId: components["schemas"]["UpdateIdString"];
            requestingParties?: components["schemas"]["RequestingParties"];
            transactionFormat?: components["schemas"]["TransactionFormat"];
        } & ({
            requestingParties?: never;
        } | {
            transactionFormat?: never;
        });
        /** @description The parties whose view to read, each as a wildcard filter; not together with `transactionFormat`. */
        RequestingParties: components["schemas"]["PartyIdString"][];
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
        /** @description The update, one of a transaction, a reassignment or a topology transaction. */
        SingleUpdate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsGetUpdateResponse"];
            };
        };
        /** @description The transaction. */
        SingleTransaction: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsGetTransactionResponse"];
            };
        };
        /** @description The transaction as a tree of events by node id. */
        TransactionTree: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsGetTransactionTreeResponse"];
            };
        };
        /**
         * @description The request is not valid. A body that cannot be read at all is answered in plain text; values
         *     the participant reads but rejects (an offset below 1, a missing `updateFormat`, a format
         *     without any party filter) are a Canton error in JSON.
         */
        UpdateLookupInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The request is not valid. A body that cannot be read at all (a `pageToken` that is no base64,
         *     too) is answered in plain text; values the participant reads but rejects (a page size out of
         *     range, a token of another request, an offset out of range) are a Canton error in JSON.
         */
        UpdatesPageInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The request is not valid. A body, path or query that cannot be read at all is answered in plain
         *     text; values the participant reads but rejects (no party to read as, both `requestingParties`
         *     and `transactionFormat`, an offset below 1) are a Canton error in JSON. From 3.6.1 the endpoint
         *     itself is answered so unless the operator re-enabled it, `DEPRECATED_API_DISABLED`.
         */
        LegacyLookupInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The party is not on the ledger. */
        PartyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The party's details changed since `localMetadata.resourceVersion` was read; read them again. */
        PartyConcurrentUpdate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The path names no valid identity provider id. */
        InvalidIdentityProviderId: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description No identity provider has this id. */
        IdentityProviderNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description The user. */
        UserDetails: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GetUserResponse"];
            };
        };
        /** @description The path names no valid user id. */
        MalformedUserId: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /** @description No such user (in that identity provider). */
        UserNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
        limit: number;
        /**
         * @description Milliseconds without a new element after which the list is closed and sent. Bounds the call
         *     when `endInclusive` is absent and the range is open-ended. The participant does not range-check
         *     the value (it answers a negative one too), so neither does the contract; use a positive one.
         * @example 1000
         */
        streamIdleTimeoutMs: number;
        /**
         * @description The parties whose view of the transaction to read: each is read as a wildcard filter, and the
         *     tree holds the events they witness. Give the parameter once per party. The participant answers
         *     a request without any with `400` (`INVALID_ARGUMENT`: no party to filter by).
         * @example [
         *       "Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90"
         *     ]
         */
        treeParties: components["schemas"]["PartyIdString"][];
        /**
         * @description A party id, `<hint>::<fingerprint>`, URL-encoded (it holds `:` and may hold spaces).
         * @example Alice::1220a6f1c3e2d8b7f40e5c9a1d2b3c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6
         */
        partyPath: components["schemas"]["PartyIdString"];
        /**
         * @description The identity provider's id.
         * @example idp-acme
         */
        idpIdPath: components["schemas"]["IdentityProviderId"];
        /**
         * @description The identity provider the request is about (that of the user the token is for, unless it is an admin's);
         *     the default identity provider when absent or empty.
         * @example idp-acme
         */
        identityProviderIdQuery: components["schemas"]["IdentityProviderId"];
        /**
         * @description The most items one page holds; 0 or absent for the participant's maximum page size. The participant
         *     rejects a negative value.
         * @example 100
         */
        listPageSize: number;
        /**
         * @description The `nextPageToken` of the previous page; absent or empty for the first page. A token the participant did
         *     not hand out is rejected (400).
         * @example ChFwYXJ0aWNpcGFudF9hZG1pbg==
         */
        listPageToken: string;
        /**
         * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
         * @example alice
         */
        userIdPath: components["schemas"]["UserIdString"];
    };
    requestBodies: {
        GetUpdatesRequest: {
            content: {
                "application/json": components["schemas"]["GetUpdatesRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    /**
     * List ledger updates in an offset range (deprecated)
     * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    postV2UpdatesFlats: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of elements to return. The participant ignores values larger than its own
                 *     `http-list-max-elements-limit`. It does not reject 0 or a negative value but answers an empty
                 *     list, which reads like the end of the range; the contract therefore asks for at least 1.
                 * @example 100
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description Milliseconds without a new element after which the list is closed and sent. Bounds the call
                 *     when `endInclusive` is absent and the range is open-ended. The participant does not range-check
                 *     the value (it answers a negative one too), so neither does the contract; use a positive one.
                 * @example 1000
                 */
                stream_idle_timeout_ms?: components["parameters"]["streamIdleTimeoutMs"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetUpdatesRequest"];
        responses: {
            200: components["responses"]["UpdateList"];
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["ContentTooLarge"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2Updates: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of elements to return. The participant ignores values larger than its own
                 *     `http-list-max-elements-limit`. It does not reject 0 or a negative value but answers an empty
                 *     list, which reads like the end of the range; the contract therefore asks for at least 1.
                 * @example 100
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description Milliseconds without a new element after which the list is closed and sent. Bounds the call
                 *     when `endInclusive` is absent and the range is open-ended. The participant does not range-check
                 *     the value (it answers a negative one too), so neither does the contract; use a positive one.
                 * @example 1000
                 */
                stream_idle_timeout_ms?: components["parameters"]["streamIdleTimeoutMs"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetUpdatesRequest"];
        responses: {
            200: components["responses"]["UpdateList"];
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["ContentTooLarge"];
            default: components["responses"]["CantonError"];
        };
    };
    getV2Version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version and the features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLedgerApiVersionResponse"];
                };
            };
        };
    };
    getV2JoseJwks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The synchronizer id (`alias::fingerprint`) whose topology holds the keys.
                 * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
                 */
                synchronizer: string;
                /**
                 * @description The party id (`hint::fingerprint`) whose keys to read.
                 * @example alice::1220f2a9d0c6b4e8a1c3f5e7d9b2a4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0
                 */
                party: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party's usable signing keys; `keys` may be empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetJwksResponse"];
                };
            };
            /** @description The synchronizer or party id is malformed (`INVALID_ARGUMENT`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            /**
             * @description The participant is not connected to the synchronizer (`SYNCHRONIZER_NOT_FOUND`), or the party
             *     has no signing keys there (`PARTY_SIGNING_KEYS_NOT_FOUND`).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2StateLedgerEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger end. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLedgerEndResponse"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2StateLatestPrunedOffsets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pruning offsets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLatestPrunedOffsetsResponse"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2StateConnectedSynchronizers: {
        parameters: {
            query?: {
                /**
                 * @description The party whose hosting is asked about.
                 * @example Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90
                 */
                party?: components["schemas"]["PartyIdString"];
                /**
                 * @description The participant whose hosting is asked about, as `<name>::<fingerprint>` (without the `PAR::`
                 *     prefix); this participant when absent. The participant rejects a value that is no participant
                 *     id (400, `INVALID_FIELD`).
                 * @example participant1::1220e7f4b8c0d7a2c4a61e1f6e3c0b3d2a9c8f7e6d5c4b3a291807f6e5d4c3b2a1f0
                 */
                participantId?: string;
                /**
                 * @description The identity provider of the user the token is for, when `party` is given; the default provider when absent.
                 * @example idp-acme
                 */
                identityProviderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The synchronizers, in no particular order; an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetConnectedSynchronizersResponse"];
                };
            };
            400: components["responses"]["InvalidQuery"];
            default: components["responses"]["CantonError"];
        };
    };
    getV2Parties: {
        parameters: {
            query?: {
                /**
                 * @description The identity provider the request is about (that of the user the token is for, unless it is an admin's);
                 *     the default identity provider when absent or empty.
                 * @example idp-acme
                 */
                "identity-provider-id"?: components["parameters"]["identityProviderIdQuery"];
                /**
                 * @description Only parties whose id starts with this text.
                 * @example Alice
                 */
                "filter-party"?: string;
                /**
                 * @description The most items one page holds; 0 or absent for the participant's maximum page size. The participant
                 *     rejects a negative value.
                 * @example 100
                 */
                pageSize?: components["parameters"]["listPageSize"];
                /**
                 * @description The `nextPageToken` of the previous page; absent or empty for the first page. A token the participant did
                 *     not hand out is rejected (400).
                 * @example ChFwYXJ0aWNpcGFudF9hZG1pbg==
                 */
                pageToken?: components["parameters"]["listPageToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of parties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListKnownPartiesResponse"];
                };
            };
            /**
             * @description A query parameter cannot be read (plain text), or the participant rejects its value: a negative or
             *     too large `pageSize`, a `pageToken` it did not hand out, a malformed `identity-provider-id` or
             *     `filter-party` (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2Parties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocatePartyRequest"];
            };
        };
        responses: {
            /** @description The allocated party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocatePartyResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text), or the participant rejects a value (JSON): a hint that is no
             *     party name, a `localMetadata.resourceVersion` (it must be empty), an identity provider that does not
             *     exist, several connected synchronizers and no `synchronizerId`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2PartiesParticipantId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The participant id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetParticipantIdResponse"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2PartiesParty: {
        parameters: {
            query?: {
                /**
                 * @description The identity provider the request is about (that of the user the token is for, unless it is an admin's);
                 *     the default identity provider when absent or empty.
                 * @example idp-acme
                 */
                "identity-provider-id"?: components["parameters"]["identityProviderIdQuery"];
                /** @description More parties to read, the parameter repeated once per party (`?parties=Bob::…&parties=Carol::…`). */
                parties?: components["schemas"]["PartyIdString"][];
            };
            header?: never;
            path: {
                /**
                 * @description A party id, `<hint>::<fingerprint>`, URL-encoded (it holds `:` and may hold spaces).
                 * @example Alice::1220a6f1c3e2d8b7f40e5c9a1d2b3c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6
                 */
                party: components["parameters"]["partyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The known parties among those asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPartiesResponse"];
                };
            };
            /**
             * @description `identity-provider-id` given twice (plain text); a party id or `identity-provider-id` the participant
             *     rejects (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    patchV2PartiesParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A party id, `<hint>::<fingerprint>`, URL-encoded (it holds `:` and may hold spaces).
                 * @example Alice::1220a6f1c3e2d8b7f40e5c9a1d2b3c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6
                 */
                party: components["parameters"]["partyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePartyDetailsRequest"];
            };
        };
        responses: {
            /** @description The party's details after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePartyDetailsResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text); the path and body name different parties, a malformed party,
             *     an empty or unknown update path, a changed `isLocal` (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["PartyNotFound"];
            409: components["responses"]["PartyConcurrentUpdate"];
            default: components["responses"]["CantonError"];
        };
    };
    getV2Idps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity provider configurations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListIdentityProviderConfigsResponse"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2Idps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIdentityProviderConfigRequest"];
            };
        };
        responses: {
            /** @description The configuration as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateIdentityProviderConfigResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text); the participant rejects a value (a malformed id, an empty issuer,
             *     a `jwksUrl` that is no URL) or holds the most configurations it allows (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            /** @description An identity provider with this id or this issuer exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2IdpsIdpId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The identity provider's id.
                 * @example idp-acme
                 */
                "idp-id": components["parameters"]["idpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetIdentityProviderConfigResponse"];
                };
            };
            400: components["responses"]["InvalidIdentityProviderId"];
            404: components["responses"]["IdentityProviderNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    deleteV2IdpsIdpId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The identity provider's id.
                 * @example idp-acme
                 */
                "idp-id": components["parameters"]["idpIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteIdentityProviderConfigResponse"];
                };
            };
            400: components["responses"]["InvalidIdentityProviderId"];
            404: components["responses"]["IdentityProviderNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    patchV2IdpsIdpId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The identity provider's id.
                 * @example idp-acme
                 */
                "idp-id": components["parameters"]["idpIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIdentityProviderConfigRequest"];
            };
        };
        responses: {
            /** @description The configuration after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateIdentityProviderConfigResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text); the path and body name different identity providers, an empty,
             *     unknown or repeated update path, a malformed value (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["IdentityProviderNotFound"];
            /** @description Another identity provider has the new issuer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2Users: {
        parameters: {
            query?: {
                /**
                 * @description The most items one page holds; 0 or absent for the participant's maximum page size. The participant
                 *     rejects a negative value.
                 * @example 100
                 */
                pageSize?: components["parameters"]["listPageSize"];
                /**
                 * @description The `nextPageToken` of the previous page; absent or empty for the first page. A token the participant did
                 *     not hand out is rejected (400).
                 * @example ChFwYXJ0aWNpcGFudF9hZG1pbg==
                 */
                pageToken?: components["parameters"]["listPageToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUsersResponse"];
                };
            };
            /**
             * @description `pageSize` is no number (plain text); a negative `pageSize` or a `pageToken` the participant did not
             *     hand out (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2Users: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description The created user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateUserResponse"];
                };
            };
            /**
             * @description The body cannot be read, or names an unknown kind of right (plain text); the participant rejects a
             *     value, an identity provider that does not exist, a party that does not exist, too many rights (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            /** @description A user with this id exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2UsersUserId: {
        parameters: {
            query?: {
                /**
                 * @description The identity provider the request is about (that of the user the token is for, unless it is an admin's);
                 *     the default identity provider when absent or empty.
                 * @example idp-acme
                 */
                "identity-provider-id"?: components["parameters"]["identityProviderIdQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserDetails"];
            /** @description `identity-provider-id` given twice (plain text); a malformed user id or identity provider id (JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    deleteV2UsersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteUserResponse"];
                };
            };
            400: components["responses"]["MalformedUserId"];
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    patchV2UsersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            200: components["responses"]["UserDetails"];
            /**
             * @description The body cannot be read (plain text); the path and body name different users, an empty or unknown
             *     update path, a malformed value, a user deactivating itself (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["UserNotFound"];
            /** @description The user changed since `metadata.resourceVersion` was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2AuthenticatedUser: {
        parameters: {
            query?: {
                /**
                 * @description The identity provider the request is about (that of the user the token is for, unless it is an admin's);
                 *     the default identity provider when absent or empty.
                 * @example idp-acme
                 */
                "identity-provider-id"?: components["parameters"]["identityProviderIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserDetails"];
            /** @description `identity-provider-id` given twice (plain text); a malformed `identity-provider-id` (JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    getV2UsersUserIdRights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's rights; an empty list when it has none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUserRightsResponse"];
                };
            };
            400: components["responses"]["MalformedUserId"];
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2UsersUserIdRights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantUserRightsRequest"];
            };
        };
        responses: {
            /** @description The rights the user did not hold before. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrantUserRightsResponse"];
                };
            };
            /**
             * @description The body cannot be read or names an unknown kind of right (plain text); the path and body name
             *     different users, a malformed or unknown party, too many rights (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    patchV2UsersUserIdRights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeUserRightsRequest"];
            };
        };
        responses: {
            /** @description The rights the user held and no longer holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeUserRightsResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text); the path and body name different users, a malformed party, a user
             *     revoking its own admin right (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    patchV2UsersUserIdIdentityProviderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A user id, URL-encoded (several of its characters, such as `#`, `^` or `|`, must be).
                 * @example alice
                 */
                "user-id": components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserIdentityProviderIdRequest"];
            };
        };
        responses: {
            /** @description Moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateUserIdentityProviderIdResponse"];
                };
            };
            /**
             * @description The body cannot be read (plain text); the path and body name different users, a malformed or unknown
             *     identity provider (JSON).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            404: components["responses"]["UserNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2UpdatesUpdateByOffset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetUpdateByOffsetRequest"];
            };
        };
        responses: {
            200: components["responses"]["SingleUpdate"];
            400: components["responses"]["UpdateLookupInvalid"];
            /** @description No update at this offset the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2UpdatesUpdateById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetUpdateByIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["SingleUpdate"];
            400: components["responses"]["UpdateLookupInvalid"];
            /** @description No update with this id the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2UpdatesUpdateByHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetUpdateByHashRequest"];
            };
        };
        responses: {
            200: components["responses"]["SingleUpdate"];
            400: components["responses"]["UpdateLookupInvalid"];
            /** @description No update with this hash the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2UpdatesGetUpdatesPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetUpdatesPageRequest"];
            };
        };
        responses: {
            /** @description One page of updates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsGetUpdatesPageResponse"];
                };
            };
            400: components["responses"]["UpdatesPageInvalid"];
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * List ledger updates with transactions as trees (deprecated)
     * @deprecated Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    postV2UpdatesTrees: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of elements to return. The participant ignores values larger than its own
                 *     `http-list-max-elements-limit`. It does not reject 0 or a negative value but answers an empty
                 *     list, which reads like the end of the range; the contract therefore asks for at least 1.
                 * @example 100
                 */
                limit?: components["parameters"]["limit"];
                /**
                 * @description Milliseconds without a new element after which the list is closed and sent. Bounds the call
                 *     when `endInclusive` is absent and the range is open-ended. The participant does not range-check
                 *     the value (it answers a negative one too), so neither does the contract; use a positive one.
                 * @example 1000
                 */
                stream_idle_timeout_ms?: components["parameters"]["streamIdleTimeoutMs"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GetUpdatesRequest"];
        responses: {
            /** @description Every selected update in the range, in offset order (descending when requested). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsGetUpdateTreesResponse"][];
                };
            };
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["ContentTooLarge"];
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * Read the transaction at an offset as a tree (deprecated)
     * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    getV2UpdatesTransactionTreeByOffsetOffset: {
        parameters: {
            query: {
                /**
                 * @description The parties whose view of the transaction to read: each is read as a wildcard filter, and the
                 *     tree holds the events they witness. Give the parameter once per party. The participant answers
                 *     a request without any with `400` (`INVALID_ARGUMENT`: no party to filter by).
                 * @example [
                 *       "Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90"
                 *     ]
                 */
                parties: components["parameters"]["treeParties"];
            };
            header?: never;
            path: {
                /**
                 * @description The transaction's offset.
                 * @example 19
                 */
                offset: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransactionTree"];
            400: components["responses"]["LegacyLookupInvalid"];
            /** @description No transaction at this offset the parties may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * Read a transaction by its id as a tree (deprecated)
     * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    getV2UpdatesTransactionTreeByIdUpdateId: {
        parameters: {
            query: {
                /**
                 * @description The parties whose view of the transaction to read: each is read as a wildcard filter, and the
                 *     tree holds the events they witness. Give the parameter once per party. The participant answers
                 *     a request without any with `400` (`INVALID_ARGUMENT`: no party to filter by).
                 * @example [
                 *       "Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90"
                 *     ]
                 */
                parties: components["parameters"]["treeParties"];
            };
            header?: never;
            path: {
                /**
                 * @description The transaction's update id.
                 * @example 1220a857c1c32d5f1b0ae586e31f7903b2b11419035e55fa899c0229b0d3d0a38813
                 */
                "update-id": components["schemas"]["UpdateIdString"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransactionTree"];
            400: components["responses"]["LegacyLookupInvalid"];
            /** @description No transaction with this id the parties may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * Read the transaction at an offset (deprecated)
     * @deprecated Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    postV2UpdatesTransactionByOffset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTransactionByOffsetRequest"];
            };
        };
        responses: {
            200: components["responses"]["SingleTransaction"];
            400: components["responses"]["LegacyLookupInvalid"];
            /** @description No transaction at this offset the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * Read a transaction by its id (deprecated)
     * @deprecated Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    postV2UpdatesTransactionById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetTransactionByIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["SingleTransaction"];
            400: components["responses"]["LegacyLookupInvalid"];
            /** @description No transaction with this id the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsCantonError"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
}
