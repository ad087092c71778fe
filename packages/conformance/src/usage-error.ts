/** A mistake in how the CLI was called. */
export class UsageError extends Error {
  override name = 'UsageError';
}
