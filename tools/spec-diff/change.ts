// The vocabulary of a spec diff: one `Change` per semantic difference, classified for clients.
import type { Stability } from '@canton-openapi/contract';

/** Something present in one version only: an API, an operation, a channel, a message of a channel, or a release line described. */
type PresenceKind = `${'api' | 'operation' | 'channel' | 'message' | 'release-line'}-${'added' | 'removed'}`;

/** A part of an operation's request or response (`status-added`, `header-removed`…), or a rule of a schema. */
type WireKind =
  | `${'status' | 'media-type' | 'parameter' | 'request-body' | 'header' | 'property' | 'required' | 'enum-value' | 'union-branch'}-${'added' | 'removed'}`
  | `${'operation-id' | 'type' | 'format' | 'enum' | 'constraint' | 'additional-properties' | 'default' | 'keyword'}-changed`
  | `security-requirement-${'added' | 'removed'}`;

/** A change to what the contract's extensions and `deprecated` declare: deprecation, paging, server checks, stream authentication. */
type ContractKind =
  | `deprecation-${'added' | 'removed'}`
  | `${'replacement' | 'removal' | 'availability' | 'server-check' | 'channel-auth' | 'error-frame' | 'effect' | 'stability' | 'bft'}-changed`
  | `pagination-${'added' | 'removed' | 'changed'}`
  | 'iterator-renamed';

/** What changed. Each kind is classified per direction (request or response) by the differ. */
export type ChangeKind = PresenceKind | WireKind | ContractKind;

/** One semantic difference between the base and the head version of a spec. */
export interface Change {
  /** API name, as keyed under `apis:` in `redocly.yaml`. */
  api: string;
  /** `METHOD /path` of the operation concerned (`WS /path` for a WebSocket channel); absent for API-level changes. */
  operation?: string;
  /** The operation's `operationId` (head version, else base), when it has one. */
  operationId?: string;
  /**
   * RFC 6901 pointer into the bundled document, the head version's or the base version's for something
   * that was removed: inside a schema, the path a value takes from the operation, `$ref`s followed.
   */
  pointer: string;
  kind: ChangeKind;
  /** True when a client written against the base version can fail against the head version. */
  breaking: boolean;
  /** One sentence saying what changed and, when breaking, why it breaks clients. */
  message: string;
  /** The operation's upstream stability (`x-stability`): the head's, the base's for a removed operation. */
  stability?: Stability;
  /**
   * Set on a breaking change to an operation upstream promises nothing about (`internal` or `pre-alpha` at the
   * base and the head): it follows upstream's changes, so it needs a changeset naming the operation, not a major.
   */
  exempt?: true;
}

/** Which side of the wire a schema describes: clients send requests and read responses. */
export type Direction = 'request' | 'response';

/** Where a differ records a change: its kind, the pointer tokens of where it is, whether it breaks clients, and why. */
export type Report = (kind: ChangeKind, at: string[], breaking: boolean, message: string) => void;

/**
 * Where a differ's changes go, the head contract's release (`info.version`), for which deprecation notes are
 * said, and the release lines both contracts describe (undefined: every release), whose clients a change can break.
 */
export interface DiffContext {
  report: Report;
  release: string | undefined;
  lines?: readonly string[] | undefined;
}
