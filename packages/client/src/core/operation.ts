// What the client knows of one operation, generated into `<api>.gen.ts`. A leaf module: the core's
// modules import it from here, so none of them imports client.ts for a type.

/** An HTTP method, lower case, as openapi-fetch's `request` takes it. */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** What the client needs to know of one operation (generated into `<api>.gen.ts`). */
export interface OperationDef {
  /** Lower case, as openapi-fetch's `request` takes it. */
  readonly method: Method;
  readonly path: string;
  readonly pathParams: readonly string[];
  /**
   * The media types of each error status key (`default` included); absent when all of them are
   * `application/json` alone (see tools/codegen/client-operations.ts).
   */
  readonly errorMedia?: Readonly<Record<string, readonly string[]>>;
  readonly deprecation?: string;
  /** How the operation pages (its `x-pagination`); the token goes in the body unless `in` is `query`. */
  readonly page?: { readonly token: string; readonly items: string; readonly next: string; readonly in?: 'query' };
}
