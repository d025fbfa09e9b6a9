/** Texts of the history page (spec section 2, "History", verbatim). */
export const historyMessages = {
  title: 'Histórico',
  empty: 'Sem Histórico',
  /** The back arrow's name: it leads to the list that the page's type names. */
  backToList: 'Voltar para a lista',
  loading: 'Carregando histórico',
  /** Spec section 8, History: any error but 401 and 404. */
  failed: 'Houve um erro. Tente novamente mais tarde!',
  columns: {
    actionType: 'Tipo de ação',
    username: 'Usuário',
    attribute: 'Atributo',
    oldValue: 'Valor anterior',
    newValue: 'Novo valor',
    date: 'Data',
  },
  /** The caption of the table, for screen readers. */
  caption: 'Alterações do registro, da mais recente para a mais antiga',
  /** An empty value (a creation's "before", a field cleared). */
  emptyValue: '—',
  /** A password is recorded as changed, never shown. */
  hiddenValue: '••••',
  accessoryLine: ' — acessório',
  competitorLine: ' — concorrente',
  /** A change that named no attribute. */
  noChanges: 'Nenhum atributo alterado',
  /**
   * An entry written by hand through the history call: a representative's note, which changed nothing. Its author
   * is named to representatives only, like the user column.
   */
  note: 'Anotação',
  noteBy: (name: string) => `Anotação de ${name}`,
  /** Between the two values a note names, as its author wrote them. */
  noteArrow: ' → ',
} as const;
