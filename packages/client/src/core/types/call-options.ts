// What every named call takes besides its operation's own arguments (its options: signal, timeout,
// headers, retry), the function the generated methods bind to (`Invoke`), and what the methods of
// `withResponse` resolve to. Types only.
import type { RetryPolicy } from '../retry.ts';

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

/** The options of a call as `invoke` takes them: the base options and the operation's query parameters. */
export type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };

/**
 * Calls one operation: path parameter values in order, the body, the call options. With `full`, it
 * resolves to `{ data, response }` (see `WithResponse`) instead of the body alone.
 */
export type Invoke = <R>(
  operationId: string,
  path: readonly unknown[] | undefined,
  body: unknown,
  options: CallOptions | undefined,
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

/** The methods of `T` (a client's methods) resolving to `WithResponse` of what they resolve to; iterators left out. */
export type WithResponseMethods<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<WithResponse<R>>
    : never;
};
