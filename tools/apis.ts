// The API list moved to the contract model (packages/contract/src/apis.ts). This stays for spec-diff, which
// another branch of issue 25 reworks, until it imports `@canton-openapi/contract` itself; then it goes.
export { type ApiEntry, type ChannelsEntry, listApis, listChannels, repoRoot } from '@canton-openapi/contract';
