// Shared responses: a response written once under `components/responses` and referenced by many operations
// (the validator's 401, Scan's 404) answers alike on each, so against Prism the `coverage` check asks its
// named examples and dynamic series once per API run, on the operation that claims it first.
import type { SharedResponseView } from './check-context.ts';

/** Which operation of an API run asks each shared response in full: the first to claim it, in run order. */
export class SharedResponses implements SharedResponseView {
  private readonly owners = new Map<string, string>();

  /** The operation that asks `component` in full: `operationId` when no operation claimed it before. */
  claim(component: string, operationId: string): string {
    const owner = this.owners.get(component);
    if (owner !== undefined) return owner;
    this.owners.set(component, operationId);
    return operationId;
  }
}
