// The emitters over client-int64.ts shapes (the rounded checks, the bigint conversion) write one
// function per distinct object or array shape; this names them and keeps them in the order first met.
import type { Int64Shape } from '@canton-openapi/contract';

/** One emitted function per distinct object or array shape, named `<prefix><n>` in the order first met. */
export abstract class ShapeFunctions {
  readonly functions: string[] = [];
  private readonly names = new Map<string, string>();

  private readonly prefix: string;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  /** The name of the function emitted for `shape`, emitting it (and what it calls) when first asked. */
  protected named(shape: Exclude<Int64Shape, 1>): string {
    const key = JSON.stringify(shape);
    const known = this.names.get(key);
    if (known !== undefined) return known;
    const name = `${this.prefix}${this.names.size}`;
    this.names.set(key, name);
    const index = this.functions.length;
    this.functions.push(''); // reserved, so that functions appear in the order they are first met
    this.functions[index] = Array.isArray(shape) ? this.array(name, shape[0]!) : this.object(name, shape as Record<string, Int64Shape>);
    return name;
  }

  /** The source of function `name` over an array whose items have shape `item`. */
  protected abstract array(name: string, item: Int64Shape): string;

  /** The source of function `name` over an object of `shape`. */
  protected abstract object(name: string, shape: Record<string, Int64Shape>): string;
}
