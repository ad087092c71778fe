// An injected fetch for unit tests: records every request it gets and answers from a handler.
// Nothing here touches the network.

/** One request as the server would have seen it. */
export interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

export type Handler = (request: Recorded, index: number) => Response | Promise<Response>;

/** A fetch that answers with `handler` and remembers each request in `calls`. */
export function fakeFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: Recorded = {
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      body: await request.text(),
      signal: request.signal,
    };
    calls.push(recorded);
    return handler(recorded, calls.length - 1);
  };
  return { fetch, calls };
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A response with any body text and content type. */
export function raw(body: string | null, status: number, contentType?: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: contentType ? { 'content-type': contentType, ...headers } : headers });
}

/** Answers the queued responses in order; fails the test when the client asks for more. */
export function sequence(...responses: (Response | (() => Response | Promise<Response>))[]) {
  return fakeFetch((_request, index) => {
    const next = responses[index];
    if (next === undefined) throw new Error(`unexpected request #${index + 1}`);
    return typeof next === 'function' ? next() : next;
  });
}

/** A logger that keeps what it is given. */
export function memoryLogger() {
  const warnings: string[] = [];
  const debug: string[] = [];
  return {
    warnings,
    debug,
    logger: {
      warn: (message: string) => void warnings.push(message),
      debug: (message: string) => void debug.push(message),
    },
  };
}
