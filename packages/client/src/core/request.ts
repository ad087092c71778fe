// What a named call sends: its path parameters, checked (a missing or empty one would call a different
// URL) and percent-encoded so that no value can change the path (`/`, `?`, `#`; URL parsers resolve
// `.` and `..` segments even percent-encoded, so those values are refused), and its JSON body, with
// bigints written as exact integer literals. openapi-fetch writes our requests with the same serializers.
import type { OperationDef } from './context.ts';
import { type ErrorContext, RequestError } from './errors.ts';

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

/** Serializes a JSON request body; `bigint` values become exact integer literals. */
export function jsonBodySerializer(value: unknown): string {
  // Most bodies hold no bigint, and JSON.stringify without a replacer writes them about twice as
  // fast. A bigint makes it throw a TypeError: then the body is written again below (a toJSON or a
  // getter before the bigint runs twice). Anything else it cannot write throws again there.
  try {
    return JSON.stringify(value);
  } catch {
    // written below
  }
  // JSON.rawJSON (Node 21+, current browsers) writes digits as they are; without it, marker strings
  // are written and swapped for the digits afterwards.
  const rawJSON = (JSON as { rawJSON?: (text: string) => unknown }).rawJSON;
  let marked = false;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'bigint') return v;
    if (rawJSON !== undefined) return rawJSON(v.toString());
    marked = true;
    return `\u0000bigint:${v.toString()}\u0000`;
  });
  return marked ? text.replace(/"\\u0000bigint:(-?\d+)\\u0000"/g, '$1') : text;
}

/**
 * Each path template split once at its placeholders: literal, name, literal, … A `replace` with a callback
 * per call cost half a microsecond, most of what a call with a path parameter added to `fetch`. The
 * templates are the spec's paths (named methods and `raw` alike), so the map stays small; it is
 * emptied should a caller ever pass more.
 */
const templates = new Map<string, string[]>();

/** openapi-fetch `pathSerializer`: fills `{name}` placeholders with encoded values. */
export function pathSerializer(pathname: string, params: Record<string, unknown>): string {
  let parts = templates.get(pathname);
  if (parts === undefined) {
    if (templates.size >= 1024) templates.clear();
    templates.set(pathname, (parts = pathname.split(/\{([^{}]+)\}/)));
  }
  let url = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = params[parts[i]!];
    url += (value === undefined || value === null ? `{${parts[i]}}` : encodeURIComponent(String(value))) + parts[i + 1];
  }
  return url;
}
