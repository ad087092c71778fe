// Deterministic response bodies for the benchmark: a large update list (several MB of realistic
// transactions, valid against the spec) and small responses of each API.

/** A small, seeded pseudo-random generator, so every run serves the same bytes. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JSON update list of `count` ACS-delta transactions, each with an archived and a created event. */
export function largeUpdateList(count: number): string {
  const next = random(42);
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('');
  const party = (hint: string) => `${hint}::1220${hex(64)}`;
  const parties = [party('Alice'), party('Bob'), party('Carol'), party('DSO')];
  const pkg = hex(64);
  const elements = [];
  for (let i = 1; i <= count; i++) {
    const owner = parties[i % 4]!;
    const time = new Date(Date.UTC(2025, 0, 27, 15, 30, 0) + i * 1000).toISOString().replace('Z', '123Z');
    const contract = () => `00${hex(64)}ca101220${hex(64)}`;
    elements.push({
      update: {
        Transaction: {
          value: {
            updateId: `1220${hex(64)}`,
            commandId: `transfer-${i}`,
            workflowId: '',
            effectiveAt: time,
            offset: i,
            synchronizerId: `global-domain::1220${hex(64)}`,
            recordTime: time,
            traceContext: { traceparent: `00-${hex(32)}-${hex(16)}-01`, tracestate: null },
            externalTransactionHash: null,
            paidTrafficCost: 2000 + (i % 1000),
            events: [
              {
                ArchivedEvent: {
                  offset: i,
                  nodeId: 0,
                  contractId: contract(),
                  templateId: `${pkg}:Splice.Amulet:Amulet`,
                  witnessParties: [owner],
                  packageName: 'splice-amulet',
                },
              },
              {
                CreatedEvent: {
                  offset: i,
                  nodeId: 1,
                  contractId: contract(),
                  templateId: `${pkg}:Splice.Amulet:Amulet`,
                  contractKey: null,
                  createArgument: {
                    dso: parties[3],
                    owner,
                    amount: {
                      initialAmount: `${(next() * 100000).toFixed(10)}`,
                      createdAt: { number: `${19830 + i}` },
                      ratePerRound: { rate: '0.0038051800' },
                    },
                  },
                  createdEventBlob: '',
                  interfaceViews: [],
                  witnessParties: [owner],
                  signatories: [parties[3]!, owner],
                  observers: [],
                  createdAt: time,
                  packageName: 'splice-amulet',
                  representativePackageId: pkg,
                  acsDelta: true,
                },
              },
            ],
          },
        },
      },
    });
  }
  return JSON.stringify(elements);
}

/** Small bodies, one per API. */
export const small = {
  updates: JSON.stringify([
    {
      update: {
        OffsetCheckpoint: { value: { offset: 23, synchronizerTimes: [{ synchronizerId: 'global-domain::1220ab', recordTime: '2025-01-27T15:41:00Z' }] } },
      },
    },
  ]),
  scans: JSON.stringify({
    scans: [
      {
        domainId: 'global-domain::122084177677350389dd0710d6516f700a33fe348c5f2702dffef6d36e1dedcbfc17',
        scans: [
          { publicUrl: 'https://scan.sv-1.global.canton.network.sync.global', svName: 'Global-Synchronizer-Foundation' },
          { publicUrl: 'https://scan.sv-2.global.canton.network.sync.global', svName: 'Digital-Asset-2' },
        ],
      },
    ],
  }),
  offer: JSON.stringify({
    status: 'completed',
    transaction_id: '1220154b82c945c67ced3da8c5493d6b365c825bb947b978b5fcbcf40f037bafa869',
    contract_id: '00f451a61749c611ba0fa0e16c61831db44f38c611dff25879cf271a24c81a88b6ca11',
  }),
};
