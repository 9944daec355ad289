import type { PageText } from './page-text';

/** Brazilian Portuguese pages: '## ' starts a heading, a blank line separates paragraphs. */
export const PAGES_PT: Record<string, PageText> = {
  v2_web_about_us: {
    title: 'Sobre nós',
    body: `A RSM é uma biblioteca independente de música de produção. Encomendamos, gravamos e publicamos músicas compostas para imagem: publicidade, cinema e trailers, TV, jogos e vídeo online.

## O que fazemos
Todos os álbuns do catálogo são criados por compositores profissionais a partir de um briefing, gravados com músicos de verdade sempre que a música pede e entregues em mixagem completa, versões editadas, underscores e stems, para que o editor possa cortar a música no frame exato.

## Como trabalhamos
Nosso catálogo tem os direitos já liberados: controlamos os direitos editoriais e fonográficos de cada faixa, por isso uma única licença cobre os dois, e você pode usar a música no mesmo dia em que a encontrar.

Nossos supervisores musicais pesquisam o catálogo para você, montam playlists a partir de um briefing e podem encomendar música original quando nada do catálogo servir.

## Onde estamos
Nossa sede fica em Lisboa, e trabalhamos com uma rede de agentes no mundo todo que representam o catálogo em seus territórios.`,
  },
  v2_agb: {
    title: 'Termos e condições',
    body: `Estes termos regem o uso do site da RSM e o licenciamento de músicas do catálogo RSM. Ao criar uma conta ou baixar músicas, você concorda com eles.

## Contas
Você deve fornecer informações corretas no cadastro e manter sua senha em sigilo. Você é responsável por tudo o que for feito com sua conta. Podemos suspender contas usadas para violar estes termos.

## Prévias e downloads
As prévias e os downloads servem para avaliar a música em um projeto (trilhas temporárias, propostas para clientes e edições offline). A música só pode ser publicada, transmitida ou distribuída depois de coberta por uma licença.

## Licenças
A licença é concedida para as mídias, o território e o prazo nela indicados. O valor da licença deve ser pago antes da publicação. As licenças não podem ser transferidas para outra produção sem nosso consentimento por escrito.

## Restrições
Você não pode revender, sublicenciar ou distribuir a música como produto independente, registrá-la em um sistema de identificação de conteúdo nem usá-la em conteúdo difamatório, obsceno ou ilegal.

## Responsabilidade
A música é fornecida no estado em que se encontra. Nossa responsabilidade total no âmbito de uma licença fica limitada ao valor pago por ela.

## Lei aplicável
Estes termos são regidos pela legislação portuguesa, e fica eleito o foro de Lisboa para resolver qualquer questão relacionada a eles.`,
  },
  v2_web_data_protection_page: {
    title: 'Política de privacidade',
    body: `Respeitamos sua privacidade e tratamos dados pessoais somente da forma descrita aqui e conforme permitido pelo Regulamento Geral sobre a Proteção de Dados (RGPD) da União Europeia.

## Quais dados coletamos
No cadastro, armazenamos seu nome, endereço de e-mail e país. Quando você usa o site, registramos as pesquisas, as reproduções e os downloads vinculados à sua conta, para mostrar seu histórico e melhorar o catálogo.

## Como usamos seus dados
Usamos seus dados para gerenciar sua conta, emitir e administrar licenças, responder às suas solicitações e, se você tiver se inscrito, enviar nossa newsletter. Não vendemos dados pessoais.

## Por quanto tempo guardamos seus dados
Os dados da conta são mantidos enquanto ela estiver ativa e excluídos em até 30 dias após o encerramento. Os registros de licenças são mantidos pelo prazo exigido por lei, normalmente dez anos.

## Seus direitos
Você pode solicitar uma cópia dos seus dados, a correção ou a exclusão deles e se opor ao seu tratamento. Escreva para privacy@rsm.test; você também pode registrar uma reclamação na Comissão Nacional de Proteção de Dados (CNPD), a autoridade de proteção de dados de Portugal.`,
  },
  v2_cookie: {
    title: 'Política de cookies',
    body: `O site da RSM usa um pequeno número de cookies e tecnologias semelhantes (armazenamento local) para funcionar corretamente e entender como ele é usado.

## Estritamente necessários
Eles mantêm você conectado e lembram seu idioma e suas escolhas de cookies. O site não funciona sem eles, por isso não podem ser desativados.

## Analíticos
Com o seu consentimento, contamos as visitas e medimos quais páginas e recursos são usados. Os dados são agregados e nunca são usados para identificar você.

## Como gerenciar os cookies
Você pode alterar suas escolhas a qualquer momento na página de preferências de cookies e excluir cookies nas configurações do navegador.`,
  },
  v2_cookie_preferences: {
    title: 'Preferências de cookies',
    body: `Escolha quais cookies opcionais o site da RSM pode usar. Sua escolha fica salva no navegador e vale até que você a altere.

## Cookies estritamente necessários
Sempre ativos. Eles mantêm você conectado e lembram seu idioma e estas preferências.

## Cookies analíticos
Desativados, a menos que você os ative. Eles nos ajudam a entender quais páginas e pesquisas são úteis, para que possamos melhorar o catálogo.`,
  },
  v2_rates_and_licensing: {
    title: 'Preços e licenciamento',
    body: `Todas as faixas do catálogo RSM podem ser licenciadas online ou com a nossa equipe de licenciamento. Uma única licença cobre a composição e a gravação.

## Como funciona
Encontre a música, escolha a mídia e o território, e nós emitimos uma licença para a sua produção. Os valores dependem da mídia, do território e da duração da campanha.

## Mídias
Licenciamos músicas para publicidade, cinema e trailers, vídeo online, jogos e produções corporativas ou educacionais. Veja exemplos de valores em cada página de preços.

## Licenças globais
Emissoras de TV, agências e produtoras que usam música com frequência podem contratar uma licença global anual, que cobre todas as suas produções. Fale conosco e peça um orçamento.`,
  },
  v2_rates_adverts: {
    title: 'Preços: publicidade',
    body: `Licenças para publicidade em TV, rádio, cinema e internet. Os valores são por campanha e incluem todas as reduções e versões do mesmo anúncio.

## Exemplos de valores
Local (uma região, até 3 meses): a partir de € 450.

Nacional (um país, até 12 meses): a partir de € 1.500.

Internacional (até 5 países, 12 meses): a partir de € 4.000.

Mundial (todas as mídias, 12 meses): sob consulta.

## Renovações
Uma campanha pode ser renovada por mais um período por 75% do valor original.`,
  },
  v2_rates_film_trailers: {
    title: 'Preços: cinema e trailers',
    body: `Licenças para longas-metragens, documentários, curtas-metragens, trailers e teasers.

## Exemplos de valores
Curta-metragem ou exibição em festivais: a partir de € 150 por faixa.

Documentário ou longa independente, todas as mídias, no mundo todo: a partir de € 600 por faixa.

Trailer ou teaser, no mundo todo, em caráter perpétuo: a partir de € 2.500 por faixa.

## Do festival à distribuição
Uma licença de festival pode ser ampliada para a distribuição completa a qualquer momento; descontamos o valor já pago.`,
  },
  v2_rates_online: {
    title: 'Preços: online',
    body: `Licenças para conteúdo publicado na internet: redes sociais, podcasts, sites e plataformas de vídeo.

## Exemplos de valores
Canal pessoal ou podcast, sem fins comerciais: € 29 por faixa.

Canal de empresa ou conteúdo de marca: € 99 por faixa.

Campanha patrocinada nas redes sociais (até 12 meses): a partir de € 350 por faixa.

## Identificação de conteúdo
Nossas faixas não são registradas em sistemas de identificação de conteúdo, por isso os vídeos licenciados não recebem reivindicações de direitos autorais.`,
  },
  v2_rates_games: {
    title: 'Preços: jogos',
    body: `Licenças para jogos eletrônicos, aplicativos e mídias interativas, incluindo seus trailers e vídeos de gameplay.

## Exemplos de valores
Jogo independente (orçamento abaixo de € 250.000): € 250 por faixa.

Jogo mobile ou casual: € 400 por faixa.

Título para console ou PC: a partir de € 1.200 por faixa.

## Música adaptativa
Todas as licenças para jogos incluem os stems, para que a música possa ser sobreposta em camadas e tocada em loop pela engine do jogo.`,
  },
  v2_rates_ipc: {
    title: 'Preços: institucional, apresentações e corporativo',
    body: `Licenças para vídeos institucionais, treinamentos e material educacional, feiras, eventos e apresentações que não sejam transmitidos nem usados em publicidade.

## Exemplos de valores
Uso interno (intranet, treinamentos, apresentações): € 80 por faixa.

Uso externo (site, feiras, eventos): € 190 por faixa.

Uso corporativo ilimitado por 12 meses: € 1.900 pelo catálogo completo.`,
  },
  v2_web_contacts_page: {
    title: 'Fale conosco',
    body: `Será um prazer ajudar você a encontrar música, licenciar uma faixa ou encomendar algo novo.

## Busca de músicas e licenciamento
Envie um e-mail para licensing@rsm.test ou ligue para +351 21 000 0000, de segunda a sexta, das 9h às 18h (horário de Lisboa).

## Compositores
Compositores que queiram compor para a biblioteca podem enviar links dos seus trabalhos para composers@rsm.test.

## Endereço
RSM Production Music, Rua das Flores 10, 1200-195 Lisboa, Portugal.`,
  },
};
