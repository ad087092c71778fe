// The error of a read the Scans did not agree on, with what each Scan said.
import { assign, CantonApiError, type CantonApiErrorOptions } from '../../core/errors.ts';

/** What one Scan contributed to a BFT read. */
export interface ScanAnswer {
  /** The SV whose Scan it is (`svName` from `/v0/scans`; `seed #i` for a seed URL). */
  sv: string;
  /** The Scan's API root. */
  url: string;
  /**
   * `agreed`: its answer was the agreed one; `answered`: a different answer; `failed`: no vote
   * (unreachable, timed out, an error status, a body the spec rejects); `aborted`: not needed once
   * f+1 agreed; `not-asked`: not needed; `refused`: its listed URL is not a bare http(s) origin.
   */
  outcome: 'agreed' | 'answered' | 'failed' | 'aborted' | 'not-asked' | 'refused';
  /** Which distinct answer it gave (1, 2, …), for `agreed` and `answered`. */
  group?: number;
  /** The start of its answer as canonical JSON. */
  answer?: string;
  /** Why it is not a vote (`failed`, `refused`): the error's name and message, which never hold a token. */
  error?: string;
}

/** What a BftConsensusError is made with. */
export interface BftConsensusErrorOptions extends CantonApiErrorOptions {
  /** Matching answers needed: f + 1, f = ⌊(n − 1) / 3⌋. */
  needed: number;
  /** Scans listed (n), refused ones included. */
  total: number;
  /** Every listed Scan and what it answered. */
  answers: readonly ScanAnswer[];
  /** The operation's agreement rule (`x-bft` `agree`). */
  rule?: string;
  /** Rounds asked: more than one for a `moving` read. */
  rounds?: number;
}

/**
 * No answer reached f + 1 matching Scans: they disagreed, failed, or too few were usable.
 * `answers` lists which SV answered what.
 */
export class BftConsensusError extends CantonApiError {
  override name = 'BftConsensusError';
  /** Matching answers needed (f + 1). */
  declare readonly needed: number;
  /** Scans listed (n). */
  declare readonly total: number;
  /** Every listed Scan and what it answered. */
  declare readonly answers: readonly ScanAnswer[];
  /** The operation's agreement rule (`x-bft` `agree`: `exact`, `prefix`, …). */
  declare readonly rule?: string;
  /** Rounds asked: more than one for a `moving` read. */
  declare readonly rounds?: number;

  constructor(message: string, options: BftConsensusErrorOptions) {
    super(message, options);
    assign(this, options, 'needed total answers rule rounds');
  }
}
