// `npm run mock`: Prism mock servers of every API on fixed local ports, until Ctrl-C, with the WebSocket
// channels of an API's AsyncAPI document on the same port.
import { readFileSync } from 'node:fs';
import { apiNames, bundledChannelsPath, mockPorts } from './apis.ts';
import { listChannelEntries } from './spec/channels.ts';
import { type MockServer, prismCliPath, prismMissingMessage, startMock } from './prism.ts';

if (prismCliPath() === undefined) {
  console.error(prismMissingMessage);
  process.exit(2);
}

const servers: MockServer[] = [];
const stop = async () => {
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  servers.push(...(await Promise.all(apiNames.map((api) => startMock(api, { port: mockPorts[api] })))));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all(servers.map((s) => s.close()));
  process.exit(2);
}
console.log('Prism mock servers (Ctrl-C stops them):');
for (const s of servers) {
  console.log(`  ${s.api.padEnd(9)} ${s.baseUrl}`);
  const channels = bundledChannelsPath(s.api);
  if (channels === undefined) continue;
  for (const c of listChannelEntries(JSON.parse(readFileSync(channels, 'utf8')) as Record<string, unknown>))
    console.log(`  ${''.padEnd(9)} ${s.baseUrl.replace(/^http/, 'ws')}${c.channel} (WebSocket${c.deprecated ? ', deprecated' : ''})`);
}
console.log('WebSocket channels: subprotocols `jwt.token.<any token>` (first) and `daml.ws.auth`; send the request as the first frame.');
console.log('Ask for a named example with `Prefer: example=<name>`, a status with `Prefer: code=<status>`.');
console.log("Paging ends as on a server: a request that carries back the previous page's token or last offset gets the last page.");
