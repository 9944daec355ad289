export interface BannerSeed {
  title: [en: string, pt: string];
  subtitle: [en: string, pt: string];
  link: string;
}

export const BANNERS: BannerSeed[] = [
  {
    title: ['Music for picture', 'Música para imagem'],
    subtitle: [
      'Thousands of pre-cleared tracks, ready the day you find them',
      'Milhares de faixas com direitos liberados, prontas para usar no dia em que você as encontrar',
    ],
    link: '/albums',
  },
  {
    title: ['New releases every month', 'Novos lançamentos todo mês'],
    subtitle: ['Fresh albums from our composers', 'Álbuns recém-lançados pelos nossos compositores'],
    link: '/albums',
  },
  {
    title: ['Let us search for you', 'Deixe a pesquisa com a gente'],
    subtitle: [
      'Send a brief and a music supervisor builds your playlist',
      'Envie um briefing, e um supervisor musical monta sua playlist',
    ],
    link: '/contact-us',
  },
];

export const TRUSTED_BY = [
  'Atlântico TV',
  'Lumen Films',
  'Northwind Games',
  'Pixel & Co',
  'Onda Radio',
  'Studio Orbit',
];

export interface CuratedSeed {
  name: [en: string, pt: string];
  description: [en: string, pt: string];
  size: number;
  onHomepage: boolean;
}

export const CURATED_PLAYLISTS: CuratedSeed[] = [
  {
    name: ['Feel-good advertising', 'Publicidade alto-astral'],
    description: ['Upbeat, positive music for brands', 'Música animada e positiva para marcas'],
    size: 12,
    onHomepage: true,
  },
  {
    name: ['Epic trailers', 'Trailers épicos'],
    description: ['Big builds, hits and risers', 'Grandes crescendos, impactos e risers'],
    size: 10,
    onHomepage: true,
  },
  {
    name: ['Documentary underscore', 'Underscore para documentário'],
    description: ['Unobtrusive beds for narration', 'Fundos musicais discretos para narração'],
    size: 14,
    onHomepage: true,
  },
  {
    name: ['Tension and suspense', 'Tensão e suspense'],
    description: [
      'Dark textures for crime and thrillers',
      'Texturas sombrias para histórias policiais e thrillers',
    ],
    size: 10,
    onHomepage: true,
  },
  {
    name: ['Corporate and tech', 'Corporativo e tecnologia'],
    description: ['Modern, confident, forward-moving', 'Moderna, confiante e em movimento'],
    size: 12,
    onHomepage: true,
  },
  {
    name: ['Chill and lo-fi', 'Chill e lo-fi'],
    description: ['Relaxed grooves for online content', 'Grooves descontraídos para conteúdo online'],
    size: 12,
    onHomepage: true,
  },
  {
    name: ['Portuguese flavours', 'Sabores portugueses'],
    description: ['Guitars, strings and saudade', 'Violões, cordas e saudade'],
    size: 8,
    onHomepage: false,
  },
];
