import {
  $cookieConsent,
  onResponseMismatch,
  request,
  routeOwner,
  type RemoteName,
  type ResponseMismatchError,
  type RuntimeConfig,
} from '@rsm/shared';

/**
 * Script errors and web vitals (LCP, INP, CLS) of the page, each with the app and the version that served it, sent
 * to the API so a team sees within minutes whether its release did harm. Like analytics, nothing is measured or
 * sent before the visitor allowed analytics on the cookie preferences page, and sending never throws. This code
 * loads only once they have (`start-release-reports.ts`).
 */
export type ReleaseApp = 'host' | RemoteName;
export interface ClientReport {
  app: ReleaseApp;
  version: string;
  kind: 'error' | 'LCP' | 'INP' | 'CLS';
  value: number;
  message?: string;
  path?: string;
}

const FLUSH_AFTER_MS = 5_000;
const MAX_BATCH = 50;

/** The app whose script threw: the remote whose manifest folder or origin the script came from, else the host. */
export function appOfScript(config: RuntimeConfig, scriptUrl: string | undefined): ReleaseApp {
  if (!scriptUrl) return 'host';
  for (const [name, manifest] of Object.entries(config.remotes) as [RemoteName, string][]) {
    const folder = new URL('.', manifest);
    const base = folder.pathname === '/' ? folder.origin : folder.href;
    if (scriptUrl.startsWith(base)) return name;
  }
  return 'host';
}

/**
 * The script in a stack that belongs to an app other than the host, else the first script: an API answer of the
 * wrong shape is checked inside @rsm/shared (the host's copy), but the app to report is the one whose code asked.
 */
export function scriptOfStack(config: RuntimeConfig, stack: string | undefined): string | undefined {
  const scripts = stack?.match(/https?:\/\/[^\s)]+?\.js/g) ?? [];
  return scripts.find((script) => appOfScript(config, script) !== 'host') ?? scripts[0];
}

/** Web vitals belong to the app that draws the page: the owner of its path, else the host. */
export const appOfPage = (pathname: string): ReleaseApp => routeOwner(pathname) ?? 'host';

export function createReleaseReporter(
  config: RuntimeConfig,
  send: (reports: ClientReport[]) => Promise<unknown> = sendReports,
) {
  const pending: ClientReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const versionOf = (app: ReleaseApp) => config.versions?.[app] ?? 'dist';
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending.splice(0, MAX_BATCH);
    if (batch.length > 0) void send(batch).catch(() => undefined);
  };
  const add = (report: Omit<ClientReport, 'version'>) => {
    if (!$cookieConsent.get().analytics) return;
    pending.push({ ...report, version: versionOf(report.app) });
    if (pending.length >= MAX_BATCH) flush();
    else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
  };
  return {
    flush,
    error(message: string, scriptUrl?: string) {
      add({ app: appOfScript(config, scriptUrl), kind: 'error', value: 1, message: message.slice(0, 500) });
    },
    vital(name: 'LCP' | 'INP' | 'CLS', value: number, pathname: string) {
      add({ app: appOfPage(pathname), kind: name, value, path: pathname.slice(0, 300) });
    },
  };
}

const sendReports = (reports: ClientReport[]) =>
  request('/v1/client-reports', { method: 'POST', body: { reports } });

/** An error, unhandled rejection or response mismatch that came before this code was in, reported once it is. */
export type EarlyEvent = ErrorEvent | PromiseRejectionEvent | ResponseMismatchError;

/**
 * Reports the page's errors, unhandled rejections, response mismatches and web vitals from now on, and the `early`
 * ones; what is pending goes out when the page is hidden.
 */
export function reportRelease(
  config: RuntimeConfig,
  early: EarlyEvent[] = [],
  send?: (reports: ClientReport[]) => Promise<unknown>,
): void {
  const reporter = createReleaseReporter(config, send);
  const onError = (event: ErrorEvent) => reporter.error(String(event.message), event.filename);
  const onRejection = (event: PromiseRejectionEvent) =>
    reporter.error(`Unhandled rejection: ${String(event.reason)}`);
  // The page shows its error state for these (no crash, nothing thrown to the window): report them here.
  const onMismatch = (error: ResponseMismatchError) =>
    reporter.error(error.message, scriptOfStack(config, error.callSite));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  onResponseMismatch(onMismatch);
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && reporter.flush(),
  );
  for (const event of early) {
    if (!(event instanceof Event)) onMismatch(event);
    else if (event.type === 'error') onError(event as ErrorEvent);
    else onRejection(event as PromiseRejectionEvent);
  }
  void reportVitals(reporter);
}

/** Web vitals are in this chunk: consent loads one file. */
async function reportVitals(reporter: ReturnType<typeof createReleaseReporter>) {
  const { onCLS, onINP, onLCP } = await import(/* webpackMode: "eager" */ 'web-vitals');
  const vital = (metric: { name: string; value: number }) =>
    reporter.vital(metric.name as 'LCP' | 'INP' | 'CLS', metric.value, window.location.pathname);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
}
