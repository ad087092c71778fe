// A call's deadline: one AbortSignal per call that fires on the caller's signal or when `timeoutMs`
// elapses, whichever comes first, and remembers which it was, so the call rejects with AbortError or
// TimeoutError; and `untilAborted`, which bounds any await of the call by that signal.

/** The signal every attempt and wait of one call shares. */
export interface Deadline {
  readonly signal: AbortSignal;
  /** Why the signal fired, once it has. */
  readonly cause: () => 'timeout' | 'abort' | undefined;
  /** Milliseconds left before the timeout (Infinity without one). */
  readonly remaining: () => number;
  /** The caller's abort reason. */
  readonly abortReason: () => unknown;
  /** Fires the timeout if its time has passed although the timer could not run yet; true once the signal fired. */
  readonly overdue: () => boolean;
  /** Clears the timer and listener; call when the call settles. */
  readonly dispose: () => void;
}

/** Starts the deadline of one call. */
export function startDeadline(timeoutMs: number, signal: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let cause: 'timeout' | 'abort' | undefined;
  // Infinity (no timeout) stays Infinity.
  const expiresAt = Date.now() + timeoutMs;
  const fire = (why: 'timeout' | 'abort', reason: unknown) => {
    cause ??= why;
    controller.abort(reason);
  };
  const onAbort = () => fire('abort', signal?.reason);
  const onTimeout = () => fire('timeout', new DOMException('timeout', 'TimeoutError'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (signal?.aborted) onAbort();
  else {
    signal?.addEventListener('abort', onAbort, { once: true });
    if (expiresAt < Infinity) timer = setTimeout(onTimeout, timeoutMs);
  }
  return {
    signal: controller.signal,
    cause: () => cause,
    remaining: () => expiresAt - Date.now(),
    abortReason: () => signal?.reason,
    overdue: () => {
      if (cause === undefined && Date.now() >= expiresAt) onTimeout();
      return controller.signal.aborted;
    },
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Resolves when `promise` settles, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Its outcome no longer counts, as when the signal aborts later: a rejection is not unhandled.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
