// One BFT read: the operation sent to Scans of the list, each through its own one-Scan client with
// its origin's credentials only, resolved with the verdict f + 1 agree on (quorum.ts), otherwise
// what consensus-failure.ts makes of it.
import type { Core, OperationDef } from '../../core/context.ts';
import type { ErrorClasses } from '../../core/errors.ts';
import type { BaseCallOptions, WithResponse } from '../../core/types/call-options.ts';
import { type ConsensusErrorClass, withoutAgreement } from './consensus-failure.ts';
import type { ScanCredentials } from './options.ts';
import { agree } from './quorum.ts';
import type { ListedScan, ScanListState } from './scan-list.ts';
import { type Verdict, voteOf } from './votes.ts';

/** The options of one call: the method's, with its query. */
export type CallOptions = BaseCallOptions & { query?: Record<string, unknown> };

/** What the reads of one client share. */
export interface Reader {
  errors: ErrorClasses;
  credentials: ReadonlyMap<string, ScanCredentials>;
  /** The one-Scan client of a Scan, made once. */
  coreOf(scan: ListedScan): Core;
  /** The API's operations (loaded with the first read). */
  operations(): Promise<Readonly<Record<string, OperationDef>>>;
  random: (() => number) | undefined;
  ConsensusError: ConsensusErrorClass;
}

/** One read of `operationId` through BFT over `list`, resolving to the agreed verdict. */
export async function readAgreed(
  reader: Reader,
  list: ScanListState,
  operationId: string,
  path: readonly unknown[] | undefined,
  body: unknown,
  call: CallOptions | undefined,
): Promise<Verdict> {
  const op = (await reader.operations())[operationId]!;
  const total = list.scans.length + list.refused.length;
  const ask = (scan: ListedScan, signal: AbortSignal) => {
    const headers = { ...call?.headers, ...reader.credentials.get(scan.origin)?.headers };
    const answer = reader.coreOf(scan).invoke<WithResponse<unknown>>(operationId, path, body, { ...call, headers, signal }, true);
    return voteOf(reader.errors, operationId, answer);
  };
  const result = await agree<Verdict>(list.scans, total, (scan, signal) => ask(scan as ListedScan, signal), call?.signal, reader.errors, reader.random);
  if ('value' in result) return result.value;
  return withoutAgreement({ operationId, op, path, list, result }, reader.ConsensusError);
}
