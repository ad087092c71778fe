// The active contracts stream over WebSocket (`/v2/state/active-contracts`), loaded on its first use.
// Auth and framing as the update stream's (stream-updates.ts): the token as the first subprotocol, the
// request as the first frame, then one `JsGetActiveContractsResponse` per frame or a `JsCantonError`
// error frame. The snapshot is finite: the participant closes the socket normally after its last entry.
// A connection that drops, or that we close for a slow consumer, is opened again with the request and
// the `streamContinuationToken` of the last entry delivered, which the participant resumes after
// (ApiStateService: AcsContinuationToken): no gap, no duplicate.
import { checkRelease } from '../core/release.ts';
import { redactError } from '../core/redact.ts';
import { inspectRequest } from '../core/request-check.ts';
import { type ResolvedRetryPolicy, retryVerdict, sleep } from '../core/retry.ts';
import type { CantonApiError } from '../core/errors.ts';
import type { ChannelDef, StreamOptions } from '../core/types/streams.ts';
import { frameReader, type StreamContext } from './stream-frames.ts';
import { defaultHighWaterMark, defaultHighWaterMarkChars, integer, positive, type StreamState, tokenOf, unauthenticated } from './stream-updates.ts';
import { SocketConnection, type SocketEnd } from './websocket.ts';

/** Every entry of the snapshot the request selects (see LedgerClient.streamStateActiveContracts). */
export async function* streamActiveContracts<Item>(
  state: StreamState,
  channel: ChannelDef,
  request: Record<string, unknown>,
  options: StreamOptions = {},
): AsyncGenerator<Item, void, undefined> {
  const client = state.runtime;
  const { errors, logger } = client;
  const url = `${client.baseUrl.replace(/^http/, 'ws')}${channel.path}`;
  const context: StreamContext = { operationId: channel.method, method: 'GET', url, label: `${channel.method} (WebSocket ${channel.path})` };
  const { label } = context;
  if (typeof request !== 'object' || request === null) throw new errors.RequestError(`${label}: the request must be an object.`, context);
  integer(errors, request.activeAtOffset, 'activeAtOffset', label);
  if (request.streamContinuationToken !== undefined && typeof request.streamContinuationToken !== 'string') {
    throw new errors.RequestError(`${label}: streamContinuationToken must be a string (a base64 token of an earlier entry).`, context);
  }
  const highWaterMark = {
    frames: positive(errors, options.highWaterMark, defaultHighWaterMark, 'highWaterMark', label),
    chars: positive(errors, options.highWaterMarkChars, defaultHighWaterMarkChars, 'highWaterMarkChars', label),
  };
  let policy: ResolvedRetryPolicy | false = client.retry;
  if (options.retry !== undefined) {
    try {
      policy = client.resolveRetryPolicy(options.retry);
    } catch (error) {
      throw new errors.RequestError(`${label}: ${(error as Error).message}.`, context);
    }
  }
  const signal = options.signal;
  const aborted = () => new errors.AbortError(`${label} was aborted by the caller's signal.`, { ...context, cause: signal?.reason });

  let token: string | undefined;
  let connection: SocketConnection | undefined;
  let attempts = 0;
  let onConnection = 0;
  try {
    if (signal?.aborted) throw aborted();
    const table = await client.operationTable;
    const entry = table.releases?.channels[channel.method];
    const warning = table.deprecations[channel.method];
    if (entry !== undefined || warning !== undefined) {
      await checkRelease(client, table, { name: channel.method, what: label, entry, warning }, { ...context, signal });
    }
    if (typeof globalThis.WebSocket !== 'function') {
      throw new errors.RequestError(
        `${label}: this runtime has no global WebSocket, which streams need (Node 22+ and browsers have one). ` +
          'Without one, read the snapshot page by page: readActiveContracts or iterateActiveContracts.',
        context,
      );
    }
    await inspectRequest(
      table,
      { ...context, operation: channel.operationId, mode: client.mode, logger, errors, client, signal },
      request,
      undefined,
      undefined,
    );
    const read = await frameReader(client, state.StreamError, channel.operationId, context, 'entry');
    /** The token of the last entry delivered: a new connection resumes after it. */
    let resumeAfter = typeof request.streamContinuationToken === 'string' ? request.streamContinuationToken : undefined;
    let index = 0;
    let delivered = 0;
    let opened = false;
    let failures = 0;
    for (let attempt = 1; ; attempt++) {
      attempts = attempt;
      if (signal?.aborted) throw aborted();
      token = await tokenOf(client, context, signal, aborted);
      if (signal?.aborted) throw aborted();
      const protocols = [...(token ? [`jwt.token.${token}`] : []), 'daml.ws.auth'];
      const firstFrame = client.serializeBody(resumeAfter === undefined ? request : { ...request, streamContinuationToken: resumeAfter });
      onConnection = 0;
      try {
        connection = new SocketConnection({ url, protocols, firstFrame, highWaterMark, signal });
      } catch (error) {
        throw new errors.RequestError(
          `${label}: the WebSocket could not be created (${(error as Error).name}): ` +
            'the URL is not valid, or the token holds characters a WebSocket subprotocol (`jwt.token.<JWT>`) cannot carry.',
          context,
        );
      }
      let outcome: string | SocketEnd;
      for (outcome = connection.take() ?? (await connection.next()); typeof outcome === 'string'; outcome = connection.take() ?? (await connection.next())) {
        opened = true;
        const item = read(outcome, index++).item as { streamContinuationToken?: unknown };
        const next = item.streamContinuationToken;
        // Without a token a later connection could not skip what was delivered: it would repeat entries.
        resumeAfter = typeof next === 'string' && next !== '' ? next : undefined;
        delivered++;
        onConnection++;
        failures = 0;
        yield item as Item;
      }
      if (outcome.kind === 'aborted') throw aborted();
      if (outcome.kind === 'closed' && outcome.code === 1000) return; // the participant completed the snapshot
      if (outcome.kind === 'refused' && !opened) {
        throw new state.StreamRejectedError(
          `${label}: the WebSocket did not open: the participant refused the upgrade (403 for a token of a user it does not know, 404 ` +
            'without the channel) or was not reachable. The same request over HTTP (postV2StateActiveContracts) reports the status.',
          { ...context, attempts: attempt },
        );
      }
      const how =
        outcome.kind === 'overflow'
          ? 'was closed for a consumer slower than the stream'
          : outcome.kind === 'refused'
            ? 'could not reconnect'
            : `was closed (code ${outcome.code}${outcome.reason ? ` ${outcome.reason}` : ''})`;
      if (delivered > 0 && resumeAfter === undefined) {
        throw new errors.NetworkError(`${label} ${how} after ${delivered} entries, the last without a continuation token to resume after.`, {
          ...context,
          attempts: attempt,
        });
      }
      if (outcome.kind === 'overflow') {
        logger?.debug?.(`${label}: ${how}; resuming after entry ${delivered}`);
        continue;
      }
      failures++;
      const dropped = new errors.NetworkError(`${label} ${how} after ${delivered} entries.`, { ...context, attempts: attempt });
      const verdict = retryVerdict(policy, dropped, failures, Infinity, Date.now(), errors);
      if ('stop' in verdict) {
        dropped.message += ` ${verdict.stop ?? 'Not retried (retry: false).'}`;
        throw dropped;
      }
      logger?.debug?.(`${label}: ${how}; resuming after entry ${delivered} in ${Math.round(verdict.wait)} ms`);
      try {
        await sleep(verdict.wait, signal ?? new AbortController().signal);
      } catch {
        throw aborted();
      }
    }
  } catch (error) {
    if (error instanceof errors.AbortError) throw error;
    throw redactError(
      onConnection === 0 ? unauthenticated(state, error, token, context, attempts, 'postV2StateActiveContracts') : (error as CantonApiError),
      token,
    );
  } finally {
    connection?.stop();
  }
}
