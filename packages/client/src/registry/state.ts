// What one registry client's command helpers hold: the client's calls, its error classes and the registry's answers.
import type { ErrorClasses } from '../core/errors.ts';
import type { Invoke } from '../core/types/call-options.ts';
import type { ApiNotSupportedError, FeaturedAppRightNotFoundError, InstrumentNotServedError, RegistryAdminMismatchError } from './errors.ts';

/** One registry client's helpers: its calls, and what it learnt of the registry. */
export interface CommandsState {
  invoke: Invoke;
  baseUrl: string;
  errors: ErrorClasses & {
    InstrumentNotServedError: typeof InstrumentNotServedError;
    FeaturedAppRightNotFoundError: typeof FeaturedAppRightNotFoundError;
    RegistryAdminMismatchError: typeof RegistryAdminMismatchError;
    ApiNotSupportedError: typeof ApiNotSupportedError;
  };
  /** The registry's metadata answers, by what was asked (registry-facts.ts): asked once, a failed ask asked again. */
  asked: Map<string, Promise<unknown>>;
}
