/** The texts of the waiting list for protected customers ("Avisos de liberação"). */
export const watchMessages = {
  title: 'Avisos de liberação',
  intro:
    'Clientes protegidos por outro registro que você pediu para acompanhar. Quando a proteção terminar, você recebe ' +
    'um e-mail com o link para registrar a oportunidade. Cada pedido vale 180 dias.',
  backToList: 'Voltar para a lista de oportunidades',
  loading: 'Carregando avisos',
  watch: 'Avise-me quando liberar',
  watching: 'Aviso pedido',
  watchHint: 'Você recebe um e-mail quando este cliente puder ser registrado.',
  watched: 'Pronto! Você receberá um e-mail quando este cliente for liberado.',
  alreadyWatched: 'Você já tinha pedido este aviso: receberá um e-mail quando este cliente for liberado.',
  seeWatches: 'Ver meus avisos',
  cnpj: 'CNPJ',
  /** The customer's name is unknown to its registrations (none gave one): the CNPJ alone names it. */
  unnamedCompany: 'Empresa sem nome registrado',
  /** Until when the customer is protected: a date, never who holds it (design section 16). */
  protectedUntil: (date: string) => `Protegido até ${date}`,
  /** What happens next, said on each request. */
  nextStep:
    'Quando a proteção terminar, você receberá um e-mail com o link para registrar a oportunidade deste cliente. ' +
    'Se o registro for renovado, a proteção se estende e o aviso continua valendo.',
  /** The protection has just ended: the job sends the mail and ends the request. */
  released: 'A proteção terminou: você receberá o e-mail em instantes e já pode registrar a oportunidade.',
  requestedAt: 'Pedido em',
  expiresAt: 'Válido até',
  cancel: 'Cancelar',
  cancelLabel: (cnpj: string) => `Cancelar o aviso do CNPJ ${cnpj}`,
  cancelled: 'Aviso cancelado.',
  errors: {
    loadFailed: 'Não foi possível carregar seus avisos. Tente novamente.',
    watchFailed: 'Não foi possível pedir o aviso. Tente novamente.',
    unwatchFailed: 'Não foi possível cancelar o aviso. Tente novamente.',
    notFound: 'Este aviso já tinha terminado.',
  },
  /** The representative's details page: how many wait for the customer, never who. */
  waitingCount: (n: number) =>
    n === 0
      ? 'Nenhuma revenda aguarda a liberação deste cliente.'
      : n === 1
        ? '1 revenda aguarda a liberação deste cliente.'
        : `${n} revendas aguardam a liberação deste cliente.`,
} as const;
