import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Download, type Page } from '@playwright/test';
import { apiUrl, blockingViolations, DEMO_PASSWORD, logIn, signInComposer } from './support';

/** A one-second mono 16-bit WAV of a 440 Hz tone, written by hand. */
function toneWav(seconds = 1, sampleRate = 8000): Buffer {
  const frames = seconds * sampleRate;
  const wav = Buffer.alloc(44 + frames * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + frames * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++)
    wav.writeInt16LE(Math.round(Math.sin((i / sampleRate) * 2 * Math.PI * 440) * 12_000), 44 + i * 2);
  return wav;
}

async function openMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function expectPdf(download: Download) {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

/** A catalogue composer other than `except` and their IPI number, as the composer would know their co-writer's. */
async function someComposer(page: Page, except: string) {
  const response = await page.request.get(`${apiUrl}/v2/composers?per=5`);
  const { composers } = (await response.json()) as {
    composers: { first_name: string; last_name: string; ipi: string }[];
  };
  return composers.find(
    (composer) => `${composer.first_name} ${composer.last_name}` !== except && composer.ipi,
  )!;
}

test.describe('the composer area', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a composer submits a track to a brief, finds it, downloads a statement and opens a contract to sign', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInComposer(page, '/');
    await openMenuEntry(page, 'Briefings');
    await expect(page).toHaveURL(/\/dashboard\/briefings$/);

    await page.getByRole('link', { name: 'Upbeat samba for a football campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Upbeat samba for a football campaign' })).toBeVisible();
    const references = page.getByRole('list', { name: 'Reference tracks' });
    const play = references.getByRole('button', { name: /^Play / }).first();
    const reference = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player.getByRole('link', { name: reference, exact: true })).toBeVisible();

    await page.getByLabel('Audio file (WAV, AIFF or MP3)').setInputFiles({
      name: 'not-audio.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from('%PDF-1.7 this is not audio'),
    });
    await expect(page.getByText('This file is not a WAV, AIFF or MP3 audio file.')).toBeVisible();
    await page.getByLabel('Audio file (WAV, AIFF or MP3)').setInputFiles({
      name: 'samba-take.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(),
    });
    await expect(page.getByText('Uploaded: samba-take.wav')).toBeVisible();

    const trackName = `Goal Rush ${Date.now()}`;
    await page.getByLabel('Track name').fill(trackName);
    // The tempo is being worked out while the rest is filled in (or already is, on a fast machine).
    await expect(
      page.getByText('Analysing your file for its tempo…').or(page.getByText('Detected from your file')),
    ).toBeVisible();
    // Alone: their own catalogue name is offered before any search, its IPI already on file.
    const mine = page.getByRole('list', { name: 'Your names as a writer' });
    const myAdd = mine.getByRole('button', { name: / as composer$/ }).first();
    const name = ((await myAdd.getAttribute('aria-label')) ?? '')
      .replace(/^Add /, '')
      .replace(/ as composer$/, '');
    await myAdd.click();
    await expect(page.getByText(/^IPI \d+ confirmed$/)).toBeVisible();
    await page.getByLabel(`Share of ${name} as Composer (%)`).fill('90');
    // A co-writer's IPI is asked for, with where to find it.
    const writer = await someComposer(page, name);
    const coName = `${writer.first_name} ${writer.last_name}`;
    await page.getByLabel('Find a co-writer: composer or lyricist').fill(writer.last_name);
    await page
      .getByRole('button', { name: `Add ${coName} as lyricist` })
      .first()
      .click();
    await expect(page.getByText(/No IPI yet\? Join a society first/)).toBeVisible();
    await page.getByLabel(`Share of ${coName} as Lyricist (%)`).fill('5');
    await page.getByLabel(`IPI number of ${coName}`).fill(writer.ipi);
    await page.getByRole('button', { name: 'Check IPI' }).click();
    await expect(page.getByText('IPI confirmed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit track' }).click();
    await expect(page.getByText('Ownership shares must total 100 %.')).toBeVisible();
    await page.getByLabel(`Share of ${name} as Composer (%)`).fill('95');
    await page.getByRole('button', { name: 'Submit track' }).click();
    await expect(page).toHaveURL(/\/dashboard\/briefings\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: trackName })).toBeVisible();

    await openMenuEntry(page, 'My tracks');
    await expect(page).toHaveURL(/\/dashboard\/tracks$/);
    const row = page.getByRole('row', { name: new RegExp(trackName) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Submitted')).toBeVisible();

    await openMenuEntry(page, 'My statements');
    const statement = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download the statement for 2025-01-01/ }).click();
    await expectPdf(await statement);

    await openMenuEntry(page, 'Contracts');
    await page.getByRole('link', { name: 'Sign contracts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contracts\/digital-contracts$/);
    await page
      .getByRole('button', { name: /^Read and sign / })
      .first()
      .click();
    // The signing page, through a one-time link; contract-signing.spec.ts signs and checks the sealed PDF. Signing is
    // left to it: the demo stack seeds two contracts to sign, and each signature spends one.
    await expect(page).toHaveURL(/\/dashboard\/contracts\/digital-contracts\/\d+\/sign\?token=/);
    await expect(page.getByRole('region', { name: 'Contract text' })).toContainText('exclusive right');
    await expect(page.getByLabel('Your full name')).toBeVisible();
    await expect(page.getByLabel('I have read this contract and agree to its terms.')).not.toBeChecked();
  });

  test('a customer who is not a composer is kept out, and the API refuses them', async ({ page }) => {
    await logIn(page, 'customer@demo.test', '/dashboard/my-statements');
    await expect(page.getByText('The composer area is only available to composers.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download the statement/ })).toHaveCount(0);
    const signIn = await page.request.post(`${apiUrl}/v2/auth/sign_in`, {
      data: { email: 'customer@demo.test', password: DEMO_PASSWORD },
    });
    const auth = Object.fromEntries(
      ['access-token', 'client', 'uid', 'expiry'].map((header) => [header, signIn.headers()[header] ?? '']),
    );
    expect((await page.request.get(`${apiUrl}/v2/documents`, { headers: auth })).status()).toBe(403);
  });
});

test.describe('the composer area on a phone (Pixel 7)', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('every composer page fits the screen, names its tab and has no serious accessibility violation', async ({
    page,
    request,
  }) => {
    // Nine page loads and eight accessibility scans of a phone-sized page, beside another worker on two cores.
    test.setTimeout(180_000);
    const auth = await signInComposer(page);
    const { briefings } = (await (
      await request.get(`${apiUrl}/v1_rsm/briefings`, { headers: auth })
    ).json()) as {
      briefings: { id: number; title: string }[];
    };
    const brief = briefings[0]!;
    for (const [path, title] of [
      ['/dashboard/briefings', 'Briefings'],
      [`/dashboard/briefings/${brief.id}`, brief.title],
      ['/dashboard/tracks', 'Uploaded tracks'],
      ['/dashboard/tracks/released-tracks', 'Released tracks'],
      ['/dashboard/my-statements', 'My statements'],
      ['/dashboard/contracts', 'My contracts'],
      ['/dashboard/contracts/digital-contracts', 'Sign contracts'],
      ['/dashboard/contracts/upload', 'Upload a signed contract'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · RSM Music`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(412);
      expect(await blockingViolations(new AxeBuilder({ page })), path).toEqual([]);
    }
  });

  test('My tracks keeps the labels to one row that scrolls sideways, so the list of tracks is not pushed down', async ({
    page,
  }) => {
    await signInComposer(page, '/dashboard/tracks');
    const labels = page.getByRole('list', { name: 'Your labels' });
    const links = labels.getByRole('link');
    await expect(links.first()).toBeVisible();
    const tops = await labels
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size, 'every label on one line').toBe(1);
    await expect(
      page.getByRole('table', { name: 'Uploaded tracks' }).getByRole('row').nth(1),
    ).toBeInViewport();
    // Off-screen labels are reached by keyboard: the row scrolls to the focused one, the page does not widen.
    await links.first().focus();
    for (let i = 1; i < tops.length; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
});
