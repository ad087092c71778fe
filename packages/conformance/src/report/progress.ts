// What the CLI says while it runs, on stderr: a live line on a terminal, a line per operation in CI,
// and with --verbose every request and response (credentials redacted). Never long silence: a request
// still waiting is announced every few seconds.
import type { RunEvent, RunListener } from '../run/events.ts';
import { notCheckedReason } from './model.ts';
import type { WireRequest, WireResponse } from '../wire/http.ts';
import { redactHeaders, redactText } from './redact.ts';

/** Where and how progress is written. */
export interface ProgressOptions {
  stream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** A live line rewritten in place (a terminal), or a line per operation (CI logs, files). */
  live: boolean;
  verbose: boolean;
  /** Values never printed (the token). */
  secrets: (string | undefined)[];
  /** Longest quiet stretch while a request is pending, in milliseconds (default 5000). */
  heartbeatMs?: number;
}

interface ApiState {
  operations: number;
  planned: number;
  done: number;
  index: number;
  operation: string;
  pending?: { request: WireRequest; since: number };
}

// The body of a request or response shown by --verbose, at most this many characters.
const bodyLimit = 2000;

/** Starts progress output; `print` writes a line of its own, `stop` ends the live line and the timers. */
export function createProgress(options: ProgressOptions): { onEvent: RunListener; print(line: string): void; stop(): void } {
  const started = Date.now();
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const apis = new Map<string, ApiState>();
  let lastOutput = Date.now();
  let liveShown = false;
  const out = options.stream;

  const clearLive = () => {
    if (liveShown) out.write('\r\x1b[2K');
    liveShown = false;
  };
  const print = (text: string) => {
    clearLive();
    out.write(`${redactText(text, options.secrets)}\n`);
    lastOutput = Date.now();
    if (options.live) drawLive();
  };
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  function drawLive(): void {
    const parts = [...apis].map(([api, s]) => {
      if (s.operations === 0) return `${api} ${s.operation}`;
      const planned = Math.max(s.planned, s.done);
      return `${api} ${s.index}/${s.operations} ${s.operation} · ${s.done}/${planned} requests`;
    });
    const text = parts.length === 0 ? `canton-conformance: starting · ${elapsed()}` : `${parts.join('  |  ')} · ${elapsed()}`;
    // A pseudo-terminal without a size reports 0 columns.
    const width = Math.max(20, (out.columns || 100) - 1);
    out.write(`\r\x1b[2K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    liveShown = true;
  }

  const timer = setInterval(
    () => {
      if (options.live) return drawLive();
      if (Date.now() - lastOutput < heartbeatMs) return;
      const waiting = [...apis].filter(([, s]) => s.pending !== undefined);
      if (waiting.length === 0) print(`canton-conformance: still working · ${elapsed()}`);
      for (const [api, s] of waiting) {
        const p = s.pending;
        if (p !== undefined)
          print(`${api}  still waiting for ${p.request.method} ${p.request.url} (${Math.round((Date.now() - p.since) / 1000)} s) · ${elapsed()}`);
      }
    },
    options.live ? 200 : Math.max(250, Math.floor(heartbeatMs / 4)),
  );
  timer.unref();

  const onEvent = listener(apis, options, { print, drawLive });
  return {
    onEvent,
    print,
    stop() {
      clearInterval(timer);
      clearLive();
    },
  };
}

/** How each run event moves the progress: the state of each API, the live line redrawn, or the lines of a log. */
function listener(apis: Map<string, ApiState>, options: ProgressOptions, output: { print(text: string): void; drawLive(): void }): RunListener {
  return (event: RunEvent) => {
    switch (event.type) {
      case 'mock-start':
        apis.set(event.api, { operations: 0, planned: 0, done: 0, index: 0, operation: 'starting its Prism mock' });
        if (!options.live) output.print(`${event.api}: starting a Prism mock of the bundled spec`);
        break;
      case 'release-lookup':
        apis.set(event.api, { operations: 0, planned: 0, done: 0, index: 0, operation: `reading the server's release (GET ${event.path})` });
        if (!options.live) output.print(`${event.api}: reading the server's release: GET ${event.path}`);
        break;
      case 'api-start':
        apis.set(event.api, { operations: event.operations, planned: event.plannedRequests, done: 0, index: 0, operation: 'starting' });
        if (!options.live) output.print(`${event.api}: checking ${event.baseUrl} · ${event.operations} operations · about ${event.plannedRequests} requests`);
        break;
      case 'operation-start': {
        const s = apis.get(event.api);
        if (s !== undefined) Object.assign(s, { index: event.index + 1, operation: event.operationId });
        // Drawn at once, not only by the timer: a fast run still shows where it is, whatever the machine's speed.
        if (options.live) output.drawLive();
        break;
      }
      case 'request': {
        const s = apis.get(event.api);
        if (s !== undefined) s.pending = { request: event.request, since: Date.now() };
        if (options.verbose) output.print(requestTrace(event.api, event.request, options.secrets));
        break;
      }
      case 'response': {
        const s = apis.get(event.api);
        if (s !== undefined) {
          s.done++;
          delete s.pending;
        }
        if (options.verbose) output.print(responseTrace(event.api, event.response, event.failure));
        break;
      }
      case 'operation-done':
        if (!options.live) output.print(operationLine(event, apis.get(event.api)));
        break;
      case 'api-done':
        apis.delete(event.report.api);
        break;
    }
  };
}

/** The line of a finished operation: its mark, its place, its requests and failures, and why it was not checked. */
function operationLine(event: Extract<RunEvent, { type: 'operation-done' }>, s: ApiState | undefined): string {
  const checks = event.report.cases.flatMap((c) => c.checks);
  const failed = checks.filter((k) => k.outcome === 'fail').length;
  const warnings = checks.filter((k) => k.outcome === 'warn').length;
  // An operation whose requests did not run passed nothing: it says so, and why, instead of ✓.
  const skipped = notCheckedReason(event.report);
  const mark = failed > 0 ? '✗' : skipped !== undefined ? '○' : warnings > 0 ? '⚠' : '✓';
  const position = s === undefined ? '' : `[${s.index}/${s.operations}] `;
  const warned = warnings > 0 ? ` · ${warnings} warning(s)` : '';
  const why = skipped === undefined ? '' : `not checked: ${skipped} · `;
  return `${event.api}  ${mark} ${position}${event.report.operationId}  ${why}${event.requests} requests · ${failed} failed${warned} · ${(event.durationMs / 1000).toFixed(1)} s`;
}

function requestTrace(api: string, request: WireRequest, secrets: (string | undefined)[]): string {
  const lines = [`→ ${api}  ${request.method} ${request.url}`];
  for (const [name, value] of Object.entries(redactHeaders(request.headers, secrets))) lines.push(`    ${name}: ${value}`);
  if (request.body !== undefined) lines.push(`    ${clip(request.body)}`);
  return lines.join('\n');
}

function responseTrace(api: string, response: WireResponse | undefined, failure: string | undefined): string {
  if (response === undefined) return `← ${api}  no answer: ${failure ?? 'unknown'}`;
  const type = response.headers['content-type'] ?? '(no content type)';
  const lines = [`← ${api}  ${response.status} ${type}  ${Math.round(response.durationMs)} ms`];
  for (const name of ['www-authenticate', 'deprecation', 'location'])
    if (response.headers[name] !== undefined) lines.push(`    ${name}: ${response.headers[name]}`);
  if (response.body !== '') lines.push(`    ${clip(response.body)}`);
  return lines.join('\n');
}

function clip(body: string): string {
  const flat = body.replace(/\r?\n/g, '\n    ');
  return flat.length > bodyLimit ? `${flat.slice(0, bodyLimit)}… (${body.length} characters)` : flat;
}
