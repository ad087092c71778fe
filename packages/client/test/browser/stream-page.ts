// Bundled by esbuild into the page of the browser stream test: streams updates from the local
// WebSocket participant (another origin) and reports what it got, as plain JSON for the test.
import { CantonApiError } from '@canton-openapi/client';
import { createLedgerClient } from '@canton-openapi/client/ledger';

/** The participant's API root and the token it accepts. */
export interface StreamPageInput {
  baseUrl: string;
  token: string;
}

async function runStreamChecks(input: StreamPageInput): Promise<Record<string, unknown>> {
  const ledger = createLedgerClient({ baseUrl: input.baseUrl, token: async () => input.token, int64: 'bigint', retry: { baseDelayMs: 1 } });
  const offsets: string[] = [];
  const types = new Set<string>();
  for await (const item of ledger.streamUpdates({ beginExclusive: 0n, endInclusive: 60n })) {
    const offset = (Object.values(item.update)[0] as { value: { offset: bigint } }).value.offset;
    types.add(typeof offset);
    offsets.push(String(offset));
  }
  /** How a stream with `token` failed: its error's name, whether it is the client's, and its message. */
  const failure = async (token: string) => {
    try {
      const other = createLedgerClient({ baseUrl: input.baseUrl, token });
      for await (const _ of other.streamUpdates({ beginExclusive: 0, endInclusive: 5 })) break;
    } catch (error) {
      return { name: (error as Error).name, ours: error instanceof CantonApiError, message: (error as Error).message };
    }
    return {};
  };
  const rejected = await failure('wrong-token-456');
  const refused = await failure('unknown-user-789');
  return { offsets, types: [...types], rejected, refused, origin: location.origin };
}

Object.assign(globalThis, { runStreamChecks });
