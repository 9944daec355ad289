/** Word lists the seed draws names from. Pairs are [English, Portuguese]. */

export const ADJECTIVES = [
  'Golden', 'Silent', 'Electric', 'Velvet', 'Distant', 'Neon', 'Broken', 'Hidden', 'Endless', 'Crimson', 'Urban',
  'Bright', 'Midnight', 'Wild', 'Gentle', 'Rising', 'Frozen', 'Lucky', 'Restless', 'Hollow', 'Sunny', 'Quiet',
  'Bold', 'Secret', 'Dusty', 'Cosmic', 'Tropical', 'Northern', 'Faded', 'Brave',
];
export const NOUNS = [
  'Horizon', 'River', 'City', 'Engine', 'Garden', 'Signal', 'Harbour', 'Mirror', 'Summer', 'Pulse', 'Skyline',
  'Journey', 'Shadow', 'Carnival', 'Memory', 'Machine', 'Ocean', 'Forest', 'Highway', 'Window', 'Lantern', 'Motion',
  'Parade', 'Echo', 'Canyon', 'Sunrise', 'Heartbeat', 'Satellite', 'Avenue', 'Tide',
];
export const ALBUM_THEMES = [
  'Corporate Optimism', 'Cinematic Tension', 'Lo-Fi Afternoons', 'Brazilian Grooves', 'Epic Trailers',
  'Acoustic Moments', 'Retro Synthwave', 'Documentary Textures', 'Urban Beats', 'Kids & Family', 'Jazz Lounge',
  'Indie Pop Sunshine', 'Dark Electronica', 'Orchestral Wonder', 'Latin Fiesta', 'Ambient Spaces',
];
export const LABELS = [
  'Red Sky Music', 'Blue Harbour Audio', 'Samba Sync', 'Northern Light Tracks', 'Pulse Library', 'Cinemood',
  'Groove Atlas', 'Paper Plane Records', 'Ironwood Sound', 'Lagoa Music',
];
export const PUBLISHERS = ['RSM Publishing', 'Atlas Music Publishing', 'Sync Songs Ltd', 'Editora Lagoa'];
export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Elisa', 'Felipe', 'Gabriela', 'Hugo', 'Isabel', 'João', 'Karen', 'Lucas',
  'Marta', 'Nuno', 'Olivia', 'Pedro', 'Rita', 'Samuel', 'Tiago', 'Vera', 'William', 'Zoe', 'Miguel', 'Laura',
];
export const LAST_NAMES = [
  'Almeida', 'Barros', 'Costa', 'Dias', 'Evans', 'Ferreira', 'Gomes', 'Harris', 'Lima', 'Martins', 'Nunes',
  'Oliveira', 'Pereira', 'Quinn', 'Ribeiro', 'Santos', 'Taylor', 'Vieira', 'Walker', 'Young',
];

export const GENRES: [string, string][] = [
  ['Pop', 'Pop'], ['Rock', 'Rock'], ['Electronic', 'Eletrónica'], ['Hip Hop', 'Hip Hop'], ['Jazz', 'Jazz'],
  ['Classical', 'Clássica'], ['Ambient', 'Ambiente'], ['Folk', 'Folk'], ['Latin', 'Latina'], ['Bossa Nova', 'Bossa Nova'],
  ['Cinematic', 'Cinematográfica'], ['Funk', 'Funk'], ['Lo-Fi', 'Lo-Fi'], ['Samba', 'Samba'],
];
export const MOODS: [string, string][] = [
  ['Happy', 'Alegre'], ['Sad', 'Triste'], ['Tense', 'Tenso'], ['Calm', 'Calmo'], ['Epic', 'Épico'],
  ['Romantic', 'Romântico'], ['Dark', 'Sombrio'], ['Uplifting', 'Inspirador'], ['Playful', 'Brincalhão'],
  ['Mysterious', 'Misterioso'], ['Energetic', 'Enérgico'], ['Nostalgic', 'Nostálgico'],
];
export const INSTRUMENTATIONS: [string, string][] = [
  ['Piano', 'Piano'], ['Acoustic Guitar', 'Guitarra Acústica'], ['Electric Guitar', 'Guitarra Elétrica'],
  ['Strings', 'Cordas'], ['Synthesizer', 'Sintetizador'], ['Drums', 'Bateria'], ['Bass', 'Baixo'],
  ['Brass', 'Metais'], ['Percussion', 'Percussão'], ['Vocals', 'Vozes'], ['Flute', 'Flauta'], ['Ukulele', 'Ukulele'],
];
export const KEYWORDS: [string, string][] = [
  ['Advertising', 'Publicidade'], ['Travel', 'Viagem'], ['Technology', 'Tecnologia'], ['Nature', 'Natureza'],
  ['Sports', 'Desporto'], ['Fashion', 'Moda'], ['Food', 'Comida'], ['Family', 'Família'], ['Night', 'Noite'],
  ['Beach', 'Praia'], ['Success', 'Sucesso'], ['Party', 'Festa'], ['Science', 'Ciência'], ['Love', 'Amor'],
  ['Adventure', 'Aventura'], ['Suspense', 'Suspense'], ['Summer', 'Verão'], ['Business', 'Negócios'],
];
export const TOPICS: [string, string][] = [
  ['Corporate', 'Corporativo'], ['Documentary', 'Documentário'], ['Trailer', 'Trailer'], ['Gaming', 'Jogos'],
  ['Lifestyle', 'Estilo de Vida'], ['Drama', 'Drama'], ['Comedy', 'Comédia'], ['News', 'Notícias'],
];
export const TEMPOS: [string, string][] = [
  ['Slow', 'Lento'], ['Medium', 'Médio'], ['Fast', 'Rápido'], ['Very Fast', 'Muito Rápido'],
];
