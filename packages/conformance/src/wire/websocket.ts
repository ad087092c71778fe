// The WebSocket side of the wire for conformance: the raw answer to an upgrade (which the platform WebSocket
// hides: a refused upgrade is only an `error` event there), and one conversation over Node's global WebSocket.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomBytes } from 'node:crypto';

/** What an upgrade request was answered: `101` (then the socket was closed at once) or an HTTP response. */
export interface UpgradeAnswer {
  status: number;
  contentType?: string;
  /** The start of the body of a refusal. */
  body: string;
  /** The protocol the server chose, on 101. */
  protocol?: string;
}

/** Sends one upgrade request to `url` (http/https) offering `protocols`, and reports the answer; rejects on a transport failure. */
export function probeUpgrade(url: string, protocols: string[], timeoutMs: number): Promise<UpgradeAnswer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': randomBytes(16).toString('base64'),
    };
    if (protocols.length > 0) headers['sec-websocket-protocol'] = protocols.join(', ');
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(url, { headers, timeout: timeoutMs });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      const protocol = res.headers['sec-websocket-protocol'];
      done({ status: res.statusCode ?? 101, body: '', ...(typeof protocol === 'string' ? { protocol } : {}) });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        if (body.length < 2000) body += chunk.toString('utf8');
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, ...(res.headers['content-type'] ? { contentType: res.headers['content-type'] } : {}), body }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to the upgrade within ${timeoutMs} ms`)));
    req.on('error', fail);
    req.end();
  });
}

/** One conversation: the frames received, and how it ended. */
export interface Conversation {
  frames: string[];
  /** The server closed the socket (code and reason), or undefined when it was still open when we stopped. */
  closed?: { code: number; reason: string };
  /** We stopped because no frame and no close came for the idle time (`idle`), or enough frames came (`enough`). */
  stopped?: 'idle' | 'enough';
  /** The socket failed (could not open, or broke). */
  failure?: string;
  durationMs: number;
}

/**
 * Opens `url` (ws/wss) with `protocols`, sends `request` as the first frame, and collects text frames until the
 * server closes, `maxFrames` came, or `idleMs` passed without a frame. Never hangs, never buffers without bound.
 */
export function converse(url: string, protocols: string[], request: string, options: { idleMs: number; maxFrames: number }): Promise<Conversation> {
  const started = performance.now();
  return new Promise((done) => {
    const frames: string[] = [];
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ws = new WebSocket(url, protocols);
    const finish = (end: Omit<Conversation, 'frames' | 'durationMs'>) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
      done({ frames, ...end, durationMs: Math.round(performance.now() - started) });
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ stopped: 'idle' }), options.idleMs);
    };
    arm();
    ws.onopen = () => {
      ws.send(request);
      arm();
    };
    ws.onmessage = (event) => {
      frames.push(typeof event.data === 'string' ? event.data : Buffer.from(event.data as ArrayBuffer).toString('utf8'));
      if (frames.length >= options.maxFrames) finish({ stopped: 'enough' });
      else arm();
    };
    ws.onerror = () => {
      if (ws.readyState !== WebSocket.CLOSED && ws.readyState !== WebSocket.CLOSING) finish({ failure: 'the WebSocket failed' });
    };
    ws.onclose = (event) => {
      if (event.code === 1006 && frames.length === 0) finish({ failure: 'the connection was dropped without a close frame (1006)' });
      else finish({ closed: { code: event.code, reason: event.reason } });
    };
  });
}
