import { startTransition } from 'react';
import { BootError } from './boot-error';

/** Ends the current task: what follows runs in a task of its own; the browser may paint or handle input between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each in its own task so that none holds the main thread for long: the shared libraries (query
 * client, i18n, UI kit), then the runtime config and the remotes, then the design system's styles, then React DOM,
 * then the app's modules. The first render is a transition, rendered in slices. Eager imports add no request: the
 * modules are in this chunk already.
 */
async function boot(): Promise<void> {
  const { startPage } = await import(/* webpackMode: "eager" */ './start-page');
  // Evaluating the shared libraries was this task's work; registering and starting the remotes is the next one's.
  await nextTask();
  const ready = startPage();
  // Awaited below; this only keeps an early failure from being reported as unhandled meanwhile.
  ready.catch(() => undefined);
  await nextTask();
  const { designSystem } = await import(/* webpackMode: "eager" */ '@rsm/shared');
  designSystem();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root') as HTMLElement);
  await nextTask();
  try {
    const [{ App }] = await Promise.all([import(/* webpackMode: "eager" */ './app'), ready]);
    startTransition(() => root.render(<App />));
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<BootError onRetry={() => window.location.reload()} />);
  }
}

void boot();
