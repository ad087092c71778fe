// What a client is made of, as the code loaded on demand sees it: an API (ApiDefinition, generated
// into `<api>.gen.ts`) and one client at run time (ClientRuntime): its settings, its operation table,
// and the code loaded up front that code loaded on demand uses. That code is handed over in the
// runtime instead of imported: a module loaded on demand that imported a module loaded up front would
// split the up-front code into two chunks, gzipped apart (test/up-front.test.ts). The runtime is the
// one object code loaded on demand is given of its client; a call adds its plan and the state of its
// attempts (call.ts). Types only, a leaf: every module of the core can import it.
import type { Client, Middleware } from 'openapi-fetch';
import type { ErrorClasses, ValidationIssue } from './errors.ts';
import type { ClientOptions, Settings, TargetOptions, TokenSource } from './options.ts';
import type { ResolvedRetryPolicy, RetryPolicy } from './retry.ts';
import type { Invoke } from './types/call-options.ts';
import type { Int64Mode } from './types/int64.ts';
import type { OperationTable } from './types/operation-table.ts';
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
  /**
   * Set on the definition the client of an API's stable subpath is made with (`<api>StableApi`): it refuses
   * the operations of the table's `unstable` column, which only `@canton-openapi/client/<api>/internal` types.
   */
  readonly externalOnly?: true;
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

/** How a client reads a body: at most `limit` bytes, each read ending when the call's signal aborts. */
export interface BodyReader {
  readonly limit: number;
  /** The runtime's fetch ends the body when the signal aborts; otherwise each read is raced. */
  readonly honoursSignal: boolean;
  /** deadline.ts's `untilAborted`, handed to the body readers (response.ts, loaded on demand), which share the up-front chunk's. */
  readonly untilAborted: <T>(promise: Promise<T>, signal: AbortSignal | null | undefined) => Promise<T>;
}

/** Checks a body against the response `status` of the call's operation (with `validate: true`). */
export type Validate = (status: number, data: unknown) => ValidationIssue[];

/** The code loaded up front that code loaded on demand uses: the same for every client (client.ts `upFront`). */
export interface UpFrontCode {
  readonly errors: ErrorClasses;
  /** A client of `api` (the BFT client's one-Scan clients, the release lookup's). */
  readonly createCore: (api: ApiDefinition, options: ClientOptions<Int64Mode>) => Core;
  /** Resolves when `promise` settles, or rejects with the signal's reason as soon as it aborts (deadline.ts). */
  readonly untilAborted: <T>(promise: Promise<T>, signal: AbortSignal | null | undefined) => Promise<T>;
  // The steps of an attempt (transport.ts, request.ts), for requests sent through openapi-fetch.
  readonly authorize: (config: TransportConfig, sent: Sent, signal: AbortSignal | null | undefined) => string | undefined | Promise<string | undefined>;
  readonly accepted: (response: Response) => boolean;
  readonly refusedResponse: (response: unknown, sent: Sent, token: string | undefined) => Promise<never>;
  readonly fetchFailed: (error: unknown, sent: Sent, token: string | undefined, signal: AbortSignal | null | undefined) => Promise<never>;
  readonly serializeBody: (value: unknown) => string;
  readonly fillPath: (pathname: string, params: Record<string, unknown>) => string;
  readonly resolveRetryPolicy: (policy: RetryPolicy | false | undefined) => ResolvedRetryPolicy | false;
}

/**
 * One client at run time, as the code loaded on demand sees it: its settings and transport, its API
 * and operation table, its middleware, and the code loaded up front it uses. `errors` are its error
 * classes (the ledger client's add SubmissionOutcomeUnknownError).
 */
export interface ClientRuntime extends UpFrontCode, TransportConfig, BodyReader, Settings {
  readonly api: ApiDefinition;
  readonly options: ClientOptions<Int64Mode> & TargetOptions;
  /** The middleware registered so far, in order. */
  readonly middlewares: Middleware[];
  /** The API's operation table, requested when the client is made. */
  readonly operationTable: Promise<OperationTable>;
  /** The openapi-fetch side of the client (openapi-fetch.ts), once made: middleware added later is registered on it too. */
  adapter?: { use(...middleware: Middleware[]): void };
  /** The validator of each operation, once the validators are loaded (`validate: true`). */
  validators?: Promise<(operationId: string) => Validate>;
}

/** A client of one API, which the generated factory turns into methods. */
export interface Core {
  readonly runtime: ClientRuntime;
  readonly invoke: Invoke;
  /** `invoke` resolving to `{ data, response, request }` (the methods of `withResponse`). */
  readonly invokeWithResponse: Invoke;
  /** The openapi-fetch client typed by `Paths`, with the same auth, origin guard and middleware. */
  raw<Paths extends {}>(): Client<Paths>;
  /** Registers openapi-fetch middleware on named methods and `raw` alike. */
  use(...middleware: Middleware[]): void;
}
