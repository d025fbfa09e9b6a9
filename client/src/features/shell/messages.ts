export const shellMessages = {
  mainMenu: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  back: 'Voltar',
  logout: 'Sair',
  backToLogin: 'Voltar ao login',
  skipToContent: 'Ir para o conteúdo',
  menu: {
    dashboard: 'Dashboard',
    opportunities: 'Oportunidades',
    customerWatches: 'Avisos de liberação',
    personalData: 'Dados pessoais (LGPD)',
    resales: 'Revendas',
    users: 'Usuários',
    settings: 'Configurações',
  },
} as const;
