import { buildTestApp, signIn, type TestContext } from '../helper';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * IDOR matrix: every owner-scoped route called by another customer with the owner's ids answers 404 and changes
 * nothing; every list route shows the caller nothing of the owner's.
 */
describe("another customer's data", () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let intruder: Record<string, string>;
  let victim: {
    customerId: number;
    projectId: number;
    uuid: string;
    folderId: number;
    trackId: number;
    shareId: number;
  };
  let intruderUuid: string;
  let albumId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await signIn(ctx.app, 'customer@demo.test');
    intruder = await signIn(ctx.app, 'composer@demo.test');
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await ctx.db.pool.query(sql, params)).rows[0] as T;
    const customerId = (
      await one<{ id: number }>("SELECT id FROM customers WHERE email = 'customer@demo.test'")
    ).id;
    const project = await one<{ id: number; uuid: string }>(
      `SELECT p.id, p.uuid FROM projects p WHERE p.customer_id = $1
       AND EXISTS (SELECT 1 FROM project_tracks pt WHERE pt.project_id = p.id) ORDER BY p.id LIMIT 1`,
      [customerId],
    );
    const folder = await one<{ id: number }>(
      'SELECT id FROM project_categories WHERE customer_id = $1 AND NOT is_default ORDER BY id LIMIT 1',
      [customerId],
    );
    const track = await one<{ track_id: number }>(
      'SELECT track_id FROM project_tracks WHERE project_id = $1 ORDER BY position LIMIT 1',
      [project.id],
    );
    const shared = await call('POST', `/v2/projects/${project.uuid}/project_shares`, owner, {
      emails: ['friend@example.com'],
    });
    victim = {
      customerId,
      projectId: project.id,
      uuid: project.uuid,
      folderId: folder.id,
      trackId: track.track_id,
      shareId: shared.json().project_shares[0].id,
    };
    await call('POST', '/v1_rsm/customers/history', owner, { track_id: track.track_id });
    albumId = (await one<{ id: number }>('SELECT min(id) AS id FROM albums')).id;
    await call('POST', `/v1/albums/${albumId}/toggle`, owner);
    const folders = (await call('GET', '/v2/project_categories', intruder)).json().project_categories;
    const created = await call('POST', '/v2/projects', intruder, {
      name: 'Intruder list',
      project_category_id: folders[0].id,
    });
    intruderUuid = created.json().project.uuid;
  });
  afterAll(() => ctx.close());

  function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
    return ctx.app.inject({ method, url, headers, payload });
  }

  /** Everything the owner has, as rows: compared before and after the attempts. */
  const snapshot = async () => {
    const rows = async (sql: string) => (await ctx.db.pool.query(sql, [victim.customerId])).rows;
    return {
      projects: await rows(
        'SELECT id, uuid, name, project_category_id, updated_at FROM projects WHERE customer_id = $1 ORDER BY id',
      ),
      tracks: await rows(
        `SELECT pt.project_id, pt.track_id, pt.position FROM project_tracks pt JOIN projects p ON p.id = pt.project_id
         WHERE p.customer_id = $1 ORDER BY 1, 2`,
      ),
      folders: await rows(
        'SELECT id, name, is_default FROM project_categories WHERE customer_id = $1 ORDER BY id',
      ),
      shares: await rows('SELECT id, project_id, email FROM project_shares WHERE sender_id = $1 ORDER BY id'),
      shareEvents: await rows(
        `SELECT e.id FROM project_share_events e JOIN project_shares s ON s.id = e.project_share_id
         WHERE s.sender_id = $1`,
      ),
      history: await rows(
        'SELECT id, track_id, kind FROM customer_history WHERE customer_id = $1 ORDER BY id',
      ),
      favourites: await rows(
        'SELECT album_id FROM album_favourites WHERE customer_id = $1 ORDER BY album_id',
      ),
    };
  };

  it('answers 404 on every owner-scoped route and changes nothing', async () => {
    const { uuid, projectId, folderId, trackId, shareId } = victim;
    const attempts: [Method, string, object?][] = [
      ['GET', `/v1_rsm/projects/${uuid}`],
      ['PUT', `/v2/projects/${uuid}`, { name: 'Taken over', project_category_id: folderId }],
      ['DELETE', `/v2/projects/${uuid}`],
      ['POST', '/v2/projects', { name: 'Copy', project_category_id: folderId }],
      ['PUT', `/v2/projects/${intruderUuid}`, { name: 'Moved', project_category_id: folderId }],
      ['GET', `/v2/projects/${uuid}/tracks`],
      ['GET', `/v2/projects/${uuid}/tracks?all_tracks=true`],
      ['POST', `/v2/projects/${uuid}/tracks`, { id: trackId }],
      ['POST', `/v2/projects/${uuid}/albums`, { id: albumId }],
      ['DELETE', `/v2/projects/${uuid}/tracks/${trackId}`],
      ['POST', `/v2/projects/${uuid}/tracks/${trackId}/sort`, { position: 0 }],
      ['POST', `/v2/projects/${uuid}/project_shares`, { emails: ['thief@example.com'] }],
      ['GET', `/v1_rsm/project_share_emails/${uuid}`],
      ['DELETE', `/v1_rsm/project_share_emails/${shareId}`],
      [
        'POST',
        '/v1_rsm/received_projects/track_event',
        { project_share_id: shareId, track_id: trackId, event: 'play' },
      ],
      ['PUT', `/v2/project_categories/${folderId}`, { name: 'Taken over' }],
      ['DELETE', `/v2/project_categories/${folderId}`],
      ['GET', `/v1_rsm/projects/${uuid}/download?kind=mp3`],
      ['GET', `/v1_rsm/projects/${uuid}/download?kind=wav&with_alternatives=true`],
      ['GET', `/v2/projects/${uuid}.csv`],
      ['GET', `/v2/projects/${uuid}.pdf`],
    ];
    const copyAttempt: [Method, string, object?] = [
      'POST',
      '/v2/projects',
      { name: 'Copied', project_category_id: folderId, playlist_id: projectId },
    ];
    const before = await snapshot();
    const intruderProjects = (await ctx.db.pool.query('SELECT count(*)::int AS n FROM projects')).rows[0].n;
    for (const [method, url, payload] of [...attempts, copyAttempt]) {
      const response = await call(method, url, intruder, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.body).not.toContain(uuid);
    }
    // playlist_id of someone else's playlist into one's own folder: 404 too, and nothing copied.
    const ownFolder = (await call('GET', '/v2/project_categories', intruder)).json().project_categories[0].id;
    const copy = await call('POST', '/v2/projects', intruder, {
      name: 'Copied',
      project_category_id: ownFolder,
      playlist_id: projectId,
    });
    expect(copy.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await ctx.db.pool.query('SELECT count(*)::int AS n FROM projects')).rows[0].n).toBe(
      intruderProjects,
    );
  });

  it("shows none of the owner's data in the intruder's lists", async () => {
    const mine = await snapshot();
    const ownerIds = {
      uuids: mine.projects.map((row) => row.uuid as string),
      folders: mine.folders.map((row) => row.id as number),
      history: mine.history.map((row) => row.id as number),
    };
    const lists = [
      '/v1_rsm/projects?per=100',
      '/v2/projects',
      '/v1_rsm/project_categories?per=100',
      '/v2/project_categories',
      '/v1_rsm/customers/history?per=100',
      '/v1/albums/favourited?per=100',
      '/v1_rsm/sent_projects?per=100',
      '/v1_rsm/received_projects?per=100',
    ];
    for (const url of lists) {
      const response = await call('GET', url, intruder);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      for (const owned of ownerIds.uuids) expect(response.body).not.toContain(owned);
    }
    const folderIds = (await call('GET', '/v2/project_categories', intruder))
      .json()
      .project_categories.map((row: { id: number }) => row.id);
    expect(folderIds.filter((id: number) => ownerIds.folders.includes(id))).toEqual([]);
    const history = (await call('GET', '/v1_rsm/customers/history?per=100', intruder)).json();
    const historyIds = JSON.stringify(history);
    for (const id of ownerIds.history) expect(historyIds).not.toContain(`"id":${id},`);
    const favourited = (await call('GET', '/v1/albums/favourited?per=100', intruder)).json();
    expect(favourited.albums.map((album: { id: number }) => album.id)).not.toContain(albumId);
    // The owner's own lists do hold them: the checks above can fail.
    const ownerFavourites = (await call('GET', '/v1/albums/favourited?per=100', owner)).json();
    expect(ownerFavourites.albums.map((album: { id: number }) => album.id)).toContain(albumId);
    expect((await call('GET', '/v1_rsm/projects?per=100', owner)).body).toContain(victim.uuid);
  });
});
