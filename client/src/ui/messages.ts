/** Texts of the shared modals, overlay and pager (spec sections 2, 5 and 9, verbatim). */
export const uiMessages = {
  errorTitle: 'Ops!',
  errorButton: 'Voltar',
  successTitle: 'Feito!',
  successButton: 'Voltar ao início',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  required: '*Campo Obrigatório',
  rejectReasonPrompt: 'Digite o motivo da reprovação',
  renewalReasonPrompt: 'Descreva com detalhes como está o andamento do projeto.',
  renewalHint:
    'Proposta já foi enviada? Produto já homologado? Qual a próxima etapa? Qual probabilidade de fechamento?',
  probabilityLabel: 'Probabilidade de fechamento',
  probabilityPlaceholder: 'Selecione',
  /** The loading overlay's name for screen readers (its text changes as the wait grows). */
  loadingTitle: 'Carregando',
  loadingSteps: [
    'Aguarde, estamos reunindo suas informações',
    'Verificando as informações...',
    'Validando o cadastro...',
    'Só mais um instante, estamos quase lá!',
  ],
  rowsPerPage: 'Linhas por página',
  empty: 'Sem conteúdo',
  retry: 'Tentar novamente',
  totalRows: (n: number, lowerBound = false) =>
    `${lowerBound ? 'mais de ' : ''}${n.toLocaleString('pt-BR')} ${n === 1 ? 'registro' : 'registros'}`,
  allRows: 'Todas',
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  jumpBack: 'Voltar 4 páginas',
  jumpForward: 'Avançar 4 páginas',
  page: (n: number) => `Página ${n}`,
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
} as const;
