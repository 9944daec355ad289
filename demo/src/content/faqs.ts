/** [question, answer] pairs in English and Brazilian Portuguese, in display order. */
export const FAQS: { en: [string, string]; pt: [string, string] }[] = [
  {
    en: [
      'What is production music?',
      'Music written and recorded for use in media, pre-cleared so it can be licensed quickly for film, TV, advertising, games and online video.',
    ],
    pt: [
      'O que é música de produção?',
      'Música composta e gravada para uso em mídia, com os direitos já liberados, para ser licenciada rapidamente em cinema, TV, publicidade, jogos e vídeo online.',
    ],
  },
  {
    en: [
      'Do I need an account to listen?',
      'No. Anyone can search and preview the catalogue. An account lets you download, build playlists and share them.',
    ],
    pt: [
      'Preciso ter uma conta para ouvir?',
      'Não. Qualquer pessoa pode pesquisar e ouvir o catálogo. Com uma conta, você pode baixar faixas, criar playlists e compartilhá-las.',
    ],
  },
  {
    en: [
      'Can I use a downloaded track in my production?',
      'You may use downloads in offline edits and pitches. Before the production is published or broadcast, the music must be licensed.',
    ],
    pt: [
      'Posso usar uma faixa baixada na minha produção?',
      'Você pode usar os downloads em edições offline e propostas para clientes. Antes que a produção seja publicada ou transmitida, a música precisa ser licenciada.',
    ],
  },
  {
    en: [
      'Which file formats are available?',
      'Every track is available as MP3 for previews and as WAV and AIFF for the final mix.',
    ],
    pt: [
      'Quais formatos de arquivo estão disponíveis?',
      'Todas as faixas estão disponíveis em MP3 para prévia e em WAV e AIFF para a mixagem final.',
    ],
  },
  {
    en: [
      'What are edits, underscores and stems?',
      'Edits are shorter versions (60, 30, 15 seconds); underscores drop the melody so dialogue sits on top; stems are the separate instrument groups for your own mix.',
    ],
    pt: [
      'O que são versões editadas, underscores e stems?',
      'As versões editadas são mais curtas (60, 30 e 15 segundos); os underscores tiram a melodia para abrir espaço para os diálogos; os stems são os grupos de instrumentos separados, para você fazer sua própria mixagem.',
    ],
  },
  {
    en: [
      'How much does a licence cost?',
      'It depends on the medium, territory and term. The rates pages list example tiers; our licensing team quotes anything else.',
    ],
    pt: [
      'Quanto custa uma licença?',
      'Depende da mídia, do território e do prazo. As páginas de preços mostram exemplos de valores; para qualquer outro caso, nossa equipe de licenciamento faz um orçamento.',
    ],
  },
  {
    en: [
      'Will my YouTube video be claimed?',
      'No. Our tracks are not registered with content identification systems.',
    ],
    pt: [
      'Meu vídeo no YouTube vai receber uma reivindicação de direitos autorais?',
      'Não. Nossas faixas não são registradas em sistemas de identificação de conteúdo.',
    ],
  },
  {
    en: [
      'Can you help me find music?',
      'Yes. Send us a brief through the music consultation form and a music supervisor will put a playlist together for you.',
    ],
    pt: [
      'Vocês podem me ajudar a encontrar música?',
      'Sim. Envie um briefing pelo formulário de consultoria musical, e um supervisor musical vai montar uma playlist para você.',
    ],
  },
  {
    en: [
      'I am a composer. How can I work with you?',
      'Send links to your work to composers@rsm.test. We commission new albums several times a year.',
    ],
    pt: [
      'Sou compositor. Como posso trabalhar com vocês?',
      'Envie links do seu trabalho para composers@rsm.test. Encomendamos novos álbuns várias vezes por ano.',
    ],
  },
  {
    en: [
      'I did not receive the confirmation email.',
      'Check your spam folder. If it is not there, contact us and we will confirm your account.',
    ],
    pt: [
      'Não recebi o e-mail de confirmação.',
      'Verifique sua pasta de spam. Se ele não estiver lá, entre em contato conosco e confirmaremos sua conta.',
    ],
  },
];
