// A client generated from a tiny spec, in this process, by the functions tools/codegen runs on the real
// specs (`clientFiles` of generate-client.ts and `clientEntry` of surface-entries.ts): each feature's
// tests (test/<feature>/) drive it through the generated client's shape with an injected fetch, as
// openapi-fetch tests each feature on its own spec. The real specs stay tested by the data-driven
// suites (wire corpus, examples, Prism).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ClientOptions, Int64Mode, TargetOptions } from '@canton-openapi/client';
import { clientFiles } from '@canton-openapi/tools/codegen/generate-client.ts';
import type { JsonObject } from '@canton-openapi/contract';
import { clientEntry, entryFile, pascal } from '@canton-openapi/tools/codegen/surface-entries.ts';
import { parse } from 'yaml';

/** The client's core, which the generated files import (`../core/…`). */
const core = fileURLToPath(new URL('../../src/core/', import.meta.url));

/** Options of a fixture's client: those of every client, `baseUrl` defaulting to the fixture's. */
export type FixtureOptions = Omit<ClientOptions<Int64Mode>, 'baseUrl'> & TargetOptions & { baseUrl?: string };

/** A generated client of a fixture spec. */
export interface Fixture<Client> {
  /** The API root of the fixture's client unless `baseUrl` says otherwise: `http://<name>.test/api`. */
  baseUrl: string;
  /** The generated factory (`create<Name>Client`), `logger: false` unless given. */
  createClient(options?: FixtureOptions): Client;
  /** The generated `is<Name>HttpError`. */
  isHttpError(error: unknown, operationId?: string): boolean;
}

/**
 * The client generated from the spec at `spec` (`test/<feature>/<feature>.yaml`), whose file name is
 * the API's name. `Client` is the shape the test expects of it: a test that expects more fails.
 */
export async function fixture<Client>(spec: URL): Promise<Fixture<Client>> {
  const name = /([a-z][a-z0-9]*)\.yaml$/.exec(spec.pathname)?.[1];
  if (name === undefined) throw new Error(`${spec.pathname}: a fixture spec is <api name>.yaml`);
  const doc = parse(readFileSync(spec, 'utf8')) as JsonObject & { info: { title: string }; servers: { url: string }[] };
  const files = clientFiles(name, doc);
  files.set(entryFile(name), clientEntry({ name, title: doc.info.title, server: doc.servers[0]!.url }, { public: false, extension: false }));
  const dir = join(mkdtempSync(join(tmpdir(), `client-fixture-${name}-`)), 'generated');
  mkdirSync(dir);
  for (const [file, text] of files) writeFileSync(join(dir, file), text.replaceAll("'../core/", `'${core}`));
  const entry = (await import(pathToFileURL(join(dir, entryFile(name))).href)) as Record<string, unknown>;
  const Api = pascal(name);
  const create = entry[`create${Api}Client`] as (options: ClientOptions<Int64Mode>) => Client;
  const isHttpError = entry[`is${Api}HttpError`] as (error: unknown, operationId?: string) => boolean;
  const baseUrl = `http://${name}.test/api`;
  return {
    baseUrl,
    createClient: (options = {}) => create({ baseUrl, logger: false, ...options }),
    isHttpError,
  };
}
