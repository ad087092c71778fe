// What only some named calls need, loaded with the first of them (client.ts): the warning of a
// deprecated operation, a call's own retry policy, the close look at a request the quick checks
// flagged (request-values.ts), `validate: true`, query strings and extra headers (written as
// openapi-fetch writes them), and middleware and `raw`, which go through openapi-fetch
// (via-openapi-fetch.ts). The up-front code it uses is handed in (`shared`), keeping it one chunk.
import type { Client, Middleware } from 'openapi-fetch';
import type { warnDeprecatedOnce } from './deprecation.ts';
import { errorClasses } from './error-classes.ts';
import type { ErrorContext } from './errors.ts';
import type { Int64Tables } from './int64.ts';
import type { OperationDef } from './operation.ts';
import type { ClientOptions, Logger } from './options.ts';
import { inspectRequest } from './request-values.ts';
import type { ResponseContext, Validate } from './response-context.ts';
import type { ResolvedRetryPolicy, RetryPolicy } from './retry.ts';
import type { TransportConfig } from './transport.ts';
import type { BaseCallOptions, Int64Mode } from './types.ts';
import type { ValidatorTable } from './validation.ts';
import type { Shared, ViaOpenapiFetch } from './via-openapi-fetch.ts';

/** A client's settings and the state its extras keep (client.ts makes one per client). */
export interface ClientState {
  /** The API (client.ts `ApiDefinition`: what of it is used here). */
  readonly api: {
    readonly name: string;
    readonly operations: Readonly<Record<string, OperationDef>>;
    readonly loadValidators: () => Promise<{ validators: ValidatorTable; quickValidators?: ValidatorTable }>;
  };
  readonly options: ClientOptions<Int64Mode>;
  readonly baseUrl: string;
  readonly transport: TransportConfig;
  readonly logger: Logger | undefined;
  readonly maxResponseBytes: number;
  /** The middleware registered so far, in order. */
  readonly middlewares: Middleware[];
  readonly int64: Promise<Int64Tables>;
  // The ledger's streams warn through the same deprecation.ts, so it is handed in rather than imported.
  readonly shared: Shared & {
    resolveRetryPolicy: (policy: RetryPolicy | false | undefined) => ResolvedRetryPolicy | false;
    warnDeprecatedOnce: typeof warnDeprecatedOnce;
  };
  /** The openapi-fetch side, once loaded. */
  via?: ViaOpenapiFetch;
  viaLoading?: Promise<ViaOpenapiFetch>;
  /** The validator of an operation, once the validators are loaded (`validate: true`). */
  validateFor?: Promise<(operationId: string) => Validate>;
}

/** Before the first attempt: the deprecation warning (once per process), and the call's own retry policy. */
export function before(
  state: ClientState,
  op: OperationDef,
  context: ErrorContext & { operationId: string },
  retry: RetryPolicy | false | undefined,
  policy: ResolvedRetryPolicy | false,
): ResolvedRetryPolicy | false {
  if (op.deprecation !== undefined) state.shared.warnDeprecatedOnce(`${state.api.name}:${context.operationId}`, op.deprecation, state.logger);
  if (retry === undefined) return policy;
  try {
    return state.shared.resolveRetryPolicy(retry);
  } catch (error) {
    throw new errorClasses.RequestError(`${context.operationId} (${context.method} ${op.path}): ${(error as Error).message}.`, context);
  }
}

/**
 * Before an attempt whose request the generated checks or a `null` in its body flagged: a warning per
 * deprecated field set (once per process), and a RequestError, before anything is sent, for a value
 * the server cannot take as written (see request-values.ts).
 */
export function inspect(state: ClientState, c: ResponseContext, body: unknown, query: unknown, path: unknown, tables: Int64Tables): void {
  const { logger, shared } = state;
  inspectRequest(
    tables,
    { ...c, api: state.api.name, operation: c.operationId, warn: (key, message) => shared.warnDeprecatedOnce(key, message, logger) },
    body,
    query,
    path,
  );
}

// The query serializer and header merge of openapi-fetch.
let parts: Promise<typeof import('./request-parts.ts')> | undefined;

/**
 * The request of one attempt, or (with middleware) its result: `validate` set up, the query string
 * and extra headers written as openapi-fetch writes them, or the attempt made through openapi-fetch.
 */
export async function prepare(
  state: ClientState,
  op: OperationDef,
  path: Record<string, unknown> | undefined,
  body: unknown,
  serialized: string | undefined,
  callOptions: (BaseCallOptions & { query?: Record<string, unknown> }) | undefined,
  c: ResponseContext,
): Promise<{ data: unknown } | { url: string; headers: Headers }> {
  const { untilAborted, pathSerializer } = state.shared;
  if (state.options.validate === true) {
    state.validateFor ??= Promise.all([state.api.loadValidators(), import('./validation.ts')]).then(
      ([generated, helpers]) =>
        (id: string) =>
        (status: number, data: unknown) =>
          helpers.validateBody(generated.validators, id, status, data, generated.quickValidators),
    );
    c.validate = (await untilAborted(state.validateFor, c.signal))(c.operationId);
  }
  const query = callOptions?.query;
  const extra = callOptions?.headers;
  if (state.middlewares.length !== 0) {
    const via = state.via ?? (await untilAborted(loadVia(state), c.signal));
    return { data: await untilAborted(via.attempt(op, path, body, query, extra, c), c.signal) };
  }
  const p = await untilAborted((parts ??= import('./request-parts.ts')), c.signal);
  return {
    url: p.createFinalURL(op.path, { baseUrl: state.baseUrl, params: { path, query }, querySerializer: p.querySerializer, pathSerializer }),
    headers: p.mergeHeaders(serialized === undefined ? {} : { 'Content-Type': 'application/json' }, extra),
  };
}

/** The openapi-fetch side of the client, made once. */
function loadVia(state: ClientState): Promise<ViaOpenapiFetch> {
  return (state.viaLoading ??= import('./via-openapi-fetch.ts').then(
    (m) =>
      (state.via = m.viaOpenapiFetch({
        baseUrl: state.baseUrl,
        transport: state.transport,
        operations: state.api.operations,
        int64: state.int64,
        maxResponseBytes: state.maxResponseBytes,
        middlewares: state.middlewares,
        shared: state.shared,
      })),
  ));
}

/** A raw client typed by `Paths`, with `registered` middleware (client.ts hands it out as a stand-in until this loads). */
export async function raw<Paths extends {}>(state: ClientState, registered: readonly Middleware[]): Promise<Client<Paths>> {
  return (state.via ?? (await loadVia(state))).raw<Paths>(registered);
}
