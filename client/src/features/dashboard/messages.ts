/** Texts of the dashboard (spec section 2 "Dashboard", verbatim where the spec gives them). */
export const dashboardMessages = {
  title: 'Dashboard',
  loading: 'Carregando o dashboard',
  loadFailed: 'Houve um erro. Tente novamente mais tarde!',
  chart: {
    title: (year: number) => `Oportunidades aprovadas e reprovadas por mês em ${year}`,
    hint: 'Contadas pelo mês em que o representante decidiu.',
    approved: 'Aprovadas',
    disapproved: 'Reprovadas',
    month: 'Mês',
    tableCaption: (year: number) => `Oportunidades aprovadas e reprovadas por mês de decisão em ${year}`,
    showTable: 'Mostrar os números',
    hideTable: 'Ocultar os números',
  },
  comparison: {
    title: (current: string, previous: string) => `${current} comparado a ${previous}`,
    approved: 'Aprovadas',
    disapproved: 'Reprovadas',
    registered: 'Registradas',
    estimated: 'Valor registrado',
    previous: (month: string, value: string) => `${month}: ${value}`,
    change: (percent: string) => `${percent} em relação ao mês anterior`,
    noBase: 'sem base de comparação no mês anterior',
    unchanged: 'igual ao mês anterior',
  },
  /** Time to decision per month (design section 17). */
  decisionTimes: {
    title: (year: number) => `Tempo até a decisão em ${year}`,
    hint: 'Em dias úteis, do registro (ou do pedido de renovação) até a decisão do representante.',
    month: 'Mês',
    decisions: 'Decisões',
    median: 'Mediana (dias úteis)',
    p90: '90% em até (dias úteis)',
    overdue: 'Fora do prazo',
    /** A month without decisions has no time to decision. */
    none: '—',
  },
  totals: {
    title: 'Totais por status',
    all: 'Total',
  },
  tools: {
    title: 'Ferramentas',
    users: 'Gerenciar usuários',
    resales: 'Gerenciar revendas',
    support: 'Suporte',
    virtualAccount: 'Conta virtual',
    opensInNewTab: '(abre em nova aba)',
  },
  latest: {
    title: 'Últimas oportunidades',
    filter: 'Mostrar',
    all: 'Todas as oportunidades',
    approved: 'Aprovadas',
    seeList: 'ver lista',
    columns: { company: 'Empresa', status: 'Status', value: 'Valor', createdAt: 'Criada em' },
  },
} as const;
