// The server's release, and what it serves. A call of an operation, a deprecated request field or a
// channel whose availability depends on the release (the operation table's `releases`, from the
// contract's lifecycle keys) comes here before anything is sent: the release is the `serverVersion`
// option, or is read once per client from the server (the ledger's `GET /v2/version`, Splice's
// `GET /version`); what the release does not serve rejects with UnsupportedByServerError, what it
// serves deprecated warns once per process. A release the client cannot learn (`serverVersion: false`,
// a failed lookup, a version it cannot read) blocks nothing: the call is sent and the server judges it.
// A failed lookup stands for a minute (calls meanwhile are sent unchecked, without asking again), then the
// next call that needs the release asks again: a node still starting is learned later. A release outside
// the client's `targets` warns once per client. Deprecation
// warnings are logged once per process from here. Loaded with the first such call, or the first
// request to look at closely (request-check.ts): calls of operations every release serves never come here.
import type { OperationPlan } from './call.ts';
import type { ApiDefinition, ClientRuntime } from './context.ts';
import type { ErrorContext } from './errors.ts';
import type { Logger } from './options.ts';
import type { OperationTable } from './types/operation-table.ts';
import type { ReleaseEntry } from './types/releases.ts';

const warned = new Set<string>();

/** Logs `message` through `logger` the first time `key` is seen in this process. */
export function warnDeprecatedOnce(key: string, message: string, logger: Logger | undefined): void {
  if (warned.has(key)) return;
  warned.add(key);
  logger?.warn(`[@canton-openapi/client] ${message}`, { deprecated: key });
}

/** Records `key` as warned without logging: a more specific warning already covered it. */
export function markWarned(key: string): void {
  warned.add(key);
}

/** What a release does with a node: as the contract model's `availabilityAt` answers (packages/contract/src/lifecycle.ts). */
export type Availability = 'absent' | 'served' | 'deprecated' | 'disabled' | 'removed';

type Parsed = [major: number, minor: number, patch: number, pre: string | undefined];

const releasePattern = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `3.6.1`, `3.5.14-snapshot.20260815.19176.0.v65fa04f6`, `3.6.0-SNAPSHOT`; undefined when not a release. */
export function parseRelease(text: string): Parsed | undefined {
  const match = releasePattern.exec(text.trim());
  return match === null ? undefined : [Number(match[1]), Number(match[2]), Number(match[3]), match[4]];
}

/** Semver precedence: a snapshot of a version orders before it (as the contract model orders releases). */
function compare(a: Parsed, b: Parsed): number {
  const core = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (core !== 0) return core;
  if (a[3] === undefined || b[3] === undefined) return (a[3] === undefined ? 1 : 0) - (b[3] === undefined ? 1 : 0);
  return a[3].localeCompare(b[3], 'en', { numeric: true });
}

/** What release `release` does with the node of `entry`. */
export function availabilityAt(entry: ReleaseEntry, release: Parsed): Availability {
  const reached = (version: string | undefined) => version !== undefined && compare(release, parseRelease(version)!) >= 0;
  if (entry.added !== undefined && !reached(entry.added)) return 'absent';
  if (reached(entry.removed)) return 'removed';
  if (reached(entry.disabled)) return 'disabled';
  if (entry.deprecated === true || reached(entry.deprecated)) return 'deprecated';
  return 'served';
}

/** How long a failed lookup stands: every call needing the release in that time is sent unchecked without asking again. */
const unknownForMs = 60_000;
/** The release each client's server reports (a lookup in flight is shared by the calls waiting for it); `failedAt` when it could not be learned. */
const releases = new WeakMap<ClientRuntime, { version: Promise<string | undefined>; failedAt?: number }>();
/** The clients that warned that their server's release is unknown: once per client, as each client may meet another server. */
const unknownWarned = new WeakSet<ClientRuntime>();
/** The clients whose server's release was held against their `targets`: once per client. */
const targetsChecked = new WeakSet<ClientRuntime>();

/** Warns once per client when the server's release is of none of the release lines the client's `targets` name (its types describe those). */
function checkTargets(runtime: ClientRuntime, version: string, release: Parsed): void {
  const targets = runtime.options.targets;
  if (targets === undefined || targetsChecked.has(runtime)) return;
  targetsChecked.add(runtime);
  if (targets.includes(`${release[0]}.${release[1]}`)) return;
  runtime.logger?.warn(
    `[@canton-openapi/client] The ${runtime.api.name} server reports release ${version}, of none of the release lines the client targets ` +
      `(${targets.join(', ')}): the client's types describe what those lines serve, not this release. Calls are still checked against ${version}.`,
  );
}

/**
 * The server's release as the client knows it: the `serverVersion` option, or the server's answer,
 * looked up once (with the client's token, timeout and retry policy). Undefined when unknown.
 */
export function serverRelease(runtime: ClientRuntime, table: OperationTable): Promise<string | undefined> {
  const option = runtime.options.serverVersion;
  if (option === false) return Promise.resolve(undefined);
  if (typeof option === 'string' && parseRelease(option) !== undefined) return Promise.resolve(option);
  if (option !== undefined) {
    return Promise.reject(
      new runtime.errors.RequestError(`The \`serverVersion\` option must be a release such as '3.6.1', or false, got ${JSON.stringify(option)}.`),
    );
  }
  const known = releases.get(runtime);
  if (known !== undefined && (known.failedAt === undefined || Date.now() - known.failedAt < unknownForMs)) return known.version;
  const lookup: { version: Promise<string | undefined>; failedAt?: number } = { version: lookUp(runtime, table.releases?.version ?? '') };
  releases.set(runtime, lookup);
  // A failed lookup is kept a while, not for good: a node that was still starting reports its release later.
  void lookup.version.then((version) => {
    if (version === undefined) lookup.failedAt = Date.now();
  });
  return lookup.version;
}

async function lookUp(runtime: ClientRuntime, path: string): Promise<string | undefined> {
  const api = runtime.api.name;
  const why = (reason: string) => {
    if (!unknownWarned.has(runtime))
      runtime.logger?.warn(
        `[@canton-openapi/client] The ${api} server's release is unknown: ${reason}. Calls whose availability depends on the release are sent unchecked. ` +
          'Set the `serverVersion` option to state it, or `false` to never look it up.',
      );
    unknownWarned.add(runtime);
    return undefined;
  };
  if (path === '') return why('the spec names no endpoint that reports it');
  const versionApi: ApiDefinition = {
    name: api,
    methods: /(?!)/,
    loadValidators: runtime.api.loadValidators,
    loadOperations: async () => ({ operations: { getVersion: { method: 'get', path, pathParams: [] } }, int64: {}, rounded: {}, deprecations: {} }),
  };
  try {
    const answer = await runtime.createCore(versionApi, { ...runtime.options, validate: false }).invoke<unknown>('getVersion', undefined, undefined, undefined);
    const version = (answer as { version?: unknown } | null)?.version;
    if (typeof version !== 'string') return why(`GET ${path} answered no \`version\` string`);
    if (parseRelease(version) === undefined) return why(`GET ${path} answered '${version}', which is not a release`);
    return version;
  } catch (error) {
    return why((error as Error).message.replace(/\.$/, ''));
  }
}

/** One thing a call uses whose availability depends on the release: an operation, a request field or a channel. */
export interface Subject {
  /** `postV2UpdatesFlats`, `postV2Updates.filter`, `streamUpdatesFlats`: the error's `subject`, and the warning's key. */
  name: string;
  /** What the messages call it: `postV2UpdatesFlats (POST /v2/updates/flats)`, `the request field \`filter\` of …`. */
  what: string;
  entry: ReleaseEntry | undefined;
  /** Its deprecation warning, if it is deprecated. */
  warning: string | undefined;
}

/**
 * Rejects, before anything is sent, when the server's release does not serve `subject`; warns once
 * when it serves it deprecated (naming the release where known).
 */
export async function checkRelease(
  runtime: ClientRuntime,
  table: OperationTable,
  subject: Subject,
  at: ErrorContext & { signal?: AbortSignal },
): Promise<void> {
  const { entry, warning } = subject;
  const key = `${runtime.api.name}:${subject.name}`;
  const version = entry === undefined ? undefined : await runtime.untilAborted(serverRelease(runtime, table), at.signal);
  const release = version === undefined ? undefined : parseRelease(version);
  if (entry === undefined || release === undefined) {
    if (warning !== undefined) warnDeprecatedOnce(key, warning, runtime.logger);
    return;
  }
  checkTargets(runtime, version!, release);
  let availability = availabilityAt(entry, release);
  if (availability === 'disabled' && runtime.options.deprecatedEndpointsEnabled === true) availability = 'deprecated';
  if (availability === 'deprecated') {
    if (warning !== undefined) warnDeprecatedOnce(key, `${warning} The server reports release ${version}.`, runtime.logger);
    return;
  }
  if (availability === 'served') return;
  const { replacedBy, enabledBy } = entry;
  const state =
    availability === 'absent'
      ? `was added in ${entry.added}`
      : availability === 'removed'
        ? `was removed in ${entry.removed}`
        : `is disabled by default from ${entry.disabled}; the operator re-enables it with \`${enabledBy ?? 'a setting the spec does not name'}\` (then set \`deprecatedEndpointsEnabled: true\`)`;
  const instead = replacedBy === undefined ? '' : ` Use \`${replacedBy}\` instead.`;
  const error = new runtime.errors.UnsupportedByServerError(
    `${subject.what} is not served by the server's release ${version}: it ${state}.${instead} Nothing was sent.`,
    {
      operationId: at.operationId,
      method: at.method,
      url: at.url,
    },
  );
  throw Object.assign(error, { subject: subject.name, serverVersion: version!, availability, replacedBy, enabledBy });
}

/** The release check of a named call of an operation marked `versioned`. */
export function checkOperation(runtime: ClientRuntime, table: OperationTable, operation: OperationPlan, signal: AbortSignal): Promise<void> {
  const { operationId: name, method, url, label } = operation;
  const at = { operationId: name, method, url, signal };
  return checkRelease(runtime, table, { name, what: label, entry: table.releases?.operations[name], warning: table.deprecations[name] }, at);
}
