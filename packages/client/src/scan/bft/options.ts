// The options and the shape of createBftScanClient's client.
import type { ClientOptions, TokenSource } from '../../core/options.ts';
import type { Int64Mode } from '../../core/types/int64.ts';
import type { ScanMethods, ScanStableMethods } from '../../generated/scan.gen.ts';
import type { RefusedScan } from './origin.ts';

/** What the client sends to one Scan origin, and to no other. */
export interface ScanCredentials {
  /** Bearer token (or a function returning one) for this origin only. */
  token?: TokenSource;
  /** Extra headers for this origin only. */
  headers?: Record<string, string>;
}

/** Options of {@link createBftScanClient}. */
export interface BftScanClientOptions<M extends Int64Mode = 'number'> extends Omit<ClientOptions<M>, 'baseUrl' | 'token' | 'validate'> {
  /** API roots (`{scan}/api/scan`) of the Scans the list is first read from. */
  seedUrls: readonly string[];
  /**
   * Credentials by origin (`https://scan.sv-1.example.com`). Scan reads are public; a token or header
   * reaches only the origin it is listed under, never a Scan discovered through `/v0/scans`.
   */
  credentials?: Readonly<Record<string, ScanCredentials>>;
  /** The synchronizer whose Scans to read (`domainId` in `/v0/scans`); needed when several are listed. */
  synchronizerId?: string;
  /** How often the Scan list is read again, in milliseconds (default 600 000, as Splice). */
  refreshIntervalMs?: number;
  /** Told of every listed Scan whose `publicUrl` is not a bare http(s) origin, which is never called. */
  onRefusedScan?: (refused: RefusedScan) => void;
  /** Random numbers in [0, 1) choosing which Scans to ask first (default `Math.random`). */
  random?: () => number;
  /**
   * How a read whose answer moves while Scans catch up (`x-bft` `moving: true`: DSO info, open rounds, …) asks
   * again when the Scans do not agree: at most `attempts` rounds (default 12), a new random sample of Scans each
   * round, waiting 100 ms, then twice as long each time up to `maxDelayMs` (default 1000), and never past the
   * call's `timeoutMs`. Other reads are asked once.
   */
  settle?: { attempts?: number; maxDelayMs?: number };
}

/** The Scans a BFT client reads through. */
export interface BftScanList {
  /** Usable Scans: SV name and API root. */
  scans: { sv: string; url: string }[];
  /** Listed Scans the client refuses to call, and why. */
  refused: RefusedScan[];
  /** f + 1: matching answers each read needs. */
  needed: number;
}

/** What a BFT Scan client has besides its reads: its Scan list. */
export interface BftScanListMembers {
  /** Reads `/v0/scans` again now (otherwise read before the first call and every `refreshIntervalMs`). */
  refresh(options?: { signal?: AbortSignal }): Promise<BftScanList>;
  /** The current list (empty before the first call or `refresh`). */
  scanList(): BftScanList;
}

/** The Scan API read through BFT: the methods of `createScanClient` (the reads upstream keeps compatible), and the Scan list. */
export interface BftScanClient<M extends Int64Mode = 'number'> extends ScanStableMethods<M>, BftScanListMembers {}

/**
 * The whole Scan API read through BFT, reads without upstream's compatibility promise included, and the Scan list:
 * what `createBftScanClient` of `@canton-openapi/client/scan/internal` returns (exported there as `BftScanClient`).
 */
export interface BftScanInternalClient<M extends Int64Mode = 'number'> extends ScanMethods<M>, BftScanListMembers {}
