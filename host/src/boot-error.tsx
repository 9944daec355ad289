/**
 * Shown when the runtime config cannot be loaded: nothing else is available yet (no design system, no catalogs),
 * so it carries both languages itself.
 */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <main style={{ padding: '3rem 1.5rem', maxWidth: '36rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.5rem' }}>The site could not start</h1>
      <p>Please check your connection and try again.</p>
      <p lang="pt">O site não conseguiu iniciar. Verifique sua conexão e tente novamente.</p>
      <button type="button" onClick={onRetry} style={{ padding: '0.5rem 1rem', fontSize: '1rem' }}>
        Try again / Tentar novamente
      </button>
    </main>
  );
}
