// What every subpath exports besides its client: the error classes and the shared option types.
export {
  AbortError,
  CantonApiError,
  type ErrorContext,
  HttpError,
  Int64PrecisionError,
  isCantonApiError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedByServerError,
  type ValidationIssue,
} from './errors.ts';
export { type ClientOptions, defaultRetryPolicy, type Logger, type TargetOptions, type TokenSource } from './options.ts';
export type { RetryPolicy } from './retry.ts';
export type { BaseCallOptions, WithResponse, WithResponseMethods } from './types/call-options.ts';
export type { ErrorStatus, OperationHttpError } from './types/http-errors.ts';
export type { BigIntIn, BigIntOut, Int64Mode } from './types/int64.ts';
export type { PageIterator, PageOptions } from './types/paging.ts';
export type { BinaryBody } from './types/signatures.ts';
