import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, apiUrl, logIn, mailedEmail } from './support';

// A second seeded customer (a composer is a customer too): the one the playlist is sent to.
const RECIPIENT = 'composer@demo.test';

/** A fresh playlist of the sender's with the first two tracks of a seeded playlist (set up through the API). */
async function playlistWithTracks(request: APIRequestContext, name: string) {
  const headers = await apiSignIn(request);
  const folders = await (await request.get(`${apiUrl}/v2/project_categories`, { headers })).json();
  const created = await request.post(`${apiUrl}/v2/projects`, {
    headers,
    data: { name, project_category_id: folders.project_categories[0].id },
  });
  expect(created.ok()).toBe(true);
  const { project } = (await created.json()) as { project: { uuid: string } };
  const list = await (
    await request.get(`${apiUrl}/v1_rsm/projects`, { headers, params: { per: 100 } })
  ).json();
  const seeded = (list.projects as { uuid: string; name: string }[]).find(
    (p) => p.name === 'Travel documentary',
  )!;
  const tracks = await (
    await request.get(`${apiUrl}/v2/projects/${seeded.uuid}/tracks`, { headers, params: { page: 1, per: 2 } })
  ).json();
  for (const track of tracks.tracks as { id: number }[])
    expect(
      (
        await request.post(`${apiUrl}/v2/projects/${project.uuid}/tracks`, {
          headers,
          data: { id: track.id },
        })
      ).ok(),
    ).toBe(true);
  return { uuid: project.uuid, trackNames: (tracks.tracks as { name: string }[]).map((track) => track.name) };
}

/** The link of the newest share email about `name`, from the mailbox page. */
async function sharedLink(request: APIRequestContext, name: string) {
  const article = await mailedEmail(request, (email) => email.includes(name) && email.includes(RECIPIENT));
  const link = /\/shared-playlists\/\d+\?token=[^\s<"]+/.exec(article)?.[0];
  expect(link, 'the share email carries a link').toBeTruthy();
  return link!;
}

/** Plays a track, downloads it, and downloads the playlist's zip; the track's play and download are recorded. */
async function playsAndDownloads(page: Page, playlistName: string, trackName: string) {
  const recorded = (event: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1_rsm/received_projects/track_event') &&
        response.request().postDataJSON()?.event === event,
    );
  const played = recorded('play');
  await page.getByRole('button', { name: `Play ${trackName}` }).click();
  await expect(page.getByRole('button', { name: `Pause ${trackName}` })).toBeVisible();
  expect((await played).status()).toBe(201);

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Pause ${trackName}` }) });
  const downloadedTrack = recorded('download');
  const trackFile = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${trackName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: /^Track mp3/ }).click();
  expect((await trackFile).suggestedFilename()).toMatch(/\.mp3$/);
  expect((await downloadedTrack).status()).toBe(201);

  await page.getByRole('button', { name: `Download ${playlistName}`, exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Playlist mp3' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
}

test.describe('sending playlists', () => {
  test('a customer sends a playlist; the recipient finds, plays and downloads it; so does a visitor with the link', async ({
    page,
    browser,
    request,
  }) => {
    // Three browser contexts, an email round trip, plays and downloads: longer than one page's test.
    // Three people's pages (sender, recipient, visitor), each playing and downloading, beside another worker.
    test.setTimeout(180_000);
    const name = `Shared ${Date.now()}`;
    const { uuid, trackNames } = await playlistWithTracks(request, name);

    await logIn(page, 'customer@demo.test', `/dashboard/playlists/${uuid}`);
    await page.getByRole('button', { name: 'Send playlist' }).click();
    const send = page.getByRole('dialog', { name: 'Send playlist' });
    const emails = send.getByRole('combobox', { name: 'Email addresses' });
    // Nothing to send to: the form says so instead of sending.
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByRole('alert')).toHaveText('Enter at least one email address.');
    // Sent once already: what is typed is checked as it changes, and the hint goes once the address is valid.
    await emails.fill('not-an-address');
    await expect(send.getByRole('alert')).toHaveText('Type correct email address');
    await emails.fill(RECIPIENT);
    await emails.press('Enter');
    await expect(send.getByRole('button', { name: `Remove ${RECIPIENT}` })).toBeVisible();
    await expect(send.getByRole('alert')).toHaveCount(0);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Playlist has been sent.')).toBeVisible();
    await page.goto('/dashboard/playlists/sent');
    await expect(page.getByRole('row').filter({ hasText: name }).getByText(RECIPIENT)).toBeVisible();

    const recipient = await browser.newContext();
    const recipientPage = await recipient.newPage();
    await logIn(recipientPage, RECIPIENT, '/dashboard/playlists/received');
    await expect(recipientPage.getByRole('row').filter({ hasText: name })).toContainText('Carla Customer');
    // The signed-in recipient opens it from the Received list, without the emailed link.
    await recipientPage.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(recipientPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(recipientPage.getByRole('button', { name: 'Save to my playlists' })).toBeVisible();
    await playsAndDownloads(recipientPage, name, trackNames[0]!);
    await recipient.close();

    const link = await sharedLink(request, name);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      visitorPage
        .getByRole('button', { name: 'Log in' })
        .or(visitorPage.getByRole('link', { name: 'Log in' }))
        .first(),
    ).toBeVisible();
    await playsAndDownloads(visitorPage, name, trackNames[1]!);

    // The sender sees what the address did with the playlist, and takes the address off: its links stop working.
    await page.goto('/dashboard/playlists/sent');
    const sentRow = page.getByRole('row').filter({ hasText: name });
    await sentRow.getByRole('button', { name: `Show addresses of ${name}` }).click();
    const addresses = page.getByRole('list', { name: `Addresses ${name} was sent to` });
    const address = addresses.getByRole('listitem').filter({ hasText: RECIPIENT });
    await expect(address).toContainText('2 plays, 2 downloads');
    await address.getByRole('button', { name: `Remove ${RECIPIENT}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove address' });
    await expect(
      confirm.getByText(
        `Are you sure you want to remove "${RECIPIENT}" from "${name}" playlist? The links sent to this address will stop working.`,
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The address has been removed.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await visitorPage.reload();
    await expect(visitorPage.getByText(/This link does not open a playlist any more/)).toBeVisible();
    await visitor.close();
  });
});
