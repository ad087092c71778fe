// Generated from specs/ledger by tools/codegen/generate-client.ts. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { OperationDef, OperationTable, WriteEntry } from '../core/types/operation-table.ts';
import type { Releases } from '../core/types/releases.ts';

/** Every operation of the ledger API: HTTP method, path and what the client needs to call it. */
export const ledgerOperations: Readonly<Record<string, OperationDef>> = {
  postV2UpdatesFlats: {
    method: 'post',
    path: '/v2/updates/flats',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2Updates: {
    method: 'post',
    path: '/v2/updates',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2Version: {
    method: 'get',
    path: '/v2/version',
    pathParams: [],
    errorMedia: {  },
  },
  getV2JoseJwks: {
    method: 'get',
    path: '/v2/jose/jwks/synchronizer/{synchronizer}/party/{party}',
    pathParams: ['synchronizer', 'party'],
    versioned: true,
  },
  getV2StateLedgerEnd: {
    method: 'get',
    path: '/v2/state/ledger-end',
    pathParams: [],
  },
  getV2StateLatestPrunedOffsets: {
    method: 'get',
    path: '/v2/state/latest-pruned-offsets',
    pathParams: [],
  },
  getV2StateConnectedSynchronizers: {
    method: 'get',
    path: '/v2/state/connected-synchronizers',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWait: {
    method: 'post',
    path: '/v2/commands/submit-and-wait',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForTransaction: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-transaction',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForReassignment: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-reassignment',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsSubmitAndWaitForTransactionTree: {
    method: 'post',
    path: '/v2/commands/submit-and-wait-for-transaction-tree',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2CommandsAsyncSubmit: {
    method: 'post',
    path: '/v2/commands/async/submit',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsAsyncSubmitReassignment: {
    method: 'post',
    path: '/v2/commands/async/submit-reassignment',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsCompletions: {
    method: 'post',
    path: '/v2/commands/completions',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2CommandsCommandCompletions: {
    method: 'post',
    path: '/v2/commands/command-completions',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2CommandsCompletionByHash: {
    method: 'post',
    path: '/v2/commands/completion-by-hash',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2Parties: {
    method: 'get',
    path: '/v2/parties',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    page: { iterator: 'iterateParties', token: 'pageToken', items: 'partyDetails', next: 'nextPageToken', in: 'query' },
  },
  postV2Parties: {
    method: 'post',
    path: '/v2/parties',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2PartiesParticipantId: {
    method: 'get',
    path: '/v2/parties/participant-id',
    pathParams: [],
  },
  getV2PartiesParty: {
    method: 'get',
    path: '/v2/parties/{party}',
    pathParams: ['party'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  patchV2PartiesParty: {
    method: 'patch',
    path: '/v2/parties/{party}',
    pathParams: ['party'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2Idps: {
    method: 'get',
    path: '/v2/idps',
    pathParams: [],
  },
  postV2Idps: {
    method: 'post',
    path: '/v2/idps',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2IdpsIdpId: {
    method: 'get',
    path: '/v2/idps/{idp-id}',
    pathParams: ['idp-id'],
  },
  deleteV2IdpsIdpId: {
    method: 'delete',
    path: '/v2/idps/{idp-id}',
    pathParams: ['idp-id'],
  },
  patchV2IdpsIdpId: {
    method: 'patch',
    path: '/v2/idps/{idp-id}',
    pathParams: ['idp-id'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2Users: {
    method: 'get',
    path: '/v2/users',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    page: { iterator: 'iterateUsers', token: 'pageToken', items: 'users', next: 'nextPageToken', in: 'query' },
  },
  postV2Users: {
    method: 'post',
    path: '/v2/users',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2UsersUserId: {
    method: 'get',
    path: '/v2/users/{user-id}',
    pathParams: ['user-id'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  deleteV2UsersUserId: {
    method: 'delete',
    path: '/v2/users/{user-id}',
    pathParams: ['user-id'],
  },
  patchV2UsersUserId: {
    method: 'patch',
    path: '/v2/users/{user-id}',
    pathParams: ['user-id'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2AuthenticatedUser: {
    method: 'get',
    path: '/v2/authenticated-user',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2UsersUserIdRights: {
    method: 'get',
    path: '/v2/users/{user-id}/rights',
    pathParams: ['user-id'],
  },
  postV2UsersUserIdRights: {
    method: 'post',
    path: '/v2/users/{user-id}/rights',
    pathParams: ['user-id'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  patchV2UsersUserIdRights: {
    method: 'patch',
    path: '/v2/users/{user-id}/rights',
    pathParams: ['user-id'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  patchV2UsersUserIdIdentityProviderId: {
    method: 'patch',
    path: '/v2/users/{user-id}/identity-provider-id',
    pathParams: ['user-id'],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2StateActiveContracts: {
    method: 'post',
    path: '/v2/state/active-contracts',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2StateActiveContractsPage: {
    method: 'post',
    path: '/v2/state/active-contracts-page',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateActiveContracts', token: 'pageToken', items: 'activeContracts', next: 'nextPageToken' },
  },
  postV2EventsEventsByContractId: {
    method: 'post',
    path: '/v2/events/events-by-contract-id',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2ContractsContractById: {
    method: 'post',
    path: '/v2/contracts/contract-by-id',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateByOffset: {
    method: 'post',
    path: '/v2/updates/update-by-offset',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateById: {
    method: 'post',
    path: '/v2/updates/update-by-id',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2UpdatesUpdateByHash: {
    method: 'post',
    path: '/v2/updates/update-by-hash',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesGetUpdatesPage: {
    method: 'post',
    path: '/v2/updates/get-updates-page',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
    page: { iterator: 'iterateUpdatesPage', token: 'pageToken', items: 'updates', next: 'nextPageToken' },
  },
  postV2UpdatesTrees: {
    method: 'post',
    path: '/v2/updates/trees',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2UpdatesTransactionTreeByOffsetOffset: {
    method: 'get',
    path: '/v2/updates/transaction-tree-by-offset/{offset}',
    pathParams: ['offset'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2UpdatesTransactionTreeByIdUpdateId: {
    method: 'get',
    path: '/v2/updates/transaction-tree-by-id/{update-id}',
    pathParams: ['update-id'],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesTransactionByOffset: {
    method: 'post',
    path: '/v2/updates/transaction-by-offset',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2UpdatesTransactionById: {
    method: 'post',
    path: '/v2/updates/transaction-by-id',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  getV2Packages: {
    method: 'get',
    path: '/v2/packages',
    pathParams: [],
  },
  postV2Packages: {
    method: 'post',
    path: '/v2/packages',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream' },
  },
  getV2PackagesPackageId: {
    method: 'get',
    path: '/v2/packages/{package-id}',
    pathParams: ['package-id'],
    media: { result: 'application/octet-stream' },
  },
  getV2PackagesPackageIdStatus: {
    method: 'get',
    path: '/v2/packages/{package-id}/status',
    pathParams: ['package-id'],
  },
  postV2Dars: {
    method: 'post',
    path: '/v2/dars',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream' },
  },
  postV2DarsValidate: {
    method: 'post',
    path: '/v2/dars/validate',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    media: { body: 'application/octet-stream', result: '' },
  },
  postV2PackageVetting: {
    method: 'post',
    path: '/v2/package-vetting',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2PackageVettingList: {
    method: 'post',
    path: '/v2/package-vetting/list',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2PackageVettingUpdate: {
    method: 'post',
    path: '/v2/package-vetting/update',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2PartiesExternalGenerateTopology: {
    method: 'post',
    path: '/v2/parties/external/generate-topology',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2PartiesExternalAllocate: {
    method: 'post',
    path: '/v2/parties/external/allocate',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  getV2InteractiveSubmissionPreferredPackageVersion: {
    method: 'get',
    path: '/v2/interactive-submission/preferred-package-version',
    pathParams: [],
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
    versioned: true,
  },
  postV2InteractiveSubmissionPreferredPackages: {
    method: 'post',
    path: '/v2/interactive-submission/preferred-packages',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2InteractiveSubmissionPrepare: {
    method: 'post',
    path: '/v2/interactive-submission/prepare',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2InteractiveSubmissionExecute: {
    method: 'post',
    path: '/v2/interactive-submission/execute',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2InteractiveSubmissionExecuteandwait: {
    method: 'post',
    path: '/v2/interactive-submission/executeAndWait',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
  postV2InteractiveSubmissionExecuteandwaitfortransaction: {
    method: 'post',
    path: '/v2/interactive-submission/executeAndWaitForTransaction',
    pathParams: [],
    body: true,
    errorMedia: { "400": ["text/plain", "application/json"], "default": ["application/json"] },
  },
};

/** Where each operation of the ledger API carries int64 integers (see tools/codegen/client-int64.ts). */
export const ledgerInt64 = {
  postV2UpdatesFlats: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2Updates: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  getV2Version: {"response":{"features":{"offsetCheckpoint":{"maxOffsetCheckpointEmissionDelay":{"seconds":1}}}}},
  getV2JoseJwks: {},
  getV2StateLedgerEnd: {"response":{"offset":1}},
  getV2StateLatestPrunedOffsets: {"response":{"participantPrunedUpToInclusive":1,"allDivulgedContractsPrunedUpToInclusive":1}},
  getV2StateConnectedSynchronizers: {},
  postV2CommandsSubmitAndWait: {"response":{"completionOffset":1},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsSubmitAndWaitForTransaction: {"response":{"transaction":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}},"body":{"commands":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}}},
  postV2CommandsSubmitAndWaitForReassignment: {"response":{"reassignment":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}}},
  postV2CommandsSubmitAndWaitForTransactionTree: {"response":{"transactionTree":{"offset":1,"eventsById":{"$map":{"CreatedTreeEvent":{"value":{"offset":1}},"ExercisedTreeEvent":{"value":{"offset":1}}}}}},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsAsyncSubmit: {"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTimeRel":{"seconds":1}}},
  postV2CommandsAsyncSubmitReassignment: {},
  postV2CommandsCompletions: {"response":[{"completionResponse":{"Completion":{"value":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1}},"OffsetCheckpoint":{"value":{"offset":1}}}}],"body":{"beginExclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2CommandsCommandCompletions: {"response":[{"completionResponse":{"Completion":{"value":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1}},"OffsetCheckpoint":{"value":{"offset":1}}}}],"body":{"beginExclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2CommandsCompletionByHash: {"response":{"acceptedCompletion":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1},"lastRejectedCompletions":[{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"offset":1,"paidTrafficCost":1}]}},
  getV2Parties: {},
  postV2Parties: {},
  getV2PartiesParticipantId: {},
  getV2PartiesParty: {},
  patchV2PartiesParty: {},
  getV2Idps: {},
  postV2Idps: {},
  getV2IdpsIdpId: {},
  deleteV2IdpsIdpId: {},
  patchV2IdpsIdpId: {},
  getV2Users: {},
  postV2Users: {},
  getV2UsersUserId: {},
  deleteV2UsersUserId: {},
  patchV2UsersUserId: {},
  getV2AuthenticatedUser: {},
  getV2UsersUserIdRights: {},
  postV2UsersUserIdRights: {},
  patchV2UsersUserIdRights: {},
  patchV2UsersUserIdIdentityProviderId: {},
  postV2StateActiveContracts: {"response":[{"contractEntry":{"JsActiveContract":{"createdEvent":{"offset":1},"reassignmentCounter":1},"JsIncompleteAssigned":{"assignedEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}}},"JsIncompleteUnassigned":{"createdEvent":{"offset":1},"unassignedEvent":{"reassignmentCounter":1,"offset":1}}}}],"body":{"activeAtOffset":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  postV2StateActiveContractsPage: {"response":{"activeContracts":[{"contractEntry":{"JsActiveContract":{"createdEvent":{"offset":1},"reassignmentCounter":1},"JsIncompleteAssigned":{"assignedEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}}},"JsIncompleteUnassigned":{"createdEvent":{"offset":1},"unassignedEvent":{"reassignmentCounter":1,"offset":1}}}}],"activeAtOffset":1},"body":{"activeAtOffset":1}},
  postV2EventsEventsByContractId: {"response":{"created":{"createdEvent":{"offset":1}},"archived":{"archivedEvent":{"offset":1}}}},
  postV2ContractsContractById: {"response":{"createdEvent":{"offset":1}}},
  postV2UpdatesUpdateByOffset: {"response":{"update":{"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}},"body":{"offset":1}},
  postV2UpdatesUpdateById: {"response":{"update":{"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}},
  postV2UpdatesUpdateByHash: {"response":{"update":{"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}},
  postV2UpdatesGetUpdatesPage: {"response":{"updates":[{"update":{"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TopologyTransaction":{"value":{"offset":1}},"Transaction":{"value":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}}}],"lowestPageOffsetExclusive":1,"highestPageOffsetInclusive":1},"body":{"beginOffsetExclusive":1,"endOffsetInclusive":1}},
  postV2UpdatesTrees: {"response":[{"update":{"OffsetCheckpoint":{"value":{"offset":1}},"Reassignment":{"value":{"offset":1,"events":[{"JsAssignmentEvent":{"reassignmentCounter":1,"createdEvent":{"offset":1}},"JsUnassignedEvent":{"value":{"reassignmentCounter":1,"offset":1}}}],"paidTrafficCost":1}},"TransactionTree":{"value":{"offset":1,"eventsById":{"$map":{"CreatedTreeEvent":{"value":{"offset":1}},"ExercisedTreeEvent":{"value":{"offset":1}}}}}}}}],"body":{"beginExclusive":1,"endInclusive":1},"query":{"limit":1,"stream_idle_timeout_ms":1}},
  getV2UpdatesTransactionTreeByOffsetOffset: {"response":{"transaction":{"offset":1,"eventsById":{"$map":{"CreatedTreeEvent":{"value":{"offset":1}},"ExercisedTreeEvent":{"value":{"offset":1}}}}}},"path":{"offset":1}},
  getV2UpdatesTransactionTreeByIdUpdateId: {"response":{"transaction":{"offset":1,"eventsById":{"$map":{"CreatedTreeEvent":{"value":{"offset":1}},"ExercisedTreeEvent":{"value":{"offset":1}}}}}}},
  postV2UpdatesTransactionByOffset: {"response":{"transaction":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}},"body":{"offset":1}},
  postV2UpdatesTransactionById: {"response":{"transaction":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}}},
  getV2Packages: {},
  postV2Packages: {},
  getV2PackagesPackageId: {},
  getV2PackagesPackageIdStatus: {},
  postV2Dars: {},
  postV2DarsValidate: {},
  postV2PackageVetting: {},
  postV2PackageVettingList: {},
  postV2PackageVettingUpdate: {},
  postV2PartiesExternalGenerateTopology: {},
  postV2PartiesExternalAllocate: {},
  getV2InteractiveSubmissionPreferredPackageVersion: {},
  postV2InteractiveSubmissionPreferredPackages: {},
  postV2InteractiveSubmissionPrepare: {"response":{"costEstimation":{"confirmationRequestTrafficCostEstimation":1,"confirmationResponseTrafficCostEstimation":1,"totalTrafficCostEstimation":1}},"body":{"minLedgerTime":{"time":{"MinLedgerTimeRel":{"value":{"seconds":1}}}}}},
  postV2InteractiveSubmissionExecute: {"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTime":{"time":{"MinLedgerTimeRel":{"value":{"seconds":1}}}}}},
  postV2InteractiveSubmissionExecuteandwait: {"response":{"completionOffset":1},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTime":{"time":{"MinLedgerTimeRel":{"value":{"seconds":1}}}}}},
  postV2InteractiveSubmissionExecuteandwaitfortransaction: {"response":{"transaction":{"events":[{"ArchivedEvent":{"offset":1},"CreatedEvent":{"offset":1},"ExercisedEvent":{"offset":1}}],"offset":1,"paidTrafficCost":1}},"body":{"deduplicationPeriod":{"DeduplicationDuration":{"value":{"seconds":1}},"DeduplicationOffset":{"value":1}},"minLedgerTime":{"time":{"MinLedgerTimeRel":{"value":{"seconds":1}}}}}},
} as const;

/** The type of `ledgerInt64`, which maps int64 fields to `bigint` in a bigint-mode client. */
export type LedgerInt64 = typeof ledgerInt64;

const fields = (v: unknown): Record<string, unknown> | undefined => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined);
// A number JSON.parse may have changed: at or beyond ±2^53, or not a whole number (a fraction or an overflow).
const big = (v: unknown): boolean => typeof v === "number" && !(v < 9007199254740992 && v > -9007199254740992 && Number.isInteger(v));
function r0(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r1(v[i])) return true;
  return false;
}
function r1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r2(o["update"]);
}
function r2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r3(o["OffsetCheckpoint"]) || r5(o["Reassignment"]) || r3(o["TopologyTransaction"]) || r12(o["Transaction"]));
}
function r3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r4(o["value"]);
}
function r4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["offset"]);
}
function r5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r6(o["value"]);
}
function r6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["offset"]) || r7(o["events"]) || big(o["paidTrafficCost"]));
}
function r7(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r8(v[i])) return true;
  return false;
}
function r8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r9(o["JsAssignmentEvent"]) || r10(o["JsUnassignedEvent"]));
}
function r9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["reassignmentCounter"]) || r4(o["createdEvent"]));
}
function r10(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r11(o["value"]);
}
function r11(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["reassignmentCounter"]) || big(o["offset"]));
}
function r12(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r13(o["value"]);
}
function r13(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r14(o["events"]) || big(o["offset"]) || big(o["paidTrafficCost"]));
}
function r14(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r15(v[i])) return true;
  return false;
}
function r15(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r4(o["ArchivedEvent"]) || r4(o["CreatedEvent"]) || r4(o["ExercisedEvent"]));
}
function r16(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r17(o["features"]);
}
function r17(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r18(o["offsetCheckpoint"]);
}
function r18(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r19(o["maxOffsetCheckpointEmissionDelay"]);
}
function r19(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["seconds"]);
}
function r20(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["participantPrunedUpToInclusive"]) || big(o["allDivulgedContractsPrunedUpToInclusive"]));
}
function r21(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["completionOffset"]);
}
function r22(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r13(o["transaction"]);
}
function r23(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r6(o["reassignment"]);
}
function r24(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r25(o["transactionTree"]);
}
function r25(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["offset"]) || r26(o["eventsById"]));
}
function r26(v: unknown): boolean {
  const o = fields(v);
  if (o === undefined) return false;
  for (const k of Object.keys(o)) if (r27(o[k])) return true;
  return false;
}
function r27(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r3(o["CreatedTreeEvent"]) || r3(o["ExercisedTreeEvent"]));
}
function r28(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r29(v[i])) return true;
  return false;
}
function r29(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r30(o["completionResponse"]);
}
function r30(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r31(o["Completion"]) || r3(o["OffsetCheckpoint"]));
}
function r31(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r32(o["value"]);
}
function r32(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r33(o["deduplicationPeriod"]) || big(o["offset"]) || big(o["paidTrafficCost"]));
}
function r33(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r34(o["DeduplicationDuration"]) || r35(o["DeduplicationOffset"]));
}
function r34(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r19(o["value"]);
}
function r35(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && big(o["value"]);
}
function r36(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r32(o["acceptedCompletion"]) || r37(o["lastRejectedCompletions"]));
}
function r37(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r32(v[i])) return true;
  return false;
}
function r38(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r39(v[i])) return true;
  return false;
}
function r39(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r40(o["contractEntry"]);
}
function r40(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r41(o["JsActiveContract"]) || r42(o["JsIncompleteAssigned"]) || r43(o["JsIncompleteUnassigned"]));
}
function r41(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r4(o["createdEvent"]) || big(o["reassignmentCounter"]));
}
function r42(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r9(o["assignedEvent"]);
}
function r43(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r4(o["createdEvent"]) || r11(o["unassignedEvent"]));
}
function r44(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r38(o["activeContracts"]) || big(o["activeAtOffset"]));
}
function r45(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r46(o["created"]) || r47(o["archived"]));
}
function r46(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r4(o["createdEvent"]);
}
function r47(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r4(o["archivedEvent"]);
}
function r48(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r49(o["update"]);
}
function r49(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r5(o["Reassignment"]) || r3(o["TopologyTransaction"]) || r12(o["Transaction"]));
}
function r50(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r51(o["updates"]) || big(o["lowestPageOffsetExclusive"]) || big(o["highestPageOffsetInclusive"]));
}
function r51(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r48(v[i])) return true;
  return false;
}
function r52(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (r53(v[i])) return true;
  return false;
}
function r53(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r54(o["update"]);
}
function r54(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (r3(o["OffsetCheckpoint"]) || r5(o["Reassignment"]) || r55(o["TransactionTree"]));
}
function r55(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r25(o["value"]);
}
function r56(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r25(o["transaction"]);
}
function r57(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && r58(o["costEstimation"]);
}
function r58(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (big(o["confirmationRequestTrafficCostEstimation"]) || big(o["confirmationResponseTrafficCostEstimation"]) || big(o["totalTrafficCostEstimation"]));
}

/** Whether an int64 field of each operation's 200 body (a JSON.parse result) holds a number at or beyond ±2^53, which JSON.parse may have rounded. */
export const ledgerRoundedInt64: Readonly<Record<string, (body: unknown) => boolean>> = {
  postV2UpdatesFlats: r0,
  postV2Updates: r0,
  getV2Version: r16,
  getV2StateLedgerEnd: r4,
  getV2StateLatestPrunedOffsets: r20,
  postV2CommandsSubmitAndWait: r21,
  postV2CommandsSubmitAndWaitForTransaction: r22,
  postV2CommandsSubmitAndWaitForReassignment: r23,
  postV2CommandsSubmitAndWaitForTransactionTree: r24,
  postV2CommandsCompletions: r28,
  postV2CommandsCommandCompletions: r28,
  postV2CommandsCompletionByHash: r36,
  postV2StateActiveContracts: r38,
  postV2StateActiveContractsPage: r44,
  postV2EventsEventsByContractId: r45,
  postV2ContractsContractById: r46,
  postV2UpdatesUpdateByOffset: r48,
  postV2UpdatesUpdateById: r48,
  postV2UpdatesUpdateByHash: r48,
  postV2UpdatesGetUpdatesPage: r50,
  postV2UpdatesTrees: r52,
  getV2UpdatesTransactionTreeByOffsetOffset: r56,
  getV2UpdatesTransactionTreeByIdUpdateId: r56,
  postV2UpdatesTransactionByOffset: r22,
  postV2UpdatesTransactionById: r22,
  postV2InteractiveSubmissionPrepare: r57,
  postV2InteractiveSubmissionExecuteandwait: r21,
  postV2InteractiveSubmissionExecuteandwaitfortransaction: r22,
};

// What the server cannot take in an int64 field: a number other than a safe integer (NaN, ±Infinity, a fraction, an integer
// JSON would round), or a bigint beyond the int64 range.
const inexact = (v: unknown): boolean => (typeof v === "number" ? !Number.isSafeInteger(v) : typeof v === "bigint" && BigInt.asIntN(64, v) !== v);
function q0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["beginExclusive"]) || inexact(o["endInclusive"]));
}
function q1(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["limit"]) || inexact(o["stream_idle_timeout_ms"]));
}
function q2(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (q3(o["deduplicationPeriod"]) || q5(o["minLedgerTimeRel"]));
}
function q3(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (q4(o["DeduplicationDuration"]) || q6(o["DeduplicationOffset"]));
}
function q4(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q5(o["value"]);
}
function q5(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["seconds"]);
}
function q6(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["value"]);
}
function q7(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q2(o["commands"]);
}
function q8(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["beginExclusive"]);
}
function q9(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["activeAtOffset"]);
}
function q10(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && inexact(o["offset"]);
}
function q11(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (inexact(o["beginOffsetExclusive"]) || inexact(o["endOffsetInclusive"]));
}
function q12(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q13(o["minLedgerTime"]);
}
function q13(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q14(o["time"]);
}
function q14(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && q4(o["MinLedgerTimeRel"]);
}
function q15(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (q3(o["deduplicationPeriod"]) || q13(o["minLedgerTime"]));
}
// Whether a request body sets a deprecated field.
function d0(v: unknown): boolean {
  const o = fields(v);
  return o !== undefined && (o["filter"] !== undefined || o["verbose"] !== undefined);
}

/** Whether each operation's request (body, query, path parameters by name) needs a closer look: an int64 field the server cannot take exactly, or a deprecated field set. */
export const ledgerRequestChecks: Readonly<Record<string, (body: unknown, query: unknown, path: unknown) => boolean>> = {
  postV2UpdatesFlats: (body, query, path) => q0(body) || q1(query) || d0(body),
  postV2Updates: (body, query, path) => q0(body) || q1(query) || d0(body),
  postV2CommandsSubmitAndWait: (body, query, path) => q2(body),
  postV2CommandsSubmitAndWaitForTransaction: (body, query, path) => q7(body),
  postV2CommandsSubmitAndWaitForTransactionTree: (body, query, path) => q2(body),
  postV2CommandsAsyncSubmit: (body, query, path) => q2(body),
  postV2CommandsCompletions: (body, query, path) => q8(body) || q1(query),
  postV2CommandsCommandCompletions: (body, query, path) => q8(body) || q1(query),
  postV2StateActiveContracts: (body, query, path) => q9(body) || q1(query) || d0(body),
  postV2StateActiveContractsPage: (body, query, path) => q9(body),
  postV2UpdatesUpdateByOffset: (body, query, path) => q10(body),
  postV2UpdatesGetUpdatesPage: (body, query, path) => q11(body),
  postV2UpdatesTrees: (body, query, path) => q0(body) || q1(query) || d0(body),
  getV2UpdatesTransactionTreeByOffsetOffset: (body, query, path) => q10(path),
  postV2UpdatesTransactionByOffset: (body, query, path) => q10(body),
  postV2InteractiveSubmissionPrepare: (body, query, path) => q12(body),
  postV2InteractiveSubmissionExecute: (body, query, path) => q15(body),
  postV2InteractiveSubmissionExecuteandwait: (body, query, path) => q15(body),
  postV2InteractiveSubmissionExecuteandwaitfortransaction: (body, query, path) => q15(body),
};

/** What replaces each deprecated field of each operation's request body, and when it goes. */
export const ledgerDeprecatedFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  postV2UpdatesFlats: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
  postV2Updates: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
  postV2StateActiveContracts: {"filter":"Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `eventFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
  postV2UpdatesTrees: {"filter":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0.","verbose":"Use `updateFormat` now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34`); removal announced for 3.7.0."},
};

/** The warning a call of each deprecated operation, or a stream of each deprecated channel, logs, once per process. */
export const ledgerDeprecatedOperations: Readonly<Record<string, string>> = {
  postV2UpdatesFlats: "`postV2UpdatesFlats` (POST /v2/updates/flats) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2CommandsSubmitAndWaitForTransactionTree: "`postV2CommandsSubmitAndWaitForTransactionTree` (POST /v2/commands/submit-and-wait-for-transaction-tree) is deprecated. Use `postV2CommandsSubmitAndWaitForTransaction` (POST /v2/commands/submit-and-wait-for-transaction) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2UpdatesTrees: "`postV2UpdatesTrees` (POST /v2/updates/trees) is deprecated. Use `postV2Updates` (POST /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  getV2UpdatesTransactionTreeByOffsetOffset: "`getV2UpdatesTransactionTreeByOffsetOffset` (GET /v2/updates/transaction-tree-by-offset/{offset}) is deprecated. Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  getV2UpdatesTransactionTreeByIdUpdateId: "`getV2UpdatesTransactionTreeByIdUpdateId` (GET /v2/updates/transaction-tree-by-id/{update-id}) is deprecated. Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2UpdatesTransactionByOffset: "`postV2UpdatesTransactionByOffset` (POST /v2/updates/transaction-by-offset) is deprecated. Use `postV2UpdatesUpdateByOffset` (POST /v2/updates/update-by-offset) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2UpdatesTransactionById: "`postV2UpdatesTransactionById` (POST /v2/updates/transaction-by-id) is deprecated. Use `postV2UpdatesUpdateById` (POST /v2/updates/update-by-id) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  postV2PackageVetting: "`postV2PackageVetting` (POST /v2/package-vetting) is deprecated. Use `postV2PackageVettingUpdate` (POST /v2/package-vetting/update) now. Deprecated in 3.5.1; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35`); removal announced for 3.7.0.",
  getV2InteractiveSubmissionPreferredPackageVersion: "`getV2InteractiveSubmissionPreferredPackageVersion` (GET /v2/interactive-submission/preferred-package-version) is deprecated. Use `postV2InteractiveSubmissionPreferredPackages` (POST /v2/interactive-submission/preferred-packages) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  streamUpdatesFlats: "`streamUpdatesFlats` (WebSocket /v2/updates/flats) is deprecated. Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
  streamUpdatesTrees: "`streamUpdatesTrees` (WebSocket /v2/updates/trees) is deprecated. Use `streamUpdates` (WebSocket /v2/updates) now. Deprecated in 3.4.0; disabled by default from 3.6.1 (re-enable with `canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34`); removal announced for 3.7.0.",
};

/** Which server release serves each operation, deprecated request field and channel whose availability depends on it (core/release.ts). */
export const ledgerReleases: Releases = {
  version: "/v2/version",
  operations: {"postV2UpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2Updates"},"getV2JoseJwks":{"added":"3.6.1"},"postV2CommandsSubmitAndWaitForTransactionTree":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2CommandsSubmitAndWaitForTransaction"},"postV2CommandsCommandCompletions":{"added":"3.5.7"},"postV2CommandsCompletionByHash":{"added":"3.6.1"},"postV2StateActiveContractsPage":{"added":"3.5.10"},"postV2UpdatesUpdateByHash":{"added":"3.6.1"},"postV2UpdatesGetUpdatesPage":{"added":"3.5.1"},"postV2UpdatesTrees":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2Updates"},"getV2UpdatesTransactionTreeByOffsetOffset":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2UpdatesUpdateByOffset"},"getV2UpdatesTransactionTreeByIdUpdateId":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2UpdatesUpdateById"},"postV2UpdatesTransactionByOffset":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2UpdatesUpdateByOffset"},"postV2UpdatesTransactionById":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2UpdatesUpdateById"},"postV2PackageVetting":{"deprecated":"3.5.1","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-35","replacedBy":"postV2PackageVettingUpdate"},"getV2InteractiveSubmissionPreferredPackageVersion":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"postV2InteractiveSubmissionPreferredPackages"}},
  fields: {"postV2UpdatesFlats":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}},"postV2Updates":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}},"postV2StateActiveContracts":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"eventFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"eventFormat"}},"postV2UpdatesTrees":{"filter":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"},"verbose":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-parameters-34","replacedBy":"updateFormat"}}},
  channels: {"streamUpdatesFlats":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"streamUpdates"},"streamCommandsCommandCompletions":{"added":"3.5.7"},"streamUpdatesTrees":{"deprecated":"3.4.0","disabled":"3.6.1","enabledBy":"canton.participants.<participant>.features.deprecated.enable-deprecated-endpoints-34","replacedBy":"streamUpdates"}},
};

/** The writes of the ledger API (`x-effect: write`), and where a submission's body holds its ids and deduplication period (`x-submission`): what the client never sends twice when the outcome is unknown (core/failure.ts). */
export const ledgerWrites: Readonly<Record<string, WriteEntry>> = {
  postV2CommandsSubmitAndWait: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsSubmitAndWaitForTransaction: {"submission":{"commandId":"/commands/commandId","submissionId":"/commands/submissionId","deduplicationPeriod":"/commands/deduplicationPeriod"}},
  postV2CommandsSubmitAndWaitForReassignment: {"submission":{"commandId":"/reassignmentCommands/commandId","submissionId":"/reassignmentCommands/submissionId"}},
  postV2CommandsSubmitAndWaitForTransactionTree: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsAsyncSubmit: {"submission":{"commandId":"/commandId","submissionId":"/submissionId","deduplicationPeriod":"/deduplicationPeriod"}},
  postV2CommandsAsyncSubmitReassignment: {"submission":{"commandId":"/reassignmentCommands/commandId","submissionId":"/reassignmentCommands/submissionId"}},
  postV2Parties: {},
  patchV2PartiesParty: {},
  postV2Idps: {},
  deleteV2IdpsIdpId: {},
  patchV2IdpsIdpId: {},
  postV2Users: {},
  deleteV2UsersUserId: {},
  patchV2UsersUserId: {},
  postV2UsersUserIdRights: {},
  patchV2UsersUserIdRights: {},
  patchV2UsersUserIdIdentityProviderId: {},
  postV2Packages: {},
  postV2Dars: {},
  postV2PackageVetting: {},
  postV2PackageVettingUpdate: {},
  postV2PartiesExternalAllocate: {},
  postV2InteractiveSubmissionExecute: {},
  postV2InteractiveSubmissionExecuteandwait: {},
  postV2InteractiveSubmissionExecuteandwaitfortransaction: {},
};

function b0(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b1(v[i]);
}
function b1(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b2(o["update"]);
}
function b2(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b3(o["OffsetCheckpoint"]);
  b5(o["Reassignment"]);
  b3(o["TopologyTransaction"]);
  b12(o["Transaction"]);
}
function b3(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["value"]);
}
function b4(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
}
function b5(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b6(o["value"]);
}
function b6(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  b7(o["events"]);
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b7(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b8(v[i]);
}
function b8(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b9(o["JsAssignmentEvent"]);
  b10(o["JsUnassignedEvent"]);
}
function b9(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["reassignmentCounter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignmentCounter"] = BigInt(x); }
  b4(o["createdEvent"]);
}
function b10(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b11(o["value"]);
}
function b11(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["reassignmentCounter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignmentCounter"] = BigInt(x); }
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
}
function b12(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b13(o["value"]);
}
function b13(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b14(o["events"]);
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b14(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b15(v[i]);
}
function b15(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["ArchivedEvent"]);
  b4(o["CreatedEvent"]);
  b4(o["ExercisedEvent"]);
}
function b16(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b17(o["features"]);
}
function b17(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b18(o["offsetCheckpoint"]);
}
function b18(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b19(o["maxOffsetCheckpointEmissionDelay"]);
}
function b19(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["seconds"]; if (typeof x === "number" && Number.isInteger(x)) o["seconds"] = BigInt(x); }
}
function b20(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["participantPrunedUpToInclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["participantPrunedUpToInclusive"] = BigInt(x); }
  { const x = o["allDivulgedContractsPrunedUpToInclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["allDivulgedContractsPrunedUpToInclusive"] = BigInt(x); }
}
function b21(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["completionOffset"]; if (typeof x === "number" && Number.isInteger(x)) o["completionOffset"] = BigInt(x); }
}
function b22(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b13(o["transaction"]);
}
function b23(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b6(o["reassignment"]);
}
function b24(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b25(o["transactionTree"]);
}
function b25(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  b26(o["eventsById"]);
}
function b26(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (true) b27(o[k]);
}
function b27(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b3(o["CreatedTreeEvent"]);
  b3(o["ExercisedTreeEvent"]);
}
function b28(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b29(v[i]);
}
function b29(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b30(o["completionResponse"]);
}
function b30(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b31(o["Completion"]);
  b3(o["OffsetCheckpoint"]);
}
function b31(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b32(o["value"]);
}
function b32(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b33(o["deduplicationPeriod"]);
  { const x = o["offset"]; if (typeof x === "number" && Number.isInteger(x)) o["offset"] = BigInt(x); }
  { const x = o["paidTrafficCost"]; if (typeof x === "number" && Number.isInteger(x)) o["paidTrafficCost"] = BigInt(x); }
}
function b33(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b34(o["DeduplicationDuration"]);
  b35(o["DeduplicationOffset"]);
}
function b34(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b19(o["value"]);
}
function b35(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["value"]; if (typeof x === "number" && Number.isInteger(x)) o["value"] = BigInt(x); }
}
function b36(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b32(o["acceptedCompletion"]);
  b37(o["lastRejectedCompletions"]);
}
function b37(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b32(v[i]);
}
function b38(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b39(v[i]);
}
function b39(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b40(o["contractEntry"]);
}
function b40(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b41(o["JsActiveContract"]);
  b42(o["JsIncompleteAssigned"]);
  b43(o["JsIncompleteUnassigned"]);
}
function b41(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["createdEvent"]);
  { const x = o["reassignmentCounter"]; if (typeof x === "number" && Number.isInteger(x)) o["reassignmentCounter"] = BigInt(x); }
}
function b42(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b9(o["assignedEvent"]);
}
function b43(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["createdEvent"]);
  b11(o["unassignedEvent"]);
}
function b44(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b38(o["activeContracts"]);
  { const x = o["activeAtOffset"]; if (typeof x === "number" && Number.isInteger(x)) o["activeAtOffset"] = BigInt(x); }
}
function b45(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b46(o["created"]);
  b47(o["archived"]);
}
function b46(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["createdEvent"]);
}
function b47(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b4(o["archivedEvent"]);
}
function b48(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b49(o["update"]);
}
function b49(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b5(o["Reassignment"]);
  b3(o["TopologyTransaction"]);
  b12(o["Transaction"]);
}
function b50(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b51(o["updates"]);
  { const x = o["lowestPageOffsetExclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["lowestPageOffsetExclusive"] = BigInt(x); }
  { const x = o["highestPageOffsetInclusive"]; if (typeof x === "number" && Number.isInteger(x)) o["highestPageOffsetInclusive"] = BigInt(x); }
}
function b51(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b48(v[i]);
}
function b52(v: unknown): void {
  if (!Array.isArray(v)) return;
  for (let i = 0; i < v.length; i++) b53(v[i]);
}
function b53(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b54(o["update"]);
}
function b54(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b3(o["OffsetCheckpoint"]);
  b5(o["Reassignment"]);
  b55(o["TransactionTree"]);
}
function b55(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b25(o["value"]);
}
function b56(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b25(o["transaction"]);
}
function b57(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  b58(o["costEstimation"]);
}
function b58(v: unknown): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return;
  const o = v as Record<string, unknown>;
  { const x = o["confirmationRequestTrafficCostEstimation"]; if (typeof x === "number" && Number.isInteger(x)) o["confirmationRequestTrafficCostEstimation"] = BigInt(x); }
  { const x = o["confirmationResponseTrafficCostEstimation"]; if (typeof x === "number" && Number.isInteger(x)) o["confirmationResponseTrafficCostEstimation"] = BigInt(x); }
  { const x = o["totalTrafficCostEstimation"]; if (typeof x === "number" && Number.isInteger(x)) o["totalTrafficCostEstimation"] = BigInt(x); }
}

/** Each operation's 200 body (a JSON.parse result without numbers beyond 2^53) with its int64 fields as `bigint`. */
export const ledgerBigIntInt64: Readonly<Record<string, (body: unknown) => unknown>> = {
  postV2UpdatesFlats: (body: unknown) => (b0(body), body),
  postV2Updates: (body: unknown) => (b0(body), body),
  getV2Version: (body: unknown) => (b16(body), body),
  getV2StateLedgerEnd: (body: unknown) => (b4(body), body),
  getV2StateLatestPrunedOffsets: (body: unknown) => (b20(body), body),
  postV2CommandsSubmitAndWait: (body: unknown) => (b21(body), body),
  postV2CommandsSubmitAndWaitForTransaction: (body: unknown) => (b22(body), body),
  postV2CommandsSubmitAndWaitForReassignment: (body: unknown) => (b23(body), body),
  postV2CommandsSubmitAndWaitForTransactionTree: (body: unknown) => (b24(body), body),
  postV2CommandsCompletions: (body: unknown) => (b28(body), body),
  postV2CommandsCommandCompletions: (body: unknown) => (b28(body), body),
  postV2CommandsCompletionByHash: (body: unknown) => (b36(body), body),
  postV2StateActiveContracts: (body: unknown) => (b38(body), body),
  postV2StateActiveContractsPage: (body: unknown) => (b44(body), body),
  postV2EventsEventsByContractId: (body: unknown) => (b45(body), body),
  postV2ContractsContractById: (body: unknown) => (b46(body), body),
  postV2UpdatesUpdateByOffset: (body: unknown) => (b48(body), body),
  postV2UpdatesUpdateById: (body: unknown) => (b48(body), body),
  postV2UpdatesUpdateByHash: (body: unknown) => (b48(body), body),
  postV2UpdatesGetUpdatesPage: (body: unknown) => (b50(body), body),
  postV2UpdatesTrees: (body: unknown) => (b52(body), body),
  getV2UpdatesTransactionTreeByOffsetOffset: (body: unknown) => (b56(body), body),
  getV2UpdatesTransactionTreeByIdUpdateId: (body: unknown) => (b56(body), body),
  postV2UpdatesTransactionByOffset: (body: unknown) => (b22(body), body),
  postV2UpdatesTransactionById: (body: unknown) => (b22(body), body),
  postV2InteractiveSubmissionPrepare: (body: unknown) => (b57(body), body),
  postV2InteractiveSubmissionExecuteandwait: (body: unknown) => (b21(body), body),
  postV2InteractiveSubmissionExecuteandwaitfortransaction: (body: unknown) => (b22(body), body),
};

/** The operation table of the ledger API: the columns above, as the ledger client loads them. */
export const ledgerOperationTable: OperationTable = {
  operations: ledgerOperations,
  int64: ledgerInt64,
  rounded: ledgerRoundedInt64,
  toBigInt: ledgerBigIntInt64,
  requestChecks: ledgerRequestChecks,
  deprecatedFields: ledgerDeprecatedFields,
  deprecations: ledgerDeprecatedOperations,
  releases: ledgerReleases,
  writes: ledgerWrites,
};
