// The runner's public contract with the checks: what a check's hooks are handed (an operation's plan and run,
// a channel's target, a network's run) and what they may ask of it (the session sends their requests). The
// checks import these types and nothing else of run/; the runner's modules build and pass them. Types only,
// from modules below the runner (the contract model, plan/, validate/, release/, wire/).
import type { ChannelEntry, Json, JsonObject, MediaSpec, OperationSpec, SpecDocument, SubprotocolAuth } from '@canton-openapi/contract';
import type { ApiName } from '../apis.ts';
import type { NegativeCase } from '../plan/negative.ts';
import type { PlannedRequest } from '../plan/request.ts';
import type { WritePolicy } from '../plan/writes.ts';
import type { ReleaseContext, Served } from '../release/served.ts';
import type { CheckResult } from '../report/model.ts';
import type { Answer } from '../validate/answer.ts';
import type { SpecValidator } from '../validate/validator.ts';
import type { WireRequest } from '../wire/http.ts';
import type { Conversation, UpgradeAnswer } from '../wire/websocket.ts';

/** A spec loaded and checked against the `--param`s given, before any server is started. */
export interface PreparedApi {
  api: ApiName;
  doc: SpecDocument;
  operations: OperationSpec[];
  validator: SpecValidator;
  params: Map<string, string>;
  /** The API's WebSocket channels (its AsyncAPI document), when it has any. */
  channels?: { entries: ChannelEntry[]; validator: SpecValidator; auth?: SubprotocolAuth };
}

/** One request, its answer, and what the response checks made of it. */
export interface Exchange extends Answer {
  wire: WireRequest;
  checks: CheckResult[];
}

/**
 * How a request is sent: `prefer` asks Prism for an example or seed; `credentialed` marks a request that carries
 * the user's token and must not be refused for it; `anonymous` one stripped of every credential the operation's
 * security names; `unjudged`, an answer only the caller judges (no response checks, coverage or symptoms): a probe
 * of an operation the server's release does not serve.
 */
export interface ExchangeOptions {
  prefer?: string;
  dynamic?: boolean;
  credentialed?: boolean;
  anonymous?: boolean;
  unjudged?: boolean;
}

/** The run's session with the server: every request a check sends goes through it, one at a time. */
export interface RequestSession {
  /** Sends `planned` for `op` and runs the response checks on its answer. */
  exchange(op: OperationSpec, planned: PlannedRequest, options?: ExchangeOptions): Promise<Exchange>;
  /** The `Deprecation` header per operation, as first seen. */
  readonly deprecationHeaders: ReadonlyMap<string, string>;
  /** Whether the server refused a request without credentials (401 or 403): it authenticates, so such a request has no effect. */
  readonly refusedWithoutCredentials: boolean;
}

/** What the run has seen of the answers the spec documents, as far as a check asks. */
export interface CoverageView {
  /** Whether dynamic mode has produced every union branch and variant an answer of `media` to `operationId` can hold. */
  dynamicComplete(operationId: string, media: MediaSpec | undefined): boolean;
}

/** Which operation asks each shared response in full, as far as a check asks. */
export interface SharedResponseView {
  /** The operation that asks the shared response `component` (`/components/responses/Unauthorized`) in full: the first to claim it. */
  claim(component: string, operationId: string): string;
}

/** What running one operation needs. */
export interface OperationRun {
  api: ApiName;
  doc: SpecDocument;
  /** The server's release (when known) and the settings that re-enable what it disables. */
  release: ReleaseContext;
  validator: SpecValidator;
  session: RequestSession;
  coverage: CoverageView;
  /** Which operation asks each shared response in full (the `coverage` check's, against Prism). */
  sharedResponses: SharedResponseView;
  params: Map<string, string>;
  token?: string;
  /** Present against Prism: the base of the per-request seeds of dynamic mode. */
  seed?: number;
  maxPages: number;
  /** Rules the spec records as not enforced by the server fail instead of warning. */
  strict?: boolean;
  /** What may be sent to write operations (`--allow-writes`; everything against a Prism mock). */
  writes: WritePolicy;
}

/** What will be sent for one operation, worked out before anything is sent. */
export interface OperationPlan {
  op: OperationSpec;
  /** What the server's release does with the operation. */
  served: Served;
  /** Why nothing but the auth check can run, when that is so. */
  skipped?: string;
  /**
   * A write operation the run may not use: nothing is sent but, where the spec records the server refuses it
   * before any effect (`x-auth-before-effect`), the auth check's request without credentials (`anonymous`).
   */
  writeGated?: boolean;
  bases: { name: string; request: PlannedRequest }[];
  /** The first base request, without credentials. */
  anonymous?: PlannedRequest;
  /** The first base request as sent: with credentials when the operation needs them. */
  base?: PlannedRequest;
  /** Whether the positive requests run (no credentials needed, or a token that fits). */
  runnable: boolean;
  credentialed: boolean;
  negatives: NegativeCase[];
  /**
   * For an operation the server's release does not serve: one request the `release` check sends, expecting
   * the answer to a path no route matches; its body is no JSON, so a server that does serve it refuses it.
   */
  probe?: PlannedRequest;
  /** Base requests that use a request field the release disables: sent by the `release` check, which expects them refused. */
  refused: { name: string; request: PlannedRequest; fields: string[] }[];
  /** The answers to the operation's own requests, once sent. */
  answers?: Exchange[];
  /** The least number of requests the plan sends (pagination and dynamic series may add more). */
  plannedRequests: number;
}

/** What the channel checks need: the channels, their validator and auth, where and how to connect. */
export interface ChannelRun {
  channels: ChannelEntry[];
  validator: SpecValidator;
  auth?: SubprotocolAuth;
  /** The API root (http/https); channels are below it with the ws/wss scheme. */
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  api: ApiName;
  /** The server's release: what it does not serve is skipped, what it disables by default is checked to be refused. */
  release: ReleaseContext;
  /** What may be sent to a channel whose conversation writes (`x-effect: write`): nothing, unless `--allow-writes` names it. */
  writes: WritePolicy;
  /** The names `--only` gave: a channel it does not name (by path or operationId) gets no connection. */
  only?: string[];
}

/** One WebSocket channel as its checks meet it, once the tail from the ledger begin got through. */
export interface ChannelTarget {
  channel: ChannelEntry;
  run: ChannelRun;
  httpUrl: string;
  wsUrl: string;
  /** The tail's request: the request example from offset 0, the `--param`s applied. */
  open: JsonObject;
  /** The last offset the tail sent, where a bounded stream can end (absent where no tail ran). */
  end?: number;
  /** Offers `protocols` on an upgrade and reports the answer (a connection of the run). */
  probe(protocols: string[]): Promise<UpgradeAnswer>;
  /** One conversation (a connection of the run); `protocols` default to the run's, with its token. */
  converse(request: Json, options: { idleMs: number; maxFrames: number }, protocols?: string[]): Promise<Conversation>;
}

/** A listed Scan: usable (`apiRoot`) or refused (`reason`). */
export interface ListedScan {
  svName: string;
  publicUrl: string;
  apiRoot?: string;
  reason?: string;
}

/** What the network checks get: the Scans listed, how many must agree, and a way to ask each usable one. */
export interface NetworkRun {
  prepared: PreparedApi;
  listed: ListedScan[];
  /** f + 1: how many SVs must give an answer for it to be the agreed one. */
  needed: number;
  startedAt: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The names `--only` gave: a read of an operation it does not select is not compared. */
  only?: string[];
  /** Calls `ask` for every usable listed Scan (with its headers), a few at a time; results in order. */
  each<R>(ask: (scan: ListedScan & { apiRoot: string }, headers: Record<string, string>) => Promise<R>): Promise<R[]>;
  /** The SVs whose answers differ from the agreed ones. */
  disagreeing: Set<string>;
}
