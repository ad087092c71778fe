// One connection of a WebSocket stream over the platform `WebSocket` (Node 22+, browsers), with a
// bounded buffer. The platform WebSocket cannot pause reading: it delivers every frame the server
// sends as fast as the network brings them. So the frames a slow consumer has not taken yet are
// kept up to a high-water mark (frames and characters), and when it is reached the socket is
// closed: the consumer drains what is buffered and then learns that the connection overflowed, so
// its caller can reconnect and resume after the last item delivered. Memory stays bounded by the
// mark, whatever the server's pace.

/** Why a connection ended, once its buffered frames are taken. */
export type SocketEnd =
  /** The socket never opened: the server refused the upgrade (token, path) or was not reached. */
  | { kind: 'refused' }
  /** The socket closed (by the server, or the network dropped it). */
  | { kind: 'closed'; code: number; reason: string; clean: boolean }
  /** The buffer reached its high-water mark; the socket was closed by us. */
  | { kind: 'overflow' }
  /** The caller's signal aborted; the socket was closed by us. */
  | { kind: 'aborted' };

/** Bounds of the buffer: at least one frame is always kept. */
export interface HighWaterMark {
  frames: number;
  chars: number;
}

/** What opening a connection needs. */
export interface SocketRequest {
  url: string;
  protocols: string[];
  /** The first frame the client sends once the socket is open. */
  firstFrame: string;
  highWaterMark: HighWaterMark;
  signal: AbortSignal | undefined;
  /** Called with the buffered frame count whenever it grows (a test hook; undefined in production). */
  onBuffered?: ((frames: number) => void) | undefined;
}

const decoder = new TextDecoder();

/** One WebSocket connection read frame by frame: `next()` resolves to a frame's text or to why it ended. */
export class SocketConnection {
  private readonly socket: WebSocket;
  private readonly queue: string[] = [];
  /** Index of the next frame to hand out (the queue is compacted when drained). */
  private head = 0;
  private chars = 0;
  private end: SocketEnd | undefined;
  private opened = false;
  private wake: (() => void) | undefined;
  private readonly onAbort: () => void;
  private readonly request: SocketRequest;

  /** Opens the socket; the constructor of the platform WebSocket throws on an invalid URL or protocol. */
  constructor(request: SocketRequest) {
    this.request = request;
    const socket = new WebSocket(request.url, request.protocols);
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      this.opened = true;
      socket.send(request.firstFrame);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => {
      this.finish(this.opened ? { kind: 'closed', code: event.code, reason: event.reason, clean: event.wasClean } : { kind: 'refused' });
    };
    // Browsers follow an error event with a close event; Node 22's WebSocket fires none after a
    // refused upgrade. Either way the error ends the connection (it never says more than 1006).
    socket.onerror = () => this.finish(this.opened ? { kind: 'closed', code: 1006, reason: '', clean: false } : { kind: 'refused' });
    this.onAbort = () => this.stop({ kind: 'aborted' });
    if (request.signal?.aborted) this.stop({ kind: 'aborted' });
    else request.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** The subprotocol the server chose (empty before the socket opened). */
  get protocol(): string {
    return this.socket.protocol;
  }

  private receive(data: unknown): void {
    if (this.end !== undefined) return;
    const text = typeof data === 'string' ? data : decoder.decode(data as ArrayBuffer);
    this.queue.push(text);
    this.chars += text.length;
    const buffered = this.queue.length - this.head;
    this.request.onBuffered?.(buffered);
    const mark = this.request.highWaterMark;
    if (buffered >= mark.frames || (this.chars >= mark.chars && buffered > 1)) this.stop({ kind: 'overflow' });
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private finish(end: SocketEnd): void {
    this.end ??= end;
    this.request.signal?.removeEventListener('abort', this.onAbort);
    this.notify();
  }

  /** Closes the socket and ends the connection with `end` once the buffered frames are taken. */
  stop(end: SocketEnd = { kind: 'aborted' }): void {
    this.finish(end);
    if (this.socket.readyState === WebSocket.CONNECTING || this.socket.readyState === WebSocket.OPEN) {
      try {
        this.socket.close(1000);
      } catch {
        // Closing a socket that is already going away: nothing to do.
      }
    }
  }

  /**
   * A buffered frame's text, at once, or undefined when none is buffered (or the stream was
   * aborted): the reader awaits `next()` only then, sparing a promise per frame that was waiting.
   */
  take(): string | undefined {
    if (this.head >= this.queue.length || this.end?.kind === 'aborted') return undefined;
    const text = this.queue[this.head]!;
    this.queue[this.head++] = '';
    this.chars -= text.length;
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    return text;
  }

  /** The next frame's text, or why the connection ended (after every buffered frame). */
  async next(): Promise<string | SocketEnd> {
    for (;;) {
      if (this.end?.kind === 'aborted') return this.end;
      const text = this.take();
      if (text !== undefined) return text;
      if (this.end !== undefined) return this.end;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
