// The options every client factory takes, their defaults, and their checks: a factory throws a
// TypeError at once for an option it cannot use (`baseUrl`, `timeoutMs`, `maxResponseBytes`, `retry`).
import type { ResolvedRetryPolicy, RetryPolicy } from './retry.ts';
import type { Int64Mode } from './types/int64.ts';

/** A bearer token, or a function returning one (called before every request). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

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
   * `number` (default): int64 fields are numbers, and one outside ±(2^53 − 1) rejects (2^53 is no exact number); numbers the spec
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
  /**
   * The server's release (`'3.6.1'`, `'0.9.0'`, a snapshot build), as its version endpoint would report
   * it; `false`: unknown, never looked up. Unset: read once, when a call first needs it, from the
   * ledger's `GET /v2/version` or Splice's `GET /version`. A call the release does not serve rejects
   * with `UnsupportedByServerError` before anything is sent (see the README, "Server releases").
   */
  serverVersion?: string | false;
  /**
   * The operator re-enabled what the server's release disables by default (Canton 3.6's
   * `features.deprecated.enable-deprecated-*`): such calls are sent, with a deprecation warning, instead of rejected.
   * A literal `true` keeps them in the type of a client with `targets`.
   */
  deprecatedEndpointsEnabled?: boolean;
  /** Receives deprecation warnings and retry notes (default: `console` for warnings only); `false` for silence. */
  logger?: Logger | false;
}

/**
 * The release lines a client targets, beside its `ClientOptions` (apart from them, so a value typed
 * `ClientOptions` still makes the whole client). `T` and `E` keep the literals the client's type narrows by.
 */
export interface TargetOptions<T extends readonly string[] = readonly string[], E extends boolean = boolean> {
  /**
   * The release lines the application runs against (`['3.5', '3.6']`, lines of the spec's
   * `info.x-release-lines`): the client's type then has only the methods, and request fields, that every
   * one of them serves, as its newest release the spec knows does (README, "Targeting release lines").
   * A server whose release is outside them warns once per client when the client learns the release.
   */
  readonly targets?: T;
  /** As in `ClientOptions`; a literal `true` keeps what a targeted line disables by default in the type. */
  readonly deprecatedEndpointsEnabled?: E;
}

/** The retry policy used when a client sets none. */
export const defaultRetryPolicy: ResolvedRetryPolicy = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 5000,
  statuses: [429, 502, 503, 504],
  maxRetryAfterMs: 60_000,
};

/** Fills a user's policy with defaults; `false` disables retries. */
export function resolveRetryPolicy(policy: RetryPolicy | false | undefined): ResolvedRetryPolicy | false {
  if (policy === false) return false;
  const resolved = { ...defaultRetryPolicy, ...policy };
  for (const key of ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
    const value = resolved[key];
    if (typeof value !== 'number' || !(value >= 0)) {
      throw new TypeError(`retry.${key} must be a number ≥ 0, got ${String(value)}`);
    }
  }
  return resolved;
}

/** What a client works with, its options checked and their defaults filled in. */
export interface Settings {
  /** `baseUrl` normalized (as URL parsing writes it, without trailing slashes). */
  readonly baseUrl: string;
  /** `https://host:port/` of `baseUrl`: requests must start with it. */
  readonly originPrefix: string;
  readonly mode: Int64Mode;
  readonly timeoutMs: number;
  /** `maxResponseBytes`. */
  readonly limit: number;
  readonly retry: ResolvedRetryPolicy | false;
  readonly logger: Logger | undefined;
}

/** The settings of a client made with `options`; throws a TypeError naming an option it cannot use. */
export function settingsOf(options: ClientOptions<Int64Mode>): Settings {
  if (typeof options?.baseUrl !== 'string') throw new TypeError('`baseUrl` (the API root URL) is required.');
  let url: URL | undefined;
  try {
    // Browsers resolve a relative baseUrl against the page, as fetch would.
    url = new URL(options.baseUrl, typeof location === 'undefined' ? undefined : location.href);
  } catch {
    // reported below
  }
  if (url === undefined || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new TypeError(`baseUrl must be an http(s) URL without credentials (pass those as \`token\`), got '${options.baseUrl}'`);
  }
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    originPrefix: `${url.origin}/`,
    mode: options.int64 ?? 'number',
    timeoutMs: positive('timeoutMs', options.timeoutMs, 60_000),
    limit: positive('maxResponseBytes', options.maxResponseBytes, 128 * 2 ** 20),
    retry: resolveRetryPolicy(options.retry),
    logger: options.logger === false ? undefined : (options.logger ?? { warn: (message) => console.warn(message) }),
  };
}

/** `value` (else `fallback`), a positive number: an option of a client factory. */
function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!(chosen > 0)) throw new TypeError(`${name} must be a positive number, got ${String(value)}`);
  return chosen;
}
