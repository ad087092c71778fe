// The token redaction of errors (redact.ts), loaded with the first error that may carry a token.

let redaction: Promise<typeof import('./redact.ts')> | undefined;

/** `error` with `secret` redacted from everything it exposes (see redact.ts); no secret, no load. */
export async function redactLater<E extends Error>(error: E, secret: string | undefined): Promise<E> {
  if (secret === undefined || secret === '') return error;
  return (await (redaction ??= import('./redact.ts'))).redactError(error, secret);
}
