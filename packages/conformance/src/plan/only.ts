// `--only`: the run checks the operations the operator names, by operationId or tag (a channel by its path or
// operationIds); every other one gets no request and is reported as not checked, never as passed. A Token Standard
// registry may serve only some of the standard's APIs (metadata-v1 and transfer-instruction-v1, say) and answer
// 404 on the others: with --only its run checks what it serves, and says what it left out.
import type { ChannelEntry, OperationSpec } from '@canton-openapi/contract';
import { UsageError } from '../usage-error.ts';
import { allNames, isNamed } from './names.ts';
import type { WriteTargets } from './writes.ts';

/** Why an operation left out by `--only` was not checked, as the report says it (after `not run: `). */
export const notSelectedReason = 'not selected (--only)';

/** Whether the run checks `subject`: every operation without `--only` (or with `--only all`), else those it names. */
export function isSelected(only: readonly string[] | undefined, subject: OperationSpec | ChannelEntry): boolean {
  return only === undefined || only.includes(allNames) || only.some((name) => isNamed(subject, name));
}

/**
 * Checks that every `--only` name is `all` or names an operation (by operationId or tag) or channel of the run's APIs,
 * and that the selection leaves each API something to check; a usage error names what is wrong and the tags there are.
 */
export function checkOnly(names: readonly string[], targets: readonly WriteTargets[]): void {
  const subjectsOf = (t: WriteTargets) => [...t.operations, ...(t.channels ?? [])];
  const apis = targets.map((t) => t.api).join('/');
  const tagsOf = (ts: readonly WriteTargets[]) => [...new Set(ts.flatMap((t) => t.operations.flatMap((op) => op.tags)))].join(', ');
  const channels = targets.some((t) => (t.channels ?? []).length > 0) ? ', a channel path' : '';
  for (const name of names) {
    if (name === allNames || targets.some((t) => subjectsOf(t).some((s) => isNamed(s, name)))) continue;
    throw new UsageError(`--only ${name}: no operation, tag or channel of ${apis} is named so; its tags: ${tagsOf(targets)} (or an operationId${channels})`);
  }
  for (const target of targets)
    if (!subjectsOf(target).some((s) => isSelected(names, s)))
      throw new UsageError(
        `--only ${names.join(',')}: selects no operation of the ${target.api} API, so nothing could be tested there; name some of its tags (${tagsOf([target])}) or operationIds, or leave out --api ${target.api}`,
      );
}
