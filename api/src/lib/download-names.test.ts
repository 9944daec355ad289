import { attachmentHeader, safeSegment, trackFileName, uniqueNames, zipEntryName } from './download-names';

describe('download names', () => {
  it.each([
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..', '_'],
    ['  ', '_'],
    ['a\\b:c*d?"e"<f>|g\u0000h', 'a_b_c_d__e__f__g_h'],
  ])('keeps names inside one path segment: %j is %j', (name, segment) => {
    expect(safeSegment(name)).toBe(segment);
  });

  it('cuts a long name to one path segment', () => {
    expect(safeSegment('x'.repeat(500))).toHaveLength(120);
  });

  it('names files and zip entries after album, position, track and version', () => {
    const track = { album_directory: 'RSM001/..', position: 3, name: 'Café: Noir', version: '30 Sec Edit' };
    expect(trackFileName(track, 'mp3')).toBe('RSM001_ - Café_ Noir (30 Sec Edit).mp3');
    expect(zipEntryName({ ...track, version: null }, 'wav')).toBe('RSM001_/03 Café_ Noir.wav');
  });

  it('numbers repeated names, case-insensitively, before the extension', () => {
    expect(uniqueNames(['A/01 x.mp3', 'a/01 X.mp3', 'A/01 x.mp3', 'A/01 x (2).mp3'])).toEqual([
      'A/01 x.mp3',
      'a/01 X (2).mp3',
      'A/01 x (3).mp3',
      'A/01 x (2) (2).mp3',
    ]);
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Ação (1) 100%.mp3')).toBe(
      `attachment; filename="Acao (1) 100_.mp3"; filename*=UTF-8''A%C3%A7%C3%A3o%20%281%29%20100%25.mp3`,
    );
  });
});
