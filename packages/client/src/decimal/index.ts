// @canton-openapi/client/decimal — exact Daml `Numeric 10` amounts (the Token Standard's), on their own
// subpath so that an application that only sums amounts loads nothing else.
export { Numeric10, toNumeric10 } from './numeric10.ts';
export { sumNumeric10 } from './sum.ts';
