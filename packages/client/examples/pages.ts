// README: pages whole, resuming from a saved page token.
// #region pages
import type { ScanClient } from '@canton-openapi/client/scan/internal';

/** Archives closed votes a page at a time; returns the token to resume from next time. */
export async function archiveVotes(scan: ScanClient, resumeFrom: number | undefined, save: (page: unknown[]) => Promise<void>) {
  let resume = resumeFrom;
  for await (const page of scan.iterateVoteRequestResults({ limit: 100, pageToken: resumeFrom }).pages()) {
    await save(page.dso_rules_vote_results);
    resume = page.next_page_token ?? undefined; // where the next run starts
  }
  return resume;
}
// #endregion
