// The raw openapi-fetch client's response check: a JSON body with an integer beyond 2^53 rejects with
// Int64PrecisionError instead of reaching openapi-fetch's JSON.parse, which would round it.
import type { Middleware } from 'openapi-fetch';

type OnResponse = NonNullable<Extract<Middleware, { onResponse: unknown }>['onResponse']>;
import { Int64PrecisionError } from './errors.ts';
import { loadExact, mayHoldBigInteger } from './int64.ts';

const jsonType = /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

/** Checks a JSON body the raw client is about to parse; passes anything else through. */
export const checkJsonBody: OnResponse = async ({ request, response, options }) => {
  if (options.parseAs !== 'json' || !jsonType.test(response.headers.get('content-type') ?? '')) return undefined;
  const text = await response.text();
  if (mayHoldBigInteger(text)) {
    const exact = await loadExact();
    let parsed;
    try {
      parsed = exact.parseExact(text);
    } catch {
      parsed = undefined; // malformed JSON: openapi-fetch reports it as it always does
    }
    const problem = parsed && exact.settle(parsed, 'number', undefined).problem;
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
