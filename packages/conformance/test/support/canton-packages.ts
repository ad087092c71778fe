// The participant's package, DAR and vetting endpoints as an upstream-like stand-in reads them
// (JsPackageService and its codecs, ApiPackageService, api/package.scala on release-line-3.5): what
// does not decode is a plain-text 400, values read but refused a Canton error in JSON, the rest is
// left to the spec-replaying server's 200. See specs/README.md "Packages, DARs and vetting".
import { isObject } from '@canton-openapi/contract';
import { text } from './canton-errors.ts';
import type { Call, Reply } from './spec-server.ts';

/** A Canton error of `category` (8: INVALID_ARGUMENT, gRPC 3; 9: FAILED_PRECONDITION, gRPC 9), 400 JSON. */
function cantonError(code: string, cause: string, category = 8): Reply {
  const error = {
    code,
    cause,
    correlationId: null,
    traceId: null,
    context: { category: String(category) },
    resources: [],
    errorCategory: category,
    grpcCodeValue: category === 8 ? 3 : 9,
    retryInfo: null,
    definiteAnswer: null,
  };
  return { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify(error) };
}

const protoFailure = (reason: string) => cantonError('PROTO_DESERIALIZATION_FAILURE', `Deserialization of protobuf message failed (${reason})`);

const packageId = /^[A-Za-z0-9_ -]{1,64}$/;
const packageName = /^[A-Za-z0-9_-]{1,255}$/;
const packageVersion = /^(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*$/;
const forceFlags = [
  'UPDATE_VETTED_PACKAGES_FORCE_FLAG_UNSPECIFIED',
  'UPDATE_VETTED_PACKAGES_FORCE_FLAG_ALLOW_VET_INCOMPATIBLE_UPGRADES',
  'UPDATE_VETTED_PACKAGES_FORCE_FLAG_ALLOW_UNVETTED_DEPENDENCIES',
];

/** A value circe does not decode: the request is answered in plain text. */
class Undecodable extends Error {}

function typed<T>(value: unknown, at: string, expected: string, is: (v: unknown) => v is T): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (!is(value)) throw new Undecodable(`Invalid value for: body (Got value '${JSON.stringify(value)}' with wrong type, expecting ${expected} at '${at}')`);
  return value;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isRecord = (v: unknown): v is Record<string, unknown> => isObject(v);
/** circe's Int, relaxed: a number, or a numeral in a string. */
const isInt = (v: unknown): v is number | string => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d+$/.test(v.trim()));

/** A problem with a package reference the participant reads (VettedPackagesRef.fromProto), or undefined. */
function referenceProblem(ref: Record<string, unknown>, at: string): string | undefined {
  const [id, name, version] = ['packageId', 'packageName', 'packageVersion'].map((k) => typed(ref[k], `${at}.${k}`, 'string', isString) || undefined);
  if (id !== undefined && !packageId.test(id)) return 'package_id';
  if (name !== undefined && !packageName.test(name)) return 'package_name';
  if (version !== undefined && (!packageVersion.test(version) || version.length > 255)) return 'package_version';
  const allowed = (id && !name && !version) || (!id && name) || (id && name && version);
  return allowed ? undefined : 'package_name: set package_id, or package_name (and package_version), or all three';
}

function readVettingUpdate(body: unknown): Reply | undefined {
  const request = typed(body, '', 'object', isRecord) ?? {};
  typed(request['dryRun'], 'dryRun', 'boolean', (v): v is boolean => typeof v === 'boolean');
  typed(request['synchronizerId'], 'synchronizerId', 'string', isString);
  for (const [i, flag] of (typed(request['updateVettedPackagesForceFlags'], 'updateVettedPackagesForceFlags', 'array', isArray) ?? []).entries())
    if (typeof flag !== 'string' || !forceFlags.includes(flag))
      throw new Undecodable(`Invalid value for: body (Unrecognized enum value ${String(flag)} at 'updateVettedPackagesForceFlags[${i}]')`);
  const serial = typed(
    typed(request['expectedTopologySerial'], 'expectedTopologySerial', 'object', isRecord)?.['serial'],
    'expectedTopologySerial.serial',
    'object',
    isRecord,
  );
  const prior = serial === undefined ? undefined : typed(serial['Prior'], 'expectedTopologySerial.serial.Prior', 'object', isRecord);
  if (prior !== undefined) {
    const value = typed(prior['value'], 'expectedTopologySerial.serial.Prior.value', 'number', isInt);
    if (value === undefined) throw new Undecodable("Invalid value for: body (Missing required field at 'expectedTopologySerial.serial.Prior.value')");
    if (Number(value) < 1) return protoFailure('expected_topology_serial: not positive');
  }
  const problems: string[] = [];
  for (const [i, change] of (typed(request['changes'], 'changes', 'array', isArray) ?? []).entries()) {
    const operation = typed(typed(change, `changes[${i}]`, 'object', isRecord)?.['operation'], `changes[${i}].operation`, 'object', isRecord);
    const key = operation === undefined ? 'Empty' : Object.keys(operation)[0];
    if (key === 'Empty') return protoFailure('FieldNotSet(operation)');
    if (key !== 'Vet' && key !== 'Unvet') throw new Undecodable(`Invalid value for: body (unknown operation ${String(key)} at 'changes[${i}].operation')`);
    const wrapper = typed(operation![key], `changes[${i}].operation.${key}`, 'object', isRecord);
    const value = typed(wrapper?.['value'], `changes[${i}].operation.${key}.value`, 'object', isRecord);
    if (value === undefined) throw new Undecodable(`Invalid value for: body (Missing required field at 'changes[${i}].operation.${key}.value')`);
    for (const [j, ref] of (typed(value['packages'], `changes[${i}].operation.${key}.value.packages`, 'array', isArray) ?? []).entries()) {
      const at = `changes[${i}].operation.${key}.value.packages[${j}]`;
      const problem = referenceProblem(typed(ref, at, 'object', isRecord) ?? {}, at);
      if (problem !== undefined) problems.push(problem);
    }
  }
  return problems.length === 0 ? undefined : protoFailure(`InvariantViolation(${problems[0]})`);
}

function readVettingList(body: unknown): Reply | undefined {
  const request = typed(body, '', 'object', isRecord) ?? {};
  const metadata = typed(request['packageMetadataFilter'], 'packageMetadataFilter', 'object', isRecord);
  const ids = typed(metadata?.['packageIds'], 'packageMetadataFilter.packageIds', 'array', isArray) ?? [];
  typed(metadata?.['packageNamePrefixes'], 'packageMetadataFilter.packageNamePrefixes', 'array', isArray);
  const topology = typed(request['topologyStateFilter'], 'topologyStateFilter', 'object', isRecord);
  typed(topology?.['participantIds'], 'topologyStateFilter.participantIds', 'array', isArray);
  typed(topology?.['synchronizerIds'], 'topologyStateFilter.synchronizerIds', 'array', isArray);
  typed(request['pageToken'], 'pageToken', 'string', isString);
  const pageSize = typed(request['pageSize'], 'pageSize', 'number', isInt);
  if (ids.some((id) => typeof id !== 'string' || !packageId.test(id))) return protoFailure('ValueConversionError(package_ids)');
  if (pageSize !== undefined && Number(pageSize) < 0) return protoFailure('page_size: negative');
  return undefined;
}

/** The operations {@link packageReplies} reads as the participant does. */
export const packageOperations: ReadonlySet<string> = new Set([
  'getV2PackagesPackageId',
  'getV2PackagesPackageIdStatus',
  'postV2Dars',
  'postV2Packages',
  'postV2PackageVettingList',
  'postV2PackageVetting',
  'postV2PackageVettingUpdate',
]);

/** The participant's answer to a package, DAR or vetting request where it differs from the spec server's, else undefined. */
export function packageReplies(call: Call, reply: Reply): Reply | undefined {
  if (reply.status === 401) return undefined;
  try {
    switch (call.operationId) {
      case 'getV2PackagesPackageId':
      case 'getV2PackagesPackageIdStatus': {
        const id = call.pathParams?.['package-id'] ?? '';
        return packageId.test(id) ? undefined : cantonError('INVALID_ARGUMENT', `The submitted request has invalid arguments: Invalid package id: ${id}`);
      }
      case 'postV2Dars':
      case 'postV2Packages': {
        const vet = call.query.get('vetAllPackages');
        return vet === null || /^(true|false)$/i.test(vet) ? undefined : text('Invalid value for: query parameter vetAllPackages');
      }
      case 'postV2PackageVettingList':
        return typeof call.body === 'symbol' ? text('Invalid value for: body') : readVettingList(call.body);
      case 'postV2PackageVetting':
      case 'postV2PackageVettingUpdate':
        return typeof call.body === 'symbol' ? text('Invalid value for: body') : readVettingUpdate(call.body);
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof Undecodable) return text(error.message);
    throw error;
  }
}
