// README: pages whole, resuming from a saved page token, and a success's status and headers.
import type { ScanClient } from '@canton-openapi/client/scan';

// #region pages
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

// #region with-response
/** How many synchronizers list Scans, with the status and the request id the server answered with. */
export async function scansWithRequestId(scan: ScanClient) {
  const { data, response } = await scan.withResponse.listDsoScans({ retry: false });
  return { requestId: response.headers.get('x-request-id'), status: response.status, synchronizers: data.scans.length };
}
// #endregion
