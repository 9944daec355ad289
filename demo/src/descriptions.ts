import type { AlbumTheme } from './themes';

/** How a genre reads in a sentence: an adjective in English, the phrase after "Faixa" in Portuguese. */
const GENRE_WORDS: Record<string, { en: string; pt: string; ptNoun: string }> = {
  Pop: { en: 'pop', pt: 'pop', ptNoun: 'pop' },
  Rock: { en: 'rock', pt: 'de rock', ptNoun: 'rock' },
  Electronic: { en: 'electronic', pt: 'eletrônica', ptNoun: 'música eletrônica' },
  'Hip Hop': { en: 'hip hop', pt: 'de hip hop', ptNoun: 'hip hop' },
  Jazz: { en: 'jazz', pt: 'de jazz', ptNoun: 'jazz' },
  Classical: { en: 'classical', pt: 'clássica', ptNoun: 'música clássica' },
  Ambient: { en: 'ambient', pt: 'ambiente', ptNoun: 'música ambiente' },
  Folk: { en: 'folk', pt: 'folk', ptNoun: 'folk' },
  Latin: { en: 'Latin', pt: 'latina', ptNoun: 'música latina' },
  'Bossa Nova': { en: 'bossa nova', pt: 'de bossa nova', ptNoun: 'bossa nova' },
  Cinematic: { en: 'cinematic', pt: 'cinematográfica', ptNoun: 'trilha cinematográfica' },
  Funk: { en: 'funk', pt: 'de funk', ptNoun: 'funk' },
  'Lo-Fi': { en: 'lo-fi', pt: 'lo-fi', ptNoun: 'lo-fi' },
  Samba: { en: 'samba', pt: 'de samba', ptNoun: 'samba' },
};

/** Mood adjectives agreeing with "faixa" (feminine) in Portuguese. */
const MOOD_PT: Record<string, string> = {
  Happy: 'alegre',
  Sad: 'triste',
  Tense: 'tensa',
  Calm: 'calma',
  Epic: 'épica',
  Romantic: 'romântica',
  Dark: 'sombria',
  Uplifting: 'inspiradora',
  Playful: 'brincalhona',
  Mysterious: 'misteriosa',
  Energetic: 'enérgica',
  Nostalgic: 'nostálgica',
};

const INSTRUMENT_PT: Record<string, string> = {
  Piano: 'piano',
  'Acoustic Guitar': 'violão',
  'Electric Guitar': 'guitarra elétrica',
  Strings: 'cordas',
  Synthesizer: 'sintetizador',
  Drums: 'bateria',
  Bass: 'baixo',
  Brass: 'metais',
  Percussion: 'percussão',
  Vocals: 'vozes',
  Flute: 'flauta',
  Ukulele: 'ukulele',
};

/** "a", "a and b", "a, b and c" (with "e" in Portuguese). */
export function listOf(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'An' : 'A');

export interface Description {
  en: string;
  pt: string;
}

/** "Tense cinematic cue with strings and piano, for thrillers…" and its Portuguese counterpart. */
export function describeTrack(
  theme: AlbumTheme,
  mood: string,
  genre: string,
  instruments: string[],
): Description {
  const words = GENRE_WORDS[genre]!;
  const en = `${mood} ${words.en} cue with ${listOf(
    instruments.map((name) => name.toLowerCase()),
    'and',
  )}, for ${theme.useEn}.`;
  const pt = `Faixa ${words.pt} ${MOOD_PT[mood]} com ${listOf(
    instruments.map((name) => INSTRUMENT_PT[name]!),
    'e',
  )}, para ${theme.usePt}.`;
  return { en, pt };
}

/** "An electronic album for night drives…, from Pulse Library." and its Portuguese counterpart. */
export function describeAlbum(theme: AlbumTheme, label: string): Description {
  const genresEn = listOf(
    theme.genres.map((genre) => GENRE_WORDS[genre]!.en),
    'and',
  );
  const genresPt = listOf(
    theme.genres.map((genre) => GENRE_WORDS[genre]!.ptNoun),
    'e',
  );
  return {
    en: `${article(genresEn)} ${genresEn} album for ${theme.useEn}, from ${label}.`,
    pt: `Um álbum de ${genresPt} para ${theme.usePt}, do catálogo ${label}.`,
  };
}
