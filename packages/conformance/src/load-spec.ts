import { readSpec, type SpecDocument } from '@canton-openapi/contract';
import { type ApiName, bundledSpecPath } from './apis.ts';

/** Reads the bundled spec of `api`, as @canton-openapi/types ships it. */
export function loadSpec(api: ApiName): Promise<SpecDocument<ApiName>> {
  return readSpec(api, bundledSpecPath(api));
}
