// The checks of what a caller passes before anything is sent: the base URL of a client, and the
// path parameters of a call (a missing or empty one would call a different URL).
import type { OperationDef } from './operation.ts';
import { type ErrorContext, RequestError } from './errors.ts';

/** `baseUrl` normalized (as URL parsing writes it, without trailing slashes) and its origin + `/`. */
export function parseBaseUrl(baseUrl: string): { baseUrl: string; originPrefix: string } {
  let url: URL | undefined;
  try {
    // Browsers resolve a relative baseUrl against the page, as fetch would.
    url = new URL(baseUrl, typeof location === 'undefined' ? undefined : location.href);
  } catch {
    // reported below
  }
  if (url === undefined || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new TypeError(`baseUrl must be an http(s) URL without credentials (pass those as \`token\`), got '${baseUrl}'`);
  }
  return { baseUrl: url.href.replace(/\/+$/, ''), originPrefix: `${url.origin}/` };
}

/** Path parameters by name, each checked: a missing or empty value would call a different URL. */
export function pathParams(
  op: OperationDef,
  values: readonly unknown[] | undefined,
  label: string,
  context: ErrorContext,
): Record<string, unknown> | undefined {
  if (op.pathParams.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  op.pathParams.forEach((name, i) => {
    const value = values?.[i];
    const ok =
      (typeof value === 'string' && value !== '' && value !== '.' && value !== '..') ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'bigint';
    if (!ok) {
      throw new RequestError(
        `${label}: path parameter ${name} must be a number or a string other than '', '.' and '..', got ${JSON.stringify(value)}.`,
        context,
      );
    }
    out[name] = value;
  });
  return out;
}
