// The bearer token kept out of reports: a server that echoes the Authorization header would put it
// into the body excerpts of failure messages. Every string of the report has it replaced.
import type { ApiReport } from './model.ts';

/** What stands in for the token. */
export const redacted = '[REDACTED]';

/** `text` without `secret`, nor its JSON-escaped or URI-encoded spelling. */
export function redact(text: string, secret: string): string {
  if (secret === '') return text;
  let out = text.split(secret).join(redacted);
  for (const spelling of [JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]) {
    if (spelling !== secret) out = out.split(spelling).join(redacted);
  }
  return out;
}

function redactValue(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return redact(value, secret);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secret));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, secret)]));
}

/** The report with `secret` replaced in every string (text, JSON and JUnit all render from it). */
export function redactReport(report: ApiReport, secret: string | undefined): ApiReport {
  return secret === undefined || secret === '' ? report : (redactValue(report, secret) as ApiReport);
}
