// The registry client's helpers take the Token Standard choices' arguments as the Daml interfaces define them
// (splice-api-token-transfer-instruction-v1/-v2, splice-api-token-allocation-instruction-v1/-v2): an amount that
// is a number, a misspelt field, a missing admin, or a v2 choice without `actors` does not compile; an amount
// is decimal text or an exact Numeric10.
import { Numeric10 } from '@canton-openapi/client/decimal';
import {
  type AllocationFactoryAllocateV1,
  type AllocationFactoryAllocateV2,
  type ChoiceCommand,
  createRegistryClient,
  type DamlAmount,
  type TransferCommand,
  type TransferFactoryTransferV1,
  type TransferFactoryTransferV2,
} from '@canton-openapi/client/registry';
import { describe, expectTypeOf, it } from 'vitest';

const registry = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com' });
const dso = 'DSO::1220aa';
const alice = 'Alice::1220bb';
const bob = 'Bob::1220cc';
const instrumentId = { admin: dso, id: 'Amulet' };
const meta = { values: {} };
const times = { requestedAt: '2026-11-27T10:00:00Z', executeBefore: '2026-11-27T11:00:00Z' };

const transferV1 = { sender: alice, receiver: bob, amount: '12.5', instrumentId, ...times, inputHoldingCids: ['00h'], meta };
const account = (owner: string) => ({ owner, provider: null, id: '' });
const transferV2 = { ...transferV1, sender: account(alice), receiver: account(bob) };

describe('transferCommand', () => {
  it('takes v1 and v2 TransferFactory_Transfer arguments', () => {
    expectTypeOf(registry.transferCommand({ expectedAdmin: dso, transfer: transferV1 })).toEqualTypeOf<Promise<TransferCommand>>();
    expectTypeOf(registry.transferCommand({ transfer: transferV2, actors: [alice] }, { version: 2 })).toEqualTypeOf<Promise<TransferCommand>>();
    expectTypeOf<TransferFactoryTransferV1['transfer']['amount']>().toEqualTypeOf<string | Numeric10>();
    expectTypeOf<TransferFactoryTransferV2['transfer']['amount']>().toEqualTypeOf<DamlAmount>();
  });

  it('takes a Numeric10 amount in v1 and v2', () => {
    const amount = Numeric10.parse('12.5');
    expectTypeOf(registry.transferCommand({ expectedAdmin: dso, transfer: { ...transferV1, amount } })).toEqualTypeOf<Promise<TransferCommand>>();
    expectTypeOf(registry.transferCommand({ transfer: { ...transferV2, amount }, actors: [alice] }, { version: 2 })).toEqualTypeOf<Promise<TransferCommand>>();
  });

  it('keeps both versions on a client narrowed to release lines', () => {
    const targeted = createRegistryClient({ baseUrl: 'https://scan.sv-1.example.com', targets: ['0.8', '0.9'] });
    expectTypeOf(targeted.transferCommand({ expectedAdmin: dso, transfer: transferV1 })).toEqualTypeOf<Promise<TransferCommand>>();
    expectTypeOf(targeted.transferCommand({ transfer: transferV2, actors: [alice] }, { version: 2 })).toEqualTypeOf<Promise<TransferCommand>>();
    // @ts-expect-error still v2 without `actors`
    void targeted.transferCommand({ transfer: transferV2 }, { version: 2 });
  });

  it('refuses a number amount', () => {
    // @ts-expect-error an amount is decimal text: 12.5 could not say 0.1000000001 exactly
    void registry.transferCommand({ expectedAdmin: dso, transfer: { ...transferV1, amount: 12.5 } });
    // @ts-expect-error in v2 too
    void registry.transferCommand({ transfer: { ...transferV2, amount: 12.5 }, actors: [alice] }, { version: 2 });
    // @ts-expect-error nor ten-billionths as a bigint: a Numeric10 says which scale it is in
    void registry.transferCommand({ expectedAdmin: dso, transfer: { ...transferV1, amount: 125_000_000_000n } });
  });

  it('refuses a misspelt field', () => {
    const { receiver: _receiver, ...withoutReceiver } = transferV1;
    // @ts-expect-error `reciever` is no field of Transfer, and `receiver` is missing
    void registry.transferCommand({ expectedAdmin: dso, transfer: { ...withoutReceiver, reciever: bob } });
    // @ts-expect-error `expectedAdmn` is no field of TransferFactory_Transfer
    void registry.transferCommand({ expectedAdmn: dso, transfer: transferV1 });
  });

  it('refuses v1 without its admin, and an instrument without one', () => {
    // @ts-expect-error v1's TransferFactory_Transfer names the registry's admin in `expectedAdmin`
    void registry.transferCommand({ transfer: transferV1 });
    // @ts-expect-error an instrument is `{admin, id}`
    void registry.transferCommand({ expectedAdmin: dso, transfer: { ...transferV1, instrumentId: { id: 'Amulet' } } });
  });

  it('refuses v2 without `actors`, and v1 and v2 arguments under the other version', () => {
    // @ts-expect-error v2's controllers are `actors`
    void registry.transferCommand({ transfer: transferV2 }, { version: 2 });
    // @ts-expect-error v2 has no `expectedAdmin`, and its sender is an account
    void registry.transferCommand({ expectedAdmin: dso, transfer: transferV1, actors: [alice] }, { version: 2 });
    // @ts-expect-error v2's arguments without `version: 2` are v1's: no `actors`, parties for sender and receiver
    void registry.transferCommand({ transfer: transferV2, actors: [alice] });
    const v2: TransferFactoryTransferV2 = { transfer: transferV2, actors: [alice] };
    // @ts-expect-error the version is 1 or 2
    void registry.transferCommand(v2, { version: 3 });
  });
});

describe('transferInstructionCommand', () => {
  it('takes v1 without an argument and v2 with `actors`', () => {
    expectTypeOf(registry.transferInstructionCommand('00ti', 'accept')).toEqualTypeOf<Promise<ChoiceCommand>>();
    expectTypeOf(registry.transferInstructionCommand('00ti', 'reject', { version: 2, choiceArgument: { actors: [bob] } })).toEqualTypeOf<
      Promise<ChoiceCommand>
    >();
  });

  it('takes the instruction’s `instrumentId`, as `{admin, id}`', () => {
    expectTypeOf(registry.transferInstructionCommand('00ti', 'accept', { instrumentId })).toEqualTypeOf<Promise<ChoiceCommand>>();
    expectTypeOf(registry.transferInstructionCommand('00ti', 'withdraw', { version: 2, choiceArgument: { actors: [alice] }, instrumentId })).toEqualTypeOf<
      Promise<ChoiceCommand>
    >();
    // @ts-expect-error an instrument is `{admin, id}`, not its id alone
    void registry.transferInstructionCommand('00ti', 'accept', { instrumentId: 'Amulet' });
  });

  it('refuses v2 without `actors`, and `actors` in v1', () => {
    // @ts-expect-error v2's choices need `choiceArgument.actors`
    void registry.transferInstructionCommand('00ti', 'accept', { version: 2 });
    // @ts-expect-error v2's choices need `choiceArgument.actors`
    void registry.transferInstructionCommand('00ti', 'withdraw', { version: 2, choiceArgument: {} });
    // @ts-expect-error v1's choices have `extraArgs` only
    void registry.transferInstructionCommand('00ti', 'accept', { choiceArgument: { actors: [bob] } });
    // @ts-expect-error `expire` is no choice of the helper
    void registry.transferInstructionCommand('00ti', 'expire');
  });
});

describe('allocationCommand', () => {
  const settlementV1 = {
    executor: bob,
    settlementRef: { id: 'trade-1', cid: null },
    requestedAt: times.requestedAt,
    allocateBefore: times.executeBefore,
    settleBefore: times.executeBefore,
    meta,
  };
  const allocationV1 = { settlement: settlementV1, transferLegId: 'leg-0', transferLeg: { sender: alice, receiver: bob, amount: '3', instrumentId, meta } };
  const v1: AllocationFactoryAllocateV1 = { expectedAdmin: dso, allocation: allocationV1, requestedAt: times.requestedAt, inputHoldingCids: [] };
  const side = { transferLegId: 'leg-0', side: 'SenderSide' as const, otherside: account(bob), amount: '3', instrumentId: 'Amulet', meta };
  const allocationV2 = { admin: dso, authorizer: account(alice), transferLegSides: [side], committed: false, meta };
  const v2: AllocationFactoryAllocateV2 = {
    settlement: { executors: [bob], id: 'trade-1', meta },
    allocation: allocationV2,
    requestedAt: times.requestedAt,
    inputHoldingCids: [],
    actors: [alice],
  };

  it('takes v1 and v2 AllocationFactory_Allocate arguments', () => {
    expectTypeOf(registry.allocationCommand(v1)).toEqualTypeOf<Promise<ChoiceCommand>>();
    expectTypeOf(registry.allocationCommand(v2, { version: 2 })).toEqualTypeOf<Promise<ChoiceCommand>>();
  });

  it('takes Numeric10 amounts in legs, leg sides and the next iteration funding', () => {
    const three = Numeric10.parse('3');
    expectTypeOf(
      registry.allocationCommand({ ...v1, allocation: { ...allocationV1, transferLeg: { ...allocationV1.transferLeg, amount: three } } }),
    ).toEqualTypeOf<Promise<ChoiceCommand>>();
    const funded = { ...allocationV2, transferLegSides: [{ ...side, amount: three }], nextIterationFunding: { Amulet: three } };
    expectTypeOf(registry.allocationCommand({ ...v2, allocation: funded }, { version: 2 })).toEqualTypeOf<Promise<ChoiceCommand>>();
  });

  it("refuses v2 `settlement` inside `allocation`: it is the choice's own field (Splice #5579)", () => {
    // @ts-expect-error AllocationSpecification has no `settlement`
    void registry.allocationCommand({ ...v2, allocation: { ...allocationV2, settlement: v2.settlement } }, { version: 2 });
  });

  it('refuses a number amount, a missing admin, v2 without `actors` and an unknown side', () => {
    // @ts-expect-error an amount is decimal text
    void registry.allocationCommand({ ...v1, allocation: { ...allocationV1, transferLeg: { ...allocationV1.transferLeg, amount: 3 } } });
    const { expectedAdmin: _admin, ...withoutAdmin } = v1;
    // @ts-expect-error v1 names the registry's admin in `expectedAdmin`
    void registry.allocationCommand(withoutAdmin);
    const { admin: _v2Admin, ...specWithoutAdmin } = allocationV2;
    // @ts-expect-error v2 names it in `allocation.admin`
    void registry.allocationCommand({ ...v2, allocation: specWithoutAdmin }, { version: 2 });
    const { actors: _actors, ...withoutActors } = v2;
    // @ts-expect-error v2's controllers are `actors`
    void registry.allocationCommand(withoutActors, { version: 2 });
    // @ts-expect-error a side is `SenderSide` or `ReceiverSide`
    void registry.allocationCommand({ ...v2, allocation: { ...allocationV2, transferLegSides: [{ ...side, side: 'Sender' }] } }, { version: 2 });
  });
});
