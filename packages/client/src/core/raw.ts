// The raw openapi-fetch client's promise (`client.raw`): it resolves as openapi-fetch does (`{ data }`
// or, for an HTTP error, `{ error, response }`), every rejection is a CantonApiError subclass naming
// the operation and URL (the caller's abort an AbortError, a failing middleware a RequestError), and
// every response is read within `maxResponseBytes` and checked for int64s JSON.parse would round.
// Loaded with the openapi-fetch side of a client (openapi-fetch.ts).
import type { Client, Middleware } from 'openapi-fetch';
import type { ClientRuntime, OperationDef } from './context.ts';
import type { CantonApiError } from './errors.ts';
import { excerpt, readFailure, responseWithText } from './failure.ts';
import { declaredProblem, type Int64Problem, parseExact, type Parsed, settle } from './int64.ts';
import { redactError } from './redact.ts';
import { readBody, TooLarge } from './response.ts';

type OnResponse = NonNullable<Extract<Middleware, { onResponse: unknown }>['onResponse']>;

const verbs = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Wraps the request methods of `raw` so that whatever they reject with is a CantonApiError, and so
 * that the caller's signal ends them: a real Request follows the caller's signal through a weakly
 * held controller, and once that is collected the abort never reaches it (a token function that never
 * settles would then hang the call).
 */
export function typedRejections<Paths extends {}>(raw: Client<Paths>, runtime: ClientRuntime): Client<Paths> {
  const methods = raw as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap = (method: string, call: (...args: unknown[]) => Promise<unknown>, path: unknown, init: unknown) =>
    runtime.untilAborted(call(), (init as Init | undefined)?.signal).catch(async (thrown: unknown) => {
      throw asRawError(thrown, method, String(path), (init ?? {}) as Init, runtime, await operationsOf(runtime));
    });
  for (const verb of verbs) {
    const original = methods[verb]!;
    methods[verb] = (path, init) => wrap(verb, () => original(path, init), path, init);
  }
  const request = methods.request!;
  methods.request = (method, path, init) => wrap(String(method).toUpperCase(), () => request(method, path, init), path, init);
  return raw;
}

/** The options of a raw request that matter to its error. */
interface Init {
  signal?: AbortSignal | null;
  baseUrl?: string;
}

/** The API's operations, or none when its operation table failed to load (the raw client works without it). */
function operationsOf(runtime: ClientRuntime): Promise<Readonly<Record<string, OperationDef>>> {
  return runtime.operationTable.then(
    (table) => table.operations,
    () => ({}),
  );
}

/** The operationId of a raw request, by method and the spec path openapi-fetch was given. */
function operationOf(operations: Readonly<Record<string, OperationDef>>, method: string, path: string): string | undefined {
  const lower = method.toLowerCase();
  return Object.keys(operations).find((id) => operations[id]!.method === lower && operations[id]!.path === path);
}

/** What a raw request rejects with: a CantonApiError, with the operation and URL filled in. */
function asRawError(
  thrown: unknown,
  method: string,
  path: string,
  init: Init,
  client: ClientRuntime,
  operations: Readonly<Record<string, OperationDef>>,
): CantonApiError {
  const errors = client.errors;
  const operationId = operationOf(operations, method, path);
  const context = { operationId, method, url: `${(init.baseUrl ?? client.baseUrl).replace(/\/+$/, '')}${path}` };
  if (thrown instanceof errors.CantonApiError) {
    const fields = thrown as { operationId: string | undefined; url: string | undefined };
    fields.operationId ??= operationId;
    fields.url ??= context.url;
    return thrown;
  }
  const label = `${operationId === undefined ? '' : `${operationId} `}(${method} ${path})`;
  if (init.signal?.aborted) return new errors.AbortError(`${label} was aborted by the caller's signal.`, { ...context, cause: init.signal.reason });
  if (thrown instanceof SyntaxError) return new errors.ResponseParseError(`${label}: the body is not JSON (${thrown.message}).`, { ...context, cause: thrown });
  return new errors.RequestError(`${label}: a middleware or the body serializer failed: ${String(thrown)}`, { ...context, cause: thrown });
}

// ---- the response check ----

// This check runs before openapi-fetch parses the body, so it scans the text: a number token after
// `:`, `,` or `[`, 16+ digits, then a delimiter. Every integer beyond 2^53 has 16+ digits; digit
// runs inside strings (hex ids, fingerprints) are not followed by a delimiter, so they do not
// trigger the careful parse. Both expressions find the same tokens. Compact JSON is scanned from
// the delimiters backwards (a lookbehind), which takes about half the time; whitespace, frequent in
// indented JSON, would make every space a starting point, so indented JSON is scanned forwards
// from `:`, `,` and `[`. A scan of the text costs less than a second JSON.parse would.
const bigTokenCompact = /(?<=[:,[]\s*-?\d{16,})[,}\]\s]/;
const bigTokenIndented = /[:,[]\s*-?\d{16,}[,}\]\s]/;
const bigTopLevel = /^\s*-?\d{16,}\s*$/;
const newlineEarly = /^[^\n]{0,63}\n/;
// A number with a fraction or an exponent (`9.007199254740993e15`, `9007199254740993.0`, `5.5`): it
// may be an int64 JSON.parse rounds, or a fraction in an int64 field. The whole token, up to the
// delimiter after it: a time in a string (`"…T15:30:00.123Z"`) has `:00.` too, and matching that
// would send every body with a timestamp through the careful parse (a reviver, several times slower).
const floatToken = /(?:^|[:,[])\s*-?\d+(?:\.\d+(?:[eE][+-]?\d+)?|[eE][+-]?\d+)\s*(?:[,}\]]|$)/;

/** True when `text` may hold an integer literal of more than 15 digits, or a number with a fraction or exponent. */
function mayHoldBigInteger(text: string): boolean {
  const token = newlineEarly.test(text) ? bigTokenIndented : bigTokenCompact;
  return token.test(text) || bigTopLevel.test(text) || floatToken.test(text);
}

/**
 * Reads the body the raw client is about to parse, within `maxResponseBytes`, and checks it: the
 * int64 fields of a 2xx body, every integer of an error body. A 2xx JSON body is parsed here, once:
 * openapi-fetch takes the value from the copy's `json()`, and a malformed body is a
 * ResponseParseError naming the operation instead of a bare SyntaxError.
 */
export async function checkJsonBody(
  params: Parameters<OnResponse>[0],
  runtime: ClientRuntime,
  sentTokens: WeakMap<object, string>,
): Promise<Response | undefined> {
  const { request, response, options, schemaPath } = params;
  // openapi-fetch parses the body as JSON whatever its content type says.
  if (options.parseAs !== 'json' && options.parseAs !== 'text') return undefined;
  const status = response.status;
  const { errors } = runtime;
  const at = { operationId: operationOf(await operationsOf(runtime), request.method, schemaPath), method: request.method, url: request.url };
  const label = `${at.operationId === undefined ? '' : `${at.operationId} `}(${request.method} ${request.url})`;
  const secret = sentTokens.get(request);
  let text: string;
  try {
    text = await readBody(response, runtime, request.signal);
  } catch (error) {
    const tooLarge = error instanceof TooLarge;
    if (request.signal?.aborted && !tooLarge) throw error;
    throw readFailure(error, tooLarge, response, { ...at, label, limit: runtime.limit, errors });
  }
  if (options.parseAs !== 'json' || text === '') return responseWithText(response, text);
  const careful = mayHoldBigInteger(text);
  let parsed: Parsed | undefined;
  try {
    parsed = careful ? parseExact(text) : response.ok ? { value: JSON.parse(text), unsafe: false } : undefined;
  } catch (error) {
    if (response.ok) {
      const info = { status, contentType: response.headers.get('content-type') ?? undefined };
      throw redactError(
        new errors.ResponseParseError(`${label}: the HTTP ${status} body is not JSON (${String(error)}): "${excerpt(text)}".`, {
          ...at,
          ...info,
          cause: error,
        }),
        secret,
      );
    }
    parsed = undefined; // an error body that is not JSON: openapi-fetch gives it as text
  }
  let problem: Int64Problem | undefined;
  if (parsed?.unsafe) {
    if (!response.ok || at.operationId === undefined) problem = settle(parsed, 'number', undefined).problem;
    else {
      const shape = (await runtime.operationTable).int64[at.operationId]?.response;
      if (shape !== undefined) problem = declaredProblem(parsed.value, shape);
    }
  }
  if (problem !== undefined) {
    throw new errors.Int64PrecisionError(`${label}: the integer ${problem.literal} at ${problem.pointer || '(root)'} ${problem.reason}.`, {
      ...at,
      pointer: problem.pointer,
      literal: problem.literal,
    });
  }
  const copy = responseWithText(response, text);
  if (!response.ok || parsed === undefined) return copy;
  // The value parsed here, as JSON.parse gives it (number mode): openapi-fetch reads it through
  // `json()`, which it calls when a Content-Length is present.
  const value = parsed.unsafe ? JSON.parse(text) : parsed.value;
  if (!copy.headers.has('content-length')) copy.headers.set('content-length', String(text.length));
  Object.defineProperty(copy, 'json', { value: () => Promise.resolve(value) });
  return copy;
}
