import { saveCookieConsent } from '@rsm/shared';
import { startReleaseReports } from './start-release-reports';

/** Counts the loads of the reporter's code: the factory runs when the module is first required. */
const mockLoads = jest.fn();
const mockReportRelease = jest.fn();
jest.mock('./release-reports', () => {
  mockLoads();
  return { reportRelease: mockReportRelease };
});

const config = { apiUrl: 'http://api.test', remotes: {} } as Parameters<typeof startReleaseReports>[0];

/** Lets the dynamic import (a promise) settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startReleaseReports', () => {
  it('loads nothing before the visitor allows analytics, then starts the reports once they do', async () => {
    saveCookieConsent(false);
    startReleaseReports(config);
    await loaded();
    expect(mockLoads).not.toHaveBeenCalled();
    expect(mockReportRelease).not.toHaveBeenCalled();

    saveCookieConsent(true);
    await loaded();
    expect(mockLoads).toHaveBeenCalledTimes(1);
    expect(mockReportRelease).toHaveBeenCalledTimes(1);
    expect(mockReportRelease.mock.calls[0]?.[0]).toBe(config);

    // Changing the choice again starts nothing twice (the reporter itself checks consent on each report).
    saveCookieConsent(false);
    saveCookieConsent(true);
    await loaded();
    expect(mockReportRelease).toHaveBeenCalledTimes(1);
  });

  it('starts with the page when analytics are allowed already, handing over the errors that came while it loaded', async () => {
    mockReportRelease.mockClear();
    saveCookieConsent(true);
    startReleaseReports(config);
    const error = new ErrorEvent('error', {
      message: 'TypeError: boom',
      filename: 'http://site.test/main.js',
    });
    window.dispatchEvent(error);
    await loaded();
    expect(mockReportRelease).toHaveBeenCalledTimes(1);
    expect(mockReportRelease.mock.calls[0]?.[1]).toEqual([error]);

    // Once the reports run, the window's errors are theirs: nothing more is kept for them.
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(mockReportRelease.mock.calls[0]?.[1]).toHaveLength(1);
  });
});
