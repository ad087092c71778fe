// Generated from specs/registry by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.

export {};
