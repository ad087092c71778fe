// What the helpers check against the registry before they ask a factory or a choice context: its admin
// (`getRegistryInfo`), the instruments it lists (`getInstrument`), and the Token Standard APIs it supports.
// Each is asked once per client (a failed ask is asked again). Loaded with commands.ts, on first use.
//
// Where the APIs are listed: the registry info's `supportedApis` names the registry-wide standards and each
// instrument's its own. Splice's Scan lists only `splice-api-token-metadata-v1` in its info and the
// transfer-instruction and allocation APIs (v1 and v2) in Amulet's (HttpTokenStandardMetadataHandler.scala,
// tellary/splice @48c36f27), so a helper that knows its instrument reads the info's and the instrument's, and
// one that does not (the choices on an instruction, unless the caller names its instrument) reads the info's
// and, when that lacks the API, every listed instrument's.
import type { BaseCallOptions } from '../core/types/call-options.ts';
import type { CommandsState } from './state.ts';
import type { InstrumentId } from './errors.ts';

/** Each supported standard and its minor version, as `supportedApis` lists it. */
export type SupportedApis = Record<string, number>;

/** The part of `getRegistryInfo`'s answer the helpers read. */
export interface RegistryInfo {
  adminId: string;
  supportedApis: SupportedApis;
}

/** Caches `ask()` under `key` of `cache`; a failed ask is dropped, to be asked again. */
function once<T>(cache: Map<string, Promise<unknown>>, key: string, ask: () => Promise<T>): Promise<T> {
  let answer = cache.get(key) as Promise<T> | undefined;
  if (answer === undefined) {
    answer = ask();
    answer.catch(() => cache.delete(key));
    cache.set(key, answer);
  }
  return answer;
}

/** The registry's info. */
export function registryInfo(state: CommandsState, options: BaseCallOptions | undefined): Promise<RegistryInfo> {
  return once(state.asked, 'info', () => state.invoke<RegistryInfo>('getRegistryInfo', undefined, undefined, options));
}

/** The `supportedApis` of instrument `id`, or undefined when the registry lists no such instrument. */
function instrumentApis(state: CommandsState, id: string, options: BaseCallOptions | undefined): Promise<SupportedApis | undefined> {
  const { errors } = state;
  return once(state.asked, `instrument ${id}`, () =>
    state.invoke<{ supportedApis?: SupportedApis }>('getInstrument', [id], undefined, options).then(
      (instrument) => instrument.supportedApis ?? {},
      (error: unknown) => {
        // A 404 in JSON is the registry's "no such instrument" (or Splice's answer to a path no route matches, an
        // id no route takes: not served either); one in another media type is no registry's answer.
        if (error instanceof errors.HttpError && error.status === 404 && error.mediaType === 'application/json') return undefined;
        throw error;
      },
    ),
  );
}

/** The `supportedApis` of every instrument the registry lists, merged (`listInstruments`, every page). */
function listedApis(state: CommandsState, options: BaseCallOptions | undefined): Promise<SupportedApis> {
  return once(state.asked, 'listed', async () => {
    const merged: SupportedApis = {};
    // A token seen before ends the list too: a registry answering the same page again would never end it.
    const seen = new Set<string>();
    let query: Record<string, string> = {};
    for (;;) {
      const page = await state.invoke<{ instruments: { supportedApis?: SupportedApis }[]; nextPageToken?: string | null }>(
        'listInstruments',
        undefined,
        undefined,
        { ...options, query },
      );
      for (const instrument of page.instruments) Object.assign(merged, instrument.supportedApis);
      const next = page.nextPageToken;
      if (typeof next !== 'string' || next === '' || seen.has(next)) return merged;
      seen.add(next);
      query = { pageToken: next };
    }
  });
}

/** Rejects with ApiNotSupportedError unless `apis` names `api` (any minor version). */
function requireApi(state: CommandsState, label: string, api: string, apis: SupportedApis): void {
  if (Object.hasOwn(apis, api)) return;
  const listed = Object.keys(apis).join(', ') || 'none';
  throw new state.errors.ApiNotSupportedError(
    `${label}: the registry at ${state.baseUrl} does not list ${api} among its supported APIs (it lists ${listed}); nothing was asked of its ${api} endpoints.`,
    { api, supportedApis: apis },
  );
}

/** Rejects with RegistryAdminMismatchError unless `admin` (at `field` of the choice argument) is the registry's admin. */
export async function checkAdmin(state: CommandsState, label: string, field: string, admin: string, options: BaseCallOptions | undefined): Promise<void> {
  const { adminId } = await registryInfo(state, options);
  if (admin === adminId) return;
  throw new state.errors.RegistryAdminMismatchError(
    `${label}: \`${field}\` is ${admin}, but the registry at ${state.baseUrl} is administered by ${adminId}; nothing was asked of its factory.`,
    { field, expectedAdmin: admin, registryAdmin: adminId },
  );
}

/**
 * Rejects with InstrumentNotServedError unless the registry administers `instrument` and lists its id, and with
 * ApiNotSupportedError unless the registry's info or the instrument lists `api`.
 */
export async function checkInstrument(
  state: CommandsState,
  label: string,
  instrument: InstrumentId,
  api: string,
  options: BaseCallOptions | undefined,
): Promise<void> {
  const { errors } = state;
  const info = await registryInfo(state, options);
  const named = `instrument ${instrument.id} of ${instrument.admin}`;
  if (instrument.admin !== info.adminId) {
    throw new errors.InstrumentNotServedError(`${label}: the registry at ${state.baseUrl} administers the instruments of ${info.adminId}, not the ${named}.`, {
      instrumentId: instrument,
      registryAdmin: info.adminId,
    });
  }
  const apis = await instrumentApis(state, instrument.id, options);
  if (apis === undefined) {
    throw new errors.InstrumentNotServedError(`${label}: the registry at ${state.baseUrl} lists no ${named} (getInstrument answered 404).`, {
      instrumentId: instrument,
      registryAdmin: info.adminId,
    });
  }
  requireApi(state, label, api, { ...info.supportedApis, ...apis });
}

/** Rejects with ApiNotSupportedError unless the registry's info or one of its instruments lists `api`. */
export async function checkRegistryApi(state: CommandsState, label: string, api: string, options: BaseCallOptions | undefined): Promise<void> {
  const info = await registryInfo(state, options);
  if (Object.hasOwn(info.supportedApis, api)) return;
  requireApi(state, label, api, { ...info.supportedApis, ...(await listedApis(state, options)) });
}
