// Coverage: which documented statuses, media types, union branches and variants of each operation the run has seen.
import { type OperationSpec, reachableUnions, type SpecDocument, type UnionSpec } from '@canton-openapi/contract';
import type { CheckResult, CoverageItem, CoverageRow } from '../report/model.ts';

/** The coverage item of a (status, media type) pair: `400 text/plain`. */
export function mediaItem(status: string, mediaType: string): string {
  return `${status} ${mediaType}`;
}

/** Collects hits per operation against the universe the spec defines. */
export class CoverageTracker {
  readonly rows: CoverageRow[] = [];
  private readonly byOperation = new Map<string, Map<string, CoverageItem>>();

  /** Registers the universe of `op`: its documented statuses, their media types, and every branch and variant its responses can hold. */
  addOperation(doc: SpecDocument, unions: Map<string, UnionSpec>, op: OperationSpec): void {
    const items = new Map<string, CoverageItem>();
    for (const response of op.responses)
      items.set(`status ${response.status}`, { dimension: 'status', item: response.status, byExample: false, byDynamic: false });
    // Every media type a status declares is a separate answer a server may give (the ledger's 400 is
    // `text/plain` or `application/json`), so each (status, media type) pair is a cell of its own.
    for (const response of op.responses) {
      for (const media of response.contents) {
        const item = mediaItem(response.status, media.mediaType);
        items.set(`media ${item}`, { dimension: 'media', item, byExample: false, byDynamic: false });
      }
    }
    for (const response of op.responses) {
      for (const media of response.contents) {
        if (media.schemaPointer === '') continue;
        for (const union of reachableUnions(doc, unions, media.schemaPointer)) {
          const dimension = union.kind === 'one-key' ? 'branch' : 'variant';
          const keys = union.kind === 'one-key' ? union.branches.map((b) => b.key) : union.branches.map((b) => b.value);
          for (const key of keys) {
            const item = `${union.name}.${key}`;
            if (!items.has(`${dimension} ${item}`)) items.set(`${dimension} ${item}`, { dimension, item, byExample: false, byDynamic: false });
          }
        }
      }
    }
    this.byOperation.set(op.id, items);
    this.rows.push({ operationId: op.id, items: [...items.values()] });
  }

  /** Records a documented status (`'404'`, `'default'`), a (status, media type) pair, a union branch or a variant seen in a response to `operationId`. */
  hit(operationId: string, dimension: CoverageItem['dimension'], item: string, dynamic: boolean): void {
    const entry = this.byOperation.get(operationId)?.get(`${dimension} ${item}`);
    if (entry === undefined) return;
    if (dynamic) entry.byDynamic = true;
    else entry.byExample = true;
  }

  /** Whether dynamic mode has produced every one of these union branches and variants (`Union.key`). */
  dynamicComplete(operationId: string, items: string[]): boolean {
    const entries = this.byOperation.get(operationId);
    return items.every((item) => (entries?.get(`branch ${item}`) ?? entries?.get(`variant ${item}`))?.byDynamic !== false);
  }

  /** Covered and total cells. */
  totals(): { covered: number; total: number } {
    const items = this.rows.flatMap((r) => r.items);
    return { covered: items.filter((i) => i.byExample || i.byDynamic).length, total: items.length };
  }

  /** The coverage check: must reach 100% when `required` (against Prism), informational otherwise. */
  check(required: boolean): CheckResult {
    const { covered, total } = this.totals();
    const missing = this.rows.flatMap((r) => r.items.filter((i) => !i.byExample && !i.byDynamic).map((i) => `${r.operationId} ${i.dimension} ${i.item}`));
    const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
    if (missing.length === 0) return { check: 'coverage', outcome: 'pass', message: `${covered}/${total} (100%)` };
    const message = `${covered}/${total} (${percent}%); not seen: ${missing.join(', ')}`;
    return required
      ? { check: 'coverage', outcome: 'fail', message, expected: 'every documented status, media type, union branch and variant exercised (100%)' }
      : { check: 'coverage', outcome: 'skip', message: `${message} (a real server is not asked for errors; informational)` };
  }
}
