import { expect, test } from '@playwright/test';
import { apiUrl, audioTime } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('a track page leads with the cover, a play button, the actions and the waveform, and plays each version', async ({
  page,
  request,
}) => {
  const { tracks } = (await (await request.get(`${apiUrl}/v1_rsm/tracks/search?per=20`)).json()) as {
    tracks: { id: number; name: string; alternative_tracks_count: number }[];
  };
  const track = tracks.find((candidate) => candidate.alternative_tracks_count > 0)!;
  const alternatives = (await (
    await request.get(`${apiUrl}/v1_rsm/tracks/${track.id}/alternatives`)
  ).json()) as {
    tracks: { name: string; version: string }[];
  };

  await page.goto(`/tracks/${track.id}`);
  await expect(page.getByRole('heading', { level: 1, name: track.name })).toBeVisible();
  await expect(page).toHaveTitle(`${track.name} · RSM Music`);
  await expect(page.getByRole('link', { name: /^Album / }).locator('img')).toBeVisible();
  await expect(page.getByRole('img', { name: `Waveform of ${track.name}` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Add ${track.name} to playlist`, exact: true }),
  ).toBeVisible();

  const player = page.getByRole('region', { name: 'Player' });
  await page
    .getByRole('button', { name: `Play ${track.name}` })
    .first()
    .click();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
  await expect(player.getByRole('link', { name: track.name, exact: true })).toBeVisible();

  const versions = page.getByRole('table', { name: 'Alternate versions' });
  const alternate = alternatives.tracks[0]!;
  await versions
    .getByRole('button', { name: `Play ${alternate.name}` })
    .first()
    .click();
  await expect(
    player.getByRole('link', { name: `${alternate.name} (${alternate.version})`, exact: true }).first(),
  ).toBeVisible();
});
