// One warning per process for each deprecated operation a program calls, naming its replacement.
import type { Logger } from './options.ts';

const warned = new Set<string>();

/** Logs `message` through `logger` the first time `key` is seen in this process. */
export function warnDeprecatedOnce(key: string, message: string, logger: Logger | undefined): void {
  if (warned.has(key)) return;
  warned.add(key);
  logger?.warn(`[@canton-openapi/client] ${message}`, { deprecated: key });
}

/** Records `key` as warned without logging: a more specific warning already covered it. */
export function markWarned(key: string): void {
  warned.add(key);
}
