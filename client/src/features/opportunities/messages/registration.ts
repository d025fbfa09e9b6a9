/**
 * Texts of the registration form (spec sections 2, 5 and 8). Field names come from fields.ts, the enums' labels
 * from model.ts, the outcomes of the creation from ../messages.ts.
 */
import { formatDate } from '../../../lib/format.js';

export type ProductGroup = 'main' | 'accessory' | 'competitor';

export const registrationMessages = {
  backToList: 'Voltar para a lista de oportunidades',
  intro: 'Preencha os dados do cliente e do projeto. Os campos marcados com * são obrigatórios.',

  sections: {
    customer: 'Empresa do cliente',
    contact: 'Contato do cliente',
    project: 'Informações do projeto',
    main: 'Produtos',
    accessory: 'Acessórios',
    competitor: 'Produtos concorrentes',
    seller: 'Vendedor Prime',
    terms: 'Termos do registro',
  },

  required: '*Campo Obrigatório',
  choose: 'Selecione',
  yes: 'Sim',
  no: 'Não',
  /** Spec section 3: the partner question's answers are yes and "unknown". */
  dontKnow: 'Não sei',
  organPublic: 'Órgão público',
  organPrivate: 'Empresa privada',

  cnpjHelper: 'A empresa é buscada assim que o CNPJ estiver completo.',
  lookingUp: 'Buscando a empresa…',
  /** Beyond the spec: the lookup service failed, so the reseller types the company. */
  typeCompany:
    'Preencha os dados da empresa. A oportunidade será registrada com os dados da empresa não verificados, para conferência do representante.',
  invalidCnpj: 'Verifique o cnpj digitado',
  /** Beyond the spec: the registration status the CNPJ lookup gave (design section 15). */
  companyStatus: (status: string) => `Situação cadastral na Receita Federal: ${status}`,
  invalidEmail: 'Verifique o email digitado',
  invalidPhone: 'Verifique o telefone digitado',
  invalidCep: 'Verifique o CEP digitado',
  zeroPhone: 'Numero inválido',
  futureDate: 'Data de conclusão deve ser uma data futura',
  invalidNumber: 'Verifique o número digitado',
  conclusionDateHelper: 'dd/mm/aa',
  /** Beyond the spec: said as soon as the CNPJ is complete, never who holds the registration. */
  protectedUntil: (isoInstant: string) =>
    `Este cliente já possui uma oportunidade registrada nesta marca: protegido até ${formatDate(isoInstant)}`,
  chooseStateFirst: 'Escolha o estado primeiro',
  loadingCities: 'Carregando cidades…',
  citiesFailed: 'Não foi possível carregar as cidades.',
  statesFailed: 'Não foi possível carregar os estados.',

  groupRow: { main: 'Produto', accessory: 'Acessório', competitor: 'Produto concorrente' } satisfies Record<
    ProductGroup,
    string
  >,
  addRow: { accessory: 'Adicionar acessório', competitor: 'Adicionar produto concorrente' },
  removeRow: {
    accessory: (n: number) => `Remover acessório ${n}`,
    competitor: (n: number) => `Remover produto concorrente ${n}`,
  },
  rowTitle: (group: ProductGroup, n: number) =>
    group === 'main' ? 'Produto principal' : `${registrationMessages.groupRow[group]} ${n}`,
  /** How the missing-fields list names a product cell: "Acessório 2: Quantidade". */
  productCell: (group: ProductGroup, n: number, column: string) =>
    `${registrationMessages.rowTitle(group, n)}: ${column}`,
  total: 'Valor total (produtos e acessórios)',
  optionalRowsHint: 'Opcional: preencha apenas se houver.',

  sellerPlaceholder: 'Selecione o vendedor',
  sellersLoading: 'Carregando vendedores…',

  acceptTerms: 'Li e aceito as diretrizes de registro de oportunidades',
  readGuidelines: 'Ler as diretrizes de registro de oportunidades (PDF)',
  termsVersion: (version: string) => `Versão das diretrizes: ${version}`,
  guidelinesTitle: 'Diretrizes de registro de oportunidades',
  guidelinesContent: 'Conteúdo das diretrizes',
  guidelinesDownload: 'Baixar PDF',
  guidelinesClose: 'Fechar',
  pdfLoading: 'Carregando o documento…',
  pdfFailed: 'Não foi possível abrir o documento.',
  pdfPage: (n: number, total: number) => `Página ${n} de ${total}`,

  draftRestored: 'Rascunho restaurado: os dados que você digitou antes foram recuperados.',
  discardDraft: 'Descartar rascunho',

  missingFieldsIntro: 'Preencha ou corrija os campos abaixo:',
  back: 'Voltar',
} as const;
