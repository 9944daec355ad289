// Jest runs the sources as CommonJS, where import.meta is a syntax error: src/root-dir.ts as it reads from src/.
const { join } = require('node:path');

exports.apiRoot = join(__dirname, '..');
exports.runsCompiled = false;
exports.programArgs = (source) => ['--import', 'tsx', join(exports.apiRoot, 'src', source)];
