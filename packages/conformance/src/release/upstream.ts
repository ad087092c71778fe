// Which server an API's spec describes (`info.x-upstream.repository`): Canton's participant
// (`digital-asset/canton`) or a Splice app (`canton-network/splice`). Their HTTP layers differ where the mock
// and the `release` check follow them: the version endpoint, the answer to a path no route matches.
import { isObject, type SpecDocument } from '@canton-openapi/contract';

/** Whether `doc` describes Canton's participant (the ledger API), not a Splice app. */
export function describesParticipant(doc: SpecDocument): boolean {
  const info = doc.root['info'];
  const upstream = isObject(info) && isObject(info['x-upstream']) ? info['x-upstream']['repository'] : undefined;
  return upstream === 'digital-asset/canton';
}
