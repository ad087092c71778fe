// Holdings by contract id: those created in the transaction read from their views, archived ones looked
// up once with `/v2/events/events-by-contract-id` (an archive event carries no view) and remembered.
import { Numeric10 } from '../decimal/numeric10.ts';
import { type DamlMeta, holdingViewOf, type InterfaceView, transferInstructionViewOf } from './events.ts';
import type { HoldingLock, TokenHolding } from './types.ts';

type Raw = Record<string, unknown>;

/** A holding from its Holding view (V1 `owner`, or V2 `account.owner`); null if the view is not one. */
export function toHolding(contractId: string, view: Raw | null): TokenHolding | null {
  if (!view) return null;
  const owner = typeof view.owner === 'string' ? view.owner : (view.account as { owner?: unknown } | undefined)?.owner;
  const instrument = view.instrumentId as { admin?: unknown; id?: unknown } | undefined;
  if (typeof owner !== 'string' || typeof instrument?.admin !== 'string' || typeof instrument.id !== 'string') return null;
  const lock = view.lock as Raw | null | undefined;
  const expiresAfter = lock?.expiresAfter as { microseconds?: unknown } | string | null | undefined;
  return {
    contractId,
    owner,
    instrumentId: { admin: instrument.admin, id: instrument.id },
    amount: Numeric10.parse(view.amount as string),
    lock: lock
      ? ({
          holders: Array.isArray(lock.holders) ? (lock.holders as string[]) : [],
          expiresAt: typeof lock.expiresAt === 'string' ? lock.expiresAt : null,
          expiresAfter: typeof expiresAfter === 'object' && expiresAfter ? String(expiresAfter.microseconds) : (expiresAfter ?? null),
          context: typeof lock.context === 'string' ? lock.context : null,
        } satisfies HoldingLock)
      : null,
    meta: (view.meta as DamlMeta)?.values ?? {},
  };
}

/** What the reader asks the ledger for a contract's events: the ledger client's `postV2EventsEventsByContractId`. */
export type EventsByContractId = (body: { contractId: string; eventFormat: object }) => Promise<unknown>;

/** The created event's views of a contract looked up by id; null when the party cannot see it (404). */
export async function lookUpViews(lookup: EventsByContractId, contractId: string, eventFormat: object): Promise<InterfaceView[] | null> {
  let answer: unknown;
  try {
    answer = await lookup({ contractId, eventFormat });
  } catch (error) {
    // The party saw the archive (an actor of the choice) without being a stakeholder of the contract.
    if ((error as { status?: unknown })?.status === 404) return null;
    throw error;
  }
  const created = (answer as { created?: { createdEvent?: { interfaceViews?: InterfaceView[] } } } | undefined)?.created?.createdEvent;
  return created ? (created.interfaceViews ?? []) : null;
}

/** Holdings and transfer instructions by contract id, for one read: created ones seen, archived ones looked up once. */
export class ContractViews {
  private readonly views = new Map<string, Promise<InterfaceView[] | null>>();

  private readonly lookup: EventsByContractId;
  private readonly eventFormat: object;

  constructor(lookup: EventsByContractId, eventFormat: object) {
    this.lookup = lookup;
    this.eventFormat = eventFormat;
  }

  /** Remembers the views of a contract created in a transaction read. */
  remember(contractId: string, views: InterfaceView[]): void {
    this.views.set(contractId, Promise.resolve(views));
  }

  private viewsOf(contractId: string): Promise<InterfaceView[] | null> {
    let views = this.views.get(contractId);
    if (!views) {
      views = lookUpViews(this.lookup, contractId, this.eventFormat);
      this.views.set(contractId, views);
    }
    return views;
  }

  /** The holding `contractId`, or null when it is none or the party cannot see it. */
  async holding(contractId: string): Promise<TokenHolding | null> {
    const views = await this.viewsOf(contractId);
    return views ? toHolding(contractId, holdingViewOf(views)) : null;
  }

  /** The TransferInstruction view of `contractId`, or null. */
  async transferInstruction(contractId: string): Promise<Raw | null> {
    const views = await this.viewsOf(contractId);
    return views ? transferInstructionViewOf(views) : null;
  }
}
