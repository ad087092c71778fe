// README: an explorer reading the whole update history, across migrations, from Scans that agree.
// #region explorer-history
import { createBftScanClient } from '@canton-openapi/client/scan';
import type { UpdateHistoryItemV2 } from '@canton-openapi/types/scan';

/** Where to resume: the last update's migration id and record time, as the Scans sent them. */
export type HistoryCursor = { after_migration_id: number; after_record_time: string };
type Save = (update: UpdateHistoryItemV2, resumeAfter: HistoryCursor) => Promise<void>;

/** Hands `save` every update f + 1 Scans agree on after `cursor` (from the first without), across migrations; returns where to resume. */
export async function readHistory(seedUrl: string, cursor: HistoryCursor | undefined, save: Save, pageSize = 100) {
  const scans = createBftScanClient({ seedUrls: [seedUrl] }); // e.g. https://scan.sv-1.example.com/api/scan
  let resume = cursor;
  for await (const update of scans.iterateUpdateHistory({ page_size: pageSize, after: cursor })) {
    const migration = 'migration_id' in update ? update.migration_id : update.event.migration_id; // a reassignment's is in its event
    resume = { after_migration_id: migration, after_record_time: update.record_time };
    await save(update, resume); // keep the update with its cursor: a restart resumes after it
  }
  return resume; // the Scans have nothing more yet: call again later from here
}
// #endregion
