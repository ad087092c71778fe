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
    "/v2/commands/submit-and-wait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit commands and wait for their outcome
         * @description Submits one atomic set of commands and answers once the participant has its completion: the
         *     update id and the completion's offset on success, the rejection as a Canton error otherwise
         *     (Daml interpretation errors included).
         *
         *     A `5xx` answer, a timeout or a connection that drops after the request went out leaves the
         *     outcome unknown: the command may still be accepted. Do not submit it again blindly; look for its
         *     completion (`postV2CommandsCompletions` from an offset before the submission, matching `commandId`
         *     and `submissionId`), or submit the same change id with the same deduplication period, which the
         *     participant answers with `DUPLICATE_COMMAND` (409) when the first one was accepted.
         */
        post: operations["postV2CommandsSubmitAndWait"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/submit-and-wait-for-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit commands and wait for the transaction
         * @description As `postV2CommandsSubmitAndWait`, answering the transaction itself in the requested format.
         *     Without `transactionFormat` the participant reports it in ACS-delta shape with a wildcard filter
         *     for each `actAs` party. The same rules hold when the outcome is unknown.
         */
        post: operations["postV2CommandsSubmitAndWaitForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/submit-and-wait-for-reassignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a reassignment and wait for it
         * @description Submits unassignments or assignments and answers the reassignment once it is complete. Only the
         *     events `eventFormat` selects are reported; without it, the submitter's. Reassignments are not
         *     deduplicated: when the outcome is unknown, read the completions before submitting again.
         */
        post: operations["postV2CommandsSubmitAndWaitForReassignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/submit-and-wait-for-transaction-tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit commands and wait for the transaction tree (deprecated)
         * @deprecated Use `postV2CommandsSubmitAndWaitForTransaction` (POST /v2/commands/submit-and-wait-for-transaction) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description As `postV2CommandsSubmitAndWaitForTransaction` with the ledger-effects shape and a wildcard for
         *     each `actAs` party, answered as a tree: events keyed by node id.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2CommandsSubmitAndWaitForTransactionTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/async/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit commands without waiting
         * @description Hands the commands to the participant and answers `{}` once it has taken them for processing.
         *     The outcome arrives later as a completion (`postV2CommandsCompletions`, the completion channels);
         *     a rejection found before processing (an invalid request, a duplicate change id) is the answer.
         */
        post: operations["postV2CommandsAsyncSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/async/submit-reassignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a reassignment without waiting
         * @description Hands the reassignment to the participant and answers `{}`; its outcome arrives as a completion.
         */
        post: operations["postV2CommandsAsyncSubmitReassignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List command completions
         * @description Blocking call that answers, in one list, the completions of the user's commands for the given
         *     parties after `beginExclusive`, with offset checkpoints between them. Ends through `limit` or
         *     `stream_idle_timeout_ms` (the range is open-ended) and fails with 413 past the participant's
         *     `http-list-max-elements-limit`. Use it to learn the outcome of a submission: its completion carries
         *     `commandId`, `submissionId` and, when rejected, `status`.
         */
        post: operations["postV2CommandsCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/command-completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List command completions of any user
         * @description As `postV2CommandsCompletions`, but not limited to one user's commands: the completions of every
         *     command that acts as one of `parties`, or of every party when `parties` is empty (which needs a
         *     token that can read as any party).
         */
        post: operations["postV2CommandsCommandCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/commands/completion-by-hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up the completions of an externally signed transaction by its hash
         * @description The completions of the submissions of the prepared transaction whose hash is `transactionHash`
         *     (the hash an external party signed; `preparedTransactionHash` of a prepare answer,
         *     `transactionHash` of a completion): the accepted one, if any, and the most recent rejected
         *     ones, newest first (the participant may cut that list short). Only completions the caller may
         *     read (as its parties, or any party), past the pruning offset, of submissions the participant
         *     completed after its upgrade to 3.6, are found; otherwise the answer is `404`
         *     `COMPLETION_NOT_FOUND`. From 3.6.1.
         */
        post: operations["postV2CommandsCompletionByHash"];
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
    "/v2/state/active-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the active contracts at an offset
         * @description Blocking call that answers, in one response, the active contracts (and in-flight reassignments)
         *     that the event format selects at `activeAtOffset`. Meant for small sets: when more entries match
         *     than the participant's `http-list-max-elements-limit` the call fails with 413
         *     (`JSON_API_MAXIMUM_LIST_ELEMENTS_NUMBER_REACHED`); a `limit` at or below that limit instead cuts
         *     the list short without saying so. Read larger sets page by page (`postV2StateActiveContractsPage`,
         *     from 3.5.10) or over the WebSocket channel of the same path; the client's `readActiveContracts`
         *     picks one. Continue with the update stream from `activeAtOffset`.
         */
        post: operations["postV2StateActiveContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/state/active-contracts-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the active contracts one page at a time
         * @description One page of the active contracts that the event format selects at `activeAtOffset` (the ledger end
         *     when absent, which the answer reports). At most `maxPageSize` entries a page (2000 when absent; the
         *     participant refuses more than its `max-acs-page-size`, 10000 by default). Pass the answer's
         *     `nextPageToken` as `pageToken` with the same request to read the next page; it is absent (`null`)
         *     on the last page. A token is bound to the request's offset and event format and to the participant.
         *     Served from 3.5.10; before that only as a GET with a body (not described here).
         */
        post: operations["postV2StateActiveContractsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/events-by-contract-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the create and archive events of a contract
         * @description The event that created the contract and, once archived, the one that archived it, as the event
         *     format's parties see them. 404 (`CONTRACT_EVENTS_NOT_FOUND`) when the participant has no such
         *     contract, the format filters its events out, or they were pruned.
         */
        post: operations["postV2EventsEventsByContractId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contracts/contract-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a contract by its id (alpha)
         * @description The contract's create event as the participant stores it, for the querying parties that are its
         *     stakeholders (any stakeholder when `queryingParties` is empty). Alpha upstream: no compatibility
         *     promise. The answer's `offset` (1), `nodeId` (0) and `acsDelta` (false) are placeholders, it has no
         *     interface views, and `representativePackageId` is the contract's own package, so contracts that
         *     came through party replication or the repair service must not be looked up here. 404
         *     (`CONTRACT_PAYLOAD_NOT_FOUND`) when the participant does not know the contract or no querying party
         *     is a stakeholder.
         */
        post: operations["postV2ContractsContractById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/v2/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ids of the packages the participant knows
         * @description The package id of every Daml-LF package uploaded to the participant (in any DAR), in no particular
         *     order. Any valid token will do.
         */
        get: operations["getV2Packages"];
        put?: never;
        /**
         * Upload a DAR (the older path of postV2Dars)
         * @description The same endpoint as `postV2Dars` (POST /v2/dars) under its older path: the same body, parameters and
         *     answers. Upstream says it will be deprecated and removed in a future release but has not marked it
         *     deprecated in any release described here; prefer `postV2Dars`.
         */
        post: operations["postV2Packages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/packages/{package-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one package
         * @description The package's Daml-LF archive payload, the bytes whose SHA-256 is its package id, as
         *     `application/octet-stream`; the `Canton-Package-Hash` header repeats the hash. Any valid token will
         *     do. The client resolves to the bytes as a `Uint8Array` (the header is on `withResponse`'s response).
         */
        get: operations["getV2PackagesPackageId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/packages/{package-id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the participant knows a package
         * @description `PACKAGE_STATUS_REGISTERED` when the package is uploaded to the participant, else
         *     `PACKAGE_STATUS_UNSPECIFIED` (an unknown package is no error here). Any valid token will do.
         */
        get: operations["getV2PackagesPackageIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a DAR
         * @description Uploads the DAR in the body (its bytes, `application/octet-stream`) and stores its packages. Unless
         *     `vetAllPackages` is `false`, the participant also vets them all on the synchronizer `synchronizerId`
         *     names (the only connected one when absent), after checking that they upgrade the packages vetted there.
         *     Needs a participant admin's token. Answers `{}` once the upload is done.
         */
        post: operations["postV2Dars"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dars/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a DAR without uploading it
         * @description Runs the checks an upload with vetting would: the DAR must parse, its packages must validate, and
         *     vetting them on the synchronizer `synchronizerId` names (the only connected one when absent) must be
         *     allowed, upgrades included. Nothing is stored or vetted: the vetting is a dry run. Needs a participant
         *     admin's token. Answers 200 with an empty body when the DAR passes.
         */
        post: operations["postV2DarsValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/package-vetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the packages the participant vets (deprecated)
         * @deprecated Use `postV2PackageVettingUpdate` (POST /v2/package-vetting/update) now. Deprecated in 3.5.1; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35`); removal announced for 3.7.0.
         * @description The older path of `postV2PackageVettingUpdate`: the same request and answer.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it before reading the
         *     body: `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        post: operations["postV2PackageVetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/package-vetting/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List which participants vet which packages on which synchronizers
         * @description One page of the vetting topology the participant sees: per synchronizer and participant (sorted by
         *     synchronizer id, then participant id), the vetted packages that pass both filters. A POST only to carry
         *     the filter. Any valid token will do.
         */
        post: operations["postV2PackageVettingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/package-vetting/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the packages the participant vets
         * @description Applies `changes` in order to this participant's vetting on the synchronizer `synchronizerId` names
         *     (the only connected one when absent) and answers the vetting before and after. With `dryRun: true`
         *     the same checks run and the answer shows the result, but nothing changes. Needs a participant admin's
         *     token.
         */
        post: operations["postV2PackageVettingUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/parties/external/generate-topology": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build the topology transactions that onboard an external party
         * @description Computes, from a party hint and the party's public key, the party id and the transaction that
         *     makes this participant (and the others named) host the party with that key, and the multi-hash
         *     to sign. Nothing is stored or submitted: sign `multiHash` with the party's key and send the
         *     transactions with the signature to `postV2PartiesExternalAllocate`. Any valid token will do.
         *     Multi-key or decentralized namespaces need transactions built by hand.
         */
        post: operations["postV2PartiesExternalGenerateTopology"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/parties/external/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Onboard an external party from its signed topology transactions
         * @description Submits the party's onboarding transactions, signed by its key, to the synchronizer and records
         *     the party on this participant (and gives `userId`, when set, `actAs` on it). This participant
         *     must host the party, confirming or observing. For a party hosted here alone and unless
         *     `waitForAllocation` is false, the answer comes once the party is allocated; a party hosted on
         *     several participants becomes usable once the others have authorized the hosting too.
         *     Needs an admin's, an identity provider admin's or (for its own `userId`) the user's token.
         */
        post: operations["postV2PartiesExternalAllocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/preferred-package-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preferred package of one name for some parties (deprecated)
         * @deprecated Use `postV2InteractiveSubmissionPreferredPackages` (POST /v2/interactive-submission/preferred-packages) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
         * @description The highest-versioned package of `package-name` that the participants hosting every party of
         *     `parties` have vetted, or `packagePreference: null` when there is none. Any valid token will do.
         *
         *     Where it is disabled (3.6.1 on, unless re-enabled) the participant refuses it:
         *     `400` Canton error `DEPRECATED_API_DISABLED` (example `deprecated-api-disabled`).
         */
        get: operations["getV2InteractiveSubmissionPreferredPackageVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/preferred-packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The preferred package of each name for some parties
         * @description For each requirement, the highest-versioned package of its name that every participant hosting
         *     its parties has vetted, all on one synchronizer (the one asked for, or one the participant picks).
         *     Use it to choose the package of a command you prepare. When no synchronizer satisfies every
         *     requirement the answer is `400` `NO_PREFERRED_PACKAGES_FOUND`. Any valid token will do.
         *     Upstream marks it experimental: its shape may change in a later release.
         */
        post: operations["postV2InteractiveSubmissionPreferredPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a transaction for external parties to sign
         * @description Interprets the commands as `actAs` and answers the transaction they make, serialized, and the hash
         *     the acting parties sign. Nothing is submitted or stored: an unsigned preparation is simply dropped.
         *     Execute it with `postV2InteractiveSubmissionExecute` (or one of its waiting twins), sending
         *     `preparedTransaction` and `hashingSchemeVersion` back unchanged. The token must allow reading as
         *     every `actAs` and `readAs` party. A participant that is not trusted may lie about the transaction:
         *     decode it and recompute the hash before signing.
         */
        post: operations["postV2InteractiveSubmissionPrepare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a signed prepared transaction
         * @description Submits the prepared transaction with the acting parties' signatures and answers at once, before
         *     the outcome is known: follow it through the completion that carries `submissionId` (or use
         *     `postV2InteractiveSubmissionExecuteandwait`). Send `preparedTransaction` and `hashingSchemeVersion`
         *     exactly as the prepare answer had them. The token must allow acting (or executing) as every
         *     acting party of the prepared transaction. An answer lost in transit leaves the outcome unknown:
         *     look for the completion before executing again, with a new `submissionId` and the same
         *     deduplication period. A duplicate of an accepted execution is a rejected completion
         *     (`DUPLICATE_COMMAND`), not an answer here.
         */
        post: operations["postV2InteractiveSubmissionExecute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/executeAndWait": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a signed prepared transaction and wait for its completion
         * @description As `postV2InteractiveSubmissionExecute`, but answers once the transaction is committed, with its
         *     update id and completion offset; a rejected transaction is answered with its Canton error, and an
         *     execution of a change id accepted before (executing again after an unknown outcome, when the first
         *     had committed) with 409 `DUPLICATE_COMMAND`, naming the earlier submission and its completion offset.
         *     The operationId is upstream's (tapir lower-cases the path segment `executeAndWait`).
         */
        post: operations["postV2InteractiveSubmissionExecuteandwait"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/interactive-submission/executeAndWaitForTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a signed prepared transaction and answer with the transaction
         * @description As `postV2InteractiveSubmissionExecuteandwait` (a duplicate included: 409 `DUPLICATE_COMMAND`), but
         *     answers with the committed transaction, shaped by `transactionFormat`. The token must also allow
         *     reading as the parties that format names.
         */
        post: operations["postV2InteractiveSubmissionExecuteandwaitfortransaction"];
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
                value: number;
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
            completionOffset: number;
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
            beginExclusive?: number;
        };
        /** @description The completions of every user's commands for some parties (or all), after an offset. */
        GetCompletionsRequest: {
            /** @description Completions of commands acting as at least one of these parties; empty for every party (a token that can read as any party). */
            parties?: components["schemas"]["PartyIdString"][];
            /**
             * Format: int64
             * @description Completions after this offset; 0 (or absent) is the ledger begin.
             */
            beginExclusive?: number;
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
            offset: number;
            /** @description The synchronizer of the transaction (the source of an unassignment, the target of an assignment) and its record time. */
            synchronizerTime: components["schemas"]["SynchronizerTime"];
            /**
             * Format: int64
             * @description Traffic this participant paid for the confirmation request; 0 when rejected before it was sequenced.
             */
            paidTrafficCost?: number | null;
            /**
             * @description For an externally signed transaction, the hash the party signed; empty otherwise. Sent from 3.6 on
             *     (absent from 3.5 answers); optional, so not marked with `x-added-in`.
             */
            transactionHash?: string | null;
        };
        /** @description Which prepared transaction's completions to look up, by the hash an external party signed. */
        GetCompletionByHashRequest: {
            /** @description The transaction hash, base64. */
            transactionHash: components["schemas"]["Base64String"];
        };
        /**
         * @description The completions of one prepared transaction: at most one accepted, and the latest rejected
         *     ones. At least one of the two is there (otherwise the answer is `404`).
         */
        GetCompletionByHashResponse: {
            /** @description The accepted completion; `null` or absent when no submission was accepted. */
            acceptedCompletion?: components["schemas"]["Completion"] | null;
            /**
             * @description Rejected completions, newest (highest offset) first; the participant caps their number.
             *     Tell the submissions apart by `submissionId`. May be empty.
             */
            lastRejectedCompletions: components["schemas"]["Completion"][];
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
        /**
         * @description The offset to read the active contracts at and what to report of them. Use `eventFormat`; the legacy
         *     `filter`/`verbose` pair is accepted until its removal and must not be combined with it. One of
         *     `eventFormat` and `filter` is required; `verbose: false` next to `eventFormat` is accepted.
         */
        GetActiveContractsRequest: {
            /**
             * Format: int64
             * @description The offset to read the active contract set at: at most the ledger end and at least the pruning
             *     offset; 0 answers nothing.
             */
            activeAtOffset: number;
            /** @description Which contracts to report, per party or for any party (created events in ACS-delta shape). */
            eventFormat?: components["schemas"]["EventFormat"];
            /**
             * @deprecated Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @description Legacy party/template filter. Must not be combined with `eventFormat`.
             */
            filter?: components["schemas"]["TransactionFilter"];
            /**
             * @deprecated Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @description Legacy flag (record labels in values). Only `false` (or absence) may accompany `eventFormat`.
             */
            verbose?: boolean;
            /**
             * @description Base64 token of an entry of an earlier stream of the same request (its `streamContinuationToken`):
             *     the snapshot resumes after that entry. Same participant, version, offset and format only.
             */
            streamContinuationToken?: string;
        } & ({
            eventFormat?: never;
        } | {
            /**
             * @deprecated Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             */
            filter?: never;
            /**
             * @deprecated Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.
             * @constant
             */
            verbose?: false;
        });
        /** @description One entry of the active contract set. */
        JsGetActiveContractsResponse: {
            /** @description Workflow id of the command that created (or assigned) the contract; may be empty. */
            workflowId: string;
            contractEntry: components["schemas"]["JsContractEntry"];
            /**
             * @description Base64 token to resume a stream after this entry (`streamContinuationToken` of the request); empty
             *     in pages, which continue with their page token.
             */
            streamContinuationToken: string;
        };
        /**
         * @description Exactly one of four keys, each holding its entry directly (no `value` wrapper): an active contract, a
         *     contract unassigned from (or assigned to) a synchronizer whose reassignment is still in flight, or
         *     `JsEmpty` (`{}`).
         */
        JsContractEntry: {
            JsActiveContract: components["schemas"]["JsActiveContract"];
            JsEmpty?: never;
            JsIncompleteAssigned?: never;
            JsIncompleteUnassigned?: never;
        } | {
            JsEmpty: components["schemas"]["Empty"];
            JsActiveContract?: never;
            JsIncompleteAssigned?: never;
            JsIncompleteUnassigned?: never;
        } | {
            JsIncompleteAssigned: components["schemas"]["JsIncompleteAssigned"];
            JsActiveContract?: never;
            JsEmpty?: never;
            JsIncompleteUnassigned?: never;
        } | {
            JsIncompleteUnassigned: components["schemas"]["JsIncompleteUnassigned"];
            JsActiveContract?: never;
            JsEmpty?: never;
            JsIncompleteAssigned?: never;
        };
        /** @description A contract active on a synchronizer at the requested offset. */
        JsActiveContract: {
            /** @description The create as of the contract's last creation or assignment on this synchronizer (its offset may be pruned). */
            createdEvent: components["schemas"]["CreatedEvent"];
            synchronizerId: string;
            /**
             * Format: int64
             * @description 0 for a contract never reassigned; one more with each unassignment.
             */
            reassignmentCounter: number;
        };
        /** @description A contract assigned here whose reassignment is not complete at the offset. */
        JsIncompleteAssigned: {
            assignedEvent: components["schemas"]["JsAssignmentEvent"];
        };
        /** @description A contract unassigned from a synchronizer and not yet assigned at the offset. */
        JsIncompleteUnassigned: {
            createdEvent: components["schemas"]["CreatedEvent"];
            unassignedEvent: components["schemas"]["UnassignedEvent"];
        };
        /** @description One page of the active contract set; send the same request with the previous answer's `nextPageToken` for the next. */
        GetActiveContractsPageRequest: {
            /**
             * Format: int64
             * @description The offset to read at; the ledger end when absent (the answer reports which). A page token's offset wins over it.
             */
            activeAtOffset?: number;
            eventFormat: components["schemas"]["EventFormat"];
            /**
             * Format: int32
             * @description Most entries in the page; 2000 when absent. The participant refuses a value above its
             *     `ledger-api.state-service.max-acs-page-size` (10000 by default) with 400 INVALID_ARGUMENT.
             */
            maxPageSize?: number;
            /** @description The previous answer's `nextPageToken`; absent for the first page. One from another request or participant is INVALID_ACS_PAGE_TOKEN. */
            pageToken?: string;
        };
        /** @description One page of the active contract set. */
        JsGetActiveContractsPageResponse: {
            /** @description At most `maxPageSize` entries; empty when nothing matches. */
            activeContracts: components["schemas"]["JsGetActiveContractsResponse"][];
            /**
             * Format: int64
             * @description The offset the entries are active at (the request's, or the ledger end when it gave none).
             */
            activeAtOffset: number;
            /** @description Base64 token of the next page; `null` (or absent) on the last page. */
            nextPageToken?: string | null;
        };
        GetEventsByContractIdRequest: {
            contractId: components["schemas"]["LedgerString"];
            eventFormat: components["schemas"]["EventFormat"];
        };
        /** @description The events of one contract. */
        JsGetEventsByContractIdResponse: {
            /** @description The create, unless pruned or filtered out. */
            created?: components["schemas"]["JsCreated"] | null;
            /** @description The archive, once the contract is archived (and unless pruned or filtered out); `null` while it is active. */
            archived?: components["schemas"]["JsArchived"] | null;
        };
        JsCreated: {
            /** @description As in the original update on this participant; its offset and node id find it there. */
            createdEvent: components["schemas"]["CreatedEvent"];
            /** @description The synchronizer that sequenced the create. */
            synchronizerId: string;
        };
        JsArchived: {
            archivedEvent: components["schemas"]["ArchivedEvent"];
            /** @description The synchronizer that sequenced the archive. */
            synchronizerId: string;
        };
        GetContractRequest: {
            contractId: components["schemas"]["LedgerString"];
            /** @description Parties of which at least one must be a stakeholder; empty or absent for any (the token must then read as any party). */
            queryingParties?: components["schemas"]["PartyIdString"][];
        };
        GetContractResponse: {
            /**
             * @description The contract's create; `offset`, `nodeId` and `acsDelta` are placeholders, `interfaceViews` is
             *     empty, `witnessParties` are the querying parties that are stakeholders.
             */
            createdEvent: components["schemas"]["CreatedEvent"];
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
        /**
         * @description Bytes as standard base64 (RFC 4648 alphabet `+/`, padded as written by the participant). The
         *     participant decodes them with Java's basic decoder: a character outside the alphabet, whitespace
         *     included, does not decode.
         */
        Base64Bytes: string;
        /**
         * @description How `keyData` is serialized: `CRYPTO_KEY_FORMAT_DER_X509_SUBJECT_PUBLIC_KEY_INFO` (X.509
         *     SubjectPublicKeyInfo, DER), `CRYPTO_KEY_FORMAT_RAW`, or the legacy `CRYPTO_KEY_FORMAT_DER`.
         * @enum {string}
         */
        CryptoKeyFormat: "CRYPTO_KEY_FORMAT_UNSPECIFIED" | "CRYPTO_KEY_FORMAT_DER" | "CRYPTO_KEY_FORMAT_RAW" | "CRYPTO_KEY_FORMAT_DER_X509_SUBJECT_PUBLIC_KEY_INFO";
        /**
         * @description The curve of a signing key.
         * @enum {string}
         */
        SigningKeySpec: "SIGNING_KEY_SPEC_UNSPECIFIED" | "SIGNING_KEY_SPEC_EC_CURVE25519" | "SIGNING_KEY_SPEC_EC_P256" | "SIGNING_KEY_SPEC_EC_P384" | "SIGNING_KEY_SPEC_EC_SECP256K1";
        /** @description A public signing key, its serialization format and its curve. */
        SigningPublicKey: {
            format: components["schemas"]["CryptoKeyFormat"];
            /** @description The serialized key, in `format`. */
            keyData: components["schemas"]["Base64Bytes"];
            keySpec: components["schemas"]["SigningKeySpec"];
        };
        /**
         * @description How `signature` is encoded: `SIGNATURE_FORMAT_CONCAT` (r || s, for EdDSA), `SIGNATURE_FORMAT_DER`
         *     (ASN.1 DER of r and s, for ECDSA), the legacy `SIGNATURE_FORMAT_RAW`, or `SIGNATURE_FORMAT_SYMBOLIC`
         *     (test crypto only).
         * @enum {string}
         */
        SignatureFormat: "SIGNATURE_FORMAT_RAW" | "SIGNATURE_FORMAT_DER" | "SIGNATURE_FORMAT_CONCAT" | "SIGNATURE_FORMAT_SYMBOLIC";
        /**
         * @description The algorithm that made a signature: `SIGNING_ALGORITHM_SPEC_ED25519` (EdDSA on Curve25519 with
         *     SHA-512), `SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_256` or `SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_384`.
         * @enum {string}
         */
        SigningAlgorithmSpec: "SIGNING_ALGORITHM_SPEC_ED25519" | "SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_256" | "SIGNING_ALGORITHM_SPEC_EC_DSA_SHA_384";
        /**
         * @description One signature and how to check it. All four fields are needed: the relaxed decoder fills a
         *     missing enum with a value the enum decoder then rejects (400 text/plain), and the participant
         *     rejects an unspecified format or algorithm and a `signedBy` that is no fingerprint (400,
         *     `INVALID_FIELD`).
         */
        Signature: {
            format: components["schemas"]["SignatureFormat"];
            /** @description The signature bytes, in `format`. */
            signature: components["schemas"]["Base64Bytes"];
            /** @description The fingerprint of the key that signed (as `publicKeyFingerprint` of `postV2PartiesExternalGenerateTopology` reports it). */
            signedBy: string;
            signingAlgorithmSpec: components["schemas"]["SigningAlgorithmSpec"];
        };
        /** @description A serialized topology transaction, with signatures of it alone when it needs more than the multi-hash signatures. */
        SignedTransaction: {
            /** @description One element of `topologyTransactions`, as `postV2PartiesExternalGenerateTopology` answered it (or built by hand). */
            transaction: components["schemas"]["Base64Bytes"];
            signatures?: components["schemas"]["Signature"][];
        };
        /**
         * @description The party to build onboarding transactions for: its hint, its one signing key (which is also its
         *     namespace key) and the participants that host it.
         */
        GenerateExternalPartyTopologyRequest: {
            /** @description The synchronizer id (`<name>::<fingerprint>`) the party is for; this participant must be connected to it. */
            synchronizer: string;
            /** @description The first part of the party id; the participant appends `::` and the key's fingerprint. */
            partyHint: string;
            publicKey: components["schemas"]["SigningPublicKey"];
            /** @description This participant only observes for the party instead of confirming (default false). */
            localParticipantObservationOnly?: boolean;
            /** @description Other participants (`<name>::<fingerprint>`) that confirm for the party; not this one. */
            otherConfirmingParticipantUids?: string[];
            /**
             * Format: int32
             * @description How many confirming participants must confirm; 0 (the default) means all of them. More than
             *     there are confirmers is rejected.
             */
            confirmationThreshold?: number;
            /** @description Other participants that only observe for the party; not this one, and none named twice. */
            observingParticipantUids?: string[];
        };
        /**
         * @description The party id and the onboarding transactions to sign: sign `multiHash` (one signature covers
         *     every transaction) and send both to `postV2PartiesExternalAllocate`.
         */
        GenerateExternalPartyTopologyResponse: {
            partyId: components["schemas"]["PartyIdString"];
            /** @description The fingerprint of the key; the `signedBy` of its signatures and the namespace of the party. */
            publicKeyFingerprint: string;
            /** @description The serialized topology transactions (today one party-to-participant mapping). */
            topologyTransactions: components["schemas"]["Base64Bytes"][];
            /** @description The combined hash of every transaction, to sign instead of each one. */
            multiHash: components["schemas"]["Base64Bytes"];
        };
        /**
         * @description Onboarding transactions signed by the party's key, for this participant to submit. Give the
         *     signatures either over the multi-hash (`multiHashSignatures`) or per transaction.
         */
        AllocateExternalPartyRequest: {
            /** @description The synchronizer id (logical or physical) to onboard the party on. */
            synchronizer: string;
            onboardingTransactions: components["schemas"]["SignedTransaction"][];
            /** @description Signatures of the combined hash of every onboarding transaction. */
            multiHashSignatures?: components["schemas"]["Signature"][];
            /** @description The identity provider that manages the party; the default one when empty or absent. */
            identityProviderId?: string;
            /**
             * @description Answer only once the party is allocated (default true). Only possible for a party hosted on this
             *     participant alone; ignored otherwise.
             */
            waitForAllocation?: boolean;
            /** @description A user to be given `actAs` on the new party; nobody when empty or absent. */
            userId?: string;
        };
        AllocateExternalPartyResponse: {
            partyId: components["schemas"]["PartyIdString"];
        };
        /** @description A package by id, with its name and version. */
        PackageReference: {
            /** @description The package id (64 hex digits). */
            packageId: string;
            packageName: string;
            /** @description The package's version, such as `1.2.0`. */
            packageVersion: string;
        };
        /** @description A package name and the parties whose hosting participants must all have vetted the package chosen for it. */
        PackageVettingRequirement: {
            packageName: string;
            parties: components["schemas"]["PartyIdString"][];
        };
        /** @description The package names to pick a package for, and where and when the vetting counts. */
        GetPreferredPackagesRequest: {
            packageVettingRequirements: components["schemas"]["PackageVettingRequirement"][];
            /** @description Only this synchronizer's vetting; every connected synchronizer when empty or absent. */
            synchronizerId?: string;
            /** @description The time the vetting must be valid at; now when absent. */
            vettingValidAt?: components["schemas"]["Timestamp"];
        };
        /** @description One package per requested name, and the synchronizer the choice was made for. */
        GetPreferredPackagesResponse: {
            packageReferences: components["schemas"]["PackageReference"][];
            /** @description The synchronizer the packages are vetted on; the one requested when one was. */
            synchronizerId: string;
        };
        PackagePreference: {
            packageReference: components["schemas"]["PackageReference"];
            synchronizerId: string;
        };
        /** @description The preferred package; `null` when no package of that name is vetted by every party's participants. */
        GetPreferredPackageVersionResponse: {
            packagePreference?: components["schemas"]["PackagePreference"] | null;
        };
        /**
         * @description The scheme that computed `preparedTransactionHash`; `HASHING_SCHEME_VERSION_V2` when a prepare request names none.
         * @enum {string}
         */
        HashingSchemeVersion: "HASHING_SCHEME_VERSION_UNSPECIFIED" | "HASHING_SCHEME_VERSION_V2" | "HASHING_SCHEME_VERSION_V3";
        /** @description The earliest ledger time the transaction may get, absolute or relative to when the participant receives the request. */
        MinLedgerTime: {
            time?: components["schemas"]["MinLedgerTimeChoice"];
        };
        /**
         * @description Exactly one of three keys. `MinLedgerTimeAbs` and `MinLedgerTimeRel` wrap their value in `value`;
         *     `Empty` maps to `{}` and sets no bound (as does an absent `time`).
         */
        MinLedgerTimeChoice: {
            Empty: components["schemas"]["Empty"];
            MinLedgerTimeAbs?: never;
            MinLedgerTimeRel?: never;
        } | {
            MinLedgerTimeAbs: {
                value: components["schemas"]["Timestamp"];
            };
            Empty?: never;
            MinLedgerTimeRel?: never;
        } | {
            MinLedgerTimeRel: {
                value: components["schemas"]["Duration"];
            };
            Empty?: never;
            MinLedgerTimeAbs?: never;
        };
        /** @description Ask for (or turn off) an estimate of the traffic the transaction will cost. */
        CostEstimationHints: {
            /** @description No estimate (default false). */
            disabled?: boolean;
            /** @description The algorithms of the signatures the transaction will carry, one per signature; the party's registered keys up to its threshold when empty. */
            expectedSignatures?: components["schemas"]["SigningAlgorithmSpec"][];
        };
        /** @description The estimated traffic cost of the transaction, at the time it was estimated. */
        CostEstimation: {
            estimationTimestamp: components["schemas"]["Timestamp"];
            /**
             * Format: int64
             * @description Traffic of the confirmation request the submitting participant sends.
             */
            confirmationRequestTrafficCostEstimation: number;
            /**
             * Format: int64
             * @description Traffic of the confirmation responses of the confirming participants.
             */
            confirmationResponseTrafficCostEstimation: number;
            /**
             * Format: int64
             * @description The sum of both.
             */
            totalTrafficCostEstimation: number;
        };
        /**
         * @description The commands to interpret for external parties. The change id (`userId`, `actAs` as a set,
         *     `commandId`) is fixed here and carried by the prepared transaction into its execution.
         */
        JsPrepareSubmissionRequest: {
            /** @description The user preparing; taken from the token when absent (a user token), required otherwise. */
            userId?: string;
            /** @description Identifies the change, with `userId` and `actAs`. */
            commandId: components["schemas"]["LedgerString"];
            /** @description The commands, run in order in one transaction. A participant that enforces one root node (the default) takes exactly one. */
            commands: components["schemas"]["Command"][];
            minLedgerTime?: components["schemas"]["MinLedgerTime"];
            /** @description The parties the transaction acts for; the token must allow reading as each (they sign at execution). */
            actAs: components["schemas"]["PartyIdString"][];
            /** @description More parties whose contracts the interpretation may read. */
            readAs?: components["schemas"]["PartyIdString"][];
            /** @description Contracts the interpretation may use that the participant does not know, with their created-event blobs. */
            disclosedContracts?: components["schemas"]["DisclosedContract"][];
            /** @description The synchronizer to prepare for; empty lets the participant choose (the prepared transaction names the one chosen). */
            synchronizerId: string;
            /** @description Package ids to prefer when the participant resolves package names; may be empty. */
            packageIdSelectionPreference: string[];
            /** @description Also answer `hashingDetails`, how the hash was computed (when the participant allows it); for troubleshooting. */
            verboseHashing?: boolean;
            /** @description Contract keys to load before interpretation, to speed it up. */
            prefetchContractKeys?: components["schemas"]["PrefetchContractKey"][];
            /** @description The latest record time at which the transaction may be committed; no bound when absent. */
            maxRecordTime?: components["schemas"]["Timestamp"];
            estimateTrafficCost?: components["schemas"]["CostEstimationHints"];
            /**
             * Format: int32
             * @description Most passes of topology-aware package selection; the participant's setting when absent, and no more than it.
             */
            tapsMaxPasses?: number;
            hashingSchemeVersion?: components["schemas"]["HashingSchemeVersion"];
        };
        /**
         * @description The prepared transaction and its hash. Sign the hash (after checking the transaction, and
         *     recomputing the hash from it, when the participant is not trusted) and send `preparedTransaction`
         *     and `hashingSchemeVersion` back unchanged to an execute operation, with the signatures.
         */
        JsPrepareSubmissionResponse: {
            /** @description The serialized `PreparedTransaction` protobuf message, base64; opaque to clients that do not decode it. */
            preparedTransaction: components["schemas"]["Base64Bytes"];
            /** @description The hash each acting party signs. */
            preparedTransactionHash: components["schemas"]["Base64Bytes"];
            hashingSchemeVersion: components["schemas"]["HashingSchemeVersion"];
            /** @description How the transaction was hashed, when `verboseHashing` asked for it; free text for troubleshooting, not to be parsed. */
            hashingDetails?: string | null;
            /** @description The traffic estimate; `null` when turned off or not computed. */
            costEstimation?: components["schemas"]["CostEstimation"] | null;
        };
        /** @description The signatures of one party. */
        SinglePartySignatures: {
            party: components["schemas"]["PartyIdString"];
            signatures: components["schemas"]["Signature"][];
        };
        /** @description The signatures of every acting party over `preparedTransactionHash`. */
        PartySignatures: {
            signatures: components["schemas"]["SinglePartySignatures"][];
        };
        /**
         * @description A prepared transaction with the acting parties' signatures, to submit. The same body serves
         *     `postV2InteractiveSubmissionExecute` and `postV2InteractiveSubmissionExecuteandwait`.
         */
        JsExecuteSubmissionRequest: {
            /** @description The `preparedTransaction` of the prepare answer, unchanged. */
            preparedTransaction: components["schemas"]["Base64Bytes"];
            partySignatures: components["schemas"]["PartySignatures"];
            /**
             * @description How far back the participant looks for an accepted submission of the same change id; `Empty`
             *     for its maximum deduplication duration. The key must be there: the request class gives it no default.
             */
            deduplicationPeriod: components["schemas"]["DeduplicationPeriod"];
            /**
             * @description Tells this execution of the change apart from others (a fresh UUID per attempt); the participant
             *     makes one up when it is empty. Its completion carries it.
             */
            submissionId: string;
            /** @description The user executing; taken from the token when absent (a user token). */
            userId?: string;
            /** @description The `hashingSchemeVersion` of the prepare answer, unchanged. */
            hashingSchemeVersion: components["schemas"]["HashingSchemeVersion"];
            /** @description Influences the ledger time chosen, without delaying the submission. */
            minLedgerTime?: components["schemas"]["MinLedgerTime"];
        };
        /** @description A prepared transaction with the acting parties' signatures, to submit and answer with the transaction. */
        JsExecuteSubmissionAndWaitForTransactionRequest: {
            /** @description The `preparedTransaction` of the prepare answer, unchanged. */
            preparedTransaction: components["schemas"]["Base64Bytes"];
            partySignatures: components["schemas"]["PartySignatures"];
            /**
             * @description How far back the participant looks for an accepted submission of the same change id; `Empty`
             *     for its maximum deduplication duration. The key must be there: the request class gives it no default.
             */
            deduplicationPeriod: components["schemas"]["DeduplicationPeriod"];
            /**
             * @description Tells this execution of the change apart from others (a fresh UUID per attempt); the participant
             *     makes one up when it is empty. Its completion carries it.
             */
            submissionId: string;
            /** @description The user executing; taken from the token when absent (a user token). */
            userId?: string;
            /** @description The `hashingSchemeVersion` of the prepare answer, unchanged. */
            hashingSchemeVersion: components["schemas"]["HashingSchemeVersion"];
            /** @description Influences the ledger time chosen, without delaying the submission. */
            minLedgerTime?: components["schemas"]["MinLedgerTime"];
            /**
             * @description How to shape the transaction answered. When absent: ACS-delta shape, a verbose wildcard filter
             *     for every acting and reading party of the prepared transaction. In ACS-delta shape the events
             *     are only there when the submitting party is hosted on this participant.
             */
            transactionFormat?: components["schemas"]["TransactionFormat"];
        };
        /** @description Empty; the outcome arrives as the completion of `submissionId`. */
        ExecuteSubmissionResponse: {
            [key: string]: unknown;
        };
        /** @description The committed transaction's update id and the offset of its completion. */
        ExecuteSubmissionAndWaitResponse: {
            updateId: components["schemas"]["LedgerString"];
            /**
             * Format: int64
             * @description The offset of the completion; read updates up to it to see the transaction.
             */
            completionOffset: number;
        };
        /** @description The committed transaction, shaped by the request's `transactionFormat`. */
        JsExecuteSubmissionAndWaitForTransactionResponse: {
            transaction: components["schemas"]["JsTransaction"];
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
        /**
         * @description The request is not valid. A body, `limit` or `stream_idle_timeout_ms` that cannot be read at all is
         *     answered in plain text; values the participant reads and rejects (neither `eventFormat` nor the
         *     legacy `filter`, both, a negative `activeAtOffset`) with a Canton error in JSON. From 3.6.1 the
         *     legacy `filter`/`verbose` fields are refused so too, `DEPRECATED_API_DISABLED`, unless re-enabled.
         */
        ActiveContractsInvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The request is not valid: a body that cannot be read at all in plain text; a missing `eventFormat`,
         *     a `maxPageSize` below 1 or above the participant's `max-acs-page-size`, or a `pageToken` of another
         *     request or participant in a Canton error in JSON.
         */
        ActiveContractsPageInvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description The request is not valid: a body that cannot be read at all in plain text; a missing or malformed
         *     `contractId`, a missing `eventFormat` or a malformed party in a Canton error in JSON.
         */
        ContractLookupInvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description More entries match than the participant's `http-list-max-elements-limit` allows in one list
         *     (`JSON_API_MAXIMUM_LIST_ELEMENTS_NUMBER_REACHED`). Its `retryInfo` says it may be retried, but the
         *     same request fails the same way: read page by page or over the WebSocket stream instead.
         */
        ListLimitReached: {
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
        /**
         * @description The change id (user, the preparation's `commandId`, `actAs`) is taken, and this request ran nothing.
         *     `DUPLICATE_COMMAND`: an execution of it was accepted within the deduplication period, so the
         *     transaction is on the ledger; the participant's rejection names that execution in `context`:
         *     `existingSubmissionId` as Scala prints an option (`Some(<submissionId>)`, or `None`) and
         *     `completion_offset`, the offset of its completion, in decimal digits (an int64 written as a string).
         *     `SUBMISSION_ALREADY_IN_FLIGHT`: an execution of it is still being processed; its completion tells
         *     the outcome. The participant's load shedding (`PARTICIPANT_BACKPRESSURE`) answers 409 too.
         */
        ExecutionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsCantonError"];
            };
        };
        /**
         * @description An execution of the same change id (user, the preparation's `commandId`, `actAs`) is still being
         *     processed (`SUBMISSION_ALREADY_IN_FLIGHT`), and this request ran nothing; or the participant sheds
         *     load (`PARTICIPANT_BACKPRESSURE`). A duplicate of an execution that was accepted is not answered here:
         *     the participant deduplicates after it has taken the request, so the duplicate is a rejected completion
         *     (`DUPLICATE_COMMAND`, with `completion_offset` and `existingSubmissionId` in its status).
         */
        ExecutionInFlight: {
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
        JsCommands: {
            content: {
                "application/json": components["schemas"]["JsCommands"];
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
    postV2CommandsSubmitAndWait: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JsCommands"];
        responses: {
            /** @description The command was accepted; its update and the offset of its completion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitAndWaitResponse"];
                };
            };
            400: components["responses"]["InvalidSubmission"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    postV2CommandsSubmitAndWaitForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsSubmitAndWaitForTransactionRequest"];
            };
        };
        responses: {
            /** @description The transaction the commands produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsSubmitAndWaitForTransactionResponse"];
                };
            };
            400: components["responses"]["InvalidSubmission"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    postV2CommandsSubmitAndWaitForReassignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitAndWaitForReassignmentRequest"];
            };
        };
        responses: {
            /** @description The reassignment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsSubmitAndWaitForReassignmentResponse"];
                };
            };
            400: components["responses"]["InvalidSubmission"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    /**
     * Submit commands and wait for the transaction tree (deprecated)
     * @deprecated Use `postV2CommandsSubmitAndWaitForTransaction` (POST /v2/commands/submit-and-wait-for-transaction) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    postV2CommandsSubmitAndWaitForTransactionTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JsCommands"];
        responses: {
            /** @description The transaction tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsSubmitAndWaitForTransactionTreeResponse"];
                };
            };
            400: components["responses"]["InvalidSubmissionDeprecated"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    postV2CommandsAsyncSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JsCommands"];
        responses: {
            /** @description Taken for processing; an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitResponse"];
                };
            };
            400: components["responses"]["InvalidSubmission"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    postV2CommandsAsyncSubmitReassignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitReassignmentRequest"];
            };
        };
        responses: {
            /** @description Taken for processing; an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitReassignmentResponse"];
                };
            };
            400: components["responses"]["InvalidSubmission"];
            409: components["responses"]["SubmissionConflict"];
            default: components["responses"]["SubmissionFailed"];
        };
    };
    postV2CommandsCompletions: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompletionStreamRequest"];
            };
        };
        responses: {
            200: components["responses"]["CompletionList"];
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["ContentTooLarge"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2CommandsCommandCompletions: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetCompletionsRequest"];
            };
        };
        responses: {
            200: components["responses"]["CompletionList"];
            400: components["responses"]["InvalidInput"];
            413: components["responses"]["ContentTooLarge"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2CommandsCompletionByHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetCompletionByHashRequest"];
            };
        };
        responses: {
            /** @description The accepted completion, if any, and the latest rejected ones, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCompletionByHashResponse"];
                };
            };
            /**
             * @description The request is not valid. A body that cannot be read at all (a `transactionHash` that is not a
             *     base64 string) is answered in plain text; an empty or missing `transactionHash` is a Canton
             *     error in JSON, `INVALID_ARGUMENT`.
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
            /** @description No completion with this hash the caller may see. */
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
    postV2StateActiveContracts: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetActiveContractsRequest"];
            };
        };
        responses: {
            /** @description The selected entries, in no particular order; an empty list when none matches (or at offset 0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsGetActiveContractsResponse"][];
                };
            };
            400: components["responses"]["ActiveContractsInvalidInput"];
            413: components["responses"]["ListLimitReached"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2StateActiveContractsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetActiveContractsPageRequest"];
            };
        };
        responses: {
            /** @description One page of entries, and the offset they are active at. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsGetActiveContractsPageResponse"];
                };
            };
            400: components["responses"]["ActiveContractsPageInvalidInput"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2EventsEventsByContractId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetEventsByContractIdRequest"];
            };
        };
        responses: {
            /** @description The create event and, when archived, the archive event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsGetEventsByContractIdResponse"];
                };
            };
            400: components["responses"]["ContractLookupInvalidInput"];
            /** @description No events of the contract, or none the event format selects (`CONTRACT_EVENTS_NOT_FOUND`). */
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
    postV2ContractsContractById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetContractRequest"];
            };
        };
        responses: {
            /** @description The contract's create event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetContractResponse"];
                };
            };
            400: components["responses"]["ContractLookupInvalidInput"];
            /** @description The participant does not know the contract, or no querying party is a stakeholder (`CONTRACT_PAYLOAD_NOT_FOUND`). */
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
    getV2Packages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package ids; an empty list before the first upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPackagesResponse"];
                };
            };
            default: components["responses"]["CantonError"];
        };
    };
    postV2Packages: {
        parameters: {
            query?: {
                /**
                 * @description Whether to vet every package of the DAR after uploading it (`true` when absent). `false` stores the
                 *     packages without vetting them.
                 * @example false
                 */
                vetAllPackages?: components["parameters"]["vetAllPackages"];
                /**
                 * @description The synchronizer to vet on (or to check vetting against). Absent or empty: the one synchronizer the
                 *     participant is connected to; with several connected the request fails with
                 *     `PACKAGE_SERVICE_CANNOT_AUTODETECT_SYNCHRONIZER`.
                 * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
                 */
                synchronizerId?: components["parameters"]["darSynchronizerId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DarFile"];
        responses: {
            200: components["responses"]["DarUploaded"];
            400: components["responses"]["DarRejected"];
            default: components["responses"]["CantonError"];
        };
    };
    getV2PackagesPackageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package id, 64 lower-case hex digits for the packages a participant holds.
                 * @example 5b3c6e0f1d2a48e7c9b1a0f3d5e7c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d5
                 */
                "package-id": components["parameters"]["packageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive payload, byte for byte. */
            200: {
                headers: {
                    /**
                     * @description The SHA-256 of the payload in lower-case hex, which is the package id.
                     * @example 5b3c6e0f1d2a48e7c9b1a0f3d5e7c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d5
                     */
                    "Canton-Package-Hash": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["InvalidPackageId"];
            404: components["responses"]["PackageNotFound"];
            default: components["responses"]["CantonError"];
        };
    };
    getV2PackagesPackageIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The package id, 64 lower-case hex digits for the packages a participant holds.
                 * @example 5b3c6e0f1d2a48e7c9b1a0f3d5e7c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d5
                 */
                "package-id": components["parameters"]["packageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPackageStatusResponse"];
                };
            };
            400: components["responses"]["InvalidPackageId"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2Dars: {
        parameters: {
            query?: {
                /**
                 * @description Whether to vet every package of the DAR after uploading it (`true` when absent). `false` stores the
                 *     packages without vetting them.
                 * @example false
                 */
                vetAllPackages?: components["parameters"]["vetAllPackages"];
                /**
                 * @description The synchronizer to vet on (or to check vetting against). Absent or empty: the one synchronizer the
                 *     participant is connected to; with several connected the request fails with
                 *     `PACKAGE_SERVICE_CANNOT_AUTODETECT_SYNCHRONIZER`.
                 * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
                 */
                synchronizerId?: components["parameters"]["darSynchronizerId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DarFile"];
        responses: {
            200: components["responses"]["DarUploaded"];
            400: components["responses"]["DarRejected"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2DarsValidate: {
        parameters: {
            query?: {
                /**
                 * @description The synchronizer to vet on (or to check vetting against). Absent or empty: the one synchronizer the
                 *     participant is connected to; with several connected the request fails with
                 *     `PACKAGE_SERVICE_CANNOT_AUTODETECT_SYNCHRONIZER`.
                 * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
                 */
                synchronizerId?: components["parameters"]["darSynchronizerId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DarFile"];
        responses: {
            /** @description The DAR passes every check; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["DarRejected"];
            default: components["responses"]["CantonError"];
        };
    };
    /**
     * Change the packages the participant vets (deprecated)
     * @deprecated Use `postV2PackageVettingUpdate` (POST /v2/package-vetting/update) now. Deprecated in 3.5.1; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35`); removal announced for 3.7.0.
     */
    postV2PackageVetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateVettedPackagesRequest"];
        responses: {
            200: components["responses"]["VettingUpdated"];
            /**
             * @description As for `postV2PackageVettingUpdate`; and from 3.6.1, where the operator has not re-enabled it,
             *     `DEPRECATED_API_DISABLED` for any request.
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
    postV2PackageVettingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListVettedPackagesRequest"];
            };
        };
        responses: {
            /**
             * @description One page. `nextPageToken` is the token of the next page whenever the page holds entries, and empty
             *     on an empty page, which is how the listing ends.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVettedPackagesResponse"];
                };
            };
            400: components["responses"]["VettingListRejected"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2PackageVettingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateVettedPackagesRequest"];
        responses: {
            200: components["responses"]["VettingUpdated"];
            400: components["responses"]["VettingRejected"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2PartiesExternalGenerateTopology: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateExternalPartyTopologyRequest"];
            };
        };
        responses: {
            /** @description The party id and what to sign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateExternalPartyTopologyResponse"];
                };
            };
            /**
             * @description A body that does not decode is answered in plain text; values the participant rejects (an
             *     empty hint, an unknown synchronizer, a threshold above the confirmers, this participant in the
             *     lists of others) with a Canton error, `INVALID_ARGUMENT`.
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
    postV2PartiesExternalAllocate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocateExternalPartyRequest"];
            };
        };
        responses: {
            /** @description The allocated party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocateExternalPartyResponse"];
                };
            };
            /**
             * @description A body that does not decode is answered in plain text; values the participant rejects (no
             *     transaction, a signature that does not verify, an unknown synchronizer) with a Canton error.
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
    /**
     * The preferred package of one name for some parties (deprecated)
     * @deprecated Use `postV2InteractiveSubmissionPreferredPackages` (POST /v2/interactive-submission/preferred-packages) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.
     */
    getV2InteractiveSubmissionPreferredPackageVersion: {
        parameters: {
            query: {
                /** @description The parties, one parameter each (`parties=a&parties=b`). */
                parties?: components["schemas"]["PartyIdString"][];
                /**
                 * @description The package name.
                 * @example token-standard-holding
                 */
                "package-name": string;
                /**
                 * @description The time the vetting must be valid at; now when absent.
                 * @example 2026-10-06T09:14:02.512379Z
                 */
                vetting_valid_at?: string;
                /**
                 * @description Only this synchronizer's vetting; every connected synchronizer when absent.
                 * @example global-domain::1220be58c29e65de40bf273be1dc2b266d43a9a002ea5b18955aeef7aac881bb471a
                 */
                "synchronizer-id"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferred package, or `null`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPreferredPackageVersionResponse"];
                };
            };
            /**
             * @description A query that cannot be read (no `package-name`, a time that is no instant) is answered in plain
             *     text; values the participant rejects with a Canton error, as is the call where the endpoint is
             *     disabled (3.6.1 on, unless re-enabled): `DEPRECATED_API_DISABLED`.
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
    postV2InteractiveSubmissionPreferredPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPreferredPackagesRequest"];
            };
        };
        responses: {
            /** @description One package per requested name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPreferredPackagesResponse"];
                };
            };
            /**
             * @description A body that does not decode is answered in plain text; an empty requirement list, a requirement
             *     without parties or a bad party is a Canton error, and so is a set of requirements no synchronizer
             *     satisfies (`NO_PREFERRED_PACKAGES_FOUND`).
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
    postV2InteractiveSubmissionPrepare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsPrepareSubmissionRequest"];
            };
        };
        responses: {
            /** @description The prepared transaction and its hash. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsPrepareSubmissionResponse"];
                };
            };
            /**
             * @description A body that does not decode (a missing `synchronizerId` or `packageIdSelectionPreference`
             *     included) is answered in plain text; commands the participant rejects or cannot interpret with
             *     a Canton error.
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
    postV2InteractiveSubmissionExecute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsExecuteSubmissionRequest"];
            };
        };
        responses: {
            /** @description Accepted for submission (not yet committed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecuteSubmissionResponse"];
                };
            };
            /**
             * @description A body that does not decode (a missing `deduplicationPeriod` included) is answered in plain text;
             *     a prepared transaction or signatures the participant rejects, and a transaction the ledger
             *     rejects, with a Canton error. A taken change id is 409; other rejections are in `default`.
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
            409: components["responses"]["ExecutionInFlight"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2InteractiveSubmissionExecuteandwait: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsExecuteSubmissionRequest"];
            };
        };
        responses: {
            /** @description The transaction is committed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExecuteSubmissionAndWaitResponse"];
                };
            };
            /**
             * @description A body that does not decode (a missing `deduplicationPeriod` included) is answered in plain text;
             *     a prepared transaction or signatures the participant rejects, and a transaction the ledger
             *     rejects, with a Canton error. A taken change id is 409; other rejections are in `default`.
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
            409: components["responses"]["ExecutionConflict"];
            default: components["responses"]["CantonError"];
        };
    };
    postV2InteractiveSubmissionExecuteandwaitfortransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsExecuteSubmissionAndWaitForTransactionRequest"];
            };
        };
        responses: {
            /** @description The committed transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsExecuteSubmissionAndWaitForTransactionResponse"];
                };
            };
            /**
             * @description A body that does not decode (a missing `deduplicationPeriod` included) is answered in plain text;
             *     a prepared transaction or signatures the participant rejects, and a transaction the ledger
             *     rejects, with a Canton error. A taken change id is 409; other rejections are in `default`.
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
            409: components["responses"]["ExecutionConflict"];
            default: components["responses"]["CantonError"];
        };
    };
}
