// The agreement rules that are not "the first answer f + 1 Scans give" (quorum.ts `agree`): `prefix` and
// `order-statistic` wait for every Scan asked (2f + 1, or every usable one when f = 0; one more for each that
// gave no vote) and then choose from all answers, so that a lagging Scan cannot shorten the answer; `single`
// asks one Scan at a time until one answers.
import type { ErrorClasses } from '../../core/errors.ts';
import type { ScanAnswer } from './error.ts';
import { type Agreed, askingOrder, faultsTolerated, type Member, type NotAgreed, type Vote } from './quorum.ts';

/** How a read asks one Scan. */
export type Ask<V> = (member: Member, signal: AbortSignal) => Promise<Vote<V>>;

/** The votes of every Scan asked, each with its place in `answers`. */
interface Collected<V> {
  votes: { index: number; vote: Extract<Vote<V>, { key: string }> }[];
  answers: ScanAnswer[];
  answeredWithoutVote: number;
  needed: number;
  total: number;
}

/**
 * Asks 2f + 1 Scans of `members` (every one when f = 0), and one more for each that gives no vote, and resolves
 * when every Scan asked has settled. Rejects with a refused request, or AbortError when `signal` aborts.
 */
async function collect<V>(
  members: readonly Member[],
  total: number,
  ask: Ask<V>,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
  random: () => number,
): Promise<Collected<V>> {
  const f = faultsTolerated(total);
  const order = askingOrder(members, random);
  const answers: ScanAnswer[] = order.map((m) => ({ sv: m.sv, url: m.url, outcome: 'not-asked' }));
  const collected: Collected<V> = { votes: [], answers, answeredWithoutVote: 0, needed: f + 1, total };
  const wanted = f === 0 ? order.length : Math.min(order.length, 2 * f + 1);
  const aborted = () => new errors.AbortError("The BFT read was aborted by the caller's signal.", { cause: signal?.reason });
  const controller = new AbortController();
  const onAbort = () => controller.abort(aborted());
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let next = 0;
    const one = async (): Promise<void> => {
      if (next >= order.length || controller.signal.aborted) return;
      const i = next++;
      answers[i]!.outcome = 'failed';
      const vote = await ask(order[i]!, controller.signal).catch((error: unknown): Vote<V> => ({
        noVote: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        failing: true,
      }));
      if (signal?.aborted) throw aborted();
      if ('refused' in vote) throw vote.refused;
      if ('noVote' in vote) {
        answers[i]!.error = vote.noVote;
        if (vote.failing) order[i]!.failing = true;
        if (vote.answered) collected.answeredWithoutVote++;
        return one();
      }
      order[i]!.failing = false;
      answers[i]!.outcome = 'answered';
      answers[i]!.answer = vote.shown;
      collected.votes.push({ index: i, vote });
    };
    if (signal?.aborted) throw aborted();
    await Promise.all(Array.from({ length: wanted }, one));
    return collected;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Why too few Scans answered to choose. */
function tooFew<V>(c: Collected<V>, what: string): NotAgreed<V> {
  return {
    reason: `only ${c.votes.length} of ${c.total} Scans gave ${what}, fewer than the ${c.needed} needed`,
    answers: c.answers,
    answeredWithoutVote: c.answeredWithoutVote,
  };
}

/**
 * `prefix`: the longest prefix of items at least f + 1 pages share (each page's items as `vote.items`): a
 * prefix f + 1 Scans back is backed by an honest one. Resolves with one backing page cut to that prefix
 * (`cut`); an empty prefix is a page without items ("caught up as far as f + 1 agree").
 */
export async function agreePrefix<V>(
  members: readonly Member[],
  total: number,
  ask: Ask<V>,
  cut: (value: V, length: number) => V,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
  random: () => number = Math.random,
): Promise<Agreed<V> | NotAgreed<V>> {
  const c = await collect(members, total, ask, signal, errors, random);
  if (c.votes.length < c.needed) return tooFew(c, 'a page');
  const longest = Math.max(...c.votes.map((v) => v.vote.items?.length ?? 0));
  for (let length = longest; length >= 0; length--) {
    const groups = new Map<string, typeof c.votes>();
    for (const v of c.votes) {
      const items = v.vote.items ?? [];
      if (items.length < length) continue;
      const key = JSON.stringify(items.slice(0, length));
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    const backing = [...groups.values()].find((g) => g.length >= c.needed);
    if (backing === undefined) continue;
    for (const [group, g] of [...groups.values()].entries()) for (const v of g) c.answers[v.index]!.group = group + 1;
    for (const v of backing) c.answers[v.index]!.outcome = 'agreed';
    return { value: cut(backing[0]!.vote.value, length), answers: c.answers };
  }
  // Pages of f + 1 Scans share at least the empty prefix, unless they disagree on what is beside the items.
  return { reason: `no ${c.needed} pages share a prefix of items`, answers: c.answers, answeredWithoutVote: c.answeredWithoutVote };
}

/**
 * `order-statistic`: the answer whose value (`rank`) is the (f + 1)-th highest of all answers: at least
 * one honest Scan has reached it. An answer whose value cannot be ranked (`compare` undefined) is no vote.
 */
export async function agreeOrderStatistic<V>(
  members: readonly Member[],
  total: number,
  ask: Ask<V>,
  rank: (value: V) => unknown,
  compare: (a: unknown, b: unknown) => number | undefined,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
  random: () => number = Math.random,
): Promise<Agreed<V> | NotAgreed<V>> {
  const c = await collect(members, total, ask, signal, errors, random);
  const ranked = c.votes.filter((v) => compare(rank(v.vote.value), rank(v.vote.value)) !== undefined);
  for (const v of c.votes) if (!ranked.includes(v)) c.answers[v.index]!.outcome = 'failed';
  if (ranked.length < c.needed) return tooFew({ ...c, votes: ranked }, 'a value that can be ranked');
  ranked.sort((a, b) => compare(rank(b.vote.value), rank(a.vote.value)) ?? 0);
  const chosen = ranked[c.needed - 1]!;
  c.answers[chosen.index]!.outcome = 'agreed';
  return { value: chosen.vote.value, answers: c.answers };
}

/** `single`: the first Scan (working ones first, at random) that gives a vote; the caller verifies it. */
export async function askOne<V>(
  members: readonly Member[],
  total: number,
  ask: Ask<V>,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
  random: () => number = Math.random,
): Promise<Agreed<V> | NotAgreed<V>> {
  const order = askingOrder(members, random);
  const answers: ScanAnswer[] = order.map((m) => ({ sv: m.sv, url: m.url, outcome: 'not-asked' }));
  let answeredWithoutVote = 0;
  for (const [i, member] of order.entries()) {
    if (signal?.aborted) throw new errors.AbortError("The BFT read was aborted by the caller's signal.", { cause: signal.reason });
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const vote = await ask(member, controller.signal)
      .catch((error: unknown): Vote<V> => ({ noVote: String(error), failing: true }))
      .finally(() => signal?.removeEventListener('abort', onAbort));
    if ('refused' in vote) throw vote.refused;
    if ('key' in vote) {
      member.failing = false;
      answers[i] = { ...answers[i]!, outcome: 'agreed', group: 1, answer: vote.shown };
      return { value: vote.value, answers };
    }
    answers[i] = { ...answers[i]!, outcome: 'failed', error: vote.noVote };
    if (vote.failing) member.failing = true;
    if (vote.answered) answeredWithoutVote++;
  }
  return { reason: `none of the ${order.length} usable Scans of ${total} answered`, answers, answeredWithoutVote };
}
