// The frames of a WebSocket channel read against its messages (its AsyncAPI document): which message a frame is,
// what the validator finds in it, and whether it says the stream is unauthenticated.
import { isObject, type Json, type MessageEntry, type SubprotocolAuth } from '@canton-openapi/contract';
import type { CheckResult } from '../report/model.ts';
import type { SpecValidator } from './validator.ts';

type Parsed = { ok: true; value: Json } | { ok: false; error: string };

/** A frame's JSON, or why it is not JSON. */
export function parseFrame(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The message a frame is (the first it validates against), or the closest one with its findings. */
export function classify(validator: SpecValidator, messages: MessageEntry[], value: Json) {
  let best: { message: MessageEntry; findings: ReturnType<SpecValidator['validate']> } | undefined;
  for (const message of messages) {
    const findings = validator.validate(message.payloadPointer, value);
    if (findings.length === 0) return { message, findings };
    if (best === undefined || findings.length < best.findings.length) best = { message, findings };
  }
  return best;
}

/** Every frame validates against one of the channel's messages; in a stream of updates an error frame fails too. */
export function frameChecks(validator: SpecValidator, messages: MessageEntry[], frames: string[]): CheckResult[] {
  const checks: CheckResult[] = [];
  frames.forEach((text, i) => {
    const parsed = parseFrame(text);
    if (!parsed.ok) {
      checks.push({
        check: 'body-schema',
        outcome: 'fail',
        pointer: `/${i}`,
        message: `frame ${i + 1} is not JSON: ${parsed.error}`,
        expected: 'a JSON text frame',
      });
      return;
    }
    const found = classify(validator, messages, parsed.value);
    if (found === undefined) return;
    for (const f of found.findings) {
      checks.push({
        check: f.check,
        outcome: 'fail',
        pointer: `/${i}${f.pointer}`,
        message: `${found.message.name} frame ${i + 1}: ${f.message}`,
        ...(f.expected === undefined ? {} : { expected: f.expected }),
      });
    }
    if (found.findings.length === 0 && found.message.errorFrame) {
      const cause = isObject(parsed.value) ? `${String(parsed.value['code'])}: ${String(parsed.value['cause'])}` : '';
      checks.push({
        check: 'termination',
        outcome: 'fail',
        pointer: `/${i}`,
        message: `frame ${i + 1} is a ${found.message.name} error frame for a valid request (${cause})`,
      });
    }
  });
  if (!checks.some((c) => c.outcome === 'fail') && frames.length > 0)
    checks.push({ check: 'body-schema', outcome: 'pass', message: `${frames.length} frame(s) valid` });
  return checks;
}

/** The grpc code of the answer to a stream without a valid token: `x-rejected-with`'s, else UNAUTHENTICATED. */
export function unauthenticatedCode(auth: SubprotocolAuth): number {
  const payload = auth.rejection?.payload;
  const code = isObject(payload) ? payload['grpcCodeValue'] : undefined;
  return typeof code === 'number' ? code : 16;
}

/** How `frame` says the stream is unauthenticated ("an UNAUTHENTICATED error frame (NA: …)"), or undefined when it does not. */
export function unauthenticatedFrame(auth: SubprotocolAuth, frame: string | undefined): string | undefined {
  const parsed = frame === undefined ? undefined : parseFrame(frame);
  if (parsed === undefined || !parsed.ok || !isObject(parsed.value) || parsed.value['grpcCodeValue'] !== unauthenticatedCode(auth)) return undefined;
  return `with an UNAUTHENTICATED error frame (${String(parsed.value['code'])}: ${String(parsed.value['cause'])})`;
}
