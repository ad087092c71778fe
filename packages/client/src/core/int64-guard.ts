// The raw openapi-fetch client's response check: a JSON body with an integer beyond 2^53 rejects with
// Int64PrecisionError instead of reaching openapi-fetch's JSON.parse, which would round it.
import type { Middleware } from 'openapi-fetch';

type OnResponse = NonNullable<Extract<Middleware, { onResponse: unknown }>['onResponse']>;
import { Int64PrecisionError } from './errors.ts';
import { parseExact, settle } from './exact.ts';

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

// This check runs before openapi-fetch parses the body, so it scans the text: a number token after
// `:`, `,` or `[`, 16+ digits, then a delimiter. Digit runs inside strings (hex ids, fingerprints)
// are not followed by a delimiter, so they do not trigger the careful parse. Both expressions find
// the same tokens. Compact JSON is scanned from the delimiters backwards (a
// lookbehind), which takes about half the time; whitespace, frequent in indented JSON, would make
// every space a starting point, so indented JSON is scanned forwards from `:`, `,` and `[`.
const bigTokenCompact = /(?<=[:,[]\s*-?\d{16,})[,}\]\s]/;
const bigTokenIndented = /[:,[]\s*-?\d{16,}[,}\]\s]/;
const bigTopLevel = /^\s*-?\d{16,}\s*$/;
const newlineEarly = /^[^\n]{0,63}\n/;

/** True when `text` may hold an integer literal of more than 15 digits. */
function mayHoldBigInteger(text: string): boolean {
  const token = newlineEarly.test(text) ? bigTokenIndented : bigTokenCompact;
  return token.test(text) || bigTopLevel.test(text);
}

/** Checks a JSON body the raw client is about to parse; passes anything else through. */
export const checkJsonBody: OnResponse = async ({ request, response, options }) => {
  if (options.parseAs !== 'json' || !jsonType.test(response.headers.get('content-type') ?? '')) return undefined;
  const text = await response.text();
  if (mayHoldBigInteger(text)) {
    let parsed;
    try {
      parsed = parseExact(text);
    } catch {
      parsed = undefined; // malformed JSON: openapi-fetch reports it as it always does
    }
    const problem = parsed && settle(parsed, 'number', undefined).problem;
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
};
