// The raw openapi-fetch client's response check: an integer beyond 2^53 at a position the spec
// declares int64 rejects with Int64PrecisionError instead of reaching openapi-fetch's JSON.parse,
// which would round it — the same positions as named methods check. Error bodies, and operations
// the API does not have, are checked everywhere, as named methods check error bodies.
import type { Middleware } from 'openapi-fetch';

type OnResponse = NonNullable<Extract<Middleware, { onResponse: unknown }>['onResponse']>;
import type { readBody as ReadBody } from './body.ts';
import { responseWithText } from './http-error.ts';
import { errorClasses } from './error-classes.ts';
import type { Int64PrecisionError, NetworkError, ResponseParseError, ResponseTooLargeError } from './errors.ts';
import { excerpt } from './excerpt.ts';
import { redactError } from './redact.ts';
import { operationOf } from './raw-errors.ts';
import { declaredProblem, parseExact, settle } from './exact.ts';
import type { OperationDef } from './operation.ts';
import type { Int64Problem, Int64Tables, Parsed } from './int64.ts';

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
  operations: Readonly<Record<string, OperationDef>>,
  int64: Promise<Int64Tables>,
  // Handed in rather than imported, so that the client's up-front code stays one chunk.
  reading: {
    limit: number;
    honoursSignal: boolean;
    readBody: typeof ReadBody;
    isTooLarge: (error: unknown) => error is { limit: number };
    sentTokens: WeakMap<object, string>;
  },
): Promise<Response | undefined> {
  const { request, response, options, schemaPath } = params;
  // openapi-fetch parses the body as JSON whatever its content type says.
  if (options.parseAs !== 'json' && options.parseAs !== 'text') return undefined;
  const status = response.status;
  const context = { operationId: operationOf(operations, request.method, schemaPath), method: request.method, url: request.url };
  const label = `${context.operationId === undefined ? '' : `${context.operationId} `}(${request.method} ${request.url})`;
  const secret = reading.sentTokens.get(request);
  let text: string;
  try {
    text = await reading.readBody(response, { limit: reading.limit, signal: request.signal, honoursSignal: reading.honoursSignal });
  } catch (error) {
    if (reading.isTooLarge(error)) {
      throw new errorClasses.ResponseTooLargeError(
        `${label}: the HTTP ${status} body is larger than ${error.limit} bytes (maxResponseBytes); reading stopped there.`,
        {
          ...context,
          status,
          limitBytes: error.limit,
        },
      );
    }
    if (request.signal?.aborted) throw error;
    throw new errorClasses.NetworkError(`${label}: the connection failed while reading the HTTP ${status} body.`, { ...context, cause: error });
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
        new errorClasses.ResponseParseError(`${label}: the HTTP ${status} body is not JSON (${String(error)}): "${excerpt(text)}".`, {
          ...context,
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
    if (!response.ok || context.operationId === undefined) problem = settle(parsed, 'number', undefined).problem;
    else {
      const shape = (await int64).shapes[context.operationId]?.response;
      if (shape !== undefined) problem = declaredProblem(parsed.value, shape);
    }
  }
  if (problem !== undefined) {
    throw new errorClasses.Int64PrecisionError(`${label}: the integer ${problem.literal} at ${problem.pointer || '(root)'} ${problem.reason}.`, {
      ...context,
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
