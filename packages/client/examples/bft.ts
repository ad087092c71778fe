// README: reading the Scan API through the Scans of every SV (BFT).
// #region bft
import { BftConsensusError, createBftScanClient } from '@canton-openapi/client/scan/internal';

/** The activity totals of a round as f + 1 SVs' Scans agree on them; logs who said what otherwise. */
export async function agreedTotals(seedUrl: string, round: number) {
  const scans = createBftScanClient({
    seedUrls: [seedUrl], // e.g. https://scan.sv-1.example.com/api/scan; its /v0/scans names the others
    onRefusedScan: (refused) => console.warn(`not calling ${refused.svName}: ${refused.reason}`),
  });
  try {
    return await scans.getRewardAccountingActivityTotals(round);
  } catch (error) {
    if (error instanceof BftConsensusError) for (const a of error.answers) console.error(a.sv, a.outcome, a.answer ?? a.error ?? '');
    throw error;
  }
}
// #endregion
