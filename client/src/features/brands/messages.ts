import { documentTitle } from '../../../../shared/first-paint.js';

export const brandMessages = {
  portalName: 'Portal de Oportunidades',
  documentTitle,
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
