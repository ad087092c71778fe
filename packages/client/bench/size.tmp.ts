import { subpathSize, openapiFetchSize } from './bundle-size.ts';
for (const api of ['ledger', 'scan', 'validator']) { const s = await subpathSize(`dist/${api}.js`); console.log(api, s.minified, s.upFront, s.lazy); }
console.log('of', (await openapiFetchSize('.')).upFront);
