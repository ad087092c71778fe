// README: an exchange's Amulet holdings at the latest ACS snapshot, with the ANS names of its parties.
// #region exchange-holdings
import { createScanClient, isScanHttpError } from '@canton-openapi/client/scan';

/** The Amulet totals of `owners` at the latest snapshot at or before `before`, and each owner's ANS name. */
export async function exchangeHoldings(scanUrl: string, owners: string[], before = new Date()) {
  const scan = createScanClient({ baseUrl: scanUrl, int64: 'bigint' }); // int64 fields (migration ids) as exact bigints
  // The current migration, as the Scan docs say: the highest an SV's sequencer serves by then (one may be listed
  // ahead of a coming migration; -1 marks a physical synchronizer's).
  const sequencers = (await scan.listDsoSequencers()).domainSequencers.flatMap((d) => d.sequencers);
  const serving = sequencers.filter((s) => Date.parse(s.availableAfter) <= before.getTime());
  const migration_id = serving.reduce((id, s) => (s.migrationId > id ? s.migrationId : id), 0n);
  const { record_time } = await scan.getDateOfMostRecentSnapshotBefore({ query: { before: before.toISOString(), migration_id } });
  const { summaries } = await scan.getHoldingsSummaryAtV1({ migration_id, record_time, owner_party_ids: owners });
  const nameOf = (party: string) =>
    scan.lookupAnsEntryByParty(party).then(
      ({ entry }) => entry.name,
      (error) => (isScanHttpError(error, 'lookupAnsEntryByParty') && error.status === 404 ? undefined : Promise.reject(error)), // 404: no name
    );
  // Amounts are Daml decimals sent as text ('1750.0000000000', or '0E-10' from Scan's database): keep the text, or read
  // it exactly with Numeric10.parseScientific (@canton-openapi/client/decimal) to sum or compare; never Number.
  const holdings = owners.map(async (party) => ({ party, name: await nameOf(party), amulet: summaries.find((s) => s.party_id === party) }));
  return { migrationId: migration_id, recordTime: record_time, holdings: await Promise.all(holdings) }; // amulet undefined: holds none
}
// #endregion
