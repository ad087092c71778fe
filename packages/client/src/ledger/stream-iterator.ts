// The iterator of a ledger stream: it reads a frame already buffered itself, and leaves the rest
// (connecting, resuming, waiting, errors) to the stream's async generator (resumable-stream.ts).
import type { SocketConnection } from './websocket.ts';

/** What the generator shares with its iterator while it waits at a `yield`. */
export interface Live {
  /** The open connection, whose buffered frames `deliver` reads. */
  connection: SocketConnection | undefined;
  /** Reads a frame and moves the cursor, as the generator's loop does; undefined once the range is complete. */
  deliver: ((text: string) => unknown) | undefined;
  /** The generator waits at the `yield` of an item (and will take the next frame itself when resumed). */
  parked: boolean;
}

/**
 * The iterator of a stream. While its generator is parked after an item and the connection has a
 * frame buffered, `next()` reads that frame itself and resolves at once: the generator would do
 * the same, at the cost of resuming it and of the promises of an async generator's yield, per
 * item. Anything else (an empty buffer, the end of the range, a frame that fails to read, `return`)
 * goes to the generator, so its `catch` and `finally` handle every error and close the socket.
 */
export class FrameIterator<Item> implements AsyncIterableIterator<Item> {
  private readonly live: Live;
  private readonly generator: AsyncGenerator<Item, void, undefined>;
  /** Calls to the generator not settled yet: items must come out in order. */
  private pending = 0;

  constructor(live: Live, generator: AsyncGenerator<Item, void, undefined>) {
    this.live = live;
    this.generator = generator;
  }

  next(): Promise<IteratorResult<Item, void>> {
    const live = this.live;
    if (live.parked && this.pending === 0 && live.deliver !== undefined) {
      const text = live.connection!.take();
      if (text !== undefined) {
        let item: unknown;
        try {
          item = live.deliver(text);
        } catch (error) {
          // Thrown into the generator at its `yield`: its catch and finally handle it.
          return this.track(this.generator.throw(error));
        }
        return Promise.resolve({ value: item as Item, done: false });
      }
    }
    return this.track(this.generator.next());
  }

  return(value?: unknown): Promise<IteratorResult<Item, void>> {
    return this.track(this.generator.return(value as undefined));
  }

  throw(error?: unknown): Promise<IteratorResult<Item, void>> {
    return this.track(this.generator.throw(error));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private track(result: Promise<IteratorResult<Item, void>>): Promise<IteratorResult<Item, void>> {
    this.pending++;
    const settled = () => void this.pending--;
    result.then(settled, settled);
    return result;
  }
}
