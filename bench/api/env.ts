/** The benchmark's server child inherits this process's environment (PATH, TMPDIR…) plus its own settings. */
export const inheritedEnv = (): Record<string, string | undefined> => ({ ...process.env });

/** A catalogue a benchmark loads as it is rather than seeding its own (BENCH_DATABASE_URL), if one is named. */
export const givenCatalogueUrl = (): string | undefined => process.env.BENCH_DATABASE_URL || undefined;

/** A PGlite catalogue a benchmark loads as it is (BENCH_PGLITE_DIR), if one is named. */
export const givenPgliteDir = (): string | undefined => process.env.BENCH_PGLITE_DIR || undefined;

/** Whether an API process a benchmark runs answers briefs from the brief index (SEARCH_INDEX=false: in SQL). */
export const briefIndexOn = (): boolean => process.env.SEARCH_INDEX !== 'false';

/** Node flags for the API processes a benchmark starts (BENCH_NODE_FLAGS: '--cpu-prof --cpu-prof-dir=/tmp/p'). */
export const benchNodeFlags = (): string[] => process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
