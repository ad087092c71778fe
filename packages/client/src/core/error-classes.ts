// The error classes as the modules loaded on demand use them, handed over by the code loaded up front
// (lazy-errors.ts) with the first of those modules it loads. Were they imported from errors.ts, the
// bundler would split the classes into a chunk of their own, gzipped apart from the rest of the
// up-front code (`bench/bundle-size.ts`); the classes are the same ones either way.
import type * as Errors from './errors.ts';

/** The classes of errors.ts, as the modules loaded on demand get them. */
export type ErrorClasses = Omit<typeof Errors, 'isCantonApiError' | 'assign'>;

/** The names of the classes lazy-errors.ts hands over, in its order. */
const classNames = [
  'AbortError',
  'CantonApiError',
  'HttpError',
  'Int64PrecisionError',
  'NetworkError',
  'RedirectError',
  'RequestError',
  'ResponseParseError',
  'ResponseTooLargeError',
  'ResponseValidationError',
  'TimeoutError',
] as const satisfies readonly (keyof ErrorClasses)[];

/** The classes of errors.ts; set before any module loaded on demand runs. */
export let errorClasses: ErrorClasses;

/** The class of each name of `names`, in order. */
type ClassesOf<Names extends readonly (keyof ErrorClasses)[]> = { readonly [K in keyof Names]: ErrorClasses[Names[K]] };

/** The classes in the order of `classNames`: the list lazy-errors.ts hands over is checked against it. */
export type ClassList = ClassesOf<typeof classNames>;

/** Sets `errorClasses` from the classes in the order of `classNames` (lazy-errors.ts calls it). */
export function provideErrorClasses(classes: ClassList): void {
  errorClasses = Object.fromEntries(classNames.map((name, i) => [name, classes[i]])) as unknown as ErrorClasses;
}
