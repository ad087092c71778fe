// Keeping credentials out of everything the tool prints: --verbose traces, error messages, reports (a server
// that echoes the Authorization header would otherwise put the token into body excerpts of failures).
import type { ApiReport } from './model.ts';

/** What stands in for a credential (the same marker as the client's errors). */
export const redacted = '[REDACTED]';

// Headers whose values are credentials whatever token was passed (a proxy may add its own).
const secretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/** `text` with every occurrence of each secret (raw, JSON-escaped or URL-encoded) replaced by the marker. */
export function redactText(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // A very short "secret" would blank out ordinary text; real tokens are long.
    if (secret === undefined || secret.length < 4) continue;
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])) {
      out = out.split(form).join(redacted);
    }
  }
  return out;
}

/** Headers with credential values hidden: the scheme of `Authorization` stays (`Bearer [REDACTED]`). */
export function redactHeaders(headers: Record<string, string>, secrets: readonly (string | undefined)[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'authorization' || lower === 'proxy-authorization') out[name] = /^\S+\s/.test(value) ? `${value.split(/\s/)[0]} ${redacted}` : redacted;
    else if (secretHeaders.has(lower)) out[name] = redacted;
    else out[name] = redactText(value, secrets);
  }
  return out;
}

function redactValue(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return redactText(value, [secret]);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secret));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, secret)]));
}

/** The report with `secret` replaced in every string (text, JSON and JUnit all render from it). */
export function redactReport(report: ApiReport, secret: string | undefined): ApiReport {
  return secret === undefined || secret === '' ? report : (redactValue(report, secret) as ApiReport);
}
