import { followLocale, loadRuntimeConfig, registerCatalog } from '@rsm/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './boot-error';
import { registerRemoteApps } from './federation/remotes';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function boot(): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    registerRemoteApps(config.remotes);
    await registerCatalog((locale) => import(`./locales/${locale}/messages.ts`));
    await followLocale();
    root.render(<App />);
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<BootError onRetry={() => window.location.reload()} />);
  }
}

void boot();
