/**
 * Texts of the users screens (spec sections 2, 5 and 8; verbatim). The server calls this domain
 * "sellers"; the screens are "Usuários" and, for representatives and support, hold resale accounts too.
 */
export const userMessages = {
  listTitle: 'Usuários',
  registrationTitle: 'Adicionar vendedores',
  userDetailsTitle: 'Detalhes do usuário',
  sellerDetailsTitle: 'Detalhes do vendedor',
  backToList: 'Voltar para a lista de usuários',
  loading: 'Carregando usuários',
  loadingUser: 'Carregando usuário',

  list: {
    add: 'Adicionar vendedores',
    nameFilter: 'Nome',
    nameFilterPlaceholder: 'Buscar por nome',
    caption: 'Usuários',
    columns: {
      actions: 'Ações',
      history: 'Histórico',
      name: 'Nome',
      email: 'Email',
      phone: 'Telefone',
      role: 'Perfil',
    },
    view: (name: string) => `Ver detalhes de ${name}`,
    historyOf: (name: string) => `Histórico de ${name}`,
  },

  form: {
    intro: 'O vendedor receberá um email para criar a sua senha de acesso ao portal.',
    name: 'Nome',
    email: 'Email corporativo',
    phone: 'Telefone corporativo',
    phonePlaceholder: '(00) 00000-0000',
    submit: 'Finalizar',
    invalidName: 'Verifique o nome digitado',
    invalidEmail: 'Verifique o email digitado',
    invalidPhone: 'Verifique o telefone digitado',
  },

  details: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    delete: 'Excluir usuário',
    confirmTitle: 'Excluir usuário',
    confirmDescription: (name: string) =>
      `Deseja excluir ${name}? O vendedor deixará de acessar o portal imediatamente.`,
    notFound: 'Usuário não encontrado',
    notFoundDetail: 'Ele não existe ou não está visível para você.',
    goToList: 'Ir para a lista de usuários',
    inactive: 'Este usuário foi excluído e não acessa mais o portal.',
  },

  outcomes: {
    created: 'Vendedor cadastrado com sucesso',
    // Beyond the spec: the e-mail was a seller this reseller had deleted, brought back (design section 4, Accounts).
    reactivated: 'Vendedor reativado com sucesso. Ele receberá um email para criar uma nova senha.',
    deleted: 'Usuário deletado com sucesso',
  },

  errors: {
    emailInUse: 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!',
    invalidUser: 'Dados do usuário inválidos',
    createFailed: 'Erro ao cadastrar o vendedor',
    // Not in the spec: the same seller is still being created by an earlier attempt (a lost reply, a crash).
    creationInProgress: 'Este cadastro já está em andamento. Aguarde alguns instantes e tente novamente.',
    generic: 'Houve um erro. Tente novamente mais tarde!',
  },
} as const;
