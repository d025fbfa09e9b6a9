/**
 * Texts of the opportunity details page (spec section 2, "Opportunity details"). Field names come from fields.ts,
 * statuses and enums from model.ts, the decisions' button labels and outcomes from ../messages.ts.
 */
export const opportunityDetailsMessages = {
  backToList: 'Voltar para a lista de oportunidades',
  loading: 'Carregando oportunidade',
  notFound: 'Oportunidade não encontrada',
  notFoundDetail: 'Ela não existe ou não está entre as oportunidades que você pode ver.',
  goToList: 'Ir para a lista de oportunidades',
  decisions: 'Ações',

  sections: {
    summary: 'Oportunidade',
    customer: 'Empresa do cliente',
    contact: 'Contato do cliente',
    project: 'Informações do projeto',
    products: 'Produtos',
    accessories: 'Acessórios',
    competitors: 'Produtos concorrentes',
    conflicts: 'Conflitos',
  },

  protectedUntil: (date: string) => `Protegido até ${date}`,
  /** Beyond the spec: the company was typed or not confirmed by the CNPJ register (representatives only). */
  companyUnverified: 'Dados da empresa não verificados',
  companyUnverifiedDetail:
    'A consulta de CNPJ não confirmou estes dados quando a oportunidade foi registrada: confira-os antes de decidir.',
  /** Beyond the spec: the customer's registration status as the CNPJ register last gave it (design section 15). */
  companyStatus: (status: string, checkedOn: string) =>
    `Situação cadastral: ${status}${checkedOn ? ` (verificada em ${checkedOn})` : ''}`,
  companyInactive: 'Empresa inativa',
  companyInactiveDetail:
    'A Receita Federal deixou de listar esta empresa como ativa depois do registro: ela não pode receber oportunidades.',
  daysLeft: (days: number) => `${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`,
  rejectionReason: 'Motivo da reprovação',
  renewalReason: 'Motivo da renovação',

  lineTotal: 'Total',
  noLines: 'Nenhum item informado',

  conflictsHint: 'Outros registros do mesmo cliente (mesma raiz de CNPJ) nesta marca.',
  noConflicts: 'Nenhum outro registro deste cliente.',
  conflictsNewest: (shown: number, total: number, more: boolean) =>
    `Mostrando os ${shown} mais recentes de ${more ? 'mais de ' : ''}${total.toLocaleString('pt-BR')} registros deste cliente.`,
  conflictCreatedAt: (date: string) => `Criada em ${date}`,
  conflictLink: (name: string, date: string) => `${name}, criada em ${date}`,

  /** The decisions' modals. */
  approveTitle: 'Aprovar oportunidade',
  approveDescription: 'Confira o nome e a probabilidade de fechamento antes de aprovar.',
  rejectTitle: 'Recusar oportunidade',
  rejectReasonPrompt: 'Digite abaixo o motivo da reprovação',
  updateTitle: 'Atualizar registro',
  requestRenewalTitle: 'Solicitar renovação',
  approveRenewalTitle: 'Aprovar Renovação',
  approveRenewalDescription: 'A oportunidade volta para análise com uma nova validade.',
  rejectRenewalTitle: 'Recusar Renovação',
  nameLabel: 'Nome da oportunidade',
} as const;
