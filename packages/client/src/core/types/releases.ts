// In which server releases an operation, a request field or a channel is served: the operation table's
// `releases` column (generated from the contract's lifecycle keys), which the release check reads
// (core/release.ts). Types only.

/** In which releases one operation, request field or channel is served; `deprecated: true`: in every release. */
export interface ReleaseEntry {
  readonly added?: string;
  readonly deprecated?: string | true;
  readonly disabled?: string;
  /** The operator setting that re-enables it once disabled. */
  readonly enabledBy?: string;
  readonly removed?: string;
  readonly replacedBy?: string;
}

/** What of an API depends on the server's release (generated from the contract's lifecycle keys). */
export interface Releases {
  /** The path, under the API root, of the endpoint that reports the release. */
  readonly version: string;
  readonly operations: Readonly<Record<string, ReleaseEntry>>;
  /** Operation → deprecated top-level request field → its releases. */
  readonly fields: Readonly<Record<string, Readonly<Record<string, ReleaseEntry>>>>;
  /** Channel method → its releases. */
  readonly channels: Readonly<Record<string, ReleaseEntry>>;
}
