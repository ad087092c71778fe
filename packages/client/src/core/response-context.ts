// The state of one named call that reading its response needs. A leaf module (types only): the
// readers of responses and errors import it from here instead of from each other.
import type { ErrorContext, ValidationIssue } from './errors.ts';
import type { Int64Shape } from './int64.ts';
import type { Int64Mode } from './types.ts';

/** Checks a body against the response `status` of the call's operation (with `validate: true`). */
export type Validate = (status: number, data: unknown) => ValidationIssue[];

/** What reading one response needs to know. */
export interface ResponseContext extends ErrorContext {
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
  /** The runtime's fetch ends the body when the signal aborts; no race needed. */
  honoursSignal: boolean;
  /** The largest body read, in bytes (`maxResponseBytes`). */
  limit: number;
  /** Fires the timeout when its time has passed (see deadline.ts). */
  overdue: () => boolean;
  /** The token the last attempt sent (redacted from errors). */
  secret: string | undefined;
  /** The response of the last attempt (its body read), for `withResponse`. */
  response: Response | undefined;
}
