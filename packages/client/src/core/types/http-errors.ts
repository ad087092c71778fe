// The HttpError an operation rejects with, typed from the error responses the spec declares for it:
// one body type per status and media type, narrowed on `status` then `mediaType`. Types only.
import type { HttpError } from '../errors.ts';
import type { ResponsesOf } from './signatures.ts';

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Every status an HTTP error can carry, 300 to 599, as literal types so `status === 404` narrows. */
export type ErrorStatus = `${3 | 4 | 5}${Digit}${Digit}` extends infer S ? (S extends `${infer N extends number}` ? N : never) : never;
type ErrorKeys<Op> = Extract<keyof ResponsesOf<Op>, ErrorStatus | 'default'>;
type Undocumented<Op> = Exclude<ErrorStatus, Extract<ErrorKeys<Op>, number>>;

/**
 * The errors of one status `S`: one `HttpError` per media type its response `R` declares (`body`
 * of that media type's type, `mediaType` its name), and one whose body matched none of them.
 */
type StatusHttpError<Id extends string, S extends number, R> =
  (R extends { content: infer C } ? { [M in keyof C & string]: HttpError<Id, S, C[M], M> }[keyof C & string] : never) | HttpError<Id, S, undefined, undefined>;

/**
 * The `HttpError` an operation rejects with, as a union over its error responses: each documented
 * status and media type has its own body type; `default` (or, without one, no body) covers every
 * other status. Narrow on `status`, then on `mediaType` (or `typeof body`) where a status declares
 * several media types.
 */
export type OperationHttpError<Op, Id extends string> =
  | { [K in ErrorKeys<Op>]: StatusHttpError<Id, K extends number ? K : Undocumented<Op>, ResponsesOf<Op>[K]> }[ErrorKeys<Op>]
  | ('default' extends keyof ResponsesOf<Op> ? never : HttpError<Id, Undocumented<Op>, undefined, undefined>);
