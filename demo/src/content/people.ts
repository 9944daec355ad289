export interface CrewSeed {
  name: string;
  role: [en: string, pt: string];
  bio: [en: string, pt: string];
}

export const CREW: CrewSeed[] = [
  {
    name: 'Marta Silva',
    role: ['Founder and creative director', 'Fundadora e diretora criativa'],
    bio: [
      'Composer and producer who started the library in 2009 after fifteen years of scoring television.',
      'Compositora e produtora que fundou a biblioteca em 2009, depois de quinze anos compondo trilhas para a TV.',
    ],
  },
  {
    name: 'João Pereira',
    role: ['Head of licensing', 'Diretor de licenciamento'],
    bio: [
      'Clears music for advertising agencies and broadcasters across Europe.',
      'Cuida do licenciamento de músicas para agências de publicidade e emissoras de TV em toda a Europa.',
    ],
  },
  {
    name: 'Ana Costa',
    role: ['Music supervisor', 'Supervisora musical'],
    bio: [
      'Builds playlists for briefs and knows the catalogue track by track.',
      'Monta playlists para briefings e conhece o catálogo faixa por faixa.',
    ],
  },
  {
    name: 'Rui Almeida',
    role: ['A&R and composer relations', 'A&R e relacionamento com compositores'],
    bio: [
      'Commissions new albums and works with the composers from brief to master.',
      'Encomenda novos álbuns e acompanha os compositores do briefing ao master.',
    ],
  },
  {
    name: 'Sofia Martins',
    role: ['Recording and mastering engineer', 'Engenheira de gravação e masterização'],
    bio: [
      'Records the sessions and masters every release in our Lisbon studio.',
      'Grava as sessões e masteriza cada lançamento no nosso estúdio em Lisboa.',
    ],
  },
];

export const AGENTS: {
  country: [en: string, pt: string];
  name: string;
  email: string;
  website: string | null;
}[] = [
  {
    country: ['Brazil', 'Brasil'],
    name: 'Trilha Sonora Ltda',
    email: 'contato@trilha.test',
    website: 'https://trilha.test',
  },
  {
    country: ['Germany', 'Alemanha'],
    name: 'Klangwerk Musikverlag',
    email: 'info@klangwerk.test',
    website: 'https://klangwerk.test',
  },
  {
    country: ['Spain', 'Espanha'],
    name: 'Música para Imagen SL',
    email: 'hola@mpi.test',
    website: 'https://mpi.test',
  },
  {
    country: ['France', 'França'],
    name: 'Éditions Sonores',
    email: 'contact@sonores.test',
    website: 'https://sonores.test',
  },
  {
    country: ['United Kingdom', 'Reino Unido'],
    name: 'Soundtrack Agency',
    email: 'hello@soundtrack-agency.test',
    website: null,
  },
  {
    country: ['United States', 'Estados Unidos'],
    name: 'Cue Sheet Music Inc.',
    email: 'licensing@cuesheet.test',
    website: 'https://cuesheet.test',
  },
];
