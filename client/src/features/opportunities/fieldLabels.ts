/**
 * The name people read for each field of an opportunity, keyed by its path in the schema (`contact`,
 * `project.application`). One table for every place that names a field: the registration form's labels, its
 * "Campos obrigatórios ausentes!" list, the server's field errors, the details page and the history's attributes.
 */
export const FIELD_LABELS = {
  name: 'Nome da oportunidade',
  status: 'Status',
  cnpj: 'CNPJ',
  fantasyName: 'Nome fantasia',
  corporateName: 'Razão social',
  cep: 'CEP',
  street: 'Endereço',
  state: 'Estado',
  city: 'Cidade',
  country: 'País',
  contact: 'Nome do contato',
  phone: 'Telefone do cliente',
  email: 'Email do cliente',
  network: 'O cliente faz parte de um grupo?',
  justification: 'Justificativa',
  estimated: 'Valor estimado',
  reason: 'Motivo',
  probabilityClosing: 'Probabilidade de fechamento',
  acceptedTerm: 'Aceite dos termos',
  seller: 'Vendedor Prime',
  sellerSalesforceId: 'Id do vendedor no Salesforce',
  register: 'Registro no CRM',
  opportunityOrigin: 'Origem da oportunidade',
  resaleName: 'Revenda',
  owner: 'Responsável',
  createdAt: 'Data de criação',
  approveDate: 'Data de aprovação',
  renovationDate: 'Data da renovação',
  requestRenovationAt: 'Renovação solicitada em',
  protectedUntil: 'Protegido até',
  isDeleted: 'Excluída',
  'project.application': 'Aplicação',
  'project.specification': 'Especificação',
  'project.additionalInformation': 'Informações adicionais',
  'project.conclusionDate': 'Data de conclusão',
  'project.homologated': 'Produto homologado?',
  'project.haveCollector': 'Possui equipamento similar?',
  'project.haveCollectorDescription': 'Equipamento similar',
  'project.partner': 'Possui software parceiro?',
  'project.partnerOwner': 'Dono do software',
  'project.partnerName': 'Nome do parceiro',
  'project.opportunityType': 'Tipo de órgão',
  'project.opportunityTypeStatus': 'Andamento do processo',
  'project.justification': 'Justificativa do projeto',
  products: 'Produtos',
  'products.partNumber': 'Part number',
  'products.description': 'Descrição',
  'products.amount': 'Quantidade',
  'products.price': 'Preço unitário',
  'owner.name': 'Responsável',
  'owner.email': 'Email do responsável',
  expireDays: 'Dias restantes',
  conflicts: 'Conflitos',
  renovationAt: 'Renovação pendente desde',
  note: 'Observação',
} as const;

export type FieldPath = keyof typeof FIELD_LABELS;

/**
 * The label of a field path as the server or the form names it; a product line's path (`products.2.amount`)
 * reads as its column, and an unknown path as itself.
 */
export function fieldLabel(path: string): string {
  const known = FIELD_LABELS[path as FieldPath];
  if (known) return known;
  const line = /^products\.\d+\.(\w+)$/.exec(path);
  if (line) return FIELD_LABELS[`products.${line[1]}` as FieldPath] ?? path;
  return path;
}
