/**
 * The deal-registration guidelines the registration form's terms point to, as printed into client/public's PDF by
 * pdf-writer.ts (public-pdfs.ts). Plain Latin-1 text: the PDF uses the standard Helvetica fonts with WinAnsiEncoding.
 * The periods are the portal's rules (design section 4): 90 days of validity, 30 days to ask for a renewal.
 */
import type { PdfDocument } from './pdf-writer.js';

export const GUIDELINES: PdfDocument = {
  title: 'Diretrizes de Registro de Oportunidades',
  subtitle: 'Portal de Oportunidades - última atualização: janeiro de 2026',
  sections: [
    {
      title: '1. Para que serve o registro',
      paragraphs: [
        'O registro de oportunidade é a forma de a revenda informar ao distribuidor que está trabalhando uma venda de coletores de dados, leitores de código de barras ou impressoras de etiquetas de uma das marcas participantes para um cliente final. Aprovado, o registro dá à revenda prioridade nesse cliente, na marca em que foi feito, enquanto estiver válido, e permite ao distribuidor apoiar a negociação com condições comerciais, suporte técnico e o acompanhamento do seu Vendedor Prime.',
        'Ao marcar a caixa de aceite no formulário, quem registra declara que leu estas diretrizes e que as cumpre.',
      ],
    },
    {
      title: '2. Quem pode registrar',
      paragraphs: [
        'Registram oportunidades as revendas cadastradas e aprovadas no portal e os vendedores que cada revenda cadastrou. Cada registro fica em nome de quem o fez e da sua revenda. Os representantes do distribuidor analisam os registros e dão nome às oportunidades aprovadas; a equipe de suporte apenas os consulta.',
      ],
    },
    {
      title: '3. O que o registro protege',
      paragraphs: [
        'A proteção vale para o cliente, identificado pela raiz do CNPJ (os oito primeiros caracteres): a matriz e todas as filiais contam como um mesmo cliente. Ela vale somente na marca em que o registro foi feito.',
        'Enquanto um registro estiver em análise, aprovado, com renovação pendente ou aguardando a decisão de uma renovação, nenhum outro registro do mesmo cliente é aceito naquela marca. O portal avisa, assim que o CNPJ é digitado, até quando o cliente está protegido, sem nunca informar quem detém o registro.',
        'A proteção não é exclusividade de venda: o cliente continua livre para comprar de quem quiser, e o distribuidor pode atendê-lo diretamente quando o próprio cliente o procurar.',
      ],
    },
    {
      title: '4. Análise',
      paragraphs: [
        'Todo registro começa em análise. O representante da marca confere os dados, o cliente e eventuais outros registros do mesmo cliente, e aprova ou recusa. Na aprovação, a oportunidade recebe um nome e é registrada no CRM do distribuidor, cujo número de registro passa a aparecer nos detalhes. A recusa sempre traz o motivo, visível para quem registrou.',
      ],
    },
    {
      title: '5. Validade de 90 dias',
      paragraphs: [
        'Um registro vale por 90 dias, contados da data em que foi feito ou, depois de uma renovação aprovada, da data dessa aprovação. A lista de oportunidades mostra os dias em análise e os dias restantes de cada registro.',
        'Ao fim da validade, o registro aprovado passa para renovação pendente. A proteção continua por mais 30 dias para que quem registrou peça a renovação; sem pedido nesse prazo, o registro expira e o cliente fica livre para novos registros.',
      ],
    },
    {
      title: '6. Renovação',
      paragraphs: [
        'Para renovar, o dono do registro usa "Solicitar renovação" nos detalhes da oportunidade, descreve com detalhes o andamento do projeto (proposta enviada, produto homologado, próxima etapa) e informa a probabilidade de fechamento atualizada. O representante aprova a renovação, e o registro volta para análise com uma nova validade, ou a recusa com o motivo, e o registro expira.',
        'Renovações sucessivas são aceitas enquanto o projeto avançar de fato; pedidos sem avanço podem ser recusados.',
      ],
    },
    {
      title: '7. O que é recusado',
      paragraphs: [
        'São recusados, no envio ou na análise: registros de clientes já protegidos na marca; registros com dados obrigatórios ausentes ou incorretos, inclusive CNPJ inválido; data de conclusão no passado; registros sem produto principal; registros duplicados, fictícios ou feitos apenas para bloquear um cliente; e oportunidades em que a revenda não tenha contato real com o cliente.',
        'A revenda pode registrar o mesmo cliente em outra marca; cada marca analisa os seus registros.',
      ],
    },
    {
      title: '8. Exatidão dos dados',
      paragraphs: [
        'Quem registra responde pela exatidão do que informa: empresa, contato, projeto, produtos, quantidades, preços e concorrentes. O contato indicado deve saber que a revenda trata da compra com ele. Os valores informam o potencial do negócio e não obrigam o cliente nem o distribuidor.',
        'Dados que mudarem durante a análise devem ser comunicados ao representante da marca. Informações falsas levam à recusa ou ao cancelamento do registro e podem levar à suspensão do acesso ao portal.',
      ],
    },
    {
      title: '9. Dados pessoais (LGPD)',
      paragraphs: [
        'O nome, o e-mail e o telefone do contato no cliente são dados pessoais protegidos pela Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018). Ao registrá-los, a revenda declara que os obteve de forma legítima, no contexto da negociação, e que o contato foi informado de que seus dados serão compartilhados com o distribuidor para esse fim.',
        'O distribuidor usa esses dados apenas para analisar o registro, acompanhar a oportunidade no CRM e apoiar a venda, e os trata conforme o Aviso de Privacidade do portal, que descreve os direitos dos titulares e como exercê-los.',
      ],
    },
    {
      title: '10. Alterações',
      paragraphs: [
        'Estas diretrizes podem ser atualizadas; a versão em vigor é a publicada no portal no momento do registro, e a data da última atualização aparece no início do documento.',
      ],
    },
  ],
};
