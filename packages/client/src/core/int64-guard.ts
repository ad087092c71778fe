// The raw openapi-fetch client's response check: an integer beyond 2^53 at a position the spec
// declares int64 rejects with Int64PrecisionError instead of reaching openapi-fetch's JSON.parse,
// which would round it — the same positions as named methods check. Error bodies, and operations
// the API does not have, are checked everywhere, as named methods check error bodies.
import type { Middleware } from 'openapi-fetch';

type OnResponse = NonNullable<Extract<Middleware, { onResponse: unknown }>['onResponse']>;
import { readBody, TooLarge } from './body.ts';
import { Int64PrecisionError, ResponseTooLargeError } from './errors.ts';
import { declaredProblem, parseExact, settle } from './exact.ts';
import type { OperationDef } from './client.ts';
import type { Int64Problem, Int64Tables } from './int64.ts';

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
// may be an int64 JSON.parse rounds, or a fraction in an int64 field.
const floatToken = /(?:^|[:,[])\s*-?\d+[.eE]/;

/** True when `text` may hold an integer literal of more than 15 digits, or a number with a fraction or exponent. */
function mayHoldBigInteger(text: string): boolean {
  const token = newlineEarly.test(text) ? bigTokenIndented : bigTokenCompact;
  return token.test(text) || bigTopLevel.test(text) || floatToken.test(text);
}

/** Checks a JSON body the raw client is about to parse; passes anything else through. */
export async function checkJsonBody(
  params: Parameters<OnResponse>[0],
  operations: Readonly<Record<string, OperationDef>>,
  int64: Promise<Int64Tables>,
  limits: { limit: number; honoursSignal: boolean },
): Promise<Response | undefined> {
  const { request, response, options, schemaPath } = params;
  // openapi-fetch parses the body as JSON whatever its content type says.
  if (options.parseAs !== 'json' && options.parseAs !== 'text') return undefined;
  let text: string;
  try {
    text = await readBody(response, { limit: limits.limit, signal: request.signal, honoursSignal: limits.honoursSignal });
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    throw new ResponseTooLargeError(
      `${request.method} ${request.url}: the HTTP ${response.status} body is larger than ${error.limit} bytes (maxResponseBytes); reading stopped there.`,
      { method: request.method, url: request.url },
      { status: response.status, limitBytes: error.limit },
    );
  }
  if (options.parseAs === 'json' && mayHoldBigInteger(text)) {
    let parsed;
    try {
      parsed = parseExact(text);
    } catch {
      parsed = undefined; // malformed JSON: openapi-fetch reports it as it always does
    }
    let problem: Int64Problem | undefined;
    if (parsed?.unsafe) {
      const method = request.method.toLowerCase();
      const operationId = Object.keys(operations).find((id) => operations[id]!.method === method && operations[id]!.path === schemaPath);
      if (!response.ok || operationId === undefined) problem = settle(parsed, 'number', undefined).problem;
      else {
        const shape = (await int64).shapes[operationId]?.response;
        if (shape !== undefined) problem = declaredProblem(parsed.value, shape);
      }
    }
    if (problem !== undefined) {
      throw new Int64PrecisionError(
        `${request.method} ${request.url}: the integer ${problem.literal} at ${problem.pointer || '(root)'} ${problem.reason}.`,
        { method: request.method, url: request.url },
        { pointer: problem.pointer, literal: problem.literal },
      );
    }
  }
  const nullBody = response.status === 204 || response.status === 205 || response.status === 304;
  return new Response(nullBody ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
