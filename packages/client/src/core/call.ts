// One named call, as its attempts and failures see it. What is fixed for the call is its plan: its
// operation's plan (method, label, URL template, int64 columns, write, validator: made at the first
// call of the operation, kept by the client), its path values, body and options, its retry policy
// and deadline. What each attempt changes is the call's own state: the attempts made, the URL and
// token of the last one, its response. The lifecycle itself is invoke.ts; code loaded on demand
// (failure.ts, response.ts, media.ts, openapi-fetch.ts) reads the call, and this module is loaded
// with it: the code loaded up front imports its types alone.
import type { ClientRuntime, Validate } from './context.ts';
import type { Deadline } from './deadline.ts';
import type { ErrorClasses, ErrorContext } from './errors.ts';
import type { ResolvedRetryPolicy } from './retry.ts';
import type { CallOptions } from './types/call-options.ts';
import type { Int64Shape } from './types/int64.ts';
import type { OperationDef, WriteEntry } from './types/operation-table.ts';

/** What is fixed for every call of one operation by one client: made at its first call, and kept. */
export interface OperationPlan {
  readonly operationId: string;
  /** Its row of the operation table. */
  readonly definition: OperationDef;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** `operationId (METHOD path)`, the start of every message. */
  readonly label: string;
  /** `baseUrl` and the path, its placeholders unfilled: what errors name before a request is written. */
  readonly url: string;
  /** Where the 200 body holds int64 integers (undefined: nowhere). */
  readonly shape: Int64Shape | undefined;
  /** Whether an int64 field of a 200 body holds a number at or beyond ±2^53 (undefined: it has none). */
  readonly rounded: ((body: unknown) => boolean) | undefined;
  /** Bigint mode: the generated conversion of the 200 body's int64 fields (undefined: the generic walk). */
  readonly toBigInt: ((body: unknown) => unknown) | undefined;
  /** Whether a request needs a closer look before it is sent (request-check.ts). */
  readonly requestCheck: ((body: unknown, query: unknown, path: unknown) => boolean) | undefined;
  /** Set when the operation is a write: never sent again once it may have taken effect (failure.ts). */
  readonly write: WriteEntry | undefined;
  /** With `validate: true`, the check of a body against the operation's response for its status. */
  readonly validate: Validate | undefined;
}

/** What is fixed for one call: its client, its operation, its arguments, its retry policy and deadline. */
export interface CallPlan {
  readonly runtime: ClientRuntime;
  readonly operation: OperationPlan;
  /** The path parameters by name, checked. */
  readonly path: Record<string, unknown> | undefined;
  readonly body: unknown;
  readonly options: CallOptions | undefined;
  readonly policy: ResolvedRetryPolicy | false;
  /** All attempts and waits together. */
  readonly timeoutMs: number;
  readonly deadline: Deadline;
}

/** One call in flight: its plan, and what its attempts changed. */
export interface Call {
  readonly plan: CallPlan;
  /** The HTTP attempts made so far. */
  attempts: number;
  /** The last attempt's URL (with `redirect: 'manual'`, the response's); the operation's until one is written. */
  url: string;
  /** The token the last attempt sent (redacted from errors). */
  token: string | undefined;
  /** The response of the last attempt (its body read), for `withResponse`. */
  response: Response | undefined;
}

/** Where a call went, as its errors name it, with the start of their messages and the classes to make them with. */
export interface CallSite extends ErrorContext {
  label: string;
  /** The HTTP attempts made so far. */
  attempts: number;
  errors: ErrorClasses;
}

/** Where `call` went, as its errors name it. */
export function siteOf(call: Call): CallSite {
  const { operation, runtime } = call.plan;
  return {
    operationId: operation.operationId,
    method: operation.method,
    url: call.url,
    attempts: call.attempts,
    label: operation.label,
    errors: runtime.errors,
  };
}
