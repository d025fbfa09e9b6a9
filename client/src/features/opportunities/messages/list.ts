/**
 * Texts of the opportunity list and its export (spec section 2, "Opportunities list"). Column and field names come
 * from fields.ts; the statuses from model.ts.
 */
export const opportunityListMessages = {
  add: 'Adicionar oportunidade',
  moreFilters: 'mais filtros',
  fewerFilters: 'menos filtros',
  clearFilters: 'Limpar filtros',
  statusFilter: 'Status',
  nameFilter: 'Nome',
  dateFilter: 'Data de criação',
  cnpjFilter: 'CNPJ',
  emailFilter: 'E-mail',
  clientFilter: 'Cliente',
  stateFilter: 'Estado',
  allStates: 'Todos',
  cityFilter: 'Cidade',
  registerFilter: 'Registro',
  /** Beyond the spec, representatives only: registrations whose company the CNPJ register did not confirm. */
  companyUnverifiedFilter: 'Dados da empresa não verificados',
  /** Beyond the spec, representatives only: customers the CNPJ register no longer gives as active. */
  companyInactiveFilter: 'Empresa inativa',
  /** The flag of such a row (design section 15). */
  companyInactive: 'Empresa inativa',
  /** Beyond the spec: opportunities and renewals waiting for a decision past the brand's target (design section 17). */
  decisionOverdueFilter: 'Fora do prazo',
  /** The flag of such a row or details page. */
  decisionOverdue: 'Fora do prazo',
  /** How long it has waited for a decision, in business days. */
  waiting: (days: number) =>
    days === 0 ? 'Aguardando desde hoje' : `Aguardando há ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`,
  sortBy: 'Ordenar por',
  sorts: {
    CREATED_AT_DESC: 'Mais recentes',
    CREATED_AT_ASC: 'Mais antigas',
    ESTIMATED_DESC: 'Maior valor',
    ESTIMATED_ASC: 'Menor valor',
  },
  columns: {
    status: 'Status',
    createdAt: 'Criada em',
    company: 'Empresa',
    value: 'Valor',
    approveDate: 'Aprovada em',
    distributor: 'Distribuidor',
    age: 'Tempo em análise',
    /** The export's column of `waitingBusinessDays`: a number, empty once decided. */
    waitingBusinessDays: 'Aguardando decisão (dias úteis)',
    companyStatus: 'Situação cadastral',
  },
  /** The export's "Situação cadastral" of a company the CNPJ register never confirmed. */
  companyStatusUnknown: 'Não verificada',
  /** The link to the details names the company and when it was registered (one company may have several). */
  openDetails: (company: string, createdAt: string) => `${company}, criada em ${createdAt}`,
  ageDays: (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}`,
  daysLeft: (days: number) => `${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`,
  loading: 'Carregando oportunidades',

  export: 'Exportar',
  exportStarting: 'Exportando…',
  exporting: (done: number, total: number) =>
    `Exportando… ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  cancelExport: 'Cancelar exportação',
  /** The file and its one sheet (spec section 2: a spreadsheet named "Oportunidades"). */
  exportFile: 'Oportunidades.xlsx',
  exportSheet: 'Oportunidades',
} as const;
