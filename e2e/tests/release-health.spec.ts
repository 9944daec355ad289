import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

interface SentReport {
  app: string;
  version: string;
  kind: string;
  value: number;
  message?: string;
}

const isReport = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/client-reports');
const reportsOf = (request: Request) => (request.postDataJSON() as { reports: SentReport[] }).reports;

/** The version of each app the host was served with, from the runtime config written into the page. */
async function servedVersions(page: Page): Promise<Record<string, string>> {
  const config = await page.evaluate(async () => (await (await fetch('/config.json')).json()) as unknown);
  return (config as { versions?: Record<string, string> }).versions ?? {};
}

/** Hiding the tab sends what the page gathered at once (the reporter flushes on visibilitychange). */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The health rows the API serves staff, as read through the API itself. */
async function healthRows(request: APIRequestContext) {
  const signIn = await request.post(`${apiUrl}/v2/auth/sign_in`, {
    data: { email: 'staff@demo.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const auth = Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((name) => [name, signIn.headers()[name] ?? '']),
  );
  const health = await request.get(`${apiUrl}/v1/client-reports/health?hours=1`, { headers: auth });
  expect(health.ok()).toBe(true);
  return ((await health.json()) as { rows: { app: string; version: string; errors: number }[] }).rows;
}

test('a release is reported only after consent, and its errors reach the release health page', async ({
  page,
  request,
}) => {
  const sent: Request[] = [];
  page.on('request', (req) => isReport(req) && sent.push(req));

  // Before consent: pages load, the tab is hidden (which would flush), and nothing is sent.
  await page.goto('/albums');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/catalogues');
  await expect(page.getByRole('heading', { name: 'Catalogues', level: 1 })).toBeVisible();
  await hideTab(page);
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(0);

  // Consent to analytics on the cookie preferences page.
  await page.goto('/cookie-preferences');
  await page.getByRole('switch', { name: 'Analytics cookies' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your cookie preferences have been saved.')).toBeVisible();

  // The catalogue remote gets an answer of the wrong shape: it shows its error state, the page stands, and the
  // mismatch is reported as the catalogue's, with the version it was served at.
  await page.route('**/v1/labels', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"labels":"none"}' }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogues' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Catalogues', level: 1 })).toBeVisible();
  const versions = await servedVersions(page);
  const catalogueVersion = versions.catalogue ?? 'dist';

  const reported = page.waitForRequest(
    (req) =>
      isReport(req) && reportsOf(req).some((report) => report.app === 'catalogue' && report.kind === 'error'),
    { timeout: 15_000 },
  );
  await hideTab(page);
  const reports = reportsOf(await reported);
  expect(reports).toContainEqual(
    expect.objectContaining({
      app: 'catalogue',
      version: catalogueVersion,
      kind: 'error',
      message: expect.stringContaining('Unexpected answer from /v1/labels'),
    }),
  );
  // Web vitals go with them, each with the app and version of the page it measured.
  expect(reports.filter((report) => report.kind !== 'error').every((report) => report.version)).toBe(true);

  // Stored by the API, and counted for that app and version.
  await expect
    .poll(async () =>
      (await healthRows(request)).some(
        (row) => row.app === 'catalogue' && row.version === catalogueVersion && row.errors > 0,
      ),
    )
    .toBe(true);

  // The staff page shows that app and version in its table and in the charts' legends.
  await page.unroute('**/v1/labels');
  await logIn(page, 'staff@demo.test', '/dashboard/releases');
  await page.goto('/dashboard/releases');
  await expect(page.getByRole('heading', { name: 'Release health', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Errors and web vitals per app, version and hour' });
  const row = table.getByRole('row').filter({ hasText: 'catalogue' }).filter({ hasText: catalogueVersion });
  await expect(row.first()).toBeVisible();
  const errorsChart = page.getByRole('figure', { name: 'Script errors per hour' });
  await expect(errorsChart.getByText(`catalogue ${catalogueVersion}`)).toBeVisible();
});

test('a customer who is not staff is told the health of releases is for staff only', async ({ page }) => {
  await logIn(page, 'customer@demo.test', '/dashboard/releases');
  await page.goto('/dashboard/releases');
  await expect(page.getByRole('alert')).toHaveText('Only staff can see the health of releases.');
});
