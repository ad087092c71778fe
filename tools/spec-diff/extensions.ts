// Every `x-` extension the specs use, and what spec-diff does with a change to it. An extension that changes
// generated code, the client's behaviour or conformance's is contract: the differ compares it where the
// contract model reads it. The others are notes for people, ignored like descriptions. A key not listed
// here is prose too; test/extensions.test.ts fails when a spec uses one, so each new key gets decided.

/** Compared, and where; or ignored, and why. */
export type Treatment = { compared: string } | { prose: string };

/** Each extension of the specs, with its treatment (the README's table says the same for reviewers). */
export const extensions: Readonly<Record<string, Treatment>> = {
  'x-pagination': {
    compared: 'paging-diff.ts: the client generates an iterator from it; dropped, renamed or any field changed is breaking, added is not',
  },
  'x-replaced-by': { compared: "deprecation-diff.ts: the `@deprecated` notes and the client's warnings name it; not breaking" },
  'x-removal-version': { compared: 'deprecation-diff.ts: the deprecation notes say when it goes; not breaking' },
  'x-removed-in': { compared: 'deprecation-diff.ts: the deprecation notes say it is gone past this release; not breaking' },
  'x-deprecated': { compared: "deprecation-diff.ts: a channel's `deprecated`; not breaking" },
  'x-server-check': {
    compared: 'schema-diff.ts: whether conformance fails or warns on a server that accepts a request breaking the rule; not breaking for clients',
  },
  'x-error-frame': { compared: 'channel-diff.ts: the frame that ends a stream; clients and conformance stop at it, so a change is breaking' },
  'x-subprotocols': { compared: 'channel-diff.ts: how a stream carries its token; clients offering the old subprotocols are refused: breaking' },
  'x-rejected-with': { compared: 'channel-diff.ts: what a stream without a valid token gets; clients and conformance handle that answer: breaking' },
  'x-rejected-examples': { prose: 'examples of rejected requests: conformance sends them, as it sends `examples`, which are not contract either' },
  'x-added-in': { prose: 'release history for readers; no tool reads it' },
  'x-changed-in': { prose: 'release history for readers; no tool reads it' },
  'x-moved': { prose: 'release history for readers; no tool reads it' },
  'x-upstream': { prose: 'where the contract comes from, for maintainers; no tool reads it' },
  'x-minimum-server-version': { prose: "printed in conformance's reports; the changes that raise it are compared where they are made" },
};

/** True for an `x-` key that is prose: listed as such, or not listed at all. */
export function isProseExtension(key: string): boolean {
  return key.startsWith('x-') && !('compared' in (extensions[key] ?? { prose: '' }));
}
