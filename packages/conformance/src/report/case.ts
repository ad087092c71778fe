// The cases of a report, made from what was sent: one request and its answer (`caseOf`), a series of answers
// merged into one case (`mergeChecks`), or one WebSocket conversation (`streamCase`).
import type { Json } from '@canton-openapi/contract';
import type { WireRequest, WireResponse } from '../wire/http.ts';
import type { Conversation } from '../wire/websocket.ts';
import type { CaseKind, CaseReport, CheckResult } from './model.ts';

/** What a case is made of: a request as sent, its answer (none where the transport failed), and what the checks made of it. */
export interface SentRequest {
  wire: WireRequest;
  response?: WireResponse;
  checks: CheckResult[];
}

/** A case report from one exchange: the request, the response and the checks (plus `extra` checks first). */
export function caseOf(name: string, kind: CaseKind, exchange: SentRequest, extra: CheckResult[] = []): CaseReport {
  const report: CaseReport = { name, kind, request: requestSummary(exchange.wire), checks: [...extra] };
  if (exchange.response !== undefined) {
    const contentType = exchange.response.headers['content-type'];
    report.response = {
      status: exchange.response.status,
      durationMs: Math.round(exchange.response.durationMs),
      ...(contentType === undefined ? {} : { contentType }),
    };
  }
  report.checks.push(...exchange.checks);
  return report;
}

/** The request as the report shows it; credentials are never written out. */
export function requestSummary(wire: WireRequest): NonNullable<CaseReport['request']> {
  const summary: NonNullable<CaseReport['request']> = { method: wire.method, url: wire.url };
  if (wire.headers['prefer'] !== undefined) summary.prefer = wire.headers['prefer'];
  if (wire.body !== undefined) summary.body = wire.body;
  return summary;
}

/** The case of one conversation: the request sent and, when the socket opened, the frames received. */
export function streamCase(name: string, url: string, body: Json, conversation: Conversation, kind: CaseReport['kind'] = 'stream'): CaseReport {
  return {
    name,
    kind,
    request: { method: 'WS', url, body: JSON.stringify(body) },
    ...(conversation.failure === undefined
      ? { response: { status: 101, contentType: `websocket, ${conversation.frames.length} frame(s)`, durationMs: conversation.durationMs } }
      : {}),
    checks: [],
  };
}

/** Merges the checks of several responses: every failure and warning stays (labelled), passes and skips collapse. */
export function mergeChecks(runs: { label: string; checks: CheckResult[] }[]): CheckResult[] {
  const merged: CheckResult[] = [];
  const order: CheckResult['check'][] = [];
  for (const run of runs) for (const c of run.checks) if (!order.includes(c.check)) order.push(c.check);
  for (const check of order) {
    const all = runs.flatMap((r) => r.checks.filter((c) => c.check === check).map((c) => ({ label: r.label, c })));
    const failures = all.filter((x) => x.c.outcome === 'fail' || x.c.outcome === 'warn');
    const skips = all.filter((x) => x.c.outcome === 'skip');
    for (const { label, c } of failures) merged.push({ ...c, message: `${label}: ${c.message ?? ''}` });
    if (failures.length === 0 && all.some((x) => x.c.outcome === 'pass'))
      merged.push({ check, outcome: 'pass', message: `${all.filter((x) => x.c.outcome === 'pass').length} responses` });
    if (skips.length > 0) {
      const first = skips[0]?.c.message ?? '';
      merged.push({ check, outcome: 'skip', message: `${skips.length} of ${runs.length} skipped (${skips.map((s) => s.label).join(', ')}): ${first}` });
    }
  }
  return merged;
}
