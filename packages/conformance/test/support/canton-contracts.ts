// How a Canton 3.5 participant reads a request to its active contracts, events and contracts operations
// (digital-asset/canton release-line-3.5: ledger-json-api JsStateService, JsEventService, JsContractService,
// JsSchema; ledger-api-core ApiStateService, EventQueryServiceRequestValidator, ApiContractService,
// FieldValidator), for a test server that stands in for one:
//  1. the body is read with the relaxed circe codecs: a missing Long is 0, a missing option None, numbers
//     are read from numerals written as strings, unknown fields are ignored; a value of another JSON type,
//     a byte string that is not base64 (JsSchema.decodeByteString) and an identifier without three
//     `:`-separated parts do not decode: `400 text/plain` "Invalid value for: body (…)";
//  2. the list: `filter` or `verbose: true` next to `eventFormat`, or neither, is INVALID_ARGUMENT
//     (toGetActiveContractsRequest); a negative `activeAtOffset` NEGATIVE_OFFSET;
//  3. the page: no `eventFormat` is MISSING_FIELD; `maxPageSize` ≤ 0 INVALID_ARGUMENT (validatePageSize);
//  4. events by contract id and contract by id: an empty `contractId` is MISSING_FIELD, one that is no
//     contract id INVALID_FIELD (requireContractId); events without `eventFormat` MISSING_FIELD; a querying
//     party that is no Ref.Party INVALID_ARGUMENT (requireParties).
// Every check is always made: the tests that leave one of the participant's checks out concern the update lists.
import { isObject } from '@canton-openapi/contract';
import { cantonError, text } from './canton-errors.ts';
import type { Call, Reply } from './spec-server.ts';

/** The operations read here. */
export const contractOperations = new Set([
  'postV2StateActiveContracts',
  'postV2StateActiveContractsPage',
  'postV2EventsEventsByContractId',
  'postV2ContractsContractById',
]);

class Undecodable extends Error {}

const wrongType = (value: unknown, expecting: string, field: string) =>
  new Undecodable(`Got value '${JSON.stringify(value)}' with wrong type, expecting ${expecting} at '${field}'`);

function long(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const numeral = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof numeral !== 'number' || !Number.isInteger(numeral)) throw wrongType(value, 'number', field);
  return numeral;
}

function present(value: unknown, type: 'object' | 'string' | 'boolean' | 'array', field: string): boolean {
  if (value === undefined || value === null) return false;
  const ok = type === 'object' ? isObject(value) : type === 'array' ? Array.isArray(value) : typeof value === type;
  if (!ok) throw wrongType(value, type, field);
  return true;
}

function byteString(value: unknown, field: string): void {
  if (present(value, 'string', field) && !/^[A-Za-z0-9+/]*={0,2}$/.test(value as string))
    throw new Undecodable(`The string is not a valid Base64: ${String(value)} at '${field}'`);
}

/** Identifiers inside a format: three `:`-separated parts (IdentifierConverter.fromJsonEither). */
function identifiers(value: unknown, at: string): void {
  if (Array.isArray(value)) return value.forEach((item, i) => identifiers(item, `${at}[${i}]`));
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'templateId' || key === 'interfaceId') && (typeof child !== 'string' || child.split(':').length !== 3))
      throw new Undecodable(
        `Invalid identifier format (${String(child)}) not matching the expected format (<package>:<moduleName>:<entityName>) at '${at}.${key}'`,
      );
    identifiers(child, `${at}.${key}`);
  }
}

/** ContractId.fromString, as far as the grammar goes: hex, starting with a version byte. */
const contractIdProblem = (id: string) => (/^[0-9a-f]+$/.test(id) && id.length % 2 === 0 ? undefined : `cannot parse ContractId "${id}"`);
const partyPattern = /^[A-Za-z0-9:_ -]{1,255}$/;

/** Reads a request to one of `contractOperations` as the participant does: its rejection, or nothing to say. */
export function readContractsRequest(call: Call): Reply | undefined {
  if (typeof call.body === 'symbol') return text('Invalid value for: body (expected json value got something else)');
  const body = call.body;
  if (!isObject(body)) return text('Invalid value for: body (expecting an object)');
  try {
    if (call.operationId === 'postV2StateActiveContracts') {
      for (const name of ['limit', 'stream_idle_timeout_ms']) {
        const raw = call.query.get(name);
        if (raw !== null && !/^-?\d+$/.test(raw)) return text(`Invalid value for: query parameter ${name}`);
      }
      // Endpoints.asList: take(limit) with a limit below 1 lists nothing.
      const limit = call.query.get('limit');
      if (limit !== null && Number(limit) < 1) return { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' };
      const offset = long(body['activeAtOffset'], 'activeAtOffset') ?? 0;
      const format = present(body['eventFormat'], 'object', 'eventFormat');
      const filter = present(body['filter'], 'object', 'filter');
      const verbose = present(body['verbose'], 'boolean', 'verbose') && body['verbose'] === true;
      byteString(body['streamContinuationToken'], 'streamContinuationToken');
      identifiers(body['eventFormat'], 'eventFormat');
      identifiers(body['filter'], 'filter');
      if (format && filter) return cantonError('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Both event_format and filter are set.');
      if (format && verbose) return cantonError('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Both event_format and verbose are set.');
      if (!format && !filter)
        return cantonError('INVALID_ARGUMENT', 'The submitted request has invalid arguments: Either filter/verbose or event_format is required.');
      if (offset < 0) return cantonError('NEGATIVE_OFFSET', `Offset ${offset} in active_at_offset is a negative integer`);
      return undefined;
    }
    if (call.operationId === 'postV2StateActiveContractsPage') {
      const offset = long(body['activeAtOffset'], 'activeAtOffset');
      const format = present(body['eventFormat'], 'object', 'eventFormat');
      const size = long(body['maxPageSize'], 'maxPageSize');
      byteString(body['pageToken'], 'pageToken');
      identifiers(body['eventFormat'], 'eventFormat');
      if (!format) return cantonError('MISSING_FIELD', 'The submitted command is missing a mandatory field: event_format');
      if (size !== undefined && size <= 0)
        return cantonError('INVALID_ARGUMENT', `The submitted request has invalid arguments: Requested page size must be positive, but got ${size}`);
      if (offset !== undefined && offset < 0) return cantonError('NEGATIVE_OFFSET', `Offset ${offset} in active_at_offset is a negative integer`);
      return undefined;
    }
    const id = present(body['contractId'], 'string', 'contractId') ? (body['contractId'] as string) : '';
    if (call.operationId === 'postV2EventsEventsByContractId') {
      const format = present(body['eventFormat'], 'object', 'eventFormat');
      identifiers(body['eventFormat'], 'eventFormat');
      if (id === '') return cantonError('MISSING_FIELD', 'The submitted command is missing a mandatory field: contract_id');
      const problem = contractIdProblem(id);
      if (problem !== undefined)
        return cantonError('INVALID_FIELD', `The submitted command has a field with invalid value: Invalid field contract_id: ${problem}`);
      if (!format) return cantonError('MISSING_FIELD', 'The submitted command is missing a mandatory field: event_format');
      return undefined;
    }
    const parties = present(body['queryingParties'], 'array', 'queryingParties') ? (body['queryingParties'] as unknown[]) : [];
    for (const party of parties) if (typeof party !== 'string') throw wrongType(party, 'string', 'queryingParties');
    if (id === '') return cantonError('MISSING_FIELD', 'The submitted command is missing a mandatory field: contract_id');
    const problem = contractIdProblem(id);
    if (problem !== undefined)
      return cantonError('INVALID_FIELD', `The submitted command has a field with invalid value: Invalid field contract_id: ${problem}`);
    const bad = parties.find((p) => !partyPattern.test(p as string));
    if (bad !== undefined) return cantonError('INVALID_ARGUMENT', `The submitted request has invalid arguments: ${JSON.stringify(bad)} is not a valid party`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Undecodable)) throw error;
    return text(`Invalid value for: body (${error.message})`);
  }
}
