// Diffs every API of the repository between a git ref and the working tree.
import type { Change } from './change.ts';
import type { LoadedApis } from './load.ts';
import { loadCommit, loadWorkingTree, resolveCommit, UsageError } from './load.ts';
import { releaseLinesOf } from '@canton-openapi/contract';
import { diffChannels } from './channel-diff.ts';
import { diffOperations } from './operation-diff.ts';
import { type ApiMatrix, compareMatrices } from './release-matrix.ts';

/** Compares two sets of loaded APIs, API by API, in the order the head version lists them. */
export function diffApis(base: LoadedApis, head: LoadedApis): Change[] {
  const changes: Change[] = [];
  for (const [api, doc] of head) {
    const old = base.get(api);
    if (old === undefined) {
      changes.push({ api, pointer: '', kind: 'api-added', breaking: false, message: 'API added (absent at the base)' });
      continue;
    }
    changes.push(...diffReleaseLines(api, old.root, doc.root));
    // An AsyncAPI document (an API's WebSocket channels) is compared channel by channel.
    try {
      changes.push(...('asyncapi' in doc.root ? diffChannels(api, old, doc) : diffOperations(api, old, doc)));
    } catch (error) {
      // The contract model refuses what it cannot read (a malformed `x-pagination`, a `$ref` that does not resolve).
      throw new UsageError(
        `cannot compare ${api}: ${error instanceof Error ? error.message : String(error)}\n` +
          'Fix the spec (npm run lint:spec names the place) or, when the base is at fault, compare with another base.',
      );
    }
  }
  for (const api of base.keys()) {
    if (head.has(api)) continue;
    changes.push({
      api,
      pointer: '',
      kind: 'api-removed',
      breaking: true,
      message: 'API removed: no longer named in redocly.yaml, or its root document is gone',
    });
  }
  return changes;
}

/**
 * The release lines the document describes (`info.x-release-lines`, else the line of `info.version`): a line
 * no longer described breaks the clients of its servers, whom the contract no longer speaks for; a new one breaks nobody.
 */
function diffReleaseLines(api: string, base: Record<string, unknown>, head: Record<string, unknown>): Change[] {
  const [a, b] = [releaseLinesOf(base) ?? [], releaseLinesOf(head) ?? []];
  const change = (line: string, dropped: boolean): Change => ({
    api,
    pointer: '/info/x-release-lines',
    kind: dropped ? 'release-line-removed' : 'release-line-added',
    breaking: dropped,
    message: dropped ? `release line ${line} no longer described: the contract no longer speaks for ${line}.x servers` : `release line ${line} now described`,
  });
  return [
    ...a.filter((line) => !b.includes(line)).map((line) => change(line, true)),
    ...b.filter((line) => !a.includes(line)).map((line) => change(line, false)),
  ];
}

/** The result of `spec:diff`: the base commit compared and every change found. */
export interface SpecDiff {
  base: { ref: string; commit: string };
  changes: Change[];
  breaking: boolean;
  /** Each API's compatibility matrix at the head (operation, channel and field × release), compared with the base's. */
  releases: ApiMatrix[];
}

/** Compares every API at `ref` in `repo` with the working tree. */
export async function diffAgainst(repo: string, ref: string): Promise<SpecDiff> {
  const commit = resolveCommit(repo, ref);
  const [base, head] = [await loadCommit(repo, commit), await loadWorkingTree(repo)];
  const changes = diffApis(base, head);
  return { base: { ref, commit }, changes, breaking: changes.some((c) => c.breaking), releases: compareMatrices(base, head) };
}
