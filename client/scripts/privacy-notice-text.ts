/**
 * The LGPD privacy notice of the portal (Lei nº 13.709/2018), as printed into client/public's PDF by
 * pdf-writer.ts (public-pdfs.ts). Plain Latin-1 text: the PDF uses the standard Helvetica fonts with WinAnsiEncoding.
 */
export interface Section {
  title: string;
  paragraphs: string[];
}

export const NOTICE_TITLE = 'Aviso de Privacidade - Portal de Oportunidades';
export const NOTICE_UPDATED = 'Última atualização: janeiro de 2026';

export const NOTICE_SECTIONS: Section[] = [
  {
    title: '1. Quem somos',
    paragraphs: [
      'O Portal de Oportunidades é o ambiente em que revendas e seus vendedores registram oportunidades de venda de coletores de dados, leitores de código de barras e impressoras de etiquetas das marcas participantes, e em que representantes e a equipe de suporte do distribuidor analisam esses registros. O distribuidor que opera o portal é o controlador dos dados pessoais tratados aqui, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
    ],
  },
  {
    title: '2. Quais dados tratamos',
    paragraphs: [
      'Dados de cadastro: nome, e-mail, telefone e senha (guardada apenas na forma de resumo criptográfico) dos usuários; CNPJ, razão social, nome fantasia e endereço das revendas.',
      'Dados das oportunidades: empresa cliente (CNPJ, razão social e endereço), nome, e-mail e telefone do contato no cliente, produtos, valores, informações do projeto e o histórico de alterações com o nome de quem as fez.',
      'Dados de uso: registros de acesso (data, hora e endereço IP) e os cookies descritos na seção 7.',
    ],
  },
  {
    title: '3. Para que usamos os dados',
    paragraphs: [
      'Para criar e manter as contas de acesso; registrar, analisar, aprovar, renovar e acompanhar oportunidades; proteger o registro de cada revenda durante a validade da oportunidade; sincronizar as oportunidades aprovadas com o sistema de gestão de clientes (CRM) do distribuidor; enviar e-mails de serviço (cadastro, redefinição de senha, decisões sobre oportunidades e revendas); responder às mensagens enviadas pela página Fale conosco; e manter a segurança do portal e cumprir obrigações legais.',
    ],
  },
  {
    title: '4. Bases legais',
    paragraphs: [
      'Tratamos os dados com base na execução do contrato de parceria entre o distribuidor e a revenda e de procedimentos preliminares a ele (art. 7º, V), no legítimo interesse do distribuidor e das revendas em organizar o registro de oportunidades e evitar conflitos entre parceiros (art. 7º, IX), e no cumprimento de obrigação legal ou regulatória, como a guarda de registros de acesso exigida pelo Marco Civil da Internet (art. 7º, II).',
    ],
  },
  {
    title: '5. Com quem compartilhamos',
    paragraphs: [
      'Com os fabricantes das marcas participantes, apenas no que se refere às oportunidades da respectiva marca; com o fornecedor do CRM e com os provedores de hospedagem e de envio de e-mails que operam em nome do distribuidor, sob contrato e com dever de confidencialidade; e com autoridades públicas, quando a lei exigir. Não vendemos dados pessoais.',
    ],
  },
  {
    title: '6. Por quanto tempo guardamos',
    paragraphs: [
      'Os dados de cadastro são mantidos enquanto a conta estiver ativa; contas desativadas são preservadas pelo prazo necessário para a defesa de direitos. As oportunidades e seu histórico são mantidos pelo prazo de prescrição das obrigações comerciais. Os registros de acesso são guardados por seis meses, como determina o Marco Civil da Internet.',
    ],
  },
  {
    title: '7. Cookies',
    paragraphs: [
      'O portal usa somente cookies essenciais ao seu funcionamento: token e refresh_token (sessão, inacessíveis a scripts), exp, company, username, userid, user_permissions e keep_connection (dados da sessão; com "Mantenha-me conectado" duram 7 dias, sem essa opção terminam ao fechar o navegador), notification (avisos exibidos no sino da página de login, por 30 dias) e acceptedLGPD (registra que você leu este aviso, por 30 dias). Não usamos cookies de publicidade nem de rastreamento de terceiros.',
    ],
  },
  {
    title: '8. Seus direitos',
    paragraphs: [
      'Você pode pedir, a qualquer momento, a confirmação de que tratamos seus dados, o acesso a eles, a correção de dados incompletos ou desatualizados, a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei, a portabilidade, informações sobre o compartilhamento e a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 18 da LGPD). Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
    ],
  },
  {
    title: '9. Segurança',
    paragraphs: [
      'Adotamos medidas técnicas e administrativas para proteger os dados: conexões cifradas, senhas guardadas com algoritmo de resumo resistente a ataques, sessões de curta duração, controle de acesso por perfil (representante, suporte, revenda e vendedor) e registro das alterações feitas em cada oportunidade.',
    ],
  },
  {
    title: '10. Contato do encarregado',
    paragraphs: [
      'Pedidos e dúvidas sobre este aviso e sobre o tratamento de dados pessoais podem ser enviados ao encarregado pela proteção de dados pela página Fale conosco do portal, informando no assunto "Privacidade". Respondemos em até 15 dias.',
      'Este aviso pode ser atualizado; a data da última atualização aparece no início do documento.',
    ],
  },
];
