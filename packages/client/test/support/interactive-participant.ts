// A stand-in participant for interactive submission on 127.0.0.1: it answers prepare with a body
// written by hand (its whitespace, field order and numbers as given) and reads execute requests as
// Canton's JSON API does: the five keys JsExecuteSubmissionRequest has no default for must be there
// (else 400 text/plain, as tapir answers a body that does not decode), `preparedTransaction` must
// decode as base64 with Java's alphabet. It keeps the raw text of every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the participant received. */
export interface Received {
  method: string;
  path: string;
  text: string;
}

/** What the participant answers an execute operation with: a status and body, or a dropped connection. */
export type ExecuteAnswer = { status: number; contentType?: string; body: string } | 'drop';

export interface InteractiveParticipant {
  baseUrl: string;
  received: Received[];
  close(): Promise<void>;
}

const executeKeys = ['preparedTransaction', 'partySignatures', 'deduplicationPeriod', 'submissionId', 'hashingSchemeVersion'];
const javaBase64 = /^[A-Za-z0-9+/]*={0,2}$/;

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/** Starts the participant: `prepare` is the prepare answer's exact text (or a status and body), `execute` answers each execute call. */
export async function startInteractiveParticipant(options: {
  prepare: string | { status: number; body: string };
  execute: (operation: string, body: Record<string, unknown>) => ExecuteAnswer;
}): Promise<InteractiveParticipant> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const text = await readText(request);
    const path = request.url ?? '';
    received.push({ method: request.method ?? '', path, text });
    if (path === '/v2/interactive-submission/prepare') {
      const answer = options.prepare;
      if (typeof answer === 'string') send(response, 200, 'application/json', answer);
      else send(response, answer.status, 'application/json', answer.body);
      return;
    }
    const operation = /^\/v2\/interactive-submission\/(execute|executeAndWait|executeAndWaitForTransaction)$/.exec(path)?.[1];
    if (operation === undefined) return send(response, 404, 'text/plain; charset=UTF-8', 'The requested resource could not be found.');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return send(response, 400, 'text/plain; charset=UTF-8', 'Invalid value for: body');
    }
    const missing = executeKeys.find((key) => !(key in body));
    if (missing !== undefined) return send(response, 400, 'text/plain; charset=UTF-8', `Invalid value for: body (Missing required field at '${missing}')`);
    if (typeof body['preparedTransaction'] !== 'string' || !javaBase64.test(body['preparedTransaction'])) {
      return send(response, 400, 'text/plain; charset=UTF-8', 'Invalid value for: body (The string is not a valid Base64)');
    }
    const answer = options.execute(operation, body);
    if (answer === 'drop') {
      request.socket.destroy();
      return;
    }
    send(response, answer.status, answer.contentType ?? 'application/json', answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
