// The ports of `npm run mock` (cli.ts): each API's own port (`mockPorts`), the network's other Scans after the
// last API's, or, with `--port`, every mock in start order from that port on. Apart from the CLI so the docs
// test can hold the README's ports to it.
import { type ApiName, apiNames, mockPorts } from '../apis.ts';

/** One mock `npm run mock` starts: its API, its label in the printed list and its port (0: a free one). */
export interface MockSlot {
  api: ApiName;
  label: string;
  port: number;
}

/**
 * The mocks of `apis` (in `apis:` order) and the `scans - 1` other Scans of the network, with their ports:
 * without `first`, each API on its own port and the other Scans from the port after the last API's own
 * (4014, 4015, …); with `first`, every mock in start order from it (`first` 0: free ports).
 */
export function mockSlots(apis: readonly ApiName[], scans: number, first: number | undefined): MockSlot[] {
  const portAt = (index: number, usual: number) => (first === undefined ? usual : first === 0 ? 0 : first + index);
  const afterApis = mockPorts[apiNames[0]] + apiNames.length;
  const slots = apis.map((api, index) => ({ api, label: api as string, port: portAt(index, mockPorts[api]) }));
  for (let i = 1; i < scans; i++) slots.push({ api: 'scan', label: `scan #${i + 1}`, port: portAt(apis.length + i - 1, afterApis + i - 1) });
  return slots;
}
