// The vocabulary of a spec diff: one `Change` per semantic difference, classified for clients.

/** What changed. Each kind is classified per direction (request or response) by the differ. */
export type ChangeKind =
  | 'api-added'
  | 'api-removed'
  | 'operation-added'
  | 'operation-removed'
  | 'channel-added'
  | 'channel-removed'
  | 'message-added'
  | 'message-removed'
  | 'operation-id-changed'
  | 'deprecation-added'
  | 'deprecation-removed'
  | 'replacement-changed'
  | 'removal-changed'
  | 'pagination-added'
  | 'pagination-removed'
  | 'iterator-renamed'
  | 'pagination-changed'
  | 'server-check-changed'
  | 'channel-auth-changed'
  | 'error-frame-changed'
  | 'status-added'
  | 'status-removed'
  | 'media-type-added'
  | 'media-type-removed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'request-body-added'
  | 'request-body-removed'
  | 'header-added'
  | 'header-removed'
  | 'property-added'
  | 'property-removed'
  | 'required-added'
  | 'required-removed'
  | 'type-changed'
  | 'format-changed'
  | 'enum-value-added'
  | 'enum-value-removed'
  | 'enum-changed'
  | 'union-branch-added'
  | 'union-branch-removed'
  | 'constraint-changed'
  | 'additional-properties-changed'
  | 'default-changed'
  | 'keyword-changed'
  | 'security-requirement-added'
  | 'security-requirement-removed';

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
}

/** Which side of the wire a schema describes: clients send requests and read responses. */
export type Direction = 'request' | 'response';

/** Where a differ records a change: its kind, the pointer tokens of where it is, whether it breaks clients, and why. */
export type Report = (kind: ChangeKind, at: string[], breaking: boolean, message: string) => void;
