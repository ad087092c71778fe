// One BFT read: ask some Scans, accept the first answer f + 1 of them give, abort the others.
// Rules from Splice's BftScanConnection (apps/scan/.../admin/api/client/BftScanConnection.scala):
// f = ⌊(n − 1) / 3⌋ over every listed Scan (ScanConnections.f, failed ones counted), f + 1 matching
// answers (BftCallConfig.default), 2f + 1 Scans asked first, or every usable one when f = 0
// (requestsToDo), chosen at random (Random.shuffle in bftCall), and fewer than f + 1 usable Scans
// fail at once (enoughAvailableScans). Where Splice retries a call that could not agree with a new
// random sample, we ask one more Scan for each asked one that failed or answered otherwise than the
// leading answer, so a slow Scan in the first sample never holds the read up when others can agree.
import type { ErrorClasses } from '../../core/errors.ts';
import type { ScanAnswer } from './error.ts';

/** A Scan a read can be sent to. */
export interface Member {
  sv: string;
  url: string;
  /** It failed to answer since the list was last refreshed: asked only after the others. */
  failing: boolean;
}

/**
 * What one Scan's answer counts as: a vote for `key`, or no vote and why; `answered` when the Scan did
 * answer, with an answer that is no vote (activity totals it does not have yet); or the request
 * itself refused before it was sent (a RequestError), which every Scan would refuse alike: the read rejects with it
 * (an UnsupportedByServerError is one Scan's release, no vote). `items`: the keys of a page's items, in order
 * (`prefix`); `absent`: the 404 a `found-or-absent` read answers when f + 1 Scans answered it and none agreed on a 200.
 */
export type Vote<V> =
  | { key: string; value: V; shown: string; items?: readonly string[] }
  | { noVote: string; failing: boolean; answered?: boolean; absent?: V }
  | { refused: Error };

/** The agreed answer and what every Scan did. */
export interface Agreed<V> {
  value: V;
  answers: ScanAnswer[];
}

/** Why a read reached no agreement, with what every Scan did. */
export interface NotAgreed<V = unknown> {
  reason: string;
  answers: ScanAnswer[];
  /** How many Scans answered with an answer that is no vote. */
  answeredWithoutVote: number;
  /** How many of those answered that it is absent (`found-or-absent`), and one such answer. */
  absent?: { count: number; value: V };
}

/** f: how many of `n` Scans may be faulty. */
export function faultsTolerated(n: number): number {
  return Math.max(0, Math.floor((n - 1) / 3));
}

/** The members in the order they are asked: working ones first, each group shuffled. */
export function askingOrder(members: readonly Member[], random: () => number): Member[] {
  const shuffle = (xs: Member[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  return [...shuffle(members.filter((m) => !m.failing)), ...shuffle(members.filter((m) => m.failing))];
}

/**
 * Sends the read to Scans of `members` (n = `total`), resolving with the first answer f + 1 agree
 * on; the Scans still working on it are aborted then. Rejects with AbortError when `signal` aborts.
 */
export function agree<V>(
  members: readonly Member[],
  total: number,
  ask: (member: Member, signal: AbortSignal) => Promise<Vote<V>>,
  signal: AbortSignal | undefined,
  errors: ErrorClasses,
  random: () => number = Math.random,
): Promise<Agreed<V> | NotAgreed<V>> {
  const f = faultsTolerated(total);
  const needed = f + 1;
  const order = askingOrder(members, random);
  const answers: ScanAnswer[] = order.map((m) => ({ sv: m.sv, url: m.url, outcome: 'not-asked' }));
  if (order.length < needed) {
    return Promise.resolve({
      reason: `only ${order.length} of ${total} Scans can be used, fewer than the ${needed} matching answers needed`,
      answers,
      answeredWithoutVote: 0,
    });
  }
  return new Promise((resolve, reject) => {
    const groups = new Map<string, { index: number; members: number[] }>();
    const controllers = new Map<number, AbortController>();
    const first = f === 0 ? order.length : Math.min(order.length, 2 * f + 1);
    let next = 0;
    let done = false;
    let answeredWithoutVote = 0;
    let absent: { count: number; value: V } | undefined;
    const finish = (result: Agreed<V> | NotAgreed<V> | Error) => {
      done = true;
      signal?.removeEventListener('abort', onAbort);
      for (const [i, controller] of controllers) {
        answers[i]!.outcome = 'aborted';
        controller.abort(new errors.AbortError('not needed: f + 1 Scans agreed'));
      }
      controllers.clear();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onAbort = () => finish(new errors.AbortError("The BFT read was aborted by the caller's signal.", { cause: signal?.reason }));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    const launch = (count: number) => {
      for (const end = Math.min(order.length, next + count); next < end; next++) {
        const i = next;
        const controller = new AbortController();
        controllers.set(i, controller);
        answers[i]!.outcome = 'failed';
        ask(order[i]!, controller.signal).then(
          (vote) => settle(i, vote),
          (error: unknown) => settle(i, { noVote: error instanceof Error ? `${error.name}: ${error.message}` : String(error), failing: true }),
        );
      }
    };
    const settle = (i: number, vote: Vote<V>) => {
      if (done) return;
      controllers.delete(i);
      if ('refused' in vote) return finish(vote.refused);
      const answer = answers[i]!;
      if ('noVote' in vote) {
        answer.outcome = 'failed';
        answer.error = vote.noVote;
        if (vote.failing) order[i]!.failing = true;
        if (vote.answered) answeredWithoutVote++;
        if (vote.absent !== undefined) absent = { count: (absent?.count ?? 0) + 1, value: absent?.value ?? vote.absent };
      } else {
        order[i]!.failing = false;
        let group = groups.get(vote.key);
        if (group === undefined) groups.set(vote.key, (group = { index: groups.size + 1, members: [] }));
        group.members.push(i);
        answer.outcome = 'answered';
        answer.group = group.index;
        answer.answer = vote.shown;
        if (group.members.length >= needed) {
          for (const m of group.members) answers[m]!.outcome = 'agreed';
          return finish({ value: vote.value, answers });
        }
      }
      const best = Math.max(0, ...[...groups.values()].map((g) => g.members.length));
      const settled = next - controllers.size;
      // One more Scan for each settled one that did not back the leading answer.
      launch(first + settled - best - next);
      if (controllers.size === 0) {
        finish({
          reason: `no answer reached ${needed} matching Scans of ${total} (f = ${f}): ${groups.size} distinct answer(s), ${answers.filter((a) => a.outcome === 'failed').length} Scan(s) without a vote`,
          answers,
          answeredWithoutVote,
          ...(absent === undefined ? {} : { absent }),
        });
      }
    };
    launch(first);
  });
}
