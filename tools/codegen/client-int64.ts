// The int64 fields of each operation's 200 body, request body, path and query parameters, for the
// int64 columns of the client's operation tables; the contract model finds them (packages/contract/src/int64.ts).
import { type Int64Shape, int64Shape, jsonContent, type OperationSpec, parametersIn, type SpecDocument } from '@canton-openapi/contract';

/** Int64 shapes of one operation: its 200 body, request body, path and query parameters. */
export interface OperationInt64 {
  response?: Int64Shape;
  body?: Int64Shape;
  path?: Record<string, Int64Shape>;
  query?: Record<string, Int64Shape>;
}

/** The int64 shapes of every operation that has any. */
export function operationInt64Shapes(doc: SpecDocument, operations: OperationSpec[]): Record<string, OperationInt64> {
  const out: Record<string, OperationInt64> = {};
  for (const op of operations) {
    const entry: OperationInt64 = {};
    const ok = jsonContent(op.responses.find((r) => r.status === '200'));
    const response = int64Shape(doc, ok?.schema, `${op.id} 200`);
    if (response !== undefined) entry.response = response;
    const body = int64Shape(doc, jsonContent(op.requestBody)?.schema, `${op.id} request body`);
    if (body !== undefined) entry.body = body;
    for (const kind of ['path', 'query'] as const) {
      const shapes: Record<string, Int64Shape> = {};
      for (const p of parametersIn(op, kind)) {
        const s = int64Shape(doc, p.schema, `${op.id} ${kind} parameter ${p.name}`);
        if (s !== undefined) shapes[p.name] = s;
      }
      if (Object.keys(shapes).length > 0) entry[kind] = shapes;
    }
    if (Object.keys(entry).length > 0) out[op.id] = entry;
  }
  return out;
}
