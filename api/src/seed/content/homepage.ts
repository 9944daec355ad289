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
      'Milhares de faixas pré-licenciadas, prontas no dia em que as encontra',
    ],
    link: '/albums',
  },
  {
    title: ['New releases every month', 'Novos lançamentos todos os meses'],
    subtitle: ['Fresh albums from our composers', 'Álbuns acabados de sair dos nossos compositores'],
    link: '/albums',
  },
  {
    title: ['Let us search for you', 'Deixe-nos pesquisar por si'],
    subtitle: [
      'Send a brief and a music supervisor builds your playlist',
      'Envie um briefing e um supervisor musical cria a sua playlist',
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
    name: ['Feel-good advertising', 'Publicidade bem-disposta'],
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
    description: ['Unobtrusive beds for narration', 'Fundos discretos para narração'],
    size: 14,
    onHomepage: true,
  },
  {
    name: ['Tension and suspense', 'Tensão e suspense'],
    description: ['Dark textures for crime and thrillers', 'Texturas sombrias para policiais e thrillers'],
    size: 10,
    onHomepage: true,
  },
  {
    name: ['Corporate and tech', 'Empresarial e tecnologia'],
    description: ['Modern, confident, forward-moving', 'Moderna, confiante e em movimento'],
    size: 12,
    onHomepage: true,
  },
  {
    name: ['Chill and lo-fi', 'Chill e lo-fi'],
    description: ['Relaxed grooves for online content', 'Grooves descontraídos para conteúdos online'],
    size: 12,
    onHomepage: true,
  },
  {
    name: ['Portuguese flavours', 'Sabores portugueses'],
    description: ['Guitars, strings and saudade', 'Guitarras, cordas e saudade'],
    size: 8,
    onHomepage: false,
  },
];
