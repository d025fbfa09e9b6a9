/** Texts of the login page: its form, the LGPD notice and its viewer (spec sections 2, 5, verbatim). Apart from
 * messages.ts's other texts so that the page every visitor opens first carries only its own. */
export const loginMessages = {
  loginTitle: 'Acesse o portal',
  username: 'E-mail',
  password: 'Senha',
  keepConnected: 'Mantenha-me conectado',
  forgotPassword: 'Esqueceu sua senha?',
  enter: 'Entrar',
  register: 'Cadastrar',
  registerPrompt: 'Sua revenda ainda não tem acesso?',
  contact: 'Fale conosco',
  version: (v: string) => `Versão ${v}`,
  invalidCredentials: 'Usuário ou senha inválidos',
  /** Why the login form is shown to someone who had a session, by the code that ended it. */
  sessionEnded: {
    UNAUTHENTICATED: 'Faça login para continuar.',
    SESSION_EXPIRED: 'Sua sessão encerrou',
    TOKEN_REVOKED: 'Seu acesso foi revogado. Faça login novamente.',
    WRONG_BRAND:
      'Sua sessão é de outra marca do portal e não vale neste endereço. Entre com sua conta aqui ou use o endereço da sua marca.',
  },
  loginFailed: 'Houve um erro. Tente mais tarde!',
  deliveryNoticeTitle: 'Receba nossos e-mails',
  deliveryNotice: (email: string) =>
    `Para não perder nossos avisos, confira a caixa de entrada e o spam e peça à sua equipe de TI que libere as mensagens de ${email}.`,

  lgpdText:
    'Usamos cookies essenciais para manter sua sessão e tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (LGPD).',
  lgpdRead: 'Ler o aviso de privacidade',
  lgpdAccept: 'Aceitar',
  privacyNoticeTitle: 'Aviso de privacidade',
  privacyNoticeDownload: 'Baixar PDF',
  privacyNoticeClose: 'Fechar',
  privacyNoticeContent: 'Texto do aviso de privacidade',
  pdfLoading: 'Carregando documento...',
  pdfFailed: 'Não foi possível exibir o documento. Use o botão para baixá-lo.',
  pdfPage: (n: number, total: number) => `Página ${n} de ${total}`,
} as const;
