// What the ledger's WebSocket streams share with the HTTP calls of their client, made by the
// ledger client alone: the Scan and validator clients, which have no stream, carry none of it.
import { parseBaseUrl } from '../core/arguments.ts';
import { type Core, unloadedRedaction } from '../core/client.ts';
import { markWarned, warnDeprecatedOnce } from '../core/deprecation.ts';
import type { Int64Tables } from '../core/int64.ts';
import type { ClientOptions } from '../core/options.ts';
import { type ResolvedRetryPolicy, resolveRetryPolicy } from '../core/retry.ts';
import { jsonBodySerializer } from '../core/serialize.ts';
import { StreamError, StreamRejectedError } from '../core/stream-errors.ts';
import type { Int64Mode } from '../core/types.ts';
import type { ValidatorTable } from '../core/validation.ts';

/** The client's settings a WebSocket stream reuses: base URL, token, retries, int64 tables, validators. */
export interface StreamCore {
  readonly baseUrl: string;
  readonly token: ClientOptions<Int64Mode>['token'];
  readonly validate: boolean;
  /** True unless the client was given its own `fetch` (which a WebSocket would bypass). */
  readonly platformFetch: boolean;
  readonly retry: ResolvedRetryPolicy | false;
  readonly loadInt64: () => Promise<Int64Tables>;
  readonly loadValidators: () => Promise<{ validators: ValidatorTable; quickValidators?: ValidatorTable }>;
  // The helpers a stream shares with HTTP calls, handed over rather than imported, so that the
  // bundler keeps them in the client's own chunk instead of splitting them into another one.
  readonly serialize: typeof jsonBodySerializer;
  readonly resolveRetry: typeof resolveRetryPolicy;
  readonly redact: typeof redactOnDemand;
  readonly warnDeprecatedOnce: typeof warnDeprecatedOnce;
  readonly markWarned: typeof markWarned;
  readonly StreamError: typeof StreamError;
  readonly StreamRejectedError: typeof StreamRejectedError;
}

/**
 * The stream settings of the client `core`, read from its options as createCore read them (the
 * options were checked there): nothing of them is kept in clients that have no stream.
 */
export function streamCoreOf(core: Core): StreamCore {
  const options = core.options;
  // The same module the calls load: import() loads a module once.
  let int64: Promise<Int64Tables> | undefined;
  return {
    baseUrl: parseBaseUrl(options.baseUrl).baseUrl,
    token: options.token,
    validate: options.validate === true,
    platformFetch: options.fetch === undefined,
    retry: resolveRetryPolicy(options.retry),
    loadInt64: () => (int64 ??= core.api.loadInt64()),
    loadValidators: core.api.loadValidators,
    serialize: jsonBodySerializer,
    resolveRetry: resolveRetryPolicy,
    redact: redactOnDemand,
    warnDeprecatedOnce,
    markWarned,
    StreamError,
    StreamRejectedError,
  };
}

/** redact-lazy.ts's `redactLater`, loaded with the first error that carries a token: no redaction code up front. */
async function redactOnDemand<E extends Error>(error: E, secret: string | undefined): Promise<E> {
  if (secret === undefined) return error;
  const module = await import('../core/redact-lazy.ts').catch(() => undefined);
  if (module !== undefined) return module.redactLater(error, secret);
  // The module failed to load (a chunk in a browser): the message and stack at least.
  return unloadedRedaction(error, secret);
}
