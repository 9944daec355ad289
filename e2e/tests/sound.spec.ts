import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

interface ApiTrack {
  id: number;
  name: string;
  bpm: number | null;
  detected_bpm?: number | null;
  main_track_id: number | null;
  file: { url: string | null };
}

/**
 * A track whose sound the API has analysed, or null: a fresh stack renders and analyses its catalogue in the
 * background, which on a busy two-core machine can take longer than a test may wait. Asked once per worker.
 */
let analysed: Promise<ApiTrack | null> | null = null;
function analysedTrack(request: APIRequestContext): Promise<ApiTrack | null> {
  analysed ??= (async () => {
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=100`)).json()) as {
        tracks: ApiTrack[];
      };
      const track = tracks.find((candidate) => candidate.detected_bpm != null && candidate.file.url);
      if (track) return track;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    return null;
  })();
  return analysed;
}

/** Any track of the catalogue, for what needs no analysis. */
async function someTrack(request: APIRequestContext): Promise<ApiTrack> {
  const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=1`)).json()) as {
    tracks: ApiTrack[];
  };
  return tracks[0]!;
}

/** A real audio file of the catalogue, fetched from the API as a listener would (no binary in the repository). */
async function referenceFile(request: APIRequestContext, track: ApiTrack) {
  const response = await request.get(track.file.url!);
  expect(response.ok()).toBe(true);
  return { name: 'my-reference.mp3', mimeType: 'audio/mpeg', buffer: await response.body() };
}

const soundsAlike = (page: Page) => page.getByRole('table', { name: 'Tracks that sound alike' });

/**
 * The results of "Find similar" for a track: other tracks when its sound is analysed, else the API's word that it is
 * not yet (noted on the test, so a run on a stack still analysing says what it could not check).
 */
async function expectSimilarResults(page: Page, track: ApiTrack, isAnalysed: boolean) {
  if (!isAnalysed) {
    test
      .info()
      .annotations.push({ type: 'note', description: 'catalogue not analysed yet: ranked rows unchecked' });
    await expect(page.getByRole('alert')).toContainText('not been analysed yet');
    return;
  }
  const rows = soundsAlike(page).locator('tbody tr[data-track-id], li[data-track-id]');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-track-id'))),
  );
  expect(ids).not.toContain(track.id);
}

/** An analysed track when there is one, else any: what the tests can check depends on it. */
async function subject(request: APIRequestContext) {
  const analysedOne = await analysedTrack(request);
  return { track: analysedOne ?? (await someTrack(request)), isAnalysed: analysedOne !== null };
}

/** Searches for the track by its name; returns its row's Find similar link (several tracks may share a name). */
async function findSimilarLink(page: Page, track: ApiTrack) {
  await page.goto(`/search?${new URLSearchParams([['q[text][]', track.name]])}`);
  return page
    .locator(`[data-track-id="${track.id}"]`)
    .getByRole('link', { name: `Find tracks that sound like ${track.name}`, exact: true });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('finding music by sound', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Find similar from a search row lists other tracks under a removable chip', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { track, isAnalysed } = await subject(request);
    const link = await findSimilarLink(page, track);
    await expect(link).toHaveAttribute('href', `/search?similar=${track.id}`);
    await link.click();
    await expect(page).toHaveURL(`/search?similar=${track.id}`);
    const chip = page.getByRole('button', { name: `Remove Sounds like ${track.name}`, exact: true });
    await expect(chip).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Sounds like ${escape(track.name)} · `));
    await expectSimilarResults(page, track, isAnalysed);
    if (isAnalysed)
      await expect(
        soundsAlike(page)
          .getByRole('button', { name: /^Play / })
          .first(),
      ).toBeEnabled();

    await chip.click();
    await expect(page).toHaveURL('/search');
    await expect(chip).toBeHidden();
    await expect(soundsAlike(page)).toBeHidden();
  });

  test('Find similar from the track page', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { track, isAnalysed } = await subject(request);
    await page.goto(`/tracks/${track.id}`);
    await expect(page.getByRole('heading', { level: 1, name: track.name })).toBeVisible();
    await page
      .getByRole('button', { name: `Find tracks that sound like ${track.name}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/search?similar=${track.id}`);
    await expect(
      page.getByRole('button', { name: `Remove Sounds like ${track.name}`, exact: true }),
    ).toBeVisible();
    await expectSimilarResults(page, track, isAnalysed);
  });

  test('a reference file finds ranked tracks under "Sounds like <file name>", gone after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { track, isAnalysed } = await subject(request);
    const file = await referenceFile(request, track);
    // Analysing a file is for customers, as downloads are.
    await logIn(page, 'customer@demo.test', '/albums');
    await page.getByRole('banner').getByRole('button', { name: 'Search with a reference track' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search with a reference track' });
    await expect(dialog).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().includes('/v2/tracks/search_by_audio'));
    await dialog.getByLabel('Drop an audio file here or choose one').setInputFiles(file);
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/search\?reference=\w+$/);
    await expect(
      page.getByRole('button', { name: 'Remove Sounds like my-reference.mp3', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Sounds like my-reference\.mp3 · /);
    if (isAnalysed) {
      // The file is a track of the catalogue: it sounds most like itself, ranked first — that track, its main
      // version, or another demo track playing the very same rendered piece (the demo catalogue reuses pieces).
      const rows = soundsAlike(page).locator('tbody tr[data-track-id]');
      await expect(rows.first()).toBeVisible();
      const first = Number(await rows.first().getAttribute('data-track-id'));
      if (![track.id, track.main_track_id].includes(first)) {
        const [own, ranked] = await Promise.all(
          [track.id, first].map(async (id) =>
            (await (await request.get(`${apiUrl}/media/tracks/${id}/mp3`)).body()).toString('base64'),
          ),
        );
        expect(ranked === own, `track ${first} ranked first does not play the same audio`).toBe(true);
      }
    } else {
      test
        .info()
        .annotations.push({ type: 'note', description: 'catalogue not analysed yet: ranking unchecked' });
    }

    await page.reload();
    await expect(page.getByText(/This reference file is gone/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search with a reference track again' })).toBeVisible();
  });

  test('a visitor is asked to log in, and comes back to the page to search', async ({ page }) => {
    await page.goto('/albums');
    await page.getByRole('banner').getByRole('button', { name: 'Search with a reference track' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search with a reference track' });
    await expect(
      dialog.getByText('Log in to find tracks that sound like a piece of music of yours.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Drop an audio file here or choose one')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Falbums');
    await expect(dialog).toBeHidden();
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill('listen-to-the-music');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/albums');
    await page.getByRole('banner').getByRole('button', { name: 'Search with a reference track' }).click();
    await expect(dialog.getByLabel('Drop an audio file here or choose one')).toBeAttached();
  });

  test('a file that is not audio is refused with a message, nothing sent', async ({ page }) => {
    await logIn(page, 'customer@demo.test', '/albums');
    await page.getByRole('banner').getByRole('button', { name: 'Search with a reference track' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search with a reference track' });
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('search_by_audio')) sent = true;
    });
    await dialog.getByLabel('Drop an audio file here or choose one').setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('these are words, not sound'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('This file is not an MP3, WAV or AIFF audio file.');
    expect(sent).toBe(false);
  });

  test('a BPM range shows only tracks in range, as a chip read back from the address', async ({ page }) => {
    await page.goto('/search');
    const filters = page.getByRole('complementary', { name: 'Filters' }).getByRole('form', { name: 'BPM' });
    await filters.getByRole('spinbutton', { name: 'BPM from' }).fill('90');
    await filters.getByRole('spinbutton', { name: 'BPM to' }).fill('110');
    // The results' answer, not the filter panel's counts (/v1_rsm/tracks/search/facets), which carry the range too.
    const answer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/v1_rsm/tracks/search') && url.searchParams.has('q[bpm][]');
    });
    await filters.getByRole('button', { name: 'Apply BPM' }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams([['q[bpm][]', '90-110']])}`);
    const response = await answer;
    expect(response.status()).toBe(200);
    const { tracks } = (await response.json()) as { tracks: ApiTrack[] };
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) {
      const tempo = track.bpm ?? track.detected_bpm ?? null;
      expect(tempo).not.toBeNull();
      expect(tempo!).toBeGreaterThanOrEqual(90);
      expect(tempo!).toBeLessThanOrEqual(110);
    }
    await expect(page.getByRole('button', { name: 'Remove 90-110 BPM', exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Search results' });
    // The rows of that answer, not the unfiltered rows still shown while it arrives.
    await expect(table.locator('tbody tr[data-track-id]').first()).toHaveAttribute(
      'data-track-id',
      String(tracks[0]!.id),
    );
    for (const text of await table.locator('tbody tr[data-track-id] td.rsm-tt-bpm').allTextContents()) {
      if (!text.trim()) continue;
      expect(Number(text)).toBeGreaterThanOrEqual(90);
      expect(Number(text)).toBeLessThanOrEqual(110);
    }
    // Read back from the address on a fresh load.
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'BPM from' })).toHaveValue('90');
    await expect(page.getByRole('spinbutton', { name: 'BPM to' })).toHaveValue('110');
  });
});

test.describe('finding music by sound on a phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('rows and the search overlay offer it, and the results fit the screen', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { track, isAnalysed } = await subject(request);
    const link = await findSimilarLink(page, track);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`/search?similar=${track.id}`);
    await expect(
      page.getByRole('button', { name: `Remove Sounds like ${track.name}`, exact: true }),
    ).toBeVisible();
    await expectSimilarResults(page, track, isAnalysed);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search', exact: true });
    await overlay.getByRole('button', { name: 'Search with a reference track' }).click();
    await expect(page.getByRole('dialog', { name: 'Search with a reference track' })).toBeVisible();
  });
});
