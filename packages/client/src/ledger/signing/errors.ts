// The errors of decoding, hashing and checking a prepared transaction. Plain `Error`s, not CantonApiErrors:
// this code loads on demand (with the first checked execution, or from `@canton-openapi/client/ledger/signing`)
// and imports nothing the up-front client code holds, so the client's up-front chunk stays one chunk.

/** The prepared transaction could not be decoded, hashed or checked; one of the subclasses says why. */
export class PreparedTransactionError extends Error {
  override name = 'PreparedTransactionError';
}

/** The bytes are no `PreparedTransaction` (bad base64, bad protobuf), or a part the hash needs is missing or ill-formed. */
export class MalformedPreparedTransactionError extends PreparedTransactionError {
  override name = 'MalformedPreparedTransactionError';
}

/** The hashing scheme is none this client implements (`HASHING_SCHEME_VERSION_V2`, `HASHING_SCHEME_VERSION_V3`). */
export class UnsupportedHashingSchemeError extends PreparedTransactionError {
  override name = 'UnsupportedHashingSchemeError';
  /** The scheme asked for. */
  readonly scheme: string;

  constructor(message: string, scheme: string) {
    super(message);
    this.scheme = scheme;
  }
}

/** A node the scheme cannot hash: its LF version is newer than the scheme supports, unknown, or it uses a feature (contract keys) the scheme has not. */
export class UnhashableNodeError extends PreparedTransactionError {
  override name = 'UnhashableNodeError';
  /** The node's id (`input contract <i>` for an input contract). */
  readonly nodeId: string;
  /** The node's LF version, when it has one. */
  readonly lfVersion: string | undefined;

  constructor(message: string, nodeId: string, lfVersion: string | undefined) {
    super(message);
    this.nodeId = nodeId;
    this.lfVersion = lfVersion;
  }
}

/** Two nodes of the transaction have the same id, so a reference to it does not say which node is meant. */
export class DuplicateNodeIdError extends PreparedTransactionError {
  override name = 'DuplicateNodeIdError';
  /** The id used twice. */
  readonly nodeId: string;

  constructor(message: string, nodeId: string) {
    super(message);
    this.nodeId = nodeId;
  }
}

/** The hash recomputed from the prepared transaction is not the hash it was said to have: signing or executing it is refused. */
export class PreparedTransactionHashMismatchError extends PreparedTransactionError {
  override name = 'PreparedTransactionHashMismatchError';
  /** The hash the prepared transaction was said to have (base64), e.g. the prepare answer's `preparedTransactionHash`. */
  readonly expected: string;
  /** The hash recomputed from `preparedTransaction` (base64). */
  readonly computed: string;

  constructor(message: string, expected: string, computed: string) {
    super(message);
    this.expected = expected;
    this.computed = computed;
  }
}
