// The table of operations of specs/README.md: per API of redocly.yaml, its root document, what upstream promises
// about its operations (`x-stability`) and its operations by tag, each with its class when it is not `external`
// and the releases it came or goes in, as the contract model reads them. Pure: takes the APIs,
// returns text. generate-operations-table.ts writes it (`npm run generate`); tools/check-generated.ts and
// test/operations-table.test.ts fail on a stale table.
import {
  compareReleases,
  documentStabilityOf,
  type Lifecycle,
  namedOperations,
  type OperationSpec,
  type SpecDocument,
  specRelease,
  stabilities,
} from '@canton-openapi/contract';

export const tableBegin =
  '<!-- The table of operations is generated from the contract model by `npm run generate` (tools/codegen/generate-operations-table.ts). -->';
export const tableEnd = '<!-- End of the generated table of operations. -->';

/** One row of the table: the API's name, its root document as the README names it, and its bundled document. */
export interface TableApi {
  name: string;
  root: string;
  doc: SpecDocument;
}

/**
 * The releases an operation came or goes in, as the table says them: ` (from 3.5.7)`, ` (deprecated; disabled by
 * default from 3.6.1)`, ` (deprecated in 0.7.5; removed in 0.9.0)`, or nothing. The release it was added or
 * deprecated in is said only when it is after `minimum` (the oldest server the document holds for): before,
 * every server the contract describes already had it.
 */
export function releaseNote(lifecycle: Lifecycle, minimum?: string): string {
  return note(releaseParts(lifecycle, minimum));
}

function releaseParts(lifecycle: Lifecycle, minimum?: string): string[] {
  const after = (release: string | undefined): release is string => release !== undefined && (minimum === undefined || compareReleases(release, minimum) > 0);
  const parts = after(lifecycle.addedIn) ? [`from ${lifecycle.addedIn}`] : [];
  if (lifecycle.deprecated) {
    parts.push(after(lifecycle.deprecatedIn) ? `deprecated in ${lifecycle.deprecatedIn}` : 'deprecated');
    if (lifecycle.disabledIn !== undefined) parts.push(`disabled by default from ${lifecycle.disabledIn}`);
    if (lifecycle.removedIn !== undefined) parts.push(`removed in ${lifecycle.removedIn}`);
  }
  return parts;
}

const note = (parts: readonly string[]): string => (parts.length === 0 ? '' : ` (${parts.join('; ')})`);

/** An operation's note: its class when upstream promises no compatibility (` (internal)`), then its releases. */
export function operationNote(operation: Pick<OperationSpec, 'lifecycle' | 'stability'>, minimum?: string): string {
  const stability = operation.stability === 'external' ? [] : [operation.stability];
  return note([...stability, ...releaseParts(operation.lifecycle, minimum)]);
}

/**
 * What upstream promises about the operations of `doc`: `external (every operation)` where the document
 * declares one class for all and no operation differs, else how many operations each class has.
 */
export function stabilityCell(doc: SpecDocument): string {
  const operations = namedOperations(doc);
  const whole = documentStabilityOf(doc.root);
  if (whole !== undefined && operations.every((op) => op.stability === whole)) return `${whole} (every operation, \`info.x-stability\`)`;
  const counts = stabilities.map((stability) => [stability, operations.filter((op) => op.stability === stability).length] as const);
  return counts
    .filter(([, count]) => count > 0)
    .map(([stability, count]) => `${stability}: ${count}`)
    .join(', ');
}

/** The operations of `doc` grouped by their first tag (in the order the groups first appear), each with its note (`operationNote`). */
export function operationsCell(doc: SpecDocument): string {
  const minimum = specRelease(doc).minimumServerVersion;
  const groups = new Map<string, string[]>();
  for (const operation of namedOperations(doc)) {
    const tag = operation.tags[0] ?? 'untagged';
    groups.set(tag, [...(groups.get(tag) ?? []), `\`${operation.id}\`${operationNote(operation, minimum)}`]);
  }
  return [...groups].map(([tag, operations]) => `${tag}: ${operations.join(', ')}`).join('; ');
}

/** The table of `apis`, between its markers. */
export function operationsTable(apis: readonly TableApi[]): string {
  const rows = apis.map((api) => {
    const cells = [`\`${api.name}\``, `\`${api.root}\``, stabilityCell(api.doc), operationsCell(api.doc)];
    const broken = cells.find((cell) => /[|\n]/.test(cell));
    if (broken !== undefined) throw new Error(`${api.name}: ${broken} holds "|" or a line break: it is a cell of specs/README.md's table of operations`);
    return `| ${cells.join(' | ')} |`;
  });
  return [tableBegin, '', '| API | Root document | Stability | Operations |', '|---|---|---|---|', ...rows, '', tableEnd].join('\n');
}

/** `readme` with its table of operations (between the markers) written from `apis`; throws naming the markers when they are missing. */
export function readmeWithOperations(readme: string, apis: readonly TableApi[]): string {
  const from = readme.indexOf(tableBegin);
  const to = readme.indexOf(tableEnd);
  if (from < 0 || to < from) throw new Error(`specs/README.md: the table of operations must stand between "${tableBegin}" and "${tableEnd}"`);
  return `${readme.slice(0, from)}${operationsTable(apis)}${readme.slice(to + tableEnd.length)}`;
}
