// An API's spec loaded before any server is started, and the `--param`s checked against it: its operations, its
// WebSocket channels (its AsyncAPI document) and their validators.
import { readFile } from 'node:fs/promises';
import { listChannelEntries, listOperations, type SpecDocument, subprotocolAuthOf } from '@canton-openapi/contract';
import { type ApiName, bundledChannelsPath } from '../apis.ts';
import { loadSpec } from '../load-spec.ts';
import { checkParamNames, checkParamValues, paramNames } from '../plan/params.ts';
import { createValidator } from '../validate/validator.ts';
import type { PreparedApi } from './check-context.ts';

/** Loads the bundled spec of `api` and checks that every `--param` names one of its parameters or fields. */
export async function prepareApi(api: ApiName, params: Map<string, string>, strictParams = true): Promise<PreparedApi> {
  const doc = await loadSpec(api);
  const operations = listOperations(doc);
  if (strictParams) checkParamNames(params, paramNames(doc, operations), api);
  checkParamValues(doc, operations, params);
  const channelsPath = bundledChannelsPath(api);
  let channels: PreparedApi['channels'];
  if (channelsPath !== undefined) {
    const root = JSON.parse(await readFile(channelsPath, 'utf8')) as Record<string, unknown>;
    const auth = subprotocolAuthOf(root);
    const channelDoc = { api, root: root as SpecDocument['root'] };
    channels = { entries: listChannelEntries(root, `${api} asyncapi`), validator: createValidator(channelDoc), ...(auth === undefined ? {} : { auth }) };
  }
  return { api, doc, operations, validator: createValidator(doc), params, ...(channels === undefined ? {} : { channels }) };
}
