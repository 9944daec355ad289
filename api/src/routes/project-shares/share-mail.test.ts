import { setUpTestApp, signedInAs, signIn } from '../../../test/helper';

describe('share emails', () => {
  const ctx = setUpTestApp({ siteUrl: 'https://music.example', shareEmailsPerHour: 5 });
  const customer = signedInAs(ctx, 'customer@demo.test');
  let uuid: string;
  beforeAll(async () => {
    const folders = await ctx.app.inject({ method: 'GET', url: '/v2/project_categories', headers: customer });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v2/projects',
      headers: customer,
      payload: {
        name: 'WIN a prize at https://evil.test/claim or evil.test now\r\nBcc: all@x.test',
        project_category_id: folders.json().project_categories[0].id,
      },
    });
    uuid = created.json().project.uuid;
  });

  const share = (emails: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v2/projects/${uuid}/project_shares`,
      headers: customer,
      payload: { emails },
    });
  const newestMail = async () =>
    (
      await ctx.db.pool.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM email_outbox ORDER BY id DESC LIMIT 1',
      )
    ).rows[0]!;

  it('links to the web app with an absolute URL that a mail client can open', async () => {
    expect((await share(['one@example.com'])).statusCode).toBe(201);
    const { body } = await newestMail();
    expect(body).toMatch(
      /Listen to it here: https:\/\/music\.example\/shared-playlists\/\d+\?token=[\w-]+\n/,
    );
  });

  it('keeps addresses and line breaks of the playlist name out of the subject and body', async () => {
    const { subject, body } = await newestMail();
    expect(subject).toBe(
      'Carla Customer shared the playlist "WIN a prize at [link removed] or [link removed] now Bcc: all@[link removed]" with you',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(body).not.toMatch(/evil\.test/);
  });

  it('stops a customer at the hourly quota of share emails', async () => {
    expect((await share(['two@example.com', 'three@example.com', 'four@example.com'])).statusCode).toBe(201);
    const over = await share(['five@example.com', 'six@example.com']);
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([
      'You have shared playlists with too many people in the last hour. Please try again later.',
    ]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    const { rows } = await ctx.db.pool.query(
      "SELECT 1 FROM email_outbox WHERE to_address = 'five@example.com'",
    );
    expect(rows).toHaveLength(0);
    expect((await share(['five@example.com'])).statusCode).toBe(201);
  });

  describe('from another sender (the quota above is per sender)', () => {
    let bianca: Record<string, string>;
    let hers: string;
    beforeAll(async () => {
      bianca = await signIn(ctx.app, 'blocked@demo.test');
      const folders = await ctx.app.inject({ method: 'GET', url: '/v2/project_categories', headers: bianca });
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/v2/projects',
        headers: bianca,
        payload: { name: 'Trailer picks', project_category_id: folders.json().project_categories[0].id },
      });
      hers = created.json().project.uuid;
    });
    const send = (payload: object, language = 'ENRSM') =>
      ctx.app.inject({
        method: 'POST',
        url: `/v2/projects/${hers}/project_shares`,
        headers: { ...bianca, 'accept-language': language },
        payload,
      });

    it("writes the email in the sender's language with their note, and shows the note with the playlist", async () => {
      const sent = await send(
        { emails: ['seven@example.com'], message: 'Oi Ana,\nestas para o trailer.\nVeja evil.test' },
        'PTRSM',
      );
      expect(sent.statusCode).toBe(201);
      const { subject, body } = await newestMail();
      expect(subject).toBe('Bianca Blocked compartilhou a playlist "Trailer picks" com você');
      expect(body).toContain(
        'Bianca Blocked escreveu:\n\n> Oi Ana,\n> estas para o trailer.\n> Veja [link removed]\n\n',
      );
      expect(body).toMatch(/Ouça aqui: https:\/\/music\.example\/shared-playlists\/\d+\?token=[\w-]+\n$/);
      // The HTML part says the same, escaped, with a button to the playlist.
      const { rows } = await ctx.db.pool.query<{ body_html: string }>(
        'SELECT body_html FROM email_outbox ORDER BY id DESC LIMIT 1',
      );
      const html = rows[0]!.body_html;
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toMatch(
        /<a href="https:\/\/music\.example\/shared-playlists\/\d+\?token=[\w-]+"[^>]*>Ouvir a playlist<\/a>/,
      );
      expect(html).toContain('Oi Ana,<br>estas para o trailer.<br>Veja [link removed]');
      expect(html).not.toContain('evil.test');
      const token = /[?&]token=([\w-]+)/.exec(body)![1]!;
      const opened = await ctx.app.inject({ method: 'GET', url: `/v1_rsm/projects/by_token?token=${token}` });
      expect(opened.json().share).toEqual({
        sender_name: 'Bianca Blocked',
        message: 'Oi Ana,\nestas para o trailer.\nVeja [link removed]',
      });
    });

    it('refuses a note longer than 1000 characters', async () => {
      const long = await send({ emails: ['nine@example.com'], message: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(422);
    });
  });
});
