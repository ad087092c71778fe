// A server that echoes the Authorization header into its bodies must not put the token into any
// report: the excerpts of bodies in failure messages show `[REDACTED]` in text, JSON and JUnit, and nothing the
// CLI prints on either stream holds it. One operation is enough to be answered so (`--only`).
import { describe, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';
import { startSpecServer } from './support/spec-server.ts';

const token = 'conformance-secret-4711';

describe('the bearer token never reaches a report', () => {
  test.each(['text', 'json', 'junit'])(
    '%s report of a server echoing Authorization in malformed bodies',
    async (format) => {
      const server = await startSpecServer('validator', {
        alter: (call, reply) =>
          reply.status === 200 && typeof call.headers.authorization === 'string'
            ? { ...reply, headers: { 'content-type': 'application/json' }, body: `${call.headers.authorization} is not welcome` }
            : undefined,
      });
      try {
        const run = await runCli([
          '--api',
          'validator',
          '--base-url',
          server.baseUrl,
          '--token',
          token,
          '--only',
          'getTransferOfferStatus',
          '--report',
          format,
        ]);
        expect(run.code).toBe(1);
        expect(run.stdout).toContain('Bearer [REDACTED] is not welcome');
        expect(`${run.stdout}\n${run.stderr}`).not.toContain(token);
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});
