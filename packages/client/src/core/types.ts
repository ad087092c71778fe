// Types that turn openapi-typescript's `operations` into method signatures: request bodies, path and
// query parameters, 200 bodies, typed HTTP errors, and the bigint mode's int64 mapping.
import type { HttpError } from './errors.ts';
import type { RetryPolicy } from './retry.ts';

/** How int64 fields arrive: `number` (default; an int64 field beyond 2^53 rejects) or exact `bigint`. */
export type Int64Mode = 'number' | 'bigint';

/** Options every named call takes. */
export interface BaseCallOptions {
  /** Aborts the call, including retries and their waits; the call rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (all attempts together). */
  timeoutMs?: number;
  /** Extra request headers. `Authorization` comes from the client's `token`. */
  headers?: Record<string, string>;
  /** Overrides the client's retry policy for this call (`false`: no retries). */
  retry?: RetryPolicy | false;
}

/** Options of a page iterator. */
export interface PageOptions {
  /** Stops the iteration: the pending page request rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Per-page timeout; overrides the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Extra headers of each page request. */
  headers?: Record<string, string>;
  /** Overrides the client's retry policy for each page request (`false`: no retries). */
  retry?: RetryPolicy | false;
}

/**
 * What a page iterator returns: the items of every page, one by one; `pages()` yields the whole
 * pages instead (each with the token to resume from), starting from the same request.
 */
export interface PageIterator<Item, Page> extends AsyncIterableIterator<Item> {
  /** Every page of the same request, whole: its items and its `next_page_token`. */
  pages(): AsyncIterableIterator<Page>;
}

/** The methods of `T` (a client's methods) resolving to `WithResponse` of what they resolve to; iterators left out. */
export type WithResponseMethods<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<WithResponse<R>>
    : never;
};

// ---- int64 shapes → types (see tools/codegen/client-int64.ts for the shape encoding) ----

/** A shape of int64 positions, as generated into the operation table (`<api>-operations.gen.ts`). */
export type Int64Shape = 1 | readonly [Int64Shape] | { readonly [key: string]: Int64Shape };

/** Where one operation's request and 200 body hold int64 integers: its body, its query and path parameters by name. */
export interface OperationInt64 {
  readonly response?: Int64Shape;
  readonly body?: Int64Shape;
  readonly query?: { readonly [name: string]: Int64Shape };
  readonly path?: { readonly [name: string]: Int64Shape };
}

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
  /** How the operation pages (its `x-pagination`), by the client's `iterator`; the token goes in the body unless `in` is `query`. */
  readonly page?: { readonly iterator: string; readonly token: string; readonly items: string; readonly next: string; readonly in?: 'query' };
}

/**
 * The operation table of an API (generated into `<api>-operations.gen.ts`, loaded on demand with the
 * client): one column per thing the client needs of an operation, each by operationId. Its definition
 * (method, path, what it takes, paging), where its int64 fields are and the checks made of them, the
 * release that serves it, its deprecations, whether it writes.
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
}

/** A write (`x-effect: write`); a command submission says where its body holds its ids (`x-submission`, JSON pointers). */
export interface WriteEntry {
  readonly submission?: { readonly commandId?: string; readonly submissionId?: string; readonly deduplicationPeriod?: string };
}

/** In which releases one operation, request field or channel is served; `deprecated: true`: in every release. */
export interface ReleaseEntry {
  readonly added?: string;
  readonly deprecated?: string | true;
  readonly disabled?: string;
  /** The operator setting that re-enables it once disabled. */
  readonly enabledBy?: string;
  readonly removed?: string;
  readonly replacedBy?: string;
}

/** What of an API depends on the server's release (generated from the contract's lifecycle keys). */
export interface Releases {
  /** The path, under the API root, of the endpoint that reports the release. */
  readonly version: string;
  readonly operations: Readonly<Record<string, ReleaseEntry>>;
  /** Operation → deprecated top-level request field → its releases. */
  readonly fields: Readonly<Record<string, Readonly<Record<string, ReleaseEntry>>>>;
  /** Channel method → its releases. */
  readonly channels: Readonly<Record<string, ReleaseEntry>>;
}

/**
 * `T` with every int64 position of shape `S` (a generated shape of the operation table) typed `L`; `T`
 * itself where there is no shape (`never`: the body or parameter holds no int64).
 */
type WithInt64<T, S, L> = [S] extends [never]
  ? T
  : S extends 1
    ? T extends number
      ? L
      : T
    : S extends readonly [infer I]
      ? T extends readonly (infer E)[]
        ? WithInt64<E, I, L>[]
        : T
      : S extends { readonly $map: infer V }
        ? T extends object
          ? { [K in keyof T]: WithInt64<T[K], V, L> }
          : T
        : T extends readonly unknown[]
          ? T
          : T extends object
            ? { [K in keyof T]: K extends keyof S ? WithInt64<T[K], S[K], L> : T[K] }
            : T;

/** `T` with every int64 position of shape `S` typed `bigint` (responses of a bigint-mode client). */
export type BigIntOut<T, S> = WithInt64<T, S, bigint>;

/** `T` with every int64 position of shape `S` accepting `number | bigint` (requests of a bigint-mode client). */
export type BigIntIn<T, S> = WithInt64<T, S, number | bigint>;

type Out<M extends Int64Mode, T, S> = M extends 'bigint' ? BigIntOut<T, S> : T;
type In<M extends Int64Mode, T, S> = M extends 'bigint' ? BigIntIn<T, S> : T;
type Part<S, K extends string> = S extends { readonly [P in K]: infer V } ? V : never;

// ---- reading openapi-typescript's `operations[id]` ----

type Responses<Op> = Op extends { responses: infer R } ? R : never;
/** The JSON body type of one response object (what a 2xx resolves to), its bytes for `application/octet-stream`, else nothing. */
export type ResponseBody<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'application/octet-stream': unknown } }
    ? Uint8Array
    : undefined;
/** The bytes a request body of `application/octet-stream` takes, sent unchanged. */
export type BinaryBody = ArrayBufferView | ArrayBuffer | Blob;
type Ok<Op> = Responses<Op> extends { 200: infer R } ? ResponseBody<R> : never;
type Body<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody: { content: { 'application/octet-stream': unknown } } }
    ? BinaryBody
    : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathParams<Op> = Op extends { parameters: { path: infer P } } ? P : never;

/** The request body of an operation. */
export type RequestBodyOf<Op, M extends Int64Mode, S> = In<M, Body<Op>, Part<S, 'body'>>;
/** One path parameter of an operation. */
export type PathParamOf<Op, Name extends string, M extends Int64Mode, S> = In<
  M,
  Name extends keyof PathParams<Op> ? PathParams<Op>[Name] : never,
  Part<Part<S, 'path'>, Name>
>;
/** The 200 body an operation resolves to. */
export type ResultOf<Op, M extends Int64Mode, S> = Out<M, Ok<Op>, Part<S, 'response'>>;
/** The second argument of a named method: `query` (when the operation has any) plus the base options. */
export type CallOptionsOf<Op, M extends Int64Mode, S> = BaseCallOptions &
  ([Query<Op>] extends [never] ? { query?: never } : { query?: In<M, Query<Op>, Part<S, 'query'>> });
/** The request of a page iterator: the operation's body, its page token (to resume from) optional. */
export type PageRequestOf<Op, Token extends string, M extends Int64Mode, S> = Omit<RequestBodyOf<Op, M, S>, Token> & {
  // `undefined` too: a resume token kept from an earlier run may be absent (`exactOptionalPropertyTypes`).
  [K in Token & keyof RequestBodyOf<Op, M, S>]?: RequestBodyOf<Op, M, S>[K] | undefined;
};
/** The request of a page iterator paged by a query parameter: the operation's query, its page token (to resume from) optional. */
export type PageQueryOf<Op, Token extends string, M extends Int64Mode, S> = Omit<In<M, Query<Op>, Part<S, 'query'>>, Token> & {
  [K in Token & keyof In<M, Query<Op>, Part<S, 'query'>>]?: In<M, Query<Op>, Part<S, 'query'>>[K] | undefined;
};
/** One item of a paged list. */
export type PageItemOf<Op, Items extends string, M extends Int64Mode, S> = ResultOf<Op, M, S> extends { [K in Items]: readonly (infer E)[] } ? E : never;

// ---- typed HTTP errors ----

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Every status an HTTP error can carry, 300 to 599, as literal types so `status === 404` narrows. */
export type ErrorStatus = `${3 | 4 | 5}${Digit}${Digit}` extends infer S ? (S extends `${infer N extends number}` ? N : never) : never;
type ErrorKeys<Op> = Extract<keyof Responses<Op>, ErrorStatus | 'default'>;
type Undocumented<Op> = Exclude<ErrorStatus, Extract<ErrorKeys<Op>, number>>;

/**
 * The errors of one status `S`: one `HttpError` per media type its response `R` declares (`body`
 * of that media type's type, `mediaType` its name), and one whose body matched none of them.
 */
type StatusHttpError<Id extends string, S extends number, R> =
  (R extends { content: infer C } ? { [M in keyof C & string]: HttpError<Id, S, C[M], M> }[keyof C & string] : never) | HttpError<Id, S, undefined, undefined>;

/**
 * The `HttpError` an operation rejects with, as a union over its error responses: each documented
 * status and media type has its own body type; `default` (or, without one, no body) covers every
 * other status. Narrow on `status`, then on `mediaType` (or `typeof body`) where a status declares
 * several media types.
 */
export type OperationHttpError<Op, Id extends string> =
  | { [K in ErrorKeys<Op>]: StatusHttpError<Id, K extends number ? K : Undocumented<Op>, Responses<Op>[K]> }[ErrorKeys<Op>]
  | ('default' extends keyof Responses<Op> ? never : HttpError<Id, Undocumented<Op>, undefined, undefined>);

// ---- the functions generated method tables bind to ----

/**
 * Calls one operation: path parameter values in order, the body, the call options. With `full`, it
 * resolves to `{ data, response }` (see `WithResponse`) instead of the body alone.
 */
export type Invoke = <R>(
  operationId: string,
  path: readonly unknown[] | undefined,
  body: unknown,
  options: (BaseCallOptions & { query?: Record<string, unknown> }) | undefined,
  full?: boolean,
) => Promise<R>;

/** A success with its HTTP response: status and headers (the body is already read into `data`). */
export interface WithResponse<T> {
  /** The 200 body, as the method alone resolves to. */
  data: T;
  /** The HTTP response: `status`, `headers`, `url` (its body is used up). */
  response: Response;
  /** The request that got it (the URL with path parameters, which a made-up Response lacks). */
  request: { method: string; url: string };
}

// ---- WebSocket channels (the ledger's update streams) ----

/** A WebSocket channel of an API, as generated into `<api>.gen.ts` from its AsyncAPI document. */
export interface ChannelDef {
  /** The client's method: `streamUpdates`. */
  readonly method: string;
  readonly path: string;
  /** The HTTP list operation whose request and elements the channel streams. */
  readonly operationId: string;
}

/** Options of a channel's stream (`streamUpdates`). */
export interface StreamOptions {
  /** Ends the stream: the socket closes and the pending `next()` rejects with `AbortError`. */
  signal?: AbortSignal;
  /**
   * Most frames kept for a slow consumer (default 4096). When reached, the socket is closed and
   * opened again after the consumer has taken them, from the last offset delivered. The platform
   * WebSocket hands over every frame of a network read at once, so keep it well above one read's worth.
   */
  highWaterMark?: number;
  /** Most characters of frames kept for a slow consumer (default 8 Mi, about 16 MiB), the same way. */
  highWaterMarkChars?: number;
  /** Reconnections after a dropped connection, overriding the client's retry policy (`false`: none). */
  retry?: RetryPolicy | false;
}

/**
 * The request of a channel's stream: its list operation's body, but for `descendingOrder`: a stream
 * reads forward, resuming after the last element delivered.
 */
export type StreamRequestOf<Op, M extends Int64Mode, S> = Omit<RequestBodyOf<Op, M, S>, 'descendingOrder'>;

/** One element of a channel's stream: an item of its list operation's 200 list. */
export type StreamItemOf<Op, M extends Int64Mode, S> = ResultOf<Op, M, S> extends readonly (infer E)[] ? E : never;

/** Opens the stream of a channel: what the generated channel methods bind to. */
export type Stream = <T>(channel: ChannelDef, request: object, options: StreamOptions | undefined) => AsyncIterableIterator<T>;

// ---- release lines a client targets (`targets`) ----

/** What one release line of an API does not serve, as generated into `<api>.gen.ts` (`<Api>Lines`). */
export interface LineGaps {
  readonly release: string;
  readonly unserved: string;
  readonly disabled: string;
  readonly fields: object;
  readonly disabledFields: object;
}

/** The lines a `targets` tuple names; none for an array type that names no particular lines (`LedgerReleaseLine[]`). */
export type TargetLines<T extends readonly unknown[]> = number extends T['length'] ? never : T[number];

type FieldsAt<Fields, Member> = Member extends keyof Fields ? Fields[Member] : never;

/** The members some line of `Lines` does not serve (disabled ones too unless `Enabled` is `true`). */
type Unserved<Table, Lines, Enabled extends boolean> = Lines extends keyof Table
  ? Table[Lines] extends LineGaps
    ? Table[Lines]['unserved'] | ([Enabled] extends [true] ? never : Table[Lines]['disabled'])
    : never
  : never;

/** The request fields of `Member` some line of `Lines` does not serve. */
type UnservedFields<Table, Lines, Member, Enabled extends boolean> = Lines extends keyof Table
  ? Table[Lines] extends LineGaps
    ? FieldsAt<Table[Lines]['fields'], Member> | ([Enabled] extends [true] ? never : FieldsAt<Table[Lines]['disabledFields'], Member>)
    : never
  : never;

/** An argument without the properties `Names` (a request body, or each member of a union of them); anything else as it is. */
type Without<T, Names> = T extends object ? ([Names & keyof T] extends [never] ? T : { [K in keyof T as K extends Names ? never : K]: T[K] }) : T;

/** A method whose requests leave out the fields `Names` (the arguments keep their names). */
type WithoutFields<F, Names> = [Names] extends [never]
  ? F
  : F extends (...args: infer A) => infer R
    ? (...args: { [I in keyof A]: Without<A[I], Names> }) => R
    : F;

type Narrowed<Client, Table, Lines, Enabled extends boolean> = {
  [K in keyof Client as K extends Unserved<Table, Lines, Enabled> ? never : K]: K extends 'withResponse'
    ? Narrowed<Client[K], Table, Lines, Enabled>
    : WithoutFields<Client[K], UnservedFields<Table, Lines, K, Enabled>>;
};

/**
 * `Client` as every release line of `Lines` serves it (`Table`: the API's generated `<Api>Lines`): without
 * the methods (iterators, channel methods and `withResponse`'s too) and request fields that some line does
 * not serve; disabled-by-default ones stay when `Enabled` is `true` (`deprecatedEndpointsEnabled: true`).
 * `Client` itself when `Lines` is `never` (no targets).
 */
export type ServedOn<Client, Table, Lines extends keyof Table, Enabled extends boolean = false> = [Lines] extends [never]
  ? Client
  : Narrowed<Client, Table, Lines, Enabled>;
