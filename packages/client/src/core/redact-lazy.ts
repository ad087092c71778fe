// The token redaction of errors (redact.ts), loaded with the first error that may carry a token.

let redaction: Promise<typeof import('./redact.ts')> | undefined;

/** `error` with `secret` redacted from everything it exposes (see redact.ts); no secret, no load. */
export async function redactLater<E extends Error>(error: E, secret: string | undefined): Promise<E> {
  if (secret === undefined || secret.length < 4) return error; // as redact.ts: minSecretLength
  const module = await (redaction ??= import('./redact.ts')).catch(() => undefined);
  if (module !== undefined) return module.redactError(error, secret);
  // The module failed to load (a chunk in a browser): the message and stack at least.
  error.message = error.message.split(secret).join('[REDACTED]');
  if (typeof error.stack === 'string') error.stack = error.stack.split(secret).join('[REDACTED]');
  return error;
}
