// Every module the up-front code loads on demand, loaded through `withErrors`: with the error classes
// handed to them (error-classes.ts), so none of them imports errors.ts.
import {
  AbortError,
  CantonApiError,
  HttpError,
  Int64PrecisionError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
} from './errors.ts';
import type { ClassList } from './error-classes.ts';

// In the order of `classNames` (error-classes.ts, which types it): a list, not an object, as it
// costs fewer bytes up front.
const classes: ClassList = [
  AbortError,
  CantonApiError,
  HttpError,
  Int64PrecisionError,
  NetworkError,
  RedirectError,
  RequestError,
  ResponseParseError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
];

let handed: Promise<void> | undefined;

/** `load`, once the modules loaded on demand have the error classes; a failure to load is tried again next time. */
export function withErrors<T>(load: Promise<T>): Promise<T> {
  handed ??= import('./error-classes.ts').then(
    (m) => m.provideErrorClasses(classes),
    (error: unknown) => {
      handed = undefined;
      throw error;
    },
  );
  return Promise.all([load, handed]).then(([loaded]) => loaded);
}
