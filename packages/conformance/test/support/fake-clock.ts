// A fake clock for runs in process. A run's own timers — a request's deadline, the idle time that ends a
// WebSocket tail, the progress heartbeat — fire only when the test moves the clock, and a test moves it on an
// event that says nothing else can come: a server got a request it will never answer, a stream sent everything
// and the client read it. So no test waits for a clock, and none depends on the machine's speed.
import { onTestFinished, vi } from 'vitest';
import { localDeadlineMs } from './local-run.ts';

/** A test run's deadline of each request (`--timeout`, local-run.ts), which also bounds a WebSocket tail's idle time. */
export const runTimeoutMs = localDeadlineMs;

/** The clock of one test. */
export interface FakeClock {
  /** Moves the clock on by `ms`, firing every timer due by then. */
  pass(ms: number): void;
}

/**
 * Fakes `setTimeout` until the test ends; with `heartbeat`, `setInterval` and `Date` too (the progress output's
 * heartbeat and elapsed times). `performance.now()` stays real: the durations a report gives are measured.
 */
export function fakeClock(options: { heartbeat?: boolean } = {}): FakeClock {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', ...(options.heartbeat ? (['setInterval', 'clearInterval', 'Date'] as const) : [])] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return { pass: (ms) => vi.advanceTimersByTime(ms) };
}
