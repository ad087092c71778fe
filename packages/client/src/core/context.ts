// What a client is made of, as the code loaded on demand sees it: an API (ApiDefinition, generated
// into `<api>.gen.ts`), the client's context (ClientContext: its settings and the code loaded up front
// that the code loaded on demand uses) and the state of one call (CallContext). Code loaded on demand
// gets the up-front code it uses handed over in these objects instead of importing it: a module loaded
// on demand that imported a module loaded up front would split the up-front code into two chunks,
// gzipped apart (test/up-front.test.ts). Types only, a leaf: every module of the core can import it.
import type { Client, Middleware } from 'openapi-fetch';
import type { ErrorClasses, ErrorContext, ValidationIssue } from './errors.ts';
import type { ClientOptions, Settings, TargetOptions, TokenSource } from './options.ts';
import type { ResolvedRetryPolicy, RetryPolicy } from './retry.ts';
import type { Invoke } from './types/call-options.ts';
import type { Int64Mode, Int64Shape } from './types/int64.ts';
import type { OperationDef, OperationTable, WriteEntry } from './types/operation-table.ts';
import type { ValidatorTable } from './validation.ts';

export type { Method, OperationDef } from './types/operation-table.ts';

/**
 * One API, as `<api>.gen.ts` describes it to the client: up front only what does not grow with its
 * operations; its operation table (each operation's method, path, what it takes, int64 fields,
 * releases, …) loads on demand, with the client (`loadOperations`).
 */
export interface ApiDefinition {
  readonly name: string;
  /**
   * The form every method name of the API has (generated, tools/codegen/client-operations.ts
   * `methodRule`): its leading verbs (`get`, `post`, `iterate`, …), then an upper-case letter or digit.
   * A name of this form reads as a method; an `iterate…` one as a page iterator.
   */
  readonly methods: RegExp;
  /** Its validators (`<api>-validators.gen.js`): every error, and the quick verdicts of the happy path. */
  readonly loadValidators: () => Promise<{ validators: ValidatorTable; quickValidators?: ValidatorTable }>;
  /** Its operation table (`<api>-operations.gen.ts`). */
  readonly loadOperations: () => Promise<OperationTable>;
}

/** The method and URL of a request, for its errors. */
export interface Sent {
  method: string;
  url: string;
}

/** What every request of a client shares. */
export interface TransportConfig {
  /** `https://host:port/` of `baseUrl`: requests must start with it. */
  readonly originPrefix: string;
  readonly token: TokenSource | undefined;
  readonly fetch: typeof globalThis.fetch;
  /**
   * True for the runtime's own fetch, which ends request and body when the signal aborts. An
   * injected fetch may not, so its promises are raced against the signal instead.
   */
  readonly honoursSignal: boolean;
}

/** How a body read is bounded: `overdue()` aborts the signal once the deadline has passed. */
export interface BodyLimits {
  limit: number;
  signal: AbortSignal | undefined;
  /** The runtime's fetch ends the body when the signal aborts; otherwise each read is raced. */
  honoursSignal: boolean;
  /** deadline.ts's `untilAborted`, handed to the body readers (response.ts, loaded on demand), which share the up-front chunk's. */
  untilAborted: <T>(promise: Promise<T>, signal: AbortSignal | null | undefined) => Promise<T>;
  overdue?: () => boolean;
}

/** Checks a body against the response `status` of the call's operation (with `validate: true`). */
export type Validate = (status: number, data: unknown) => ValidationIssue[];

/** The state of one named call: where it goes, what reading its response needs, and its errors' classes. */
export interface CallContext extends ErrorContext, BodyLimits {
  operationId: string;
  method: string;
  url: string;
  attempts: number;
  /** `operationId (METHOD path)`, the start of every message. */
  label: string;
  signal: AbortSignal;
  mode: Int64Mode;
  /** Where the 200 body holds int64 integers (undefined: nowhere). */
  shape: Int64Shape | undefined;
  /** Whether an int64 field of a 200 body holds a number at or beyond ±2^53 (undefined: it has none). */
  rounded: ((body: unknown) => boolean) | undefined;
  validate: Validate | undefined;
  /** Bigint mode: the generated conversion of the 200 body's int64 fields (undefined: the generic walk). */
  toBigInt: ((body: unknown) => unknown) | undefined;
  /** The media types of each error status key; undefined when all are `application/json` alone. */
  errorMedia: Readonly<Record<string, readonly string[]>> | undefined;
  /** Fires the timeout when its time has passed (see deadline.ts). */
  overdue: () => boolean;
  /** The token the last attempt sent (redacted from errors). */
  secret: string | undefined;
  /** The response of the last attempt (its body read), for `withResponse`. */
  response: Response | undefined;
  /** Set when the operation is a write: never sent again once it may have taken effect (failure.ts). */
  write?: WriteEntry | undefined;
  errors: ErrorClasses;
}

/** The code loaded up front that code loaded on demand uses (client.ts `shared`). */
export interface Shared {
  readonly errors: ErrorClasses;
  /** A client of `api` (the BFT client's one-Scan clients). */
  readonly createCore: (api: ApiDefinition, options: ClientOptions<Int64Mode>) => Core;
  /** Resolves when `promise` settles, or rejects with the signal's reason as soon as it aborts (deadline.ts). */
  readonly untilAborted: <T>(promise: Promise<T>, signal: AbortSignal | null | undefined) => Promise<T>;
  // The steps of an attempt (transport.ts, response.ts, request.ts), for requests sent through openapi-fetch.
  readonly authorize: (config: TransportConfig, sent: Sent, signal: AbortSignal | null | undefined) => string | undefined | Promise<string | undefined>;
  readonly accepted: (response: Response) => boolean;
  readonly refusedResponse: (response: unknown, sent: Sent, token: string | undefined) => Promise<never>;
  readonly fetchFailed: (error: unknown, sent: Sent, token: string | undefined, signal: AbortSignal | null | undefined) => Promise<never>;
  readonly serializeBody: (value: unknown) => string;
  readonly fillPath: (pathname: string, params: Record<string, unknown>) => string;
  readonly resolveRetryPolicy: (policy: RetryPolicy | false | undefined) => ResolvedRetryPolicy | false;
}

/** One client as the code loaded on demand sees it: its settings, and the code it shares. */
export interface ClientContext extends Shared, TransportConfig, Settings {
  readonly api: ApiDefinition;
  readonly options: ClientOptions<Int64Mode> & TargetOptions;
  /** The middleware registered so far, in order. */
  readonly middlewares: Middleware[];
  /** The API's operation table, requested when the client is made. */
  readonly operationTable: Promise<OperationTable>;
  /** The openapi-fetch side of the client (openapi-fetch.ts), once made. */
  adapter?: OpenapiFetchAdapter;
  /** The validator of each operation, once the validators are loaded (`validate: true`). */
  validatorOf?: Promise<(operationId: string) => Validate>;
}

/** The openapi-fetch side of one client (openapi-fetch.ts). */
export interface OpenapiFetchAdapter {
  /** One attempt of a named call through openapi-fetch and its middleware. */
  attempt(op: OperationDef, path: Record<string, unknown> | undefined, body: unknown, query: unknown, headers: unknown, c: CallContext): Promise<unknown>;
  /** Registers middleware on the named calls' openapi-fetch client. */
  use(...middleware: Middleware[]): void;
  /** A raw client typed by `Paths`, with the int64 check and `middlewares` registered. */
  raw<Paths extends {}>(middlewares: readonly Middleware[]): Client<Paths>;
}

/** A client of one API, which the generated factory turns into methods. */
export interface Core {
  readonly context: ClientContext;
  readonly invoke: Invoke;
  /** `invoke` resolving to `{ data, response, request }` (the methods of `withResponse`). */
  readonly invokeWithResponse: Invoke;
  /** The openapi-fetch client typed by `Paths`, with the same auth, origin guard and middleware. */
  raw<Paths extends {}>(): Client<Paths>;
  /** Registers openapi-fetch middleware on named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
}
