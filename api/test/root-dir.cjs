// Jest runs the sources as CommonJS, where import.meta is a syntax error; same value as src/root-dir.ts.
exports.apiRoot = require('node:path').resolve(__dirname, '..');
