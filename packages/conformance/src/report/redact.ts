// Keeping credentials out of everything the tool prints: --verbose traces, error messages, reports.

/** What stands in for a credential. */
export const redacted = '‹redacted›';

// Headers whose values are credentials whatever token was passed (a proxy may add its own).
const secretHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/** `text` with every occurrence of each secret (raw or URL-encoded) replaced by ‹redacted›. */
export function redactText(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // A very short "secret" would blank out ordinary text; real tokens are long.
    if (secret === undefined || secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(redacted);
  }
  return out;
}

/** Headers with credential values hidden: the scheme of `Authorization` stays (`Bearer ‹redacted›`). */
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
