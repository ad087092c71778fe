// The client's type-level release table (`<Api>ReleaseLine` and `<Api>Lines` in `<api>.gen.ts`): per release
// line the spec describes (`info.x-release-lines`), which members of the client, and which request fields
// of each, the line does not serve. A client made with `targets` (core/types/release-lines.ts `ServedOn`) leaves them out
// of its type. Types only: no per-release copies of the types, and nothing at run time.
//
// A line is judged by its newest release the contract knows: the newest version of that line that a
// lifecycle key, `info.version` or `x-minimum-server-version` names (Canton 3.6 → 3.6.1, Splice 0.7 → 0.7.5,
// 0.6 → 0.6.10), else `<line>.0`. The client's run-time check (core/release.ts) still judges the server's
// exact release.
import {
  availabilityAt,
  type Availability,
  compareReleases,
  follow,
  isObject,
  jsonContent,
  type JsonObject,
  type Lifecycle,
  lifecycleOf,
  namedReleases,
  type OperationSpec,
  parseRelease,
  releaseLine,
  releaseLinesOf,
  releaseOf,
  specRelease,
  type SpecDocument,
  walkDocument,
} from '@canton-openapi/contract';
import type { ChannelMethod } from './client-channels.ts';

/** What one release line does not serve: client members and, per member, request fields. */
export interface LineGaps {
  /** The release the line is judged by: its newest the contract knows. */
  release: string;
  /** Members absent (not added yet) or removed on the line. */
  unserved: string[];
  /** Members disabled by default on the line (served when the operator re-enables them). */
  disabled: string[];
  fields: Record<string, string[]>;
  disabledFields: Record<string, string[]>;
}

/** The keys of a call's options: a request field of the same name would be stripped from the options too. */
const optionKeys = new Set(['signal', 'timeoutMs', 'headers', 'retry', 'query']);

/** The lifecycle of a property as written (`$ref` siblings) over the schema it references: the model's sibling rule. */
function propertyLifecycle(doc: SpecDocument, raw: JsonObject, where: string): Lifecycle {
  return lifecycleOf(follow(doc, raw, where).value);
}

const hasLifecycle = (lifecycle: Lifecycle) => Object.keys(lifecycle).some((key) => key !== 'deprecated');

/** The newest release of each line that `versions` (or `info.version`) names; `<line>.0` where none does. */
function lineReleases(lines: readonly string[], versions: readonly string[]): Map<string, string> {
  const newest = new Map(lines.map((line) => [line, `${line}.0`]));
  for (const version of versions) {
    if (parseRelease(version) === undefined) continue; // an `info.version` such as 'draft' names no release
    const line = releaseLine(version);
    const known = newest.get(line);
    if (known !== undefined && compareReleases(version, known) > 0) newest.set(line, version);
  }
  return newest;
}

/** Where a line leaves a node with this availability: out of the type, out unless re-enabled, or in. */
function gapOf(availability: Availability): 'unserved' | 'disabled' | undefined {
  return availability === 'absent' || availability === 'removed' ? 'unserved' : availability === 'disabled' ? 'disabled' : undefined;
}

/**
 * Per release line of `doc` (none when it states no lines), what the client of `operations` and `channels`
 * does not serve there. Throws on a lifecycle key the types cannot follow: one that leaves a line without a
 * response field, a parameter, or a request field below the top level of the JSON body.
 */
export function lineGaps(doc: SpecDocument, operations: readonly OperationSpec[], channels: readonly ChannelMethod[] = []): Map<string, LineGaps> {
  const lines = releaseLinesOf(doc.root) ?? [];
  const lifecycles: Lifecycle[] = [...operations.map((op) => op.lifecycle), ...channels.map((c) => c.lifecycle)];
  // Every property and parameter with lifecycle keys, to name the releases the contract knows and to refuse what the types cannot follow.
  const nodes: { node: JsonObject; lifecycle: Lifecycle; where: string }[] = [];
  walkDocument(
    doc.root,
    (node, pointer, kind) => {
      if (kind === 'parameter') {
        const lifecycle = lifecycleOf(node);
        if (hasLifecycle(lifecycle)) nodes.push({ node, lifecycle, where: pointer });
        return;
      }
      if (kind !== 'schema' || !isObject(node['properties'])) return;
      for (const [name, property] of Object.entries(node['properties'])) {
        if (!isObject(property)) continue;
        const where = `${pointer}/properties/${name}`;
        const lifecycle = propertyLifecycle(doc, property, where);
        if (hasLifecycle(lifecycle)) nodes.push({ node: property, lifecycle, where });
      }
    },
    '',
  );
  const versions = [...lifecycles, ...nodes.map((n) => n.lifecycle)].flatMap(namedReleases);
  // The document's own release and the oldest it holds for (a line of which nothing else is named is judged there, not at `.0`).
  const described = [releaseOf(doc.root), specRelease(doc).minimumServerVersion];
  const releases = lineReleases(
    lines,
    [...versions, ...described].filter((v): v is string => v !== undefined),
  );
  const gaps = new Map<string, LineGaps>(
    lines.map((line) => [line, { release: releases.get(line)!, unserved: [], disabled: [], fields: {}, disabledFields: {} }]),
  );
  const mark = (lifecycle: Lifecycle, add: (gap: LineGaps, kind: 'unserved' | 'disabled') => void) => {
    for (const gap of gaps.values()) {
      const kind = gapOf(availabilityAt(lifecycle, gap.release));
      if (kind !== undefined) add(gap, kind);
    }
  };
  // The request fields the types follow: top-level properties of an operation's JSON body.
  const followed = new Set<JsonObject>();
  for (const op of operations) {
    const members = [op.id, ...(op.pagination !== undefined && op.pagination.in !== 'query' ? [op.pagination.iterator] : [])];
    const streamed = channels.filter((c) => c.operationId === op.id).map((c) => c.method);
    mark(op.lifecycle, (gap, kind) => gap[kind].push(...members));
    const properties = jsonContent(op.requestBody)?.schema['properties'];
    if (!isObject(properties)) continue;
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property)) continue;
      const lifecycle = propertyLifecycle(doc, property, `${op.id} body ${name}`);
      if (!hasLifecycle(lifecycle)) continue;
      followed.add(property);
      mark(lifecycle, (gap, kind) => {
        if (optionKeys.has(name)) {
          throw new Error(
            `${op.id}: the request field '${name}' is not served on ${releaseLine(gap.release)} and is named like a call option; ` +
              'the targets types would drop it from the options too; extend tools/codegen/client-lines.ts',
          );
        }
        const table = kind === 'unserved' ? gap.fields : gap.disabledFields;
        for (const member of [...members, ...streamed]) (table[member] ??= []).push(name);
      });
    }
  }
  for (const channel of channels) mark(channel.lifecycle, (gap, kind) => gap[kind].push(channel.method));
  for (const { node, lifecycle, where } of nodes) {
    if (followed.has(node)) continue;
    mark(lifecycle, (gap) => {
      throw new Error(
        `${doc.api} spec ${where}: not served on ${releaseLine(gap.release)} (${gap.release}), but the client's \`targets\` types follow only ` +
          'operations, channels and top-level request body fields; extend tools/codegen/client-lines.ts and core/types/release-lines.ts `ServedOn`',
      );
    });
  }
  return gaps;
}

const union = (names: readonly string[]) => (names.length === 0 ? 'never' : [...new Set(names)].map((n) => `'${n}'`).join(' | '));
const record = (fields: Record<string, string[]>) => {
  const entries = Object.entries(fields);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([member, names]) => `${member}: ${union(names)}`).join('; ')} }`;
};

/** The source of `<Api>ReleaseLine` and `<Api>Lines`, types only. */
export function emitLines(api: string, gaps: ReadonlyMap<string, LineGaps>): string {
  const Api = api[0]!.toUpperCase() + api.slice(1);
  const entries = [...gaps].map(
    ([line, gap]) =>
      `  '${line}': {\n    release: '${gap.release}';\n    unserved: ${union(gap.unserved)};\n    disabled: ${union(gap.disabled)};\n` +
      `    fields: ${record(gap.fields)};\n    disabledFields: ${record(gap.disabledFields)};\n  };`,
  );
  return (
    `\n/** The release lines of the ${api} API (\`info.x-release-lines\`): what a client's \`targets\` names. */\n` +
    `export type ${Api}ReleaseLine = ${union([...gaps.keys()])};\n\n` +
    `/**\n` +
    ` * What each release line of the ${api} API does not serve, judged by its newest release the spec knows (\`release\`):\n` +
    ` * the client's members not added yet or removed (\`unserved\`) or disabled by default (\`disabled\`, served with\n` +
    ` * \`deprecatedEndpointsEnabled: true\`), and the request fields of each member likewise (\`fields\`, \`disabledFields\`).\n` +
    ` * A client made with \`targets\` leaves them out of its type. Types only.\n` +
    ` */\n` +
    `export interface ${Api}Lines {${entries.length === 0 ? '' : `\n${entries.join('\n')}\n`}}\n`
  );
}
