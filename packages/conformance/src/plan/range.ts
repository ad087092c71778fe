// The offset range of a WebSocket stream's request: where a ranged channel (`beginExclusive`, `endInclusive`) starts and ends.
import { cloneJson, type JsonObject } from '@canton-openapi/contract';

/** The request example with the offset range replaced (and the descending order dropped: it needs `endInclusive`). */
export function withRange(base: JsonObject, begin: number, end: number | undefined): JsonObject {
  const { endInclusive: _end, descendingOrder: _order, ...rest } = cloneJson(base);
  return { ...rest, beginExclusive: begin, ...(end === undefined ? {} : { endInclusive: end }) };
}
