// Generated from specs/scan by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
export interface paths {
    "/v0/admin/sv/voteresults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List closed vote requests of the DSO, newest first, a page at a time
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Results are ordered by effective date, newest first: the effective time of an accepted
         *     vote, otherwise the time the vote was closed. Pass the previous page's `next_page_token` as
         *     `pageToken` to read on. A page can hold fewer than `limit` results while more remain; only a
         *     missing or `null` `next_page_token` ends the list.
         */
        post: operations["listVoteRequestResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/sv/voteresults/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count the DSO's closed vote requests that match some filters
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The number of closed vote requests the filters match, with the filters and their meaning of
         *     `listVoteRequestResults` and no paging; an empty body `{}` counts them all. Vote requests keep
         *     closing, so honest Scans differ for a moment and a BFT client asks again.
         */
        post: operations["countVoteRequestResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/sv/previous-sv-reward-weight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find an SV's reward weight as last changed by an accepted vote
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The reward weight that the latest accepted `SRARC_UpdateSvRewardWeight` vote request for
         *     `svParty` set, among those effective strictly before `effectiveBefore` when it is given;
         *     `rewardWeight` is `null` when there is none. `svParty` that is not a party id is answered 400
         *     `{error}`. Without `effectiveBefore` a newly accepted vote changes the answer, and Scans that have
         *     not ingested it yet differ for a moment.
         */
        post: operations["getPreviousSvRewardWeight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/sv/voterequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the DSO's active vote requests
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Every active `Splice.DsoRules:VoteRequest` contract, at most 1000: beyond that the Scan cuts the
         *     list and logs a warning, which the caller cannot see. Requests are created and closed as SVs
         *     vote, so honest Scans differ for a moment and a BFT client asks again.
         */
        get: operations["listDsoRulesVoteRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/voterequests/{vote_request_contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an active vote request by contract id
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The `Splice.DsoRules:VoteRequest` contract of that id while it is active. Any other id (closed,
         *     never seen, not a vote request, not a contract id at all: the Scan does not check it) is answered
         *     404 `No VoteRequest found contract: <id>`. A request just created or just closed may be found
         *     by some Scans and not others for a moment; a BFT client asks again.
         */
        get: operations["lookupDsoRulesVoteRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/voterequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up several active vote requests by contract id
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `Splice.DsoRules:VoteRequest` contracts among the given contract ids; ids that are no
         *     active vote request are left out, so `{"vote_request_contract_ids": []}` answers an empty list.
         *     From 0.9.0 at most 1000 ids (400 beyond). Requests are created and closed as SVs vote, so honest
         *     Scans differ for a moment and a BFT client asks again.
         */
        post: operations["listVoteRequestsByTrackingCid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/amulet-price/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the SVs' Amulet price votes
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Every active `Splice.DSO.AmuletPrice:AmuletPriceVote` contract: each SV's vote on the Amulet
         *     price (`amuletPrice` `null` until the SV first votes) and when it last changed it, at most 1000
         *     (the Scan cuts the list there). SVs change their votes as often as once a tick, so honest Scans
         *     differ for a moment and a BFT client asks again.
         */
        get: operations["listAmuletPriceVotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/holdings/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List active token holdings of some owners at a snapshot (deprecated)
         * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.
         * @description Answers the active token-holding contracts of the given owners in the contract set of a
         *     migration id at a record time, oldest first, a page at a time. Pass the previous page's
         *     `next_page_token` as `after` to read on.
         */
        post: operations["getHoldingsStateAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holdings/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List active token holdings of some owners at a snapshot (deprecated)
         * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.
         * @description Answers the active token-holding contracts of the given owners in the contract set of a
         *     migration id at a record time, oldest first, a page at a time. Pass the previous page's
         *     `next_page_token` as `after` to read on; only a missing or `null` `next_page_token` ends the
         *     list. Unlike `getHoldingsStateAt`, each contract names the update that created it
         *     (`created_in_update_id`), which is the same on every Scan, so pages can be compared across
         *     Scans; it is `null` for contracts created before the current migration.
         */
        post: operations["getHoldingsStateAtV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/holdings/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List active token holdings of some owners at a snapshot
         * @description Answers the active token-holding contracts of the given owners in the contract set of a
         *     migration id at a record time, oldest first, a page at a time. Pass the previous page's
         *     `next_page_token` as `after` to read on; only a missing or `null` `next_page_token` ends the
         *     list. The same as `getHoldingsStateAtV1` but for the page token, an opaque string: pass it
         *     back as received, never parse or build one.
         */
        post: operations["getHoldingsStateAtV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/state/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the active contracts at a snapshot (deprecated)
         * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Removed in 0.9.0.
         * @description Answers the created events of the active contracts in the contract set of a migration id at a
         *     record time, oldest first, a page at a time, those of which one of `party_ids` is a
         *     stakeholder and whose template is one of `templates` when either is given. Pass the previous
         *     page's `next_page_token` as `after` to read on. Each contract is named by the id of its
         *     created event, which is not the same on every Scan: prefer `getAcsSnapshotAtV2`.
         */
        post: operations["getAcsSnapshotAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/state/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the active contracts at a snapshot (deprecated)
         * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Deprecated in 0.7.5; removed in 0.9.0.
         * @description Answers the active contracts in the contract set of a migration id at a record time, oldest
         *     first, a page at a time, those of which one of `party_ids` is a stakeholder and whose template
         *     is one of `templates` when either is given. Pass the previous page's `next_page_token` as
         *     `after` to read on; only a missing or `null` `next_page_token` ends the list. Unlike
         *     `getAcsSnapshotAt`, each contract names the update that created it (`created_in_update_id`),
         *     which is the same on every Scan; it is `null` for contracts created before the current
         *     migration.
         */
        post: operations["getAcsSnapshotAtV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/state/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the active contracts at a snapshot, optionally of some parties and templates
         * @description Answers the active contracts in the contract set of a migration id at a record time, a page at
         *     a time, those of which one of `party_ids` is a stakeholder and whose template is one of
         *     `templates` when either is given. Pass the previous page's `next_page_token` as `after` to
         *     read on; only a missing or `null` `next_page_token` ends the list. The page token is an
         *     opaque string: pass it back as received, never parse or build one.
         */
        post: operations["getAcsSnapshotAtV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/state/acs/snapshot-timestamp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the time of the latest ACS snapshot at or before a time
         * @description The record time of the latest contract-set snapshot this Scan has stored for `migration_id`
         *     whose time is at or before `before` (a snapshot taken exactly at `before` counts, despite the
         *     name). Pass the answer as `record_time` to the holdings and contract-set reads. Snapshots are
         *     taken on a UTC grid whose period each SV configures (3 hours by default), and one at the start
         *     of each migration; a Scan that joined later or lags has none yet, and answers 404
         *     `No snapshots found before <before>` (`before` as the Scan prints it: `2025-02-12T00:00Z` for
         *     midnight). A missing query parameter is 404 in plain text, one that does not parse 400 in plain
         *     text (pekko's rejections).
         */
        get: operations["getDateOfMostRecentSnapshotBefore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/state/acs/snapshot-timestamp-after": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the time of the first ACS snapshot after a time, in a migration or a later one
         * @description The record time of the earliest contract-set snapshot this Scan has stored that is either of
         *     `migration_id` and strictly after `after`, or of any later migration. The answer does not say
         *     which migration the snapshot belongs to: when it may have crossed into a later migration, ask
         *     `getDateOfMostRecentSnapshotBefore` with that time and each candidate migration id. None is
         *     answered 404 `No snapshots found after <after>` (`after` as the Scan prints it). A missing query
         *     parameter is 404 in plain text, one that does not parse 400 in plain text (pekko's rejections).
         */
        get: operations["getDateOfFirstSnapshotAfter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/state/acs/force": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an ACS snapshot now (disabled unless the Scan is configured for it)
         * @description Stores a contract-set snapshot of the current migration at the record time of the Scan's latest
         *     update, and answers that time and migration id (pass them to the holdings and contract-set
         *     reads). It changes the Scan for good: the next scheduled snapshot is taken one period after this
         *     one. Scans refuse it unless their operator enabled forced snapshots (off by default, meant for
         *     tests), with 400 `Forced ACS snapshots are disabled.`; a public network's Scans are expected to
         *     answer that. An enabled Scan answers 400 too when it has no AmuletRules contract, has it in
         *     flight, or has no update yet. It takes no body. Each Scan snapshots its own store, so a BFT
         *     client refuses it.
         */
        post: operations["forceAcsSnapshotNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/acs/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a party's contracts from the Scan's participant (deprecated)
         * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Asks this Scan's SV participant for a snapshot of the contracts of `party` (at `record_time`,
         *     or at the participant's ledger end without one), keeps those the DSO party is also a
         *     stakeholder of, and answers the snapshot as base64 (Canton's ACS snapshot format). A `party`
         *     that is not a party id, or a `record_time` that is not an instant, is refused 400 `{error}`.
         *     Another Scan answers a snapshot of its own participant, at its own ledger end. Tagged only
         *     `[deprecated]` upstream, still served in 0.9.0; the contract-set reads of `/v2/state/acs`
         *     answer the DSO's view of the contracts at a snapshot.
         */
        get: operations["getAcsSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/holdings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sum the Amulet holdings of some owners at a snapshot, with holding fees (deprecated)
         * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/holdings/summary) instead. No removal version announced.
         * @description For each given owner that holds Amulet in the contract set of a migration id at a record time,
         *     the totals of its unlocked and locked Amulet at the amounts they were created with, and the
         *     holding fees they have accrued by `computed_as_of_round`: `total_available_coin` is what the
         *     owner can spend. Without `as_of_round` the fees are those of the earliest open mining round the
         *     Scan knows, which moves from Scan to Scan while rounds change (a BFT client asks again). Not
         *     paged: more than 1000 holding contracts of which an owner is a stakeholder are refused with 400.
         *     Upstream deprecated it in 0.6.3 (the fee totals are not meaningful aggregates) for
         *     `getHoldingsSummaryAtV1`, without announcing a removal.
         */
        post: operations["getHoldingsSummaryAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holdings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sum the Amulet holdings of some owners at a snapshot
         * @description For each given owner that holds Amulet in the contract set of a migration id at a record time,
         *     the totals of its unlocked and locked Amulet at the amounts they were created with (holding fees
         *     are not deducted). Owners holding no Amulet are left out, and the entries do not follow the
         *     request's order: match them by `party_id`. Not paged: when more than 1000 Amulet and LockedAmulet
         *     contracts have one of the owners as a stakeholder (as owner, or as holder of a lock), the Scan
         *     refuses with 400 rather than summing in part. From 0.9.0 at most 1000 owners. A snapshot is the same contract set on every honest Scan, so Scans agree.
         */
        post: operations["getHoldingsSummaryAtV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/internal/reward-accounting-process/rounds/earliest-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The earliest round this Scan has complete reward accounting for (SV-internal, subject to change)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reports the earliest mining round whose app-activity records this Scan has complete, or 404
         *     while it has none yet. Each Scan starts ingesting at its own round, so the answer differs
         *     from Scan to Scan.
         */
        get: operations["getRewardAccountingEarliestAvailableRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/internal/reward-accounting-process/rounds/{round_number}/activity-totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * App-activity and reward totals of one round (SV-internal, subject to change)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reports the reward-accounting totals of a round once they are computed (`Ok`), that they are
         *     not computed yet (`Undetermined`), or that this Scan will never have them, because the round
         *     precedes its earliest ingested round or reward accounting is not configured (`CannotProvide`).
         */
        get: operations["getRewardAccountingActivityTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/internal/reward-accounting-process/rounds/{round_number}/root-hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reward root hash of one round (SV-internal, subject to change)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reports the root hash of a round's reward batches once it is computed (`Ok`), that it is not
         *     computed yet (`Undetermined`), or that this Scan will never have it, because the round is at
         *     or before its earliest ingested round (`CannotProvide`). Read the batches under the root with
         *     `getRewardAccountingBatch`.
         */
        get: operations["getRewardAccountingRootHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/internal/reward-accounting-process/rounds/{round_number}/batches/{batch_hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reward batch of a round, by its hash (SV-internal, subject to change)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Answers the batch of a round with the given hash: either the hashes of its child batches
         *     (`BatchOfBatches`) or, at a leaf, the minting allowances of app providers
         *     (`BatchOfMintingAllowances`). Start at the round's root hash (`getRewardAccountingRootHash`).
         *     The content is checked against its hash, so one Scan's answer is enough.
         */
        get: operations["getRewardAccountingBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/backfilling/migration-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What this Scan holds of one migration's update history (SV-internal)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reports what this Scan holds of the update history of a migration id: the record-time range
         *     of its updates on each synchronizer, the migration before it, the last import update, and
         *     whether it holds all of the migration's updates (`complete`) and import updates
         *     (`import_updates_complete`). Each Scan answers for its own store: a peer that backfills reads
         *     all Scans and merges their answers.
         */
        post: operations["getMigrationInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/backfilling/updates-before": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates of one migration and synchronizer before a record time, newest first (SV-internal)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Answers at most `count` updates (transactions and reassignments) of a migration id on a
         *     synchronizer whose record time is before `before` and, when given, at or after `at_or_after`,
         *     newest first, as update-history items in the version 1 encoding with Daml values in protobuf
         *     JSON. Read on by passing the oldest answered record time as `before` (exclusive; within a
         *     migration and synchronizer no two updates share a record time), until a page is empty. A peer asks only Scans whose migration info covers the
         *     range.
         */
        post: operations["getUpdatesBefore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/backfilling/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this Scan's backfilling is complete (SV-internal)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Reports whether this Scan has backfilled both its update history and its transaction log.
         *     Until it has, history reads that need the whole history may be refused or answer part of it.
         */
        get: operations["getBackfillingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/backfilling/import-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import updates of one migration after an update id (SV-internal)
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Answers at most `limit` import updates of a migration id (the contracts a migration's
         *     synchronizer started with, one create per update) whose update id is after `after_update_id`,
         *     in update-id order, as update-history items in the version 1 encoding with Daml values in
         *     protobuf JSON. Read on by passing the last answered update id, until a page is empty. A peer asks only Scans that report the migration's import updates
         *     complete.
         */
        post: operations["getImportUpdates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/history/bulk/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download links of the bulk ACS snapshot at or before a time (pre-alpha)
         * @description Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
         *
         *     Answers the record time of the latest ACS snapshot in this Scan's committed bulk storage at or
         *     before `at_or_before_record_time`, and the objects that hold it, each with a download URL on
         *     this Scan and a SHA-256 digest. Only Scans configured with bulk storage and a public URL
         *     answer; others refuse with 400.
         */
        get: operations["listBulkAcsSnapshotObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/history/bulk/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download links of the bulk update history between two times (pre-alpha)
         * @description Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
         *
         *     Answers, a page at a time, the objects of this Scan's committed bulk storage that hold every
         *     update with a record time after `start_record_time` and at or before `end_record_time` (whole
         *     objects, so updates outside the range may come too), each with a download URL on this Scan
         *     and a SHA-256 digest. Pass the previous page's `next_page_token` back as `next_page_token`;
         *     it is absent on the last page. Only Scans configured with bulk storage and a public URL
         *     answer; others refuse with 400.
         */
        post: operations["listBulkUpdateHistoryObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/history/bulk/checksums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checksums of bulk storage objects by key (pre-alpha, SV-internal)
         * @description Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
         *
         *     Answers the checksum of each object key, in the order asked, looked up in this Scan's committed
         *     and then its staging bulk storage; an object not found has no `value`. SVs compare these
         *     across Scans before committing objects. Only Scans configured with bulk storage answer;
         *     others refuse with 400.
         */
        post: operations["getBulkObjectChecksums"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/history/bulk/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether bulk storage has been written up to a time (pre-alpha, SV-internal)
         * @description Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
         *
         *     Answers whether this Scan's bulk storage pipeline has staged both its ACS snapshots and its
         *     update-history objects up to `record_time`: `true` when the latest staged snapshot is at or
         *     after it and the staged update segments reach it; `false` when either is behind, or neither
         *     has started. Each Scan answers its own progress. Only Scans configured with bulk storage
         *     answer.
         */
        get: operations["getBulkObjectsProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/featured-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the featured-app rights
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The active `Splice.Amulet:FeaturedAppRight` contracts, in no defined order. The Scan reads at
         *     most 1000 of them: on a network with more, the list is cut at 1000 without notice (the Scan
         *     only logs a warning). `listFeaturedAppRightsByProvider` reads one provider's rights.
         */
        get: operations["listFeaturedAppRights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/featured-apps/{provider_party_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the featured-app right of an app provider
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Answers 200 in both cases; `featured_app_right` is `null` when the provider has no active
         *     FeaturedAppRight contract (when it has several, one of them, in no defined order). This is the
         *     right Scan used to put into the Token Standard choice contexts of Canton Coin transfers and
         *     allocations under the key `featured-app-right`; from Splice 0.8.0, once the DSO has set
         *     `no-featured-app-choice-context` in `svOperationsSwitchOverTimes`, it no longer does, and an app
         *     that means to feature a transfer reads the right here and adds it to the choice context itself.
         *     A provider that is not a party id (`<hint>::<fingerprint>`) is answered 400.
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
    "/v0/featured-apps/by-provider/{provider_party_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the featured-app rights of an app provider
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Every active FeaturedAppRight contract of the provider (there may be several), in no defined
         *     order; `[]` when it has none. A provider that is not a party id (`<hint>::<fingerprint>`) is
         *     answered 400.
         */
        get: operations["listFeaturedAppRightsByProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/featured-apps/by-contract-id/{contract_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a featured-app-right contract by contract id
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Answers 200 in both cases; `featured_app_right` is `null` when no such contract is active.
         */
        get: operations["lookupFeaturedAppRightByContractId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the Scan addresses of all SVs, per synchronizer
         * @description At most one Scan per SV per synchronizer.
         */
        get: operations["listDsoScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/ans-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List name-service entries whose name starts with a prefix
         * @description Answers the entries users bought that have not expired (by the Scan's clock) and whose name
         *     starts with `name_prefix`, in name order, at most `page_size` of them; when fewer than
         *     `page_size` match, the DSO-provided entries that match follow, up to `page_size` in all. There
         *     is no next page: to see more, ask again with a larger `page_size` (at most 1000) or a longer
         *     prefix. A missing `page_size` is answered 404 in plain text (pekko's rejection of a missing
         *     query parameter), not 400.
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
    "/v0/ans-entries/by-party/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a party's name-service entry
         * @description The DSO party and each SV in the DSO rules get their DSO-provided entry; any other party its
         *     unexpired entry first in name order. A party without one is answered 404 with
         *     `No ans entry found for party: <party>` (the party as sent), and a Scan that has no DSO rules
         *     contract yet 404 with `No DsoRules contract found`. A `party` that is not a party id is
         *     answered 400.
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
    "/v0/ans-entries/by-name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a name-service entry by its name
         * @description The entry named exactly `name`: a DSO-provided one (`dso.<acronym>`, or `<sv name>.sv.<acronym>`
         *     of an SV in the DSO rules), else an unexpired entry a user bought. No such entry is answered 404
         *     with `No ans entry found for name: <name>`, and a Scan that has no DSO rules contract yet 404
         *     with `No DsoRules contract found`. The name is not checked otherwise.
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
    "/v0/closed-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the closed mining rounds still in process
         * @description The `ClosedMiningRound` contracts on the ledger, by round number: a round stays here while
         *     rewards of it may still be claimed or its closing is not yet confirmed, so the list is usually
         *     empty. Splice 0.6.2's notes announced this endpoint's removal for 0.6.3 or 0.6.4; it is still
         *     served, and not deprecated upstream, in 0.9.0.
         */
        get: operations["getClosedRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/open-and-issuing-mining-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the open and issuing mining rounds
         * @description A read sent as POST to carry the caller's cache. Every open and issuing round is a key of its
         *     map; its `contract` is `null` when the caller listed its id as cached, and a cached id that is
         *     no key has closed. Wallets build transfers from the open rounds and may keep this answer for
         *     `time_to_live_in_microseconds`. From Splice 0.9.0 each list of cached ids holds at most 1000
         *     (400 beyond); earlier releases take any number.
         */
        post: operations["getOpenAndIssuingMiningRounds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/amulet-config-for-round": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the fees that applied in a round (deprecated)
         * @deprecated Use `getAmuletRules` (POST /v0/amulet-rules) now. Upstream announced its removal for 0.6.4, but 0.9.x still supports it.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The create, holding, lock-holder and transfer fees of the Amulet configuration of round
         *     `round`, read from the Scan's record of that round's opening. A round the Scan has no record of
         *     is answered 404 with `Round <round> not found`; a missing `round` 404 in plain text (pekko's
         *     rejection of a missing query parameter). Splice 0.6.2's notes announced its removal for 0.6.3 or
         *     0.6.4; it is still served in 0.9.0. The `AmuletRules` contract (`getAmuletRules`) holds the
         *     whole schedule of Amulet configurations.
         */
        get: operations["getAmuletConfigForRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/amulet-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the AmuletRules contract
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     A read sent as POST to carry the caller's cache: the current `Splice.AmuletRules:AmuletRules`
         *     contract, with `contract` `null` when `cached_amulet_rules_contract_id` names it, and its
         *     synchronizer (`domain_id`, `null` while it is being reassigned) either way. Its `configSchedule`
         *     holds the Amulet configuration now and the changes the DSO has scheduled: read the value in force
         *     from `futureValues`, not only `initialValue`. The body is required; `{}` asks for the contract.
         */
        post: operations["getAmuletRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/external-party-amulet-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the ExternalPartyAmuletRules contract
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     A read sent as POST to carry the caller's cache: the current
         *     `Splice.ExternalPartyAmuletRules:ExternalPartyAmuletRules` contract, with `contract` `null` when
         *     `cached_external_party_amulet_rules_contract_id` names it, and its synchronizer (`domain_id`, `null`
         *     while it is being reassigned) either way. External parties transfer through its choices. The body is
         *     required; `{}` asks for the contract.
         */
        post: operations["getExternalPartyAmuletRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/ans-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the AnsRules contract
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     A read sent as POST to carry the caller's cache: the current `Splice.Ans:AnsRules` contract, with
         *     `contract` `null` when `cached_ans_rules_contract_id` names it, and its synchronizer (`domain_id`,
         *     `null` while it is being reassigned) either way. Its payload holds the name service's fees and entry
         *     lifetime. The body is required; `{}` asks for the contract.
         */
        post: operations["getAnsRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/transfer-preapprovals/by-party/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a receiver's transfer preapproval
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The receiver's active `TransferPreapproval` (with several, the one valid from the latest time):
         *     with one, a sender can transfer to the receiver in one step. A receiver without one is answered
         *     404 with `No TransferPreapproval found for party: <party>` (the party as sent); a `party` that
         *     is not a party id 400.
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
    "/v0/transfer-command-counter/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up an external sender's TransferCommand counter
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The sender's `TransferCommandCounter`, whose `nextNonce` an external party puts into its next
         *     TransferCommand. A sender that never sent one has no counter: that is answered 404 with
         *     `No TransferCommandCounter found for party: <party>, use 0 for the nonce`, and the nonce to use
         *     is 0. A `party` that is not a party id is answered 400.
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
    "/v0/transfer-command/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a sender's TransferCommands for a nonce
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The sender's TransferCommands with this nonce (at most 100), each with its status: `created`,
         *     `sent` or `failed` (with `failure_kind` and `reason`). Only commands the Scan's update history
         *     already holds are answered, so a new one may be missing for a moment. None is answered 404 with
         *     `Couldn't find transfer command for sender <sender> with nonce <nonce> created in the last 24h`;
         *     the Scan looks at every command it holds, not only the last 24 hours the text names. A missing
         *     `sender` or `nonce` is answered 404 in plain text (pekko's rejection of a missing query
         *     parameter), a `nonce` that is not an integer 400 in plain text, and a `sender` that is not a
         *     party id 400 `{error}`.
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
    "/v0/unclaimed-development-fund-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the unclaimed development fund coupons
         * @description The active `UnclaimedDevelopmentFundCoupon` contracts, with their synchronizer, in no defined
         *     order. The Scan reads at most 1000 of them: with more, the list is cut at 1000 without notice
         *     (the Scan only logs a warning). The answer's key is `unclaimed-development-fund-coupons`, with
         *     hyphens.
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
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report the health of this Scan node
         * @description One of three one-key objects: `success` once the node is up (its id, uptime, ports and whether it is
         *     active), `not_initialized` before it is, `failed` with a message when the status cannot be read. The
         *     answer is about the Scan asked, so Scans never agree on it. Not rate-limited.
         */
        get: operations["getHealthStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report the Splice release this Scan runs
         * @description The release the Scan was built as (`0.8.4`; a development build carries a suffix) and the time of its
         *     commit. This is how a client learns which release's contract applies (specs/README.md, "Releases").
         *     Not rate-limited. The handler only reads its build information, so only `200` is declared (as upstream
         *     does; a mock serving one release answers it itself).
         */
        get: operations["getVersion"];
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
         * Ask whether this Scan is ready to serve
         * @description `200` when the node is active, `503` otherwise; both with an empty body and no `Content-Type`. Not
         *     rate-limited. Upstream's operationId is `isReady`; a client method starting with `is` would make every
         *     `is…` name read as a method (`isPrototypeOf`), so it is named after what it gets here.
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
         * Ask whether this Scan is alive
         * @description Always `200` with an empty body while the HTTP server answers at all (upstream also declares a `503`,
         *     which the handler never sends). Not rate-limited. Upstream's operationId is `isLive` (see
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
    "/v0/dso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the DSO's party, rules, latest open round and SV node states in one answer
         * @description The DSO party, the current DsoRules and AmuletRules contracts, the open mining round with the highest
         *     number (which may not have opened yet: see its `opensAt`), one SvNodeState contract per SV in the
         *     DsoRules, and the number of votes a vote request needs. `sv_user` and `sv_party_id` name the SV that
         *     operates the Scan asked, so they differ from Scan to Scan; a BFT client leaves them out of the
         *     comparison. Each contract comes with the synchronizer it is assigned to (`domain_id`, `null` while
         *     it is being reassigned). Answered 404 while the Scan has not yet seen a DsoRules, AmuletRules or open
         *     round contract.
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
    "/v0/dso-party-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the DSO's party id
         * @description The party of the DSO of the network this Scan serves; it never changes.
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
    "/v0/splice-instance-names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the names this network gives itself, its coin and its name service
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Taken from the Scan's configuration, so each SV sets them; the SVs of one network configure the same
         *     names. Upstream declares a 404 that the handler never sends.
         */
        get: operations["getSpliceInstanceNames"];
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
         * Ask which optional features this Scan supports
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     Names no feature in any release described here: the answer is an object whose only property,
         *     `dummy`, is `null` (upstream keeps it so that the generated code has a property). A client should
         *     ignore properties it does not know: later releases may add features here. Each Scan answers for
         *     itself.
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
    "/v0/dso-sequencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sequencers of all SVs, per synchronizer
         * @description Read from each SV's SvNodeState contract, in synchronizer id order. A sequencer of a migration carries
         *     that `migrationId` and no `synchronizerSerial`; a sequencer of a physical synchronizer carries its
         *     `synchronizerSerial` and `migrationId` -1. Sequencers whose URL does not parse are left out. Answered 404
         *     while the Scan has no DsoRules contract.
         */
        get: operations["listDsoSequencers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/sv-bft-sequencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List this SV's BFT sequencers, one per physical synchronizer
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The BFT sequencers the SV operating this Scan configured, with the serial of the synchronizer each
         *     sequences and its peer-to-peer URL. A sequencer that is not initialized or cannot be reached is left out
         *     (and not asked again for a short while). Each Scan answers for its own SV.
         */
        get: operations["listSvBftSequencers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/migrations/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the synchronizer migration the DSO has scheduled, if any
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The time and the new migration id of the migration the DsoRules schedule. When none is scheduled (or
         *     the Scan has no DsoRules contract) the answer is `404` with an empty body. Since synchronizers are
         *     upgraded in place (logical upgrades, `getLsu`), expect the 404.
         */
        get: operations["getMigrationSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/migrations/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the migration id this Scan runs with
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The migration id the Scan was configured with; it no longer changes, as upgrades are logical now.
         */
        get: operations["getMigrationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/roll-forward-lsu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the roll-forward logical synchronizer upgrade this Scan is configured for, if any
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     When the SV configured its Scan to roll a logical synchronizer upgrade forward, the upgrade time and the
         *     physical synchronizer ids before and after; otherwise an empty object. A roll-forward configured without
         *     a legacy synchronizer, or a legacy synchronizer without exactly one upgrade announcement, is answered
         *     `500`.
         */
        get: operations["getRollForwardLsu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/lsu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the next logical synchronizer upgrade, if one is announced
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     From the topology of the synchronizer the Scan's SV runs: when its successor is announced, the time the
         *     topology freezes, the upgrade time and the successor's physical synchronizer id; `lsu` is `null` when no
         *     upgrade is announced.
         */
        get: operations["getLsu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/active-synchronizer-serial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the serial of the physical synchronizer the DSO's rules are on
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The serial of the physical synchronizer behind the synchronizer the AmuletRules contract is assigned to,
         *     as the Scan's SV participant is connected to it. It changes at a logical synchronizer upgrade, when Scans
         *     may differ for a moment. `404` while the Scan has no AmuletRules contract or its participant is not
         *     connected to that synchronizer.
         */
        get: operations["getActivePhysicalSynchronizerSerial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/domains/{domain_id}/members/{member_id}/traffic-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a participant's or mediator's traffic on a synchronizer
         * @description `actual` is the member's extra traffic consumed and its limit, as the sequencer of the Scan's SV reports
         *     them now; `target.total_purchased` is the traffic bought for the member on `domain_id`, from the Scan's
         *     store. A purchase shows in `total_purchased` before the limit catches up. Sequencers and stores move on
         *     independently, so Scans may differ for a moment. The member is read first, then the synchronizer id:
         *     either not parsing is `400`. A member the sequencer has no traffic state for is `404`.
         */
        get: operations["getMemberTrafficStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/domains/{domain_id}/parties/{party_id}/participant-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the participant hosting a party on a synchronizer
         * @description From the effective topology of the synchronizer, as the sequencer of the Scan's SV knows it. A party hosted
         *     on several participants is answered `500` (use `getPartyToParticipantV1`); one with no hosting
         *     participant, or no mapping at all, `404`. The synchronizer id is read first, then the party: either not
         *     parsing is `400`.
         */
        get: operations["getPartyToParticipant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains/{domain_id}/parties/{party_id}/participant-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read every participant hosting a party on a synchronizer
         * @description Like `getPartyToParticipant`, for parties hosted on one participant or several. No mapping for the party
         *     is `404`.
         */
        get: operations["getPartyToParticipantV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/admin/validator/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the licences of all validators, newest first, a page at a time
         * @description The active `Splice.ValidatorLicense:ValidatorLicense` contracts, newest first by the order the Scan
         *     ingested them, at most `limit` (1000 when absent) a page. Every page with licences carries a
         *     `next_page_token`: pass it as `after` to read on. The listing ends with an empty page whose
         *     `next_page_token` is `null`. The token is the position in this Scan's own store, meaningless to another
         *     Scan, so a BFT client cannot page it across Scans: read it from one Scan.
         */
        get: operations["listValidatorLicenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/validators/validator-faucets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the faucet record of chosen validators
         * @description For each given party that holds a validator licence, the rounds its faucet coupons span and how many it
         *     collected and missed: `numRoundsCollected + numRoundsMissed = lastCollectedInRound - firstCollectedInRound
         *     + 1`; a licence that never collected has all four at 0. Parties without a licence are left out; the order
         *     is not the order asked. Repeat the parameter per party (`?validator_ids=a&validator_ids=b`). A party that
         *     does not parse is answered 400. The Scan does not insist on the parameter: without it the answer is an
         *     empty list. The record moves every round, so Scans may differ for a moment.
         */
        get: operations["getValidatorFaucetsByValidator"];
        put?: never;
        post?: never;
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
         * Read the update history, page by page
         * @description The network's updates (transactions and reassignments) in order of migration id, then record
         *     time, from the start or after `after`. A POST that only reads. The next page starts after the
         *     last item: its `migration_id` (a reassignment's is `event.migration_id`) and `record_time`.
         *     A page shorter than `page_size` means the Scan has nothing more yet, not that the history
         *     ended: the network goes on, and reading on later gives the updates recorded since. Record
         *     times of consecutive migrations may overlap, so a cursor always carries both values.
         *
         *     A Scan that has not loaded or not yet copied the whole history from its peers answers `503`;
         *     another Scan may answer. Import updates (the contracts carried into a migration) are left out.
         */
        post: operations["getUpdateHistoryV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/{update_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one update by its id
         * @description The transaction `update_id`, as `/v2/updates` gives it. Only transactions are looked up: the
         *     id of a reassignment is answered 404, as is an update this Scan has not ingested or copied
         *     from its peers yet (this read does not wait for the history to be complete).
         */
        get: operations["getUpdateByIdV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/updates/hash/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the transaction an external party signed, by its hash
         * @description The transaction whose prepared-transaction hash is `hash`, in hex (the Ledger API shows it in
         *     base64: encode it as hex first). Scans began indexing hashes at different times, so a Scan may
         *     answer 404 for a transaction another one finds; a hash that is not hex is answered 404 too.
         *     The answer always carries `external_transaction_hash`.
         */
        get: operations["getUpdateByHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the update history, page by page (deprecated v1)
         * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
         * @description `/v2/updates` with the transactions' constant `offset` (`000000000000000001`) kept and
         *     `events_by_id` in no defined order; the same on every Scan, paged the same way (import updates
         *     left out, `503` while the history is not complete). Deprecated since Splice 0.4.2; still served
         *     in 0.9.0, no removal announced.
         */
        post: operations["getUpdateHistoryV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/updates/{update_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one update by its id (deprecated v1)
         * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
         * @description `/v2/updates/{update_id}` with the transaction's constant `offset` kept. Deprecated since
         *     Splice 0.4.2; still served in 0.9.0, no removal announced.
         */
        get: operations["getUpdateByIdV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the update history as this Scan's participant saw it (deprecated v0)
         * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     The oldest form: offsets are this Scan's participant offsets and event ids `#<update_id>:<node>`
         *     as its participant numbers them, so answers differ between Scans. It also returns the import
         *     updates of each migration, which all share the earliest record time, so a cursor built from
         *     the last item cannot page past them (the handler says so); no iterator is generated for it.
         *     `lossless: true` writes Daml values as `protobuf_json`.
         */
        post: operations["getUpdateHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/updates/{update_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one update as this Scan's participant saw it (deprecated v0)
         * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
         * @description Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
         *
         *     One transaction with this Scan's participant offset and event ids (`#<update_id>:<node>`),
         *     which differ between Scans; `lossless=true` writes Daml values as `protobuf_json`.
         */
        get: operations["getUpdateById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the event history (updates and verdicts), page by page
         * @description The network's events in order of migration id, then record time, from the start or after
         *     `after`: each joins the update and the mediator's verdict of one record time. A POST that only
         *     reads. The next page starts after the last event: its verdict's `migration_id` and
         *     `record_time`, or its update's (a reassignment's migration id is `update.event.migration_id`).
         *     In the current migration the Scan answers only up to the older of its latest ingested update
         *     and its latest ingested verdict, so a page may be short (or empty) while its mediator data
         *     catches up; a short page means "nothing more yet", not the end.
         *
         *     A Scan keeps verdicts only from when it began ingesting them, so a Scan that joined later has
         *     events without verdicts where others have them. A Scan that has not loaded or not yet copied
         *     the whole history answers `503`.
         */
        post: operations["getEventHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/events/latest-record-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest record time the event history reaches
         * @description From Splice 0.9.0: the latest record time up to which `/v0/events` answers events on this
         *     Scan. Each Scan ingests at its own pace, so the BFT client takes the (f + 1)-th highest time,
         *     one at least one honest Scan has reached. On earlier releases this path is read as
         *     `/v0/events/{update_id}` with the id `latest-record-time`, answered 404.
         */
        get: operations["getLatestEventRecordTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v0/events/{update_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one event by its update id
         * @description The update (a transaction; reassignments are not looked up) and the verdict of `update_id`.
         *     Answered 404 when this Scan has neither, and also while either lies beyond what it has
         *     ingested of both updates and verdicts, so a just-committed transaction is 404 for a moment.
         *     This read does not wait for the history to be complete.
         */
        get: operations["getEventById"];
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
        /** @description A party id, `<hint>::<fingerprint>`. */
        PartyId: string;
        /**
         * @description A decimal as a string, to keep every digit, printed by Java's `BigDecimal.toString`: plain
         *     (`15320.5000000000`) or, for small values and zero read from a `decimal(38,10)` column, in
         *     exponent notation (`0E-10`, `1.000E-7`). `Number(value)` reads both forms.
         */
        Decimal: string;
        /** @description A Daml variant value in JSON, `{tag, value}`. */
        DamlVariant: {
            tag: string;
            value: unknown;
        };
        /** @description Filters and page selection. All filters are optional and combine with AND. */
        ListVoteResultsRequest: {
            /** @description Keep results whose action name contains this text. */
            actionName?: string;
            /** @description Keep only accepted (true) or only not accepted (false) results. */
            accepted?: boolean;
            /** @description Keep results of requests by this SV name. */
            requester?: string;
            /**
             * Format: date-time
             * @description Lower bound on the effective time; inclusive when `effectiveTo` is given too, exclusive
             *     otherwise.
             */
            effectiveFrom?: string;
            /**
             * Format: date-time
             * @description Upper bound on the effective time; inclusive when `effectiveFrom` is given too, exclusive
             *     otherwise.
             */
            effectiveTo?: string;
            /**
             * Format: int32
             * @description Maximum number of results in the page.
             */
            limit: number;
            /**
             * Format: int64
             * @description The `next_page_token` of the previous page.
             */
            pageToken?: number;
        };
        /** @description Filters, as those of `listVoteRequestResults`; all optional, combined with AND (`{}` counts every result). */
        CountVoteResultsRequest: {
            /** @description Count results whose action name contains this text. */
            actionName?: string;
            /** @description Count only accepted (true) or only not accepted (false) results. */
            accepted?: boolean;
            /** @description Count results of requests by this SV name. */
            requester?: string;
            /**
             * Format: date-time
             * @description Lower bound on the effective time; inclusive when `effectiveTo` is given too, exclusive
             *     otherwise.
             */
            effectiveFrom?: string;
            /**
             * Format: date-time
             * @description Upper bound on the effective time; inclusive when `effectiveFrom` is given too, exclusive
             *     otherwise.
             */
            effectiveTo?: string;
        };
        CountVoteResultsResponse: {
            /**
             * Format: int64
             * @description The number of closed vote requests the filters match.
             */
            count: number;
        };
        BatchListVotesByVoteRequestsRequest: {
            /** @description Contract ids of `Splice.DsoRules:VoteRequest` contracts (at most 1000). */
            vote_request_contract_ids: string[];
        };
        ListVoteRequestByTrackingCidResponse: {
            /** @description The active vote requests among the ids asked for; an id that is no active vote request is left out. */
            vote_requests: components["schemas"]["Contract"][];
        };
        LookupDsoRulesVoteRequestResponse: {
            dso_rules_vote_request: components["schemas"]["Contract"];
        };
        ListDsoRulesVoteRequestsResponse: {
            /** @description Active `Splice.DsoRules:VoteRequest` contracts, at most 1000 (the Scan cuts the list there). */
            dso_rules_vote_requests: components["schemas"]["Contract"][];
        };
        ListAmuletPriceVotesResponse: {
            /**
             * @description Active `Splice.DSO.AmuletPrice:AmuletPriceVote` contracts, one per SV (`amuletPrice` `null`
             *     until the SV first votes), at most 1000 (the Scan cuts the list there).
             */
            amulet_price_votes: components["schemas"]["Contract"][];
        };
        PreviousSvRewardWeightRequest: {
            /** @description The SV's party. */
            svParty: components["schemas"]["PartyId"];
            /**
             * Format: date-time
             * @description Consider only changes effective strictly before this time. The Scan does not parse it: it
             *     compares it as text with the effective times it stored, so send it in UTC with `Z`.
             */
            effectiveBefore?: string;
        };
        PreviousSvRewardWeightResponse: {
            /**
             * @description The weight set by the latest accepted `SRARC_UpdateSvRewardWeight` vote for the SV (before
             *     `effectiveBefore`), as a decimal integer; `null` when there is none.
             */
            rewardWeight?: string | null;
        };
        ListDsoRulesVoteResultsResponse: {
            dso_rules_vote_results: components["schemas"]["VoteRequestResult"][];
            /**
             * Format: int64
             * @description Token of the next page; absent or `null` on the last page.
             */
            next_page_token?: number | null;
        };
        /** @description A closed vote request and its outcome (the Daml record `DsoRules_CloseVoteRequestResult`). */
        VoteRequestResult: {
            request: components["schemas"]["VoteRequest"];
            /** Format: date-time */
            completedAt: string;
            /** @description SV names whose votes were dropped because they were offboarded. */
            offboardedVoters: string[];
            /** @description SV names that did not vote. */
            abstainingSvs: string[];
            outcome: components["schemas"]["VoteRequestOutcome"];
        };
        VoteRequest: {
            dso: components["schemas"]["PartyId"];
            /** @description Name of the requesting SV. */
            requester: string;
            /**
             * @description The requested action, a nested variant whose outer tag is `ARC_DsoRules`,
             *     `ARC_AmuletRules`, `ARC_AnsEntryContext` or `ExtActionRequiringConformation`.
             */
            action: components["schemas"]["DamlVariant"];
            reason: components["schemas"]["VoteReason"];
            /** Format: date-time */
            voteBefore: string;
            /** @description Pairs of SV name and that SV's vote. */
            votes: (string | components["schemas"]["Vote"])[][];
            /** @description The request contract this one was created from, if any. */
            trackingCid?: string | null;
            /** Format: date-time */
            targetEffectiveAt?: string | null;
        };
        VoteReason: {
            url: string;
            body: string;
        };
        Vote: {
            sv: components["schemas"]["PartyId"];
            accept: boolean;
            reason: components["schemas"]["VoteReason"];
            /** Format: date-time */
            optCastAt?: string | null;
        };
        /** @description The outcome, as a Daml variant. */
        VoteRequestOutcome: {
            /**
             * @description `VRO_Accepted` carries `effectiveAt`; `VRO_AcceptedButActionFailed` carries `description`.
             * @enum {string}
             */
            tag: "VRO_Accepted" | "VRO_Rejected" | "VRO_Expired" | "VRO_AcceptedButActionFailed" | "ExtVoteRequestOutcome";
            value: {
                [key: string]: unknown;
            };
        };
        HoldingsStateRequest: {
            /**
             * Format: int64
             * @description The migration id whose contract set is read.
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
            /**
             * Format: int64
             * @description The `next_page_token` of the previous page.
             */
            after?: number;
            /**
             * Format: int32
             * @description Maximum number of created events in the page.
             */
            page_size: number;
            /** @description Keep holdings whose owner is one of these parties. */
            owner_party_ids: components["schemas"]["PartyId"][];
        };
        HoldingsStateRequestV2: {
            /**
             * Format: int64
             * @description The migration id whose contract set is read.
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
            /**
             * @description The `next_page_token` of the previous page, as received: an opaque string (the server
             *     decodes it with `QueryAcsSnapshotPaginationToken.tryDecodeFromBase64`).
             */
            after?: string;
            /**
             * Format: int32
             * @description Maximum number of created events in the page.
             */
            page_size: number;
            /** @description Keep holdings whose owner is one of these parties (at most 1000). */
            owner_party_ids: components["schemas"]["PartyId"][];
        };
        AcsRequest: {
            /**
             * Format: int64
             * @description The migration id whose contract set is read.
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
            /**
             * Format: int64
             * @description The `next_page_token` of the previous page, from a request that differs only in `after` and `page_size`.
             */
            after?: number;
            /**
             * Format: int32
             * @description Maximum number of created events in the page.
             */
            page_size: number;
            /** @description Keep contracts of which one of these parties is a stakeholder; absent or empty, any. */
            party_ids?: components["schemas"]["PartyId"][];
            /** @description Keep contracts of these templates; absent or empty, any. */
            templates?: string[];
        };
        AcsRequestV2: {
            /**
             * Format: int64
             * @description The migration id whose contract set is read.
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
            /**
             * @description The `next_page_token` of the previous page, as received: an opaque string (the server
             *     decodes it with `QueryAcsSnapshotPaginationToken.tryDecodeFromBase64`).
             */
            after?: string;
            /**
             * Format: int32
             * @description Maximum number of created events in the page.
             */
            page_size: number;
            /** @description Keep contracts of which one of these parties is a stakeholder (at most 1000); absent, any. */
            party_ids?: components["schemas"]["PartyId"][];
            /**
             * @description Keep contracts of these templates, each `<package-name>:<module>:<entity>` (at most 1000);
             *     absent, any.
             */
            templates?: string[];
        };
        AcsResponse: {
            /**
             * Format: date-time
             * @description The snapshot's record time.
             */
            record_time: string;
            /** Format: int64 */
            migration_id: number;
            created_events: components["schemas"]["CreatedEvent"][];
            /**
             * Format: int64
             * @description Token of the next page; absent or `null` on the last page.
             */
            next_page_token?: number | null;
        };
        /**
         * @description A contract's creation: of an active holding, or a node of an update tree (the update history,
         *     an assignment), with `event_id` `<update_id>:<node>` there.
         */
        CreatedEvent: {
            /** @constant */
            event_type: "created_event";
            event_id: string;
            contract_id: string;
            /** @description `<package-id>:<module>:<entity>` */
            template_id: string;
            package_name: string;
            /** @description The create arguments as a compact JSON record. */
            create_arguments: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description Ledger effective time of the creating transaction.
             */
            created_at: string;
            signatories: components["schemas"]["PartyId"][];
            observers: components["schemas"]["PartyId"][];
        };
        AcsResponseV1: {
            /**
             * Format: date-time
             * @description The snapshot's record time.
             */
            record_time: string;
            /** Format: int64 */
            migration_id: number;
            created_events: components["schemas"]["ActiveContract"][];
            /**
             * Format: int64
             * @description Token of the next page; absent or `null` on the last page.
             */
            next_page_token?: number | null;
        };
        AcsResponseV2: {
            /**
             * Format: date-time
             * @description The snapshot's record time.
             */
            record_time: string;
            /** Format: int64 */
            migration_id: number;
            created_events: components["schemas"]["ActiveContract"][];
            /**
             * @description Token of the next page, an opaque string to pass back as `after`; absent or `null` on the
             *     last page.
             */
            next_page_token?: string | null;
        };
        /** @description An active contract (for the holdings operations, a holding), with the update that created it. */
        ActiveContract: {
            /**
             * @description The update that created the contract, the same on every Scan. Absent or `null` for
             *     contracts created before the current migration id.
             */
            created_in_update_id?: string | null;
            contract_id: string;
            /** @description `<package-id>:<module>:<entity>` */
            template_id: string;
            package_name: string;
            /** @description The create arguments as a compact JSON record. */
            create_arguments: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description Ledger effective time of the creating transaction.
             */
            created_at: string;
            signatories: components["schemas"]["PartyId"][];
            observers: components["schemas"]["PartyId"][];
        };
        AcsSnapshotTimestampResponse: {
            /**
             * Format: date-time
             * @description The snapshot's record time (that of the last update it includes).
             */
            record_time: string;
        };
        ForceAcsSnapshotResponse: {
            /**
             * Format: date-time
             * @description The record time of the snapshot taken.
             */
            record_time: string;
            /**
             * Format: int64
             * @description The Scan's current migration id, the snapshot's.
             */
            migration_id: number;
        };
        GetAcsSnapshotResponse: {
            /**
             * @description Canton's ACS snapshot of the party's contracts that the DSO party is a stakeholder of too,
             *     base64 (`Base64.getEncoder`, with padding).
             */
            acs_snapshot: string;
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
        GetRewardAccountingEarliestAvailableRoundResponse: {
            /**
             * Format: int64
             * @description The earliest round whose app-activity records this Scan has complete.
             */
            earliest_round: number;
        };
        /** @description One of three variants, told apart by `status`. */
        GetRewardAccountingActivityTotalsResponse: components["schemas"]["RewardAccountingActivityTotalsOk"] | components["schemas"]["RewardAccountingActivityTotalsUndetermined"] | components["schemas"]["RewardAccountingActivityTotalsCannotProvide"];
        /** @description The round's totals. */
        RewardAccountingActivityTotalsOk: {
            /** @constant */
            status: "Ok";
            /** Format: int64 */
            round_number: number;
            /** Format: int64 */
            total_app_activity_weight: number;
            /** Format: int64 */
            active_parties_count: number;
            /** Format: int64 */
            activity_records_count: number;
            /** @description Minting allowances granted to app providers in the round. */
            total_app_reward_minting_allowance: components["schemas"]["Decimal"];
            /** @description Allowances below the app reward threshold, which are burned. */
            total_app_reward_thresholded: components["schemas"]["Decimal"];
            /** @description App rewards not attributed to a provider because of the per-activity cap. */
            total_app_reward_unclaimed: components["schemas"]["Decimal"];
            /** Format: int64 */
            rewarded_app_provider_parties_count: number;
        };
        /** @description The totals are not computed yet; ask again later. */
        RewardAccountingActivityTotalsUndetermined: {
            /** @constant */
            status: "Undetermined";
        };
        /** @description This Scan will never have the totals of this round. */
        RewardAccountingActivityTotalsCannotProvide: {
            /** @constant */
            status: "CannotProvide";
        };
        /** @description One of three variants, told apart by `status`. */
        GetRewardAccountingRootHashResponse: components["schemas"]["RewardAccountingRootHashOk"] | components["schemas"]["RewardAccountingRootHashUndetermined"] | components["schemas"]["RewardAccountingRootHashCannotProvide"];
        /** @description The round's root hash. */
        RewardAccountingRootHashOk: {
            /** @constant */
            status: "Ok";
            /** Format: int64 */
            round_number: number;
            /** @description The hash of the round's root batch, in lower-case hex. */
            root_hash: string;
        };
        /** @description The root hash is not computed yet; ask again later. */
        RewardAccountingRootHashUndetermined: {
            /** @constant */
            status: "Undetermined";
        };
        /** @description This Scan will never have the root hash of this round. */
        RewardAccountingRootHashCannotProvide: {
            /** @constant */
            status: "CannotProvide";
        };
        /**
         * @description A batch of the round's tree, of the kind `batch_type` names: an inner batch
         *     (`BatchOfBatches`) carries `child_hashes`, a leaf (`BatchOfMintingAllowances`) carries
         *     `minting_allowances`. Upstream declares the two kinds as a `oneOf` on `batch_type`; here it is
         *     one object, since our unions are told apart by their key or by `status` only.
         */
        GetRewardAccountingBatchResponse: {
            /** @enum {string} */
            batch_type: "BatchOfBatches" | "BatchOfMintingAllowances";
            /** @description With `BatchOfBatches`, the hashes of the child batches, in lower-case hex. */
            child_hashes?: string[];
            /** @description With `BatchOfMintingAllowances`, the app providers and what each may mint. */
            minting_allowances?: components["schemas"]["RewardAccountingMintingAllowance"][];
        };
        /** @description What one app provider may mint for the round. */
        RewardAccountingMintingAllowance: {
            provider: components["schemas"]["PartyId"];
            amount: components["schemas"]["Decimal"];
        };
        GetMigrationInfoRequest: {
            /**
             * Format: int64
             * @description The migration id asked about.
             */
            migration_id: number;
        };
        GetMigrationInfoResponse: {
            /**
             * Format: int64
             * @description The migration id before this one; absent or `null` for the first.
             */
            previous_migration_id?: number | null;
            /** @description Per synchronizer, the record times of the oldest and newest update this Scan holds. */
            record_time_range: components["schemas"]["RecordTimeRange"][];
            /** @description The greatest import update id of the migration this Scan holds; absent or `null` if none. */
            last_import_update_id?: string | null;
            /** @description Whether this Scan holds every update of the migration but the import updates. */
            complete: boolean;
            /** @description Whether this Scan holds every import update of the migration (always sent). */
            import_updates_complete?: boolean;
        };
        RecordTimeRange: {
            synchronizer_id: string;
            /**
             * Format: date-time
             * @description The record time of the oldest update held.
             */
            min: string;
            /**
             * Format: date-time
             * @description The record time of the newest update held.
             */
            max: string;
        };
        GetUpdatesBeforeRequest: {
            /** Format: int64 */
            migration_id: number;
            /** @description The synchronizer, `<name>::<fingerprint>`; one the Scan cannot parse is refused 400. */
            synchronizer_id: string;
            /**
             * Format: date-time
             * @description Only updates whose record time is before this (exclusive).
             */
            before: string;
            /**
             * Format: date-time
             * @description Only updates whose record time is this or later.
             */
            at_or_after?: string;
            /**
             * Format: int32
             * @description The most updates to answer; fewer may come.
             */
            count: number;
        };
        GetUpdatesBeforeResponse: {
            /**
             * @description The updates, newest first, in the version 1 encoding of the deprecated `/v1/updates`
             *     (the constant `offset`, event ids `<update_id>:<node>`) with Daml values in protobuf JSON.
             *     Within a migration and synchronizer each update has its own record time, so the oldest
             *     one's `record_time` passed back as `before` reads on without a gap or a repeat.
             */
            transactions: components["schemas"]["UpdateHistoryItem"][];
        };
        GetImportUpdatesRequest: {
            /** Format: int64 */
            migration_id: number;
            /** @description Only import updates whose update id is greater than this; the empty string reads from the first. */
            after_update_id: string;
            /**
             * Format: int32
             * @description The most import updates to answer; fewer may come.
             */
            limit: number;
        };
        GetImportUpdatesResponse: {
            /**
             * @description The import updates, in update-id order, in the version 1 encoding (as `getUpdatesBefore`):
             *     each a transaction of one create whose update id is the contract id, record time
             *     `0001-01-01T00:00:00.000000Z` and workflow id `canton-network-acs-import-<update id>`.
             *     The last one's `update_id` passed back as `after_update_id` reads on.
             */
            transactions: components["schemas"]["UpdateHistoryItem"][];
        };
        GetBackfillingStatusResponse: {
            /** @description Whether both the update history and the transaction log are backfilled. */
            complete: boolean;
        };
        BulkStorageObjectRef: {
            /** @description Where to download the object, on this Scan (`<public URL>/api/scan/v0/history/bulk/download/<key>`). */
            url: string;
            /** @description The SHA-256 digest of the object, the same on every SV's storage. */
            digest: string;
        };
        ListBulkAcsSnapshotObjectsResponse: {
            /**
             * Format: date-time
             * @description The record time of the snapshot.
             */
            record_time: string;
            object_refs: components["schemas"]["BulkStorageObjectRef"][];
        };
        ListBulkUpdateHistoryObjectsRequest: {
            /**
             * Format: date-time
             * @description Every update after this time is in the answered objects.
             */
            start_record_time: string;
            /**
             * Format: date-time
             * @description Every update up to this time (inclusive) is in the answered objects.
             */
            end_record_time: string;
            /** @description The `next_page_token` of the previous page, as received. */
            next_page_token?: string;
            /**
             * Format: int32
             * @description The most objects in the page.
             */
            page_size: number;
        };
        ListBulkUpdateHistoryObjectsResponse: {
            object_refs: components["schemas"]["BulkStorageObjectRef"][];
            /** @description Pass it back as `next_page_token` for the next page; absent or `null` on the last page. */
            next_page_token?: string | null;
        };
        GetBulkObjectChecksumsRequest: {
            /** @description The keys of the objects. */
            object_keys: string[];
        };
        GetBulkObjectChecksumsResponse: {
            /** @description One entry per key asked, in that order. */
            checksums: components["schemas"]["BulkObjectChecksum"][];
        };
        BulkObjectChecksum: {
            /** @description The object's checksum; absent or `null` when neither committed nor staging storage holds it. */
            value?: string | null;
        };
        GetBulkObjectsProgressResponse: {
            /** @description Whether both the staged ACS snapshots and the staged update history reach the time asked. */
            beyond_requested_record_time: boolean;
        };
        LookupFeaturedAppRightResponse: {
            /** @description The contract; `null` (or absent) when no such contract is active. */
            featured_app_right?: components["schemas"]["Contract"] | null;
        };
        ListFeaturedAppRightsResponse: {
            /** @description `Splice.Amulet:FeaturedAppRight` contracts. */
            featured_apps: components["schemas"]["Contract"][];
        };
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
         * @description A contract the caller may already hold, and where it is. `contract` is `null` (or absent) when
         *     the caller named this contract's id as cached; otherwise it is the whole contract. `domain_id`
         *     is always the contract's current state, whether the contract is sent or not.
         */
        MaybeCachedContractWithState: {
            /** @description The contract; `null` when the caller's cached copy is current. */
            contract?: components["schemas"]["Contract"] | null;
            /** @description The synchronizer the contract is assigned to; `null` while it is being reassigned. */
            domain_id?: string | null;
        };
        /**
         * @description Contract id → contract the caller may already hold. Every active contract of the kind is a key;
         *     a cached id that is no key is no longer active and should be dropped from the caller's cache.
         */
        MaybeCachedContractWithStateMap: {
            [key: string]: components["schemas"]["MaybeCachedContractWithState"];
        };
        /** @description An active contract and the synchronizer it is assigned to. */
        ContractWithState: {
            contract: components["schemas"]["Contract"];
            /** @description The synchronizer the contract is assigned to; `null` (or absent) while it is being reassigned. */
            domain_id?: string | null;
        };
        ListDsoScansResponse: {
            scans: components["schemas"]["DomainScans"][];
        };
        /** @description The Scans serving one synchronizer; at most one per SV. */
        DomainScans: {
            /** @description The synchronizer id. */
            domainId: string;
            scans: components["schemas"]["ScanInfo"][];
        };
        ScanInfo: {
            /**
             * @description Public address of the Scan, as its SV configured it. The Scan serves the text the SV
             *     published without checking it; expect an http or https URL, but parse it defensively.
             */
            publicUrl: string;
            /** @description Name of the SV that operates it. */
            svName: string;
        };
        /**
         * @description A name-service entry: one a user bought (a `Splice.Ans:AnsEntry` contract, which expires), or one
         *     the DSO provides for itself (`dso.<acronym>`) or for an SV (`<sv name>.sv.<acronym>`), which has
         *     no contract, an empty `url` and `description`, and never expires.
         */
        AnsEntry: {
            /**
             * @description The entry's contract; `null` (or absent) for an entry the DSO provides. Renewing an entry
             *     gives it a new contract id.
             */
            contract_id?: string | null;
            /** @description The owner's party id. */
            user: string;
            name: string;
            /** @description Empty, or an http or https URL the owner supplied. */
            url: string;
            /** @description Text the owner supplied; may be empty. */
            description: string;
            /**
             * Format: date-time
             * @description When the entry expires; `null` (or absent) for an entry the DSO provides.
             */
            expires_at?: string | null;
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
        GetClosedRoundsResponse: {
            /**
             * @description `Splice.Round:ClosedMiningRound` contracts still in process (rewards not yet claimed or
             *     expired, or the closing not yet confirmed), by round number. Usually empty.
             */
            rounds: components["schemas"]["Contract"][];
        };
        GetOpenAndIssuingMiningRoundsRequest: {
            /**
             * @description The ids of the open rounds the caller holds (at most 1000); empty is fine. Their contracts
             *     are not sent again.
             */
            cached_open_mining_round_contract_ids: string[];
            /**
             * @description The ids of the issuing rounds the caller holds (at most 1000); empty is fine. Their
             *     contracts are not sent again.
             */
            cached_issuing_round_contract_ids: string[];
        };
        GetOpenAndIssuingMiningRoundsResponse: {
            /**
             * Format: int64
             * @description How long the caller may keep this answer, in microseconds: the shortest tick of the open
             *     and summarizing rounds, or half an issuing round's span if shorter, so that a cached answer
             *     expires before any round it does not hold opens.
             */
            time_to_live_in_microseconds: number;
            open_mining_rounds: components["schemas"]["MaybeCachedContractWithStateMap"];
            issuing_mining_rounds: components["schemas"]["MaybeCachedContractWithStateMap"];
        };
        GetAmuletConfigForRoundResponse: {
            amulet_create_fee: components["schemas"]["Decimal"];
            holding_fee: components["schemas"]["Decimal"];
            lock_holder_fee: components["schemas"]["Decimal"];
            transfer_fee: components["schemas"]["SteppedRate"];
        };
        /** @description A rate that changes at amount thresholds. */
        SteppedRate: {
            initial: components["schemas"]["Decimal"];
            steps: components["schemas"]["RateStep"][];
        };
        /** @description From `amount` on, `rate` applies. */
        RateStep: {
            amount: components["schemas"]["Decimal"];
            rate: components["schemas"]["Decimal"];
        };
        /**
         * @description `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
         *     Splice's own client writes an absent id as `null`, which the Scan reads as absent.
         */
        GetAmuletRulesRequest: {
            /** @description The id of the AmuletRules contract the caller holds. */
            cached_amulet_rules_contract_id?: string | null;
            /** @description The synchronizer the caller last saw it on. The Scan ignores it (HttpScanHandler.getAmuletRules). */
            cached_amulet_rules_domain_id?: string | null;
        };
        GetAmuletRulesResponse: {
            amulet_rules_update: components["schemas"]["MaybeCachedContractWithState"];
        };
        /**
         * @description `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
         *     Splice's own client writes an absent id as `null`, which the Scan reads as absent.
         */
        GetExternalPartyAmuletRulesRequest: {
            /** @description The id of the ExternalPartyAmuletRules contract the caller holds. */
            cached_external_party_amulet_rules_contract_id?: string | null;
            /** @description The synchronizer the caller last saw it on. The Scan ignores it. */
            cached_external_party_amulet_rules_domain_id?: string | null;
        };
        GetExternalPartyAmuletRulesResponse: {
            external_party_amulet_rules_update: components["schemas"]["MaybeCachedContractWithState"];
        };
        /**
         * @description `{}` asks for the contract; with the id the caller holds, the contract is sent only if it changed.
         *     Splice's own client writes an absent id as `null`, which the Scan reads as absent.
         */
        GetAnsRulesRequest: {
            /** @description The id of the AnsRules contract the caller holds. */
            cached_ans_rules_contract_id?: string | null;
            /** @description The synchronizer the caller last saw it on. The Scan ignores it. */
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
        ListUnclaimedDevelopmentFundCouponsResponse: {
            /**
             * @description `Splice.Amulet:UnclaimedDevelopmentFundCoupon` contracts with their synchronizer. The key is
             *     written with hyphens.
             */
            "unclaimed-development-fund-coupons": components["schemas"]["ContractWithState"][];
        };
        /** @description The node's health, one of three one-key objects. */
        NodeStatus: ({
            not_initialized?: never;
            failed?: never;
        } & components["schemas"]["SuccessStatusResponse"]) | ({
            success?: never;
            failed?: never;
        } & components["schemas"]["NotInitializedStatusResponse"]) | ({
            success?: never;
            not_initialized?: never;
        } & components["schemas"]["FailureStatusResponse"]);
        SuccessStatusResponse: {
            success: components["schemas"]["Status"];
        };
        NotInitializedStatusResponse: {
            not_initialized: components["schemas"]["NotInitialized"];
        };
        FailureStatusResponse: {
            failed: components["schemas"]["ErrorResponse"];
        };
        /** @description A running node. */
        Status: {
            /** @description The node's unique identifier, `<name>::<fingerprint>`. */
            id: string;
            /** @description Time since the node started, as a Java `Duration` prints it (ISO 8601, `PT71H4M12.482S`). */
            uptime: string;
            /** @description The node's ports by name. */
            ports: {
                [key: string]: number;
            };
            /** @description Unused; Splice always sends `null`. */
            extra?: string | null;
            /** @description Whether the node is active (and so ready to serve). */
            active: boolean;
        };
        /** @description A node that has not finished starting. */
        NotInitialized: {
            active: boolean;
        };
        Version: {
            /** @description The release the node was built as (`0.8.4`); a development build carries a suffix. */
            version: string;
            /**
             * Format: date-time
             * @description The time of the build's commit, in UTC.
             */
            commit_ts: string;
        };
        GetDsoInfoResponse: {
            /** @description The ledger user of the SV operating this Scan (often an OAuth client id, `…@clients`); per Scan. */
            sv_user: string;
            /** @description The party of the SV operating this Scan; per Scan. */
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
            /** @description The round the network started from, a number as text; every Scan sends it. */
            initial_round?: string;
        };
        GetDsoPartyIdResponse: {
            dso_party_id: components["schemas"]["PartyId"];
        };
        GetSpliceInstanceNamesResponse: {
            /** @description The network's name. */
            network_name: string;
            /** @description Where the network's favicon is; the SV's configured text, not checked. */
            network_favicon_url: string;
            /** @description What the network calls Amulet, its coin. */
            amulet_name: string;
            /** @description The coin's acronym. */
            amulet_name_acronym: string;
            /** @description What the network calls the Amulet Name Service. */
            name_service_name: string;
            /** @description The name service's acronym. */
            name_service_name_acronym: string;
        };
        /** @description The optional features this Scan supports; none so far. */
        FeatureSupportResponse: {
            /** @description A placeholder without meaning; Splice sends `null`. */
            dummy?: boolean | null;
        };
        ListDsoSequencersResponse: {
            /** @description One entry per synchronizer, in synchronizer id order. */
            domainSequencers: components["schemas"]["DomainSequencers"][];
        };
        DomainSequencers: {
            /** @description The synchronizer id. */
            domainId: string;
            /** @description The SVs' sequencers of this synchronizer. */
            sequencers: components["schemas"]["DsoSequencer"][];
        };
        DsoSequencer: {
            /**
             * Format: int64
             * @description The migration the sequencer serves; -1 for a sequencer of a physical synchronizer (then `synchronizerSerial` is set).
             */
            migrationId: number;
            /**
             * Format: int64
             * @description The serial of the physical synchronizer the sequencer serves; `null` (or absent) for a sequencer of a migration.
             */
            synchronizerSerial?: number | null;
            /** @description The sequencer's id, `SEQ::<name>::<fingerprint>`. */
            id: string;
            /** @description The sequencer's public URL; the Scan leaves out sequencers whose URL does not parse. */
            url: string;
            /** @description The name of the SV that operates it, as in `listDsoScans`. */
            svName: string;
            /**
             * @description The time from which participants should connect to it. A sequencer an SV keeps from an earlier
             *     migration (its `legacySequencerConfig`) is sent with the earliest time Java can write,
             *     `-999999999-01-01T00:00:00+18:00`, which is not an RFC 3339 date-time: the schema accepts it
             *     beside a date-time.
             */
            availableAfter: string;
        };
        ListSvBftSequencersResponse: {
            bftSequencers: components["schemas"]["SynchronizerBftSequencer"][];
        };
        SynchronizerBftSequencer: {
            /**
             * Format: int64
             * @description The serial of the physical synchronizer it sequences.
             */
            serialId: number;
            /** @description The sequencer's id. */
            id: string;
            /** @description The URL other sequencers reach it at (peer to peer). */
            p2pUrl: string;
        };
        MigrationSchedule: {
            /**
             * Format: date-time
             * @description When the migration is planned.
             */
            time: string;
            /**
             * Format: int64
             * @description The migration id after it.
             */
            migration_id: number;
        };
        GetMigrationIdResponse: {
            /** Format: int64 */
            migration_id: number;
        };
        GetRollForwardLsuResponse: {
            /** @description The configured roll-forward upgrade; absent or `null` when none is configured. */
            rollForwardLsu?: components["schemas"]["RollForwardLsu"] | null;
        };
        RollForwardLsu: {
            /** Format: date-time */
            upgradeTime: string;
            /** @description The physical synchronizer upgraded from, `<synchronizer id>::<protocol version>-<serial>`. */
            currentPhysicalSynchronizerId: string;
            /** @description The physical synchronizer upgraded to. */
            successorPhysicalSynchronizerId: string;
        };
        GetLsuResponse: {
            /** @description The announced upgrade; `null` (or absent) when none is announced. */
            lsu?: components["schemas"]["Lsu"] | null;
        };
        Lsu: {
            /**
             * Format: date-time
             * @description When the topology freezes (the announcement's effective time).
             */
            topologyFreezeTime: string;
            /**
             * Format: date-time
             * @description When the upgrade takes place.
             */
            upgradeTime: string;
            /** @description The physical synchronizer after the upgrade, `<synchronizer id>::<protocol version>-<serial>`. */
            successorPhysicalSynchronizerId: string;
        };
        GetActivePhysicalSynchronizerSerialResponse: {
            /**
             * Format: int64
             * @description The serial of the active physical synchronizer.
             */
            serial: number;
        };
        GetMemberTrafficStatusResponse: {
            traffic_status: components["schemas"]["MemberTrafficStatus"];
        };
        MemberTrafficStatus: {
            actual: components["schemas"]["ActualMemberTrafficState"];
            target: components["schemas"]["TargetMemberTrafficState"];
        };
        /** @description The member's traffic as the sequencer of the Scan's SV reports it. */
        ActualMemberTrafficState: {
            /**
             * Format: int64
             * @description Extra traffic consumed, in bytes.
             */
            total_consumed: number;
            /**
             * Format: int64
             * @description The extra traffic limit, in bytes; a top-up is complete once it reaches `total_purchased`.
             */
            total_limit: number;
        };
        TargetMemberTrafficState: {
            /**
             * Format: int64
             * @description Extra traffic bought for the member on the synchronizer, in bytes.
             */
            total_purchased: number;
        };
        GetPartyToParticipantResponse: {
            /** @description The hosting participant, `PAR::<name>::<fingerprint>`. */
            participant_id: string;
        };
        GetPartyToParticipantResponseV1: {
            /** @description The hosting participants, each `PAR::<name>::<fingerprint>`. */
            participant_ids: string[];
        };
        ListValidatorLicensesResponse: {
            /** @description `Splice.ValidatorLicense:ValidatorLicense` contracts, newest first. */
            validator_licenses: components["schemas"]["Contract"][];
            /**
             * Format: int64
             * @description Pass as `after` for the next page; set on every page with licences, `null` (or absent) on the empty page that ends the listing.
             */
            next_page_token?: number | null;
        };
        GetValidatorFaucetsByValidatorResponse: {
            /** @description One entry per licensed validator asked, in no particular order. */
            validatorsReceivedFaucets: components["schemas"]["ValidatorReceivedFaucets"][];
        };
        ValidatorReceivedFaucets: {
            /** @description The validator's party. */
            validator: string;
            /**
             * Format: int64
             * @description Rounds in which it collected a faucet coupon.
             */
            numRoundsCollected: number;
            /**
             * Format: int64
             * @description Rounds between its first and last collection in which it did not collect.
             */
            numRoundsMissed: number;
            /**
             * Format: int64
             * @description The first round it collected in (0 if it never did).
             */
            firstCollectedInRound: number;
            /**
             * Format: int64
             * @description The last round it collected in (0 if it never did).
             */
            lastCollectedInRound: number;
        };
        /**
         * @description How Daml values are written: `compact_json` is the JSON of the JSON Ledger API and the
         *     JavaScript codegen (record field names, int64 and decimals as strings); `protobuf_json` carries
         *     each value's type, so it reads back without the Daml source (ScanHttpEncodings.scala).
         * @default compact_json
         * @enum {string}
         */
        DamlValueEncoding: "compact_json" | "protobuf_json";
        /**
         * @description Where the page starts: after this record time within this migration, and everything of later
         *     migrations. Copy both from the last item of the previous page.
         */
        UpdateHistoryRequestAfter: {
            /**
             * Format: int64
             * @description The migration id of the last item read.
             */
            after_migration_id: number;
            /**
             * Format: date-time
             * @description The record time of the last item read, exclusive. The Scan parses it with `Instant.parse`;
             *     text it cannot parse is answered `400 {error}` "Invalid timestamp: …"
             *     (HttpScanHandler.parseTimestamp).
             */
            after_record_time: string;
        };
        UpdateHistoryRequestV2: {
            after?: components["schemas"]["UpdateHistoryRequestAfter"];
            /**
             * Format: int32
             * @description The most items of the page. The bound is the Scan operator's `updateHistoryMaxPageSize`,
             *     1000 unless configured otherwise; beyond it, `400 {error}`.
             */
            page_size: number;
            daml_value_encoding?: components["schemas"]["DamlValueEncoding"];
        };
        UpdateHistoryResponseV2: {
            /**
             * @description The updates after the cursor, by migration id, then record time. Fewer than `page_size`
             *     (none included) means the Scan has nothing more yet; reading on later may give more.
             */
            transactions: components["schemas"]["UpdateHistoryItemV2"][];
        };
        /**
         * @description One update of the history, a transaction or a reassignment; the fields each requires tell them
         *     apart (no tag on the wire, so `anyOf`: no item matches both).
         */
        UpdateHistoryItemV2: components["schemas"]["UpdateHistoryTransactionV2"] | components["schemas"]["UpdateHistoryReassignment"];
        /** @description The v2 request, read by the deprecated `/v1/updates`. */
        UpdateHistoryRequestV1: {
            after?: components["schemas"]["UpdateHistoryRequestAfter"];
            /** Format: int32 */
            page_size: number;
            daml_value_encoding?: components["schemas"]["DamlValueEncoding"];
        };
        /** @description The request of the deprecated `/v0/updates`; `lossless` is `protobuf_json`. */
        UpdateHistoryRequest: {
            after?: components["schemas"]["UpdateHistoryRequestAfter"];
            /** Format: int32 */
            page_size: number;
            /** @description `true`: Daml values as `protobuf_json`; otherwise `compact_json`. */
            lossless?: boolean;
        };
        UpdateHistoryResponse: {
            transactions: components["schemas"]["UpdateHistoryItem"][];
        };
        /**
         * @description One update of the deprecated v1 and v0 reads, a transaction (with `offset`) or a reassignment;
         *     the fields each requires tell them apart.
         */
        UpdateHistoryItem: components["schemas"]["UpdateHistoryTransaction"] | components["schemas"]["UpdateHistoryReassignment"];
        /**
         * @description A transaction of the deprecated reads. In v1 `offset` is the constant `000000000000000001`
         *     and event ids are `<update_id>:<node>` as in v2; in v0 `offset` is this Scan's participant
         *     offset and event ids `#<update_id>:<node>` as the participant numbers them, so v0 answers
         *     differ between Scans. `events_by_id` has no defined key order.
         */
        UpdateHistoryTransaction: {
            update_id: string;
            /** Format: int64 */
            migration_id: number;
            workflow_id: string;
            /** Format: date-time */
            record_time: string;
            synchronizer_id: string;
            /** Format: date-time */
            effective_at: string;
            offset: string;
            root_event_ids: string[];
            events_by_id: {
                [key: string]: components["schemas"]["TreeEvent"];
            };
            /** @description As in v2; v0 writes it whenever it is stored (no threshold), left out when absent. */
            external_transaction_hash?: string;
        };
        /**
         * @description A transaction as a tree of events, the same on every Scan: event ids are
         *     `<update_id>:<node>` with the nodes numbered densely (ScanHttpEncodings.makeConsistentAcrossSvs).
         */
        UpdateHistoryTransactionV2: {
            update_id: string;
            /**
             * Format: int64
             * @description The migration id of the synchronizer that sequenced it.
             */
            migration_id: number;
            /** @description The Daml workflow id; empty when none was set. */
            workflow_id: string;
            /**
             * Format: date-time
             * @description When it was sequenced, always with six fraction digits (ScanHttpEncodings.formatRecordTime).
             */
            record_time: string;
            synchronizer_id: string;
            /**
             * Format: date-time
             * @description The ledger effective time (Java `Instant.toString`, 0 to 9 fraction digits).
             */
            effective_at: string;
            /** @description The events at the roots of the tree, in transaction order; each is a key of `events_by_id`. */
            root_event_ids: string[];
            /**
             * @description Every event of the tree by its id, keys sorted as text (not the transaction's order: read
             *     `root_event_ids` and each exercise's `child_event_ids` for that).
             */
            events_by_id: {
                [key: string]: components["schemas"]["TreeEvent"];
            };
            /**
             * @description For an externally signed transaction, the hash the external party signed, in hex. Written
             *     only for transactions recorded at or after the Scan's `externalTransactionHashThresholdTime`
             *     (2030-01-01 unless configured), so on today's networks it is absent; otherwise left out,
             *     never `null` (ScanJsonSupport.scala: OmitNullString).
             */
            external_transaction_hash?: string;
        };
        /** @description A transaction found by the hash its external party signed; the hash is always written. */
        UpdateHistoryTransactionV2WithHash: {
            update_id: string;
            /** Format: int64 */
            migration_id: number;
            workflow_id: string;
            /** Format: date-time */
            record_time: string;
            synchronizer_id: string;
            /** Format: date-time */
            effective_at: string;
            root_event_ids: string[];
            events_by_id: {
                [key: string]: components["schemas"]["TreeEvent"];
            };
            /** @description The hash the external party signed, in hex. */
            external_transaction_hash: string;
        };
        /**
         * @description A contract moved between synchronizers. It has no top-level `migration_id`: the migration is
         *     the event's. `offset` is the constant `000000000000000001`, kept from v1 for compatibility.
         */
        UpdateHistoryReassignment: {
            update_id: string;
            offset: string;
            /** Format: date-time */
            record_time: string;
            event: components["schemas"]["UpdateHistoryAssignment"] | components["schemas"]["UpdateHistoryUnassignment"];
        };
        UpdateHistoryAssignment: {
            submitter: components["schemas"]["PartyId"];
            source_synchronizer: string;
            target_synchronizer: string;
            /**
             * Format: int64
             * @description The migration id of the target synchronizer.
             */
            migration_id: number;
            /** @description The id of the matching unassignment (usually, not always, earlier). */
            unassign_id: string;
            created_event: components["schemas"]["CreatedEvent"];
            /**
             * Format: int64
             * @description 0 at creation, one more at each unassignment; an assignment has its unassignment's.
             */
            reassignment_counter: number;
        };
        UpdateHistoryUnassignment: {
            submitter: components["schemas"]["PartyId"];
            source_synchronizer: string;
            target_synchronizer: string;
            /**
             * Format: int64
             * @description The migration id of the source synchronizer.
             */
            migration_id: number;
            unassign_id: string;
            /** Format: int64 */
            reassignment_counter: number;
            contract_id: string;
        };
        /** @description A node of a transaction tree, told apart by `event_type` (`created_event`, `exercised_event`). */
        TreeEvent: components["schemas"]["CreatedEvent"] | components["schemas"]["ExercisedEvent"];
        ExercisedEvent: {
            /** @constant */
            event_type: "exercised_event";
            event_id: string;
            contract_id: string;
            /** @description `<package-id>:<module>:<entity>` */
            template_id: string;
            package_name: string;
            choice: string;
            /** @description The choice's argument record. */
            choice_argument: {
                [key: string]: unknown;
            };
            /** @description The events this exercise caused directly, in transaction order. */
            child_event_ids: string[];
            /**
             * @description The choice's result as a JSON value: in `compact_json` a record is an object, but a
             *     contract id or text is a string, a boolean a boolean, `None` `null`.
             */
            exercise_result: unknown;
            /** @description Whether the exercise archived the contract. */
            consuming: boolean;
            acting_parties: components["schemas"]["PartyId"][];
            /** @description The interface that defines the choice, `null` when the template does. */
            interface_id?: string | null;
        };
        EventHistoryRequest: {
            after?: components["schemas"]["UpdateHistoryRequestAfter"];
            /**
             * Format: int32
             * @description The most events of the page; the bound is the Scan operator's, 1000 unless configured.
             */
            page_size: number;
            daml_value_encoding?: components["schemas"]["DamlValueEncoding"];
        };
        EventHistoryResponse: {
            /**
             * @description The events after the cursor, by migration id, then record time. Fewer than `page_size`
             *     (none included) means the Scan has nothing more yet.
             */
            events: components["schemas"]["EventHistoryItem"][];
        };
        /**
         * @description What happened at one record time: the update (a transaction or a reassignment), the mediator's
         *     verdict on it, or both (then with the same `update_id` and `record_time`). A reassignment has no
         *     verdict; a transaction no party the Scan sees takes part in has only its verdict. Each absent
         *     part is written `null`. `traffic_summary` and `app_activity_records` come with a verdict where
         *     the SVs compute activity records (CIP-0104).
         */
        EventHistoryItem: {
            update?: components["schemas"]["UpdateHistoryItemV2"] | null;
            verdict?: components["schemas"]["EventHistoryVerdict"] | null;
            traffic_summary?: components["schemas"]["EventHistoryTrafficSummary"] | null;
            app_activity_records?: components["schemas"]["EventHistoryAppActivityRecords"] | null;
        };
        /** @description The mediator's verdict on a transaction (ScanHttpEncodings.encodeVerdict). */
        EventHistoryVerdict: {
            /** @description The transaction's update id; a Scan keeps the first verdict of an update id only. */
            update_id: string;
            /** Format: int64 */
            migration_id: number;
            domain_id: string;
            /**
             * Format: date-time
             * @description The transaction's record time, six fraction digits.
             */
            record_time: string;
            /**
             * Format: date-time
             * @description When the mediator finalized the verdict; it may differ between Scans (each reads its own SV's mediator).
             */
            finalization_time: string;
            submitting_parties: components["schemas"]["PartyId"][];
            submitting_participant_uid: string;
            /** @enum {string} */
            verdict_result: "VERDICT_RESULT_UNSPECIFIED" | "VERDICT_RESULT_ACCEPTED" | "VERDICT_RESULT_REJECTED";
            /** Format: int32 */
            mediator_group: number;
            transaction_views: components["schemas"]["TransactionViews"];
            /**
             * Format: int64
             * @description Written from Splice 0.9.0 (absent before): the oldest open mining round at `record_time` (the round of the
             *     activity records); `null` for verdicts ingested before the field existed.
             */
            round_number?: number | null;
        };
        TransactionViews: {
            views: components["schemas"]["TransactionView"][];
            root_views: number[];
        };
        TransactionView: {
            /** Format: int32 */
            view_id: number;
            informees: components["schemas"]["PartyId"][];
            confirming_parties: components["schemas"]["Quorum"][];
            sub_views: number[];
            /** @description Always empty in the releases described (ScanHttpEncodings.encodeVerdict writes ""). */
            view_hash: string;
        };
        Quorum: {
            parties: components["schemas"]["PartyId"][];
            /** Format: int32 */
            threshold: number;
        };
        /** @description The sequencer's traffic figures of the transaction's confirmation request. */
        EventHistoryTrafficSummary: {
            /**
             * Format: int64
             * @description The traffic the submitting validator paid, in bytes.
             */
            total_traffic_cost: number;
            envelope_traffic_summaries: components["schemas"]["EnvelopeTrafficSummary"][];
        };
        EnvelopeTrafficSummary: {
            /** Format: int64 */
            traffic_cost: number;
            view_ids: number[];
        };
        /** @description The app activity of the transaction, per app provider (CIP-0104). */
        EventHistoryAppActivityRecords: {
            /** Format: int64 */
            round_number: number;
            records: components["schemas"]["AppActivityRecord"][];
        };
        AppActivityRecord: {
            party: components["schemas"]["PartyId"];
            /**
             * Format: int64
             * @description Activity weight, in bytes of traffic.
             */
            weight: number;
        };
        EventLatestRecordTimeResponse: {
            /**
             * Format: date-time
             * @description The latest record time up to which `/v0/events` answers events.
             */
            record_time: string;
        };
    };
    responses: {
        /**
         * @description The request is not valid. A body the Scan cannot decode (not JSON, a field of the wrong type, a
         *     missing required field, a value outside an enum) is rejected by the HTTP layer before the
         *     handler runs, in plain text. A body it decodes but the handler rejects (a page size outside 1
         *     to 1000, an empty owner list) is answered with `{error}` in JSON.
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
         * @description The request is not valid. A body the Scan cannot decode (not JSON, a field of the wrong type, a
         *     missing required field, a value outside an enum) is rejected by the HTTP layer before the
         *     handler runs, in plain text. A body it decodes but the handler rejects (a page size outside 1
         *     to 1000, an empty owner list, from 0.9.0 a list of more than 1000 items) is answered with
         *     `{error}` in JSON.
         */
        BadRequestV2: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description The request is not valid. A body the Scan cannot decode (not JSON, a field of the wrong type, a
         *     missing required field, a value outside an enum) is rejected by the HTTP layer before the
         *     handler runs, in plain text. A body it decodes but the handler rejects (a page size outside 1
         *     to 1000, a template not of three parts) is answered with `{error}` in JSON.
         */
        AcsBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /** @description No snapshot matches `migration_id` and `record_time`. */
        NoSnapshot: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description A query parameter does not parse (plain text, pekko's rejection), or a time outside the range
         *     Canton's timestamps hold (`{error}`, `Failed to decode: …`).
         */
        SnapshotTimeBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The request is not valid. A body the Scan cannot decode (not JSON, a field of the wrong type, a
         *     missing required field, a value outside an enum) is rejected by the HTTP layer in plain text. A
         *     body it decodes but the handler rejects is answered with `{error}`: an empty owner list, an owner
         *     that is not a party id, from 0.9.0 more than 1000 owners, and more than 1000 Amulet and
         *     LockedAmulet contracts in the snapshot with one of the owners as a stakeholder (owner or lock
         *     holder; the summary is not paged, and the Scan refuses rather than answering a partial sum).
         */
        HoldingsSummaryBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
        /**
         * @description No snapshot of `migration_id` at `record_time` (with `record_time_match: exact`), or none at or
         *     before it (with `at_or_before`).
         */
        HoldingsSummaryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The Scan failed to answer. */
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
        /**
         * @description This Scan has not loaded its update history yet, or is still copying the history before it
         *     joined from the other Scans; another Scan may answer. Upstream declares no 503; the handler
         *     fails UNAVAILABLE (HttpScanHandler.confirmBackfillingIsCompleteThen), which is answered 503.
         */
        HistoryNotReady: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description This Scan has no bulk storage (or, for the listings, no public URL) configured: upstream
         *     declares 501, but the Scan fails with gRPC UNIMPLEMENTED, which it answers 400 `{error}`. A
         *     body the Scan cannot decode is refused in plain text; a page size outside 1 to 1000 with
         *     `{error}`.
         */
        BulkStorageNotConfigured: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
                "text/plain": string;
            };
        };
    };
    parameters: {
        /**
         * @description The synchronizer id, `<name>::<fingerprint>`; one that does not parse is answered 400.
         * @example global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17
         */
        topologySynchronizerId: string;
        /**
         * @description The party, URL-encoded (it holds `:`).
         * @example digitalasset-testValidator-1::1220e92bbc9d80cb6e283184017b307b9f44f23d32d7d195cdbcac033ae91eac2f28
         */
        topologyPartyId: components["schemas"]["PartyId"];
        /**
         * @description Find the latest snapshot at or before this time.
         * @example 2025-02-12T00:00:00Z
         */
        snapshotBefore: string;
        /**
         * @description Find the earliest snapshot strictly after this time.
         * @example 2025-02-11T18:00:00Z
         */
        snapshotAfter: string;
        /**
         * @description The migration whose snapshots are searched (and, for the snapshot after a time, every later one).
         * @example 4
         */
        snapshotMigrationId: number;
        /** @description How Daml values (arguments, results) are written; `compact_json` when absent. */
        damlValueEncoding: components["schemas"]["DamlValueEncoding"];
    };
    requestBodies: {
        HoldingsStateRequest: {
            content: {
                "application/json": components["schemas"]["HoldingsStateRequest"];
            };
        };
        AcsRequest: {
            content: {
                "application/json": components["schemas"]["AcsRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    /**
     * List closed vote requests of the DSO, newest first, a page at a time
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listVoteRequestResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListVoteResultsRequest"];
            };
        };
        responses: {
            /** @description One page of vote request results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDsoRulesVoteResultsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Count the DSO's closed vote requests that match some filters
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    countVoteRequestResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountVoteResultsRequest"];
            };
        };
        responses: {
            /** @description The number of matching results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountVoteResultsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Find an SV's reward weight as last changed by an accepted vote
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getPreviousSvRewardWeight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviousSvRewardWeightRequest"];
            };
        };
        responses: {
            /** @description The weight, or `null`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviousSvRewardWeightResponse"];
                };
            };
            /** @description The body does not decode (plain text), or `svParty` is not a party id (`{error}`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the DSO's active vote requests
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listDsoRulesVoteRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active vote requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDsoRulesVoteRequestsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up an active vote request by contract id
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupDsoRulesVoteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The vote request's contract id.
                 * @example 10f1a2cbcd5a2dc9ad2fb9d17fec183d75de19ca91f623cbd2eaaf634e8d7cb4b5ca101220b5c5c20442f608e151ca702e0c4f51341a338c5979c0547dfcc80f911061ca91
                 */
                vote_request_contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active vote request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupDsoRulesVoteRequestResponse"];
                };
            };
            /** @description No active vote request has that contract id. */
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
     * Look up several active vote requests by contract id
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listVoteRequestsByTrackingCid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchListVotesByVoteRequestsRequest"];
            };
        };
        responses: {
            /** @description The active vote requests found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVoteRequestByTrackingCidResponse"];
                };
            };
            /** @description The body does not decode (plain text), or from 0.9.0 it names more than 1000 ids (`{error}`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the SVs' Amulet price votes
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listAmuletPriceVotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price votes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAmuletPriceVotesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List active token holdings of some owners at a snapshot (deprecated)
     * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Removed in 0.9.0.
     */
    getHoldingsStateAt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["HoldingsStateRequest"];
        responses: {
            /** @description One page of created events of active holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List active token holdings of some owners at a snapshot (deprecated)
     * @deprecated Use `getHoldingsStateAtV2` (POST /v2/holdings/state) now. Deprecated in 0.7.5; removed in 0.9.0.
     */
    getHoldingsStateAtV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["HoldingsStateRequest"];
        responses: {
            /** @description One page of active holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponseV1"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getHoldingsStateAtV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldingsStateRequestV2"];
            };
        };
        responses: {
            /** @description One page of active holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponseV2"];
                };
            };
            400: components["responses"]["BadRequestV2"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the active contracts at a snapshot (deprecated)
     * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Removed in 0.9.0.
     */
    getAcsSnapshotAt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AcsRequest"];
        responses: {
            /** @description One page of created events of active contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponse"];
                };
            };
            400: components["responses"]["AcsBadRequest"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the active contracts at a snapshot (deprecated)
     * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) now. Deprecated in 0.7.5; removed in 0.9.0.
     */
    getAcsSnapshotAtV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AcsRequest"];
        responses: {
            /** @description One page of active contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponseV1"];
                };
            };
            400: components["responses"]["AcsBadRequest"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getAcsSnapshotAtV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcsRequestV2"];
            };
        };
        responses: {
            /** @description One page of active contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsResponseV2"];
                };
            };
            400: components["responses"]["BadRequestV2"];
            404: components["responses"]["NoSnapshot"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getDateOfMostRecentSnapshotBefore: {
        parameters: {
            query: {
                /**
                 * @description Find the latest snapshot at or before this time.
                 * @example 2025-02-12T00:00:00Z
                 */
                before: components["parameters"]["snapshotBefore"];
                /**
                 * @description The migration whose snapshots are searched (and, for the snapshot after a time, every later one).
                 * @example 4
                 */
                migration_id: components["parameters"]["snapshotMigrationId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record time of the snapshot found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsSnapshotTimestampResponse"];
                };
            };
            400: components["responses"]["SnapshotTimeBadRequest"];
            /**
             * @description No snapshot of `migration_id` at or before `before` (`{error}`), or the request lacks a query
             *     parameter (plain text).
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
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getDateOfFirstSnapshotAfter: {
        parameters: {
            query: {
                /**
                 * @description Find the earliest snapshot strictly after this time.
                 * @example 2025-02-11T18:00:00Z
                 */
                after: components["parameters"]["snapshotAfter"];
                /**
                 * @description The migration whose snapshots are searched (and, for the snapshot after a time, every later one).
                 * @example 4
                 */
                migration_id: components["parameters"]["snapshotMigrationId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record time of the snapshot found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcsSnapshotTimestampResponse"];
                };
            };
            400: components["responses"]["SnapshotTimeBadRequest"];
            /**
             * @description No snapshot after `after` in `migration_id` or a later migration (`{error}`), or the request
             *     lacks a query parameter (plain text).
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
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    forceAcsSnapshotNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot taken (or one that already existed at that time). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForceAcsSnapshotResponse"];
                };
            };
            /** @description Forced snapshots are disabled, or the Scan has nothing to snapshot yet. */
            400: {
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
    /**
     * Download a party's contracts from the Scan's participant (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getAcsSnapshotAtV2` (POST /v2/state/acs) instead. No removal version announced.
     */
    getAcsSnapshot: {
        parameters: {
            query?: {
                /**
                 * @description The instant to read the contracts at (ISO 8601, as `Instant.parse` reads it); the participant's ledger end when absent.
                 * @example 2025-02-14T12:00:00Z
                 */
                record_time?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The party whose contracts are read, a party id, URL-encoded (it holds `:`).
                 * @example alice::122015ba7aa9054dbad217110e8fbf5dd550a59fb56df5986913f7b9a8e63bad8570
                 */
                party: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot, base64. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAcsSnapshotResponse"];
                };
            };
            /** @description `party` is not a party id, or `record_time` is not an instant; the message says which. */
            400: {
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
     * Sum the Amulet holdings of some owners at a snapshot, with holding fees (deprecated)
     * @deprecated Use `getHoldingsSummaryAtV1` (POST /v1/holdings/summary) instead. No removal version announced.
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
            /**
             * @description As for `getHoldingsSummaryAtV1`, and, without `as_of_round`, a Scan that knows no open mining
             *     round.
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
            404: components["responses"]["HoldingsSummaryNotFound"];
            500: components["responses"]["InternalServerError"];
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
            400: components["responses"]["HoldingsSummaryBadRequest"];
            404: components["responses"]["HoldingsSummaryNotFound"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * The earliest round this Scan has complete reward accounting for (SV-internal, subject to change)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getRewardAccountingEarliestAvailableRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The earliest round with complete app-activity records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRewardAccountingEarliestAvailableRoundResponse"];
                };
            };
            /** @description This Scan has no complete round yet. */
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
     * App-activity and reward totals of one round (SV-internal, subject to change)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getRewardAccountingActivityTotals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The mining round. Any int64 is accepted: a round before this Scan's earliest ingested
                 *     round, negative ones included, answers `CannotProvide`; a later one not yet computed
                 *     answers `Undetermined`.
                 * @example 4711
                 */
                round_number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals, or why there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRewardAccountingActivityTotalsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * The reward root hash of one round (SV-internal, subject to change)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getRewardAccountingRootHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The mining round. Any int64 is accepted: a round before this Scan's earliest ingested
                 *     round, negative ones included, answers `CannotProvide`; a later one not yet computed
                 *     answers `Undetermined`.
                 * @example 4711
                 */
                round_number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The root hash, or why there is none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRewardAccountingRootHashResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * One reward batch of a round, by its hash (SV-internal, subject to change)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getRewardAccountingBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The mining round the batch belongs to.
                 * @example 4711
                 */
                round_number: number;
                /**
                 * @description The batch's hash in hex, as `root_hash` or `child_hashes` give it.
                 * @example 3f6c1d0a9b8e7f2c4d5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f80912
                 */
                batch_hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRewardAccountingBatchResponse"];
                };
            };
            /** @description `batch_hash` is not hex. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description This Scan has no batch of that hash in that round (yet). */
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
     * What this Scan holds of one migration's update history (SV-internal)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getMigrationInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetMigrationInfoRequest"];
            };
        };
        responses: {
            /** @description What this Scan holds of the migration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMigrationInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description This Scan holds no update of that migration. */
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
     * Updates of one migration and synchronizer before a record time, newest first (SV-internal)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getUpdatesBefore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetUpdatesBeforeRequest"];
            };
        };
        responses: {
            /** @description The updates, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetUpdatesBeforeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Whether this Scan's backfilling is complete (SV-internal)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getBackfillingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether backfilling is complete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBackfillingStatusResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Import updates of one migration after an update id (SV-internal)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getImportUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetImportUpdatesRequest"];
            };
        };
        responses: {
            /** @description The import updates, in update-id order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetImportUpdatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Download links of the bulk ACS snapshot at or before a time (pre-alpha)
     * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
     * @experimental
     */
    listBulkAcsSnapshotObjects: {
        parameters: {
            query: {
                /**
                 * @description The latest snapshot at or before this time is answered.
                 * @example 2025-02-14T15:00:00Z
                 */
                at_or_before_record_time: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot's record time and its objects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBulkAcsSnapshotObjectsResponse"];
                };
            };
            400: components["responses"]["BulkStorageNotConfigured"];
            /**
             * @description No snapshot in committed bulk storage yet (JSON), or the query parameter is missing (plain
             *     text, from the HTTP layer).
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
            default: components["responses"]["Error"];
        };
    };
    /**
     * Download links of the bulk update history between two times (pre-alpha)
     * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
     * @experimental
     */
    listBulkUpdateHistoryObjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListBulkUpdateHistoryObjectsRequest"];
            };
        };
        responses: {
            /** @description One page of objects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBulkUpdateHistoryObjectsResponse"];
                };
            };
            400: components["responses"]["BulkStorageNotConfigured"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Checksums of bulk storage objects by key (pre-alpha, SV-internal)
     * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
     * @experimental
     */
    getBulkObjectChecksums: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetBulkObjectChecksumsRequest"];
            };
        };
        responses: {
            /** @description One checksum per key, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBulkObjectChecksumsResponse"];
                };
            };
            400: components["responses"]["BulkStorageNotConfigured"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Whether bulk storage has been written up to a time (pre-alpha, SV-internal)
     * Pre-alpha upstream (Splice classes it `pre-alpha`): highly unstable, no compatibility guarantee; do not use in production.
     * @experimental
     */
    getBulkObjectsProgress: {
        parameters: {
            query: {
                /**
                 * @description The time the bulk objects must have reached.
                 * @example 2024-01-01T00:00:00Z
                 */
                record_time: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the staged objects reach `record_time`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetBulkObjectsProgressResponse"];
                };
            };
            /**
             * @description `record_time` is not a date-time (plain text, from the HTTP layer), or this Scan has no bulk
             *     storage (`{error}`: upstream declares 501, but gRPC UNIMPLEMENTED is answered 400).
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
            /** @description The request has no `record_time` (plain text, from the HTTP layer). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the featured-app rights
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listFeaturedAppRights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The featured-app rights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFeaturedAppRightsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up the featured-app right of an app provider
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupFeaturedAppRight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app provider's party id, URL-encoded (it holds `:` and may hold spaces).
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
            default: components["responses"]["Error"];
        };
    };
    /**
     * List the featured-app rights of an app provider
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listFeaturedAppRightsByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app provider's party id, URL-encoded (it holds `:` and may hold spaces).
                 * @example Alice::12202bd806c97f0e00af1a1fc3328fa763a9269723c8db8fac4f93af71db186d6e90
                 */
                provider_party_id: components["schemas"]["PartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's featured-app rights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFeaturedAppRightsResponse"];
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
            default: components["responses"]["Error"];
        };
    };
    /**
     * Look up a featured-app-right contract by contract id
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    lookupFeaturedAppRightByContractId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The contract id of the FeaturedAppRight contract.
                 * @example 00f451a61749c611ba0fa0e16c61831db44f38c611dff25879cf271a24c81a88b6ca11122041242b9fae56fad4e6e77dfe33cb18d1c3fc583f988cf25ef9f2d9be0d440bbb
                 */
                contract_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract, when it is active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupFeaturedAppRightResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDsoScans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Scans of each synchronizer the SVs are connected to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDsoScansResponse"];
                };
            };
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
            /** @description `page_size` outside 1 to 1000 (`{error}`), or not an integer (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            /** @description The request has no `page_size` (pekko's rejection of a missing query parameter). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
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
                 * @example auth0_007c675a429eaf831f0991308d85::12201abe669faf7e657735cdcc96a1b0a98f3ba6ddca688739bcb90933b693c65a8c
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
            /** @description The party has no entry, or the Scan has no DSO rules contract yet. */
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
    lookupAnsEntryByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The full entry name, URL-encoded, for example `alice_2e5bbb1c.unverified.cns`.
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
            /** @description No entry has this name, or the Scan has no DSO rules contract yet. */
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
    getClosedRounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closed rounds in process. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetClosedRoundsResponse"];
                };
            };
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetOpenAndIssuingMiningRoundsRequest"];
            };
        };
        responses: {
            /** @description The open and issuing rounds, each sent in full unless the caller holds it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOpenAndIssuingMiningRoundsResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text, from the HTTP layer); from Splice 0.9.0, a list of
             *     more than 1000 cached ids (`{error}`). A Scan whose operator set a round-cache time to live
             *     longer than a round's tick answers every request 400 `{error}` too.
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
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get the fees that applied in a round (deprecated)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getAmuletRules` (POST /v0/amulet-rules) now. Upstream announced its removal for 0.6.4, but 0.9.x still supports it.
     */
    getAmuletConfigForRound: {
        parameters: {
            query: {
                /**
                 * @description The mining round number.
                 * @example 13
                 */
                round: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round's fees, as Daml decimals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAmuletConfigForRoundResponse"];
                };
            };
            /** @description `round` is not an integer (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The Scan has no record of the round (`{error}`), or the request has no `round` (plain text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get the AmuletRules contract
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAmuletRulesRequest"];
            };
        };
        responses: {
            /** @description The contract, or only its state when the caller's copy is current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAmuletRulesResponse"];
                };
            };
            /** @description A body that does not decode, or none (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The Scan has no AmuletRules contract (yet), or failed otherwise. */
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
    /**
     * Get the ExternalPartyAmuletRules contract
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getExternalPartyAmuletRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetExternalPartyAmuletRulesRequest"];
            };
        };
        responses: {
            /** @description The contract, or only its state when the caller's copy is current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetExternalPartyAmuletRulesResponse"];
                };
            };
            /** @description A body that does not decode, or none (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The Scan has no active ExternalPartyAmuletRules contract. */
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
     * Get the AnsRules contract
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
            /** @description The contract, or only its state when the caller's copy is current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAnsRulesResponse"];
                };
            };
            /** @description A body that does not decode, or none (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The Scan has no AnsRules contract (yet), or failed otherwise. */
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
    /**
     * Look up a receiver's transfer preapproval
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
            /** @description The receiver has no transfer preapproval. */
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
     * Look up an external sender's TransferCommand counter
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
            /** @description The sender has no counter yet; use nonce 0. */
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
     * Get the status of a sender's TransferCommands for a nonce
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
             *     HTTP layer).
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
            /**
             * @description No TransferCommand of the sender with this nonce (`{error}`), or the request has no `sender`
             *     or no `nonce` (plain text).
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
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    getHealthStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeStatus"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release and its commit time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Version"];
                };
            };
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
    getDsoInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DSO's current state as this Scan sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDsoInfoResponse"];
                };
            };
            /** @description The Scan has not ingested one of the contracts the answer is built from. */
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
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the names this network gives itself, its coin and its name service
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getSpliceInstanceNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The names, for display. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSpliceInstanceNamesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Ask which optional features this Scan supports
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
            /** @description The features this Scan supports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureSupportResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDsoSequencers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SVs' sequencers of each synchronizer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDsoSequencersResponse"];
                };
            };
            /** @description The Scan has not ingested a DsoRules contract yet. */
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
     * List this SV's BFT sequencers, one per physical synchronizer
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    listSvBftSequencers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This SV's initialized BFT sequencers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSvBftSequencersResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the synchronizer migration the DSO has scheduled, if any
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getMigrationSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheduled migration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationSchedule"];
                };
            };
            /** @description No migration is scheduled; the body is empty. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the migration id this Scan runs with
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getMigrationId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The migration id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMigrationIdResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the roll-forward logical synchronizer upgrade this Scan is configured for, if any
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getRollForwardLsu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roll-forward upgrade, when one is configured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRollForwardLsuResponse"];
                };
            };
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the next logical synchronizer upgrade, if one is announced
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getLsu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announced upgrade, when there is one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLsuResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    /**
     * Read the serial of the physical synchronizer the DSO's rules are on
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     */
    getActivePhysicalSynchronizerSerial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The serial. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetActivePhysicalSynchronizerSerialResponse"];
                };
            };
            /** @description No AmuletRules contract, or the participant is not connected to its synchronizer. */
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
    getMemberTrafficStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The synchronizer id, `<name>::<fingerprint>`.
                 * @example global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17
                 */
                domain_id: string;
                /**
                 * @description The member, `<code>::<name>::<fingerprint>` with code `PAR` (participant) or `MED` (mediator).
                 * @example PAR::validator-runbook::1220e92bbc9d80cb6e283184017b307b9f44f23d32d7d195cdbcac033ae91eac2f28
                 */
                member_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMemberTrafficStatusResponse"];
                };
            };
            /** @description The member or the synchronizer id does not parse; the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Scan's sequencer has no traffic state for the member (the member as Canton prints it). */
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
    getPartyToParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The synchronizer id, `<name>::<fingerprint>`; one that does not parse is answered 400.
                 * @example global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17
                 */
                domain_id: components["parameters"]["topologySynchronizerId"];
                /**
                 * @description The party, URL-encoded (it holds `:`).
                 * @example digitalasset-testValidator-1::1220e92bbc9d80cb6e283184017b307b9f44f23d32d7d195cdbcac033ae91eac2f28
                 */
                party_id: components["parameters"]["topologyPartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hosting participant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPartyToParticipantResponse"];
                };
            };
            /** @description The synchronizer id or the party does not parse; the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No mapping for the party on the synchronizer, or a mapping with no participant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The party is hosted on several participants, which this version does not answer; or another failure. */
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
    getPartyToParticipantV1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The synchronizer id, `<name>::<fingerprint>`; one that does not parse is answered 400.
                 * @example global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17
                 */
                domain_id: components["parameters"]["topologySynchronizerId"];
                /**
                 * @description The party, URL-encoded (it holds `:`).
                 * @example digitalasset-testValidator-1::1220e92bbc9d80cb6e283184017b307b9f44f23d32d7d195cdbcac033ae91eac2f28
                 */
                party_id: components["parameters"]["topologyPartyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hosting participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPartyToParticipantResponseV1"];
                };
            };
            /** @description The synchronizer id or the party does not parse; the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No mapping for the party on the synchronizer. */
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
    listValidatorLicenses: {
        parameters: {
            query?: {
                /**
                 * @description The `next_page_token` of the previous page; absent for the first page.
                 * @example 6033
                 */
                after?: number;
                /**
                 * @description The most licences one page holds, 1 to 1000; 1000 when absent.
                 * @example 100
                 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListValidatorLicensesResponse"];
                };
            };
            /**
             * @description `limit` outside 1 to 1000 (`{error}` in JSON), or `after` or `limit` not an integer (plain text, from
             *     the HTTP layer).
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
            default: components["responses"]["Error"];
        };
    };
    getValidatorFaucetsByValidator: {
        parameters: {
            query: {
                /**
                 * @description The validators' parties, one per repetition of the parameter.
                 * @example [
                 *       "digitalasset-testValidator-1::12201bca369bee8df7a32ee53c6433d437396c9f69c269a1bb51383c0a279ca90626"
                 *     ]
                 */
                validator_ids: components["schemas"]["PartyId"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faucet records of the licensed validators among those asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetValidatorFaucetsByValidatorResponse"];
                };
            };
            /** @description A party does not parse; the message says why. */
            400: {
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
    getUpdateHistoryV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateHistoryRequestV2"];
            };
        };
        responses: {
            /** @description A page of updates; fewer than `page_size` when the Scan has nothing more yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryResponseV2"];
                };
            };
            /**
             * @description A body that does not decode (plain text, from the HTTP layer); a `page_size` outside 1 to
             *     the Scan's maximum, or an `after_record_time` that is no timestamp (`{error}`).
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
            503: components["responses"]["HistoryNotReady"];
            default: components["responses"]["Error"];
        };
    };
    getUpdateByIdV2: {
        parameters: {
            query?: {
                /** @description How Daml values (arguments, results) are written; `compact_json` when absent. */
                daml_value_encoding?: components["parameters"]["damlValueEncoding"];
            };
            header?: never;
            path: {
                /**
                 * @description The update's id.
                 * @example 1220e04f50c4b00024dd3a225611ad96441abd854e461c144b872c0eedac1dc784c7
                 */
                update_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryItemV2"];
                };
            };
            /** @description A `daml_value_encoding` outside the enum (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No transaction of that id on this Scan. */
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
    getUpdateByHash: {
        parameters: {
            query?: {
                /** @description How Daml values (arguments, results) are written; `compact_json` when absent. */
                daml_value_encoding?: components["parameters"]["damlValueEncoding"];
            };
            header?: never;
            path: {
                /**
                 * @description The prepared-transaction hash, in hex.
                 * @example 1220a9c6f7e3b2d1c0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5
                 */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction, with its hash. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryTransactionV2WithHash"];
                };
            };
            /** @description A `daml_value_encoding` outside the enum (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No transaction with that hash on this Scan (also for text that is not hex). */
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
     * Read the update history, page by page (deprecated v1)
     * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
     */
    getUpdateHistoryV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateHistoryRequestV1"];
            };
        };
        responses: {
            /** @description A page of updates; fewer than `page_size` when the Scan has nothing more yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryResponse"];
                };
            };
            /** @description As `/v2/updates`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            503: components["responses"]["HistoryNotReady"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get one update by its id (deprecated v1)
     * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
     */
    getUpdateByIdV1: {
        parameters: {
            query?: {
                /** @description How Daml values (arguments, results) are written; `compact_json` when absent. */
                daml_value_encoding?: components["parameters"]["damlValueEncoding"];
            };
            header?: never;
            path: {
                /**
                 * @description The update's id.
                 * @example 1220e04f50c4b00024dd3a225611ad96441abd854e461c144b872c0eedac1dc784c7
                 */
                update_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryItem"];
                };
            };
            /** @description A `daml_value_encoding` outside the enum (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No transaction of that id on this Scan. */
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
     * Read the update history as this Scan's participant saw it (deprecated v0)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getUpdateHistoryV2` (POST /v2/updates) instead. No removal version announced.
     */
    getUpdateHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateHistoryRequest"];
            };
        };
        responses: {
            /** @description A page of updates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryResponse"];
                };
            };
            /** @description As `/v2/updates`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                    "text/plain": string;
                };
            };
            503: components["responses"]["HistoryNotReady"];
            default: components["responses"]["Error"];
        };
    };
    /**
     * Get one update as this Scan's participant saw it (deprecated v0)
     * Internal upstream (Splice classes it `internal`): no compatibility guarantee; it may change or go in any Splice release.
     * @experimental
     * @deprecated Use `getUpdateByIdV2` (GET /v2/updates/{update_id}) instead. No removal version announced.
     */
    getUpdateById: {
        parameters: {
            query?: {
                /** @description `true`: Daml values as `protobuf_json`. */
                lossless?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The update's id.
                 * @example 1220e04f50c4b00024dd3a225611ad96441abd854e461c144b872c0eedac1dc784c7
                 */
                update_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateHistoryItem"];
                };
            };
            /** @description No transaction of that id on this Scan. */
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
    getEventHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventHistoryRequest"];
            };
        };
        responses: {
            /** @description A page of events; fewer than `page_size` when the Scan has nothing more yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventHistoryResponse"];
                };
            };
            /**
             * @description A body that does not decode (plain text, from the HTTP layer); a `page_size` outside 1 to
             *     the Scan's maximum, or an `after_record_time` that is no timestamp (`{error}`).
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
            503: components["responses"]["HistoryNotReady"];
            default: components["responses"]["Error"];
        };
    };
    getLatestEventRecordTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest record time served. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventLatestRecordTimeResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEventById: {
        parameters: {
            query?: {
                /** @description How Daml values (arguments, results) are written; `compact_json` when absent. */
                daml_value_encoding?: components["parameters"]["damlValueEncoding"];
            };
            header?: never;
            path: {
                /**
                 * @description The update's id.
                 * @example 1220e04f50c4b00024dd3a225611ad96441abd854e461c144b872c0eedac1dc784c7
                 */
                update_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventHistoryItem"];
                };
            };
            /** @description A `daml_value_encoding` outside the enum (plain text, from the HTTP layer). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No event of that update id on this Scan (yet). */
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
}
