// README: a Token Standard transfer end to end. The registry answers the factory and the choice context;
// they go into the ledger command as they came (the context's values and the disclosed contracts' blobs untouched).
// #region registry-transfer
import { createLedgerClient } from '@canton-openapi/client/ledger';
import { createRegistryClient } from '@canton-openapi/client/registry';

// The token standard's Daml interfaces, by package name: every registry implements them.
const transferFactory = '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferFactory';
const transferInstruction = '#splice-api-token-transfer-instruction-v1:Splice.Api.Token.TransferInstructionV1:TransferInstruction';
const empty = { values: {} };

/** A registry's disclosed contract as the ledger takes it: the blob and its ids, as given (the `debug…` fields are for people). */
function disclose(contracts: readonly { templateId: string; contractId: string; createdEventBlob: string; synchronizerId: string }[]) {
  return contracts.map(({ templateId, contractId, createdEventBlob, synchronizerId }) => ({ templateId, contractId, createdEventBlob, synchronizerId }));
}

/** What to send: `amount` as a Daml decimal string, `holdings` the sender's holding contract ids to spend. */
export interface Transfer {
  sender: string;
  receiver: string;
  amount: string;
  instrument: string;
  holdings: string[];
}

/** Sends `transfer` through the registry at `registryUrl` and the sender's participant at `ledgerUrl`; `offer` means the receiver must accept. */
export async function sendTransfer(registryUrl: string, ledgerUrl: string, token: () => Promise<string>, transfer: Transfer) {
  const registry = createRegistryClient({ baseUrl: registryUrl });
  const ledger = createLedgerClient({ baseUrl: ledgerUrl, token });
  const { adminId } = await registry.getRegistryInfo();
  const now = Date.now();
  const choiceArgument = {
    expectedAdmin: adminId,
    transfer: {
      sender: transfer.sender,
      receiver: transfer.receiver,
      amount: transfer.amount,
      instrumentId: { admin: adminId, id: transfer.instrument },
      requestedAt: new Date(now).toISOString(),
      executeBefore: new Date(now + 60 * 60 * 1000).toISOString(),
      inputHoldingCids: transfer.holdings,
      meta: empty,
    },
    extraArgs: { context: empty, meta: empty },
  };
  const factory = await registry.getTransferFactory({ choiceArguments: choiceArgument, excludeDebugFields: true });
  const { updateId } = await ledger.postV2CommandsSubmitAndWait({
    commands: [
      {
        ExerciseCommand: {
          templateId: transferFactory,
          contractId: factory.factoryId,
          choice: 'TransferFactory_Transfer',
          choiceArgument: { ...choiceArgument, extraArgs: { context: factory.choiceContext.choiceContextData, meta: empty } },
        },
      },
    ],
    commandId: crypto.randomUUID(),
    actAs: [transfer.sender],
    disclosedContracts: disclose(factory.choiceContext.disclosedContracts),
  });
  return { kind: factory.transferKind, updateId };
}

/** The receiver accepts the transfer instruction `instructionId` (an `offer`), with a fresh context from the registry. */
export async function acceptTransfer(registryUrl: string, ledgerUrl: string, token: () => Promise<string>, receiver: string, instructionId: string) {
  const registry = createRegistryClient({ baseUrl: registryUrl });
  const ledger = createLedgerClient({ baseUrl: ledgerUrl, token });
  const context = await registry.getTransferInstructionAcceptContext(instructionId, { excludeDebugFields: true });
  const { updateId } = await ledger.postV2CommandsSubmitAndWait({
    commands: [
      {
        ExerciseCommand: {
          templateId: transferInstruction,
          contractId: instructionId,
          choice: 'TransferInstruction_Accept',
          choiceArgument: { extraArgs: { context: context.choiceContextData, meta: empty } },
        },
      },
    ],
    commandId: crypto.randomUUID(),
    actAs: [receiver],
    disclosedContracts: disclose(context.disclosedContracts),
  });
  return updateId;
}
// #endregion
