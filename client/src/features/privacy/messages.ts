/** The texts of the personal data screen ("Dados pessoais (LGPD)"): data-subject requests by e-mail address. */
export const privacyMessages = {
  title: 'Dados pessoais (LGPD)',
  backToDashboard: 'Voltar para o dashboard',
  intro:
    'Atenda a um pedido de titular de dados pelo e-mail da pessoa: exporte tudo o que a marca guarda com esse ' +
    'e-mail, ou anonimize o contato dela nas oportunidades. Cada pedido fica registrado.',
  emailLabel: 'E-mail da pessoa',
  exportAction: 'Exportar',
  eraseAction: 'Anonimizar',
  loading: 'Buscando os dados',
  exported: (n: number) =>
    n === 1
      ? '1 registro encontrado. O arquivo JSON foi baixado.'
      : `${n} registros encontrados. O arquivo JSON foi baixado.`,
  fileName: (email: string) => `dados-pessoais-${email.replace(/[^a-z0-9]+/gi, '-')}.json`,
  kinds: {
    contacts: 'Contato de cliente em oportunidades',
    resales: 'Cadastros de revenda',
    sellers: 'Vendedores',
    customerWatches: 'Avisos de liberação',
  },
  opportunity: (name: string | null) => name ?? 'Oportunidade sem nome',
  confirmTitle: 'Anonimizar dados pessoais?',
  confirmDescription: (email: string) =>
    `O nome, o e-mail e o telefone do contato de cliente com o e-mail ${email} serão substituídos em todas as ` +
    'oportunidades desta marca e no histórico delas. Valores, status e datas ficam. Cadastros de revenda e ' +
    'vendedores não são alterados. Esta ação não pode ser desfeita.',
  erased: (n: number) =>
    n === 0
      ? 'Nenhum contato com este e-mail restava para anonimizar.'
      : n === 1
        ? 'Contato anonimizado em 1 oportunidade.'
        : `Contato anonimizado em ${n} oportunidades.`,
  invalidEmail: 'Informe um e-mail válido',
  close: 'Fechar',
  errors: {
    exportFailed: 'Não foi possível exportar os dados. Tente novamente.',
    eraseFailed: 'Não foi possível anonimizar os dados. Tente novamente.',
    forbidden: 'Você não tem permissão para esta ação.',
  },
} as const;
