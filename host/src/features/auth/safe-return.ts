/** Only same-site paths are followed after signing in (by password or a provider), never another origin. */
export function safeReturn(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}
