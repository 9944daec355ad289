import { $cookieConsent, onResponseMismatch, type RuntimeConfig } from '@rsm/shared';
import type { EarlyEvent } from './release-reports';

/**
 * Starts the release reports (`release-reports.ts`) once the visitor allows analytics, now or later in the visit: only
 * then does their code load. Errors, unhandled rejections and response mismatches that come while it loads are kept
 * and reported once it is in.
 */
export function startReleaseReports(config: RuntimeConfig): void {
  let started = false;
  const start = () => {
    if (started || !$cookieConsent.get().analytics) return;
    started = true;
    const early: EarlyEvent[] = [];
    const keep = (event: EarlyEvent) => void early.push(event);
    window.addEventListener('error', keep);
    window.addEventListener('unhandledrejection', keep);
    const stopMismatches = onResponseMismatch(keep);
    const handOver = () => {
      window.removeEventListener('error', keep);
      window.removeEventListener('unhandledrejection', keep);
      stopMismatches();
    };
    import(/* webpackChunkName: "release-reports" */ './release-reports').then(
      ({ reportRelease }) => {
        handOver();
        reportRelease(config, early);
      },
      // Reporting never throws: without its code, this visit goes unreported.
      handOver,
    );
  };
  start();
  $cookieConsent.listen(start);
}
