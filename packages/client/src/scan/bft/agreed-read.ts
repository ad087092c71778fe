// One BFT read: the operation sent to Scans of the list, each through its own one-Scan client with
// its origin's credentials only, resolved with the verdict its agreement rule (`x-bft`, the operation
// table's `bft` column) reaches: f + 1 equal answers (quorum.ts), the longest shared prefix of a page, an
// order statistic or one Scan's answer (strategies.ts); otherwise what consensus-failure.ts makes of it.
// A read whose rule says `moving` asks again after a backoff, a new random sample each round (settle.ts).
import type { Core, OperationDef } from '../../core/context.ts';
import type { ErrorClasses } from '../../core/errors.ts';
import type { BaseCallOptions, WithResponse } from '../../core/types/call-options.ts';
import type { BftRuleEntry } from '../../core/types/operation-table.ts';
import { type ConsensusErrorClass, withoutAgreement } from './consensus-failure.ts';
import type { ScanCredentials } from './options.ts';
import { agree, type Agreed, type Member, type NotAgreed } from './quorum.ts';
import { compareRanked, valueAt } from './rule-values.ts';
import type { ListedScan, ScanListState } from './scan-list.ts';
import { settle, type Settle } from './settle.ts';
import { agreeOrderStatistic, agreePrefix, type Ask, askOne } from './strategies.ts';
import { type Verdict, voteOf } from './votes.ts';

/** The options of one call: the method's, with its query. */
export type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };

/** What the reads of one client share. */
export interface Reader {
  errors: ErrorClasses;
  credentials: ReadonlyMap<string, ScanCredentials>;
  /** The one-Scan client of a Scan, made once. */
  coreOf(scan: ListedScan): Pick<Core, 'invoke'>;
  /** The API's operations and their agreement rules (loaded with the first read). */
  operations(): Promise<Readonly<Record<string, OperationDef>>>;
  rules(): Promise<Readonly<Record<string, BftRuleEntry>>>;
  random: (() => number) | undefined;
  ConsensusError: ConsensusErrorClass;
  /** How a `moving` read asks again. */
  settle: Settle;
}

/** One read of `operationId` through BFT over `list`, resolving to the verdict its rule reaches. */
export async function readAgreed(
  reader: Reader,
  list: ScanListState,
  operationId: string,
  path: readonly unknown[] | undefined,
  body: unknown,
  call: CallOptions | undefined,
): Promise<Verdict> {
  const op = (await reader.operations())[operationId]!;
  const rule = (await reader.rules())[operationId];
  const total = list.scans.length + list.refused.length;
  const items = op.page?.items;
  const ask: Ask<Verdict> = (scan, signal) => {
    const listed = scan as ListedScan;
    const headers = { ...call?.headers, ...reader.credentials.get(listed.origin)?.headers };
    const answer = reader.coreOf(listed).invoke<WithResponse<unknown>>(operationId, path, body, { ...call, headers, signal }, true);
    return voteOf(reader.errors, rule, answer, items);
  };
  const once = () => strategyOf(rule, items)(list.scans, total, ask, call?.signal, reader);
  const { result, rounds } =
    rule?.moving === true
      ? await settle(once, { ...reader.settle, timeoutMs: call?.timeoutMs ?? reader.settle.timeoutMs }, call?.signal, reader.errors)
      : { result: await once(), rounds: 1 };
  if ('value' in result) return result.value;
  return withoutAgreement({ operationId, op, path, list, result, rule, rounds }, reader.ConsensusError);
}

type Strategy = (
  members: readonly Member[],
  total: number,
  ask: Ask<Verdict>,
  signal: AbortSignal | undefined,
  reader: Reader,
) => Promise<Agreed<Verdict> | NotAgreed<Verdict>>;

/** How a read of `rule` is agreed. */
function strategyOf(rule: BftRuleEntry | undefined, items: string | undefined): Strategy {
  switch (rule?.agree) {
    case 'prefix':
      return (m, n, ask, signal, r) => agreePrefix(m, n, ask, (v, length) => cutPage(v, items ?? '', length), signal, r.errors, r.random);
    case 'order-statistic':
      return (m, n, ask, signal, r) =>
        agreeOrderStatistic(m, n, ask, (v) => ('full' in v ? valueAt(v.full.data, rule.at ?? '') : undefined), compareRanked, signal, r.errors, r.random);
    case 'single':
      return (m, n, ask, signal, r) => askOne(m, n, ask, signal, r.errors, r.random);
    default:
      return (m, n, ask, signal, r) => agree(m, n, ask, signal, r.errors, r.random);
  }
}

/** A page's verdict with only its first `length` items: what f + 1 Scans back. */
function cutPage(verdict: Verdict, items: string, length: number): Verdict {
  if (!('full' in verdict)) return verdict;
  const data = verdict.full.data as Record<string, unknown>;
  const list = data[items];
  if (!Array.isArray(list) || list.length === length) return verdict;
  return { full: { ...verdict.full, data: { ...data, [items]: list.slice(0, length) } } };
}
