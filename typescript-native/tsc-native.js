#!/usr/bin/env node
// `tsc-native`: TypeScript 7's `tsc`, which this folder's package.json pins and `npm ci` installs into this
// folder's node_modules (its own bin there is named `tsc`, like the root's TypeScript 5.9, so npm links
// neither of them at the root under a name that tells them apart). It hands the arguments to the native
// compiler, replacing this process where Node can.
import './node_modules/typescript/lib/tsc.js';
