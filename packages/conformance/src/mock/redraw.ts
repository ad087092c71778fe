// Prism's dynamic generator (json-schema-faker) crashes on some samples of deep unions (an empty object in a list
// under a `oneOf`), and with a seed it draws the same sample for every request. The front draws again with other
// seeds (`Prefer: dynamic=true, seed=…`, the same ones for every request, so answers still repeat), and names the
// seed that answered in `x-mock-seed`; if every draw crashes it answers the operation's first success example,
// named in `x-mock-fallback`, rather than a 500 no server would send.
import type { OperationSpec } from '@canton-openapi/contract';

/** Prism's answer to a request: the response, its text, and the headers the front adds (`x-mock-seed`, `x-mock-fallback`). */
export interface PrismAnswer {
  answer: Response;
  text: string;
  extra: Record<string, string>;
}

/**
 * Asks Prism with `headers` (by `ask`); for `op`'s request whose dynamic answer the generator crashed on, draws again
 * with other seeds, then falls back to the first success example. `prefer` is the request's own `Prefer`.
 */
export async function askDrawingAgain(
  ask: (headers: Record<string, string>) => Promise<Response>,
  headers: Record<string, string>,
  op: OperationSpec | undefined,
  prefer: string,
): Promise<PrismAnswer> {
  let answer = await ask(headers);
  let text = await answer.text();
  const extra: Record<string, string> = {};
  if (op === undefined || !generatorCrashed(answer, text)) return { answer, text, extra };
  const others = (/\bseed=/.test(prefer) ? prefer.replace(/,?\s*\bseed=[^,]*/, '') : prefer).replace(/^\s*,\s*/, '');
  for (const seed of redrawSeeds) {
    answer = await ask({ ...headers, prefer: `${others === '' ? '' : `${others}, `}${/dynamic=/.test(others) ? '' : 'dynamic=true, '}seed=${seed}` });
    text = await answer.text();
    if (!generatorCrashed(answer, text)) {
      extra['x-mock-seed'] = String(seed);
      break;
    }
  }
  const fallback = generatorCrashed(answer, text) ? successExample(op) : undefined;
  if (fallback !== undefined) {
    answer = await ask({ ...headers, prefer: `example=${fallback}` });
    text = await answer.text();
    extra['x-mock-fallback'] = `example=${fallback}; Prism could not generate a dynamic answer`;
  }
  return { answer, text, extra };
}

/** The seeds a front draws a crashed dynamic answer again with, in order. */
const redrawSeeds = [101, 202, 303, 404, 505, 606, 707, 808];

/** Prism's 500 for an exception in its own code (`…/prism/errors#UNKNOWN`, a `TypeError`): not an answer the spec describes. */
function generatorCrashed(answer: Response, text: string): boolean {
  return answer.status === 500 && text.includes('prism/errors#UNKNOWN') && text.includes('TypeError');
}

/** The name of the first example of the operation's first success answer in JSON. */
function successExample(op: OperationSpec): string | undefined {
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  return success?.contents.find((m) => m.mediaType.includes('json'))?.examples[0]?.name;
}
