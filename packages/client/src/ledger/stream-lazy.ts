// The iterator `streamUpdates` returns up front: it loads the stream code on its first call and then
// hands every call straight to the stream's own iterator. An async generator around it (`yield*`)
// would add its promises and a resumption to every item of the stream.

/** %AsyncIteratorPrototype%: `[Symbol.asyncIterator]` and, where the runtime has it, `[Symbol.asyncDispose]` (`await using`), as async generators have. */
const asyncIteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}.prototype));

/** Forwards `next`, `return` and `throw` to the iterator `open` resolves to, opened on the first call. */
export function lazyIterator<T>(open: () => Promise<AsyncIterator<T>>): AsyncIterableIterator<T> {
  let inner: AsyncIterator<T> | undefined;
  let opening: Promise<AsyncIterator<T>> | undefined;
  const iterator = Object.create(asyncIteratorPrototype) as AsyncIterableIterator<T>;
  // A stream's iterator has all three; `return` or `throw` before `next` ends it unstarted (no socket).
  for (const method of ['next', 'return', 'throw'] as const) {
    iterator[method] = (argument?: unknown) =>
      inner !== undefined ? inner[method]!(argument) : (opening ??= open().then((opened) => (inner = opened))).then((opened) => opened[method]!(argument));
  }
  return iterator;
}
