import { shareEmail } from './share-email';

const sender = { first_name: 'Ana', last_name: 'Lima <script>', email: 'ana@example.com' } as Parameters<
  typeof shareEmail
>[0];

describe('the share email', () => {
  it('escapes what the sender typed in its HTML part', () => {
    const { html, body } = shareEmail(
      sender,
      { id: 7, name: 'Picks & "cuts"' },
      'tok',
      'https://music.example/',
      {
        message: 'See <b>these</b>',
      },
    );
    expect(html).toContain(
      'Ana Lima &lt;script&gt; shared the playlist &quot;Picks &amp; &quot;cuts&quot;&quot;',
    );
    expect(html).toContain('See &lt;b&gt;these&lt;/b&gt;');
    expect(html).not.toMatch(/<script>|<b>/);
    expect(html).toContain('href="https://music.example/shared-playlists/7?token=tok"');
    expect(body).toContain('See <b>these</b>');
  });
});
