// The hashing schemes this client implements, and which LF (serialization) versions each can hash.
// Versions are compared as Canton orders them (SerializationVersion: "2.1" < "2" < "dev"), never as text.
import { UnhashableNodeError, UnsupportedHashingSchemeError } from './errors.ts';

/** A hashing scheme as the JSON Ledger API names it (`hashingSchemeVersion`). */
export type HashingScheme = 'HASHING_SCHEME_VERSION_V2' | 'HASHING_SCHEME_VERSION_V3';

/** The scheme's number: the byte of the final hash, and what decides the encoding. */
export type SchemeNumber = 2 | 3;

const schemes: Record<HashingScheme, SchemeNumber> = { HASHING_SCHEME_VERSION_V2: 2, HASHING_SCHEME_VERSION_V3: 3 };

/** The rank of each LF serialization version Canton 3.5 knows; "2.1" is its first for backward compatibility. */
const lfVersionRank: Readonly<Record<string, number>> = { '2.1': 1, '2': 2, dev: Number.MAX_SAFE_INTEGER };

/** The newest LF version rank each scheme hashes: V2 nodes of "2.1" only, V3 up to "2" (contract keys). */
const newestHashable: Record<SchemeNumber, number> = { 2: 1, 3: 2 };

/** The number of `scheme`; an unknown one is refused. */
export function schemeNumber(scheme: string): SchemeNumber {
  const number = Object.hasOwn(schemes, scheme) ? schemes[scheme as HashingScheme] : undefined;
  if (number === undefined)
    throw new UnsupportedHashingSchemeError(
      `hashing scheme ${JSON.stringify(scheme)} is not one this client can recompute (${Object.keys(schemes).join(', ')}).`,
      scheme,
    );
  return number;
}

/** Refuses node `nodeId` of LF version `lfVersion` when scheme `scheme` cannot hash it. */
export function checkLfVersion(scheme: SchemeNumber, nodeId: string, lfVersion: string): void {
  const rank = Object.hasOwn(lfVersionRank, lfVersion) ? lfVersionRank[lfVersion] : undefined;
  if (rank === undefined)
    throw new UnhashableNodeError(`node ${nodeId}: LF version ${JSON.stringify(lfVersion)} is not one this client knows.`, nodeId, lfVersion);
  if (rank > newestHashable[scheme])
    throw new UnhashableNodeError(
      `node ${nodeId}: hashing scheme V${scheme} cannot hash a node of LF version ${JSON.stringify(lfVersion)}${scheme === 2 ? ' (it needs V3)' : ''}.`,
      nodeId,
      lfVersion,
    );
}
