import { catalogueIndex, nearestVocabulary, readBrief } from './read-brief';

const catalogue = catalogueIndex([
  { kind: 'instruments', name: 'Drums', names: ['Drums', 'Bateria'] },
  { kind: 'instruments', name: 'Acoustic Guitar', names: ['Acoustic Guitar', 'Violão'] },
  { kind: 'instruments', name: 'Ukulele', names: ['Ukulele', 'Ukulele'] },
  { kind: 'instruments', name: 'Vocals', names: ['Vocals', 'Vozes'] },
  { kind: 'moods', name: 'Happy', names: ['Happy', 'Alegre'] },
]);

describe('reading a brief', () => {
  it('takes everyday words by meaning, longest phrase first, and drops the words of briefs', () => {
    const reading = readBrief('Upbeat music for a product launch, feel-good', catalogue);
    expect(reading.meanings.map((meaning) => meaning.from)).toEqual([
      'upbeat',
      'product launch',
      'feel good',
    ]);
    expect(reading.meanings[0]!.terms).toEqual([
      { kind: 'moods', name: 'Happy' },
      { kind: 'moods', name: 'Uplifting' },
      { kind: 'moods', name: 'Energetic' },
    ]);
    expect(reading.rest).toEqual([]);
  });

  it('reads accents and plurals either way', () => {
    expect(readBrief('música para DOCUMENTARIO', catalogue).meanings[0]!.terms).toEqual([
      { kind: 'topics', name: 'Documentary' },
    ]);
    expect(readBrief('trilha animada para casamentos', catalogue).meanings.map((m) => m.from)).toEqual([
      'animada',
      'casamentos',
    ]);
  });

  it('turns negated phrases into exclusions, and no vocals into instrumental', () => {
    const en = readBrief('acoustic without any drums, no vocals', catalogue);
    expect(en.vocals).toBe('instrumental');
    expect(en.excluded).toEqual([
      { from: 'without any drums', term: { kind: 'instruments', name: 'Drums' } },
      { from: 'no vocals', term: { kind: 'instruments', name: 'Vocals' } },
    ]);
    expect(en.rest).toEqual(['acoustic']);
    const pt = readBrief('violão sem bateria e sem voz', catalogue);
    expect(pt.excluded.map((each) => each.term.name)).toEqual(['Drums', 'Vocals']);
    expect(pt.vocals).toBe('instrumental');
    expect(pt.rest).toEqual(['violao']);
    // Any catalogue term can be left out, and a brief word's meaning too.
    expect(readBrief('sem ukulele', catalogue).excluded[0]!.term.name).toBe('Ukulele');
    expect(readBrief('no guitars', catalogue).excluded.map((each) => each.term.name)).toEqual([
      'Acoustic Guitar',
      'Electric Guitar',
    ]);
  });

  it('keeps "no" as a word when nothing that can be left out follows it', () => {
    const reading = readBrief('samba no carnaval', catalogue);
    expect(reading.excluded).toEqual([]);
    expect(reading.rest).toEqual(['samba', 'carnaval']);
  });

  it('reads instrumental and with vocals as the vocals filter', () => {
    expect(readBrief('instrumental piano', catalogue).vocals).toBe('instrumental');
    expect(readBrief('samba com voz', catalogue).vocals).toBe('vocal');
  });

  it('finds the brief word a misspelling meant', () => {
    expect(nearestVocabulary('upbeet')!.from).toBe('upbeat');
    expect(nearestVocabulary('institucinal')!.from).toBe('institucional');
    expect(nearestVocabulary('zzzzzz')).toBeNull();
    expect(nearestVocabulary('upb')).toBeNull();
  });
});
