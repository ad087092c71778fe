// Runs the client's tests that depend on the runtime on Node 22, the oldest Node the packages declare
// (`engines`), with the Node that `npm ci` brings from the npm registry into node22/ (see node22/index.ts).
//
// What can differ between Node 22 and 24 for the client is the runtime, not the language: the client is
// compiled against ES2023 and the DOM library alone (tsconfig.base.json `lib`, tsconfig.build.json
// `types: []`), all of which Node 22 implements, so code that only computes runs the same on both. What
// each Node brings of its own is its web platform and V8 features reached through casts: fetch, Request,
// Response and Headers (undici), WHATWG streams and TextDecoder, WebSocket, AbortSignal and timers, sockets,
// and JSON.parse's reviver source text and JSON.rawJSON (int64). So the tests below that exercise those run
// here; the rest of the suite (every operation through an injected fetch, generated code, validators, type
// and bundle checks) runs on Node 24 only. Every test file is in one list or the other: a new file that is in
// neither stops this script, naming it, so whoever adds it decides. Type tests never run here: tsc does not
// depend on the runtime.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node22 } from '../../../node22/index.ts';

/** Test files that exercise the runtime (path under the package → what of it). */
const runtimeTests: Record<string, string> = {
  'test/engines.test.ts': 'which Node runs the suite, and the reviver source text the int64 handling needs',
  'test/int64/int64.test.ts': 'int64 read exactly through JSON.parse reviver source text',
  'test/request-values.test.ts': 'bigint written exactly with JSON.rawJSON',
  'test/interactive-submission.test.ts': "a stand-in participant on a socket: int64 exact through the runtime's fetch",
  'test/errors/errors.test.ts': 'Response bodies, content types, reason phrases and transport failures of the runtime',
  'test/media/binary-bodies.test.ts': "bytes through Response bodies, and the runtime's fetch on a loopback server",
  'test/response-size.test.ts': 'ReadableStream bodies read up to a limit',
  'test/timeout-abort.test.ts': 'AbortSignal, timers and bodies that never end',
  'test/fuzz.test.ts': 'hostile stream bodies, deadlines and signals: every call settles',
  'test/runtime-fetch.test.ts': "the runtime's fetch ending request and body on abort",
  'test/submissions/outcome-unknown.test.ts': "a loopback participant: connections lost through the runtime's fetch",
  'test/bft.test.ts': "several Scans on sockets: the runtime's fetch, timers and signals",
  'test/bft-scan-list.test.ts': "several Scans on sockets: the Scan list read through the runtime's fetch, headers and redirects",
  'test/explorer-history.test.ts': "several Scans on sockets: the update history paged through BFT with the runtime's fetch",
  'test/stream-updates.test.ts': 'the runtime WebSocket: ranges, tailing, resuming',
  'test/stream-failures.test.ts': 'the runtime WebSocket: refused upgrades, error frames, malformed frames',
  'test/stream-buffered.test.ts': 'the runtime WebSocket: frames already buffered',
  'test/stream-completions.test.ts': 'the runtime WebSocket: completion streams, resuming and failing',
  'test/read-updates-transport.test.ts': 'the runtime WebSocket or its absence, against HTTP pages',
  'test/read-active-contracts.test.ts': 'the runtime WebSocket and HTTP pages against a participant',
  'test/prepared-transaction-hash.test.ts': "the prepared-transaction hash through the runtime's Web Crypto SHA-256 and atob",
};

/** Test files that do not depend on the runtime, or cannot run on Node 22 (path → why). */
const otherTests: Record<string, string> = {
  'test/signed-content.test.ts': 'the readable view of a decoded prepared transaction: computing only',
  'test/bft-rules.test.ts': 'each x-bft agreement rule on in-process Scans with a fake clock: no runtime fetch, sockets or real timers',
  'test/methods.test.ts': 'every operation through an injected fetch: generated code',
  'test/property.test.ts': 'every operation against any answer through an injected fetch: generated code and validators',
  'test/int64-fields.test.ts': "every int64 field of the generated maps (the reviver's source text is int64.test.ts's)",
  'test/bigint-conversion.test.ts': 'generated bigint converters',
  'test/quick-validators.test.ts': 'generated validators',
  'test/validation.test.ts': 'generated validators',
  'test/wire-corpus.test.ts': 'generated validators on the wire corpus',
  'test/unions/unions.test.ts': 'union reading on a fixture client through an injected fetch',
  'test/paging/paging.test.ts': 'page iterators through an injected fetch',
  'test/paging/cursor-paging.test.ts': 'cursor iterators (from the last item) through an injected fetch',
  'test/retry/retry.test.ts': 'retry policy on a fake clock',
  'test/submissions/tracking-id.test.ts': "a wallet write's unknown outcome through an injected fetch",
  'test/auth.test.ts': 'token handling through an injected fetch',
  'test/deprecation.test.ts': 'deprecation warnings',
  'test/deprecated-fields.test.ts': 'deprecation warnings (the stream is stream-*.test.ts)',
  'test/releases/releases.test.ts': 'the release check through an injected fetch',
  'test/releases/networks.test.ts': 'releases against fake servers through an injected fetch',
  'test/scan-featured-apps.test.ts': 'one Scan operation through an injected fetch',
  'test/scan-holdings.test.ts': 'Scan paging through an injected fetch',
  'test/registry-commands.test.ts': 'registry helpers through an injected fetch',
  'test/with-response.test.ts': 'withResponse through an injected fetch',
  'test/scan-proxy-schemas.test.ts': 'the bundled specs compared: no runtime',
  'test/internal-surface.test.ts': 'the stable and /internal Scan and validator subpaths through an injected fetch, and their types',
  'test/read-updates.test.ts': 'readUpdates over HTTP pages through an injected fetch',
  'test/up-front.test.ts': 'bundle sizes (esbuild)',
  'test/decimal.test.ts': 'Numeric10 arithmetic on bigint: no runtime platform API',
  'test/token-standard/history.test.ts': 'the Token Standard history reader on fixtures through an injected fetch',
  'test/token-standard/choices.test.ts': 'the Token Standard history reader on hand-made transactions through an injected fetch',
  'test/up-front/growth.test.ts': 'bundle sizes (esbuild)',
  'test/up-front/methods-object.test.ts': 'method names on generated fixture clients',
  'test/bft-tree-shaking.test.ts': 'bundling (esbuild)',
  'test/packed.test.ts': 'the packed files',
  'test/oldest-typescript.test.ts': 'TypeScript 5.4 over the declarations',
  'test/deprecation-marks.test.ts': 'the TypeScript language service',
  'test/browser.test.ts': "headless Chromium (the browser's fetch and WebSocket), and Prism mocks, which need Node 24",
  'test/prism.test.ts': 'Prism mocks, which need Node 24',
  'test/examples.test.ts': 'Prism mocks, which need Node 24',
  'test/onboard-external-party.test.ts': 'an example through an injected fetch; node:crypto Ed25519 alike on both',
  'test/wallet-holdings.test.ts': 'an example through an injected fetch, like onboard-external-party',
  'test/mock-paging.test.ts': 'Prism mocks, which need Node 24',
  'test/bft-mock.test.ts': 'Prism mocks, which need Node 24',
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Test files in neither list, and listed files that do not exist. */
function unclassified(): { missing: string[]; gone: string[] } {
  const files = globSync('test/**/*.test.ts', { cwd: root }).map((f) => f.split('\\').join('/'));
  const listed = [...Object.keys(runtimeTests), ...Object.keys(otherTests)];
  return { missing: files.filter((f) => !listed.includes(f)).sort(), gone: listed.filter((f) => !files.includes(f)) };
}

function main(): number {
  const { missing, gone } = unclassified();
  if (missing.length > 0 || gone.length > 0) {
    for (const file of missing)
      console.error(
        `test:node22: ${file} is in neither list of scripts/test-node22.ts; add it to runtimeTests if it exercises the runtime, else to otherTests`,
      );
    for (const file of gone) console.error(`test:node22: scripts/test-node22.ts lists ${file}, which does not exist`);
    return 1;
  }
  let node: string;
  let version: string;
  try {
    ({ path: node, version } = node22());
  } catch (error) {
    console.error(`test:node22: ${(error as Error).message}`);
    return 1;
  }
  console.log(`test:node22: the client's tests of the runtime on Node ${version}`);
  const vitest = [root, join(root, '..'), join(root, '../..')].map((d) => join(d, 'node_modules/vitest/vitest.mjs')).find((f) => existsSync(f));
  if (vitest === undefined) {
    console.error('test:node22: vitest is not installed (run npm ci at the repository root).');
    return 1;
  }
  const run = spawnSync(node, [vitest, 'run', ...Object.keys(runtimeTests), '--typecheck.enabled=false', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CANTON_EXPECT_NODE: '22' },
  });
  return run.status ?? 1;
}

process.exitCode = main();
