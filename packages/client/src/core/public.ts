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
export type {
  BaseCallOptions,
  BigIntIn,
  BigIntOut,
  ErrorStatus,
  Int64Mode,
  OperationHttpError,
  PageIterator,
  PageOptions,
  WithResponse,
  WithResponseMethods,
} from './types.ts';
