// How a Canton 3.5 participant reads a request to its update lists (POST /v2/updates, /v2/updates/flats),
// step by step as its code does (digital-asset/canton release-line-3.5, ledger-json-api http/json/v2 and
// ledger-api-core validation), for a test server that stands in for one:
//  1. tapir reads the query parameters `limit` and `stream_idle_timeout_ms` as Option[Long] and the body
//     with circe; a value it cannot read is `400 text/plain` "Invalid value for: …" (Endpoints.scala).
//  2. The body codec is relaxed (CirceRelaxedCodec.deriveRelaxedCodec): a missing Long is 0, a missing
//     Boolean false, a missing option None; numbers are read from numerals written as strings; unknown
//     fields are ignored (strictDecoding = false). A value of another JSON type, an unknown enum name
//     (stringDecoderForEnum) and an identifier without three `:`-separated parts (IdentifierConverter)
//     do not decode.
//  3. `take(limit)` with a limit below 1 lists nothing, before the request is looked at (Endpoints.asList).
//  4. JsUpdateService.toGetUpdatesRequest: `filter` or `verbose: true` next to `updateFormat`, or neither
//     `updateFormat` nor `filter`, is INVALID_ARGUMENT: `400` with a JsCantonError.
//  5. UpdateServiceRequestValidator / FormatValidator: a negative `beginExclusive`, an `endInclusive` below
//     1, `descendingOrder` without `endInclusive` and a party that is no Ref.Party are INVALID_ARGUMENT.
// And its state reads (JsStateService, ApiStateService): `GET /v2/state/connected-synchronizers` reads `party`,
// `participantId` and `identityProviderId` as query[Option[String]] (one given twice does not decode: `400
// text/plain`); an empty value is absent (FieldValidator.optionalString); `party` must be a Ref.Party and
// `participantId` a unique identifier (read as `PAR::<value>`), else INVALID_FIELD. The ledger end and the
// pruning offsets read nothing. `GET /v2/version` checks no credentials and is answered by the spec server.
import { isObject } from '@canton-openapi/contract';
import { contractOperations, readContractsRequest } from './canton-contracts.ts';
import { adminOperations, readAdminRequest } from './canton-admin.ts';
import { cantonError, text } from './canton-errors.ts';
import type { Call, Reply } from './spec-server.ts';

/** A check of the participant's, to leave out when a test server should miss it. */
export type CantonCheck = 'combination' | 'enum' | 'identifier' | 'offsets';

/** What reading the request came to: a rejection to send, or the `limit` to apply to the answer. */
export type CantonVerdict = { reject: Reply } | { limit?: number };

const shapes = ['TRANSACTION_SHAPE_UNSPECIFIED', 'TRANSACTION_SHAPE_ACS_DELTA', 'TRANSACTION_SHAPE_LEDGER_EFFECTS'];
const partyPattern = /^[A-Za-z0-9:_ -]{1,255}$/;

function invalidArgument(cause: string): Reply {
  return cantonError('INVALID_ARGUMENT', `The submitted request has invalid arguments: ${cause}`);
}

/** RequestValidationErrors.InvalidField, as FieldValidator.invalidField words it. */
function invalidField(field: string, message: string): Reply {
  return cantonError('INVALID_FIELD', `The submitted command has a field with invalid value: Invalid field ${field}: ${message}`);
}

class Undecodable extends Error {}

/** circe's Long: a JSON number, or a numeral in a string; anything else does not decode. */
function long(value: unknown, field: string): number {
  const numeral = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof numeral !== 'number' || !Number.isInteger(numeral))
    throw new Undecodable(`Got value '${JSON.stringify(value)}' with wrong type, expecting number at '${field}'`);
  return numeral;
}

function boolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new Undecodable(`Got value '${JSON.stringify(value)}' with wrong type, expecting boolean at '${field}'`);
  return value;
}

function object(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new Undecodable(`Got value '${JSON.stringify(value)}' with wrong type, expecting object at '${field}'`);
  return value;
}

/** The nested formats and filters: enum names and identifiers are decoded, parties collected for the validator. */
function decodeNested(value: unknown, at: string, parties: string[], skip: ReadonlySet<CantonCheck>): void {
  if (Array.isArray(value)) return value.forEach((item, i) => decodeNested(item, `${at}[${i}]`, parties, skip));
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const here = `${at}.${key}`;
    if (key === 'transactionShape' && !skip.has('enum') && (typeof child !== 'string' || !shapes.includes(child)))
      throw new Undecodable(`Unrecognized enum value ${String(child)}. Supported values: [${shapes.join(', ')}] at '${here}'`);
    if ((key === 'templateId' || key === 'interfaceId') && !skip.has('identifier') && (typeof child !== 'string' || child.split(':').length !== 3))
      throw new Undecodable(`Invalid identifier format (${String(child)}) not matching the expected format (<package>:<moduleName>:<entityName>) at '${here}'`);
    if (key === 'filtersByParty' && isObject(child)) parties.push(...Object.keys(child));
    if (key === 'parties' && Array.isArray(child)) parties.push(...child.filter((p): p is string => typeof p === 'string'));
    decodeNested(child, here, parties, skip);
  }
}

/** Reads a request to the update lists as the participant does; `skip` leaves checks out, as a broken participant would. */
export function readUpdatesRequest(call: Call, skip: ReadonlySet<CantonCheck> = new Set()): CantonVerdict {
  let limit: number | undefined;
  for (const name of ['limit', 'stream_idle_timeout_ms']) {
    const raw = call.query.get(name);
    if (raw === null) continue;
    if (!/^-?\d+$/.test(raw)) return { reject: text(`Invalid value for: query parameter ${name}`) };
    if (name === 'limit') limit = Number(raw);
  }
  if (typeof call.body === 'symbol') return { reject: text('Invalid value for: body (expected json value got something else)') };
  let request: { beginExclusive: number; endInclusive?: number; filter?: object; verbose: boolean; updateFormat?: object; descendingOrder: boolean };
  const parties: string[] = [];
  try {
    const body = object(call.body, 'body');
    if (body === undefined) throw new Undecodable('Missing body');
    const endInclusive = body['endInclusive'] === undefined || body['endInclusive'] === null ? undefined : long(body['endInclusive'], 'endInclusive');
    const filter = object(body['filter'], 'filter');
    const updateFormat = object(body['updateFormat'], 'updateFormat');
    request = {
      // The relaxed codec fills what is missing: a Long with 0, a Boolean with false.
      beginExclusive: body['beginExclusive'] === undefined ? 0 : long(body['beginExclusive'], 'beginExclusive'),
      ...(endInclusive === undefined ? {} : { endInclusive }),
      ...(filter === undefined ? {} : { filter }),
      verbose: body['verbose'] === undefined ? false : boolean(body['verbose'], 'verbose'),
      ...(updateFormat === undefined ? {} : { updateFormat }),
      descendingOrder: body['descendingOrder'] === undefined ? false : boolean(body['descendingOrder'], 'descendingOrder'),
    };
    decodeNested(filter, 'filter', parties, skip);
    decodeNested(updateFormat, 'updateFormat', parties, skip);
  } catch (error) {
    if (!(error instanceof Undecodable)) throw error;
    return { reject: text(`Invalid value for: body (${error.message})`) };
  }
  if (limit !== undefined && limit < 1) return { limit };
  if (!skip.has('combination')) {
    if (request.updateFormat !== undefined && request.filter !== undefined) return { reject: invalidArgument('Both update_format and filter are set.') };
    if (request.updateFormat !== undefined && request.verbose) return { reject: invalidArgument('Both update_format and verbose are set.') };
    if (request.updateFormat === undefined && request.filter === undefined)
      return { reject: invalidArgument('Either filter/verbose or update_format is required.') };
  }
  if (!skip.has('offsets')) {
    if (request.beginExclusive < 0) return { reject: invalidArgument('the offset in begin_exclusive field has to be a non-negative integer (>=0)') };
    if (request.endInclusive !== undefined && request.endInclusive < 1)
      return { reject: invalidArgument('the offset has to be either a positive integer (>0) or not defined at all') };
    if (request.descendingOrder && request.endInclusive === undefined) return { reject: invalidArgument('descending order needs end_inclusive') };
  }
  const bad = parties.find((p) => !partyPattern.test(p));
  if (bad !== undefined) return { reject: invalidArgument(`Invalid field parties: ${JSON.stringify(bad)} is not a valid party`) };
  return limit === undefined ? {} : { limit };
}

/** Ref.Party.fromString: 1 to 255 characters of `[A-Za-z0-9:_ -]`; the message names the first other one. */
export function partyProblem(party: string): string | undefined {
  if (party.length > 255) return `Daml-LF Party is too long (max: 255)`;
  const bad = [...party].find((c) => !/[A-Za-z0-9:_ -]/.test(c));
  return bad === undefined ? undefined : `non expected character 0x${bad.codePointAt(0)?.toString(16)} in Daml-LF Party "${party}"`;
}

/**
 * UniqueIdentifier.fromProtoPrimitive_ on what follows `PAR::`: `<identifier>::<fingerprint>`, the identifier a
 * Ref.Party without `::` of at most 185 characters. The fingerprint is only required to be there and to be a
 * Ref.Party-like string: Fingerprint's own rules were not read.
 */
function participantIdProblem(value: string): string | undefined {
  const at = value.indexOf('::');
  if (at === 0) return `Invalid unique identifier \`${value}\` with empty identifier.`;
  if (at < 0) return `Invalid unique identifier \`${value}\` with missing namespace.`;
  const [identifier, fingerprint] = [value.slice(0, at), value.slice(at + 2)];
  const problem = partyProblem(identifier) ?? (identifier.length > 185 ? 'longer than 185 characters' : undefined) ?? partyProblem(fingerprint);
  return problem === undefined && fingerprint !== '' ? undefined : `Identifier decoding of \`${value}\` failed with: ${problem ?? 'empty fingerprint'}`;
}

/** Reads `GET /v2/state/connected-synchronizers`' query as the participant does: a rejection, or nothing to say. */
export function readConnectedSynchronizersQuery(query: URLSearchParams): Reply | undefined {
  for (const name of ['party', 'participantId', 'identityProviderId'])
    if (query.getAll(name).length > 1) return text(`Invalid value for: query parameter ${name}`);
  const party = query.get('party') ?? '';
  const partyError = party === '' ? undefined : partyProblem(party);
  if (partyError !== undefined) return invalidField('party', partyError);
  const participantId = query.get('participantId') ?? '';
  const participantError = participantId === '' ? undefined : participantIdProblem(participantId);
  if (participantError !== undefined) return invalidField('participant_id', participantError);
  return undefined;
}

/** The update lists, read by {@link readUpdatesRequest}: the operations a {@link CantonCheck} left out changes. */
export const updateListOperations: ReadonlySet<string> = new Set(['postV2Updates', 'postV2UpdatesFlats']);

/** The operations {@link participantReplies} reads as the participant does; a stand-in checks the others by the spec. */
export const modelledOperations: ReadonlySet<string> = new Set([
  ...updateListOperations,
  'getV2StateConnectedSynchronizers',
  ...contractOperations,
  ...adminOperations,
]);

/**
 * A spec server's `alter` (with `acceptInvalid` for {@link modelledOperations}, so this decides) that answers the update lists and the
 * connected synchronizers as the participant does: its rejections, and `[]` for a `limit` below 1; every
 * other reply (the state reads' answers, 401 without a token) as it was.
 */
export function participantReplies(skip: ReadonlySet<CantonCheck> = new Set()): (call: Call, reply: Reply) => Reply | undefined {
  return (call, reply) => {
    if (reply.status === 401) return undefined;
    if (call.operationId === 'getV2StateConnectedSynchronizers') return readConnectedSynchronizersQuery(call.query);
    if (contractOperations.has(call.operationId)) return readContractsRequest(call);
    if (readAdminRequest(call) !== undefined) return readAdminRequest(call);
    if (!updateListOperations.has(call.operationId)) return undefined;
    const verdict = readUpdatesRequest(call, skip);
    if ('reject' in verdict) return verdict.reject;
    if (verdict.limit !== undefined && verdict.limit < 1) return { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' };
    return undefined;
  };
}
