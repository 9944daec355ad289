import { editDistance, normalizeTerm, typoTolerance } from '../lib/text-query';
import { TERM_KINDS, type TermKind, type VocabularyEntry } from './vocabulary/entry';
import { EN } from './vocabulary/en';
import { PT } from './vocabulary/pt';

export type Vocals = 'vocal' | 'instrumental';

/** A catalogue term by its kind and English name (`name_en`). */
export interface TermRef {
  kind: TermKind;
  name: string;
}

/** A phrase of a brief taken by meaning: it matches by its own words, or by any of the terms it means. */
export interface BriefMeaning {
  /** The phrase as typed (folded). */
  from: string;
  /** Its own words, matched exactly (and ranked above the terms). */
  words: string[];
  terms: TermRef[];
  vocals?: Vocals;
}

export interface BriefReading {
  /** The words nothing took: searched as they are (corrected, stop words dropped). */
  rest: string[];
  meanings: BriefMeaning[];
  /** Terms a phrase excludes ("no drums", "sem bateria"). */
  excluded: { from: string; term: TermRef }[];
  /** Vocals or instrumental, when the brief said so ("instrumental", "no vocals", "com voz"). */
  vocals: Vocals | null;
}

/** A catalogue term's names, so a brief can exclude any of them ("sem ukulele") whatever the vocabulary holds. */
export interface CatalogueTerm extends TermRef {
  names: string[];
}

/** Words that turn the phrase after them into an exclusion. "no" is also Portuguese for "in the": only a phrase that
 * can be excluded makes it a negation. */
const NEGATIONS = new Set([
  'no',
  'without',
  'not',
  'non',
  'minus',
  'excluding',
  'except',
  'sem',
  'exceto',
  'menos',
]);
/** Words between a negation and what it negates: "without any drums", "sem nenhuma bateria", "nada de voz". */
const NEGATION_FILLERS = new Set([
  'any',
  'a',
  'the',
  'de',
  'da',
  'do',
  'nenhum',
  'nenhuma',
  'qualquer',
  'much',
]);
/** Phrases that, negated, mean instrumental. */
const VOICE_WORDS = new Set(
  [
    'vocal',
    'vocals',
    'voice',
    'voices',
    'voiceover',
    'singing',
    'singer',
    'singers',
    'lyrics',
    'voz',
    'vozes',
    'vocais',
    'canto',
    'letra',
    'cantor',
    'cantora',
  ].map(normalizeTerm),
);

/**
 * Words of briefs that say nothing about the music ("for a", "para um", "music", "track"), in both languages. Stop
 * words the database knows are dropped later too; these are the brief's own.
 */
const BRIEF_STOP_WORDS = new Set(
  [
    'for',
    'a',
    'an',
    'the',
    'some',
    'something',
    'music',
    'musics',
    'track',
    'tracks',
    'song',
    'songs',
    'tune',
    'tunes',
    'cue',
    'cues',
    'piece',
    'background',
    'soundtrack',
    'underscore',
    'heavy',
    'sonora',
    'with',
    'and',
    'or',
    'of',
    'in',
    'on',
    'to',
    'like',
    'style',
    'type',
    'vibe',
    'vibes',
    'feel',
    'feeling',
    'looking',
    'need',
    'needed',
    'want',
    'please',
    'around',
    'about',
    'approx',
    'approximately',
    'roughly',
    'ish',
    'kind',
    'sort',
    'that',
    'is',
    'our',
    'my',
    'video',
    'videos',
    'film',
    'clip',
    'scene',
    'scenes',
    'mood',
    'tempo',
    'para',
    'pra',
    'um',
    'uma',
    'uns',
    'umas',
    'o',
    'os',
    'as',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'na',
    'nas',
    'nos',
    'com',
    'e',
    'ou',
    'que',
    'música',
    'músicas',
    'trilha',
    'som',
    'faixa',
    'faixas',
    'canção',
    'vídeo',
    'vídeos',
    'filme',
    'estilo',
    'tipo',
    'clima',
    'algo',
    'alguma',
    'algum',
    'procuro',
    'procurando',
    'preciso',
    'quero',
    'bem',
    'mais',
    'cerca',
    'aproximadamente',
    'volta',
    'por',
    'cena',
    'cenas',
    'bpms',
  ].map(normalizeTerm),
);

const MAX_PHRASE = 4;

interface Phrase {
  from: string;
  words: string[];
  terms: TermRef[];
  vocals?: Vocals;
}

const termsOf = (entry: VocabularyEntry): TermRef[] =>
  TERM_KINDS.flatMap((kind) => (entry[kind] ?? []).map((name) => ({ kind, name })));

/** The vocabulary, folded, by phrase: an entry in both languages' lists ("tropical") means what both say. */
function vocabularyIndex(entries: VocabularyEntry[]): Map<string, Phrase> {
  const index = new Map<string, Phrase>();
  for (const entry of entries) {
    const words = normalizeTerm(entry.phrase).match(/[\p{L}\p{N}]+/gu) ?? [];
    const key = words.join(' ');
    const known = index.get(key);
    const terms = [...(known?.terms ?? []), ...termsOf(entry)].filter(
      (term, i, all) => all.findIndex((t) => t.kind === term.kind && t.name === term.name) === i,
    );
    index.set(key, { from: key, words, terms, vocals: entry.vocals ?? known?.vocals });
  }
  return index;
}

export const VOCABULARY = vocabularyIndex([...EN, ...PT]);
const SINGLE_WORDS = [...VOCABULARY.values()].filter((phrase) => phrase.words.length === 1);

/** The longest phrase of `index` starting at tokens[at] (a plural "s" may end its last word). */
function longestPhrase<T>(
  index: Map<string, T>,
  tokens: string[],
  at: number,
): { value: T; length: number } | null {
  for (let length = Math.min(MAX_PHRASE, tokens.length - at); length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    const key = words.join(' ');
    const value =
      index.get(key) ?? (key.endsWith('s') && key.length > 3 ? index.get(key.slice(0, -1)) : undefined);
    if (value !== undefined) return { value, length };
  }
  return null;
}

/** The terms a negated phrase leaves out: a vocabulary phrase's terms, or a catalogue term named so. */
function negatable(catalogue: Map<string, TermRef[]>, tokens: string[], at: number) {
  const voice = VOICE_WORDS.has(tokens[at]!) ? { length: 1, voice: true, terms: [] as TermRef[] } : null;
  if (voice) return voice;
  const named = longestPhrase(catalogue, tokens, at);
  const meant = longestPhrase(VOCABULARY, tokens, at);
  if (!named && !meant) return null;
  // The catalogue's own name first ("sem bateria": Drums), else what the brief word means ("no guitars").
  if (named && named.length >= (meant?.length ?? 0))
    return { length: named.length, voice: false, terms: named.value };
  return {
    length: meant!.length,
    voice: meant!.value.vocals !== undefined,
    terms: meant!.value.terms.filter((term) => term.kind !== 'tempos'),
  };
}

/** Folded names of the catalogue's terms (either language) to the terms they name. */
export function catalogueIndex(terms: CatalogueTerm[]): Map<string, TermRef[]> {
  const index = new Map<string, TermRef[]>();
  for (const { kind, name, names } of terms)
    for (const each of names) {
      const key = (normalizeTerm(each).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
      if (!key) continue;
      const list = index.get(key) ?? [];
      if (!list.some((term) => term.kind === kind && term.name === name)) list.push({ kind, name });
      index.set(key, list);
    }
  return index;
}

const VOCALS_TERM: TermRef = { kind: 'instruments', name: 'Vocals' };

/**
 * Reads the text of a brief: negated phrases become exclusions ("no vocals" is instrumental and leaves out the
 * Vocals instrument too; "sem bateria" leaves out Drums), vocabulary phrases become meanings (longest first), the
 * brief's stop words go, and every other word is left to be searched as typed. Tokens are folded (case, accents).
 */
export function readBrief(text: string, catalogue: Map<string, TermRef[]>): BriefReading {
  const tokens = normalizeTerm(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const reading: BriefReading = { rest: [], meanings: [], excluded: [], vocals: null };
  const exclude = (from: string, term: TermRef) => {
    if (!reading.excluded.some((e) => e.term.kind === term.kind && e.term.name === term.name))
      reading.excluded.push({ from, term });
  };
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at]!;
    if (NEGATIONS.has(token)) {
      let next = at + 1;
      while (next < tokens.length && NEGATION_FILLERS.has(tokens[next]!)) next++;
      const negated = next < tokens.length ? negatable(catalogue, tokens, next) : null;
      if (negated) {
        const from = tokens.slice(at, next + negated.length).join(' ');
        if (negated.voice) {
          reading.vocals = 'instrumental';
          reading.meanings.push({
            from,
            words: [],
            terms: [],
            vocals: 'instrumental',
          });
          exclude(from, VOCALS_TERM);
        }
        for (const term of negated.terms) exclude(from, term);
        at = next + negated.length;
        continue;
      }
    }
    const phrase = longestPhrase(VOCABULARY, tokens, at);
    if (phrase) {
      const { value, length } = phrase;
      const from = tokens.slice(at, at + length).join(' ');
      if (value.vocals) reading.vocals = value.vocals;
      reading.meanings.push({
        from,
        words: value.vocals ? [] : value.words,
        terms: value.terms,
        vocals: value.vocals,
      });
      at += length;
      continue;
    }
    if (!BRIEF_STOP_WORDS.has(token) && !NEGATIONS.has(token)) reading.rest.push(token);
    at++;
  }
  return reading;
}

/**
 * A brief word the catalogue does not know may be a misspelt vocabulary word ("upbeet", "animdo"): the nearest
 * single-word phrase within the word's tolerance (typoTolerance), or null.
 */
export function nearestVocabulary(word: string): Phrase | null {
  const tolerance = typoTolerance(word);
  if (tolerance === 0) return null;
  let best: { phrase: Phrase; distance: number } | null = null;
  const length = [...word].length;
  for (const phrase of SINGLE_WORDS) {
    // Lengths further apart than the tolerance take more edits than it allows: not worth aligning.
    if (Math.abs([...phrase.from].length - length) > tolerance) continue;
    const distance = editDistance(word, phrase.from);
    if (distance <= tolerance && (!best || distance < best.distance)) best = { phrase, distance };
  }
  return best?.phrase ?? null;
}
