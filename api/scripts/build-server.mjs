/**
 * Compiles the server (src/server.ts and what it imports) to plain JavaScript in dist/, so a start runs node alone:
 * compiling TypeScript at every start (tsx) costs about a second of CPU and 40 MB of memory. Packages stay external
 * and load from node_modules as they do under tsx; the workspace packages (@rsm/db, @rsm/shared, @rsm/sound), whose
 * exports are TypeScript, are bundled with the packages they use. Dynamic
 * imports stay separate chunks, so the server still loads its modules while the database opens.
 * Plain JavaScript, so that it runs without a TypeScript loader; esbuild is the one tsx compiles with.
 * Usage: node scripts/build-server.mjs
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiRoot, 'dist');
/** Each compiles to dist/<its file name>.js: the package's own programs, and the migrations run alone. */
const PROGRAMS = [
  ...['server.ts', 'analysis/job-cli.ts', 'analysis/analysis-task.ts'].map((source) =>
    join(apiRoot, 'src', source),
  ),
  '@rsm/db/migrate-cli',
];
/** The source files the last build read, to tell whether dist/ is older than any of them. */
const inputsFile = join(outdir, 'inputs.json');

/** Whether dist/ is missing or any file it was compiled from changed since. */
export function serverBuildIsStale() {
  try {
    const built = statSync(inputsFile).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return [join(apiRoot, 'package.json'), ...inputs].some((path) => statSync(path).mtimeMs > built);
  } catch {
    return true;
  }
}

export async function buildServer() {
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
  const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
  const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@rsm/'),
  );
  rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  const { metafile } = await esbuild.build({
    // The server and the programs it starts as child processes or threads (root-dir's programArgs names them
    // by file name), so the image needs no TypeScript loader.
    entryPoints: PROGRAMS.map((source) => ({
      in: require.resolve(source),
      out: basename(source, '.ts'),
    })),
    absWorkingDir: apiRoot,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // dist/ sits beside src/, so root-dir's import.meta.url still names the api folder.
    external: packages.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS (the audio decoders' worker shim) requires Node's built-ins: ESM output has no `require`.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the server that this build precedes.
  await esbuild.stop();
  writeFileSync(inputsFile, JSON.stringify(Object.keys(metafile.inputs).map((path) => join(apiRoot, path))));
  console.log(`[api] compiled to dist/ in ${((Date.now() - started) / 1000).toFixed(2)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
