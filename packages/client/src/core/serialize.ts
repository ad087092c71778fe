// How openapi-fetch writes our requests: JSON bodies keep bigints exact, and path parameters are
// percent-encoded so that no value can change the path (`/`, `?`, `#`). URL parsers resolve `.` and
// `..` segments even percent-encoded, so the client refuses those values before getting here.
import { stringifyJson } from './int64.ts';

/** Serializes a JSON request body; `bigint` values become exact integer literals. */
export function jsonBodySerializer(body: unknown): string {
  return stringifyJson(body);
}

/** openapi-fetch `pathSerializer`: fills `{name}` placeholders with encoded values. */
export function pathSerializer(pathname: string, params: Record<string, unknown>): string {
  return pathname.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? placeholder : encodeURIComponent(String(value));
  });
}
