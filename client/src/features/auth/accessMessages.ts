/**
 * Texts of a panel address the user may not open, or that does not exist ("Voltar ao início": spec's success modal).
 * Apart from messages.ts, which the login page's file carries: only the panel shows these (in messages.ts they added
 * 430 bytes to the login page's file).
 */
export const accessMessages = {
  forbiddenTitle: 'Página não disponível para o seu perfil',
  forbiddenDetail: (role: string) =>
    `Você está conectado como ${role}, e esta página é de outro perfil. Continue pela sua página inicial.`,
  notFoundTitle: 'Página não encontrada',
  notFoundDetail: 'Este endereço não existe no portal. Continue pela sua página inicial.',
  startPage: 'Voltar ao início',
} as const;
