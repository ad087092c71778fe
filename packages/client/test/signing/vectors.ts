// Byte-level facts of Canton's transaction hashing tests (digital-asset/canton @ a559b7d8, branch
// 3.5-open-source-2026-06-10.13, identical on main @ 1a7b4a8f), restated as data: the inputs of
// community/common/src/test/scala/com/digitalasset/canton/protocol/hash/{HashUtilsTest,BaseNodeHashTest,ValueHashTest}.scala
// and {v2,v3}/{NodeHashTest,MetadataHashTest}.scala, and the encodings and hashes they expect.
import { create, type MessageInitShape, toBinary } from '@bufbuild/protobuf';
import {
  type PreparedTransaction,
  PreparedTransactionSchema,
} from '../../src/generated/proto/com/daml/ledger/api/v2/interactive/interactive_submission_service_pb.ts';
import { NodeSchema } from '../../src/generated/proto/com/daml/ledger/api/v2/interactive/transaction/v1/interactive_submission_data_pb.ts';
import { type Value, ValueSchema } from '../../src/generated/proto/com/daml/ledger/api/v2/value_pb.ts';

type ValueInit = MessageInitShape<typeof ValueSchema>;
type PreparedInit = MessageInitShape<typeof PreparedTransactionSchema>;

const id = (packageId: string, moduleName: string, entityName: string) => ({ packageId, moduleName, entityName });
const text = (value: string): ValueInit => ({ sum: { case: 'text', value } });
const int64 = (value: bigint): ValueInit => ({ sum: { case: 'int64', value } });
const yes: ValueInit = { sum: { case: 'bool', value: true } };
const hex = (value: string) => Uint8Array.from(value.match(/../g)!, (b) => Number.parseInt(b, 16));

/** ValueHashTest: each value, the bytes it encodes to, and their SHA-256. */
export const valueVectors: { name: string; value: Value; encoding: string; hash: string }[] = [
  ['unit', { sum: { case: 'unit', value: {} } }, '00', '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d'],
  ['true', yes, '0101', '9dcf97a184f32623d11a73124ceb99a5709b083721e878a16d78f596718ba7b2'],
  ['false', { sum: { case: 'bool', value: false } }, '0100', '47dc540c94ceb704a23875c11273e16bb0b8a87aed84de911f2133568115f254'],
  ['text', text('hello world!'), '070000000c68656c6c6f20776f726c6421', 'a24821b4741b3616920a37dfccf3b1e271184c82fc89377ab22e5d96d9330e5c'],
  [
    'numeric',
    { sum: { case: 'numeric', value: '125.1002' } },
    '03000000083132352e31303032',
    'fd23ea3b05b8b0e1d15902cccf7c6c0e6e292f0ae3e96513c8d8cec9d4f9bda9',
  ],
  [
    'contract id',
    { sum: { case: 'contractId', value: '0059b59ad7a6b6066e77b91ced54b8282f0e24e7089944685cb8f22f32fcbc4e1b' } },
    '08000000210059b59ad7a6b6066e77b91ced54b8282f0e24e7089944685cb8f22f32fcbc4e1b',
    '6a3e241cebc1dc5e7574be0cf122edc9cb65ffc3fa59fb069c5ab3bbb4598414',
  ],
  [
    'enum',
    { sum: { case: 'enum', value: { enumId: id('package', 'module', 'name'), constructor$: 'ENUM' } } },
    '0e01000000077061636b61676500000001000000066d6f64756c6500000001000000046e616d6500000004454e554d',
    '9c8f627c22d6871e111e1f5d1980a6a24bcc6311bbc73fd3932a4d79fa9c09f2',
  ],
  ['int64', int64(10n), '02000000000000000a', 'a74730eb88baf5118934d3675ccf50eac1e4e873000ecd75b5917c78ee30ef26'],
  [
    'variant',
    { sum: { case: 'variant', value: { variantId: id('package', 'module', 'name'), constructor$: 'ENUM', value: yes } } },
    '0d01000000077061636b61676500000001000000066d6f64756c6500000001000000046e616d6500000004454e554d0101',
    'bceee77c48d80db35f237c3877c6711db19a8c135d2d0323c21f01afc2eb7612',
  ],
  [
    'list',
    { sum: { case: 'list', value: { elements: [text('five'), int64(5n), yes] } } },
    '0a000000030700000004666976650200000000000000050101',
    '6049408351d7be2c9d6ae7a1beecf08676fa72955c376c89571a1c5f04f272bd',
  ],
  [
    'text map',
    {
      sum: {
        case: 'textMap',
        value: {
          entries: [
            { key: 'bar', value: text('1284') },
            { key: 'foo', value: { sum: { case: 'numeric', value: '31380.0' } } },
          ],
        },
      },
    },
    '0b000000020000000362617207000000043132383400000003666f6f030000000733313338302e30',
    'b318100aac8cde766598a0a5bc05451feaec7c90400f75de93100d0c87ec24cf',
  ],
  [
    'gen map',
    {
      sum: {
        case: 'genMap',
        value: {
          entries: [
            { key: int64(5n), value: text('five') },
            { key: int64(10n), value: text('ten') },
          ],
        },
      },
    },
    '0f0000000202000000000000000507000000046669766502000000000000000a070000000374656e',
    '523c5247ed42efa40dd6b0165a01c1b14dcede7b39a1f33a3590fc7defc4a610',
  ],
  ['optional empty', { sum: { case: 'optional', value: {} } }, '0900', 'a2c4aed1cf757cd9a509734a267ffc7b1166b55f4c8f9c3e3550c56e743328fc'],
  [
    'optional defined',
    { sum: { case: 'optional', value: { value: text('hello') } } },
    '0901070000000568656c6c6f',
    'dfba7295cf094b6b3ffdf3e44411793264882b38c810f9dff63148890a466171',
  ],
  [
    'timestamp',
    { sum: { case: 'timestamp', value: 1729788226000000n } },
    '040006253bb4bf5480',
    '18efa9ad9adfa83fc3e84cdbe9c4b9f0e7305376e858e5bd909117209111c9d5',
  ],
  ['date', { sum: { case: 'date', value: 20020 } }, '0500004e34', '6892b74f329df4e0fd850c0e4d35384d3a4aef0a2f0f32070172c1f121ff632f'],
  [
    'record',
    {
      sum: {
        case: 'record',
        value: {
          recordId: id('package', 'module', 'name'),
          fields: [
            { label: 'field1', value: yes },
            { label: 'field2', value: text('hello') },
          ],
        },
      },
    },
    '0c01000000077061636b61676500000001000000066d6f64756c6500000001000000046e616d650000000201000000066669656c6431010101000000066669656c6432070000000568656c6c6f',
    'ae594f7684700c299af9bc0b83758f2d71836ae6d9ea628d310f0305698df6f2',
  ],
].map(([name, value, encoding, hash]) => ({
  name: name as string,
  value: create(ValueSchema, value as ValueInit),
  encoding: encoding as string,
  hash: hash as string,
}));

const cid1 = '0007e7b5534931dfca8e1b485c105bae4e10808bd13ddc8e897f258015f9d921c5';
const cid2 = '0059b59ad7a6b6066e77b91ced54b8282f0e24e7089944685cb8f22f32fcbc4e1b';
const template = id('package', 'module', 'name');
const globalKey = {
  key: {
    packageName: 'package_name_key',
    templateId: id('package', 'module_key', 'name'),
    key: text('hello'),
    hash: hex('4d1741d27564ab1f1e74873034760583a1a71edaa90dbad6be3a78c0bf3eec7c'),
  },
  maintainers: ['david'],
};

/** The expected hashes of BaseNodeHashTest's nodes, transaction and metadata, per scheme ({v2,v3}/NodeHashTest, MetadataHashTest). */
export interface SchemeVectors {
  scheme: 'HASHING_SCHEME_VERSION_V2' | 'HASHING_SCHEME_VERSION_V3';
  /** The LF version of its nodes: V2 hashes "2.1" (SerializationVersion.V1), V3 here "2" (V2, with keys). */
  lfVersion: string;
  nodeHashes: { create: string; fetch: string; exercise: string; rollback: string; queryByKey?: string };
  transactionHash: string;
  metadataHash: string;
  fullHash: string;
  /** The create node's whole encoding (NodeHashTest's createNodeEncoding). */
  createEncoding: string;
}

export const schemes: SchemeVectors[] = [
  {
    scheme: 'HASHING_SCHEME_VERSION_V2',
    lfVersion: '2.1',
    nodeHashes: {
      create: '6d2cfe58c2294000592034f4bdfe397fe246901bb8b63e3b9e041bb478e174b7',
      fetch: 'c962c6098394f3d11cd6f0c795de9517d32a8e3e1979cec76cd2f66254efc610',
      exercise: '070970eb4b2de72561dafb67017ca33850650a8103e5134e16044ba78991f48c',
      rollback: '7264d5da2fd714427453bedc0d1cdb21f52ac7aec8d4bb5ac0598d25c5fcaed9',
    },
    transactionHash: '154f334d24a8a5e4d0ce51ac87d93821b3256f885f21d3f779a1640abf481983',
    metadataHash: '6e89fcbcc9605179a47919b5e65a864e470e7a133f4f9f39b1e4545b223db769',
    fullHash: '8c311c848db25d36b36fbd59f9483714a11688c2214e3c7cae3e028763520250',
    createEncoding:
      '0100000003322e310001926bbb6f341bc0092ae65d06c6e284024907148cc29543ef6bff0930f5d52c19000000210007e7b5534931dfca8e1b485c105bae4e10808bd13ddc8e897f258015f9d921c50000000e7061636b6167652d6e616d652d30000000077061636b61676500000001000000066d6f64756c6500000001000000046e616d65070000000568656c6c6f0000000200000005616c69636500000003626f620000000200000005616c69636500000007636861726c6965',
  },
  {
    scheme: 'HASHING_SCHEME_VERSION_V3',
    lfVersion: '2',
    nodeHashes: {
      create: '0120d370509f54c07d8209f5af2d23f7f972997deb5fc5e0ebe886354395a3bc',
      fetch: '20437df1980bb7d4d94ad53181dc6005bae37b5990719070c48a3960e8dda3a4',
      exercise: '516c4689acabf9d1f0087a02a7dafad884d9080c48112a57a6d20b9f72d4b697',
      rollback: 'ea61ab05f9ab9769ab5c91493a601ccad9e784bd4c0b3bc4b7777f0da68eab4d',
      queryByKey: '72c45c5a05a875621f16f2fe64d6c6db662ff41ee124d6c4f281409f5899b96c',
    },
    transactionHash: '36f0d1f4e9742a5cf54795fd1633f46b8235fafa93da006dafe10eb358d465c4',
    metadataHash: '5a4c6aa89bb80d0af05a3f0614ba07bc7469795fff66d7b9e87c876eb0137e0a',
    fullHash: 'db37e4e251b83196260900fd43aacf934e1893b7ac58db4c1bfa8ced432b3b84',
    createEncoding:
      '00000001320001926bbb6f341bc0092ae65d06c6e284024907148cc29543ef6bff0930f5d52c19000000210007e7b5534931dfca8e1b485c105bae4e10808bd13ddc8e897f258015f9d921c50000000e7061636b6167652d6e616d652d30000000077061636b61676500000001000000066d6f64756c6500000001000000046e616d65070000000568656c6c6f0000000200000005616c69636500000003626f620000000200000005616c69636500000007636861726c696501000000107061636b6167655f6e616d655f6b6579000000077061636b616765000000010000000a6d6f64756c655f6b657900000001000000046e616d65070000000568656c6c6f4d1741d27564ab1f1e74873034760583a1a71edaa90dbad6be3a78c0bf3eec7c00000001000000056461766964',
  },
];

/** Node ids of the fixture: BaseNodeHashTest's nodes, the create and fetch under the exercise, the fetch and exercise under the rollback. */
export const nodeIds = { create: '0', fetch: '1', exercise: '2', rollback: '3', queryByKey: '4' } as const;

/** An input contract of HashUtilsTest's metadata: a dummy create node of `cid`, by `party`, created at `createdAt`. */
function inputContract(cid: string, party: string, createdAt: bigint, lfVersion: string) {
  return {
    createdAt,
    contract: {
      case: 'v1' as const,
      value: {
        lfVersion,
        contractId: cid,
        packageName: 'PkgName',
        templateId: id('-dummyPkg-', 'DummyModule', 'dummyName'),
        argument: { sum: { case: 'contractId' as const, value: '0097a092402108f5593bac7fb3c909cd316910197dd98d603042a45ab85c81e0fd' } },
        signatories: [party],
        stakeholders: [party],
      },
    },
  };
}

/** The whole prepared transaction of a scheme's vectors: BaseNodeHashTest's transaction and HashUtilsTest's metadata. */
export function preparedTransaction(vectors: SchemeVectors, options: { queryByKey?: boolean } = {}): PreparedTransaction {
  const v3 = vectors.scheme === 'HASHING_SCHEME_VERSION_V3';
  const lfVersion = vectors.lfVersion;
  const keyed = v3 ? { key: globalKey } : {};
  const byKey = v3 ? { byKey: true } : {};
  const node = (nodeId: string, v1: MessageInitShape<typeof NodeSchema>['nodeType']) => ({
    nodeId,
    versionedNode: { case: 'v1' as const, value: { nodeType: v1 } },
  });
  const nodes = [
    node(nodeIds.create, {
      case: 'create',
      value: {
        lfVersion,
        contractId: cid1,
        packageName: 'package-name-0',
        templateId: template,
        argument: text('hello'),
        signatories: ['alice', 'bob'],
        stakeholders: ['alice', 'charlie'],
        ...keyed,
      },
    }),
    node(nodeIds.fetch, {
      case: 'fetch',
      value: {
        lfVersion,
        contractId: cid1,
        packageName: 'package-name-0',
        templateId: template,
        signatories: ['alice'],
        stakeholders: ['charlie'],
        actingParties: ['alice', 'bob'],
        ...keyed,
        ...byKey,
      },
    }),
    node(nodeIds.exercise, {
      case: 'exercise',
      value: {
        lfVersion,
        contractId: cid1,
        packageName: 'package-name-0',
        templateId: template,
        signatories: ['alice'],
        stakeholders: ['charlie'],
        actingParties: ['alice', 'bob'],
        interfaceId: id('package', 'interface_module', 'interface_name'),
        choiceId: 'choice',
        chosenValue: int64(31380n),
        consuming: true,
        exerciseResult: text('result'),
        choiceObservers: ['david'],
        children: [nodeIds.create, nodeIds.fetch],
        ...keyed,
        ...byKey,
      },
    }),
    node(nodeIds.rollback, { case: 'rollback', value: { children: [nodeIds.fetch, nodeIds.exercise] } }),
  ];
  if (options.queryByKey === true)
    nodes.push(
      node(nodeIds.queryByKey, {
        case: 'queryByKey',
        value: { lfVersion, packageName: 'package-name-0', templateId: template, exhaustive: true, key: globalKey, result: [cid1] },
      }),
    );
  const init: PreparedInit = {
    transaction: {
      version: lfVersion,
      roots: [nodeIds.create, nodeIds.rollback],
      nodes,
      nodeSeeds: [
        { nodeId: Number(nodeIds.create), seed: hex('926bbb6f341bc0092ae65d06c6e284024907148cc29543ef6bff0930f5d52c19') },
        { nodeId: Number(nodeIds.exercise), seed: hex('a867edafa1277f46f879ab92c373a15c2d75c5d86fec741705cee1eb01ef8c9e') },
      ],
    },
    metadata: {
      submitterInfo: { actAs: ['alice', 'bob'], commandId: 'command-id' },
      synchronizerId: 'synchronizer::id',
      mediatorGroup: 0,
      transactionUuid: '4c6471d3-4e09-49dd-addf-6cd90e19c583',
      preparationTime: 0n,
      minLedgerEffectiveTime: 0xaaaan,
      maxLedgerEffectiveTime: 0xbbbbn,
      // HashUtilsTest sets it for both; only V3 hashes it.
      maxRecordTime: 2592000000000n,
      inputContracts: [inputContract(cid1, 'alice', 864000000000n, lfVersion), inputContract(cid2, 'bob', 1728000000000n, lfVersion)],
    },
  };
  return create(PreparedTransactionSchema, init);
}

/** `prepared` as the prepare answer carries it: base64 of its protobuf bytes. */
export function base64Of(prepared: PreparedTransaction): string {
  return Buffer.from(toBinary(PreparedTransactionSchema, prepared)).toString('base64');
}
