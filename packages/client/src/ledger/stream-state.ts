// What the ledger's streams need of their client, handed over by the ledger client alone.
import type { ClientRuntime } from '../core/context.ts';
import type { StreamError, StreamRejectedError } from '../core/errors.ts';

/**
 * What a stream needs of its client: the client's context, and the classes of the streams' errors,
 * handed over by the ledger client alone (the other clients keep none of their code).
 */
export interface StreamState {
  readonly runtime: ClientRuntime;
  readonly StreamError: typeof StreamError;
  readonly StreamRejectedError: typeof StreamRejectedError;
}
