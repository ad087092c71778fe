// The token a request carried, kept out of the errors of a server that echoes it (in a header, its
// body or a Location), as Octokit's RequestError redacts credentials: every string an error exposes
// (message, stack, text, body, headers, cause) has it replaced. Runs on failures only.

/** What stands in for the token. */
export const redacted = '[REDACTED]';

/**
 * Shorter "tokens" are not redacted: replacing a one-letter test token would mangle every message, and no
 * real bearer token is that short. The conformance reports use the same rule.
 */
export const minSecretLength = 4;

/** `text` without `secret`, nor its JSON-escaped or URI-encoded spelling. */
export function redact(text: string, secret: string): string {
  if (secret.length < minSecretLength) return text;
  let out = text.split(secret).join(redacted);
  for (const spelling of [JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]) {
    if (spelling !== secret) out = out.split(spelling).join(redacted);
  }
  return out;
}

/** A JSON-like value with `secret` redacted from every string and key (in place where possible). */
function redactValue(value: unknown, secret: string, depth: number): unknown {
  if (typeof value === 'string') return redact(value, secret);
  if (typeof value !== 'object' || value === null || depth > 256) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = redactValue(value[i], secret, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const clean = redact(key, secret);
    const inner = redactValue(record[key], secret, depth + 1);
    if (clean !== key) delete record[key];
    record[clean] = inner;
  }
  return value;
}

/** Removes `secret` from everything `error` exposes: message, stack, string fields, body, headers, causes. */
export function redactError<E extends Error>(error: E, secret: string | undefined): E {
  if (secret === undefined || secret.length < minSecretLength) return error;
  const fields = error as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key !== 'cause') fields[key] = redactValue(fields[key], secret, 0);
  }
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    rewrite(e, 'message', secret);
    rewrite(e, 'stack', secret);
  }
  return error;
}

/**
 * Redacts one string property, writing only when it held the secret. A DOMException (an abort's default
 * reason) has `message` as a read-only accessor: an own property shadows it instead of throwing.
 */
function rewrite(error: Error, key: 'message' | 'stack', secret: string): void {
  const text = error[key];
  if (typeof text !== 'string') return;
  const clean = redact(text, secret);
  if (clean === text) return;
  try {
    error[key] = clean;
    if (error[key] === clean) return;
  } catch {
    // read-only accessor: shadowed below
  }
  try {
    Object.defineProperty(error, key, { value: clean, writable: true, configurable: true, enumerable: false });
  } catch {
    // a frozen error cannot be changed; it is not ours to thaw
  }
}
