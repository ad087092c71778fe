// The operation table of an API: what the client needs of each operation, generated from the spec into
// `<api>-operations.gen.ts` and loaded on demand with the client. One column per concern, each by
// operationId: the definition (method, path, what it takes, paging), where its int64 fields are and
// the checks made of them, the releases that serve it, its deprecations, whether it writes. Types only.
import type { OperationInt64 } from './int64.ts';
import type { Releases } from './releases.ts';

/** An HTTP method, lower case, as openapi-fetch's `request` takes it. */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** What the client needs to know of one operation to call it: its row of the operation table's `operations` column. */
export interface OperationDef {
  /** Lower case, as openapi-fetch's `request` takes it. */
  readonly method: Method;
  readonly path: string;
  readonly pathParams: readonly string[];
  /** Set when it takes a request body, JSON or bytes (the method's argument after its path parameters, if any). */
  readonly body?: true;
  /**
   * The media types of each error status key (`default` included); absent when all of them are
   * `application/json` alone (see tools/codegen/client-operations.ts).
   */
  readonly errorMedia?: Readonly<Record<string, readonly string[]>>;
  /**
   * Set on an operation whose availability depends on the server's release (deprecated, or added,
   * disabled or removed in a release the contract describes): its call checks the release first
   * (release.ts), with the operation table's `releases` and `deprecations` columns.
   */
  readonly versioned?: true;
  /**
   * Set when a body is not JSON (sent through openapi-fetch.ts, with media.ts): `body`, the request
   * body's media type (bytes sent as they are); `result`, the 200's (bytes, or `''` for no body).
   */
  readonly media?: { readonly body?: 'application/octet-stream'; readonly result?: 'application/octet-stream' | '' };
  /** How the operation pages (its `x-pagination`), by the client's `iterator`: by a token, or by a cursor from the last item. */
  readonly page?: TokenPage | CursorPage;
}

/** Paging by the token a page hands out (`next`), sent back as `token`, in the body unless `in` is `query`. */
export interface TokenPage {
  readonly iterator: string;
  readonly token: string;
  readonly items: string;
  readonly next: string;
  readonly in?: 'query';
}

/**
 * Paging by a cursor from a page's last item: each request body JSON pointer of `fromLastItem` is set from
 * the first of its item JSON pointers that resolves; the listing ends at a page without items.
 */
export interface CursorPage {
  readonly iterator: string;
  readonly items: string;
  readonly fromLastItem: Readonly<Record<string, readonly string[]>>;
}

/**
 * A write (`x-effect: write`); a command submission says where its body holds its ids (`x-submission`, JSON pointers),
 * a Splice wallet write where it holds its tracking id and which read answers its outcome by it (`statusOperation`).
 */
export interface WriteEntry {
  readonly submission?: {
    readonly commandId?: string;
    readonly submissionId?: string;
    readonly deduplicationPeriod?: string;
    readonly trackingId?: string;
    readonly statusOperation?: string;
  };
}

/**
 * How a BFT client agrees on one Scan read (the operation's `x-bft`, packages/contract/src/bft.ts): `agree` names
 * the rule; `moving`, ask again on no agreement; `ignore`, JSON pointers left out of the comparison; `abstain`,
 * which 200 counts as a vote and what f + 1 abstentions answer; `at`, the value an order statistic ranks.
 */
export interface BftRuleEntry {
  readonly agree: 'exact' | 'found-or-absent' | 'prefix' | 'abstain-unless' | 'single' | 'order-statistic' | 'per-scan';
  readonly moving?: true;
  readonly ignore?: readonly string[];
  readonly abstain?: { readonly at: string; readonly unless: unknown; readonly otherwise?: unknown };
  readonly at?: string;
}

/**
 * The operation table of an API (generated into `<api>-operations.gen.ts`, loaded on demand with the
 * client): one column per thing the client needs of an operation, each by operationId.
 */
export interface OperationTable {
  /** Every operation of the API: its HTTP method, path and what the client needs to call it. */
  operations: Readonly<Record<string, OperationDef>>;
  /** Where each operation's request and 200 body hold int64 integers. */
  int64: Readonly<Record<string, OperationInt64>>;
  /** Whether an int64 field of an operation's 200 body holds a number at or beyond ±2^53. */
  rounded: Readonly<Record<string, (body: unknown) => boolean>>;
  /** An operation's 200 body, without numbers beyond 2^53, with its int64 fields as `bigint` (bigint mode). */
  toBigInt?: Readonly<Record<string, (body: unknown) => unknown>>;
  /**
   * Whether an operation's request (body, query, path parameters by name) needs a closer look before
   * it is sent (request-check.ts): an int64 field the server cannot take exactly, or a deprecated field set.
   */
  requestChecks?: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>>;
  /** The deprecated top-level fields of each operation's request body: name → what replaces it and when it goes. */
  deprecatedFields?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs once: what replaces it and when it goes. */
  deprecations: Readonly<Record<string, string>>;
  /** Which server release serves what depends on the release (core/release.ts). */
  releases?: Releases;
  /** The operations that may change the server's state: never sent twice when the outcome is unknown (core/failure.ts). */
  writes?: Readonly<Record<string, WriteEntry>>;
  /** How a BFT client agrees on each read (`x-bft`; Scan only, scan/bft/): loaded with the table, never up front. */
  bft?: Readonly<Record<string, BftRuleEntry>>;
  /**
   * The operations upstream makes no compatibility promise for (`x-stability` `internal` or `pre-alpha`):
   * the client of an API's stable subpath refuses them (operation-plan.ts); absent when every one is `external`.
   */
  unstable?: Readonly<Record<string, 'internal' | 'pre-alpha'>>;
}
