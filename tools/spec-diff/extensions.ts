// Every `x-` extension of the specs, decided once: contract (it changes generated code, the client's
// behaviour or conformance's, so the differ compares it where the contract model reads it) or prose (notes
// for people, ignored like descriptions). README.md gives each one's reason. A key in neither list is
// prose; test/extensions.test.ts fails when a spec uses one, so that each new key gets decided.

/**
 * Compared: paging (paging-diff.ts), deprecation and the releases that serve a node (deprecation-diff.ts),
 * server checks (schema-diff.ts), channels (channel-diff.ts), what a request does to the server and what upstream promises about it (operation-diff.ts). `x-release-lines` decides whose clients a
 * change can break (the lines both versions describe).
 */
export const contractExtensions = new Set([
  ...['x-pagination', 'x-replaced-by', 'x-removal-version', 'x-removed-in', 'x-deprecated', 'x-server-check'],
  ...['x-added-in', 'x-deprecated-in', 'x-disabled-in', 'x-enabled-by', 'x-release-lines'],
  ...['x-error-frame', 'x-subprotocols', 'x-rejected-with'],
  ...['x-effect', 'x-auth-before-effect'],
  // What upstream promises about an operation (operation-diff.ts): losing `external` is breaking, and a breaking
  // change to an operation without the promise needs a changeset naming it, not a major (gate.ts).
  'x-stability',
  // How a BFT client agrees on a Scan read (operation-diff.ts): a change is reported, never breaking.
  'x-bft',
  // Where a write names its command: the client's resubmission rule reads it. Not compared yet: a change shows only in the generated table.
  'x-submission',
]);

/** Ignored: release history and provenance no tool reads, a minimum server version conformance only prints, examples of rejected requests. */
export const proseExtensions = new Set(['x-changed-in', 'x-moved', 'x-upstream', 'x-minimum-server-version', 'x-rejected-examples']);

/** True for an `x-` key that is prose: listed as such, or not listed at all. */
export function isProseExtension(key: string): boolean {
  return key.startsWith('x-') && !contractExtensions.has(key);
}
