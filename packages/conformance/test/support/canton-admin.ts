// How a Canton 3.5 participant reads the query and path of its party, user and identity provider reads
// (digital-asset/canton release-line-3.5: JsPartyManagementService, JsUserManagementService,
// JsIdentityProviderService, Endpoints.addPagedListParams; ledger-api-core ApiPartyManagementService,
// ApiUserManagementService, ApiIdentityProviderConfigService, FieldValidator), for a test server that
// stands in for one:
//  1. tapir reads `pageSize` as query[Option[Int]] and the other query parameters as query[Option[String]]:
//     a word as `pageSize`, or a parameter given twice, is `400 text/plain` "Invalid value for: …".
//  2. A user id in the path of a read, delete or rights list is checked by the JSON API itself
//     (Ref.UserId.fromString): INVALID_ARGUMENT "Malformed user-id: …".
//  3. Then the service: a negative `pageSize` is INVALID_ARGUMENT; `identity-provider-id` must be a Daml-LF
//     LedgerString (INVALID_FIELD, empty = the default); `filter-party` a party string of at most 185
//     (INVALID_FIELD); a party in the path or in `parties` a Ref.Party (requireParty: INVALID_ARGUMENT); an
//     identity provider id in the path a non-empty LedgerString (INVALID_FIELD).
// Writes are not read here: a conformance run against a node sends them only without credentials.
import { cantonError, text } from './canton-errors.ts';
import type { Call, Reply } from './spec-server.ts';

const invalidArgument = (cause: string) => cantonError('INVALID_ARGUMENT', `The submitted request has invalid arguments: ${cause}`);
const invalidField = (field: string, message: string) =>
  cantonError('INVALID_FIELD', `The submitted command has a field with invalid value: Invalid field ${field}: ${message}`);

/** A Daml-LF string module's check: at most `max` characters of the allowed ones; the message names the first other one. */
function stringProblem(value: string, allowed: RegExp, max: number, what: string): string | undefined {
  if (value === '') return `${what} is empty`;
  if (value.length > max) return `${what} is too long (max: ${max})`;
  const bad = [...value].find((c) => !allowed.test(c));
  return bad === undefined ? undefined : `non expected character 0x${bad.codePointAt(0)?.toString(16)} in ${what} "${value}"`;
}

const partyProblem = (party: string, max = 255) => stringProblem(party, /[A-Za-z0-9:_ -]/, max, 'Daml-LF Party');
const ledgerStringProblem = (id: string) => stringProblem(id, /[A-Za-z0-9._:#/ -]/, 255, 'Daml-LF Ledger String');
const userIdPattern = /^[A-Za-z0-9@^$.!`#+'~_|:()-]{1,128}$/;

export const adminOperations: ReadonlySet<string> = new Set([
  'getV2Parties',
  'getV2PartiesParty',
  'getV2Users',
  'getV2UsersUserId',
  'getV2AuthenticatedUser',
  'getV2UsersUserIdRights',
  'getV2IdpsIdpId',
  'getV2Idps',
  'getV2PartiesParticipantId',
]);

/** Reads the query and path of a party, user or identity provider read as the participant does: a rejection, or nothing to say. */
export function readAdminRequest(call: Call): Reply | undefined {
  if (!adminOperations.has(call.operationId)) return undefined;
  const { query } = call;
  for (const name of ['pageSize', 'pageToken', 'identity-provider-id', 'filter-party'])
    if (query.getAll(name).length > 1) return text(`Invalid value for: query parameter ${name}`);
  const pageSize = query.get('pageSize');
  if (pageSize !== null && !/^-?\d+$/.test(pageSize.trim())) return text('Invalid value for: query parameter pageSize');
  const path = (name: string) => decodeURIComponent(call.pathParams?.[name] ?? '');
  const userId = path('user-id');
  if (call.operationId.startsWith('getV2UsersUserId') && !userIdPattern.test(userId))
    return invalidArgument(`Malformed user-id: User ID "${userId}" does not match regex`);
  if (pageSize !== null && Number(pageSize) < 0) return invalidArgument('Page size must be non-negative');
  const idp = query.get('identity-provider-id') ?? '';
  const idpError = idp === '' ? undefined : ledgerStringProblem(idp);
  if (idpError !== undefined) return invalidField('identity_provider_id', idpError);
  const filter = query.get('filter-party') ?? '';
  const filterError = filter === '' ? undefined : partyProblem(filter, 185);
  if (filterError !== undefined) return invalidField('filterString', filterError);
  if (call.operationId === 'getV2PartiesParty') {
    const bad = [path('party'), ...query.getAll('parties')].map((p) => partyProblem(p)).find((p) => p !== undefined);
    if (bad !== undefined) return invalidArgument(bad);
  }
  if (call.operationId === 'getV2IdpsIdpId') {
    const error = ledgerStringProblem(path('idp-id'));
    if (error !== undefined) return invalidField('identity_provider_id', error);
  }
  return undefined;
}
