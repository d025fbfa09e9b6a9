/** Texts of the contact page (spec sections 2, 5, 8, verbatim). */
export const contactMessages = {
  title: 'Fale conosco',
  intro: (brandName: string) => `Envie sua mensagem para a equipe ${brandName}. Responderemos por e-mail.`,
  fullName: 'Nome completo',
  email: 'E-mail',
  subject: 'Assunto',
  description: 'Mensagem',
  submit: 'Enviar',
  required: '*Campo Obrigatório',
  invalidEmail: 'Verifique o email digitado',
  sent: 'Email enviado com sucesso!',
  failed: 'Erro ao solicitar contato, por favor tente novamente mais tarde!',
  sentNotification: (subject: string) => `Mensagem "${subject}" enviada ao contato.`,
  hoursTitle: 'Horário de atendimento',
  phonesTitle: 'Telefones de suporte',
  addressTitle: 'Endereço',
  emailTitle: 'E-mail',
} as const;
