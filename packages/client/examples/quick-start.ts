// README: the first call, a page iterator, and the raw openapi-fetch client.
// #region quick-start
// Vote results are internal upstream (no compatibility promise), so they come from the `/internal` subpath.
import { createScanClient } from '@canton-openapi/client/scan/internal';

/** Lists the Scan URLs of every SV and the closed votes on AmuletRules. */
export async function scanOverview(scanUrl: string) {
  const scan = createScanClient({ baseUrl: scanUrl }); // e.g. https://scan.sv-1.example.com/api/scan
  const { scans } = await scan.listDsoScans();
  const urls = scans.flatMap((synchronizer) => synchronizer.scans.map((sv) => sv.publicUrl));

  const outcomes: string[] = [];
  for await (const result of scan.iterateVoteRequestResults({ actionName: 'ARC_AmuletRules', limit: 50 })) {
    outcomes.push(result.outcome.tag);
  }
  return { urls, outcomes };
}
// #endregion
