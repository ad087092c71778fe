// The ledger client's modules loaded on demand, each with the first call of the member that needs it
// (extension.ts), loaded as core/on-demand.ts loads the core's: a module loaded on demand that needs
// another one is handed its loader (read-updates.ts, the update stream's).
import { onDemand } from '../core/on-demand.ts';

/** `prepareSubmission` and `executeSubmission` (interactive.ts). */
export const loadInteractive = /* @__PURE__ */ onDemand(() => import('./interactive.ts'));
/** `readUpdates` (read-updates.ts). */
export const loadReadUpdates = /* @__PURE__ */ onDemand(() => import('./read-updates.ts'));
/** `readActiveContracts` (read-active-contracts.ts, with the active contracts stream). */
export const loadReadActiveContracts = /* @__PURE__ */ onDemand(() => import('./read-active-contracts.ts'));
/** The update stream (stream-updates.ts): `readUpdates` over WebSocket. */
export const loadStreamUpdates = /* @__PURE__ */ onDemand(() => import('./stream-updates.ts'));
/** The stream of every channel, by what its frames hold (channel-streams.ts): the channel methods. */
export const loadChannelStreams = /* @__PURE__ */ onDemand(() => import('./channel-streams.ts'));
