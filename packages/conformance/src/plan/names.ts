// How the operator names operations on the command line (`--allow-writes`, `--only`): by operationId or tag,
// separated by commas, the flag repeatable, or `all`. A WebSocket channel (the ledger's AsyncAPI) is named by its
// path or the operationIds of its two sides: its operations carry no tags.
import type { ChannelEntry, OperationSpec } from '@canton-openapi/contract';
import { UsageError } from '../usage-error.ts';

/** The operator's word for "every operation" (of the flag's kind). */
export const allNames = 'all';

/** The names of an operation or channel the flags may use: its operationId(s) and tags (a channel: its path too). */
export interface Named {
  ids: string[];
  tags: string[];
}

/** The operationId(s), tags and, for a channel, the path by which `subject` may be named. */
export function namesOf(subject: OperationSpec | ChannelEntry): Named {
  if ('method' in subject) return { ids: [subject.id], tags: subject.tags };
  return { ids: [subject.channel, ...[subject.sendId, subject.receiveId].filter((id): id is string => id !== undefined)], tags: [] };
}

/** Whether `name` is an operationId, tag or (for a channel) path of `subject`. */
export function isNamed(subject: OperationSpec | ChannelEntry, name: string): boolean {
  const { ids, tags } = namesOf(subject);
  return ids.includes(name) || tags.includes(name);
}

/** Splits the values of `flag` (repeatable, comma-separated) into names, each once. */
export function parseOperationNames(flag: string, values: readonly string[]): string[] {
  const names = values.flatMap((value) => value.split(',').map((name) => name.trim()));
  const empty = names.find((name) => name === '');
  if (empty !== undefined || names.length === 0)
    throw new UsageError(`${flag} ${values.join(',')}: expected operationIds or tags, separated by commas, or ${allNames}`);
  return [...new Set(names)];
}
