// Generated from specs/validator by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
export interface paths {
    "/v0/wallet/transfer-offers/{tracking_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status of a transfer offer, by the tracking id its sender chose
         * @description `created`: the offer waits for the receiver. `accepted`: the receiver accepted and wallet
         *     automation is delivering the amount. `completed`: the amount was delivered. `failed`: nothing
         *     was transferred and nothing will be; `failure_kind` says why. A new offer needs a new tracking
         *     id. The call takes no body.
         */
        post: operations["getTransferOfferStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's open transfer offers (deprecated)
         * @deprecated Use `postV2StateActiveContracts` (POST /v2/state/active-contracts) instead. No removal version announced.
         * @description The active `Splice.Wallet.TransferOffer` contracts the token's wallet party sees: those it sent and
         *     those sent to it, read from the wallet's contract store, in no particular order and not paged.
         *     Accepted offers are not listed.
         *
         *     Deprecated upstream since Splice 0.4.11 in favour of the Canton Network Token Standard: pending
         *     Token Standard transfers are `TransferInstruction` contracts, read from the participant's Ledger API
         *     (ledger API `postV2StateActiveContracts`, `POST /v2/state/active-contracts`, with an interface
         *     filter). No removal is announced.
         */
        get: operations["listTransferOffers"];
        put?: never;
        /**
         * Offer Amulet to another party (deprecated)
         * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) instead. No removal version announced.
         * @description Creates a `Splice.Wallet.TransferOffer` from the token's wallet party to `receiver_party_id`. The
         *     receiver accepts it in their wallet; the sender's wallet automation then transfers the amount (no
         *     Amulet is locked before, so the transfer fails if the sender's wallet lacks it then). Its progress is
         *     read with `getTransferOfferStatus` by the `tracking_id`.
         *
         *     The `tracking_id` makes the create happen at most once: a tracking id the wallet's transaction log
         *     already holds an offer event for is answered 409, and the ledger command is submitted with a command
         *     id made of the sender, the receiver and the tracking id, deduplicated from the log's offset on, so a
         *     second submission of the same tracking id while the first is in flight is refused too (409, or 429
         *     while the participant still processes it). After an unknown outcome (a timeout, a lost connection,
         *     a 5xx), send the same body with the same tracking id again, or ask `getTransferOfferStatus`: a new
         *     tracking id would offer the amount twice. The receiver and the amount are checked only when the
         *     command is built (400 `Failed to decode: …`); a `description` or `tracking_id` of 280 characters or
         *     more fails the offer's Daml `ensure` (409).
         *
         *     Deprecated upstream since Splice 0.4.11 in favour of the Canton Network Token Standard: a Token
         *     Standard transfer is made on the participant's Ledger API by exercising `TransferFactory_Transfer`
         *     on the factory the registry's `getTransferFactory` (registry API,
         *     `POST /registry/transfer-instruction/v1/transfer-factory`) names. No removal is announced.
         */
        post: operations["createTransferOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/buy-traffic-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the wallet to buy synchronizer traffic for a validator
         * @description Creates a `Splice.Wallet.BuyTrafficRequest` for `traffic_amount` bytes of traffic on the synchronizer
         *     `domain_id`, for the participant that hosts `receiving_validator_party_id`. The request only asks:
         *     the token's wallet automation later burns the Amulet it costs and buys the traffic, or rejects or
         *     lets the request expire; `getBuyTrafficRequestStatus` tells which, by the `tracking_id`.
         *
         *     Before anything is created the validator reads the synchronizer id and the party (400
         *     `Failed to decode: …`), refuses a `traffic_amount` below 1 (400), and looks up the participant
         *     hosting the party on that synchronizer: none is 400, more than one is 500. Then the `tracking_id`
         *     makes the create happen at most once, as `createTransferOffer`'s does: a tracking id the wallet's
         *     transaction log already holds a request event for is answered 409, and the ledger command is
         *     deduplicated on the receiving validator party, the buyer and the tracking id (409, or 429 while a
         *     first submission is in flight). After an unknown outcome, send the same body again or ask
         *     `getBuyTrafficRequestStatus`; a new tracking id would buy twice.
         */
        post: operations["createBuyTrafficRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/buy-traffic-requests/{tracking_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status of a buy-traffic request, by the tracking id its buyer chose
         * @description `created`: the request waits for the wallet automation. `completed`: the traffic was bought;
         *     `transaction_id` is the purchase. `failed`: nothing was bought and nothing will be; `failure_reason`
         *     says why (`rejection_reason` says why in words when `rejected`, and is `null` when `expired`). A
         *     new request needs a new tracking id. Read from the token's wallet's transaction log; sent as POST,
         *     it takes no body and changes nothing.
         */
        post: operations["getBuyTrafficRequestStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the wallet's amulet balance
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Sums the token's wallet party's Amulet and LockedAmulet contracts (their initial amounts) from the
         *     wallet's store, and the holding fees its Amulets accrued up to the latest open mining round, which
         *     the validator reads through its Scan connection.
         */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/user-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read whether the token's user has a wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Tells whether the token's user is onboarded (has a wallet on this validator), its wallet party,
         *     whether its wallet install contract exists and whether the party holds a featured-app right. Any
         *     valid token of a ledger API user may call it: a user without a wallet is answered 200 with
         *     `user_onboarded: false`, never 404.
         */
        get: operations["userStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/feature-support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read which wallet features the network's Daml packages support
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Whether the DSO's vetted packages support the Canton Network Token Standard and a description on
         *     transfer preapprovals, as of now: a wallet backend asks it before offering either. Any valid token of
         *     a ledger API user may call it. Scan serves an operation of the same name with another answer.
         */
        get: operations["featureSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's open Token Standard transfers
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active Amulet `TransferInstruction` contracts (`Splice.AmuletTransferInstruction:AmuletTransferInstruction`)
         *     the token's wallet party sees, as sender or as receiver, read from the wallet's contract store, in no
         *     particular order and not paged. A transfer leaves the list once it is accepted, rejected, withdrawn or
         *     expired. Token Standard v1 and v2 instructions are told apart by the contract's `template_id`.
         */
        get: operations["listTokenStandardTransfers"];
        put?: never;
        /**
         * Transfer Amulet to another party by the Token Standard
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Enqueues a Token Standard transfer (`TransferFactory_Transfer` on the Amulet rules) from the token's
         *     wallet party to `receiver_party_id` in the wallet's treasury, which submits it with the other Amulet
         *     operations of the wallet. The answer is the choice's result: usually a pending `TransferInstruction`
         *     the receiver accepts or rejects (`listTokenStandardTransfers` lists it), or a completed transfer when
         *     the receiver pre-approved transfers.
         *
         *     The command id is made of the sender and the `tracking_id` and deduplicated for the wallet's
         *     deduplication duration: a second request with the same tracking id in that time is refused 409
         *     (`CreateTokenStandardTransfer duplicate command`), or 429 while the participant still processes the
         *     first. After an unknown outcome, send the same body with the same tracking id again: a new tracking id
         *     would transfer the amount twice. No read by tracking id exists.
         */
        post: operations["createTokenStandardTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/transfers/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a Token Standard transfer sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the choice context of the `TransferInstruction` from the validator's Scan connection
         *     (`getTransferInstructionAcceptContext`), then exercises `TransferInstruction_Accept` through the wallet's install as the receiver
         *     and answers the choice's result. Submitted without deduplication: after an unknown outcome, look
         *     the transfer up with `listTokenStandardTransfers` before sending again. The call takes no body.
         */
        post: operations["acceptTokenStandardTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/transfers/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a Token Standard transfer sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the choice context of the `TransferInstruction` from the validator's Scan connection
         *     (`getTransferInstructionRejectContext`), then exercises `TransferInstruction_Reject` through the wallet's install as the receiver
         *     and answers the choice's result. Submitted without deduplication: after an unknown outcome, look
         *     the transfer up with `listTokenStandardTransfers` before sending again. The call takes no body.
         */
        post: operations["rejectTokenStandardTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/transfers/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a Token Standard transfer the wallet sent
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the choice context of the `TransferInstruction` from the validator's Scan connection
         *     (`getTransferInstructionWithdrawContext`), then exercises `TransferInstruction_Withdraw` through the wallet's install as the sender
         *     and answers the choice's result. Submitted without deduplication: after an unknown outcome, look
         *     the transfer up with `listTokenStandardTransfers` before sending again. The call takes no body.
         */
        post: operations["withdrawTokenStandardTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/amulets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's Amulet holdings
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The token's wallet party's `Amulet` and `LockedAmulet` contracts from the wallet's contract store, not
         *     paged, each with the holding fee it accrued up to the latest open mining round (read through the
         *     validator's Scan connection) and its initial amount. Amounts are Daml `Numeric 10` decimal strings,
         *     exact: read them with a decimal type, not a float. `getBalance` answers the sums.
         *
         *     Upstream's operationId is `list`, a name that says nothing beside the validator's other lists.
         */
        get: operations["listAmulets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/tap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint Amulet from the DevNet faucet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Mints Amulet worth `amount` USD to the token's wallet party: the wallet reads the open mining rounds
         *     through its Scan connection, divides the amount by the latest open round's Amulet price (rounding up)
         *     and enqueues a tap (`CO_Tap`, `AmuletRules_DevNet_Tap`) in its treasury. Only a DevNet's AmuletRules
         *     allow it (`isDevNet`), and at most 100,000,000 Amulet per tap; elsewhere the Daml refuses it.
         *
         *     With a `command_id`, the command id is made of the wallet party and that id and deduplicated for the
         *     wallet's deduplication duration: send the same body again after an unknown outcome, and the
         *     participant refuses the second (409), or 429 while the first is still being processed. Without one, each
         *     request mints. No read answers a tap by its id: `listAmulets` shows the holdings.
         *
         *     Upstream's operationId is `tap`: a client method is named by a lower-case verb and then what it acts
         *     on (codegen's method rule), and one word names nothing.
         */
        post: operations["tapDevNetFaucet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/self-grant-feature-app-right": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant the wallet party a featured-app right (DevNet)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the AmuletRules through the validator's Scan connection and exercises
         *     `WalletAppInstall_FeaturedAppRights_SelfGrant` (`AmuletRules_DevNet_FeatureApp`), which creates a
         *     `FeaturedAppRight` whose provider is the token's wallet party. Only a DevNet's AmuletRules allow it
         *     (`isDevNet`); elsewhere the Daml refuses it. Submitted without deduplication: each call creates
         *     another right; after an unknown outcome, `userStatus` (`has_featured_app_right`) tells whether one
         *     exists. The body is optional and ignored (upstream declares a nullable object).
         */
        post: operations["selfGrantFeatureAppRight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/cancel-featured-app-rights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel the wallet party's featured-app right
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the wallet party's `FeaturedAppRight` up in the wallet's store and, when there is one, exercises
         *     `WalletAppInstall_FeaturedAppRights_Cancel` on it (retried on transient failures). A wallet without a
         *     right is answered 200 too, so calling again after an unknown outcome is safe. No content either way.
         */
        delete: operations["cancelFeaturedAppRights"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the wallet's transaction history, newest first
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     A page of the token's wallet party's transaction history from the wallet's transaction log, newest
         *     first, at most `page_size` entries. The next page starts after the last entry's `event_id`
         *     (`begin_after_id`); the history ends with a page without entries. An entry is one of four variants
         *     told apart by `transaction_type`: `transfer`, `balance_change`, `notification` or `unknown`. POST only to
         *     carry the page request.
         */
        post: operations["listTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-preapproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-approve incoming transfers to the wallet party
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Makes the token's wallet party accept direct transfers (`transferPreapprovalSend`, the Token Standard's
         *     transfer factory) without a step of its own. If the party already has a `TransferPreapproval`, answers
         *     409 with that contract's id and changes nothing. Otherwise creates a `TransferPreapprovalProposal`
         *     (unless one is pending; deduplicated from the store's offset, so two calls create one) and waits for the
         *     validator's automation to turn it into a `TransferPreapproval`, which the validator pays for; when that
         *     does not happen in time (most often the validator lacks the funds for the fee), 429. Calling again after
         *     an unknown outcome or a 429 is safe: it finds the proposal or the preapproval. The call takes no body.
         */
        post: operations["createTransferPreapproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-preapproval/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer Amulet to a party that pre-approved transfers
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the receiver's `TransferPreapproval` up through the validator's Scan connection (400 when it has
         *     none), then enqueues a `CO_TransferPreapprovalSend` in the wallet's treasury: the amount moves to the
         *     receiver at once, with the provider's featured-app right when Scan knows one. The description is passed
         *     on only when the DSO's vetted packages support it.
         *
         *     The command id is made of the sender and `deduplication_id` and deduplicated for the wallet's
         *     deduplication duration: after an unknown outcome, send the same body with the same id again; the
         *     participant refuses a second one (409), or 429 while the first is still being processed. A new id would
         *     transfer the amount twice. No content on success.
         */
        post: operations["transferPreapprovalSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-offers/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a transfer offer sent to the wallet (deprecated)
         * @deprecated Use `rejectTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/reject) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Exercises `WalletAppInstall_TransferOffer_Reject` through the wallet's install as the receiver, retried inside on
         *     transient failures, without deduplication: after an unknown outcome, look the offer up with
         *     `listTransferOffers` (and `listAcceptedTransferOffers`) before sending again. The call takes no body.
         *
         *     Deprecated upstream since Splice 0.4.11 with the transfer offers themselves, in favour of the Canton
         *     Network Token Standard, whose transfers the wallet answers with `rejectTokenStandardTransfer`. No removal is announced.
         */
        post: operations["rejectTransferOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-offers/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a transfer offer sent to the wallet (deprecated)
         * @deprecated Use `acceptTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/accept) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Exercises `WalletAppInstall_TransferOffer_Accept` through the wallet's install as the receiver (at high priority when the wallet is the validator's own and it lacks the funds for its traffic top-up), retried inside on
         *     transient failures, without deduplication: after an unknown outcome, look the offer up with
         *     `listTransferOffers` (and `listAcceptedTransferOffers`) before sending again. The call takes no body.
         *
         *     Deprecated upstream since Splice 0.4.11 with the transfer offers themselves, in favour of the Canton
         *     Network Token Standard, whose transfers the wallet answers with `acceptTokenStandardTransfer`. No removal is announced.
         */
        post: operations["acceptTransferOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/transfer-offers/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a transfer offer the wallet sent (deprecated)
         * @deprecated Use `withdrawTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Exercises `WalletAppInstall_TransferOffer_Withdraw` through the wallet's install as the sender, with the reason "Withdrawn by sender" (the status read's `withdrawn_reason`), retried inside on
         *     transient failures, without deduplication: after an unknown outcome, look the offer up with
         *     `listTransferOffers` (and `listAcceptedTransferOffers`) before sending again. The call takes no body.
         *
         *     Deprecated upstream since Splice 0.4.11 with the transfer offers themselves, in favour of the Canton
         *     Network Token Standard, whose transfers the wallet answers with `withdrawTokenStandardTransfer`. No removal is announced.
         */
        post: operations["withdrawTransferOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/accepted-transfer-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's accepted transfer offers (deprecated)
         * @deprecated Use `listTokenStandardTransfers` (GET /v0/wallet/token-standard/transfers) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `Splice.Wallet.TransferOffer:AcceptedTransferOffer` contracts the token's wallet party sees
         *     (sent or received), read from the wallet's contract store, in no particular order and not paged: offers
         *     the receiver accepted that the sender's wallet automation has not completed yet.
         *
         *     Deprecated upstream since Splice 0.4.11 with the transfer offers themselves, in favour of the Canton
         *     Network Token Standard, whose open transfers `listTokenStandardTransfers` lists. No removal is announced.
         */
        get: operations["listAcceptedTransferOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/token-standard/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer Amulet to another party by the Token Standard v2
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The Token Standard v2 twin of `createTokenStandardTransfer`, with the same body and answer: enqueues a
         *     v2 `TransferFactory_Transfer` on the Amulet rules from the token's wallet party to `receiver_party_id`
         *     in the wallet's treasury. The answer is the choice's result: usually a pending `TransferInstruction`
         *     (v2) the receiver accepts or rejects (`listTokenStandardTransfers` lists it, its `template_id` telling
         *     v1 from v2), or a completed transfer when the receiver pre-approved transfers.
         *
         *     The command id is made of the sender and the `tracking_id` (under a name of its own, so a v0 and a v2
         *     transfer with the same tracking id are two commands) and deduplicated for the wallet's deduplication
         *     duration: a second request with the same tracking id in that time is refused 409 (with v0's text,
         *     `CreateTokenStandardTransfer duplicate command`), or 429 while the participant still processes the
         *     first. After an unknown outcome, send the same body with the same tracking id again: a new tracking
         *     id would transfer the amount twice.
         */
        post: operations["createTokenStandardTransferV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/token-standard/transfers/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a Token Standard transfer sent to the wallet (v2)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The Token Standard v2 twin of `acceptTokenStandardTransfer`: reads the v2 choice context of the
         *     `TransferInstruction` from the validator's Scan connection (`getTransferInstructionAcceptContextV2`), then exercises
         *     `WalletAppInstall_TransferInstructionV2_Accept` through the wallet's install, with the wallet party as
         *     the acting receiver (v2's `actors`), and answers the choice's result. Submitted without deduplication:
         *     after an unknown outcome, look the transfer up with `listTokenStandardTransfers` before sending again.
         *     The call takes no body.
         */
        post: operations["acceptTokenStandardTransferV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/token-standard/transfers/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a Token Standard transfer sent to the wallet (v2)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The Token Standard v2 twin of `rejectTokenStandardTransfer`: reads the v2 choice context of the
         *     `TransferInstruction` from the validator's Scan connection (`getTransferInstructionRejectContextV2`), then exercises
         *     `WalletAppInstall_TransferInstructionV2_Reject` through the wallet's install, with the wallet party as
         *     the acting receiver (v2's `actors`), and answers the choice's result. Submitted without deduplication:
         *     after an unknown outcome, look the transfer up with `listTokenStandardTransfers` before sending again.
         *     The call takes no body.
         */
        post: operations["rejectTokenStandardTransferV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/token-standard/transfers/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a Token Standard transfer the wallet sent (v2)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The Token Standard v2 twin of `withdrawTokenStandardTransfer`: reads the v2 choice context of the
         *     `TransferInstruction` from the validator's Scan connection (`getTransferInstructionWithdrawContextV2`), then exercises
         *     `WalletAppInstall_TransferInstructionV2_Withdraw` through the wallet's install, with the wallet party as
         *     the acting sender (v2's `actors`), and answers the choice's result. Submitted without deduplication:
         *     after an unknown outcome, look the transfer up with `listTokenStandardTransfers` before sending again.
         *     The call takes no body.
         */
        post: operations["withdrawTokenStandardTransferV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/app-payment-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the app payment requests sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `AppPaymentRequest` contracts (`Splice.Wallet.Payment:AppPaymentRequest`) in the wallet's
         *     store whose `sender` is the token's wallet party (what apps ask it to pay), with the synchronizer each
         *     is assigned to. At most 1000 (the store's default limit), not paged. A request leaves the list once it
         *     is accepted, rejected or withdrawn, or once the wallet's automation archives it after its `expiresAt`.
         */
        get: operations["listAppPaymentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/app-payment-requests/{contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one app payment request sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the active `AppPaymentRequest` contract with this id from the wallet's store, with the
         *     synchronizer it is assigned to. An id the store does not hold as an active `AppPaymentRequest` (unknown,
         *     accepted, rejected or expired) is `404` "Contract id not found: …".
         */
        get: operations["getAppPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/app-payment-requests/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an app payment request from the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Pays the request from the wallet's Amulet: the wallet's treasury runs the amulet operation
         *     `CO_AppPayment`, which locks the amounts in an `AcceptedAppPayment` for the provider to collect, and the
         *     answer names that contract. The call takes no body and carries no deduplication id, but it can be
         *     resent: when the request is no longer in the wallet's store and an `AcceptedAppPayment` whose `reference`
         *     is this request exists, the handler answers that payment's id again instead of paying twice; with
         *     neither it is `404` "AppPaymentRequest <id> not found, and no matching AcceptedAppPayment could be
         *     located.". A choice that fails (e.g. the wallet cannot pay) is `400`; a full treasury queue `429`; a
         *     treasury shutting down `503`.
         */
        post: operations["acceptAppPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/app-payment-requests/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an app payment request sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Exercises `WalletAppInstall_AppPaymentRequest_Reject` through the wallet's install (the validator party
         *     submits, reading as the wallet party) and waits for the transaction; the answer has no body. Submitted
         *     without deduplication: a repeat after success finds the request gone, which the participant refuses
         *     (its not-found error, `404`). The call takes no body.
         */
        post: operations["rejectAppPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/accepted-app-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's accepted app payments
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `AcceptedAppPayment` contracts (`Splice.Wallet.Payment:AcceptedAppPayment`) in the wallet's
         *     store whose `sender` is the wallet party: payments it made whose locked amounts are not collected yet, with the
         *     synchronizer each is assigned to. At most 1000, not paged.
         */
        get: operations["listAcceptedAppPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscription-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the subscription requests sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `SubscriptionRequest` contracts (`Splice.Wallet.Subscriptions:SubscriptionRequest`) in the
         *     wallet's store whose `sender` is the wallet party: recurring payments apps (the name service among them)
         *     ask it to start. At most
         *     1000, not paged; without the synchronizer.
         */
        get: operations["listSubscriptionRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscription-requests/{contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one subscription request sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the active `SubscriptionRequest` contract with this id from the wallet's store (the contract
         *     alone, without its synchronizer). An id the store does not hold as an active `SubscriptionRequest` is
         *     `404` "Contract id not found: …".
         */
        get: operations["getSubscriptionRequest"];
        put?: never;
        post?: never;
        /**
         * Cancel a running subscription of the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Despite its name (upstream's), this cancels a running subscription, not a request: the path's id is read
         *     as a `SubscriptionIdleState` (as `listSubscriptions` gives it in `state.idle`), and the handler exercises
         *     `WalletAppInstall_SubscriptionIdleState_CancelSubscription` through the wallet's install and waits for the
         *     transaction; the answer has no body. A subscription whose payment is in progress (`state.payment`) cannot
         *     be cancelled until it is idle again. Submitted without deduplication: a repeat after success finds the
         *     state gone (the participant's not-found error, `404`).
         */
        delete: operations["cancelSubscriptionRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscription-requests/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a subscription request and make its first payment
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Starts the subscription and pays its first interval from the wallet's Amulet: the wallet's treasury
         *     runs the amulet operation `CO_SubscriptionAcceptAndMakeInitialPayment`, which locks the amount in a
         *     `SubscriptionInitialPayment`, and the answer names that contract; the subscription runs once the receiver
         *     collects it. The call takes no body. Splice 0.6 submits it without deduplication; from 0.7 the command
         *     id is made of the wallet party and the request's id and deduplicated for the wallet's deduplication
         *     duration (a duplicate the participant refuses is `409`, and later 0.7 releases answer a duplicate of an
         *     accepted submission with its first result). Either way, after an unknown outcome look for the payment
         *     (`listSubscriptionInitialPayments`, whose `reference` is the request) before sending again. A request the
         *     wallet's store does not hold (the treasury looks it up before the batch, so also one already accepted) is
         *     `404` "Contract id not found: …"; a choice that fails (e.g. the wallet cannot pay) `400`; a full treasury
         *     queue `429`; a treasury shutting down `503`.
         */
        post: operations["acceptSubscriptionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscription-requests/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a subscription request sent to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Exercises `WalletAppInstall_SubscriptionRequest_Reject` through the wallet's install and waits for the
         *     transaction; the answer has no body. Submitted without deduplication: a repeat after success finds the
         *     request gone (the participant's not-found error, `404`). The call takes no body.
         */
        post: operations["rejectSubscriptionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscription-initial-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's subscription first payments
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `SubscriptionInitialPayment` contracts (`Splice.Wallet.Subscriptions:SubscriptionInitialPayment`)
         *     whose `sender` is the wallet party: first payments of accepted subscription requests the receiver has not collected
         *     yet. At most 1000, not paged; without the synchronizer.
         */
        get: operations["listSubscriptionInitialPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's running subscriptions
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The wallet party's `Subscription` contracts, each with the contract of its state: `idle`
         *     (`SubscriptionIdleState`, waiting for the next payment, due at its `nextPaymentDueAt`) or `payment`
         *     (`SubscriptionPayment`, a payment made and not yet collected). A subscription whose idle state has expired
         *     (its next payment was missed) is left out. In the order the states were created, at most 1000, not
         *     paged.
         */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/app-reward-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's app reward coupons
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `AppRewardCoupon` contracts (`Splice.Amulet:AppRewardCoupon`) of the wallet party: those
         *     whose `provider` it is and that name no `beneficiary`, and those whose `beneficiary` it is (featured or
         *     not). At most 1000, not paged.
         */
        get: operations["listAppRewardCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/validator-reward-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the validator reward coupons the wallet may collect
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `ValidatorRewardCoupon` contracts (`Splice.Amulet:ValidatorRewardCoupon`) the wallet party
         *     may collect as the validator of users: for each user whose `ValidatorRight` names the wallet party as
         *     validator, the coupons in that user's wallet store (a local or an external party's), sorted by round. Empty
         *     for a wallet party that is no user's validator. At most 1000 in all, not paged.
         */
        get: operations["listValidatorRewardCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/validator-faucet-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's validator faucet coupons
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `ValidatorFaucetCoupon` contracts (`Splice.ValidatorLicense:ValidatorFaucetCoupon`) whose
         *     `validator` is the wallet party. At most 1000, not paged.
         */
        get: operations["listValidatorFaucetCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/validator-liveness-activity-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's validator liveness activity records
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `ValidatorLivenessActivityRecord` contracts (`Splice.ValidatorLicense:ValidatorLivenessActivityRecord`)
         *     whose `validator` is the wallet party. At most 1000, not paged.
         */
        get: operations["listValidatorLivenessActivityRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/sv-reward-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's SV reward coupons
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `SvRewardCoupon` contracts (`Splice.Amulet:SvRewardCoupon`) whose `beneficiary` is the
         *     wallet party, each with its `weight`. Empty for a party that is no SV's beneficiary. At most 1000, not
         *     paged.
         */
        get: operations["listSvRewardCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's Amulet allocations
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active Amulet allocations of the token's wallet party, Token Standard v1 (`AmuletAllocation`) and
         *     v2 (`AmuletAllocationV2`) together, read from the wallet's contract store, oldest first and not paged.
         *     An allocation leaves the list once it is settled, withdrawn or cancelled.
         */
        get: operations["listAmuletAllocations"];
        put?: never;
        /**
         * Allocate Amulet for a transfer leg (Token Standard v1)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Enqueues a Token Standard v1 allocation (`AllocationFactory_Allocate` on the Amulet rules) of the
         *     leg's amount from the token's wallet party in the wallet's treasury, which submits it with the other
         *     Amulet operations of the wallet, and answers the allocation instruction's result.
         *
         *     The command id is made of the wallet party, the executor, the settlement reference (id and contract)
         *     and the leg id, and deduplicated for the wallet's deduplication duration: a second request for the
         *     same leg in that time is refused 409, or 429 while the participant still processes the first. After
         *     an unknown outcome, send the same body again (or look for the allocation with
         *     `listAmuletAllocations`).
         */
        post: operations["allocateAmulet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allocate Amulet for transfer leg sides (Token Standard v2)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Enqueues a Token Standard v2 allocation of Amulet by the token's wallet party (its basic account) for
         *     its sides of the settlement's transfer legs in the wallet's treasury, and answers the allocation
         *     instruction's result (the change holdings are those of the Amulet instrument).
         *
         *     The command id is made of the wallet party, the settlement reference (id and contract) and the
         *     executors, and deduplicated for five minutes (short, so that a withdrawn allocation can be made
         *     again): a second request for the same settlement in that time is refused 409, or 429 while the
         *     participant still processes the first. After an unknown outcome, send the same body again (or look
         *     for the allocation with `listAmuletAllocations`).
         */
        post: operations["allocateAmuletV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/allocations/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a v1 Amulet allocation
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the v1 `AmuletAllocation` up in the wallet's store (404 when it holds none with this id), reads
         *     the withdraw context from the validator's Scan connection (`getAllocationWithdrawContext`), then
         *     exercises `Allocation_Withdraw` as the wallet party and the validator party and answers the holdings
         *     returned to the wallet party. Submitted without deduplication: after an unknown outcome, look the
         *     allocation up with `listAmuletAllocations` before sending again. The call takes no body.
         */
        post: operations["withdrawAmuletAllocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/allocations/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an Amulet allocation through the v2 interface
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reads the withdraw context from the validator's Scan connection (`getAllocationWithdrawContextV2`),
         *     looks the allocation up in the wallet's store, as an `AmuletAllocationV2` and else as a v1
         *     `AmuletAllocation` (404 when it holds neither), then exercises the v2 `Allocation_Withdraw` as the
         *     wallet party and the validator party and answers the holdings returned, by instrument. Submitted
         *     without deduplication: after an unknown outcome, look the allocation up with `listAmuletAllocations`
         *     before sending again. The call takes no body.
         */
        post: operations["withdrawAmuletAllocationV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/allocation-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the allocation requests the wallet is asked for
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active contracts implementing the Token Standard `AllocationRequest` interface, v1 or v2, that
         *     the token's wallet party sees, read from the wallet's contract store as interface views, oldest first
         *     and not paged; a contract implementing both versions is listed once, with its v2 view.
         */
        get: operations["listAllocationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/token-standard/allocation-requests/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an allocation request (Token Standard v1)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the request up in the wallet's store as a v1 `AllocationRequest` interface view (404 when it
         *     holds none with this id), then exercises `AllocationRequest_Reject` as the wallet party and the
         *     validator party, with an empty choice context, and answers the choice's metadata. Submitted without
         *     deduplication: after an unknown outcome, look the request up with `listAllocationRequests` before
         *     sending again. The call takes no body.
         */
        post: operations["rejectAllocationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/token-standard/allocation-requests/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an allocation request (Token Standard v2)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the request up in the wallet's store as a v2 `AllocationRequest` interface view (404 when it
         *     holds none with this id), then exercises the v2 `AllocationRequest_Reject` with the wallet party as
         *     the rejecting actor, as the wallet party and the validator party, with an empty choice context, and
         *     answers the choice's metadata. Submitted without deduplication: after an unknown outcome, look the
         *     request up with `listAllocationRequests` before sending again. The call takes no body.
         */
        post: operations["rejectAllocationRequestV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/development-fund-coupons/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant a development-fund coupon to a beneficiary (CIP-0082)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     For the network's development fund manager only: reads the AmuletRules and the unclaimed
         *     development-fund coupons through the validator's Scan connection, checks that the token's wallet
         *     party is the fund manager the AmuletRules name, takes the largest unclaimed coupons until they cover
         *     `amount`, and exercises `AmuletRules_AllocateDevelopmentFundCoupon` as the wallet and validator
         *     parties. The answer names the new coupon and the unclaimed coupon holding the change.
         *
         *     The command id is made of the validator party, the wallet party and the request's beneficiary,
         *     amount, expiry and reason, and deduplicated for the wallet's deduplication duration: the same request
         *     again in that time is refused 409, or 429 while the participant still processes the first. After an
         *     unknown outcome, send the same body again (or look for the coupon with
         *     `listActiveDevelopmentFundCoupons`).
         */
        post: operations["allocateDevelopmentFundCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/development-fund-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's active development-fund coupons
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `DevelopmentFundCoupon` contracts whose fund manager or beneficiary is the token's wallet
         *     party, read from the wallet's contract store, soonest expiry first, at most 1000 and not paged.
         */
        get: operations["listActiveDevelopmentFundCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/development-fund-coupons/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's archived development-fund coupons, a page at a time
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The coupons of the token's wallet party that were claimed, expired, rejected or withdrawn, from the
         *     wallet's transaction log, the most recently archived first, at most `limit` a page. Every page with
         *     entries carries a `next_page_token`: pass it as `after` to read on. The history ends with an empty
         *     page without a token.
         */
        get: operations["listDevelopmentFundCouponHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/development-fund-coupons/{contract_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a development-fund coupon the wallet manages
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the coupon up in the wallet's store (404 when it holds none with this id), checks that the
         *     token's wallet party is its fund manager (400 otherwise), and exercises `DevelopmentFundCoupon_Withdraw`
         *     with the reason as the wallet party; the amount goes back to the fund as a new unclaimed coupon, whose
         *     id is answered. Submitted without deduplication: after an unknown outcome, look the coupon up with
         *     `listActiveDevelopmentFundCoupons` before sending again.
         */
        post: operations["withdrawDevelopmentFundCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/minting-delegation-proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the minting delegations proposed to the wallet, a page at a time (CIP-0073)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `MintingDelegationProposal` contracts whose delegate is the token's wallet party, read from
         *     the wallet's contract store, oldest first, at most `limit` (1000 when absent) a page, each with whether
         *     its beneficiary is an external party this validator hosts. Every page with proposals carries a
         *     `next_page_token`: pass it as `after` to read on. The list ends with an empty page without a token.
         */
        get: operations["listMintingDelegationProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/minting-delegation-proposals/{contract_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a minting delegation proposed to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the proposal up in the wallet's store (404 when it holds none with this id), then, as the
         *     delegate (the wallet party), exercises `MintingDelegationProposal_Accept`, which creates the
         *     `MintingDelegation` and archives one existing delegation of the same beneficiary, if the first 100
         *     delegations hold one. Transient failures are retried by the validator; the submission is not
         *     deduplicated: after an unknown outcome, look for the delegation with `listMintingDelegations` before
         *     sending again. The call takes no body.
         */
        post: operations["acceptMintingDelegationProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/minting-delegation-proposals/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a minting delegation proposed to the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the proposal up in the wallet's store (404 when it holds none with this id), then exercises
         *     `MintingDelegationProposal_Reject` as the delegate (the wallet party). Transient failures are retried
         *     by the validator; the submission is not deduplicated: after an unknown outcome, look the proposal up
         *     with `listMintingDelegationProposals` before sending again. The call takes no body and answers none.
         */
        post: operations["rejectMintingDelegationProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/minting-delegations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's minting delegations, a page at a time (CIP-0073)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `MintingDelegation` contracts whose delegate is the token's wallet party, read from the
         *     wallet's contract store, oldest first, at most `limit` (1000 when absent) a page, each with whether its
         *     beneficiary is an external party this validator hosts. Every page with delegations carries a
         *     `next_page_token`: pass it as `after` to read on. The list ends with an empty page without a token.
         */
        get: operations["listMintingDelegations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/wallet/minting-delegations/{contract_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a minting delegation of the wallet
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks the delegation up in the wallet's store (404 when it holds none with this id), then exercises
         *     `MintingDelegation_Reject` as the delegate (the wallet party), which ends it. Transient failures are
         *     retried by the validator; the submission is not deduplicated: after an unknown outcome, look the
         *     delegation up with `listMintingDelegations` before sending again. The call takes no body and answers
         *     none.
         */
        post: operations["rejectMintingDelegation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/entry/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a name-service entry for the wallet's party
         * @description Exercises `AnsRules_RequestEntry` for the token's wallet party, on the AnsRules contract the
         *     validator reads from the Scans (BFT) and discloses: it creates a subscription request to the DSO and
         *     its `AnsEntryContext`, and answers both contract ids with the request's fields. The entry itself
         *     exists only once the user accepts the subscription request with its first payment in their wallet and
         *     the DSO's automation collects it; that automation, not this call, checks the entry: a name
         *     `<label>.unverified.<ans acronym>` (label `[a-z0-9_-]`, the whole name at most 60 characters), an
         *     empty or absolute http(s) `url` of at most 255 characters, a `description` of at most 140 characters.
         *     This call checks none of them.
         *
         *     The command is submitted without deduplication and the request carries no id to look it up by: a
         *     request whose outcome is unknown may have created a subscription request, and sending it again may
         *     create a second one (`listUserAnsEntries` lists entries, not requests).
         */
        post: operations["createAnsEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/entry/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the name-service entries the wallet's party owns
         * @description The `AnsEntry` contracts of the token's wallet party whose subscription is still running, each with
         *     the payment terms of that subscription, from the wallet's contract store in the order they were
         *     created, at most the validator's store limit (1000 unless its operator changed it). Expired entries
         *     are left out even while their contracts are still active. Upstream's operationId is `listAnsEntries`,
         *     which this API already gives the scan-proxy's listing of every entry (`GET /v0/scan-proxy/ans-entries`).
         */
        get: operations["listUserAnsEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/ans-entries/by-name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a name-service entry by name
         * @description The validator reads Scan's `lookupAnsEntryByName` through its BFT connection (f + 1 equal answers of
         *     2f + 1 Scans) and answers the entry.
         */
        get: operations["lookupAnsEntryByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/dso-party-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the DSO's party id through the validator
         * @description Scan's `getDsoPartyId`, read through the validator's BFT connection to the Scans (f + 1 equal answers
         *     of 2f + 1, asked again on no agreement, then 502). The party never changes.
         */
        get: operations["getDsoPartyId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/dso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the DSO's party, rules, latest open round and SV node states through the validator
         * @description Scan's `getDsoInfo`, read through the validator's BFT connection, which compares the Scans' whole
         *     answers. `sv_user` and `sv_party_id` name the SV operating the Scan that answered, so answers of
         *     different SVs' Scans never agree: a validator that reads two or more Scans (f ≥ 1) is expected to
         *     answer 502 after its retries, and the read succeeds where the validator trusts a single Scan (as an
         *     SV's own validator does) or reads at most three (f = 0, where one answer is enough). This follows
         *     from Splice's code and was not seen on a live validator. A Scan that has not yet seen the DsoRules,
         *     AmuletRules or an open round answers 404, which the validator does not expect here: it answers 500.
         */
        get: operations["getDsoInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/ans-entries/by-party/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a party's name-service entry through the validator
         * @description Scan's `lookupAnsEntryByParty`, read through the validator's BFT connection: the DSO party and each
         *     SV get their DSO-provided entry, any other party its unexpired entry first in name order. A `party`
         *     that is not a party id is answered 400 before any Scan is asked. When the Scans agree there is no
         *     entry (or no DSO rules yet), the validator answers 404 with its own text, `Party <party> does not
         *     have any ANSEntry.`
         */
        get: operations["lookupAnsEntryByParty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/ans-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List name-service entries whose name starts with a prefix, through the validator
         * @description Scan's `listAnsEntries`, read through the validator's BFT connection: the unexpired entries users
         *     bought whose name starts with `name_prefix`, in name order, at most `page_size`, then the
         *     DSO-provided entries that match, up to `page_size` in all. Not paged. The validator reads
         *     `page_size` as an integer itself (a missing one is answered 404 in plain text, a word 400 in plain
         *     text) and passes it on; the Scans refuse one outside 1 to 1000, and the validator passes their
         *     agreed 400 on.
         */
        get: operations["listAnsEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/open-and-issuing-mining-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the open and issuing mining rounds through the validator
         * @description The open and issuing rounds, each contract in full, in ascending round number: a shape of the
         *     proxy's own, without Scan's time to live or cached-contract map. The validator answers from its
         *     round cache while that is valid (until the time to live Scan gave with the last read) and otherwise
         *     reads Scan's `getOpenAndIssuingMiningRounds` through its BFT connection, sending the ids it holds;
         *     it reads the AmuletRules first (cached for 10 minutes by default), so an answer can be that old.
         */
        get: operations["getOpenAndIssuingMiningRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scan-proxy/holdings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sum the Amulet holdings of some owners at a snapshot, through the validator
         * @description Scan's `getHoldingsSummaryAtV1`, read through the validator's BFT connection: for each given owner
         *     that holds Amulet in the contract set of a migration id at a record time, the totals of its unlocked
         *     and locked Amulet at the amounts they were created with. Owners holding none are left out, and the
         *     entries do not follow the request's order. The validator reads each owner as a party before asking
         *     a Scan (400); what the Scans refuse is passed on (400); when they agree there is no such snapshot it
         *     answers 404 with its own text. Sent as POST to carry the owners; it changes nothing.
         */
        post: operations["getHoldingsSummaryAtV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/holdings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sum the Amulet holdings of some owners at a snapshot, with holding fees, through the validator (deprecated)
         * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/scan-proxy/holdings/summary) instead. No removal version announced.
         * @description Scan's deprecated `getHoldingsSummaryAt`, read through the validator's BFT connection: as
         *     `getHoldingsSummaryAtV1`, plus the holding fees accrued by `computed_as_of_round`. Without
         *     `as_of_round` each Scan takes its earliest open mining round, which differs from Scan to Scan while
         *     rounds change (the validator asks again, then answers 502). Upstream deprecated it in 0.6.3 for
         *     `getHoldingsSummaryAtV1` (`/v1/scan-proxy/holdings/summary`), without announcing a removal.
         */
        post: operations["getHoldingsSummaryAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/unclaimed-development-fund-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the unclaimed development fund coupons through the validator
         * @description Scan's `listUnclaimedDevelopmentFundCoupons`, read through the validator's BFT connection: the
         *     active `UnclaimedDevelopmentFundCoupon` contracts with their synchronizer, at most 1000 (a Scan cuts
         *     the list there without notice). Coupons are created each round and claimed, so Scans can differ for
         *     a moment (the validator asks again, then answers 502). The answer's key has hyphens.
         */
        get: operations["listUnclaimedDevelopmentFundCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/featured-apps/{provider_party_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the featured-app right of an app provider through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Scan's internal `lookupFeaturedAppRight`, read through the validator's BFT connection: 200 in both
         *     cases, with `featured_app_right` `null` when the Scans agree the provider has no active
         *     FeaturedAppRight. The provider is read as a party before any Scan is asked (400). From Splice 0.8.0
         *     an app that means to feature a transfer reads its right here (or from Scan) and adds it to the
         *     Token Standard choice context itself.
         */
        get: operations["lookupFeaturedAppRight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/amulet-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the AmuletRules contract through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The current `Splice.AmuletRules:AmuletRules` contract in full with its synchronizer: a GET and a
         *     shape of the proxy's own (`amulet_rules`), not Scan's POST `/v0/amulet-rules` with its caller's
         *     cache. The validator answers from its AmuletRules cache while that is valid (10 minutes by default,
         *     and only while the contract is assigned to the synchronizer its configuration names) and otherwise
         *     reads Scan's `getAmuletRules` through its BFT connection, so an answer can be that old. Scans without
         *     AmuletRules (yet) answer 500, and so does the validator.
         */
        get: operations["getAmuletRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/ans-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the AnsRules contract through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Scan's internal `getAnsRules`, answered from the validator's AnsRules cache or read through its BFT
         *     connection (cached like the AmuletRules, which it reads first). Sent as POST with Scan's request
         *     body, which is required and decoded but then ignored: the validator always answers the contract in
         *     full (`contract` is never `null`), with its synchronizer (`domain_id` `null` while it is being
         *     reassigned). `{}` will do. Scans without AmuletRules or AnsRules (yet) answer 500, and so does the
         *     validator. It changes nothing.
         */
        post: operations["getAnsRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/transfer-preapprovals/by-party/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a receiver's transfer preapproval through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Scan's internal `lookupTransferPreapprovalByParty`, read through the validator's BFT connection: the
         *     receiver's active `TransferPreapproval` and its synchronizer. A `party` that is not a party id is
         *     answered 400 before any Scan is asked; when the Scans agree there is none, the validator answers 404
         *     with its own text, the same as Scan's: `No TransferPreapproval found for party: <party>` (the party
         *     as sent).
         */
        get: operations["lookupTransferPreapprovalByParty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/transfer-command-counter/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an external sender's TransferCommand counter through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Scan's internal `lookupTransferCommandCounterByParty`, read through the validator's BFT connection:
         *     the sender's `TransferCommandCounter`, whose `nextNonce` goes into its next TransferCommand. A
         *     `party` that is not a party id is answered 400 before any Scan is asked; when the Scans agree the
         *     sender has no counter, the validator answers 404 with its own text, the same as Scan's:
         *     `No TransferCommandCounter found for party: <party>, use 0 for the nonce`, and the nonce to use is 0.
         */
        get: operations["lookupTransferCommandCounterByParty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scan-proxy/transfer-command/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a sender's TransferCommands for a nonce, through the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Scan's internal `lookupTransferCommandStatus`, read through the validator's BFT connection: the
         *     sender's TransferCommands with this nonce, each with its status `created`, `sent` or `failed`. A
         *     command moves from `created` to `sent` or `failed`, so Scans can differ for a moment (the validator
         *     asks again, then answers 502). The sender is read as a party before any Scan is asked (400 `{error}`).
         *     When the Scans agree there is none, the validator answers 404 with its own text, the same as Scan's:
         *     `Couldn't find transfer command for sender <sender> with nonce <nonce> created in the last 24h` (the
         *     Scans look at every command they hold, not only the last 24 hours). The validator reads the query
         *     itself: a missing `sender` or `nonce` is answered 404 in plain text, a `nonce` that is not an integer
         *     400 in plain text.
         */
        get: operations["lookupTransferCommandStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/topology/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the topology transactions that create an external party
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The first step of onboarding an external party (one that signs its own transactions with an Ed25519
         *     key): the validator builds three topology proposals for the party `<party_hint>::<fingerprint of
         *     public_key>` (its namespace delegated to the key, hosting on this validator's participant with
         *     confirmation rights, the key as its signing key) and answers each serialized with its hash. The
         *     participant only generates them; nothing is stored, so this is a read. Sign each `hash` with the
         *     party's key and send the transactions back to `submitExternalPartyTopology`. Needs the validator's
         *     wallet (501 otherwise).
         */
        post: operations["generateExternalPartyTopology"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/topology/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the signed topology transactions that create an external party
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The second step: the validator decodes each transaction and signature (400 `{error}` when they do
         *     not decode, or when none is the party-to-participant mapping), adds them to the synchronizer's topology
         *     store, co-signs the hosting on its participant, waits until the party-to-key and
         *     party-to-participant mappings are visible and the party is known to the Ledger API, and grants its
         *     own ledger API user the right to act as the party. The answer is the new party. A participant that
         *     refuses a signature answers an error the handler passes on. Needs the validator's wallet (501).
         */
        post: operations["submitExternalPartyTopology"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/setup-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the external-party setup proposals not yet accepted
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Every `ExternalPartySetupProposal` in the validator's store, with its synchronizer. Needs the
         *     validator's wallet (501).
         */
        get: operations["listExternalPartySetupProposals"];
        put?: never;
        /**
         * Offer an external party a transfer preapproval, paid by the validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The validator's wallet creates a `Splice.AmuletRules:ExternalPartySetupProposal` for the party, which
         *     the party accepts with `prepareAcceptExternalPartySetupProposal` and
         *     `submitAcceptExternalPartySetupProposal`; accepting creates its `TransferPreapproval` (provider: the
         *     validator party, lifetime the validator's preapproval lifetime), whose fee the validator's wallet pays.
         *     A proposal or preapproval for the party that exists already is `409`. The command is deduplicated per
         *     party, so a repeated call while one is under way does not pay twice; the answer waits until the
         *     validator's store holds the proposal. Needs the validator's wallet (501).
         */
        post: operations["createExternalPartySetupProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/setup-proposal/prepare-accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare the external party's acceptance of its setup proposal, to sign
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Looks up the party's proposal in the validator's store (404 when there is none, 400 when its id is not
         *     `contract_id`) and prepares, on the participant, the transaction that accepts it, acting and reading
         *     as the party on the AmuletRules' synchronizer. Preparing submits nothing, so this is a read. Sign
         *     `tx_hash` with the party's key and send it with the transaction to
         *     `submitAcceptExternalPartySetupProposal`. Needs the validator's wallet (501).
         */
        post: operations["prepareAcceptExternalPartySetupProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/setup-proposal/submit-accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the external party's signed acceptance of its setup proposal
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Executes the prepared transaction with the party's signature on the participant and waits for it;
         *     the answer is the party's new `TransferPreapproval` (from the validator's store) and the update id. A
         *     `transaction` that is not base64 or a signature or key that is not hex is `400 {error}`; bytes that are
         *     no `PreparedTransaction` are `500`; when the store holds no preapproval for the party afterwards,
         *     `400` "TransferPreapproval contract was not created.". Needs the validator's wallet (501).
         */
        post: operations["submitAcceptExternalPartySetupProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an external party's amulet balance
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Sums the party's Amulet and LockedAmulet contracts as its wallet on this validator holds them, with
         *     holding fees up to the earliest open mining round (read through the validator's Scan connection).
         *     The party must be an external party with a wallet on this validator (404 otherwise). The validator
         *     reads the query itself: a missing `party_id` is `404` in plain text. Needs the validator's wallet (501).
         */
        get: operations["getExternalPartyBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/transfer-preapproval/prepare-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare an external party's TransferCommand to a preapproved receiver (deprecated; removed in 0.8.0)
         * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Prepares, as the sender, the transaction that creates a `TransferCommand` (through the
         *     `ExternalPartyAmuletRules`) of `amount` to a receiver that has a transfer preapproval; once submitted with
         *     `submitTransferPreapprovalSend`, the SVs' automation executes it. Preparing submits nothing, so this is a
         *     read. The receiver's preapproval is looked up through the Scans first (`400` "Receiver <party> does not
         *     have a TransferPreapproval", the party printed with its fingerprint cut to 12 characters); rules in flight
         *     between synchronizers are `400`. Deprecated since 0.5.16 for Token Standard transfers (the registry's
         *     transfer factory); from 0.7.0 disabled unless the operator re-enables it (`501`, example
         *     `deprecated-api-disabled`); 0.8.0 removed it (a Splice app's `404` for a path no route matches).
         */
        post: operations["prepareTransferPreapprovalSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/external-party/transfer-preapproval/submit-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an external party's signed TransferCommand (deprecated; removed in 0.8.0)
         * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Executes the transaction `prepareTransferPreapprovalSend` prepared, with the sender's signature, and
         *     answers once the participant accepted it, without waiting for the update on the validator (the
         *     transfer itself happens later, by the SVs' automation; Scan's `lookupTransferCommandStatus` follows
         *     it). Decoding as `submitAcceptExternalPartySetupProposal` (`400 {error}`). Deprecated, disabled from
         *     0.7.0 and removed in 0.8.0 as `prepareTransferPreapprovalSend`.
         */
        post: operations["submitTransferPreapprovalSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/transfer-preapprovals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transfer preapprovals the validator provides
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Every `Splice.AmuletRules:TransferPreapproval` in the validator's store, that is those whose provider
         *     is the validator party (its users' and the external parties' it set up), with their synchronizers.
         */
        get: operations["listTransferPreapprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/transfer-preapprovals/by-party/{receiver-party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the transfer preapproval the validator provides a receiver
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The receiver's `TransferPreapproval` from the validator's own store (only one the validator party
         *     provides; the scan-proxy's `lookupTransferPreapprovalByParty` asks the Scans for any provider's).
         *     Upstream's operationId is `lookupTransferPreapprovalByParty`, which the scan-proxy read of the same
         *     name already holds in this document. The party is parsed first (400 `{error}`).
         */
        get: operations["lookupValidatorTransferPreapprovalByParty"];
        put?: never;
        post?: never;
        /**
         * Cancel the transfer preapproval the validator provides a receiver
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The validator party exercises `TransferPreapproval_Cancel` on the receiver's preapproval from its
         *     store and waits for the transaction; the answer has no body. Nothing is deduplicated: a repeated call
         *     after success finds no preapproval (404). A preapproval in flight between synchronizers is `400`
         *     "TransferPreapproval contract is not assigned to a domain.".
         */
        delete: operations["cancelTransferPreapprovalByParty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users onboarded onto this validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The ledger API users with a wallet install on this validator (the validator's store).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Onboard a user onto this validator, as its operator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Creates (or reuses) the ledger API user `name` with its party (see `party_id` and
         *     `createPartyIfMissing`, whose default depends on whether `party_id` is given), gives the validator's
         *     user the rights to act for it, and creates the user's wallet install and validator right (each only if
         *     missing); the answer comes once the user can use its wallet. A `party_id` that is not a party id is `400 {error}`; without `party_id`,
         *     with `createPartyIfMissing: false`, a user that has no primary party yet is `400` "party_id must be
         *     provided when createPartyIfMissing is false and no existing party for user <name> is found.".
         */
        post: operations["onboardUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/users/offboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offboard a user from this validator, as its operator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Archives the user's wallet install and validator right and deletes its ledger API user; the user's
         *     other contracts stay. A user without a wallet install is left as it is and answered 200 too. The
         *     validator's own users are refused (`400 {error}`). The validator reads the query itself: a missing
         *     `username` is `404` in plain text. The call takes no body.
         */
        post: operations["offboardUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Onboard yourself onto this validator
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Onboards the ledger API user the token names, as `onboardUser` with only `name` does: a new party with
         *     the user's name as its hint (or the user's existing party), rights for the validator's user, and a
         *     wallet install. Any valid token of a ledger API user may call it (the token is only authenticated, so
         *     there is no 403); calling it again answers the same party. The body is read and ignored. Upstream's
         *     operationId is `register`; the client reads a method name as a lower-case word followed by an
         *     upper-case one, so it is `registerUser` here.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/validator-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the validator operator's party and user
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Public: no token is needed (upstream declares `security: []`, and the route has no auth directive).
         *     `featured` is whether the validator party holds a featured-app right.
         */
        get: operations["getValidatorUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/participant/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dump the participant's identities, for backup
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The participant's id, its keys (the key pairs themselves, private keys included, or the KMS ids of
         *     keys a KMS holds) and its authorized topology store, as needed to restore the node. Treat the answer
         *     as a secret.
         */
        get: operations["dumpParticipantIdentities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/participant/global-domain-connection-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the participant's connection to the global synchronizer
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The sequencer connections the participant has registered for the global synchronizer (the alias in
         *     the validator's configuration): each sequencer's alias, endpoints and TLS, the trust threshold, the
         *     liveness margin and the submission amplification.
         */
        get: operations["getDecentralizedSynchronizerConnectionConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask whether this validator is ready to serve
         * @description `200` when the node is active, `503` otherwise; both with an empty body and no `Content-Type`. No token
         *     is needed. Upstream's operationId is `isReady`; a client method starting with `is` would make every
         *     `is…` name read as a method (`isPrototypeOf`), so it is named after what it gets here (as Scan's).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask whether this validator is alive
         * @description Always `200` with an empty body while the HTTP server answers at all (upstream also declares a `503`,
         *     which the handler never sends). No token is needed. Upstream's operationId is `isLive` (see
         *     `getReadiness`).
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
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
        /** @description An offer of Amulet to another party, with the tracking id that makes its creation happen at most once. */
        CreateTransferOfferRequest: {
            /** @description The party offered the amount. */
            receiver_party_id: components["schemas"]["PartyId"];
            /**
             * @description The Amulet offered, a Daml `Numeric 10` written as a decimal string: at most 28 digits before the
             *     point and 10 after it, no exponent.
             */
            amount: components["schemas"]["Decimal"];
            /**
             * @description Free text for the receiver, shown when they decide whether to accept. The offer's Daml `ensure`
             *     refuses 280 characters or more (409).
             */
            description: string;
            /**
             * Format: int64
             * @description When the offer expires, in microseconds since the Unix epoch (a Daml `Time`, between years 1 and
             *     9999; 400 outside). Compared with the ledger time of the transaction accepting or expiring it,
             *     not with the caller's clock.
             */
            expires_at: number;
            /**
             * @description Chosen by the sender, new for each new offer and the same for every retry of one: the wallet
             *     creates at most one offer per tracking id, and `getTransferOfferStatus` reads the offer by it.
             *     The offer's Daml `ensure` refuses 280 characters or more (409).
             */
            tracking_id: string;
        };
        /** @description The created offer. */
        CreateTransferOfferResponse: {
            /** @description The `Splice.Wallet.TransferOffer` contract. */
            offer_contract_id: string;
        };
        /** @description The open transfer offers the wallet party sent or was sent. */
        ListTransferOffersResponse: {
            offers: components["schemas"]["Contract"][];
        };
        /** @description A request to buy traffic for a validator, with the tracking id that makes its creation happen at most once. */
        CreateBuyTrafficRequest: {
            /**
             * @description A party of the validator to buy for: the traffic goes to the one participant hosting it on the
             *     synchronizer (none is 400, several 500).
             */
            receiving_validator_party_id: components["schemas"]["PartyId"];
            /** @description The synchronizer id to buy traffic on, `<name>::<fingerprint>` (400 when it does not parse). */
            domain_id: string;
            /**
             * Format: int64
             * @description The traffic to buy, in bytes.
             */
            traffic_amount: number;
            /**
             * @description Chosen by the buyer, new for each new request and the same for every retry of one: the wallet
             *     creates at most one request per tracking id, and `getBuyTrafficRequestStatus` reads it by it.
             */
            tracking_id: string;
            /**
             * Format: int64
             * @description When the wallet automation stops trying and expires the request, in microseconds since the Unix
             *     epoch (a Daml `Time`, between years 1 and 9999; 400 outside). Compared with ledger time, not with
             *     the caller's clock.
             */
            expires_at: number;
        };
        /** @description The created request. */
        CreateBuyTrafficRequestResponse: {
            /** @description The `Splice.Wallet.BuyTrafficRequest` contract. */
            request_contract_id: string;
        };
        /** @description One of three variants, told apart by `status`. */
        GetBuyTrafficRequestStatusResponse: components["schemas"]["BuyTrafficRequestCreatedResponse"] | components["schemas"]["BuyTrafficRequestCompletedResponse"] | components["schemas"]["BuyTrafficRequestFailedResponse"];
        /** @description The request waits for the wallet automation. */
        BuyTrafficRequestCreatedResponse: {
            /** @constant */
            status: "created";
        };
        /** @description The traffic was bought. */
        BuyTrafficRequestCompletedResponse: {
            /** @constant */
            status: "completed";
            /** @description The transaction that bought the traffic. */
            transaction_id: string;
        };
        /** @description Failed for good; nothing was bought. */
        BuyTrafficRequestFailedResponse: {
            /** @constant */
            status: "failed";
            /**
             * @description `expired`: the wallet automation did not complete it before `expires_at`. `rejected`: the wallet
             *     automation cancelled it (not enough Amulet, an unknown synchronizer, less than the minimum top-up).
             * @enum {string}
             */
            failure_reason: "expired" | "rejected";
            /** @description Why it was rejected, in words; `null` when `failure_reason` is `expired`. */
            rejection_reason?: string | null;
        };
        /**
         * @description The entry to ask for. The validator checks none of the fields; the DSO's automation does, when it
         *     collects the first payment, and rejects that payment if one is not valid.
         */
        CreateAnsEntryRequest: {
            /** @description The name, `<label>.unverified.<ans acronym>` (`[a-z0-9_-]` label, at most 60 characters in all). */
            name: string;
            /** @description An absolute http or https URL of at most 255 characters, or empty. */
            url: string;
            /** @description Free text of at most 140 characters; may be empty. */
            description: string;
        };
        /**
         * @description The subscription request the user accepts in their wallet, with its first payment, for the entry to be
         *     created; and the entry's context contract. The fields of the request come back as sent.
         */
        CreateAnsEntryResponse: {
            /** @description The `AnsEntryContext` contract. */
            entryContextCid: string;
            /** @description The `SubscriptionRequest` contract to accept. */
            subscriptionRequestCid: string;
            name: string;
            url: string;
            description: string;
        };
        /** @description The wallet party's running entries. */
        ListAnsEntriesResponse: {
            entries: components["schemas"]["AnsEntryResponse"][];
        };
        /** @description An entry and the terms of the subscription that pays for it, each written as a string. */
        AnsEntryResponse: {
            /** @description The `AnsEntry` contract. */
            contractId: string;
            name: string;
            /** @description The payment per interval, in `unit`. */
            amount: components["schemas"]["Decimal"];
            /**
             * @description The unit of `amount`, the Daml `Unit` constructor's Java name: `USDUNIT` (how the DSO prices
             *     entries), `AMULETUNIT`, `EXTUNIT`.
             */
            unit: string;
            /** @description When the entry expires, in milliseconds since the Unix epoch, as a string. */
            expiresAt: string;
            /** @description How long each payment extends the entry, in microseconds, as a string. */
            paymentInterval: string;
            /** @description How long before the entry expires the next payment can be made, in microseconds, as a string. */
            paymentDuration: string;
        };
        ListEntriesResponse: {
            /**
             * @description Entries bought by users, in name order, then the DSO-provided entries whose names start
             *     with the prefix, up to `page_size` in all.
             */
            entries: components["schemas"]["AnsEntry"][];
        };
        LookupEntryByPartyResponse: {
            entry: components["schemas"]["AnsEntry"];
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
        /**
         * @description The wallet party's Amulet and LockedAmulet holdings as its wallet store sees them, with the holding fees
         *     its Amulets accrued up to the latest open mining round (`round`). Amounts are Daml `Numeric 10` decimals.
         */
        GetBalanceResponse: {
            /**
             * Format: int64
             * @description The latest open mining round, read through the validator's Scan connection.
             */
            round: number;
            /** @description The sum of the initial amounts of the party's Amulets (the holding fees are not taken off). */
            effective_unlocked_qty: components["schemas"]["Decimal"];
            /** @description The sum of the initial amounts of the party's LockedAmulets. */
            effective_locked_qty: components["schemas"]["Decimal"];
            /** @description The holding fees the party's Amulets accrued up to `round`. */
            total_holding_fees: components["schemas"]["Decimal"];
        };
        /**
         * @description Whether the token's user has a wallet on this validator. A user without one is answered too, with
         *     `party_id` empty and every flag false.
         */
        UserStatusResponse: {
            /** @description The wallet party of the token's user, or the empty string when the user has no wallet. */
            party_id: string;
            /** @description The user has a wallet on this validator. */
            user_onboarded: boolean;
            /** @description The wallet's `WalletAppInstall` contract exists. */
            user_wallet_installed: boolean;
            /** @description The wallet party holds a `FeaturedAppRight`. */
            has_featured_app_right: boolean;
        };
        /** @description The wallet features the DSO's vetted Daml packages support now. */
        WalletFeatureSupportResponse: {
            /** @description The Canton Network Token Standard (transfers and allocations) is supported. */
            token_standard: boolean;
            /** @description A transfer through a transfer preapproval may carry a description. */
            transfer_preapproval_description: boolean;
        };
        /** @description A party id, `<hint>::<fingerprint>`. */
        PartyId: string;
        /**
         * @description A decimal as a string, to keep every digit, printed by Java's `BigDecimal.toString`: plain
         *     (`15320.5000000000`) or in exponent notation (`0E-10`). `Number(value)` reads both forms.
         */
        Decimal: string;
        /** @description An active contract. */
        Contract: {
            template_id: string;
            contract_id: string;
            /** @description The create arguments as a JSON record. */
            payload: {
                [key: string]: unknown;
            };
            /** @description Opaque base64 blob, for explicit disclosure. */
            created_event_blob: string;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description The open Token Standard transfers (Amulet transfer instructions) the wallet party sent or was sent; v1
         *     and v2 instructions are told apart by `template_id`.
         */
        ListTokenStandardTransfersResponse: {
            transfers: components["schemas"]["Contract"][];
        };
        /** @description A Token Standard transfer of Amulet to another party, with the tracking id that deduplicates its creation. */
        CreateTokenStandardTransferRequest: {
            /** @description The party the amount is transferred to. */
            receiver_party_id: components["schemas"]["PartyId"];
            /**
             * @description The Amulet transferred, a Daml `Numeric 10` written as a decimal string (at most 10 digits after the
             *     point). The handler reads it with Scala's `BigDecimal`, not Splice's decimal codec.
             */
            amount: components["schemas"]["Decimal"];
            /** @description Free text for the receiver, shown when they decide whether to accept. */
            description: string;
            /**
             * Format: int64
             * @description When the transfer expires, in microseconds since the Unix epoch (a Daml `Time`): the receiver can no
             *     longer accept it after that ledger time.
             */
            expires_at: number;
            /**
             * @description Chosen by the sender, new for each new transfer and the same for every retry of one: the command id
             *     is made of the sender and this id and deduplicated for the wallet's deduplication duration.
             */
            tracking_id: string;
        };
        /** @description What the transfer instruction's choice produced. */
        TransferInstructionResultResponse: {
            output: components["schemas"]["TransferInstructionResultOutput"];
            /** @description The sender's change holdings. */
            sender_change_cids: string[];
            /** @description The choice's metadata, key to value. */
            meta: {
                [key: string]: string;
            };
        };
        /**
         * @description `transfer_instruction_cid`: the transfer waits (for the receiver, or more steps). `receiver_holding_cids`:
         *     it completed. An object with neither: it failed (the amount went back to the sender).
         */
        TransferInstructionResultOutput: components["schemas"]["TransferInstructionPending"] | components["schemas"]["TransferInstructionCompleted"] | components["schemas"]["TransferInstructionFailed"];
        TransferInstructionPending: {
            /** @description The pending `TransferInstruction` contract. */
            transfer_instruction_cid: string;
        };
        TransferInstructionCompleted: {
            /** @description The receiver's new holdings. */
            receiver_holding_cids: string[];
        };
        /** @description A failed transfer; upstream's schema carries an unused optional `dummy` object. */
        TransferInstructionFailed: {
            dummy?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description The wallet party's unlocked and locked Amulet contracts, each with its holding fee up to the latest open round. */
        ListAmuletsResponse: {
            /** @description The `Splice.Amulet:Amulet` contracts, in no particular order. */
            amulets: components["schemas"]["AmuletPosition"][];
            /** @description The `Splice.Amulet:LockedAmulet` contracts (locked for a transfer in flight, an allocation, …), in no particular order. */
            locked_amulets: components["schemas"]["AmuletPosition"][];
        };
        /** @description One Amulet or LockedAmulet contract and what it is worth at `round`. */
        AmuletPosition: {
            contract: components["schemas"]["ContractWithState"];
            /**
             * Format: int64
             * @description The latest open mining round, as the validator read it through its Scan connection.
             */
            round: number;
            /** @description The holding fee the amulet accrued from the round it was created in up to `round`. */
            accrued_holding_fee: components["schemas"]["Decimal"];
            /**
             * @description The amulet's initial amount (a Daml `Numeric 10`, so ten digits after the point), NOT reduced by
             *     `accrued_holding_fee` whatever the name says: subtract it yourself for what the amulet is worth now.
             */
            effective_amount: components["schemas"]["Decimal"];
        };
        /** @description How much to mint from the DevNet faucet, and the id that deduplicates the mint. */
        TapRequest: {
            /**
             * @description The value to mint in USD, a Daml decimal (`-?\d{1,28}(\.\d{1,10})?`): the wallet divides it by the
             *     latest open round's Amulet price (rounding up) and mints that much Amulet.
             */
            amount: components["schemas"]["Decimal"];
            /**
             * @description Chosen by the caller, the same for every retry of one tap: the command id is made of the wallet party
             *     and this id and deduplicated for the wallet's deduplication duration. Without it (absent or `null`, as
             *     Splice's own client writes it) the wallet picks a random UUID, and a retry mints again.
             */
            command_id?: string | null;
        };
        /** @description The minted Amulet. */
        TapResponse: {
            /** @description The new `Splice.Amulet:Amulet` contract. */
            contract_id: string;
        };
        /** @description The featured-app right created. */
        SelfGrantFeaturedAppRightResponse: {
            /** @description The new `Splice.Amulet:FeaturedAppRight` contract, its provider the wallet party. */
            contract_id: string;
        };
        /** @description A page of the wallet's history, newest first, after the entry `begin_after_id` names. */
        ListTransactionsRequest: {
            /**
             * @description The `event_id` of the last entry of the previous page; absent or `""` for the newest entries. An id
             *     the wallet's history does not hold answers an empty page.
             */
            begin_after_id?: string;
            /**
             * Format: int64
             * @description The most entries in the page.
             */
            page_size: number;
        };
        /** @description The page's entries, newest first; a page without entries ends the history. */
        ListTransactionsResponse: {
            items: components["schemas"]["WalletTransaction"][];
        };
        /**
         * @description One entry of the wallet's history, one of four variants told apart by `transaction_type` (each branch
         *     pins it with a `const`, so exactly one matches; `anyOf` because the contract model's status variants are
         *     discriminated by `status`).
         */
        WalletTransaction: components["schemas"]["WalletTransferTransaction"] | components["schemas"]["WalletBalanceChangeTransaction"] | components["schemas"]["WalletNotificationTransaction"] | components["schemas"]["WalletUnknownTransaction"];
        /** @description Amulet moved from a sender to receivers (a transfer, a Token Standard transfer step, a payment, …). */
        WalletTransferTransaction: {
            /** @constant */
            transaction_type: "transfer";
            transaction_subtype: components["schemas"]["WalletTransactionSubtype"];
            /** @description The ledger event the entry was read from (`#<update id>:<node id>`); the cursor of the next page. */
            event_id: string;
            /**
             * Format: date-time
             * @description The transaction's effective time.
             */
            date: string;
            /** @description The sender and its balance change (negative when it paid: its change less its inputs net of holding fees). */
            sender: components["schemas"]["PartyAndAmount"];
            /** @description Each receiver and what it received. */
            receivers: components["schemas"]["PartyAndAmount"][];
            /** @description The holding fees the sender paid on its inputs. */
            holding_fees: components["schemas"]["Decimal"];
            app_rewards_used: components["schemas"]["Decimal"];
            validator_rewards_used: components["schemas"]["Decimal"];
            sv_rewards_used: components["schemas"]["Decimal"];
            development_fund_coupons_used: components["schemas"]["Decimal"];
            /** @description For a Token Standard transfer step, the instruction's receiver; absent otherwise. */
            transfer_instruction_receiver?: string;
            /** @description For a Token Standard transfer step, the instruction's amount; absent otherwise. */
            transfer_instruction_amount?: components["schemas"]["Decimal"];
            /** @description For a Token Standard transfer step, the `TransferInstruction` contract; absent otherwise. */
            transfer_instruction_cid?: string;
            /** @description The transfer's description (reason), absent when empty. */
            description?: string;
        };
        /** @description The wallet party's balance changed without a transfer (a tap, a mint, a lock's expiry, …). */
        WalletBalanceChangeTransaction: {
            /** @constant */
            transaction_type: "balance_change";
            transaction_subtype: components["schemas"]["WalletTransactionSubtype"];
            event_id: string;
            /** Format: date-time */
            date: string;
            /** @description The party and its balance change; the wallet writes exactly one. */
            receivers: components["schemas"]["PartyAndAmount"][];
            /** @description The `TransferInstruction` the change belongs to, absent when none. */
            transfer_instruction_cid?: string;
        };
        /** @description Something happened to the wallet party that moved no Amulet (an offer rejected, a subscription ended, …). */
        WalletNotificationTransaction: {
            /** @constant */
            transaction_type: "notification";
            transaction_subtype: components["schemas"]["WalletTransactionSubtype"];
            event_id: string;
            /** Format: date-time */
            date: string;
            /** @description What happened, in words. */
            details: string;
        };
        /**
         * @description A transaction the wallet could not classify. Its `transaction_subtype` is `{template_id: "unknown",
         *     choice: "unknown"}` and its `date` is when the validator answered, not when the transaction happened.
         */
        WalletUnknownTransaction: {
            /** @constant */
            transaction_type: "unknown";
            transaction_subtype: components["schemas"]["WalletTransactionSubtype"];
            event_id: string;
            /** Format: date-time */
            date: string;
        };
        /** @description The template and choice the entry was read from. */
        WalletTransactionSubtype: {
            /** @description `<package id>:<module>:<entity>`, or `unknown`. */
            template_id: string;
            choice: string;
            /** @description The wallet's amulet operation (`CO_…`) when the choice ran one. */
            amulet_operation?: string;
            /** @description The interface the choice belongs to (`<package id>:<module>:<entity>`), when it is an interface choice. */
            interface_id?: string;
        };
        PartyAndAmount: {
            /** @description A party id. */
            party: string;
            /** @description The party's balance change in this entry (a sender's is negative when it paid). */
            amount: components["schemas"]["Decimal"];
        };
        /** @description The wallet party's `TransferPreapproval` contract, new (200) or the one it already had (409). */
        CreateTransferPreapprovalResponse: {
            transfer_preapproval_contract_id: string;
        };
        /** @description A direct transfer to a party that pre-approved incoming transfers, with the id that deduplicates it. */
        TransferPreapprovalSendRequest: {
            /** @description The receiver; it must have a `TransferPreapproval` (Scan knows it). */
            receiver_party_id: components["schemas"]["PartyId"];
            /** @description The Amulet transferred, a Daml decimal (`-?\d{1,28}(\.\d{1,10})?`). */
            amount: components["schemas"]["Decimal"];
            /**
             * @description Chosen by the sender, new for each new transfer and the same for every retry of one: the command id is
             *     made of the sender and this id and deduplicated for the wallet's deduplication duration (upstream
             *     documents 24 hours).
             */
            deduplication_id: string;
            /** @description Free text for the receiver, absent or `null` for none (Splice's own client writes `null`); dropped when the DSO's vetted packages do not support descriptions on preapproved transfers (`featureSupport`). */
            description?: string | null;
        };
        /** @description The accepted offer, which the sender's wallet automation completes. */
        AcceptTransferOfferResponse: {
            /** @description The new `Splice.Wallet.TransferOffer:AcceptedTransferOffer` contract. */
            accepted_offer_contract_id: string;
        };
        /** @description The accepted offers the wallet party sees (sent or received) that the sender's wallet has not completed yet. */
        ListAcceptedTransferOffersResponse: {
            accepted_offers: components["schemas"]["Contract"][];
        };
        /** @description The wallet party's active `AppPaymentRequest` contracts, at most 1000. */
        ListAppPaymentRequestsResponse: {
            payment_requests: components["schemas"]["ContractWithState"][];
        };
        /** @description The payment made for the request. */
        AcceptAppPaymentRequestResponse: {
            /** @description The `AcceptedAppPayment` contract holding the locked amount until the provider collects it. */
            accepted_payment_contract_id: string;
        };
        /** @description The wallet party's active `AcceptedAppPayment` contracts (paid, not yet collected), at most 1000. */
        ListAcceptedAppPaymentsResponse: {
            accepted_app_payments: components["schemas"]["ContractWithState"][];
        };
        /** @description The wallet party's active `SubscriptionRequest` contracts, at most 1000. */
        ListSubscriptionRequestsResponse: {
            subscription_requests: components["schemas"]["Contract"][];
        };
        /** @description The wallet party's active `SubscriptionInitialPayment` contracts (accepted, not yet collected), at most 1000. */
        ListSubscriptionInitialPaymentsResponse: {
            initial_payments: components["schemas"]["Contract"][];
        };
        /** @description The wallet party's running subscriptions, each with its state, at most 1000. */
        ListSubscriptionsResponse: {
            subscriptions: components["schemas"]["Subscription"][];
        };
        /** @description A `Subscription` contract and the contract of the state it is in. */
        Subscription: {
            subscription: components["schemas"]["Contract"];
            state: components["schemas"]["SubscriptionState"];
        };
        /** @description One of two variants, told apart by the one member each has (`idle` or `payment`). */
        SubscriptionState: ({
            payment?: never;
        } & components["schemas"]["SubscriptionIdleState"]) | ({
            idle?: never;
        } & components["schemas"]["SubscriptionPaymentState"]);
        /** @description Waiting for the next payment, due at the payload's `nextPaymentDueAt`. */
        SubscriptionIdleState: {
            idle: components["schemas"]["Contract"];
        };
        /** @description A payment is made and waits for the receiver to collect it. */
        SubscriptionPaymentState: {
            payment: components["schemas"]["Contract"];
        };
        /** @description The first payment made on accepting the request. */
        AcceptSubscriptionRequestResponse: {
            /** @description The `SubscriptionInitialPayment` contract; the subscription starts once the receiver collects it. */
            initial_payment_contract_id: string;
        };
        /** @description The `AppRewardCoupon` contracts in the wallet's store, at most 1000. */
        ListAppRewardCouponsResponse: {
            app_reward_coupons: components["schemas"]["Contract"][];
        };
        /**
         * @description The `ValidatorRewardCoupon` contracts the wallet party may collect as validator of its users, at most
         *     1000.
         */
        ListValidatorRewardCouponsResponse: {
            validator_reward_coupons: components["schemas"]["Contract"][];
        };
        /** @description The `ValidatorFaucetCoupon` contracts in the wallet's store, at most 1000. */
        ListValidatorFaucetCouponsResponse: {
            validator_faucet_coupons: components["schemas"]["Contract"][];
        };
        /** @description The `ValidatorLivenessActivityRecord` contracts in the wallet's store, at most 1000. */
        ListValidatorLivenessActivityRecordsResponse: {
            validator_liveness_activity_records: components["schemas"]["Contract"][];
        };
        /** @description The `SvRewardCoupon` contracts in the wallet's store, at most 1000. */
        ListSvRewardCouponsResponse: {
            sv_reward_coupons: components["schemas"]["Contract"][];
        };
        /**
         * @description The active Amulet allocations (Token Standard v1 `AmuletAllocation` and v2 `AmuletAllocationV2`)
         *     the wallet party sees, oldest first; told apart by `template_id`.
         */
        ListAllocationsResponse: {
            allocations: components["schemas"]["AmuletAllocation"][];
        };
        /** @description An Amulet allocation contract, v1 or v2 (its `template_id` says which). */
        AmuletAllocation: {
            contract: components["schemas"]["Contract"];
        };
        /**
         * @description The active contracts implementing the Token Standard `AllocationRequest` interface (v1 or v2) the
         *     wallet party sees, oldest first; a contract implementing both is listed once, with the v2 view.
         */
        ListAllocationRequestsResponse: {
            allocation_requests: components["schemas"]["AllocationRequest"][];
        };
        /**
         * @description An allocation request as the interface view: `template_id` names the v1 or v2 `AllocationRequest`
         *     interface, `payload` is the view.
         */
        AllocationRequest: {
            contract: components["schemas"]["Contract"];
        };
        /**
         * @description A Token Standard v1 allocation of Amulet from the wallet party for one transfer leg of a settlement.
         *     The instrument is Amulet of the wallet's DSO party.
         */
        AllocateAmuletRequest: {
            settlement: components["schemas"]["AllocationSettlementV1"];
            /** @description The id of the leg within the settlement; part of the command id. */
            transfer_leg_id: string;
            /** @description The leg the wallet party sends. */
            transfer_leg: {
                /** @description The receiving party id, passed to the ledger as written. */
                receiver: string;
                /**
                 * @description The Amulet allocated, a Daml `Numeric 10` written as a decimal string: at most 28 digits before
                 *     the point and 10 after it, no exponent.
                 */
                amount: components["schemas"]["Decimal"];
                meta?: components["schemas"]["TokenMetadata"];
            };
        };
        /** @description The v1 settlement the allocation is for; times are microseconds since the Unix epoch (Daml `Time`). */
        AllocationSettlementV1: {
            /** @description The party id that executes the settlement. */
            executor: string;
            settlement_ref: components["schemas"]["SettlementReference"];
            /** Format: int64 */
            requested_at: number;
            /** Format: int64 */
            allocate_before: number;
            /** Format: int64 */
            settle_before: number;
            meta?: components["schemas"]["TokenMetadata"];
        };
        /** @description The settlement's reference; with the leg id (v0) or the executors (v2), the command id. */
        SettlementReference: {
            id: string;
            /**
             * @description An optional contract the reference names; absent or `null` when none (Splice's own client writes
             *     `null`, which the server reads as absent).
             */
            cid?: string | null;
        };
        /**
         * @description A Token Standard v2 allocation of Amulet by the wallet party (its basic account) for its sides of
         *     the settlement's transfer legs.
         */
        AllocateAmuletV2Request: {
            /** @description The v2 settlement. */
            settlement: {
                /** @description The party ids that execute the settlement; part of the command id. */
                executors: string[];
                settlement_ref: components["schemas"]["SettlementReference"];
                /**
                 * Format: int64
                 * @description The settlement's deadline in microseconds since the Unix epoch; none when absent.
                 */
                settlement_deadline?: number;
                meta?: components["schemas"]["TokenMetadata"];
            };
            transfer_leg_sides: components["schemas"]["TransferLegSide"][];
            /** @description For an iterated settlement, the amount to fund the next iteration with, by instrument id. */
            next_iteration_funding?: {
                [key: string]: components["schemas"]["Decimal"];
            };
            /**
             * @description Whether the allocation commits to the settlement. Upstream's schema requires it and also gives it a
             *     default (`false`); send it.
             */
            committed: boolean;
            meta?: components["schemas"]["TokenMetadata"];
        };
        /** @description The wallet party's side of one transfer leg, and the party on the other side. */
        TransferLegSide: {
            transfer_leg_id: string;
            /** @enum {string} */
            side: "SENDERSIDE" | "RECEIVERSIDE";
            /** @description The party id on the other side of the leg (its basic account). */
            otherside: string;
            /** @description The Amulet of this side, a Daml `Numeric 10` written as a decimal string, no exponent. */
            amount: components["schemas"]["Decimal"];
            meta?: components["schemas"]["TokenMetadata"];
        };
        /** @description Token Standard metadata, key to value. */
        TokenMetadata: {
            [key: string]: string;
        };
        /**
         * @description What the allocation instruction produced (v1 and v2 alike). `sender_change_cids` are the wallet
         *     party's change holdings (in v2, those of the Amulet instrument).
         */
        AllocateAmuletResponse: {
            output: components["schemas"]["AllocationInstructionResultOutput"];
            sender_change_cids: string[];
            meta: components["schemas"]["TokenMetadata"];
        };
        /**
         * @description `allocation_cid`: the allocation exists. `allocation_instruction_cid`: it waits for more steps. An
         *     object with neither: it failed.
         */
        AllocationInstructionResultOutput: components["schemas"]["AllocationInstructionResultPending"] | components["schemas"]["AllocationInstructionResultCompleted"] | components["schemas"]["AllocationInstructionResultFailed"];
        AllocationInstructionResultPending: {
            /** @description The pending `AllocationInstruction` contract. */
            allocation_instruction_cid: string;
        };
        AllocationInstructionResultCompleted: {
            /** @description The new `Allocation` contract. */
            allocation_cid: string;
        };
        /** @description A failed allocation; upstream's schema carries an unused optional `dummy` object. */
        AllocationInstructionResultFailed: {
            dummy?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description What withdrawing a v1 allocation produced. */
        AmuletAllocationWithdrawResult: {
            /** @description The holdings returned to the wallet party. */
            sender_holding_cids: string[];
            meta: components["schemas"]["TokenMetadata"];
        };
        /** @description What withdrawing an allocation through the v2 interface produced. */
        AmuletAllocationV2WithdrawResult: {
            /** @description The holdings returned to the wallet party, by instrument id (`Amulet`). */
            authorizer_holding_cids: {
                [key: string]: string[];
            };
            meta: components["schemas"]["TokenMetadata"];
        };
        /** @description The metadata of the exercised choice. */
        ChoiceExecutionMetadata: {
            meta: components["schemas"]["TokenMetadata"];
        };
        /** @description An active contract and the synchronizer it is assigned to. */
        ContractWithState: {
            contract: components["schemas"]["Contract"];
            /** @description The synchronizer the contract is assigned to; `null` (or absent) while it is being reassigned. */
            domain_id?: string | null;
        };
        /**
         * @description Scan's wrapper for a contract the caller may already hold. The validator's scan-proxy always sends the
         *     contract (it ignores the caller's cache), so `contract` is set in its answers; `domain_id` is the
         *     contract's synchronizer, `null` while it is being reassigned.
         */
        MaybeCachedContractWithState: {
            /** @description The contract; `null` in Scan's answers when the caller's cached copy is current. */
            contract?: components["schemas"]["Contract"] | null;
            /** @description The synchronizer the contract is assigned to; `null` while it is being reassigned. */
            domain_id?: string | null;
        };
        GetDsoPartyIdResponse: {
            dso_party_id: components["schemas"]["PartyId"];
        };
        GetDsoInfoResponse: {
            /** @description The ledger user of the SV operating the Scan that answered (often an OAuth client id, `…@clients`). */
            sv_user: string;
            /** @description The party of the SV operating the Scan that answered. */
            sv_party_id: string;
            /** @description The DSO party, as `getDsoPartyId` answers it. */
            dso_party_id: string;
            /**
             * Format: int32
             * @description The number of accepting votes a vote request needs, derived from the number of SVs in the DsoRules.
             */
            voting_threshold: number;
            /** @description The `Splice.Round:OpenMiningRound` with the highest round number; it may open later (its `opensAt`). */
            latest_mining_round: components["schemas"]["ContractWithState"];
            /**
             * @description The `Splice.AmuletRules:AmuletRules` contract with its whole configuration schedule: the configuration in
             *     force now is the latest entry of `futureValues` that has started, else `initialValue`.
             */
            amulet_rules: components["schemas"]["ContractWithState"];
            /** @description The `Splice.DsoRules:DsoRules` contract, the DSO's governance rules and its SVs. */
            dso_rules: components["schemas"]["ContractWithState"];
            /** @description One `Splice.DSO.SvState:SvNodeState` contract per SV of the DsoRules (offboarded SVs left out). */
            sv_node_states: components["schemas"]["ContractWithState"][];
            /** @description The round the network started from, a number as text. */
            initial_round?: string;
        };
        GetOpenAndIssuingMiningRoundsProxyResponse: {
            /** @description The `Splice.Round:OpenMiningRound` contracts, each in full, in ascending round number. */
            open_mining_rounds: components["schemas"]["ContractWithState"][];
            /** @description The `Splice.Round:IssuingMiningRound` contracts, each in full, in ascending round number. */
            issuing_mining_rounds: components["schemas"]["ContractWithState"][];
        };
        HoldingsSummaryRequestV1: {
            /**
             * Format: int64
             * @description The migration id whose snapshot is summed.
             */
            migration_id: number;
            /**
             * Format: date-time
             * @description With `record_time_match: exact` (the default) a snapshot time reported by
             *     `/v0/state/acs/snapshot-timestamp`; with `at_or_before`, any time, and the latest snapshot at
             *     or before it is used.
             */
            record_time: string;
            /**
             * @default exact
             * @enum {string}
             */
            record_time_match?: "exact" | "at_or_before";
            /** @description Sum the holdings of these owners (at most 1000). */
            owner_party_ids: components["schemas"]["PartyId"][];
        };
        HoldingsSummaryRequest: {
            /**
             * Format: int64
             * @description The migration id whose snapshot is summed.
             */
            migration_id: number;
            /**
             * Format: date-time
             * @description With `record_time_match: exact` (the default) a snapshot time reported by
             *     `/v0/state/acs/snapshot-timestamp`; with `at_or_before`, any time, and the latest snapshot at
             *     or before it is used.
             */
            record_time: string;
            /**
             * @default exact
             * @enum {string}
             */
            record_time_match?: "exact" | "at_or_before";
            /** @description Sum the holdings of these owners (at most 1000). */
            owner_party_ids: components["schemas"]["PartyId"][];
            /**
             * Format: int64
             * @description The round the holding fees are computed for. Without it, the earliest open mining round this
             *     Scan knows (400 `No open mining rounds found.` when it knows none), which differs from Scan to
             *     Scan while rounds change.
             */
            as_of_round?: number;
        };
        HoldingsSummaryResponseV1: {
            /**
             * Format: date-time
             * @description The snapshot's record time (with `at_or_before`, the snapshot found, else the request's).
             */
            record_time: string;
            /**
             * Format: int64
             * @description The request's migration id.
             */
            migration_id: number;
            /** @description One entry per owner that holds Amulet in the snapshot; owners holding none are left out. Not in request order. */
            summaries: components["schemas"]["HoldingsSummaryV1"][];
        };
        /** @description The Amulet totals of one owner, at the amounts the holdings were created with (no holding fee deducted). */
        HoldingsSummaryV1: {
            party_id: components["schemas"]["PartyId"];
            total_unlocked_coin: components["schemas"]["Decimal"];
            total_locked_coin: components["schemas"]["Decimal"];
            total_coin_holdings: components["schemas"]["Decimal"];
        };
        HoldingsSummaryResponse: {
            /**
             * Format: date-time
             * @description The snapshot's record time (with `at_or_before`, the snapshot found, else the request's).
             */
            record_time: string;
            /**
             * Format: int64
             * @description The request's migration id.
             */
            migration_id: number;
            /**
             * Format: int64
             * @description The round the holding fees were computed for (`as_of_round`, or the Scan's default).
             */
            computed_as_of_round: number;
            /** @description One entry per owner that holds Amulet in the snapshot; owners holding none are left out. Not in request order. */
            summaries: components["schemas"]["HoldingsSummary"][];
        };
        /** @description The Amulet totals of one owner, with the holding fees accrued by `computed_as_of_round`. */
        HoldingsSummary: {
            party_id: components["schemas"]["PartyId"];
            total_unlocked_coin: components["schemas"]["Decimal"];
            total_locked_coin: components["schemas"]["Decimal"];
            total_coin_holdings: components["schemas"]["Decimal"];
            accumulated_holding_fees_unlocked: components["schemas"]["Decimal"];
            accumulated_holding_fees_locked: components["schemas"]["Decimal"];
            accumulated_holding_fees_total: components["schemas"]["Decimal"];
            total_available_coin: components["schemas"]["Decimal"];
        };
        ListUnclaimedDevelopmentFundCouponsResponse: {
            /**
             * @description `Splice.Amulet:UnclaimedDevelopmentFundCoupon` contracts with their synchronizer. The key is
             *     written with hyphens.
             */
            "unclaimed-development-fund-coupons": components["schemas"]["ContractWithState"][];
        };
        /** @description A coupon the fund manager assigns to a beneficiary, minted from the unclaimed development fund. */
        AllocateDevelopmentFundCouponRequest: {
            /** @description The party that may mint the coupon's amount. */
            beneficiary: components["schemas"]["PartyId"];
            /**
             * @description The Amulet the beneficiary may mint, a Daml `Numeric 10` written as a decimal string: at most 28
             *     digits before the point and 10 after it, no exponent. The coupon's `ensure` wants it above 0.
             */
            amount: components["schemas"]["Decimal"];
            /**
             * Format: int64
             * @description Until when the beneficiary may mint, in microseconds since the Unix epoch (a Daml `Time`).
             */
            expiresAt: number;
            /** @description Why the coupon is granted, in words. */
            reason: string;
            /**
             * Format: int64
             * @description The earliest time the beneficiary may mint the coupon, in microseconds since the Unix epoch. In the
             *     released 0.8.4 file, not in the 0.7.3 one (which release between them brought it was not read); a
             *     server before it ignores the field.
             */
            mintAfter?: number;
        };
        /** @description The new coupon, and the unclaimed coupon holding what was left of those it was minted from. */
        AllocateDevelopmentFundCouponResponse: {
            /** @description The new `DevelopmentFundCoupon` contract. */
            development_fund_coupon_contract_id: string;
            /** @description The `UnclaimedDevelopmentFundCoupon` with the change; absent when the coupons taken added up exactly. */
            unclaimed_development_fund_coupon_contract_id?: string;
        };
        /** @description The active coupons, soonest expiry first, at most 1000. */
        ListActiveDevelopmentFundCouponsResponse: {
            /** @description `Splice.Amulet:DevelopmentFundCoupon` contracts whose fund manager or beneficiary is the wallet party. */
            active_development_fund_coupons: components["schemas"]["Contract"][];
        };
        /** @description One page of the wallet's archived coupons, the most recently archived first. */
        ListDevelopmentFundCouponHistoryResponse: {
            development_fund_coupon_history: components["schemas"]["ArchivedDevelopmentFundCoupon"][];
            /**
             * Format: int64
             * @description Pass as `after` for the next page; set on every page with entries. The history ends with an empty
             *     page, whose token is absent or `null`.
             */
            next_page_token?: number | null;
        };
        /** @description An archived coupon, one of four variants told apart by `status`. */
        ArchivedDevelopmentFundCoupon: components["schemas"]["ClaimedDevelopmentFundCoupon"] | components["schemas"]["ExpiredDevelopmentFundCoupon"] | components["schemas"]["RejectedDevelopmentFundCoupon"] | components["schemas"]["WithdrawnDevelopmentFundCoupon"];
        /** @description The beneficiary minted the coupon's amount. */
        ClaimedDevelopmentFundCoupon: {
            /** @constant */
            status: "claimed";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            archivedAt: string;
            beneficiary: string;
            fund_manager: string;
            amount: components["schemas"]["Decimal"];
            /** Format: date-time */
            expiresAt: string;
            /** @description Why the coupon was granted. */
            reason: string;
        };
        /** @description The DSO expired the coupon after `expiresAt`; its amount went back to the fund. */
        ExpiredDevelopmentFundCoupon: {
            /** @constant */
            status: "expired";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            archivedAt: string;
            beneficiary: string;
            fund_manager: string;
            amount: components["schemas"]["Decimal"];
            /** Format: date-time */
            expiresAt: string;
            /** @description Why the coupon was granted. */
            reason: string;
        };
        /** @description The beneficiary rejected the coupon; its amount went back to the fund. */
        RejectedDevelopmentFundCoupon: {
            /** @constant */
            status: "rejected";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            archivedAt: string;
            beneficiary: string;
            fund_manager: string;
            amount: components["schemas"]["Decimal"];
            /** Format: date-time */
            expiresAt: string;
            /** @description Why the coupon was granted. */
            reason: string;
            /** @description Why the beneficiary rejected it. */
            rejection_or_withdrawal_reason: string;
        };
        /** @description The fund manager withdrew the coupon; its amount went back to the fund. */
        WithdrawnDevelopmentFundCoupon: {
            /** @constant */
            status: "withdrawn";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            archivedAt: string;
            beneficiary: string;
            fund_manager: string;
            amount: components["schemas"]["Decimal"];
            /** Format: date-time */
            expiresAt: string;
            /** @description Why the coupon was granted. */
            reason: string;
            /** @description Why the fund manager withdrew it. */
            rejection_or_withdrawal_reason: string;
        };
        /** @description Why the fund manager withdraws the coupon. */
        WithdrawDevelopmentFundCouponRequest: {
            reason: string;
        };
        /** @description The unclaimed coupon the withdrawn amount went back to. */
        WithdrawDevelopmentFundCouponResponse: {
            unclaimed_development_fund_coupon_contract_id: string;
        };
        /** @description One page of the proposals whose delegate is the wallet party, oldest first. */
        ListMintingDelegationProposalsResponse: {
            proposals: components["schemas"]["MintingDelegationProposalWithStatus"][];
            /**
             * Format: int64
             * @description Pass as `after` for the next page; set on every page with entries. The list ends with an empty page,
             *     whose token is absent or `null`.
             */
            next_page_token?: number | null;
        };
        MintingDelegationProposalWithStatus: {
            /** @description A `Splice.Wallet.MintingDelegation:MintingDelegationProposal` contract. */
            contract: components["schemas"]["Contract"];
            /** @description Whether the beneficiary is an external party whose wallet this validator hosts. */
            beneficiary_hosted: boolean;
        };
        AcceptMintingDelegationProposalResponse: {
            /** @description The new `MintingDelegation` contract. */
            contract_id: string;
        };
        /** @description One page of the delegations whose delegate is the wallet party, oldest first. */
        ListMintingDelegationsResponse: {
            delegations: components["schemas"]["MintingDelegationWithStatus"][];
            /**
             * Format: int64
             * @description Pass as `after` for the next page; set on every page with entries. The list ends with an empty page,
             *     whose token is absent or `null`.
             */
            next_page_token?: number | null;
        };
        MintingDelegationWithStatus: {
            /** @description A `Splice.Wallet.MintingDelegation:MintingDelegation` contract. */
            contract: components["schemas"]["Contract"];
            /** @description Whether the beneficiary is an external party whose wallet this validator hosts. */
            beneficiary_hosted: boolean;
        };
        LookupFeaturedAppRightResponse: {
            /** @description A `Splice.Amulet:FeaturedAppRight` contract; `null` (or absent) when the provider has none. */
            featured_app_right?: components["schemas"]["Contract"] | null;
        };
        /**
         * @description The proxy's own shape: the AmuletRules contract always in full with its synchronizer, not Scan's
         *     `amulet_rules_update` that leaves the contract out when the caller's copy is current.
         */
        GetAmuletRulesProxyResponse: {
            /**
             * @description The `Splice.AmuletRules:AmuletRules` contract. Its `configSchedule` holds the Amulet configuration
             *     now and the changes the DSO has scheduled: read the value in force from `futureValues`, not only
             *     `initialValue`.
             */
            amulet_rules: components["schemas"]["ContractWithState"];
        };
        /**
         * @description Scan's request shape. The validator decodes it and then ignores it: it answers the AnsRules in full
         *     whatever the body names. `{}` will do.
         */
        GetAnsRulesRequest: {
            /** @description The id of an AnsRules contract the caller holds; ignored by the validator. */
            cached_ans_rules_contract_id?: string | null;
            /** @description The synchronizer the caller last saw it on; ignored by the validator. */
            cached_ans_rules_domain_id?: string | null;
        };
        GetAnsRulesResponse: {
            ans_rules_update: components["schemas"]["MaybeCachedContractWithState"];
        };
        LookupTransferPreapprovalByPartyResponse: {
            /** @description A `Splice.AmuletRules:TransferPreapproval` contract. */
            transfer_preapproval: components["schemas"]["ContractWithState"];
        };
        LookupTransferCommandCounterByPartyResponse: {
            /**
             * @description A `Splice.ExternalPartyAmuletRules:TransferCommandCounter` contract; its `nextNonce` is the
             *     nonce of the sender's next TransferCommand.
             */
            transfer_command_counter: components["schemas"]["ContractWithState"];
        };
        LookupTransferCommandStatusResponse: {
            /** @description TransferCommand contract id → the contract and its status. */
            transfer_commands_by_contract_id: {
                [key: string]: components["schemas"]["TransferCommandContractWithStatus"];
            };
        };
        TransferCommandContractWithStatus: {
            /** @description A `Splice.ExternalPartyAmuletRules:TransferCommand` contract. */
            contract: components["schemas"]["Contract"];
            status: components["schemas"]["TransferCommandContractStatus"];
        };
        /** @description One of three variants, told apart by `status`. */
        TransferCommandContractStatus: components["schemas"]["TransferCommandCreated"] | components["schemas"]["TransferCommandSent"] | components["schemas"]["TransferCommandFailed"];
        /** @description Created; the DSO's automation has not completed it yet. */
        TransferCommandCreated: {
            /** @constant */
            status: "created";
        };
        /** @description Completed; the receiver has the amount. */
        TransferCommandSent: {
            /** @constant */
            status: "sent";
        };
        /** @description Failed for good; nothing was transferred, and the sender may create a new TransferCommand. */
        TransferCommandFailed: {
            /** @constant */
            status: "failed";
            /**
             * @description `failed`: completing the transfer failed (see `reason`); `expired`: its expiry passed first;
             *     `withdrawn`: the sender withdrew it.
             * @enum {string}
             */
            failure_kind: "failed" | "expired" | "withdrawn";
            /**
             * @description For `expired` and `withdrawn` a fixed text ("The TransferCommand has expired", "The
             *     TransferCommand has been withdrawn by the sender"); for `failed` the reason the ledger gave.
             */
            reason: string;
        };
        /**
         * @description A raw Ed25519 public key, 32 bytes, hex-encoded (64 hex digits, either case). The validator reads it as
         *     pairs of hex digits (an odd length or another character is `400` "Could not decode public key …
         *     as a hex string") and hands the bytes to Canton as a raw Ed25519 signing key (`400` "Failed to decode
         *     public key: …" when Canton refuses them).
         */
        Ed25519PublicKeyHex: string;
        /**
         * @description An Ed25519 signature, 64 bytes, hex-encoded as `r` followed by `s` (128 hex digits, either case). The
         *     validator checks only that it is hex; whether it verifies is decided by the participant.
         */
        Ed25519SignatureHex: string;
        /** @description One topology transaction to sign, with the hash to sign. */
        TopologyTx: {
            /**
             * @description The serialized Canton `TopologyTransaction` (protobuf bytes), base64 with padding. Send it back
             *     unchanged to `submitExternalPartyTopology`.
             */
            topology_tx: string;
            /**
             * @description The transaction's hash as a Canton multihash, hex-encoded in lower case: `1220` (SHA-256, 32 bytes)
             *     and the 64-digit digest. Sign its 34 bytes (the hex decoded) with the party's Ed25519 key.
             */
            hash: string;
        };
        GenerateExternalPartyTopologyRequest: {
            /**
             * @description The party id's first part; the id is `<party_hint>::<fingerprint of public_key>`. Canton's party
             *     characters only (`400 {error}` otherwise).
             */
            party_hint: string;
            public_key: components["schemas"]["Ed25519PublicKeyHex"];
        };
        GenerateExternalPartyTopologyResponse: {
            party_id: components["schemas"]["PartyId"];
            /**
             * @description Three proposals, in this order: the namespace delegation of the party's namespace to the key
             *     (it may sign all mappings), the party-to-participant mapping hosting the party on this validator's
             *     participant with confirmation rights (threshold 1), and the party-to-key mapping making the key the
             *     party's signing key (threshold 1); each with serial 1.
             */
            topology_txs: components["schemas"]["TopologyTx"][];
        };
        SignedTopologyTx: {
            /**
             * @description A `topology_tx` of `generateExternalPartyTopology`'s answer, unchanged (base64; Java's decoder, so
             *     padding may be left off). A character outside the alphabet is `400 {error}` ("Illegal base64
             *     character …"); bytes that are no topology transaction `400` "failed to construct topology
             *     transaction: …".
             */
            topology_tx: string;
            /**
             * @description The party key's signature of the transaction's `hash` bytes. Not hex is `400` "Failed to decode
             *     hex-encoded tx signature: <signed_hash>".
             */
            signed_hash: components["schemas"]["Ed25519SignatureHex"];
        };
        SubmitExternalPartyTopologyRequest: {
            public_key: components["schemas"]["Ed25519PublicKeyHex"];
            /**
             * @description The transactions of `generateExternalPartyTopology`, each with its signature. One of them must be
             *     the party-to-participant mapping: the party is read from it (`400` "Failed to determine party id
             *     from PartyToParticipant transaction" otherwise).
             */
            signed_topology_txs: components["schemas"]["SignedTopologyTx"][];
        };
        SubmitExternalPartyTopologyResponse: {
            party_id: components["schemas"]["PartyId"];
        };
        CreateExternalPartySetupProposalRequest: {
            /** @description The external party the proposal is for. */
            user_party_id: components["schemas"]["PartyId"];
        };
        CreateExternalPartySetupProposalResponse: {
            /** @description The `Splice.AmuletRules:ExternalPartySetupProposal` contract's id. */
            contract_id: string;
        };
        ListExternalPartySetupProposalsResponse: {
            /** @description The validator's `Splice.AmuletRules:ExternalPartySetupProposal` contracts not yet accepted. */
            contracts: components["schemas"]["ContractWithState"][];
        };
        PrepareAcceptExternalPartySetupProposalRequest: {
            /** @description The proposal's contract id, as `createExternalPartySetupProposal` or the list answered it. */
            contract_id: string;
            /** @description The external party the proposal is for; it acts and reads in the prepared transaction. */
            user_party_id: components["schemas"]["PartyId"];
            /**
             * @description When true, the answer carries `hashing_details`, for debugging a hash mismatch.
             * @default false
             */
            verbose_hashing?: boolean;
        };
        /**
         * @description A Ledger API `PreparedTransaction` (`com.daml.ledger.api.v2.interactive.PreparedTransaction`,
         *     `interactive_submission_data.proto`) in protobuf bytes, base64 with padding.
         */
        PreparedTransactionBase64: string;
        PrepareAcceptExternalPartySetupProposalResponse: {
            transaction: components["schemas"]["PreparedTransactionBase64"];
            /**
             * @description The prepared transaction's hash, 32 bytes, hex in lower case: sign these bytes with the party's
             *     Ed25519 key (no multihash prefix here).
             */
            tx_hash: string;
            /** @description How the transaction was encoded and hashed, when `verbose_hashing` was true; text with no stable format. */
            hashing_details?: string | null;
        };
        ExternalPartySubmission: {
            /** @description The external party that signed; it submits. */
            party_id: components["schemas"]["PartyId"];
            /**
             * @description The `transaction` of the prepare answer, unchanged. A character outside the base64 alphabet is
             *     `400 {error}`; bytes that are no `PreparedTransaction` are `500`.
             */
            transaction: components["schemas"]["PreparedTransactionBase64"];
            /** @description The party key's signature of the `tx_hash` bytes. Not hex is `400` "Unable to parse signed tx hash". */
            signed_tx_hash: components["schemas"]["Ed25519SignatureHex"];
            public_key: components["schemas"]["Ed25519PublicKeyHex"];
        };
        SubmitAcceptExternalPartySetupProposalRequest: {
            submission: components["schemas"]["ExternalPartySubmission"];
        };
        SubmitAcceptExternalPartySetupProposalResponse: {
            /** @description The `Splice.AmuletRules:TransferPreapproval` the acceptance created. */
            transfer_preapproval_contract_id: string;
            /** @description The ledger update of the acceptance. */
            update_id: string;
        };
        /**
         * @description The party's amulet holdings as its wallet on this validator sees them, with holding fees accrued up to
         *     the earliest open round (`computed_as_of_round`). Amounts are Daml `Numeric 10` decimals.
         */
        ExternalPartyBalanceResponse: {
            /** @description The `party_id` of the request, as sent. */
            party_id: string;
            total_unlocked_coin: components["schemas"]["Decimal"];
            total_locked_coin: components["schemas"]["Decimal"];
            total_coin_holdings: components["schemas"]["Decimal"];
            accumulated_holding_fees_unlocked: components["schemas"]["Decimal"];
            accumulated_holding_fees_locked: components["schemas"]["Decimal"];
            accumulated_holding_fees_total: components["schemas"]["Decimal"];
            total_available_coin: components["schemas"]["Decimal"];
            /**
             * Format: int64
             * @description The earliest open mining round, which the fees are computed up to.
             */
            computed_as_of_round: number;
        };
        ListTransferPreapprovalsResponse: {
            /** @description Every `Splice.AmuletRules:TransferPreapproval` whose provider is the validator party, with its synchronizer. */
            contracts: components["schemas"]["ContractWithState"][];
        };
        GetValidatorUserInfoResponse: {
            /** @description The validator operator's party. */
            party_id: components["schemas"]["PartyId"];
            /** @description The validator operator's ledger API user. */
            user_name: string;
            /** @description Whether the validator party holds a featured-app right. */
            featured: boolean;
        };
        /** @description Read and ignored; the user to onboard is the token's. */
        RegistrationRequest: {
            [key: string]: unknown;
        } | null;
        RegistrationResponse: {
            /** @description The onboarded user's party. */
            party_id: components["schemas"]["PartyId"];
        };
        OnboardUserRequest: {
            /** @description The ledger API user to onboard; without `party_id` also the hint of a new party. */
            name: string;
            /**
             * @description The party to give the user. Without `createPartyIfMissing` it must exist; with it, it is allocated
             *     (by its hint) when missing. Without `party_id` a new party is allocated with `name` as its hint, or,
             *     with `createPartyIfMissing: false`, the user's existing primary party is kept.
             */
            party_id?: components["schemas"]["PartyId"];
            /**
             * @description With `party_id`: allocate it (by its hint) if it does not exist; absent means `false`. Without
             *     `party_id`: allocate a party with `name` as its hint (or reuse it); absent means `true`, and `false`
             *     keeps the user's existing primary party.
             */
            createPartyIfMissing?: boolean;
        };
        OnboardUserResponse: {
            /** @description The onboarded user's party. */
            party_id: components["schemas"]["PartyId"];
        };
        ListUsersResponse: {
            /** @description The ledger API users with a wallet install on this validator. */
            usernames: string[];
        };
        /** @description The participant's id, its keys and its authorized topology store, as a backup. */
        NodeIdentitiesDump: {
            /** @description The participant's id, `PAR::<name>::<fingerprint>`. */
            id: string;
            keys: components["schemas"]["NodeKey"][];
            /** @description The authorized topology store's transactions, base64. */
            authorizedStoreSnapshot: string;
            /** @description The Splice release that wrote the dump; `null` when not recorded. */
            version?: string | null;
        };
        /** @description A key of the node, either its key pair or, for keys held in a KMS, the KMS's id of it. */
        NodeKey: components["schemas"]["KeyPair"] | components["schemas"]["KmsKeyId"];
        KeyPair: {
            /** @description The serialized key pair, base64 (it holds the private key). */
            keyPair: string;
            /** @description The key's name; `null` when it has none. */
            name?: string | null;
        };
        KmsKeyId: {
            /** @enum {string} */
            type: "signing" | "encryption";
            keyId: string;
            /** @description The key's name; `null` when it has none. */
            name?: string | null;
        };
        GetDecentralizedSynchronizerConnectionConfigResponse: {
            sequencer_connections: components["schemas"]["SequencerConnections"];
        };
        SequencerConnections: {
            connections: components["schemas"]["SequencerAliasToConnections"][];
            /**
             * Format: int32
             * @description How many sequencers must agree on what the participant reads.
             */
            sequencer_trust_threshold: number;
            /**
             * Format: int32
             * @description How many sequencers beyond the threshold the participant stays connected to.
             */
            sequencer_liveness_margin: number;
            submission_request_amplification: components["schemas"]["SequencerSubmissionRequestAmplification"];
        };
        SequencerAliasToConnections: {
            sequencer_alias: string;
            /** @description The sequencer's endpoints, `host:port`. */
            endpoints: string[];
            /** @description Whether the connection uses TLS. */
            transport_security: boolean;
        };
        SequencerSubmissionRequestAmplification: {
            /**
             * Format: int32
             * @description To how many sequencers a submission is sent.
             */
            factor: number;
            /**
             * Format: int64
             * @description How long the participant waits before sending a submission to another sequencer, whole seconds.
             */
            patience_seconds: number;
        };
        PrepareTransferPreapprovalSendRequest: {
            /** @description The external party that sends. */
            sender_party_id: components["schemas"]["PartyId"];
            /** @description The receiver; it must have a transfer preapproval (`400` otherwise). */
            receiver_party_id: components["schemas"]["PartyId"];
            /**
             * @description The amount of Amulet. Upstream declares a JSON number; the decoder (circe's `BigDecimal`) also reads a
             *     string, which keeps every digit, so it is written as a decimal string here.
             */
            amount: components["schemas"]["Decimal"];
            /**
             * Format: date-time
             * @description When the TransferCommand expires if the SVs' automation has not sent it.
             */
            expires_at: string;
            /**
             * Format: int64
             * @description The sender's next TransferCommand counter value: 0 at first, then the counter's `nextNonce`
             *     (`lookupTransferCommandCounterByParty`).
             */
            nonce: number;
            /**
             * @description When true, the answer carries `hashing_details`, for debugging a hash mismatch.
             * @default false
             */
            verbose_hashing?: boolean;
            /** @description A description for the receiver, passed on only when every party's packages support it. */
            description?: string;
        };
        PrepareTransferPreapprovalSendResponse: {
            transaction: components["schemas"]["PreparedTransactionBase64"];
            /** @description The prepared transaction's hash, 32 bytes, hex in lower case; sign these bytes. */
            tx_hash: string;
            /**
             * @description The contract id of the TransferCommand's create node as prepared: a prefix of the id the command
             *     gets once committed (as Scan's `lookupTransferCommandStatus` shows it).
             */
            transfer_command_contract_id_prefix: string;
            /** @description How the transaction was encoded and hashed, when `verbose_hashing` was true; text with no stable format. */
            hashing_details?: string | null;
        };
        SubmitTransferPreapprovalSendRequest: {
            submission: components["schemas"]["ExternalPartySubmission"];
        };
        SubmitTransferPreapprovalSendResponse: {
            /** @description The ledger update that created the TransferCommand. */
            update_id: string;
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
        /**
         * @description No access token, or one the validator does not accept. The scan-proxy routes only authenticate:
         *     any valid token of a ledger API user passes, nothing is authorized. The HTTP layer answers in plain
         *     text, with a `WWW-Authenticate: Bearer realm="splice scan proxy realm"` challenge, before the
         *     handler runs.
         */
        ScanProxyUnauthorized: {
            headers: {
                /** @description The bearer challenge, with the scan-proxy realm (`splice scan proxy realm`). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /**
         * @description The validator read the Scans through its BFT connection and got no answer enough of them agree on:
         *     fewer usable Scans than the answers it needs, or, after its retries, no f + 1 equal answers of the
         *     2f + 1 it asked.
         */
        NoScanAgreement: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
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
        /**
         * @description The token's user is known but has no wallet on this validator (not onboarded): the wallet's
         *     authorization answers before the handler runs. A validator that runs without its wallet
         *     (`enableWallet = false`) serves none of the wallet's or ANS's routes: every one of these paths
         *     matches no route, and Splice's not-found handler answers the same status with the request URI.
         */
        WalletNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator, the validator runs without its wallet (Splice's
         *     no-route answer naming the request URI), or no open `AmuletTransferInstruction` has the path's contract
         *     id: the Scans' registry answers NOT_FOUND for the choice context, and the validator passes their
         *     agreed 404 and its text on before anything is submitted.
         */
        TransferInstructionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The participant is still processing a command with the same change id (the same tracking id): the
         *     participant's `SUBMISSION_ALREADY_IN_FLIGHT` (gRPC ABORTED), passed on with its text. Ask for the
         *     status by the tracking id, or send the same request again later.
         */
        SubmissionInFlight: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description A body the validator cannot decode (not JSON, a field missing or of another JSON type) is refused by
         *     its HTTP layer in plain text. A receiver that is not a party id, or an amount that is not a Daml
         *     decimal, is answered `{error}` when the handler builds the command.
         */
        CreateTransferOfferBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description A body the validator cannot decode (not JSON, a field missing or of another JSON type) is refused by
         *     its HTTP layer in plain text. The handler answers `{error}` for a synchronizer id or party that does
         *     not parse, a `traffic_amount` below 1, and a party no participant hosts on the synchronizer.
         */
        CreateBuyTrafficRequestBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
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
        /**
         * @description The request is not valid. A body the validator cannot decode (not JSON, a field of the wrong type,
         *     a missing required field, a value outside an enum) is rejected by its HTTP layer in plain text. An
         *     owner that is not a party id is answered `{error}` by the validator before any Scan is asked.
         *     What the Scans refuse and f + 1 of them agree on is passed on with their text as `{error}`: an
         *     empty owner list, from 0.9.0 more than 1000 owners, and more than 1000 Amulet and LockedAmulet
         *     contracts in the snapshot with one of the owners as a stakeholder.
         */
        ProxyHoldingsSummaryBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The Scans agree that they have no such snapshot (no snapshot of `migration_id` at `record_time`
         *     with `record_time_match: exact`, or none at or before it with `at_or_before`). The validator answers
         *     with its own text, not the Scans'.
         */
        ProxyHoldingsSummaryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description No access token, or one the validator does not accept (not signed as configured, or naming no ledger
         *     API user). The HTTP layer answers in plain text, with a `WWW-Authenticate: Bearer realm="splice
         *     validator operator realm"` challenge, before the handler runs.
         */
        AdminUnauthorized: {
            headers: {
                /** @description The bearer challenge, with the operator realm (`splice validator operator realm`). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /**
         * @description A valid token of a user that is not the validator operator: the user is unknown to the participant or
         *     deactivated, its primary party is not the operator party, it may not act as the operator party, or it
         *     is no participant administrator. The reason is logged, not sent.
         */
        AdminForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description No access token, or one the validator does not accept. The HTTP layer answers in plain text, with a
         *     `WWW-Authenticate: Bearer realm="splice validator realm"` challenge, before the handler runs.
         */
        RegisterUnauthorized: {
            headers: {
                /** @description The bearer challenge, with the validator realm (`splice validator realm`). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /** @description The validator is configured without its wallet (`enableWallet` false), which this operation needs. */
        WalletNotEnabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The receiver is not a party id; the message says which part does not parse. */
        ReceiverNotAParty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The validator's store holds no preapproval for the receiver (none, or one of another provider). The
         *     message names the party as Canton prints it: its fingerprint cut to 12 characters and `...` (the
         *     scan-proxy's message names it as sent).
         */
        NoProvidedTransferPreapproval: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the wallet's store holds no active contract of the expected template with this id.
         */
        WalletContractNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the contract the wallet's choice acts on is not active (unknown, or already
         *     accepted, rejected, cancelled or expired): the participant's CONTRACT_NOT_FOUND, passed on with its
         *     text.
         */
        WalletChoiceContractNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator, or neither the request nor an `AcceptedAppPayment`
         *     made for it is in the wallet's store; a request that left the store while the payment waited in the
         *     treasury's queue is the store's "Contract id not found: …".
         */
        AppPaymentRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The wallet's treasury ran the amulet operation and the Daml choice failed (`COO_Error`, e.g. the
         *     wallet cannot pay the amount): gRPC FAILED_PRECONDITION, answered 400 with the outcome as the Java
         *     codegen prints it (`toString`).
         */
        AmuletOperationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The wallet's treasury queue is full (gRPC ABORTED, 429): nothing was submitted; send the request again
         *     later.
         */
        TreasuryQueueFull: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The wallet's treasury is shutting down (gRPC UNAVAILABLE, 503); nothing was submitted. */
        TreasuryShuttingDown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The contract is being reassigned between synchronizers (the store knows it on none), a failed
         *     precondition answered 400; try again later.
         */
        ContractNotAssigned: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the wallet's store holds no active contract with this id.
         */
        AllocationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the wallet's store holds no active allocation request with this id.
         */
        AllocationRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a time out of Daml's
         *     range, an amount that is no `Numeric 10` decimal or a side that is neither `SENDERSIDE` nor
         *     `RECEIVERSIDE` is answered `{error}` by the handler.
         */
        AllocateAmuletBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description A command with the same command id was submitted within the deduplication duration (an allocation:
         *     the wallet party and the settlement's reference, with the leg id in v0 or the executors in v2; a
         *     development-fund coupon: the parties and the whole request): the participant's duplicate-command
         *     error, passed on with its text.
         */
        DuplicateCommand: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a beneficiary that is
         *     no party id, an amount that is no `Numeric 10` decimal or an expiry out of Daml's range is answered
         *     `{error}` by the handler, as is a failed precondition: no fund manager configured in the
         *     AmuletRules, the wallet party not the fund manager, too little in the unclaimed fund, or (withdraw)
         *     a coupon the wallet party does not manage.
         */
        DevelopmentFundCouponBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the wallet's store holds no active coupon with this id.
         */
        DevelopmentFundCouponNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description `limit` outside 1 to 1000 (`{error}` in JSON, from the handler's page limit), or `after` or `limit` not
         *     an integer (plain text, from the HTTP layer).
         */
        PageLimitBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The token's user has no wallet on this validator (the wallet's authorization answers before the
         *     handler runs), or the wallet's store holds no active contract with this id.
         */
        MintingDelegationNotFound: {
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
         * @description The receiver's party id, URL-encoded (it holds `:`).
         * @example alice__wallet__user::12208214ed2f54232298f1e81f83f084af7e4dd84f75e916bcf0cc8d99fe2b48ac8f
         */
        ReceiverParty: components["schemas"]["PartyId"];
        /**
         * @description The allocation contract (as `listAmuletAllocations` lists it).
         * @example 00a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8ca101220c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2
         */
        AllocationContractId: string;
        /**
         * @description The allocation request contract (as `listAllocationRequests` lists it).
         * @example 00b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2ca1012208f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff00
         */
        AllocationRequestContractId: string;
        /**
         * @description The `DevelopmentFundCoupon` contract (as `listActiveDevelopmentFundCoupons` lists it).
         * @example 00e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70ca1012203c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b
         */
        DevelopmentFundCouponContractId: string;
        /**
         * @description The `next_page_token` of the previous page; absent for the first page.
         * @example 5120
         */
        MintingDelegationAfter: number;
        /**
         * @description The most contracts one page holds, 1 to 1000; 1000 when absent.
         * @example 100
         */
        MintingDelegationLimit: number;
        /**
         * @description The `MintingDelegationProposal` contract (as `listMintingDelegationProposals` lists it).
         * @example 00f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeffca101220a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff
         */
        MintingDelegationProposalContractId: string;
        /**
         * @description The `MintingDelegation` contract (as `listMintingDelegations` lists it).
         * @example 00a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeffca101220f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff
         */
        MintingDelegationContractId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getTransferOfferStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The tracking id the sender gave when creating the offer.
                 * @example payment-2025-02-14-0001
                 */
                tracking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer is known; its current status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTransferOfferStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description No offer with this tracking id is known (not submitted or not processed yet, or submitted
             *     before the start of the wallet's transaction log), or the token's user has no wallet.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's open transfer offers (deprecated)
     * @deprecated Use `postV2StateActiveContracts` (POST /v2/state/active-contracts) instead. No removal version announced.
     */
    listTransferOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransferOffersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Offer Amulet to another party (deprecated)
     * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) instead. No removal version announced.
     */
    createTransferOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransferOfferRequest"];
            };
        };
        responses: {
            /** @description The offer was created; its contract id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTransferOfferResponse"];
                };
            };
            400: components["responses"]["CreateTransferOfferBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /**
             * @description An offer with this tracking id was created before (its status says what became of it), or the
             *     participant already accepted a command for it; also a `description` or `tracking_id` the offer's
             *     Daml `ensure` refuses (280 characters or more), with the participant's error text.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    createBuyTrafficRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBuyTrafficRequest"];
            };
        };
        responses: {
            /** @description The request was created; its contract id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateBuyTrafficRequestResponse"];
                };
            };
            400: components["responses"]["CreateBuyTrafficRequestBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /**
             * @description A request with this tracking id was created before (its status says what became of it), with
             *     the validator's text naming the tracking id; or the participant already accepted a command for
             *     it.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            /**
             * @description The receiving validator party is hosted on more than one participant on the synchronizer, which
             *     the wallet does not support; or any other failure (`An unexpected error occurred.`).
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBuyTrafficRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The tracking id the buyer gave when creating the request.
                 * @example traffic-2025-02-14-0001
                 */
                tracking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is known; its current status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBuyTrafficRequestStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description No request with this tracking id is known (not submitted or not processed yet, or submitted
             *     before the start of the wallet's transaction log), or the token's user has no wallet.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the wallet's amulet balance
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet's balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBalanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read whether the token's user has a wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    userStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's wallet status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read which wallet features the network's Daml packages support
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    featureSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletFeatureSupportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's open Token Standard transfers
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listTokenStandardTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTokenStandardTransfersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Transfer Amulet to another party by the Token Standard
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    createTokenStandardTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenStandardTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer instruction's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            /**
             * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a receiver that is not
             *     a party id or an expiry that is no Daml time is answered `{error}` by the handler.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /** @description A transfer with this tracking id was submitted within the deduplication duration. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Accept a Token Standard transfer sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    acceptTokenStandardTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject a Token Standard transfer sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectTokenStandardTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw a Token Standard transfer the wallet sent
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    withdrawTokenStandardTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's Amulet holdings
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAmulets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet's holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAmuletsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Mint Amulet from the DevNet faucet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    tapDevNetFaucet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TapRequest"];
            };
        };
        responses: {
            /** @description The minted Amulet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TapResponse"];
                };
            };
            /**
             * @description A body the validator cannot decode is refused by its HTTP layer in plain text; an amount that is no
             *     Daml decimal is answered `{error}` by the handler, as is a tap the Daml refuses (not a DevNet, too much).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /** @description A tap with this `command_id` was submitted within the deduplication duration (the participant's text). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Grant the wallet party a featured-app right (DevNet)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    selfGrantFeatureAppRight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                } | null;
            };
        };
        responses: {
            /** @description The right created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfGrantFeaturedAppRightResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Cancel the wallet party's featured-app right
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    cancelFeaturedAppRights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The right is cancelled, or there was none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the wallet's transaction history, newest first
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListTransactionsRequest"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsResponse"];
                };
            };
            /**
             * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a `page_size` outside
             *     1–1000 is answered `{error}` by the handler.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Pre-approve incoming transfers to the wallet party
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    createTransferPreapproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preapproval was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTransferPreapprovalResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /** @description The wallet party already has a preapproval; its contract id. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTransferPreapprovalResponse"];
                };
            };
            /**
             * @description The validator's automation did not create the preapproval in time (or the proposal is still being
             *     submitted); send the request again later, with back-off.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Transfer Amulet to a party that pre-approved transfers
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    transferPreapprovalSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferPreapprovalSendRequest"];
            };
        };
        responses: {
            /** @description The transfer completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a receiver that is no
             *     party id, an amount that is no Daml decimal, or a receiver without a preapproval is answered `{error}`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /** @description A transfer with this `deduplication_id` was submitted within the deduplication duration (the participant's text). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject a transfer offer sent to the wallet (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `rejectTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/reject) instead. No removal version announced.
     */
    rejectTransferOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferOffer` contract (as `listTransferOffers` lists it).
                 * @example 00e1b4c7d0a3f6e9b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4ca1012203a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607182
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer is rejected (no content). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Accept a transfer offer sent to the wallet (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `acceptTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/accept) instead. No removal version announced.
     */
    acceptTransferOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferOffer` contract (as `listTransferOffers` lists it).
                 * @example 00e1b4c7d0a3f6e9b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4ca1012203a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607182
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accepted offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptTransferOfferResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw a transfer offer the wallet sent (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `withdrawTokenStandardTransfer` (POST /v0/wallet/token-standard/transfers/{contract_id}/withdraw) instead. No removal version announced.
     */
    withdrawTransferOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferOffer` contract (as `listTransferOffers` lists it).
                 * @example 00e1b4c7d0a3f6e9b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4ca1012203a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607182
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer is withdrawn (no content). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's accepted transfer offers (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `listTokenStandardTransfers` (GET /v0/wallet/token-standard/transfers) instead. No removal version announced.
     */
    listAcceptedTransferOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accepted offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAcceptedTransferOffersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Transfer Amulet to another party by the Token Standard v2
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    createTokenStandardTransferV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenStandardTransferRequest"];
            };
        };
        responses: {
            /** @description The transfer instruction's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            /**
             * @description A body the validator cannot decode is refused by its HTTP layer in plain text; a receiver that is not
             *     a party id or an expiry that is no Daml time is answered `{error}` by the handler.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            /** @description A transfer with this tracking id was submitted within the deduplication duration. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Accept a Token Standard transfer sent to the wallet (v2)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    acceptTokenStandardTransferV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject a Token Standard transfer sent to the wallet (v2)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectTokenStandardTransferV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw a Token Standard transfer the wallet sent (v2)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    withdrawTokenStandardTransferV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `TransferInstruction` contract (as `listTokenStandardTransfers` lists it).
                 * @example 00a2f8c1d67e3b5d0c9b8e7f6a5d4c3b2a19081726354433221100ffeeddccbbaaca1012206a1f3c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferInstructionResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TransferInstructionNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the app payment requests sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAppPaymentRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAppPaymentRequestsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read one app payment request sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getAppPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `AppPaymentRequest` contract (as `listAppPaymentRequests` lists it).
                 * @example 00c3f7bdf537c46724392c4428e47e04c148c56966190c3c9ed92114800c9f35bbca1012200e3cc730d9c08262b256b2ba943e34c5460dbf5747cc864f0cf8065ad068605c
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractWithState"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletContractNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Pay an app payment request from the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    acceptAppPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `AppPaymentRequest` contract (as `listAppPaymentRequests` lists it).
                 * @example 00c3f7bdf537c46724392c4428e47e04c148c56966190c3c9ed92114800c9f35bbca1012200e3cc730d9c08262b256b2ba943e34c5460dbf5747cc864f0cf8065ad068605c
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptAppPaymentRequestResponse"];
                };
            };
            400: components["responses"]["AmuletOperationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AppPaymentRequestNotFound"];
            429: components["responses"]["TreasuryQueueFull"];
            503: components["responses"]["TreasuryShuttingDown"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject an app payment request sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectAppPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `AppPaymentRequest` contract (as `listAppPaymentRequests` lists it).
                 * @example 00c3f7bdf537c46724392c4428e47e04c148c56966190c3c9ed92114800c9f35bbca1012200e3cc730d9c08262b256b2ba943e34c5460dbf5747cc864f0cf8065ad068605c
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rejected; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletChoiceContractNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's accepted app payments
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAcceptedAppPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAcceptedAppPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the subscription requests sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listSubscriptionRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSubscriptionRequestsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read one subscription request sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getSubscriptionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `SubscriptionRequest` contract (as `listSubscriptionRequests` lists it).
                 * @example 00717b1f4c414b3bdb23b26c0a39b11fd20a06e311457b45733b652e5579e9177eca1012202c8662d5272d7b734d4897c75d3f959cef5da17c6a730992eddeede0ebdc41a1
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletContractNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Cancel a running subscription of the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    cancelSubscriptionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's `SubscriptionIdleState` contract (`state.idle.contract_id` in `listSubscriptions`).
                 * @example 004fb62348858c2f6fbd6db27fa4c11edd8559119869d1034e2bd3390fd92b1a04ca1012207ef99dc34cb74051143cf1086a675c89755b8835b8c661d6b836b4c0570c9679
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletChoiceContractNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Accept a subscription request and make its first payment
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    acceptSubscriptionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `SubscriptionRequest` contract (as `listSubscriptionRequests` lists it).
                 * @example 00717b1f4c414b3bdb23b26c0a39b11fd20a06e311457b45733b652e5579e9177eca1012202c8662d5272d7b734d4897c75d3f959cef5da17c6a730992eddeede0ebdc41a1
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first payment made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptSubscriptionRequestResponse"];
                };
            };
            400: components["responses"]["AmuletOperationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletContractNotFound"];
            /**
             * @description From Splice 0.7: a submission with the same command id (the wallet party and this request) was made
             *     within the deduplication duration; the participant's DUPLICATE_COMMAND, passed on with its text.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["TreasuryQueueFull"];
            503: components["responses"]["TreasuryShuttingDown"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject a subscription request sent to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectSubscriptionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `SubscriptionRequest` contract (as `listSubscriptionRequests` lists it).
                 * @example 00717b1f4c414b3bdb23b26c0a39b11fd20a06e311457b45733b652e5579e9177eca1012202c8662d5272d7b734d4897c75d3f959cef5da17c6a730992eddeede0ebdc41a1
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rejected; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletChoiceContractNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's subscription first payments
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listSubscriptionInitialPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSubscriptionInitialPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's running subscriptions
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSubscriptionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's app reward coupons
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAppRewardCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAppRewardCouponsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the validator reward coupons the wallet may collect
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listValidatorRewardCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListValidatorRewardCouponsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's validator faucet coupons
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listValidatorFaucetCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListValidatorFaucetCouponsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's validator liveness activity records
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listValidatorLivenessActivityRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListValidatorLivenessActivityRecordsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's SV reward coupons
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listSvRewardCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSvRewardCouponsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's Amulet allocations
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAmuletAllocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active allocations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAllocationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Allocate Amulet for a transfer leg (Token Standard v1)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    allocateAmulet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocateAmuletRequest"];
            };
        };
        responses: {
            /** @description The allocation instruction's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocateAmuletResponse"];
                };
            };
            400: components["responses"]["AllocateAmuletBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            409: components["responses"]["DuplicateCommand"];
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Allocate Amulet for transfer leg sides (Token Standard v2)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    allocateAmuletV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocateAmuletV2Request"];
            };
        };
        responses: {
            /** @description The allocation instruction's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocateAmuletResponse"];
                };
            };
            400: components["responses"]["AllocateAmuletBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            409: components["responses"]["DuplicateCommand"];
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw a v1 Amulet allocation
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    withdrawAmuletAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The allocation contract (as `listAmuletAllocations` lists it).
                 * @example 00a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8ca101220c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2
                 */
                contract_id: components["parameters"]["AllocationContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holdings returned to the wallet party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmuletAllocationWithdrawResult"];
                };
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AllocationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw an Amulet allocation through the v2 interface
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    withdrawAmuletAllocationV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The allocation contract (as `listAmuletAllocations` lists it).
                 * @example 00a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8ca101220c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2
                 */
                contract_id: components["parameters"]["AllocationContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holdings returned to the wallet party, by instrument id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmuletAllocationV2WithdrawResult"];
                };
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AllocationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the allocation requests the wallet is asked for
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAllocationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open allocation requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAllocationRequestsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject an allocation request (Token Standard v1)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectAllocationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The allocation request contract (as `listAllocationRequests` lists it).
                 * @example 00b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2ca1012208f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff00
                 */
                contract_id: components["parameters"]["AllocationRequestContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoiceExecutionMetadata"];
                };
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AllocationRequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject an allocation request (Token Standard v2)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectAllocationRequestV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The allocation request contract (as `listAllocationRequests` lists it).
                 * @example 00b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2ca1012208f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff00
                 */
                contract_id: components["parameters"]["AllocationRequestContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChoiceExecutionMetadata"];
                };
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AllocationRequestNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Grant a development-fund coupon to a beneficiary (CIP-0082)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    allocateDevelopmentFundCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocateDevelopmentFundCouponRequest"];
            };
        };
        responses: {
            /** @description The new coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocateDevelopmentFundCouponResponse"];
                };
            };
            400: components["responses"]["DevelopmentFundCouponBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            409: components["responses"]["DuplicateCommand"];
            429: components["responses"]["SubmissionInFlight"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's active development-fund coupons
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listActiveDevelopmentFundCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListActiveDevelopmentFundCouponsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's archived development-fund coupons, a page at a time
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listDevelopmentFundCouponHistory: {
        parameters: {
            query: {
                /**
                 * @description The `next_page_token` of the previous page; absent for the first page.
                 * @example 4120
                 */
                after?: number;
                /**
                 * @description The most coupons one page holds, 1 to 1000.
                 * @example 50
                 */
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of archived coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDevelopmentFundCouponHistoryResponse"];
                };
            };
            400: components["responses"]["PageLimitBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Withdraw a development-fund coupon the wallet manages
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    withdrawDevelopmentFundCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `DevelopmentFundCoupon` contract (as `listActiveDevelopmentFundCoupons` lists it).
                 * @example 00e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70ca1012203c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b
                 */
                contract_id: components["parameters"]["DevelopmentFundCouponContractId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDevelopmentFundCouponRequest"];
            };
        };
        responses: {
            /** @description The unclaimed coupon the amount went back to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawDevelopmentFundCouponResponse"];
                };
            };
            400: components["responses"]["DevelopmentFundCouponBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DevelopmentFundCouponNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the minting delegations proposed to the wallet, a page at a time (CIP-0073)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listMintingDelegationProposals: {
        parameters: {
            query?: {
                /**
                 * @description The `next_page_token` of the previous page; absent for the first page.
                 * @example 5120
                 */
                after?: components["parameters"]["MintingDelegationAfter"];
                /**
                 * @description The most contracts one page holds, 1 to 1000; 1000 when absent.
                 * @example 100
                 */
                limit?: components["parameters"]["MintingDelegationLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListMintingDelegationProposalsResponse"];
                };
            };
            400: components["responses"]["PageLimitBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Accept a minting delegation proposed to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    acceptMintingDelegationProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `MintingDelegationProposal` contract (as `listMintingDelegationProposals` lists it).
                 * @example 00f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeffca101220a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff
                 */
                contract_id: components["parameters"]["MintingDelegationProposalContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delegation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptMintingDelegationProposalResponse"];
                };
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MintingDelegationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Reject a minting delegation proposed to the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectMintingDelegationProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `MintingDelegationProposal` contract (as `listMintingDelegationProposals` lists it).
                 * @example 00f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeffca101220a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff
                 */
                contract_id: components["parameters"]["MintingDelegationProposalContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rejected; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MintingDelegationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the wallet's minting delegations, a page at a time (CIP-0073)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listMintingDelegations: {
        parameters: {
            query?: {
                /**
                 * @description The `next_page_token` of the previous page; absent for the first page.
                 * @example 5120
                 */
                after?: components["parameters"]["MintingDelegationAfter"];
                /**
                 * @description The most contracts one page holds, 1 to 1000; 1000 when absent.
                 * @example 100
                 */
                limit?: components["parameters"]["MintingDelegationLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of delegations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListMintingDelegationsResponse"];
                };
            };
            400: components["responses"]["PageLimitBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * End a minting delegation of the wallet
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    rejectMintingDelegation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `MintingDelegation` contract (as `listMintingDelegations` lists it).
                 * @example 00a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeffca101220f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff
                 */
                contract_id: components["parameters"]["MintingDelegationContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ContractNotAssigned"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MintingDelegationNotFound"];
            default: components["responses"]["Error"];
        };
    };
    createAnsEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAnsEntryRequest"];
            };
        };
        responses: {
            /** @description The subscription request and the entry context were created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAnsEntryResponse"];
                };
            };
            /**
             * @description A body the validator cannot decode (not JSON, a field missing or of another type) is refused by
             *     its HTTP layer in plain text. The AnsRules contract the Scans answer being in flight between
             *     synchronizers is answered `{error}`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    listUserAnsEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet party's entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAnsEntriesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WalletNotFound"];
            default: components["responses"]["Error"];
        };
    };
    lookupAnsEntryByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The full entry name, for example `alice.unverified.cns`.
                 * @example alice_2e5bbb1c.unverified.cns
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupEntryByNameResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /**
             * @description The Scans agree that no entry has this name (or that they have no DSO rules yet). The validator
             *     answers with its own text, not the Scans'.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    getDsoPartyId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DSO party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDsoPartyIdResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    getDsoInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DSO's current state as the Scan that answered sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDsoInfoResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    lookupAnsEntryByParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The owner's party id, URL-encoded (it holds `:`).
                 * @example Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90
                 */
                party: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party's entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupEntryByPartyResponse"];
                };
            };
            /** @description The party is not a party id; the message says which part does not parse. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /**
             * @description The Scans agree that the party has no entry (or that they have no DSO rules yet). The validator
             *     answers with its own text, the party as sent.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    listAnsEntries: {
        parameters: {
            query: {
                /**
                 * @description Keep entries whose name starts with this text (a prefix, not any substring); absent or empty, all.
                 * @example alice_2e5
                 */
                name_prefix?: string;
                /**
                 * @description The most entries to answer, 1 to 1000.
                 * @example 10
                 */
                page_size: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEntriesResponse"];
                };
            };
            /**
             * @description `page_size` outside 1 to 1000 (the Scans' `{error}`, passed on), or not an integer (plain text,
             *     from the validator's HTTP layer).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /** @description The request has no `page_size` (pekko's rejection of a missing query parameter). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    getOpenAndIssuingMiningRounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open and issuing rounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOpenAndIssuingMiningRoundsProxyResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    getHoldingsSummaryAtV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldingsSummaryRequestV1"];
            };
        };
        responses: {
            /** @description The owners' totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldingsSummaryResponseV1"];
                };
            };
            400: components["responses"]["ProxyHoldingsSummaryBadRequest"];
            401: components["responses"]["ScanProxyUnauthorized"];
            404: components["responses"]["ProxyHoldingsSummaryNotFound"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Sum the Amulet holdings of some owners at a snapshot, with holding fees, through the validator (deprecated)
     * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/scan-proxy/holdings/summary) instead. No removal version announced.
     */
    getHoldingsSummaryAt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldingsSummaryRequest"];
            };
        };
        responses: {
            /** @description The owners' totals with holding fees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldingsSummaryResponse"];
                };
            };
            400: components["responses"]["ProxyHoldingsSummaryBadRequest"];
            401: components["responses"]["ScanProxyUnauthorized"];
            404: components["responses"]["ProxyHoldingsSummaryNotFound"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    listUnclaimedDevelopmentFundCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unclaimed coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUnclaimedDevelopmentFundCouponsResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up the featured-app right of an app provider through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupFeaturedAppRight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app provider's party id, URL-encoded (it holds `:`).
                 * @example Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90
                 */
                provider_party_id: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's featured-app right, when it has one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupFeaturedAppRightResponse"];
                };
            };
            /** @description The provider is not a party id; the message says which part does not parse. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get the AmuletRules contract through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getAmuletRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AmuletRules contract and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAmuletRulesProxyResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get the AnsRules contract through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getAnsRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAnsRulesRequest"];
            };
        };
        responses: {
            /** @description The AnsRules contract and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAnsRulesResponse"];
                };
            };
            /** @description A body that does not decode, or none (plain text, from the validator's HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up a receiver's transfer preapproval through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupTransferPreapprovalByParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The receiver's party id, URL-encoded (it holds `:`).
                 * @example alice__wallet__user::12208214ed2f54232298f1e81f83f084af7e4dd84f75e916bcf0cc8d99fe2b48ac8f
                 */
                party: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receiver's preapproval and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupTransferPreapprovalByPartyResponse"];
                };
            };
            /** @description The party is not a party id; the message says which part does not parse. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /** @description The Scans agree that the receiver has no transfer preapproval. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up an external sender's TransferCommand counter through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupTransferCommandCounterByParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The sender's party id, URL-encoded (it holds `:`).
                 * @example alice::122015ba7aa9054dbad217110e8fbf5dd550a59fb56df5986913f7b9a8e63bad8570
                 */
                party: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sender's counter and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupTransferCommandCounterByPartyResponse"];
                };
            };
            /** @description The party is not a party id; the message says which part does not parse. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /** @description The Scans agree that the sender has no counter yet; use nonce 0. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get the status of a sender's TransferCommands for a nonce, through the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupTransferCommandStatus: {
        parameters: {
            query: {
                /**
                 * @description The sender's party id.
                 * @example alice::122015ba7aa9054dbad217110e8fbf5dd550a59fb56df5986913f7b9a8e63bad8570
                 */
                sender: components["schemas"]["PartyId"];
                /**
                 * @description The nonce the sender put into the TransferCommand.
                 * @example 2
                 */
                nonce: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TransferCommands with this nonce, by contract id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupTransferCommandStatusResponse"];
                };
            };
            /**
             * @description `sender` is not a party id (`{error}`), or `nonce` is not an integer (plain text, from the
             *     validator's HTTP layer).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["ScanProxyUnauthorized"];
            /**
             * @description The Scans agree there is no TransferCommand of the sender with this nonce (`{error}`), or the
             *     request has no `sender` or no `nonce` (plain text).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            502: components["responses"]["NoScanAgreement"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Generate the topology transactions that create an external party
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    generateExternalPartyTopology: {
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
            /** @description The party id and the three transactions to sign, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateExternalPartyTopologyResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text, from the HTTP layer); a `public_key` that is not hex or not
             *     an Ed25519 key, or a `party_hint` Canton refuses (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Submit the signed topology transactions that create an external party
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    submitExternalPartyTopology: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitExternalPartyTopologyRequest"];
            };
        };
        responses: {
            /** @description The party exists, is hosted on this validator's participant and visible on its Ledger API. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitExternalPartyTopologyResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text, from the HTTP layer); a transaction that is not base64 or no
             *     topology transaction, a signature or key that is not hex, no party-to-participant mapping among
             *     the transactions (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the external-party setup proposals not yet accepted
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listExternalPartySetupProposals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListExternalPartySetupProposalsResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Offer an external party a transfer preapproval, paid by the validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    createExternalPartySetupProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExternalPartySetupProposalRequest"];
            };
        };
        responses: {
            /** @description The proposal was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateExternalPartySetupProposalResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a `user_party_id` that is not a party id, or a validator
             *     wallet that cannot pay (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /** @description The validator party has no wallet on this validator (the party printed with its fingerprint cut to 12 characters). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The party already has a setup proposal or a transfer preapproval from this validator. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Prepare the external party's acceptance of its setup proposal, to sign
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    prepareAcceptExternalPartySetupProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepareAcceptExternalPartySetupProposalRequest"];
            };
        };
        responses: {
            /** @description The prepared transaction and the hash to sign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrepareAcceptExternalPartySetupProposalResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a `user_party_id` that is not a party id, or a
             *     `contract_id` that is not the party's proposal (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /**
             * @description The party has no setup proposal from this validator. The message names the party as Canton prints
             *     it: its fingerprint cut to 12 characters and `...`.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Submit the external party's signed acceptance of its setup proposal
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    submitAcceptExternalPartySetupProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitAcceptExternalPartySetupProposalRequest"];
            };
        };
        responses: {
            /** @description Accepted; the party has a transfer preapproval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitAcceptExternalPartySetupProposalResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a `transaction` that is not base64, a signature or key
             *     that is not hex, a `party_id` that is not a party id, or no preapproval after the acceptance (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read an external party's amulet balance
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getExternalPartyBalance: {
        parameters: {
            query: {
                /**
                 * @description The external party.
                 * @example alice::12209e5f5157925c3c774ad06f7ed0786c7fc7b4860704238e51464bb7dbdfefd2d9
                 */
                party_id: components["schemas"]["PartyId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party's balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalPartyBalanceResponse"];
                };
            };
            /** @description The party is not a party id; the message says which part does not parse. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /**
             * @description The party has no external-party wallet on this validator, or there is no open mining round
             *     (`{error}`; the message names the party as Canton prints it, its fingerprint cut to 12 characters
             *     and `...`); the request has no `party_id` (plain text).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            501: components["responses"]["WalletNotEnabled"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Prepare an external party's TransferCommand to a preapproved receiver (deprecated; removed in 0.8.0)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
     */
    prepareTransferPreapprovalSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepareTransferPreapprovalSendRequest"];
            };
        };
        responses: {
            /** @description The prepared transaction, the hash to sign and the TransferCommand's contract id prefix. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrepareTransferPreapprovalSendResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a party that is not a party id, a receiver without a
             *     transfer preapproval, or rules in flight (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /**
             * @description The validator runs without its wallet, or (from 0.7.0, unless re-enabled) TransferCommand support is
             *     disabled; the wallet is checked first.
             */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Submit an external party's signed TransferCommand (deprecated; removed in 0.8.0)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getTransferFactory` (POST /registry/transfer-instruction/v1/transfer-factory) now. Deprecated in 0.5.16; disabled by default from 0.7.0 (re-enable with `canton.validator-apps.<validator>.enable-deprecated-transfer-command-support`); removed in 0.8.0.
     */
    submitTransferPreapprovalSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitTransferPreapprovalSendRequest"];
            };
        };
        responses: {
            /** @description Submitted; the TransferCommand is created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitTransferPreapprovalSendResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a `transaction` that is not base64, a signature or key that
             *     is not hex, or a party that is not a party id (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /**
             * @description The validator runs without its wallet, or (from 0.7.0, unless re-enabled) TransferCommand support is
             *     disabled; the wallet is checked first.
             */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the transfer preapprovals the validator provides
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listTransferPreapprovals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preapprovals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransferPreapprovalsResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up the transfer preapproval the validator provides a receiver
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupValidatorTransferPreapprovalByParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The receiver's party id, URL-encoded (it holds `:`).
                 * @example alice__wallet__user::12208214ed2f54232298f1e81f83f084af7e4dd84f75e916bcf0cc8d99fe2b48ac8f
                 */
                "receiver-party": components["parameters"]["ReceiverParty"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receiver's preapproval and its synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupTransferPreapprovalByPartyResponse"];
                };
            };
            400: components["responses"]["ReceiverNotAParty"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["NoProvidedTransferPreapproval"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Cancel the transfer preapproval the validator provides a receiver
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    cancelTransferPreapprovalByParty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The receiver's party id, URL-encoded (it holds `:`).
                 * @example alice__wallet__user::12208214ed2f54232298f1e81f83f084af7e4dd84f75e916bcf0cc8d99fe2b48ac8f
                 */
                "receiver-party": components["parameters"]["ReceiverParty"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ReceiverNotAParty"];
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["NoProvidedTransferPreapproval"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the users onboarded onto this validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users' names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUsersResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Onboard a user onto this validator, as its operator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    onboardUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardUserRequest"];
            };
        };
        responses: {
            /** @description The user is onboarded; its party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardUserResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text); a `party_id` that is not a party id, or no party to give
             *     the user (`{error}`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Offboard a user from this validator, as its operator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    offboardUser: {
        parameters: {
            query: {
                /**
                 * @description The ledger API user to offboard.
                 * @example alice
                 */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offboarded (or nothing to offboard); the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The user is the validator operator's or one of its wallet users. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            /**
             * @description The request has no `username` (plain text), or a ledger call while offboarding failed NOT_FOUND
             *     (`{error}`, the gRPC status text as the handler caught it, e.g. a contract archived meanwhile).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Onboard yourself onto this validator
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description The user is onboarded; its party. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            401: components["responses"]["RegisterUnauthorized"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the validator operator's party and user
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getValidatorUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operator's party, user and whether it is featured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetValidatorUserInfoResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Dump the participant's identities, for backup
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    dumpParticipantIdentities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identities dump. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeIdentitiesDump"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the participant's connection to the global synchronizer
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getDecentralizedSynchronizerConnectionConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDecentralizedSynchronizerConnectionConfigResponse"];
                };
            };
            401: components["responses"]["AdminUnauthorized"];
            403: components["responses"]["AdminForbidden"];
            default: components["responses"]["Error"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not ready (still starting, or not active); the body is empty. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive; the body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
