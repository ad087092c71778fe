// The compatibility matrix: which release of a document's release lines serves each operation, channel and
// field that carries lifecycle keys, as `availabilityAt` answers it. spec-diff's reports and the reference
// pages' index show it. Its columns are the releases at which something can change, so that every cell is
// exact for the releases it stands for without a column per patch release: a line none of the keys names
// inside is one column (`0.8`); a line with named releases is split at them (`0.7.0`, `0.7.5`).
import { follow, type SpecDocument } from './document.ts';
import { atPointer, isObject, type JsonObject, pointerJoin } from './json.ts';
import { listChannelEntries } from './channels.ts';
import { type Availability, availabilityAt, compareReleases, isReleasedVersion, type Lifecycle, lifecycleOf, namedReleases, releaseLine } from './lifecycle.ts';
import { listOperations, type OperationSpec } from './operations.ts';
import type { Stability } from './stability.ts';

/** Whether a lifecycle says anything about releases: deprecated, or any release key (`x-added-in` … `x-removed-in`). */
export function hasLifecycle(lifecycle: Lifecycle): boolean {
  return lifecycle.deprecated || namedReleases(lifecycle).length > 0;
}

/** A parameter, or a property of a request, response or message payload, whose lifecycle keys say something. */
export interface LifecycleField {
  /** `query limit`, `body /filter`, `response 200 /events[]/offset`, `request /verbose`, `frame JsUpdate /offset`. */
  where: string;
  /** Where the parameter or property is written. */
  pointer: string;
  lifecycle: Lifecycle;
}

/** The parameters and the request and response body properties of `op` that carry lifecycle keys, in document order, each once. */
export function lifecycleFieldsOf(doc: SpecDocument, op: OperationSpec): LifecycleField[] {
  const out: LifecycleField[] = [];
  for (const p of op.parameters) if (hasLifecycle(p.lifecycle)) out.push({ where: `${p.in} ${p.name}`, pointer: p.pointer, lifecycle: p.lifecycle });
  for (const media of op.requestBody?.contents ?? []) bodyFields(doc, media.schemaPointer, 'body ', out);
  for (const response of op.responses) for (const media of response.contents) bodyFields(doc, media.schemaPointer, `response ${response.status} `, out);
  // A field in two media types (or reached twice) is one row.
  return out.filter((field, i) => out.findIndex((other) => other.where === field.where) === i);
}

/** How a schema keyword extends a field's path: a property by its name, array items by `[]`; composition keeps the path. */
const walked: Record<string, (token: string | number) => string> = {
  properties: (name) => `/${name}`,
  items: () => '[]',
  prefixItems: () => '[]',
  additionalProperties: () => '/*',
  allOf: () => '',
  anyOf: () => '',
  oneOf: () => '',
  then: () => '',
  else: () => '',
};

/** The fields of the body schema written at `pointer` (its `$ref` followed, so that fields are located where they are written). */
function bodyFields(doc: SpecDocument, pointer: string, path: string, out: LifecycleField[]): void {
  if (pointer === '') return;
  const schema = follow(doc, atPointer(doc.root, pointer), pointer);
  schemaFields(doc, schema.value, schema.pointer, path, new Set(), out);
}

function schemaFields(doc: SpecDocument, schema: JsonObject, at: string, path: string, seen: Set<string>, out: LifecycleField[]): void {
  // A component reached again (a recursive schema, or one shared by two fields) is walked once per body.
  if (at === '' || seen.has(at)) return;
  seen.add(at);
  for (const [keyword, extend] of Object.entries(walked)) {
    const value = schema[keyword];
    const children: [string | number, unknown][] =
      keyword === 'properties'
        ? isObject(value)
          ? Object.entries(value)
          : []
        : Array.isArray(value)
          ? [...value.entries()]
          : value === undefined
            ? []
            : [[0, value]];
    for (const [token, child] of children) {
      if (!isObject(child)) continue;
      const written = keyword === 'properties' || Array.isArray(value) ? pointerJoin(at, keyword, token) : pointerJoin(at, keyword);
      const target = follow(doc, child, written);
      const where = `${path}${extend(token)}`;
      if (keyword === 'properties') {
        const lifecycle = lifecycleOf(target.value);
        if (hasLifecycle(lifecycle)) out.push({ where: where.trimEnd(), pointer: written, lifecycle });
      }
      schemaFields(doc, target.value, target.pointer, where, seen, out);
    }
  }
}

/** One row of the matrix source: an operation, a channel, or one of their fields, with its lifecycle. */
export interface LifecycleRow {
  kind: 'operation' | 'channel' | 'field';
  /** Stable across versions of the document: `POST /v2/updates/flats`, `WS /v2/updates`, `POST /v2/updates/flats body /filter`. */
  key: string;
  /** What a reader recognises: the operationId (`postV2UpdatesFlats`), `WS /v2/updates`, and for a field its owner's name. */
  name: string;
  /** A field's place below its operation or channel (`body /filter`). */
  where?: string;
  /** A field's operation or channel, by its `key`. */
  owner?: string;
  lifecycle: Lifecycle;
  /** An operation's stability (`x-stability`), shown beside its releases; channels and fields have none. */
  stability?: Stability;
}

/** Every operation (or, in an AsyncAPI document, every channel) of `doc`, each followed by its fields that carry lifecycle keys. */
export function lifecycleRows(doc: SpecDocument): LifecycleRow[] {
  const rows: LifecycleRow[] = [];
  const fieldRows = (key: string, name: string, fields: LifecycleField[]) =>
    fields.map(({ where, lifecycle }): LifecycleRow => ({ kind: 'field', key: `${key} ${where}`, name, where, owner: key, lifecycle }));
  if ('asyncapi' in doc.root) {
    for (const channel of listChannelEntries(doc.root, doc.api)) {
      const key = `WS ${channel.channel}`;
      rows.push({ kind: 'channel', key, name: key, lifecycle: channel.lifecycle });
      const fields: LifecycleField[] = [];
      for (const message of channel.requests) bodyFields(doc, message.payloadPointer, 'request ', fields);
      for (const message of channel.frames) bodyFields(doc, message.payloadPointer, `frame ${message.name} `, fields);
      rows.push(
        ...fieldRows(
          key,
          key,
          fields.filter((field, i) => fields.findIndex((other) => other.where === field.where) === i),
        ),
      );
    }
    return rows;
  }
  for (const op of listOperations(doc)) {
    const key = `${op.method} ${op.path}`;
    rows.push({ kind: 'operation', key, name: op.id, lifecycle: op.lifecycle, stability: op.stability });
    rows.push(...fieldRows(key, op.id, lifecycleFieldsOf(doc, op)));
  }
  return rows;
}

/** A column of the matrix: the releases from `release` up to the next column's, all answered alike. */
export interface ReleaseColumn {
  /** `0.8` for a whole line, `0.7.5` for the releases of a line from it on. */
  label: string;
  /** The release asked (`0.8.0`, `0.7.5`). */
  release: string;
  line: string;
}

/**
 * The columns of the matrix for the release lines `lines`: a line none of `lifecycles` names a release of is
 * one column; a line they name releases of has a column at its start and at each such release, in order.
 * Without lines (a document stating none), the named releases themselves. `oldest`, the oldest server release
 * the document holds for (`x-minimum-server-version`), starts its line there: releases before it are not described.
 * Throws a RangeError naming a line that is not `major.minor`.
 */
export function releaseColumns(lines: readonly string[] | undefined, lifecycles: readonly Lifecycle[], oldest?: string): ReleaseColumn[] {
  const start = (line: string) => (oldest !== undefined && isReleasedVersion(oldest) && releaseLine(oldest) === line ? oldest : `${line}.0`);
  const named = [...new Set(lifecycles.flatMap(namedReleases).filter(isReleasedVersion))].sort(compareReleases);
  if (lines === undefined) return named.map((release) => ({ label: release, release, line: releaseLine(release) }));
  const bad = lines.find((line) => !/^(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(line));
  if (bad !== undefined) throw new RangeError(`release line '${bad}' (info.x-release-lines) is not major.minor`);
  return [...lines]
    .sort((a, b) => compareReleases(`${a}.0`, `${b}.0`))
    .flatMap((line) => {
      const inside = named.filter((release) => releaseLine(release) === line && compareReleases(release, start(line)) >= 0);
      if (inside.length === 0) return [{ label: line, release: start(line), line }];
      return [...new Set([start(line), ...inside])].map((release) => ({ label: release, release, line }));
    });
}

/** A row of the matrix: what each column's releases do with the node (a field: absent or removed where its owner is). */
export interface MatrixRow extends LifecycleRow {
  cells: Availability[];
}

/** The compatibility matrix: columns of releases, a row per operation, channel and field with lifecycle keys. */
export interface ReleaseMatrix {
  columns: ReleaseColumn[];
  rows: MatrixRow[];
}

/**
 * The matrix of `rows` over `lines`. Its columns are cut at the releases the rows name, and also at those
 * `alsoAt` names (another version's lifecycles, so that a comparison of the two sees every difference), from
 * `oldest` on (see `releaseColumns`).
 */
export function releaseMatrix(
  rows: readonly LifecycleRow[],
  lines: readonly string[] | undefined,
  alsoAt: readonly Lifecycle[] = [],
  oldest?: string,
): ReleaseMatrix {
  const columns = releaseColumns(lines, [...rows.map((row) => row.lifecycle), ...alsoAt], oldest);
  const own = new Map(rows.map((row) => [row.key, columns.map((column) => availabilityAt(row.lifecycle, column.release))]));
  // A field is not there where its operation or channel is not (yet, or any more), whatever its own keys say.
  const gone = (a: Availability | undefined) => a === 'absent' || a === 'removed';
  return {
    columns,
    rows: rows.map((row) => {
      const cells = own.get(row.key) ?? [];
      const owner = row.owner === undefined ? undefined : own.get(row.owner);
      return { ...row, cells: cells.map((cell, i) => (gone(owner?.[i]) && !gone(cell) ? owner![i]! : cell)) };
    }),
  };
}
