/** [question, answer] pairs in English and European Portuguese, in display order. */
export const FAQS: { en: [string, string]; pt: [string, string] }[] = [
  {
    en: [
      'What is production music?',
      'Music written and recorded for use in media, pre-cleared so it can be licensed quickly for film, TV, advertising, games and online video.',
    ],
    pt: [
      'O que é música de produção?',
      'Música composta e gravada para ser usada nos media, pré-licenciada para poder ser autorizada rapidamente em cinema, televisão, publicidade, jogos e vídeo online.',
    ],
  },
  {
    en: [
      'Do I need an account to listen?',
      'No. Anyone can search and preview the catalogue. An account lets you download, build playlists and share them.',
    ],
    pt: [
      'Preciso de uma conta para ouvir?',
      'Não. Qualquer pessoa pode pesquisar e ouvir o catálogo. Com uma conta você pode baixar, criar playlists e compartilhá-las.',
    ],
  },
  {
    en: [
      'Can I use a downloaded track in my production?',
      'You may use downloads in offline edits and pitches. Before the production is published or broadcast, the music must be licensed.',
    ],
    pt: [
      'Posso usar uma faixa baixada na minha produção?',
      'Pode usar as descargas em montagens offline e propostas. Antes de a produção ser publicada ou emitida, a música tem de ser licenciada.',
    ],
  },
  {
    en: [
      'Which file formats are available?',
      'Every track is available as MP3 for previews and as WAV and AIFF for the final mix.',
    ],
    pt: [
      'Que formatos de arquivo estão disponíveis?',
      'Todas as faixas estão disponíveis em MP3 para pré-escuta e em WAV e AIFF para a mistura final.',
    ],
  },
  {
    en: [
      'What are edits, underscores and stems?',
      'Edits are shorter versions (60, 30, 15 seconds); underscores drop the melody so dialogue sits on top; stems are the separate instrument groups for your own mix.',
    ],
    pt: [
      'O que são versões editadas, underscores e stems?',
      'As versões editadas são mais curtas (60, 30, 15 segundos); os underscores retiram a melodia para deixar espaço ao diálogo; os stems são os grupos de instrumentos separados para a sua própria mistura.',
    ],
  },
  {
    en: [
      'How much does a licence cost?',
      'It depends on the medium, territory and term. The rates pages list example tiers; our licensing team quotes anything else.',
    ],
    pt: [
      'Quanto custa uma licença?',
      'Depende do meio, do território e do prazo. As páginas de preços mostram exemplos de escalões; a nossa equipe de licenciamento orçamenta o resto.',
    ],
  },
  {
    en: [
      'Will my YouTube video be claimed?',
      'No. Our tracks are not registered with content identification systems.',
    ],
    pt: [
      'O meu vídeo no YouTube vai ser reclamado?',
      'Não. As nossas faixas não estão registadas em sistemas de identificação de conteúdos.',
    ],
  },
  {
    en: [
      'Can you help me find music?',
      'Yes. Send us a brief through the music consultation form and a music supervisor will put a playlist together for you.',
    ],
    pt: [
      'Podem ajudar-me a encontrar música?',
      'Sim. Envie-nos um briefing através do formulário de consultoria musical e um supervisor musical prepara uma playlist para si.',
    ],
  },
  {
    en: [
      'I am a composer. How can I work with you?',
      'Send links to your work to composers@rsm.test. We commission new albums several times a year.',
    ],
    pt: [
      'Sou compositor. Como posso trabalhar convosco?',
      'Envie ligações para o seu trabalho para composers@rsm.test. Encomendamos novos álbuns várias vezes por ano.',
    ],
  },
  {
    en: [
      'I did not receive the confirmation email.',
      'Check your spam folder. If it is not there, contact us and we will confirm your account.',
    ],
    pt: [
      'Não recebi o email de confirmação.',
      'Verifique a pasta de spam. Se não estiver lá, contacte-nos e confirmamos a sua conta.',
    ],
  },
];
