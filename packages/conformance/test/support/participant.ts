// A spec server that stands in for a participant: the operations the upstream-like stand-ins model (update lists,
// state reads, contracts, parties, users, identity providers, packages) are read as the participant reads them,
// its unenforced rules accepted; every other operation refuses what the spec refuses.
import { type CantonCheck, modelledOperations, participantReplies } from './canton-updates.ts';
import { packageOperations, packageReplies } from './canton-packages.ts';
import type { SpecServerOptions } from './spec-server.ts';

/** `acceptInvalid` and `alter` of a participant stand-in; `skip` leaves out some of its own checks (a broken participant). */
export function participantOptions(skip?: ReadonlySet<CantonCheck>): Pick<SpecServerOptions, 'acceptInvalid' | 'alter'> {
  const participant = participantReplies(skip);
  return {
    acceptInvalid: (id: string) => modelledOperations.has(id) || packageOperations.has(id),
    alter: (call, reply) => packageReplies(call, reply) ?? participant(call, reply),
  };
}
