// The JSON Schema 2020-12 keywords whose values are subschemas, for every walk over the contract's
// schemas (codegen, conformance, the lint rules). Order is walk order: generated output follows it.

/** Keywords holding one subschema. */
export const subschemaKeywords = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;
/** Keywords holding a list of subschemas. */
export const subschemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
/** Keywords holding a map of named subschemas. */
export const subschemaMapKeywords = ['properties', 'patternProperties', '$defs', 'dependentSchemas'] as const;
