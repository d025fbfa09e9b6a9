/** Texts of the resale sign-up list (spec section 2, "Resales list"). */
export const resaleListMessages = {
  title: 'Revendas',
  loading: 'Carregando revendas',
  statusFilter: 'Status',
  dateFilter: 'Data da solicitação',
  clearFilters: 'Limpar filtros',
  columns: {
    fantasyName: 'Nome fantasia',
    cnpj: 'CNPJ',
    phone: 'Telefone',
    contact: 'Contato',
    createdAt: 'Data da solicitação',
    status: 'Status',
  },
  /** A row's link, read out by screen readers: the company, not just "Detalhes". */
  openDetails: (name: string) => `Ver detalhes da revenda ${name}`,
} as const;
