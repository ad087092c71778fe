// The errors of the registry client's transfer helpers (`transferCommand`, `featureContext`). Up front, as
// every exported class is; their messages are written by commands.ts, loaded on first use.
import { assign, CantonApiError, type CantonApiErrorOptions } from '../core/errors.ts';

/** An instrument as the Token Standard names it: its admin party and the id the admin gave it. */
export interface InstrumentId {
  admin: string;
  id: string;
}

/** What an InstrumentNotServedError is made with. */
export interface InstrumentNotServedErrorOptions extends CantonApiErrorOptions {
  /** The instrument asked for. */
  instrumentId: InstrumentId;
  /** The registry's admin party (`getRegistryInfo`). */
  registryAdmin: string;
}

/**
 * The registry does not serve the instrument: another party administers it, or the registry lists no
 * instrument with its id (`cause`: the `getInstrument` 404). Nothing was asked of the ledger.
 */
export class InstrumentNotServedError extends CantonApiError {
  override name = 'InstrumentNotServedError';
  /** The instrument asked for. */
  declare readonly instrumentId: InstrumentId;
  /** The registry's admin party. */
  declare readonly registryAdmin: string;

  constructor(message: string, options: InstrumentNotServedErrorOptions) {
    super(message, options);
    assign(this, options, 'instrumentId registryAdmin');
  }
}

/** Scan has no featured-app right of the provider a transfer was to feature; nothing was asked of the ledger. */
export class FeaturedAppRightNotFoundError extends CantonApiError {
  override name = 'FeaturedAppRightNotFoundError';
  /** The provider party whose right was looked up. */
  declare readonly provider: string;

  constructor(message: string, options: CantonApiErrorOptions & { provider: string }) {
    super(message, options);
    assign(this, options, 'provider');
  }
}

/** What a RegistryAdminMismatchError is made with. */
export interface RegistryAdminMismatchErrorOptions extends CantonApiErrorOptions {
  /** Where the choice argument names the admin (`choiceArgument.expectedAdmin`, `choiceArgument.allocation.admin`). */
  field: string;
  /** The admin the choice argument names. */
  expectedAdmin: string;
  /** The registry's admin party (`getRegistryInfo`). */
  registryAdmin: string;
}

/** The choice argument names another admin than the registry's (`getRegistryInfo`); nothing was asked of the factory or the ledger. */
export class RegistryAdminMismatchError extends CantonApiError {
  override name = 'RegistryAdminMismatchError';
  /** Where the choice argument names the admin. */
  declare readonly field: string;
  /** The admin the choice argument names. */
  declare readonly expectedAdmin: string;
  /** The registry's admin party. */
  declare readonly registryAdmin: string;

  constructor(message: string, options: RegistryAdminMismatchErrorOptions) {
    super(message, options);
    assign(this, options, 'field expectedAdmin registryAdmin');
  }
}

/** What an ApiNotSupportedError is made with. */
export interface ApiNotSupportedErrorOptions extends CantonApiErrorOptions {
  /** The Token Standard API the helper needed (`splice-api-token-transfer-instruction-v2`). */
  api: string;
  /** The APIs the registry lists: its info's and its instruments' `supportedApis`. */
  supportedApis: Record<string, number>;
}

/** The registry lists no support for the Token Standard API (and major version) a helper needed; its endpoints were not asked. */
export class ApiNotSupportedError extends CantonApiError {
  override name = 'ApiNotSupportedError';
  /** The API the helper needed. */
  declare readonly api: string;
  /** The APIs the registry lists, with their minor versions. */
  declare readonly supportedApis: Record<string, number>;

  constructor(message: string, options: ApiNotSupportedErrorOptions) {
    super(message, options);
    assign(this, options, 'api supportedApis');
  }
}
