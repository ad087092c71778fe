// The options every client factory takes, and their defaults.
import type { RetryPolicy } from './retry.ts';
import type { TokenSource } from './transport.ts';
import type { Int64Mode } from './types.ts';

/** Where a client reports deprecations (`warn`) and retries (`debug`). Never given headers or tokens. */
export interface Logger {
  warn(message: string, details?: Record<string, unknown>): void;
  debug?(message: string, details?: Record<string, unknown>): void;
}

/** Options of `createLedgerClient`, `createScanClient` and `createValidatorClient`. */
export interface ClientOptions<M extends Int64Mode = 'number'> {
  /**
   * The API root the spec's paths hang off: the participant's JSON API address (ledger), the Scan
   * address ending in `/api/scan`, or the validator address ending in `/api/validator`.
   */
  baseUrl: string;
  /** Bearer token, or a function returning one, called before every request (retries included). */
  token?: TokenSource;
  /** The fetch to use (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /** Per-call time limit in milliseconds, all attempts and waits together (default 60 000; `Infinity` for none). */
  timeoutMs?: number;
  /** Retry policy, or `false` for no retries (default: 2 retries on connection errors, 429, 502, 503, 504). */
  retry?: RetryPolicy | false;
  /** Check every response body against the spec (default false; loads the validators on first use). */
  validate?: boolean;
  /**
   * Every int64 field of the spec comes back exactly or the call rejects with `Int64PrecisionError`.
   * `number` (default): int64 fields are numbers, and one beyond 2^53 rejects; numbers the spec
   * does not declare come as `JSON.parse` gives them (`validate: true` reports fields the schema
   * rejects). `bigint`: int64 fields are exact `bigint`s, in the types too, and an integer beyond
   * 2^53 anywhere else rejects.
   */
  int64?: M;
  /**
   * The largest response body read, in bytes (default 128 MiB; `Infinity` for none). A larger body
   * rejects with `ResponseTooLargeError` after reading no more than this.
   */
  maxResponseBytes?: number;
  /** Receives deprecation warnings and retry notes (default: `console` for warnings only); `false` for silence. */
  logger?: Logger | false;
}

/** The default of `maxResponseBytes`: 128 MiB. */
export const defaultMaxResponseBytes = 128 * 2 ** 20;

/** The default of `timeoutMs`. */
export const defaultTimeoutMs = 60_000;

/** The logger used when none is given: warnings to the console, nothing else. */
export const consoleLogger: Logger = {
  warn: (message) => console.warn(message),
};
