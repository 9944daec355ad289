// Catalogs must be up to date with the code: extract, then compare ignoring source references (#: lines),
// which move whenever code moves. Then compile --strict, which fails on any missing Portuguese translation.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FRONT_END, pnpm, root, twoAtATime } from './tools.mjs';

export async function checkCatalogs() {
  // Each package's extraction and compilation is one single-threaded program: two run side by side.
  await twoAtATime(FRONT_END, (pkg) =>
    pnpm(['--filter', `@rsm/${pkg}`, 'exec', 'lingui', 'extract', '--clean'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const diff = execFileSync(
    'git',
    ['diff', '-U0', '--', ...FRONT_END.map((pkg) => path.join(pkg, 'src/locales'))],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const changed = diff
    .split('\n')
    .filter(
      (line) =>
        /^[+-]/.test(line) && !/^(\+\+\+|---)/.test(line) && !/^[+-]#/.test(line) && line.trim().length > 1,
    );
  if (changed.length > 0) {
    throw new Error(
      `Catalogs are out of date with the code; run "pnpm -r i18n:extract" and translate:\n${changed.join('\n')}`,
    );
  }
  await twoAtATime(FRONT_END, (pkg) =>
    pnpm(['--filter', `@rsm/${pkg}`, 'exec', 'lingui', 'compile', '--strict', '--typescript'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}
