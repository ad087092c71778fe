// Bundled by esbuild into the page of the browser test: calls the Prism mocks from another origin
// and reports what each client did, as plain JSON for the test to check.
import { AbortError, CantonApiError, HttpError, NetworkError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createScanClient } from '@canton-openapi/client/scan';
import { createValidatorClient } from '@canton-openapi/client/validator';

/** The API roots of the mocks, and an address where nothing listens. */
export interface PageInput {
  ledger: string;
  scan: string;
  validator: string;
  closed: string;
}

async function outcome(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return {
      ok: false,
      name: error instanceof Error ? error.name : typeof error,
      ours: error instanceof CantonApiError,
      status: error instanceof HttpError ? error.status : undefined,
      body: error instanceof HttpError ? error.body : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

async function runChecks(input: PageInput): Promise<Record<string, unknown>> {
  const token = 'browser-token';
  const warnings: string[] = [];
  const logger = { warn: (message: string) => void warnings.push(message) };
  // The mocks serve no version endpoint: these clients do not look the release up (test/releases/ tests the lookup).
  const scan = createScanClient({ baseUrl: input.scan, logger, serverVersion: false });
  const validator = createValidatorClient({ baseUrl: input.validator, token, validate: true });
  const ledger = createLedgerClient({ baseUrl: input.ledger, token: async () => token, int64: 'bigint', validate: true, logger, serverVersion: false });

  return {
    origin: location.origin,
    listDsoScans: await outcome(() => scan.listDsoScans().then((r) => r.scans.length)),
    lookupAnsEntryByName: await outcome(() => validator.lookupAnsEntryByName('alice_2e5bbb1c.unverified.cns').then((r) => r.entry.name)),
    postV2Updates: await outcome(async () => {
      const list = await ledger.postV2Updates(
        { beginExclusive: 0, endInclusive: 100, updateFormat: { includeTopologyEvents: {} } },
        { headers: { Prefer: 'example=offset-checkpoint' } },
      );
      const offset = list[0]?.update.OffsetCheckpoint?.value.offset;
      return { type: typeof offset, value: String(offset) };
    }),
    deprecatedFlats: await outcome(() =>
      ledger.postV2UpdatesFlats({ beginExclusive: 0, updateFormat: { includeTopologyEvents: {} } }, { headers: { Prefer: 'example=empty-range' } }),
    ),
    holdings404: await outcome(() =>
      scan.getHoldingsStateAt(
        { migration_id: 4, record_time: '2025-02-14T15:00:00Z', record_time_match: 'exact', page_size: 10, owner_party_ids: ['Alice::1220aa'] },
        { headers: { Prefer: 'code=404' } },
      ),
    ),
    aborted: await outcome(() =>
      scan.listDsoScans({ signal: AbortSignal.abort() }).catch((e: unknown) => Promise.reject(e instanceof AbortError ? e : new Error('not an AbortError'))),
    ),
    unreachable: await outcome(() =>
      createScanClient({ baseUrl: input.closed, retry: false })
        .listDsoScans()
        .catch((e: unknown) => Promise.reject(e instanceof NetworkError ? e : new Error(`not a NetworkError: ${String(e)}`))),
    ),
    warnings,
  };
}

Object.assign(globalThis, { runChecks });
