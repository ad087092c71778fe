// Test files share their worker (isolate: false, vitest.config.ts): the libraries they load (TypeScript, Ajv,
// esbuild, fast-check) load once per worker instead of once per file. The client's own modules load afresh for
// every file, as in a new process: what the client keeps per process (the warnings it logs once) starts empty.
import { vi } from 'vitest';

vi.resetModules();
