export const brandMessages = {
  portalName: 'Portal de Oportunidades',
  /** Same title the gateway writes into index.html (server/gateway/spa.ts), so the tab does not flicker. */
  documentTitle: (brandName: string) => `${brandName} · Registro de Oportunidades`,
  logoAlt: (brandName: string) => `Logotipo ${brandName}`,
  loadFailed: 'Houve um erro. Tente mais tarde!',
  retry: 'Tentar novamente',
  carousel: (brandName: string) => `Imagens ${brandName}`,
  previousImage: 'Imagem anterior',
  nextImage: 'Próxima imagem',
  showImage: (n: number) => `Mostrar imagem ${n}`,
  pause: 'Pausar carrossel',
  play: 'Retomar carrossel',
} as const;
