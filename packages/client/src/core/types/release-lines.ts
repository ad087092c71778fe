// The release lines a client targets (`targets`): what each line of an API does not serve, as the
// generator writes it (`<Api>Lines`), and the client's type as every targeted line serves it, without
// the methods and request fields some line does not serve (`ServedOn`). Types only.

/** What one release line of an API does not serve, as generated into `<api>.gen.ts` (`<Api>Lines`). */
export interface LineGaps {
  readonly release: string;
  readonly unserved: string;
  readonly disabled: string;
  readonly fields: object;
  readonly disabledFields: object;
}

/** The lines a `targets` tuple names; none for an array type that names no particular lines (`LedgerReleaseLine[]`). */
export type TargetLines<T extends readonly unknown[]> = number extends T['length'] ? never : T[number];

type FieldsAt<Fields, Member> = Member extends keyof Fields ? Fields[Member] : never;

/** The members some line of `Lines` does not serve (disabled ones too unless `Enabled` is `true`). */
type Unserved<Table, Lines, Enabled extends boolean> = Lines extends keyof Table
  ? Table[Lines] extends LineGaps
    ? Table[Lines]['unserved'] | ([Enabled] extends [true] ? never : Table[Lines]['disabled'])
    : never
  : never;

/** The request fields of `Member` some line of `Lines` does not serve. */
type UnservedFields<Table, Lines, Member, Enabled extends boolean> = Lines extends keyof Table
  ? Table[Lines] extends LineGaps
    ? FieldsAt<Table[Lines]['fields'], Member> | ([Enabled] extends [true] ? never : FieldsAt<Table[Lines]['disabledFields'], Member>)
    : never
  : never;

/** An argument without the properties `Names` (a request body, or each member of a union of them); anything else as it is. */
type Without<T, Names> = T extends object ? ([Names & keyof T] extends [never] ? T : { [K in keyof T as K extends Names ? never : K]: T[K] }) : T;

/** A method whose requests leave out the fields `Names` (the arguments keep their names). */
type WithoutFields<F, Names> = [Names] extends [never]
  ? F
  : F extends (...args: infer A) => infer R
    ? (...args: { [I in keyof A]: Without<A[I], Names> }) => R
    : F;

type Narrowed<Client, Table, Lines, Enabled extends boolean> = {
  [K in keyof Client as K extends Unserved<Table, Lines, Enabled> ? never : K]: K extends 'withResponse'
    ? Narrowed<Client[K], Table, Lines, Enabled>
    : WithoutFields<Client[K], UnservedFields<Table, Lines, K, Enabled>>;
};

/**
 * `Client` as every release line of `Lines` serves it (`Table`: the API's generated `<Api>Lines`): without
 * the methods (iterators, channel methods and `withResponse`'s too) and request fields that some line does
 * not serve; disabled-by-default ones stay when `Enabled` is `true` (`deprecatedEndpointsEnabled: true`).
 * `Client` itself when `Lines` is `never` (no targets).
 */
export type ServedOn<Client, Table, Lines extends keyof Table, Enabled extends boolean = false> = [Lines] extends [never]
  ? Client
  : Narrowed<Client, Table, Lines, Enabled>;
