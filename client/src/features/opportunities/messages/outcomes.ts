/**
 * Texts of the opportunity screens (spec sections 2, 5 and 8, verbatim). The outcomes of calls live here; each screen's labels in messages/<screen>.ts.
 */
export const opportunityMessages = {
  listTitle: 'Oportunidades',
  registrationTitle: 'Registro de Oportunidades',
  detailsTitle: 'Detalhes da oportunidade',
  noDate: 'Sem Data',

  actions: {
    approve: 'Aprovar',
    reject: 'Recusar',
    requestRenewal: 'Solicitar renovação',
    approveRenewal: 'Aprovar Renovação',
    rejectRenewal: 'Recusar Renovação',
    update: 'Atualizar registro',
    finish: 'Finalizar registro',
  },

  outcomes: {
    created: 'Oportunidade cadastrada com sucesso',
    approved: 'Oportunidade aprovada com sucesso',
    rejected: 'Oportunidade reprovada com sucesso',
    updated: 'Oportunidade atualizada com sucesso',
    renewalRequested: 'Renovação solicitada com sucesso',
    renewalApproved: 'Renovação aprovada com sucesso',
    renewalRejected: 'Renovação reprovada com sucesso',
  },

  errors: {
    locked:
      'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para atualizá-la no CRM.',
    createFailed: 'Erro ao cadastrar a oportunidade',
    missingFields: 'Campos obrigatórios ausentes!',
    nameRequired: 'Por favor, digite um nome para a oportunidade!!',
    crmNotFound:
      'Ops! Algo deu errado ao buscar os dados do cliente Salesforce. Por favor, confira o cadastro no Salesforce e tente novamente.',
    crmUnavailable:
      'Ops! Ocorreu um erro ao tentar se comunicar com o Salesforce. Por favor, tente novamente em instantes.',
    approveFailed: 'Houve um problema de conexão ao aprovar essa oportunidade. Por favor, tente novamente mais tarde!',
    rejectFailed: 'Houve um problema de conexão ao reprovar essa oportunidade. Por favor, tente novamente mais tarde!',
    updateFailed: 'Erro ao atualizar a oportunidade',
    renewalRequestFailed: 'Erro ao solicitar a renovação da oportunidade',
    renewalDecisionFailed: 'Erro ao aprovar/reprovar a renovação da oportunidade',
    crmSellersFailed: 'Não foi possível recuperar os vendedores no Salesforce',
    generic: 'Houve um erro. Tente novamente mais tarde!',
  },
} as const;
