/**
 * Briefs written the way editors, producers and agencies write them — everyday words, uses, negations, tempo words
 * and BPM, misspellings — half in English, half in Brazilian Portuguese. Each carries a RULE over the answered
 * track's own metadata (its DTO, English names): what makes a result right for the brief, never a list of ids. The
 * phrases were written from brief language first; the vocabulary was then grown until the product served them.
 */
import type { Track } from '@rsm/shared/schemas';

export type BriefKind =
  'mood' | 'use' | 'negation' | 'tempo' | 'bpm' | 'instrument' | 'genre' | 'misspelling' | 'brief';

export interface BriefQuery {
  text: string;
  language: 'en' | 'pt';
  kind: BriefKind;
  /** Whether a track answers the brief. */
  relevant: (track: Track) => boolean;
}

type Rule = (track: Track) => boolean;
const names = (list: { name: string }[]) => list.map((each) => each.name);
const has =
  (pick: (track: Track) => { name: string }[]) =>
  (...wanted: string[]): Rule =>
  (track) =>
    names(pick(track)).some((name) => wanted.includes(name));
const mood = has((track) => track.moods);
const genre = has((track) => track.genres);
const instrument = has((track) => track.instrumentations);
const keyword = has((track) => track.keywords);
const topic = has((track) => track.topics);
const tempo =
  (...wanted: string[]): Rule =>
  (track) =>
    track.tempo !== null && wanted.includes(track.tempo);
const bpmNear =
  (bpm: number): Rule =>
  (track) =>
    track.bpm !== null && Math.abs(track.bpm - bpm) <= 6;
const instrumental: Rule = (track) => track.lyricists.length === 0;
const all =
  (...rules: Rule[]): Rule =>
  (track) =>
    rules.every((rule) => rule(track));
const any =
  (...rules: Rule[]): Rule =>
  (track) =>
    rules.some((rule) => rule(track));
const not =
  (rule: Rule): Rule =>
  (track) =>
    !rule(track);

const UPBEAT = mood('Happy', 'Uplifting', 'Energetic');
const POSITIVE = mood('Happy', 'Uplifting');
const CALM = mood('Calm');
const CHILL = any(CALM, genre('Lo-Fi', 'Ambient'));
const CORPORATE = any(topic('Corporate'), keyword('Business', 'Advertising'));
const DOCUMENTARY = topic('Documentary');
const TRAILER = topic('Trailer');
const ROMANTIC = any(mood('Romantic'), keyword('Love'));
const EPIC = mood('Epic');
const DARK = mood('Dark');
const TENSE = any(mood('Tense'), keyword('Suspense'));
const SCARY = mood('Dark', 'Tense');
const FAST = tempo('Fast', 'Very Fast');
const SLOW = tempo('Slow');
const SAD = mood('Sad');
const STUDY = any(genre('Lo-Fi', 'Ambient'), CALM);
const PLAYFUL = mood('Playful');
const NOSTALGIC = mood('Nostalgic');
const ORCHESTRAL = genre('Classical', 'Cinematic');
const MYSTERIOUS = mood('Mysterious');
const ENERGETIC = mood('Energetic');
const GUITAR = instrument('Acoustic Guitar', 'Electric Guitar');
const BRAZILIAN = genre('Samba', 'Bossa Nova');
const NO_DRUMS = not(instrument('Drums'));
const KIDS = any(PLAYFUL, keyword('Family'));
const SPORTS = any(keyword('Sports'), ENERGETIC);
const TRAVEL = keyword('Travel');
const NATURE = keyword('Nature');
const PARTY = keyword('Party');
const TECH = keyword('Technology');
const GAMING = topic('Gaming');

const en = (kind: BriefKind, text: string, relevant: Rule): BriefQuery => ({
  text,
  language: 'en',
  kind,
  relevant,
});
const pt = (kind: BriefKind, text: string, relevant: Rule): BriefQuery => ({
  text,
  language: 'pt',
  kind,
  relevant,
});

export const BRIEF_QUERIES: BriefQuery[] = [
  // English
  en('mood', 'upbeat', UPBEAT),
  en('mood', 'something positive and uplifting', POSITIVE),
  en('mood', 'feel-good music', UPBEAT),
  en('mood', 'chill vibes', CHILL),
  en('mood', 'relaxing background music', CALM),
  en('mood', 'dark and ominous', DARK),
  en('mood', 'tense suspense music for a thriller', TENSE),
  en('mood', 'melancholic', SAD),
  en('mood', 'quirky and fun', PLAYFUL),
  en('mood', 'mysterious atmosphere', MYSTERIOUS),
  en('mood', 'heroic epic music', EPIC),
  en('mood', 'retro nostalgic vibe', NOSTALGIC),
  en('use', 'music for a corporate video', CORPORATE),
  en('use', 'background music for a documentary', DOCUMENTARY),
  en('use', 'epic trailer', all(TRAILER, EPIC)),
  en('use', 'wedding video', ROMANTIC),
  en('use', 'study music', STUDY),
  en('use', 'kids cartoon', KIDS),
  en('use', 'tech product launch', any(TECH, CORPORATE)),
  en('use', 'sports highlights', SPORTS),
  en('use', 'travel vlog', TRAVEL),
  en('use', 'nature documentary', all(DOCUMENTARY, NATURE)),
  en('use', 'video game soundtrack', any(GAMING, ORCHESTRAL)),
  en('negation', 'no vocals', instrumental),
  en('negation', 'instrumental', instrumental),
  en('negation', 'acoustic guitar without drums', all(GUITAR, NO_DRUMS)),
  en('negation', 'piano, no drums', all(instrument('Piano'), NO_DRUMS)),
  en('negation', 'happy pop without vocals', all(mood('Happy'), genre('Pop'), instrumental)),
  en('negation', 'epic orchestral, no choir', all(EPIC, not(instrument('Vocals')))),
  en('tempo', 'fast electronic', all(FAST, genre('Electronic'))),
  en('tempo', 'slow and calm piano', all(SLOW, instrument('Piano'))),
  en('tempo', 'uptempo party track', all(FAST, PARTY)),
  en('tempo', 'downtempo ambient', all(SLOW, genre('Ambient'))),
  en('bpm', 'around 120 bpm', bpmNear(120)),
  en(
    'bpm',
    'upbeat corporate, around 120 BPM, no vocals',
    all(UPBEAT, CORPORATE, bpmNear(120), instrumental),
  ),
  en('bpm', 'hip hop beat 90bpm', all(genre('Hip Hop'), bpmNear(90))),
  en('bpm', 'cinematic tension 90 bpm', all(TENSE, bpmNear(90))),
  en('instrument', 'solo piano', instrument('Piano')),
  en('instrument', 'strings and piano', all(instrument('Strings'), instrument('Piano'))),
  en('instrument', 'ukulele', instrument('Ukulele')),
  en('instrument', 'synth heavy 80s', all(instrument('Synthesizer'), NOSTALGIC)),
  en('instrument', 'brass section', instrument('Brass')),
  en('genre', 'lofi hip hop beats', genre('Lo-Fi', 'Hip Hop')),
  en('genre', 'bossa nova', genre('Bossa Nova')),
  en('genre', 'jazzy lounge', genre('Jazz')),
  en('genre', 'orchestral film score', ORCHESTRAL),
  en('genre', 'synthwave', genre('Electronic')),
  en('misspelling', 'upbeet corprate', all(UPBEAT, CORPORATE)),
  en('misspelling', 'documentery', DOCUMENTARY),
  en('misspelling', 'romantc wedding', ROMANTIC),
  en('misspelling', 'melancholic pianno', all(SAD, instrument('Piano'))),
  en('brief', 'inspiring corporate music for a presentation', all(mood('Uplifting'), CORPORATE)),
  en('brief', 'dark tense underscore for a crime drama', all(SCARY, topic('Drama'))),
  en('brief', 'happy summer beach party', all(mood('Happy'), keyword('Beach', 'Summer', 'Party'))),
  // Brazilian Portuguese
  pt('mood', 'animado', UPBEAT),
  pt('mood', 'música alegre e pra cima', UPBEAT),
  pt('mood', 'trilha alto astral', UPBEAT),
  pt('mood', 'algo tranquilo e relaxante', CALM),
  pt('mood', 'clima sombrio', DARK),
  pt('mood', 'tensão e suspense', TENSE),
  pt('mood', 'triste e melancólica', SAD),
  pt('mood', 'divertida e brincalhona', PLAYFUL),
  pt('mood', 'misteriosa', MYSTERIOUS),
  pt('mood', 'épica e grandiosa', EPIC),
  pt('mood', 'nostálgica, retrô', NOSTALGIC),
  pt('mood', 'romântica', ROMANTIC),
  pt('use', 'vídeo institucional', CORPORATE),
  pt('use', 'trilha para documentário', DOCUMENTARY),
  pt('use', 'música para trailer', TRAILER),
  pt('use', 'casamento', ROMANTIC),
  pt('use', 'música para estudar', STUDY),
  pt('use', 'vídeo infantil', KIDS),
  pt('use', 'lançamento de produto de tecnologia', any(TECH, CORPORATE)),
  pt('use', 'vídeo de academia e treino', SPORTS),
  pt('use', 'vlog de viagem', TRAVEL),
  pt('use', 'documentário de natureza', all(DOCUMENTARY, NATURE)),
  pt('use', 'comercial de comida', keyword('Food', 'Advertising')),
  pt('negation', 'sem voz', instrumental),
  pt('negation', 'sem vocal', instrumental),
  pt('negation', 'instrumental animada', all(instrumental, UPBEAT)),
  pt('negation', 'violão sem bateria', all(instrument('Acoustic Guitar'), NO_DRUMS)),
  pt('negation', 'piano sem bateria', all(instrument('Piano'), NO_DRUMS)),
  pt('negation', 'samba sem vozes', all(genre('Samba'), instrumental)),
  pt('tempo', 'eletrônica rápida', all(FAST, genre('Electronic'))),
  pt('tempo', 'piano lento', all(SLOW, instrument('Piano'))),
  pt('tempo', 'música acelerada para esporte', all(FAST, SPORTS)),
  pt('tempo', 'ambiente lenta e calma', all(SLOW, CALM)),
  pt('bpm', 'uns 120 bpm', bpmNear(120)),
  pt(
    'bpm',
    'institucional animado, por volta de 120 bpm, sem voz',
    all(UPBEAT, CORPORATE, bpmNear(120), instrumental),
  ),
  pt('bpm', 'hip hop 90bpm', all(genre('Hip Hop'), bpmNear(90))),
  pt('bpm', 'trailer épico 130 bpm', all(TRAILER, bpmNear(130))),
  pt('instrument', 'piano solo', instrument('Piano')),
  pt('instrument', 'cordas e piano', all(instrument('Strings'), instrument('Piano'))),
  pt('instrument', 'violão', instrument('Acoustic Guitar')),
  pt('instrument', 'guitarra', instrument('Electric Guitar')),
  pt('instrument', 'flauta', instrument('Flute')),
  pt('instrument', 'sintetizadores anos 80', all(instrument('Synthesizer'), NOSTALGIC)),
  pt('genre', 'lo-fi para estudar', any(genre('Lo-Fi'), STUDY)),
  pt('genre', 'samba', genre('Samba')),
  pt('genre', 'música brasileira', BRAZILIAN),
  pt('genre', 'orquestral', ORCHESTRAL),
  pt('genre', 'jazz', genre('Jazz')),
  pt('misspelling', 'animdo', UPBEAT),
  pt('misspelling', 'documentario', DOCUMENTARY),
  pt('misspelling', 'institucinal', CORPORATE),
  pt('misspelling', 'romantica', ROMANTIC),
  pt('brief', 'trilha inspiradora para apresentação institucional', all(mood('Uplifting'), CORPORATE)),
  pt('brief', 'suspense sombrio para série policial', all(SCARY, any(TENSE, topic('Drama')))),
  pt('brief', 'festa de verão na praia', all(keyword('Party', 'Summer', 'Beach'))),
  pt('brief', 'música para vídeo de casamento com violão', all(ROMANTIC, instrument('Acoustic Guitar'))),
];
