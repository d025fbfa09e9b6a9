export const notificationMessages = {
  bell: 'Notificações',
  bellWithAlert: 'Notificações (há novidades)',
  title: 'Notificações',
  empty: 'Nenhuma notificação.',
  clear: 'Limpar notificações',
  date: (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
} as const;
