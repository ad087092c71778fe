// Coverage: which documented statuses, media types, union branches and variants of each operation the run has
// seen. The session records every answer; the `coverage` check asks Prism for the rest, and the API's report
// judges the whole (100% against Prism, informational against a server). Against Prism a shared response
// (`#/components/responses/<Name>`) is asked in full on one operation only, so what an answer of it shows
// counts for every operation that declares it; each still needs its own answer of the status.
import { type MediaSpec, type OperationSpec, reachableUnions, type SpecDocument, type UnionSpec } from '@canton-openapi/contract';
import type { CheckResult, CoverageItem, CoverageRow } from '../report/model.ts';
import type { Answer } from '../validate/answer.ts';
import type { CoverageView } from './check-context.ts';

/** The coverage item of a (status, media type) pair: `400 text/plain`. */
function mediaItem(status: string, mediaType: string): string {
  return `${status} ${mediaType}`;
}

/** Collects hits per operation against the universe the spec defines. */
export class CoverageTracker implements CoverageView {
  readonly rows: CoverageRow[] = [];
  private readonly byOperation = new Map<string, Map<string, CoverageItem>>();
  /** The union branches and variants (`Union.key`) an answer of each registered media type can hold. */
  private readonly unionsOf = new Map<MediaSpec, string[]>();
  /** Per shared response, the operations declaring it and under which status, when answers of it count for all of them. */
  private readonly sharers: Map<string, { operationId: string; status: string }[]> | undefined;

  /** `shareComponents`: what an answer of a shared response shows counts for every operation declaring it (against Prism). */
  constructor(options: { shareComponents?: boolean } = {}) {
    this.sharers = options.shareComponents === true ? new Map() : undefined;
  }

  /** Registers the universe of `op`: its documented statuses, their media types, and every branch and variant its responses can hold. */
  addOperation(doc: SpecDocument, unions: Map<string, UnionSpec>, op: OperationSpec): void {
    const items = new Map<string, CoverageItem>();
    const add = ({ dimension, item }: Pick<CoverageItem, 'dimension' | 'item'>) => {
      if (!items.has(`${dimension} ${item}`)) items.set(`${dimension} ${item}`, { dimension, item, byExample: false, byDynamic: false });
    };
    for (const response of op.responses) add({ dimension: 'status', item: response.status });
    // Every media type a status declares is a separate answer a server may give (the ledger's 400 is
    // `text/plain` or `application/json`), so each (status, media type) pair is a cell of its own.
    const contents = op.responses.flatMap((response) => response.contents.map((media) => ({ response, media })));
    for (const { response, media } of contents) add({ dimension: 'media', item: mediaItem(response.status, media.mediaType) });
    for (const { media } of contents) {
      const unionsOfMedia = unionItems(doc, unions, media);
      unionsOfMedia.forEach(add);
      this.unionsOf.set(
        media,
        unionsOfMedia.map((u) => u.item),
      );
    }
    for (const { component, status } of op.responses) {
      if (component !== undefined) this.sharers?.set(component, [...(this.sharers.get(component) ?? []), { operationId: op.id, status }]);
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

  /** Records the documented status, (status, media type) pair, union branches and variants an answer to `answer.op` showed. */
  record({ op, matched, media, hits }: Answer, dynamic: boolean): void {
    if (matched !== undefined) this.hit(op.id, 'status', matched.status, dynamic);
    // The status each operation routes itself; the media type, branches and variants of a shared response count for all that declare it.
    const sharers = matched?.component === undefined ? undefined : this.sharers?.get(matched.component);
    for (const { operationId, status } of sharers ?? (matched === undefined ? [] : [{ operationId: op.id, status: matched.status }])) {
      if (media !== undefined) this.hit(operationId, 'media', mediaItem(status, media.mediaType), dynamic);
      for (const hit of hits ?? []) this.hit(operationId, hit.kind === 'one-key' ? 'branch' : 'variant', `${hit.union}.${hit.branch}`, dynamic);
    }
  }

  /** Whether dynamic mode has produced every union branch and variant an answer of `media` to `operationId` can hold. */
  dynamicComplete(operationId: string, media: MediaSpec | undefined): boolean {
    const entries = this.byOperation.get(operationId);
    const items = media === undefined ? [] : (this.unionsOf.get(media) ?? []);
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

/** The union branches and variants an answer of `media` can show: `branch Update.Transaction`, `variant Status.failed`. */
function unionItems(doc: SpecDocument, unions: Map<string, UnionSpec>, media: MediaSpec | undefined): Pick<CoverageItem, 'dimension' | 'item'>[] {
  if (media === undefined || media.schemaPointer === '') return [];
  return reachableUnions(doc, unions, media.schemaPointer).flatMap((union) => {
    const keys = union.kind === 'one-key' ? union.branches.map((b) => b.key) : union.branches.map((b) => b.value);
    return keys.map((key) => ({ dimension: union.kind === 'one-key' ? 'branch' : 'variant', item: `${union.name}.${key}` }) as const);
  });
}
