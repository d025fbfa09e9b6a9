/** Texts of the login page: its form, the LGPD notice and its viewer (spec sections 2, 5, verbatim). */
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

/** Texts of login, password recovery, set-password and settings (spec sections 2, 5, 8, verbatim). */
export const authMessages = {
  ...loginMessages,

  recoveryTitle: 'Recuperar senha',
  recoveryIntro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  recoverySubmit: 'Recuperar senha',
  recoverySent: 'Você receberá um email para redefinição.',
  recoveryNotFound: 'Não foi encontrado um usuário com o email solicitado!',
  recoveryFailed: 'Houve um erro. Tente mais tarde!',
  recoveryNotification: (email: string) => `Link de redefinição de senha enviado para ${email}.`,
  invalidEmail: 'Verifique o email digitado',

  linkChecking: 'Verificando o link...',
  linkUnusableTitle: 'Este link não pode mais ser usado',
  linkUnusable: {
    USED: 'Ele já foi usado, ou um link mais recente foi enviado para o mesmo e-mail.',
    EXPIRED: 'Ele expirou: um link de redefinição vale 1 hora, e o de primeira senha, 1 dia.',
    INVALID: 'Ele está incompleto ou não vale mais. Confira se o endereço foi copiado inteiro.',
  },
  linkAskNew: 'Peça um novo link informando o seu e-mail em "Esqueceu sua senha?".',
  linkRequestNew: 'Pedir um novo link',

  setPasswordTitle: 'Crie sua senha',
  setPasswordIntro: 'Escolha a senha que você usará para entrar no portal.',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  setPasswordSubmit: 'Salvar senha',
  passwordSet: 'Senha atualizada com sucesso',
  setPasswordFailed: 'Houve um erro. Tente mais tarde!',
  passwordPolicy:
    'A senha deve ter no mínimo 8 caracteres, incluindo uma letra maiúscula, um caractere especial e um número',
  /** What the policy line above leaves out (spec section 5: the rule also needs a lower-case letter). */
  passwordPolicyHint: 'Use também uma letra minúscula. Caracteres especiais aceitos: @ $ ! % * ? &',
  passwordMismatch: 'As senhas não conferem!',
  required: '*Campo Obrigatório',

  settingsTitle: 'Configurações',
  settingsSubtitle: 'Alterar senha',
  settingsSubmit: 'Atualizar senha',
  passwordUpdated: 'Senha atualizada com sucesso',
  passwordUpdateFailed: 'Erro ao atualizar a senha',
} as const;
