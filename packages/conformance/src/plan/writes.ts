// Read-only by default: an operation whose `x-effect` is `write` (submit, allocate, create, update, delete,
// upload, vetting, execute, …) gets no request from a run against a real node unless the operator names it
// with `--allow-writes`. A Prism mock keeps no state, so there every operation is checked. The Session
// enforces it for every request any check sends; the plan and the report only say it.
import type { ChannelEntry, OperationSpec } from '@canton-openapi/contract';
import type { ApiName } from '../apis.ts';
import { UsageError } from '../usage-error.ts';
import { allNames, namesOf, parseOperationNames } from './names.ts';

/** What a run may send to write operations. */
export interface WritePolicy {
  /** `mock`: a Prism mock, which keeps no state: every write is checked. `opt-in`: the writes `allowed` names. `read-only`: none. */
  mode: 'mock' | 'opt-in' | 'read-only';
  /** The names `--allow-writes` gave: operationIds, tags, or `all`. */
  allowed: string[];
}

/** The operator's word for "every write operation". */
export const allWrites = allNames;

/** The policy of a run: against a Prism mock every write is checked; against a server, those `allowed` names. */
export function writePolicy(target: 'prism' | 'server', allowed: readonly string[] = []): WritePolicy {
  if (target === 'prism') return { mode: 'mock', allowed: [...allowed] };
  return { mode: allowed.length === 0 ? 'read-only' : 'opt-in', allowed: [...allowed] };
}

/** Whether the run may send requests (with credentials, with a body) to `subject`. */
export function mayWrite(policy: WritePolicy, subject: OperationSpec | ChannelEntry): boolean {
  if (subject.effect === 'read' || policy.mode === 'mock' || policy.allowed.includes(allWrites)) return true;
  const { ids, tags } = namesOf(subject);
  return [...ids, ...tags].some((name) => policy.allowed.includes(name));
}

/** Why a write was not checked, as the report says it (after `not run: `). */
export function notCheckedWrite(id: string): string {
  return `changes ledger state (x-effect: write); pass --allow-writes ${id} to check it`;
}

/** Splits `--allow-writes` values (repeatable, comma-separated) into names. */
export function parseAllowWrites(values: readonly string[]): string[] {
  return parseOperationNames('--allow-writes', values);
}

/** What `--allow-writes` may name in the APIs of a run. */
export interface WriteTargets {
  api: ApiName;
  operations: readonly OperationSpec[];
  channels?: readonly ChannelEntry[];
}

/**
 * Checks that every `--allow-writes` name is `all` or names a write operation (by operationId or tag) or channel
 * of the run's APIs; a usage error names the first that does not, and the writes there are.
 */
export function checkAllowWrites(names: readonly string[], targets: readonly WriteTargets[]): void {
  const subjects = targets.flatMap((t) => [...t.operations, ...(t.channels ?? [])]);
  const writes = subjects.filter((s) => s.effect === 'write');
  const apis = targets.map((t) => t.api).join('/');
  const known = [...new Set(writes.flatMap((w) => namesOf(w).ids))];
  for (const name of names) {
    if (name === allWrites) continue;
    const named = (s: OperationSpec | ChannelEntry) => {
      const { ids, tags } = namesOf(s);
      return ids.includes(name) || tags.includes(name);
    };
    if (writes.some(named)) continue;
    const listed = known.length === 0 ? `the ${apis} API has no write operation` : `its write operations: ${known.join(', ')}`;
    if (subjects.some(named))
      throw new UsageError(`--allow-writes ${name}: names only read operations of ${apis} (x-effect: read), which are always checked; ${listed}`);
    throw new UsageError(`--allow-writes ${name}: no operation, tag or channel of ${apis} is named so; ${listed}`);
  }
}
