import { PARTNER_OWNERS } from '../../services/api/opportunities/registration/project.js';
import { OPPORTUNITY_ORIGINS } from '../../services/api/opportunities/registration/validation.js';

/** The domain's own lists: the seed stores exactly what the API accepts. */
export const partnerOwners = PARTNER_OWNERS;
export const origins = OPPORTUNITY_ORIGINS;

/**
 * What the demo opportunities sell: per kind of brand, the main products (part-number model, Portuguese description,
 * price range in reais), the accessories, the competitors' equivalents, and the projects they go into.
 */
export type ProductKind = 'terminal' | 'scanner' | 'printer' | 'labels' | 'rfid';

export interface CatalogItem {
  model: string;
  description: string;
  price: [number, number];
}

export const catalog: Record<ProductKind, CatalogItem[]> = {
  terminal: [
    { model: 'CT60-2D', description: 'Coletor de dados Android 6" com leitor 2D', price: [4200, 7800] },
    { model: 'CT40-2D', description: 'Coletor de dados Android 5" com leitor 2D', price: [3100, 5200] },
    { model: 'RT10-4G', description: 'Terminal robusto IP67 com 4G e GPS', price: [6900, 11900] },
    { model: 'WM45-V', description: 'Computador vestível de pulso para picking', price: [5200, 8400] },
    { model: 'TB8-RUG', description: 'Tablet robusto 8" para empilhadeira', price: [7800, 11990] },
  ],
  scanner: [
    { model: 'LS22-USB', description: 'Leitor de código de barras 2D com fio USB', price: [420, 980] },
    { model: 'LS24-BT', description: 'Leitor 2D sem fio Bluetooth com base', price: [890, 1890] },
    { model: 'FX70-IND', description: 'Leitor industrial de longo alcance IP65', price: [2300, 4600] },
    { model: 'PX10-MES', description: 'Leitor de mesa omnidirecional para PDV', price: [650, 1450] },
    { model: 'FIX300-2D', description: 'Leitor fixo para esteira com autofoco', price: [3900, 8900] },
  ],
  printer: [
    { model: 'ZT4-203', description: 'Impressora térmica industrial 4" 203 dpi', price: [6200, 11800] },
    { model: 'DT2-USB', description: 'Impressora de etiquetas de mesa 2"', price: [980, 2100] },
    { model: 'MP3-BT', description: 'Impressora portátil 3" Bluetooth', price: [2400, 4300] },
    { model: 'DT4-300', description: 'Impressora térmica de mesa 4" 300 dpi', price: [2900, 5600] },
    { model: 'PW2-REC', description: 'Impressora portátil de recibos 2"', price: [1300, 2600] },
  ],
  labels: [
    { model: 'ETQ-100X150', description: 'Rolo de etiquetas térmicas 100 x 150 mm (caixa)', price: [150, 480] },
    { model: 'RIB-110-CERA', description: 'Ribbon de cera 110 mm x 450 m (caixa com 12)', price: [380, 920] },
    { model: 'RIB-110-RESINA', description: 'Ribbon de resina 110 mm x 300 m (caixa com 6)', price: [690, 1690] },
    { model: 'ETQ-BOPP-60X40', description: 'Etiquetas BOPP resistentes a umidade 60 x 40 mm', price: [210, 640] },
    { model: 'ETQ-GOND-PRC', description: 'Etiquetas de gôndola para precificação (milheiro)', price: [160, 450] },
  ],
  rfid: [
    { model: 'RF800-UHF', description: 'Leitor RFID UHF portátil com coletor Android', price: [7400, 11990] },
    { model: 'PRT-RFID4', description: 'Portal RFID de 4 antenas para docas', price: [8900, 11990] },
    { model: 'TAG-UHF-AD', description: 'Tags RFID UHF adesivas (milheiro)', price: [350, 1200] },
    { model: 'ANT-9DBI', description: 'Antena RFID UHF 9 dBi circular', price: [980, 2300] },
    { model: 'RFP4-IMP', description: 'Impressora codificadora RFID 4"', price: [9800, 11990] },
  ],
};

/** The brands' product lines (brand slug → the kinds it sells); a brand missing here sells terminals. */
export const brandKinds: Record<string, ProductKind[]> = {
  scanora: ['terminal', 'scanner'],
  yep: ['terminal'],
  etiquetta: ['printer', 'labels'],
  handix: ['terminal'],
  barcodia: ['scanner'],
  rotulare: ['labels', 'printer'],
  termix: ['printer'],
  datalume: ['rfid'],
  voxtag: ['terminal', 'labels'],
  pontual: ['scanner', 'printer', 'terminal'],
  kodix: ['scanner'],
};

export const accessories: CatalogItem[] = [
  { model: 'BASE-4P', description: 'Base de carregamento para 4 equipamentos', price: [890, 1600] },
  { model: 'BAT-5200', description: 'Bateria estendida 5200 mAh', price: [290, 620] },
  { model: 'GAT-PST', description: 'Gatilho tipo pistola', price: [180, 420] },
  { model: 'CAPA-ALCA', description: 'Capa protetora com alça de mão', price: [150, 340] },
  { model: 'SUP-VEIC', description: 'Suporte veicular com carregador', price: [480, 1100] },
  { model: 'FONTE-12V', description: 'Fonte de alimentação bivolt', price: [150, 290] },
  { model: 'CABO-USBC', description: 'Cabo USB-C reforçado 1,5 m', price: [150, 210] },
  { model: 'GAR-3A', description: 'Extensão de garantia para 3 anos', price: [390, 1250] },
];

export const competitors: CatalogItem[] = [
  { model: 'CMP-MT90', description: 'Coletor Mobitek MT-90 (concorrente)', price: [3800, 6900] },
  { model: 'CMP-LX2200', description: 'Leitor Leitora LX-2200 (concorrente)', price: [450, 1200] },
  { model: 'CMP-PX4', description: 'Impressora Printa PX-4 (concorrente)', price: [2500, 6400] },
  { model: 'CMP-RFX1', description: 'Leitor RFID Radiox RF-1 (concorrente)', price: [6100, 9900] },
];

export const applications = [
  'Inventário de estoque em centro de distribuição',
  'Recebimento e expedição de mercadorias',
  'Separação de pedidos (picking) no armazém',
  'Controle de validade e ruptura em gôndolas',
  'Rastreabilidade de lotes na linha de produção',
  'Etiquetagem de preços e prateleiras nas lojas',
  'Gestão de ativos e medicamentos no hospital',
  'Comprovante eletrônico de entrega (POD) na frota',
  'Controle de pátio e agendamento de docas',
  'Venda assistida e consulta de preços no salão',
];

export const specifications = [
  'Coletores Android com leitor 2D e bateria para dois turnos',
  'Leitores sem fio com alcance de 10 metros',
  'Impressoras térmicas com etiquetas resistentes ao frio',
  'Terminais robustos com certificação IP67 e queda de 1,8 m',
  'Integração com o WMS por API e modo offline',
  'Leitura de códigos danificados e DataMatrix (GS1)',
  'Equipamentos com gerenciamento remoto (MDM)',
  'Impressão de etiquetas de transporte no padrão dos Correios',
];

export const collectorDescriptions = [
  'Coletores antigos com Windows CE, sem suporte',
  'Leitores com fio no caixa, sem coletores em campo',
  'Coletores de outra marca com baterias desgastadas',
];

export const partnerNames = ['TOTVS WMS', 'SAP EWM', 'Senior WMS', 'Linx ERP', 'Sankhya', 'WMS próprio do integrador'];
export const publicStages = ['Edital publicado', 'Em fase de homologação', 'Pregão agendado', 'Termo de referência'];

export const rejectionReasons = [
  'Cliente já atendido por outra revenda com registro vigente.',
  'Projeto sem orçamento aprovado pelo cliente.',
  'Informações do projeto insuficientes para aprovação.',
  'Quantidade incompatível com o porte do cliente.',
  'Cliente em negociação direta com o fabricante.',
];

export const renewalReasons = [
  'Proposta enviada, aguardando aprovação da diretoria do cliente.',
  'Produto homologado; próxima etapa é o pedido de compra.',
  'Piloto em andamento em duas lojas, cliente pediu mais 60 dias.',
  'Orçamento do cliente liberado para o próximo trimestre.',
];

export const renewalRejections = [
  'Projeto sem avanço desde o último registro.',
  'Cliente informou que adiou a compra por tempo indeterminado.',
];

export const justifications = [
  'Cliente atendido pela revenda há mais de cinco anos.',
  'Revenda realizou a prova de conceito no cliente.',
  'Projeto desenvolvido em conjunto com a equipe de TI do cliente.',
  'Cliente indicado por parceiro de software.',
];
