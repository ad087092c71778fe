// The Prism mocks the tests against mocks share (vitest's `mocks` project, vitest.config.ts): one static mock of
// each API and a seeded dynamic Scan, started once for every file that asks for them (`sharedMocks()`) instead
// of once per file. The mocks answer by what a request asks, never by what was asked before, so files may share them.
import { type MockServer, startMock } from '@canton-openapi/conformance';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { type Api, apis } from './spec.ts';

/** The API roots of the shared mocks. */
export interface SharedMocks {
  /** The static mock of each API: the spec's named examples, every operation of the spec served (`wholeSpec`). */
  static: Record<Api, string>;
  /** A Scan mock in Prism's seeded dynamic mode (seed 7): its vote results page like a server's, in two pages. */
  dynamicScan: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mocks: SharedMocks;
  }
}

/** The API roots of the mocks the `mocks` project's global set-up started. */
export function sharedMocks(): SharedMocks {
  return inject('mocks');
}

/** vitest's global set-up of the `mocks` project: starts the mocks (Prism mocks starting at once on busy cores take a while), and stops them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started: MockServer[] = [];
  const start = async (api: Api, options = {}) => {
    const mock = await startMock(api, options);
    started.push(mock);
    return mock;
  };
  const stop = async () => void (await Promise.all(started.map((m) => m.close())));
  try {
    // Every operation of the spec, also those its newest release removed: prism.test calls each one.
    const whole = { wholeSpec: true };
    const [statics, dynamicScan] = await Promise.all([Promise.all(apis.map((api) => start(api, whole))), start('scan', { ...whole, dynamic: true, seed: 7 })]);
    project.provide('mocks', {
      static: Object.fromEntries(statics.map((m) => [m.api, m.baseUrl])) as Record<Api, string>,
      dynamicScan: dynamicScan.baseUrl,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
