// The types that turn openapi-typescript's `operations[id]` into a method's signature: its request
// body, path and query parameters, its 200 body and its call options, each as a client of int64 mode
// `M` takes or returns it (`S`: the operation's int64 shapes). Types only.
import type { BaseCallOptions } from './call-options.ts';
import type { Int64In, Int64Mode, Int64Out, ShapeOf } from './int64.ts';

/** The responses an operation declares, by status key. */
export type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
/** The JSON body type of one response object (what a 2xx resolves to), its bytes for `application/octet-stream`, else nothing. */
export type ResponseBody<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'application/octet-stream': unknown } }
    ? Uint8Array
    : undefined;
/** The bytes a request body of `application/octet-stream` takes, sent unchanged. */
export type BinaryBody = ArrayBufferView | ArrayBuffer | Blob;
type Ok<Op> = ResponsesOf<Op> extends { 200: infer R } ? ResponseBody<R> : never;
type Body<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : Op extends { requestBody: { content: { 'application/octet-stream': unknown } } }
    ? BinaryBody
    : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathParams<Op> = Op extends { parameters: { path: infer P } } ? P : never;

/** The request body of an operation. */
export type RequestBodyOf<Op, M extends Int64Mode, S> = Int64In<M, Body<Op>, ShapeOf<S, 'body'>>;
/** One path parameter of an operation. */
export type PathParamOf<Op, Name extends string, M extends Int64Mode, S> = Int64In<
  M,
  Name extends keyof PathParams<Op> ? PathParams<Op>[Name] : never,
  ShapeOf<ShapeOf<S, 'path'>, Name>
>;
/** The query parameters of an operation. */
export type QueryOf<Op, M extends Int64Mode, S> = Int64In<M, Query<Op>, ShapeOf<S, 'query'>>;
/** The 200 body an operation resolves to. */
export type ResultOf<Op, M extends Int64Mode, S> = Int64Out<M, Ok<Op>, ShapeOf<S, 'response'>>;
/** The second argument of a named method: `query` (when the operation has any) plus the base options. */
export type CallOptionsOf<Op, M extends Int64Mode, S> = BaseCallOptions & ([Query<Op>] extends [never] ? { query?: never } : { query?: QueryOf<Op, M, S> });
