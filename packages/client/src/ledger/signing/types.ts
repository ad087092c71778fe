// The types of @canton-openapi/client/ledger/signing, apart from the code: none refers to the generated
// protobuf messages, so the subpath's declarations need nothing of @bufbuild/protobuf's (whose declarations
// the oldest TypeScript the client supports cannot read).

export type { HashingScheme } from './scheme.ts';

/** A Daml value as plain JSON. */
export type PlainValue = null | boolean | string | number | PlainValue[] | { [key: string]: PlainValue };

/** What the check reads: the prepare answer's three fields (the answer itself will do). */
export interface PreparedTransactionToVerify {
  /** The prepared transaction, base64 protobuf, as prepare answered it. */
  preparedTransaction: string;
  /** The hash said to be its hash (base64), the one to sign. */
  preparedTransactionHash: string;
  /** The scheme that hash was computed with. */
  hashingSchemeVersion: string;
}

/** One action of the transaction, with the actions it caused (`children`). */
export interface SignedAction {
  nodeId: string;
  kind: 'create' | 'exercise' | 'fetch' | 'rollback' | 'queryByKey';
  /** `package:Module:Entity`; absent for a rollback. */
  templateId?: string | undefined;
  packageName?: string | undefined;
  contractId?: string | undefined;
  /** Exercise: the choice, whether it archives the contract, its argument and result. */
  choice?: string | undefined;
  consuming?: boolean | undefined;
  interfaceId?: string | undefined;
  /** Create: the contract's arguments; exercise: the choice's argument. */
  argument?: PlainValue | undefined;
  result?: PlainValue | undefined;
  actingParties?: string[] | undefined;
  signatories?: string[] | undefined;
  /** Stakeholders that are not signatories. */
  observers?: string[] | undefined;
  choiceObservers?: string[] | undefined;
  children?: SignedAction[] | undefined;
}

/** A contract the transaction reads, as the participant disclosed it. */
export interface SignedInputContract {
  contractId: string;
  templateId: string | undefined;
  packageName: string;
  createdAt: string;
  argument: PlainValue;
  signatories: string[];
  observers: string[];
}

/** What is signed, JSON-safe. */
export interface SignedContent {
  /** The parties the transaction is submitted for (`actAs`). */
  submitters: string[];
  commandId: string;
  synchronizerId: string;
  transactionUuid: string;
  preparationTime: string;
  /** Ledger-time bounds, when the transaction depends on time; its record time limit, when set. */
  minLedgerEffectiveTime?: string | undefined;
  maxLedgerEffectiveTime?: string | undefined;
  maxRecordTime?: string | undefined;
  /** The root actions, in order, each with the actions it caused. */
  actions: SignedAction[];
  inputContracts: SignedInputContract[];
}
