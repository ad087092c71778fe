// The iterator `streamUpdates` returns up front: it loads the stream code on the first `next()` and
// then hands every call straight to the stream's own iterator. An async generator around it
// (`yield*`) would add its promises and a resumption to every item of the stream.

/** Forwards to the iterator `open` resolves to, opened on the first call; ends unopened if `return` or `throw` comes first. */
export function lazyIterator<T>(open: () => Promise<AsyncIterator<T>>): AsyncIterableIterator<T> {
  let inner: AsyncIterator<T> | undefined;
  let opening: Promise<AsyncIterator<T>> | undefined;
  let ended = false;
  const done: IteratorResult<T> = { value: undefined, done: true };
  const opened = () => (opening ??= open().then((iterator) => (inner = iterator)));
  return {
    next: () => {
      if (inner !== undefined) return inner.next();
      if (ended) return Promise.resolve(done);
      // A failure to load ends the iterator, as it would end an async generator.
      return opened().then(
        (iterator) => iterator.next(),
        (error: unknown) => {
          ended = true;
          throw error;
        },
      );
    },
    return: (value?: unknown) => {
      if (opening === undefined || ended) {
        ended = true;
        return Promise.resolve({ value: value as T, done: true });
      }
      return opened().then((iterator) => iterator.return?.(value) ?? { value: value as T, done: true });
    },
    throw: (error?: unknown) => {
      if (opening === undefined || ended) {
        ended = true;
        return Promise.reject(error);
      }
      return opened().then((iterator) => (iterator.throw !== undefined ? iterator.throw(error) : Promise.reject(error)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
