// A Scan's update history and how Scan pages it (POST /v2/updates, getUpdateHistoryV2), as Splice's store
// reads it (specs/README.md, "Scan update history and events": UpdateHistory.getUpdatesWithoutImportUpdates,
// afterFilters, TreeUpdateWithMigrationId.ordering):
// - no `after`: every row of every migration whose record time is after the minimum, which leaves out the
//   import updates (they all carry the minimum record time);
// - with `after`: the rows of `after_migration_id` with a later record time, and every row of every later
//   migration (import updates again left out), whatever its record time: migration n + 1 may begin before
//   migration n's last record time, and a migration with nothing after the cursor just gives the next one's;
// - ordered by (migration id, record time, synchronizer id) and cut at `page_size` (1…1000, else 400).
// A page shorter than `page_size` means "nothing more yet", never an end.

/** The record time Scan stores import updates with (CantonTimestamp.MinValue). */
export const importRecordTime = '0001-01-01T00:00:00.000000Z';

/** One row of the history: the item as Scan sends it, with the columns Scan filters and orders by. */
export interface HistoryRow {
  migrationId: number;
  recordTime: string;
  synchronizerId: string;
  item: Record<string, unknown>;
}

/** What a Scan answers one page request: a status and its JSON body. */
export interface PageAnswer {
  status: number;
  body: unknown;
}

const dso = 'DSO::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17';
const globalSynchronizer = 'global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17';
const otherSynchronizer = 'private-synchronizer::1220a3f1c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80';

/** A record time as microseconds since the epoch, exact (a Date keeps only milliseconds). */
export function micros(recordTime: string): bigint {
  const match = /^(.*?)(?:\.(\d{1,6}))?Z$/.exec(recordTime);
  if (match === null) throw new Error(`not a UTC time: ${recordTime}`);
  const seconds = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(seconds)) throw new Error(`not a UTC time: ${recordTime}`);
  return BigInt(seconds) * 1000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** A 68-hex-digit update id made of `n`. */
const updateId = (n: number) => `1220${n.toString(16).padStart(64, '0')}`;

/** A transaction creating one contract, as Scan v2 sends it (no offset; event ids `<update_id>:<node>`). */
export function transaction(n: number, migrationId: number, recordTime: string, synchronizerId = globalSynchronizer): HistoryRow {
  const id = updateId(n);
  const created = {
    event_type: 'created_event',
    event_id: `${id}:0`,
    contract_id: `00${n.toString(16).padStart(64, '0')}`,
    template_id: 'a36ef8888fb44caae13d96341ce1fabd84fc9e2e7b209bbc3caabb48b6be1668:Splice.Amulet:Amulet',
    package_name: 'splice-amulet',
    create_arguments: { dso, owner: dso, amount: { initialAmount: `${n}.0000000000` } },
    created_at: recordTime,
    signatories: [dso],
    observers: [],
  };
  const item = {
    update_id: id,
    migration_id: migrationId,
    workflow_id: '',
    record_time: recordTime,
    synchronizer_id: synchronizerId,
    effective_at: recordTime,
    root_event_ids: [`${id}:0`],
    events_by_id: { [`${id}:0`]: created },
  };
  return { migrationId, recordTime, synchronizerId, item };
}

/** An unassignment: a reassignment, whose migration id is only at /event/migration_id. */
export function unassignment(n: number, migrationId: number, recordTime: string): HistoryRow {
  const item = {
    update_id: updateId(n),
    offset: '000000000000000001',
    record_time: recordTime,
    event: {
      submitter: dso,
      source_synchronizer: globalSynchronizer,
      target_synchronizer: otherSynchronizer,
      migration_id: migrationId,
      unassign_id: updateId(n + 1_000_000),
      reassignment_counter: 1,
      contract_id: `00${n.toString(16).padStart(64, '0')}`,
    },
  };
  return { migrationId, recordTime, synchronizerId: globalSynchronizer, item };
}

/**
 * A history across two migrations: migration 0 ends with a reassignment, migration 1 begins (after its
 * import updates) at a record time before migration 0's last and holds a transaction on a second
 * synchronizer. Stored out of order, as the three tables of a real store are.
 */
export function twoMigrationHistory(): HistoryRow[] {
  const at = (second: number) => `2024-09-20T13:31:${String(second).padStart(2, '0')}.405180Z`;
  const importUpdate = (n: number) => ({ ...transaction(n, 1, importRecordTime), recordTime: importRecordTime });
  return [
    transaction(1, 0, at(10)),
    transaction(2, 0, at(12)),
    transaction(3, 0, at(15)),
    unassignment(4, 0, at(30)),
    transaction(5, 0, at(20)),
    transaction(6, 0, at(25)),
    importUpdate(100),
    importUpdate(101),
    transaction(7, 1, at(5)), // migration 1 begins before migration 0's last record time (at(30))
    transaction(8, 1, at(8), otherSynchronizer),
    transaction(9, 1, at(9)),
    transaction(10, 1, at(40)),
    transaction(11, 1, at(41)),
  ];
}

/** The rows a full read returns, in Scan's order: by migration id, record time, then synchronizer id. */
export function inScanOrder(rows: readonly HistoryRow[]): HistoryRow[] {
  const key = (r: HistoryRow) => [r.migrationId, micros(r.recordTime), r.synchronizerId] as const;
  return [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i]! !== kb[i]!) return ka[i]! < kb[i]! ? -1 : 1;
    return 0;
  });
}

/** The page Scan answers `body` (a getUpdateHistoryV2 request) with, from `rows`. */
export function updateHistoryPage(rows: readonly HistoryRow[], body: unknown, maxPageSize = 1000): PageAnswer {
  const request = body as { page_size?: unknown; after?: { after_migration_id?: unknown; after_record_time?: unknown } };
  const pageSize = request.page_size;
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize)) return { status: 400, body: 'The request content was malformed' };
  if (pageSize < 1) return { status: 400, body: { error: 'Limit must be at least 1.' } };
  if (pageSize > maxPageSize) return { status: 400, body: { error: `Exceeded limit maximum (${pageSize} > ${maxPageSize}).` } };
  const minimum = micros(importRecordTime);
  let wanted: (r: HistoryRow) => boolean = (r) => micros(r.recordTime) > minimum;
  if (request.after !== undefined) {
    const { after_migration_id: afterMigration, after_record_time: afterTime } = request.after;
    if (typeof afterMigration !== 'number' || typeof afterTime !== 'string') return { status: 400, body: 'The request content was malformed' };
    let after: bigint;
    try {
      after = micros(afterTime);
    } catch {
      return { status: 400, body: { error: `Invalid timestamp: ${afterTime}` } };
    }
    wanted = (r) => (r.migrationId === afterMigration && micros(r.recordTime) > after) || (r.migrationId > afterMigration && micros(r.recordTime) > minimum);
  }
  return {
    status: 200,
    body: {
      transactions: inScanOrder(rows.filter(wanted))
        .slice(0, pageSize)
        .map((r) => r.item),
    },
  };
}
