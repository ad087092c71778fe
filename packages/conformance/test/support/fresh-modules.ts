// Test files share their worker (isolate: false, vitest.config.ts): the libraries they load (Ajv, Redocly, the
// contract model's YAML reader) load once per worker instead of once per file. Conformance's own modules load
// afresh for every file, as in a new process, so no state a module keeps carries from one file to the next.
import { vi } from 'vitest';

vi.resetModules();
