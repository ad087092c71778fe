// One HTTP answer read against the spec, once: the documented response its status matches, the declared media
// type its Content-Type falls under, the body parsed and validated. The response checks judge what this finds.
import { type MediaSpec, type OperationSpec, reachableUnions, type ResponseSpec, type SpecDocument } from '@canton-openapi/contract';
import type { UnionHit } from './union-keyword.ts';
import type { SchemaFinding, SpecValidator } from './validator.ts';
import type { TransportError, WireResponse } from '../wire/http.ts';
import type { ReleaseContext, Served } from '../release/served.ts';

/** What the response checks judge: a request's answer, or why there is none. */
export interface Answer {
  op: OperationSpec;
  /** Why no HTTP answer came. */
  failure?: TransportError;
  response?: WireResponse;
  /** Prism answered with its own generator failure instead of a response of the spec. */
  prismFailure?: string;
  /** The documented response the status matched (an explicit status, a range, or `default`). */
  matched?: ResponseSpec;
  /** The received media type, without parameters. */
  mediaType?: string;
  /** The declared media type of `matched` that `mediaType` falls under; the body is checked against its schema. */
  media?: MediaSpec;
  /** Why the body is not JSON, where its media type says it is. */
  notJson?: string;
  /** What the validator found in the body; undefined when the body was not validated (no schema). */
  findings?: SchemaFinding[];
  /** The union branches and variants the body holds. */
  hits?: UnionHit[];
  /** The union kinds the body's schema can hold: `union` and `variant` pass only where theirs can occur. */
  unionKinds?: Set<string>;
  /** The server's release, what it does with the operation, and the request's fields it disables; absent when the release is not known. */
  release?: { context: ReleaseContext; served: Served; disabledFields: string[] };
}

/** The documented response for `status`: exact, then `2XX`-style range, then `default`. */
export function documentedResponse(op: OperationSpec, status: number): ResponseSpec | undefined {
  const exact = op.responses.find((r) => r.status === String(status));
  const range = op.responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`);
  return exact ?? range ?? op.responses.find((r) => r.status === 'default');
}

/** Media type without parameters, in lower case: `application/json; charset=utf-8` → `application/json`. */
export function baseMediaType(contentType: string | undefined): string | undefined {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  return base === '' ? undefined : base;
}

// A status may declare several media types (the ledger's 400 is `text/plain` or `application/json`).
// An exact match wins over a range such as `text/*`, which wins over `*/*`, so the body is checked
// against the schema of the most specific one.
/** The declared media type of `response` that the received base media type `actual` falls under, if any. */
function declaredMedia(response: ResponseSpec, actual: string): MediaSpec | undefined {
  const [actualType, actualSubtype] = actual.split('/');
  let best: { media: MediaSpec; specificity: number } | undefined;
  for (const media of response.contents) {
    const [type, subtype] = (baseMediaType(media.mediaType) ?? '').split('/');
    if ((type !== '*' && type !== actualType) || (subtype !== '*' && subtype !== actualSubtype)) continue;
    const specificity = (type === '*' ? 0 : 1) + (subtype === '*' ? 0 : 1);
    if (best === undefined || specificity > best.specificity) best = { media, specificity };
  }
  return best?.media;
}

/** Reads `response` of `op` against the spec. */
export function readAnswer(doc: SpecDocument, validator: SpecValidator, op: OperationSpec, response: WireResponse): Answer {
  const answer: Answer = { op, response };
  const matched = documentedResponse(op, response.status);
  if (matched === undefined) return answer;
  answer.matched = matched;
  const mediaType = baseMediaType(response.headers['content-type']);
  if (mediaType === undefined) return answer;
  answer.mediaType = mediaType;
  const media = declaredMedia(matched, mediaType);
  if (media === undefined) return answer;
  answer.media = media;
  let data: unknown = response.body;
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      data = JSON.parse(response.body);
    } catch (error) {
      answer.notJson = error instanceof Error ? error.message : String(error);
      return answer;
    }
  }
  if (media.schemaPointer === '') return answer;
  answer.hits = [];
  answer.findings = validator.validate(media.schemaPointer, data, (hit) => answer.hits?.push(hit));
  answer.unionKinds = unionKinds(doc, validator, media.schemaPointer);
  return answer;
}

// Which union kinds a response schema can hold never changes, so keep it.
const kindsCache = new WeakMap<SpecValidator, Map<string, Set<string>>>();
function unionKinds(doc: SpecDocument, validator: SpecValidator, pointer: string): Set<string> {
  let byPointer = kindsCache.get(validator);
  if (byPointer === undefined) kindsCache.set(validator, (byPointer = new Map()));
  let kinds = byPointer.get(pointer);
  if (kinds === undefined) byPointer.set(pointer, (kinds = new Set(reachableUnions(doc, validator.unions, pointer).map((u) => u.kind))));
  return kinds;
}
