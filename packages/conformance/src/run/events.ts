// What a run reports while it goes: for live progress, a line per operation in CI, and --verbose.
import type { ApiName } from '../apis.ts';
import type { ApiReport, OperationReport } from '../report/model.ts';
import type { WireRequest, WireResponse } from '../wire/http.ts';

/** One step of a run, as it happens. */
export type RunEvent =
  | { type: 'mock-start'; api: ApiName }
  | { type: 'release-lookup'; api: ApiName; path: string }
  | { type: 'api-start'; api: ApiName; baseUrl: string; operations: number; plannedRequests: number }
  | { type: 'operation-start'; api: ApiName; operationId: string; index: number; plannedRequests: number }
  | { type: 'request'; api: ApiName; operationId: string; request: WireRequest }
  | { type: 'response'; api: ApiName; operationId: string; request: WireRequest; response?: WireResponse; failure?: string }
  | { type: 'operation-done'; api: ApiName; report: OperationReport; requests: number; durationMs: number }
  | { type: 'api-done'; report: ApiReport };

/** Receives the events of a run. */
export type RunListener = (event: RunEvent) => void;
