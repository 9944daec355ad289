/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `onReady` once the page has loaded and the main thread has an idle moment: for work the first view must not
 * wait on. Returns a cancel.
 */
export function afterFirstView(onReady: () => void): () => void {
  // Not every browser has idle callbacks (Safari): a plain task after the load event there.
  const idleCallbacks = typeof window.requestIdleCallback === 'function';
  let cancel: () => void = () => undefined;
  const whenIdle = () => {
    if (idleCallbacks) {
      const handle = window.requestIdleCallback(onReady, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(onReady, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}
