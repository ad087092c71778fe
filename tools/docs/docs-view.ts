// What a reader of the reference pages needs that Redoc does not derive from the spec by itself: the
// release each operation, parameter and property came in, whether upstream promises it stays compatible
// (`x-stability`: a badge and a first sentence on internal and pre-alpha operations), and the replacement, deprecation, default
// disabling and removal of each deprecated one written out (Redoc shows only a "Deprecated" badge; the
// spec says more in `x-added-in`, `x-replaced-by` and the other lifecycle keys), every
// operation listed once (Redoc lists an operation under each of its tags), and the repository files the
// descriptions name as links. The spec itself is left as it is: this is a view of a bundled copy.
import { relative } from 'node:path';
import {
  deprecationOf,
  isObject,
  lifecycleOf,
  listOperations,
  releaseOf,
  removalNote,
  type Replacement,
  specDocument,
  type Stability,
  stabilityNote,
  walkDocument,
} from '@canton-openapi/contract';

type Json = Record<string, unknown>;

/** One sentence naming what replaces a deprecated node, from the model's reading of its `x-replaced-by`; `when`: `now` or `instead`. */
function replacement({ kind, name, in: place, route }: Replacement, when: string): string | undefined {
  if (name === undefined) return undefined;
  if (kind === 'operation') return `Use \`${name}\`${route === undefined ? '' : ` (\`${route}\`)`} ${when}.`;
  if (kind === 'parameter') return `Use the ${place === undefined ? '' : `${place} `}parameter \`${name}\` ${when}.`;
  return `Use \`${name}\` ${when}.`;
}

/** The note shown first in a deprecated node's description, for a contract of release `specVersion`. */
export function deprecationNote(node: Json, specVersion?: string): string {
  const deprecation = deprecationOf(node);
  const { text, now } = removalNote(deprecation, specVersion);
  const by = replacement(deprecation.replacement ?? {}, now ? 'now' : 'instead');
  return `**Deprecated.** ${by === undefined ? '' : `${by} `}${text[0]?.toUpperCase() ?? ''}${text.slice(1)}.`;
}

/** The release notes shown first in a node's description: since when (`x-added-in`), then its deprecation note; empty for neither. */
export function releaseNotes(node: Json, specVersion?: string): string {
  const { addedIn, deprecated } = lifecycleOf(node);
  const since = addedIn === undefined ? [] : [`**Since ${addedIn}.**`];
  return [...since, ...(deprecated ? [deprecationNote(node, specVersion)] : [])].join(' ');
}

/** Puts the release notes in front of the description of every operation, parameter and schema of the document that has any. */
function noteReleases(doc: Json): void {
  const specVersion = releaseOf(doc);
  walkDocument(doc, (node) => {
    const note = releaseNotes(node, specVersion);
    if (note === '') return;
    const description = typeof node['description'] === 'string' ? node['description'].trim() : '';
    node['description'] = description === '' ? note : `${note}\n\n${description}`;
  });
}

/** The badge of an operation without upstream's compatibility promise. */
export const stabilityBadges: Readonly<Record<Exclude<Stability, 'external'>, { name: string; color: string }>> = {
  internal: { name: 'Internal upstream', color: '#b35c00' },
  'pre-alpha': { name: 'Pre-alpha upstream', color: '#b00020' },
};

/**
 * Marks each operation without upstream's compatibility promise (`x-stability` `internal` or `pre-alpha`): a badge,
 * and its stability note first in its description, so nobody reads past it to build on the operation.
 */
function noteStability(doc: Json): void {
  for (const { source: op, stability } of listOperations(specDocument('bundled', doc))) {
    const note = stabilityNote(stability);
    if (note === undefined || stability === 'external') continue;
    op['x-badges'] = [...(Array.isArray(op['x-badges']) ? op['x-badges'] : []), stabilityBadges[stability]];
    const description = typeof op['description'] === 'string' ? op['description'].trim() : '';
    op['description'] = description === '' ? `**${note}**` : `**${note}**\n\n${description}`;
  }
}

/**
 * Lists each operation once, under its first tag; its other tags become badges on it. Tags no
 * operation is listed under any more are dropped from the navigation.
 */
function listOnce(doc: Json): void {
  const listed = new Set<string>();
  for (const { source: op } of listOperations(specDocument('bundled', doc))) {
    const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
    const [first, ...others] = tags;
    if (first === undefined) continue;
    op.tags = [first];
    listed.add(first);
    if (others.length > 0) op['x-badges'] = [...(Array.isArray(op['x-badges']) ? op['x-badges'] : []), ...others.map((name) => ({ name }))];
  }
  if (Array.isArray(doc.tags)) doc.tags = doc.tags.filter((tag) => isObject(tag) && listed.has(String(tag.name)));
}

/** Turns every mention of a repository file (`` `specs/README.md` ``) in a description into a link from the page. */
function linkRepositoryFiles(node: unknown, files: Map<string, string>): void {
  if (Array.isArray(node)) {
    node.forEach((item) => linkRepositoryFiles(item, files));
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.description === 'string') {
    let text = node.description;
    for (const [file, href] of files) text = text.replaceAll(`\`${file}\``, `[\`${file}\`](${href})`);
    node.description = text;
  }
  for (const value of Object.values(node)) linkRepositoryFiles(value, files);
}

/**
 * The reader's view of a bundled document (changed in place and returned). `repoRoot` and `pageDir`
 * make links from the page to the repository files that descriptions name.
 */
export function docsView(doc: Json, options: { repoRoot: string; pageDir: string; files: readonly string[] }): Json {
  noteReleases(doc);
  noteStability(doc);
  listOnce(doc);
  const links = new Map(options.files.map((file) => [file, relative(options.pageDir, `${options.repoRoot}/${file}`).split('\\').join('/')]));
  linkRepositoryFiles(doc, links);
  return doc;
}
