/** CNPJ lookup outcomes (spec sections 5 and 8, verbatim). */
export const cnpjMessages = {
  rateLimited: 'É permitido somente 3 consultas por minuto',
  notFound: 'CNPJ inválido! Por favor digite um CNPJ válido!',
  otherFailure: 'CNPJ inválido',
  /** Beyond the spec: the lookup service failed, which says nothing about the CNPJ itself. */
  unavailable: 'A consulta de CNPJ está indisponível no momento. Tente novamente mais tarde.',
} as const;
