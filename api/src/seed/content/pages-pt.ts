import type { PageText } from './page-text';

/** European Portuguese pages: '## ' starts a heading, a blank line separates paragraphs. */
export const PAGES_PT: Record<string, PageText> = {
  v2_web_about_us: {
    title: 'Sobre nós',
    body: `A RSM é uma biblioteca independente de música de produção. Encomendamos, gravamos e editamos música escrita para imagem: publicidade, cinema e trailers, televisão, jogos e vídeo online.

## O que fazemos
Cada álbum do catálogo é composto por compositores profissionais a partir de um briefing, gravado com músicos reais sempre que a música o pede e entregue em mistura completa, versões editadas, underscores e stems, para que um editor a possa cortar ao fotograma.

## Como trabalhamos
O nosso catálogo está pré-licenciado: controlamos os direitos de edição e os direitos fonográficos de cada faixa, por isso uma única licença cobre ambos e pode usar a música no próprio dia em que a encontra.

Os nossos supervisores musicais pesquisam o catálogo por si, criam playlists para um briefing e podem encomendar música original quando nada do catálogo serve.

## Onde estamos
Estamos sediados em Lisboa e trabalhamos com uma rede de agentes em todo o mundo que representam o catálogo nos seus territórios.`,
  },
  v2_agb: {
    title: 'Termos e condições',
    body: `Estes termos regem a utilização do site da RSM e o licenciamento de música do catálogo RSM. Ao criar uma conta ou baixar música, você os aceita.

## Contas
Você deve fornecer informações corretas no cadastro e manter sua senha em segredo. Você é responsável por tudo o que for feito com a sua conta. Podemos suspender contas usadas para violar estes termos.

## Pré-escutas e descargas
As pré-escutas e descargas destinam-se a avaliar música num projeto (faixas temporárias, propostas e montagens offline). A música só pode ser publicada, emitida ou distribuída depois de coberta por uma licença.

## Licenças
A licença é concedida para os meios, o território e o prazo nela indicados. O valor da licença é devido antes da publicação. As licenças não podem ser transferidas para outra produção sem o nosso consentimento escrito.

## Restrições
Não pode revender, sublicenciar ou distribuir a música como produto autónomo, registá-la num sistema de identificação de conteúdos nem usá-la em conteúdos difamatórios, obscenos ou ilegais.

## Responsabilidade
A música é fornecida tal como está. A nossa responsabilidade total ao abrigo de uma licença limita-se ao valor pago por ela.

## Lei aplicável
Estes termos regem-se pela lei portuguesa; os tribunais de Lisboa são os competentes.`,
  },
  v2_web_data_protection_page: {
    title: 'Política de privacidade',
    body: `Respeitamos a sua privacidade e tratamos dados pessoais apenas como aqui descrito e como o Regulamento Geral sobre a Proteção de Dados (RGPD) permite.

## Que dados recolhemos
No cadastro guardamos seu nome, endereço de email e país. Quando usa o site, registamos pesquisas, audições e downloads associados à sua conta, para mostrar seu histórico e melhorar o catálogo.

## Para que os usamos
Usamos os seus dados para gerir a sua conta, emitir e administrar licenças, responder aos seus pedidos e, se o subscreveu, enviar a nossa newsletter. Não vendemos dados pessoais.

## Durante quanto tempo
Os dados da conta são guardados enquanto a conta estiver ativa e apagados até 30 dias após o seu encerramento. Os registros de licenças são guardados pelo prazo que a lei exige, normalmente dez anos.

## Os seus direitos
Pode pedir uma cópia dos seus dados, a sua retificação ou eliminação e opor-se ao seu tratamento. Escreva para privacy@rsm.test; pode também apresentar queixa à Comissão Nacional de Proteção de Dados (CNPD).`,
  },
  v2_cookie: {
    title: 'Política de cookies',
    body: `O site da RSM usa um pequeno número de cookies e tecnologias semelhantes (armazenamento local) para funcionar corretamente e perceber como é utilizado.

## Estritamente necessários
Mantêm a sessão iniciada e guardam o seu idioma e as suas escolhas de cookies. O site não funciona sem eles, por isso não podem ser desativados.

## Análise
Com o seu consentimento, contamos visitas e medimos que páginas e funcionalidades são usadas. Os dados são agregados e nunca servem para o identificar.

## Gerir cookies
Pode alterar as suas escolhas a qualquer momento na página de preferências de cookies e apagar cookies nas definições do navegador.`,
  },
  v2_cookie_preferences: {
    title: 'Preferências de cookies',
    body: `Escolha que cookies opcionais o site da RSM pode usar. A sua escolha fica guardada no navegador e vale até a alterar.

## Cookies estritamente necessários
Sempre ativos. Mantêm a sessão iniciada e guardam o seu idioma e estas preferências.

## Cookies de análise
Desativados, a menos que os ative. Ajudam-nos a perceber que páginas e pesquisas são úteis para melhorarmos o catálogo.`,
  },
  v2_rates_and_licensing: {
    title: 'Preços e licenciamento',
    body: `Todas as faixas do catálogo RSM podem ser licenciadas online ou através da nossa equipe de licenciamento. Uma única licença cobre a composição e a gravação.

## Como funciona
Encontre a música, escolha o meio e o território e emitimos uma licença para a produção. Os valores dependem do meio, do território e da duração da campanha.

## Meios
Licenciamos música para publicidade, cinema e trailers, vídeo online, jogos e produções institucionais ou educativas. Consulte cada página de preços para exemplos de escalões.

## Licenças globais
Televisões, agências e produtoras que usam música com regularidade podem optar por uma licença anual global que cobre todas as suas produções. Fale conosco para um orçamento.`,
  },
  v2_rates_adverts: {
    title: 'Preços: publicidade',
    body: `Licenças para publicidade em televisão, rádio, cinema e online. Os valores são por campanha e incluem todas as reduções e versões do mesmo anúncio.

## Exemplos de escalões
Local (uma região, até 3 meses): a partir de 450 €.

Nacional (um país, até 12 meses): a partir de 1500 €.

Internacional (até 5 países, 12 meses): a partir de 4000 €.

Mundial (todos os meios, 12 meses): sob consulta.

## Renovações
Uma campanha pode ser renovada por mais um período a 75% do valor original.`,
  },
  v2_rates_film_trailers: {
    title: 'Preços: cinema e trailers',
    body: `Licenças para longas-metragens, documentários, curtas-metragens, trailers e teasers.

## Exemplos de escalões
Curta-metragem ou estreia em festivais: a partir de 150 € por faixa.

Documentário ou longa-metragem independente, todos os meios, mundial: a partir de 600 € por faixa.

Trailer ou teaser, mundial, perpétuo: a partir de 2500 € por faixa.

## Do festival à distribuição
Uma licença de festival pode ser alargada à distribuição completa a qualquer momento; descontamos o valor já pago.`,
  },
  v2_rates_online: {
    title: 'Preços: online',
    body: `Licenças para conteúdos publicados online: redes sociais, podcasts, sites e plataformas de vídeo.

## Exemplos de escalões
Canal pessoal ou podcast, sem fins comerciais: 29 € por faixa.

Canal de empresa ou conteúdo de marca: 99 € por faixa.

Campanha paga em redes sociais (até 12 meses): a partir de 350 € por faixa.

## Identificação de conteúdos
As nossas faixas não estão registadas em sistemas de identificação de conteúdos, por isso os vídeos licenciados não são reclamados.`,
  },
  v2_rates_games: {
    title: 'Preços: jogos',
    body: `Licenças para videojogos, aplicações e meios interativos, incluindo os respetivos trailers e vídeos de jogabilidade.

## Exemplos de escalões
Jogo independente (orçamento inferior a 250 000 €): 250 € por faixa.

Jogo móvel ou casual: 400 € por faixa.

Título para consola ou PC: a partir de 1200 € por faixa.

## Música adaptativa
Todas as licenças de jogos incluem os stems, para que a música possa ser sobreposta e repetida pelo motor do jogo.`,
  },
  v2_rates_ipc: {
    title: 'Preços: institucional, apresentações e empresas',
    body: `Licenças para filmes institucionais, formação e material educativo, feiras, eventos e apresentações que não são emitidos nem publicitados.

## Exemplos de escalões
Uso interno (intranet, formação, apresentações): 80 € por faixa.

Uso externo (site, feiras, eventos): 190 € por faixa.

Uso institucional ilimitado durante 12 meses: 1900 € por todo o catálogo.`,
  },
  v2_web_contacts_page: {
    title: 'Contactos',
    body: `Teremos todo o gosto em ajudá-lo a encontrar música, licenciar uma faixa ou encomendar algo novo.

## Pesquisas de música e licenciamento
Envie um email para licensing@rsm.test ou ligue para +351 21 000 0000, de segunda a sexta, das 9h00 às 18h00 (hora de Lisboa).

## Compositores
Compositores que queiram escrever para a biblioteca podem enviar ligações para o seu trabalho para composers@rsm.test.

## Morada
RSM Production Music, Rua das Flores 10, 1200-195 Lisboa, Portugal.`,
  },
};
