// README: a Token Standard transfer end to end. The registry answers the factory and the choice context;
// `transferCommand` puts them into the ledger command as they came (the context's values and the disclosed
// contracts' blobs untouched), after checking that the registry serves the instrument.
// #region registry-transfer
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createRegistryClient, InstrumentNotServedError } from '@canton-openapi/client/registry';
import { createScanClient } from '@canton-openapi/client/scan/internal';

/** What to send: `amount` as a Daml decimal string, `holdings` the sender's holding contract ids to spend. */
export interface Transfer {
  sender: string;
  receiver: string;
  amount: string;
  instrumentId: { admin: string; id: string };
  holdings: string[];
  /** Feature the transfer with this app provider's right, read from the Scan at `scanUrl` (Splice 0.8.0 no longer adds it). */
  featured?: { scanUrl: string; provider: string };
}

/** Sends `transfer` through the registry at `registryUrl` and the sender's participant at `ledgerUrl`; `offer` means the receiver must accept. */
export async function sendTransfer(registryUrl: string, ledgerUrl: string, token: () => Promise<string>, transfer: Transfer) {
  const registry = createRegistryClient({ baseUrl: registryUrl });
  const ledger = createLedgerClient({ baseUrl: ledgerUrl, token });
  const now = Date.now();
  const { featured } = transfer;
  try {
    const { command, disclosedContracts, transferKind, featuredAppRight } = await registry.transferCommand(
      {
        expectedAdmin: transfer.instrumentId.admin,
        transfer: {
          sender: transfer.sender,
          receiver: transfer.receiver,
          amount: transfer.amount,
          instrumentId: transfer.instrumentId,
          requestedAt: new Date(now).toISOString(),
          executeBefore: new Date(now + 60 * 60 * 1000).toISOString(),
          inputHoldingCids: transfer.holdings,
          meta: { values: {} },
        },
      },
      featured && { featureWith: { scan: createScanClient({ baseUrl: featured.scanUrl }), provider: featured.provider } },
    );
    const { updateId } = await ledger.postV2CommandsSubmitAndWait({
      commands: [command],
      commandId: crypto.randomUUID(),
      actAs: [transfer.sender],
      disclosedContracts,
    });
    return { kind: transferKind, updateId, featuredAppRight };
  } catch (error) {
    // Nothing reached the ledger: the registry administers other instruments, or lists no such id.
    if (error instanceof InstrumentNotServedError) return { notServed: error.message };
    throw error;
  }
}

/** The receiver accepts the transfer instruction `instructionId` (an `offer`), with a fresh context from the registry. */
export async function acceptTransfer(registryUrl: string, ledgerUrl: string, token: () => Promise<string>, receiver: string, instructionId: string) {
  const registry = createRegistryClient({ baseUrl: registryUrl });
  const ledger = createLedgerClient({ baseUrl: ledgerUrl, token });
  const { command, disclosedContracts } = await registry.transferInstructionCommand(instructionId, 'accept');
  const { updateId } = await ledger.postV2CommandsSubmitAndWait({ commands: [command], commandId: crypto.randomUUID(), actAs: [receiver], disclosedContracts });
  return updateId;
}
// #endregion
