import { parseSharedLink } from './parse-shared-link';

const TOKEN = 'rFYUwTRcPRba1BIKYPkv25Vgtv7Hg9F-BgFA5uqy-Xw';

describe('parseSharedLink', () => {
  it('reads the playlist and token of the whole emailed link', () => {
    expect(parseSharedLink(`https://music.example.com/shared-playlists/3?token=${TOKEN}`)).toEqual({
      id: '3',
      token: TOKEN,
    });
  });

  it('reads a link pasted without the site address, with spaces around it', () => {
    expect(parseSharedLink(`  /shared-playlists/12/?token=${TOKEN}\n`)).toEqual({ id: '12', token: TOKEN });
  });

  it('takes the code alone', () => {
    expect(parseSharedLink(TOKEN)).toEqual({ token: TOKEN });
  });

  it('keeps the token of a link to another page of the site', () => {
    expect(parseSharedLink(`https://music.example.com/elsewhere?token=${TOKEN}`)).toEqual({ token: TOKEN });
  });

  it('refuses text that is neither a link nor a code', () => {
    for (const input of [
      '',
      '   ',
      'hello there',
      'https://music.example.com/shared-playlists/3',
      'abc?token=short',
    ])
      expect(parseSharedLink(input)).toBeNull();
  });
});
