// The agreement rules of createBftScanClient's reads (`x-bft`, the operation table's `bft` column), one test
// per rule, on a network of in-process Scans: honest, liar (schema-valid, wrong), down (refuses connections),
// slow (never answers until the read hangs up), lagging (behind the honest ones: an older page, an earlier
// record time, a 404 for what it has not ingested). The reads run through readAgreed as the client runs them,
// with each Scan's one-Scan client replaced by its behaviour; `moving` waits on a fake clock. Reads of the
// real Scan operations on sockets are bft.test.ts's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upFront } from '../src/core/client.ts';
import { errorClasses, type HttpError } from '../src/core/errors.ts';
import type { OperationDef } from '../src/core/context.ts';
import type { WithResponse } from '../src/core/types/call-options.ts';
import type { BftRuleEntry } from '../src/core/types/operation-table.ts';
import { scanApi } from '../src/generated/scan.gen.ts';
import { type Reader, readAgreed } from '../src/scan/bft/agreed-read.ts';
import { createBftEngine } from '../src/scan/bft/engine.ts';
import { BftConsensusError } from '../src/scan/bft/error.ts';
import type { ListedScan, ScanListState } from '../src/scan/bft/scan-list.ts';

/** What one Scan answers a read: a 200 body, an error, or nothing until the read hangs up; or that by how often it was asked before (a Scan catching up). */
type Answer = { body: unknown } | { error: Error } | 'slow';
type Behaviour = Answer | ((askedBefore: number) => Answer);

const op: OperationDef = {
  method: 'post',
  path: '/v2/history',
  pathParams: [],
  body: true,
  page: { iterator: 'iterateHistory', items: 'items', fromLastItem: { '/after': ['/id'] } },
};

const ok = (body: unknown): Answer => ({ body });
const slow: Answer = 'slow';
const down: Answer = { error: new errorClasses.NetworkError('connection refused', { operationId: 'read' }) };
const notFound = (body: unknown): Answer => ({
  error: new errorClasses.HttpError('HTTP 404', {
    operationId: 'read',
    status: 404,
    mediaType: 'application/json',
    body,
    contentType: 'application/json',
    text: JSON.stringify(body),
    headers: {},
    bodyIssue: undefined,
  }),
});

/** A network of Scans behaving as `behaviours` (each may be changed between rounds), read with `rule`. */
function network(rule: BftRuleEntry, behaviours: Behaviour[], settle = { attempts: 1, maxDelayMs: 0, timeoutMs: 60_000 }) {
  const asked: number[] = behaviours.map(() => 0);
  const draws = { count: 0 };
  const scans: ListedScan[] = behaviours.map((_, i) => ({
    sv: `sv-${i + 1}`,
    url: `https://scan-${i + 1}.example/api/scan`,
    origin: `https://scan-${i + 1}.example`,
    failing: false,
  }));
  const reader: Reader = {
    errors: errorClasses,
    credentials: new Map(),
    coreOf: (scan) => ({
      invoke: <R>(_id: string, _path: unknown, _body: unknown, options?: { signal?: AbortSignal }): Promise<R> => {
        const i = scans.indexOf(scan);
        const written = behaviours[i]!;
        const behaviour = typeof written === 'function' ? written(asked[i]!) : written;
        asked[i]!++;
        if (behaviour === 'slow')
          return new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new errorClasses.AbortError('hung up', {}))));
        if ('error' in behaviour) return Promise.reject(behaviour.error);
        const full: WithResponse<unknown> = { data: behaviour.body, response: new Response(), request: { method: 'POST', url: scan.url } };
        return Promise.resolve(full as R);
      },
    }),
    operations: async () => ({ read: op }),
    rules: async () => ({ read: rule }),
    // Fisher–Yates never swaps: Scans are asked in the order listed; each draw counted (a new sample per round).
    random: () => (draws.count++, 0.999999),
    ConsensusError: BftConsensusError,
    settle,
  };
  const list: ScanListState = { scans, refused: [] };
  const read = async () => {
    const verdict = await readAgreed(reader, list, 'read', undefined, {}, undefined);
    if ('error' in verdict) throw verdict.error;
    return verdict.full.data;
  };
  return { read, asked, draws };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as BftConsensusError,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('x-bft: rules that compare whole answers (exact, found-or-absent, abstain-unless, single)', () => {
  it('exact with ignore: honest Scans that differ only at an ignored pointer agree; the liar does not', async () => {
    const honest = (time: string) => ok({ id: 7, verdict: { result: 'accepted', finalization_time: time } });
    const net = network({ agree: 'exact', ignore: ['/verdict/finalization_time'] }, [
      ok({ id: 7, verdict: { result: 'rejected' } }),
      honest('t1'),
      honest('t2'),
      down,
    ]);
    expect(await net.read()).toMatchObject({ id: 7, verdict: { result: 'accepted' } });
    const strict = network({ agree: 'exact' }, [honest('t1'), honest('t2'), honest('t3'), down]);
    expect(await failure(strict.read())).toBeInstanceOf(BftConsensusError);
  });

  it("found-or-absent: a lagging Scan's 404 is no vote, f + 1 200s win; f + 1 404s and no 200 answer the 404", async () => {
    const right = { right: { id: 'c1' } };
    const absent = { error: 'not found' };
    const net = network({ agree: 'found-or-absent' }, [notFound(absent), ok(right), notFound(absent), ok(right)]);
    expect(await net.read()).toEqual(right);
    const none = network({ agree: 'found-or-absent' }, [notFound(absent), down, notFound(absent), ok({ right: { id: 'forged' } })]);
    expect(((await failure(none.read())) as unknown as HttpError).status).toBe(404);
    // Under exact, the same answers are two votes for the 404 and it wins.
    expect(((await failure(network({ agree: 'exact' }, [notFound(absent), ok(right), notFound(absent), down]).read())) as unknown as HttpError).status).toBe(
      404,
    );
  });

  it("a 404 that is Splice's no-route answer is no vote under every rule, never a vote keyed on its per-Scan URI", async () => {
    const route = (i: number) => notFound({ error: `The requested resource could not be found: https://scan-${i}.example/api/scan/v2/history` });
    const answer = { items: [] };
    expect(await network({ agree: 'exact' }, [route(1), ok(answer), route(3), ok(answer)]).read()).toEqual(answer);
    // Also when the body is not of the type the spec documents for the 404 (read from its text).
    const text = new errorClasses.HttpError('HTTP 404', {
      operationId: 'read',
      status: 404,
      mediaType: undefined,
      body: undefined,
      contentType: 'text/plain',
      text: JSON.stringify({ error: 'The requested resource could not be found: https://scan-4.example/api/scan/v2/history' }),
      headers: {},
      bodyIssue: 'not JSON as documented',
    });
    const error = await failure(network({ agree: 'exact' }, [route(1), route(2), route(3), { error: text }]).read());
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error!.answers.map((a) => a.error)).toEqual(Array(4).fill("HTTP 404: this Scan's release does not serve the route"));
  });

  it('abstain-unless: a 200 whose status is not Ok is no vote; f + 1 abstentions answer otherwise, fewer a BftConsensusError', async () => {
    const rule: BftRuleEntry = { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok', otherwise: { status: 'Undetermined' } } };
    const totals = { status: 'Ok', total: 5 };
    expect(await network(rule, [ok({ status: 'Undetermined' }), ok(totals), ok(totals), down]).read()).toEqual(totals);
    expect(await network(rule, [ok({ status: 'CannotProvide' }), ok({ status: 'Undetermined' }), down, down]).read()).toEqual({ status: 'Undetermined' });
    const withoutOtherwise: BftRuleEntry = { agree: 'abstain-unless', abstain: { at: '/status', unless: 'Ok' } };
    const error = await failure(network(withoutOtherwise, [ok({ status: 'Undetermined' }), ok({ status: 'Undetermined' }), down, down]).read());
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error!.rule).toBe('abstain-unless');
  });

  it('single: the first usable Scan answers, past one that is down; no other Scan is asked', async () => {
    const net = network({ agree: 'single' }, [down, ok({ batch: 1 }), ok({ batch: 2 }), ok({ batch: 3 })]);
    expect(await net.read()).toEqual({ batch: 1 });
    expect(net.asked).toEqual([1, 1, 0, 0]);
  });
});

describe('x-bft: rules for reads that move (order-statistic, prefix, moving)', () => {
  it('order-statistic: the (f + 1)-th highest value, past a liar that runs ahead and a lagging Scan', async () => {
    const at = (time: string) => ok({ record_time: time });
    // n = 4, f = 1: the liar claims a future time; the honest Scans' times differ in their fractions of a second.
    const net = network({ agree: 'order-statistic', at: '/record_time' }, [
      at('2099-01-01T00:00:00Z'),
      at('2026-01-01T00:00:00.5Z'),
      at('2026-01-01T00:00:00.25Z'),
      slow,
    ]);
    expect(await net.read()).toEqual({ record_time: '2026-01-01T00:00:00.5Z' });
    const lagging = network({ agree: 'order-statistic', at: '/record_time' }, [
      at('2026-01-01T00:00:01Z'),
      at('2025-12-31T00:00:00Z'),
      down,
      at('2026-01-01T00:00:00Z'),
    ]);
    expect(await lagging.read()).toEqual({ record_time: '2026-01-01T00:00:00Z' });
  });

  it('prefix: the longest item prefix f + 1 pages share, waiting for every Scan asked; a liar or a lagging Scan cannot extend or cut it', async () => {
    const page = (...ids: number[]) => ok({ items: ids.map((id) => ({ id, at: `t${id}` })) });
    // n = 4, f = 1: the lagging Scan has 2 items, the honest ones 3 and 4, the liar a forged second item.
    const net = network({ agree: 'prefix' }, [
      page(1, 2, 3),
      ok({
        items: [
          { id: 1, at: 't1' },
          { id: 99, at: 't2' },
        ],
      }),
      page(1, 2, 3, 4),
      page(1, 2),
    ]);
    expect(await net.read()).toEqual({ items: [1, 2, 3].map((id) => ({ id, at: `t${id}` })) });
    expect(net.asked).toEqual([1, 1, 1, 0]);
    // Nothing shared beyond the start: the agreed page has no items (the iterator stops there).
    expect(await network({ agree: 'prefix' }, [page(5), page(6), page(7), down]).read()).toEqual({ items: [] });
  });

  it('prefix with ignore: items compared without the per-Scan pointer', async () => {
    const page = (time: string) => ok({ items: [{ id: 1, verdict: { finalization_time: time } }] });
    expect(await network({ agree: 'prefix', ignore: ['/verdict/finalization_time'] }, [page('a'), page('b'), down, down]).read()).toEqual({
      items: [{ id: 1, verdict: { finalization_time: 'a' } }],
    });
  });

  it('moving: on no agreement it asks again after a backoff, a new sample each round, until the Scans agree', async () => {
    vi.useFakeTimers();
    // The lagging Scan catches up after its first two answers.
    const lagging = (askedBefore: number) => ok({ round: askedBefore < 2 ? 1 : 2 });
    const net = network({ agree: 'exact', moving: true }, [lagging, ok({ round: 2 }), down, down], { attempts: 5, maxDelayMs: 1000, timeoutMs: 60_000 });
    const pending = net.read();
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ round: 2 });
    expect(net.asked.slice(0, 2)).toEqual([3, 3]);
  });

  it("moving: stops before a wait would pass the call's deadline", async () => {
    vi.useFakeTimers();
    // Waits of 100, 200, 400 ms: the third would end past 500 ms.
    const net = network({ agree: 'exact', moving: true }, [ok({ round: 1 }), ok({ round: 2 }), down, down], { attempts: 12, maxDelayMs: 1000, timeoutMs: 500 });
    const pending = failure(net.read());
    await vi.runAllTimersAsync();
    expect((await pending)!.rounds).toBe(3);
  });

  it('moving: gives up after its attempts with a BftConsensusError naming the rounds', async () => {
    vi.useFakeTimers();
    const net = network({ agree: 'exact', moving: true }, [ok({ round: 1 }), ok({ round: 2 }), down, down], {
      attempts: 3,
      maxDelayMs: 1000,
      timeoutMs: 60_000,
    });
    const pending = failure(net.read());
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(error).toBeInstanceOf(BftConsensusError);
    expect(error!.rounds).toBe(3);
    expect(error!.message).toContain('after 3 rounds');
    expect(net.asked).toEqual([3, 3, 3, 3]);
    // Each round draws its own sample (Fisher–Yates: k − 1 draws for k Scans): 3 for the four working Scans of
    // round 1, then 1 + 1 in rounds 2 and 3 for the two working and the two failing ones.
    expect(net.draws.count).toBe(3 + 2 + 2);
  });
});

describe('x-bft: per-scan reads', () => {
  it('per-scan: refused with a RequestError naming the operation before any Scan is asked, even for the Scan list', async () => {
    const fetched: string[] = [];
    const api = {
      ...scanApi,
      loadOperations: async () => ({ ...(await scanApi.loadOperations()), bft: { listVoteRequestResults: { agree: 'per-scan' } as const } }),
    };
    const engine = createBftEngine(
      { seedUrls: ['https://scan.example/api/scan'], logger: false, fetch: async (input) => (fetched.push(String(input)), Response.error()) },
      BftConsensusError,
      upFront,
      api,
    );
    const error = await engine.invoke('listVoteRequestResults', undefined, { limit: 1 }, undefined).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(errorClasses.RequestError);
    expect(error!.message).toBe(
      'listVoteRequestResults: its answer differs per Scan by design (x-bft `agree: per-scan`), so no f + 1 Scans can agree on it; read it from one Scan with createScanClient.',
    );
    expect(fetched).toEqual([]);
  });
});
