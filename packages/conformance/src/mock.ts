// `npm run mock`: Prism mock servers of every API on fixed local ports, until Ctrl-C.
import { apiNames, mockPorts } from './apis.ts';
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
for (const s of servers) console.log(`  ${s.api.padEnd(9)} ${s.baseUrl}`);
console.log('Ask for a named example with `Prefer: example=<name>`, a status with `Prefer: code=<status>`.');
console.log("Paging ends as on a server: a request that carries back the previous page's token or last offset gets the last page.");
