// The explorer example (examples/explorer-history.ts) against Scans on 127.0.0.1 that page the update history
// as Splice's Scan does (support/update-history.ts): the read crosses from migration 0 into migration 1 (which
// begins at a record time before migration 0's last), sees every update once and in Scan's order, is not
// changed by a lagging or a lying Scan, and resumes from a saved cursor without repeating an update.
import type { UpdateHistoryItemV2 } from '@canton-openapi/types/scan';
import { afterEach, describe, expect, it } from 'vitest';
import { type HistoryCursor, readHistory } from '../examples/explorer-history.ts';
import { type HistoryRole, type HistoryScans, startHistoryScans } from './support/history-scans.ts';
import { inScanOrder, twoMigrationHistory, updateHistoryPage } from './support/update-history.ts';

const history = twoMigrationHistory();
/** What an honest Scan sends, in its order: the history without import updates. */
const expected = (updateHistoryPage(history, { page_size: 1000 }).body as { transactions: UpdateHistoryItemV2[] }).transactions;

const started: HistoryScans[] = [];
afterEach(async () => void (await Promise.all(started.splice(0).map((s) => s.close()))));
const scansOf = async (roles: HistoryRole[]) => {
  const scans = await startHistoryScans(history, roles);
  started.push(scans);
  return scans;
};

/** Reads with the example, keeping each update and the cursor saved with it. */
async function read(seedUrl: string, cursor: HistoryCursor | undefined, pageSize: number) {
  const saved: { update: UpdateHistoryItemV2; cursor: HistoryCursor }[] = [];
  const resume = await readHistory(seedUrl, cursor, async (update, next) => void saved.push({ update, cursor: next }), pageSize);
  return { saved, resume };
}

describe('the stand-in Scan pages as Splice does', () => {
  it('leaves out import updates and orders by migration, record time, then synchronizer: migration 1 starts earlier than migration 0 ends', () => {
    expect(expected).toHaveLength(history.length - 2);
    const ordered = inScanOrder(history).filter((r) => !r.recordTime.startsWith('0001-'));
    expect(expected).toEqual(ordered.map((r) => r.item));
    const lastOfZero = ordered.filter((r) => r.migrationId === 0).at(-1)!;
    const firstOfOne = ordered.find((r) => r.migrationId === 1)!;
    expect(firstOfOne.recordTime < lastOfZero.recordTime).toBe(true);
    expect(lastOfZero.item).toHaveProperty('event.migration_id', 0); // migration 0 ends with a reassignment
  });

  it('after the last update of migration 0, answers the first of migration 1, whatever its record time', () => {
    const last = inScanOrder(history)
      .filter((r) => r.migrationId === 0)
      .at(-1)!;
    const page = updateHistoryPage(history, { page_size: 1, after: { after_migration_id: 0, after_record_time: last.recordTime } });
    expect(page).toEqual({ status: 200, body: { transactions: [expected[6]] } });
    expect(updateHistoryPage(history, { page_size: 0 })).toEqual({ status: 400, body: { error: 'Limit must be at least 1.' } });
  });
});

describe('explorer-history reads the update history through BFT', () => {
  it.each([1, 2, 3, 100])('crosses from migration 0 into migration 1 with pages of %i: every update once, in order', async (pageSize) => {
    const net = await scansOf(['honest', 'honest', 'honest', 'honest']);
    const { saved, resume } = await read(net.scans[0]!.apiRoot, undefined, pageSize);
    expect(saved.map((s) => s.update)).toEqual(expected);
    expect(saved.map((s) => s.cursor.after_migration_id)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect(resume).toEqual({ after_migration_id: 1, after_record_time: '2024-09-20T13:31:41.405180Z' });
    // The cursor after the reassignment (migration 0's last) came from its event's migration id.
    const asked = net.scans.flatMap((s) => s.pageRequests) as { after?: HistoryCursor }[];
    if (pageSize === 1) expect(asked.map((r) => r.after)).toContainEqual({ after_migration_id: 0, after_record_time: '2024-09-20T13:31:30.405180Z' });
  });

  it.each<[string, HistoryRole[]]>([
    ['a lagging Scan', ['honest', { lagging: 4 }, 'honest', 'honest']],
    ['a lying Scan', ['honest', 'honest', { lyingAbout: 7 }, 'honest']],
    ['a lagging and a lying Scan among seven', ['honest', { lagging: 2 }, 'honest', { lyingAbout: 3 }, 'honest', 'honest', 'honest']],
  ])('reads the same history past %s', async (_name, roles) => {
    const net = await scansOf(roles);
    const { saved } = await read(net.scans[0]!.apiRoot, undefined, 1);
    expect(saved.map((s) => s.update)).toEqual(expected);
    // 2f + 1 of the n Scans are asked for each of the 12 pages, at random: the faulty ones were asked too
    // (the chance that one never was is below 1 in 3 million).
    for (const [i, role] of roles.entries()) if (role !== 'honest') expect(net.scans[i]!.pageRequests.length).toBeGreaterThan(0);
  });

  it('resumes from a saved cursor, in migration 0 or 1, without repeating an update', async () => {
    const net = await scansOf(['honest', 'honest', 'honest', 'honest']);
    const first = await read(net.scans[0]!.apiRoot, undefined, 2);
    for (const stopAfter of [2, 5, 6, 8]) {
      const rest = await read(net.scans[1]!.apiRoot, first.saved[stopAfter]!.cursor, 2);
      expect([...first.saved.slice(0, stopAfter + 1), ...rest.saved].map((s) => s.update)).toEqual(expected);
    }
    // Caught up: resuming from the last cursor reads nothing and keeps that cursor.
    expect(await read(net.scans[2]!.apiRoot, first.resume, 2)).toEqual({ saved: [], resume: first.resume });
  });
});
