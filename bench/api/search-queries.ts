/**
 * Searches written the way customers type them, each with what makes a track relevant to it. The judgement is a
 * RULE over the track's metadata, never a list of ids: a track is relevant when, for every concept of the query, one
 * of the concept's words starts a word of the track's metadata — its genres, moods, instruments, tempo, keywords and
 * topics (its own and its album's) in both languages, its name, its album's name and its composers' names; the
 * description is left out (it is what a search reads, not what a track is). A tempo in bpm is relevant within 5 bpm.
 * So "calm piano" wants a calm-family mood and a piano, in either language, whatever the catalogue holds.
 */
export type QueryKind =
  | 'instrument'
  | 'mood'
  | 'genre'
  | 'use'
  | 'tempo'
  | 'bpm'
  | 'composer'
  | 'title word'
  | 'portuguese'
  | 'plural'
  | 'misspelling'
  | 'two words'
  | 'three words';

export interface QualityQuery {
  text: string;
  kind: QueryKind;
  /** Every concept must hold; a concept holds when any of its word starts is in the metadata. */
  concepts: string[][];
  bpm?: number;
}

// The word in both languages (and its common spellings): synonyms are not the search's business yet.
const CALM = ['calm', 'peaceful', 'tranquil'];
const SAD = ['sad', 'triste', 'melanchol', 'melancol'];
const HAPPY = ['happy', 'alegre', 'feliz'];
const TENSE = ['tense', 'tenso'];
const EPIC = ['epic', 'epico', 'heroic', 'heroico'];
const DARK = ['dark', 'sombrio', 'sinister'];
const UPLIFTING = ['uplifting', 'inspirador'];
const ROMANTIC = ['romantic', 'romantico'];
const ENERGETIC = ['energetic', 'energico'];
const MYSTERIOUS = ['mysterious', 'misterioso'];
const NOSTALGIC = ['nostalgic', 'nostalgico'];
const PLAYFUL = ['playful', 'brincalhao'];
const PIANO = ['piano'];
const GUITAR = ['guitar', 'guitarra'];
const ACOUSTIC = ['acoustic', 'acustic'];
const STRINGS = ['strings', 'cordas'];
const SYNTH = ['synth', 'sintetiz'];
const DRUMS = ['drums', 'bateria'];
const BASS = ['bass', 'baixo'];
const BRASS = ['brass', 'metais', 'trumpet', 'trompete'];
const PERCUSSION = ['percussion', 'percussao'];
const VOCALS = ['vocal', 'vozes', 'voice', 'voz'];
const FLUTE = ['flute', 'flauta'];
const UKULELE = ['ukulele'];
const ORCHESTRAL = ['orchestr', 'orquestr'];
const ELECTRONIC = ['electronic', 'eletronic'];
const CINEMATIC = ['cinematic', 'cinematografic'];
const CORPORATE = ['corporate', 'corporativ'];
const FAST = ['fast', 'rapido'];
const SLOW = ['slow', 'lento'];

const q = (text: string, kind: QueryKind, ...concepts: string[][]): QualityQuery => ({
  text,
  kind,
  concepts,
});

export const QUALITY_QUERIES: QualityQuery[] = [
  // Instruments
  q('piano', 'instrument', PIANO),
  q('guitar', 'instrument', GUITAR),
  q('acoustic guitar', 'instrument', ACOUSTIC, GUITAR),
  q('electric guitar', 'instrument', ['electric', 'eletric'], GUITAR),
  q('strings', 'instrument', STRINGS),
  q('synthesizer', 'instrument', SYNTH),
  q('synth', 'instrument', SYNTH),
  q('drums', 'instrument', DRUMS),
  q('bass', 'instrument', BASS),
  q('brass', 'instrument', BRASS),
  q('percussion', 'instrument', PERCUSSION),
  q('vocals', 'instrument', VOCALS),
  q('flute', 'instrument', FLUTE),
  q('ukulele', 'instrument', UKULELE),
  // Moods
  q('calm', 'mood', CALM),
  q('sad', 'mood', SAD),
  q('happy', 'mood', HAPPY),
  q('tense', 'mood', TENSE),
  q('epic', 'mood', EPIC),
  q('dark', 'mood', DARK),
  q('uplifting', 'mood', UPLIFTING),
  q('romantic', 'mood', ROMANTIC),
  q('energetic', 'mood', ENERGETIC),
  q('mysterious', 'mood', MYSTERIOUS),
  q('nostalgic', 'mood', NOSTALGIC),
  q('playful', 'mood', PLAYFUL),
  // Genres
  q('jazz', 'genre', ['jazz']),
  q('rock', 'genre', ['rock']),
  q('pop', 'genre', ['pop']),
  q('hip hop', 'genre', ['hip'], ['hop']),
  q('electronic', 'genre', ELECTRONIC),
  q('ambient', 'genre', ['ambient', 'ambiente']),
  q('bossa nova', 'genre', ['bossa'], ['nova']),
  q('samba', 'genre', ['samba']),
  q('funk', 'genre', ['funk']),
  q('lofi', 'genre', ['lo fi', 'lofi']),
  q('lo-fi', 'genre', ['lo fi', 'lofi']),
  q('classical', 'genre', ['classical', 'classica']),
  q('cinematic', 'genre', CINEMATIC),
  q('folk', 'genre', ['folk']),
  q('latin', 'genre', ['latin']),
  q('orchestral', 'genre', ORCHESTRAL),
  // Uses
  q('corporate', 'use', CORPORATE),
  q('trailer', 'use', ['trailer']),
  q('documentary', 'use', ['documentar']),
  q('advertising', 'use', ['advertis', 'publicidade']),
  q('travel', 'use', ['travel', 'viagem']),
  q('sports', 'use', ['sport', 'desporto', 'esporte']),
  q('gaming', 'use', ['gaming', 'jogos', 'game']),
  q('fashion', 'use', ['fashion', 'moda']),
  q('technology', 'use', ['technolog', 'tecnolog']),
  q('nature', 'use', ['nature', 'natureza']),
  q('family', 'use', ['family', 'familia']),
  q('party', 'use', ['party', 'festa']),
  q('beach', 'use', ['beach', 'praia']),
  q('news', 'use', ['news', 'noticias']),
  q('comedy', 'use', ['comedy', 'comedia']),
  q('wedding', 'use', ['wedding', 'casamento']),
  // Tempos and bpm
  q('fast', 'tempo', FAST),
  q('slow', 'tempo', SLOW),
  q('slow piano', 'tempo', SLOW, PIANO),
  q('fast drums', 'tempo', FAST, DRUMS),
  { text: '120 bpm', kind: 'bpm', concepts: [], bpm: 120 },
  { text: '90 bpm', kind: 'bpm', concepts: [], bpm: 90 },
  { text: '140bpm', kind: 'bpm', concepts: [], bpm: 140 },
  { text: 'piano 80 bpm', kind: 'bpm', concepts: [PIANO], bpm: 80 },
  // Composers (the seed's names)
  q('Almeida', 'composer', ['almeida']),
  q('costa', 'composer', ['costa']),
  q('Ferreira', 'composer', ['ferreira']),
  q('santos', 'composer', ['santos']),
  q('taylor', 'composer', ['taylor']),
  q('Ana Lima', 'composer', ['ana'], ['lima']),
  // Words inside titles
  q('horizon', 'title word', ['horizon']),
  q('midnight', 'title word', ['midnight']),
  q('synthwave', 'title word', ['synthwave']),
  q('golden', 'title word', ['golden']),
  q('ocean', 'title word', ['ocean']),
  q('velvet', 'title word', ['velvet']),
  q('neon skyline', 'title word', ['neon'], ['skyline']),
  q('grooves', 'title word', ['groove']),
  // Portuguese
  q('guitarra', 'portuguese', GUITAR),
  q('triste', 'portuguese', SAD),
  q('calmo', 'portuguese', CALM),
  q('alegre', 'portuguese', HAPPY),
  q('bateria', 'portuguese', DRUMS),
  q('cordas', 'portuguese', STRINGS),
  q('orquestra', 'portuguese', ORCHESTRAL),
  q('orquestral', 'portuguese', ORCHESTRAL),
  q('sombrio', 'portuguese', DARK),
  q('flauta', 'portuguese', FLUTE),
  q('viagem', 'portuguese', ['travel', 'viagem']),
  q('percussão', 'portuguese', PERCUSSION),
  // Plurals
  q('pianos', 'plural', PIANO),
  q('guitars', 'plural', GUITAR),
  q('synthesizers', 'plural', SYNTH),
  q('flutes', 'plural', FLUTE),
  q('trailers', 'plural', ['trailer']),
  q('sunrises', 'plural', ['sunrise']),
  // Misspellings
  q('pianno', 'misspelling', PIANO),
  q('orchestal', 'misspelling', ORCHESTRAL),
  q('accoustic', 'misspelling', ACOUSTIC),
  q('guitr', 'misspelling', GUITAR),
  q('synthesiser', 'misspelling', SYNTH),
  q('percusion', 'misspelling', PERCUSSION),
  q('ukelele', 'misspelling', UKULELE),
  q('harbor', 'misspelling', ['harbour', 'harbor']),
  q('electonic', 'misspelling', ELECTRONIC),
  q('sunrize', 'misspelling', ['sunrise']),
  q('nostalgik', 'misspelling', NOSTALGIC),
  q('mysterous', 'misspelling', MYSTERIOUS),
  // Two and three words
  q('calm piano', 'two words', CALM, PIANO),
  q('sad strings', 'two words', SAD, STRINGS),
  q('epic trailer', 'two words', EPIC, ['trailer']),
  q('happy ukulele', 'two words', HAPPY, UKULELE),
  q('dark electronic', 'two words', DARK, ELECTRONIC),
  q('corporate uplifting', 'two words', CORPORATE, UPLIFTING),
  q('jazz piano', 'two words', ['jazz'], PIANO),
  q('tense percussion', 'two words', TENSE, PERCUSSION),
  q('piano triste', 'two words', PIANO, SAD),
  q('calm acoustic guitar', 'three words', CALM, ACOUSTIC, GUITAR),
  q('epic orchestral trailer', 'three words', EPIC, ORCHESTRAL, ['trailer']),
  q('happy corporate pop', 'three words', HAPPY, CORPORATE, ['pop']),
  q('dark tense synth', 'three words', DARK, TENSE, SYNTH),
  q('violão calmo', 'two words', ['violao', 'acoustic guitar'], CALM),
  q('calm acoustic piano', 'three words', CALM, ACOUSTIC, PIANO),
];
