/** The benchmark's server child inherits this process's environment (PATH, TMPDIR…) plus its own settings. */
export const inheritedEnv = (): Record<string, string | undefined> => ({ ...process.env });
