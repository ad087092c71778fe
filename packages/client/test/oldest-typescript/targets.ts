// `targets` under the oldest TypeScript the client supports (5.4), against dist/: each `@ts-expect-error`
// fails the check when the line below it compiles. test/targets.test-d.ts holds the full type tests.
import { createLedgerClient, type LedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';

const baseUrl = 'http://p';

export async function ledgerTargets(): Promise<void> {
  const latest = createLedgerClient({ baseUrl, targets: ['3.6'] });
  // @ts-expect-error disabled by default in 3.6.1
  void latest.postV2UpdatesFlats;
  // @ts-expect-error the channel follows its lifecycle
  void latest.streamUpdatesFlats;
  // @ts-expect-error withResponse follows too
  void latest.withResponse.postV2UpdatesFlats;
  // @ts-expect-error the request field filter is disabled by default in 3.6.1
  await latest.postV2Updates({ beginExclusive: 0, filter: { filtersByParty: {} } });
  await latest.postV2Updates({ beginExclusive: 0 });

  const older = createLedgerClient({ baseUrl, targets: ['3.5'] });
  await older.postV2UpdatesFlats({ beginExclusive: 0, filter: { filtersByParty: {} } });
  await older.postV2Updates({ beginExclusive: 0, verbose: false, filter: { filtersByParty: {} } });

  const enabled = createLedgerClient({ baseUrl, targets: ['3.5', '3.6'], deprecatedEndpointsEnabled: true });
  await enabled.postV2UpdatesFlats({ beginExclusive: 0 });

  // @ts-expect-error 3.4 is no release line of the spec
  createLedgerClient({ baseUrl, targets: ['3.4'] });

  const whole: LedgerClient = createLedgerClient({ baseUrl });
  void whole.postV2UpdatesFlats;
}

export function scanTargets(): void {
  for (const scan of [createScanClient({ baseUrl, targets: ['0.9'] }), createScanClient({ baseUrl, targets: ['0.7', '0.9'] })]) {
    // @ts-expect-error removed in 0.9.0
    void scan.getHoldingsStateAt;
    // @ts-expect-error removed in 0.9.0
    void scan.getHoldingsStateAtV1;
    // @ts-expect-error removed in 0.9.0
    void scan.iterateHoldingsStateAt;
    // @ts-expect-error removed in 0.9.0
    void scan.iterateHoldingsStateAtV1;
    void scan.getHoldingsStateAtV2;
  }
  void createScanClient({ baseUrl, targets: ['0.7'] }).getHoldingsStateAtV2;
}
