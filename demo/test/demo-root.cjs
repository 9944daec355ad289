// Jest runs the sources as CommonJS, where import.meta is a syntax error: src/demo-root.ts as it reads from src/.
const { join } = require('node:path');

exports.demoRoot = join(__dirname, '..');
exports.programArgs = (source) => ['--import', 'tsx', join(exports.demoRoot, 'src', source)];
