/**
 * The eleven brands of the portal. A brand is data: adding a twelfth is one entry here and its folder under
 * `brands/assets/<slug>/` (logo.svg, favicon.svg, carousel-1..3.svg). The slug is the `company` value of every call.
 * The first brand answers any host that matches none.
 */
export interface BrandTheme {
  /** Main colour (buttons, links, menu); the client derives the 50-900 scale from it. */
  primary: string;
  /** Secondary colour (highlights, charts). */
  accent: string;
  /** Background of the side menu and login panel. */
  surface: string;
  /** Chakra radius token for buttons and cards. */
  radius: 'none' | 'sm' | 'md' | 'lg' | 'xl';
  /** Heading font stack (system fonts only: nothing loads from a CDN). */
  headingFont: string;
}

export interface Brand {
  slug: string;
  name: string;
  /** Host names (without port) that pick this brand; `<slug>.localhost` always does. */
  hosts: string[];
  contactEmail: string;
  /** Sender shown on e-mails and in the login page's delivery notice. */
  senderEmail: string;
  tagline: string;
  theme: BrandTheme;
  /** The brand's own "virtual account" site for resellers (the dashboard's shortcut); brands without one hide it. */
  virtualAccountUrl?: string;
  /**
   * Months a closed opportunity keeps its customer contact before the opportunity job anonymises it (LGPD, design
   * section 18); PERSONAL_DATA_RETENTION_MONTHS (24) when absent.
   */
  personalDataRetentionMonths?: number;
  /**
   * Business days a representative has to decide an opportunity in analysis or a renewal request (design section
   * 17); DECISION_TARGET_BUSINESS_DAYS (2) when absent.
   */
  decisionTargetBusinessDays?: number;
}

const sans = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serif = "Georgia, 'Times New Roman', serif";
const mono = "'DejaVu Sans Mono', Menlo, Consolas, monospace";

export const brands: Brand[] = [
  {
    slug: 'scanora',
    name: 'Scanora',
    hosts: ['scanora.com.br', 'portal.scanora.com.br'],
    contactEmail: 'contato@scanora.com.br',
    senderEmail: 'nao-responda@scanora.com.br',
    virtualAccountUrl: 'https://contavirtual.scanora.com.br',
    tagline: 'Coletores de dados para quem não pode parar',
    theme: { primary: '#0b5fff', accent: '#00b3a4', surface: '#0a1f44', radius: 'md', headingFont: sans },
  },
  {
    slug: 'yep',
    name: 'Yep Mobilidade',
    hosts: ['yep.com.br', 'parceiros.yep.com.br'],
    contactEmail: 'contato@yep.com.br',
    senderEmail: 'nao-responda@yep.com.br',
    tagline: 'Terminais portáteis robustos',
    theme: { primary: '#e4572e', accent: '#f3a712', surface: '#2b1a12', radius: 'xl', headingFont: sans },
  },
  {
    slug: 'etiquetta',
    name: 'Etiquetta',
    hosts: ['etiquetta.com.br'],
    contactEmail: 'contato@etiquetta.com.br',
    senderEmail: 'nao-responda@etiquetta.com.br',
    virtualAccountUrl: 'https://contavirtual.etiquetta.com.br',
    tagline: 'Impressoras de etiquetas térmicas',
    theme: { primary: '#7b2cbf', accent: '#ff6d00', surface: '#240046', radius: 'lg', headingFont: serif },
  },
  {
    slug: 'handix',
    name: 'Handix',
    hosts: ['handix.com.br'],
    contactEmail: 'contato@handix.com.br',
    senderEmail: 'nao-responda@handix.com.br',
    virtualAccountUrl: 'https://contavirtual.handix.com.br',
    tagline: 'Computadores de mão para o varejo e a logística',
    theme: { primary: '#2a9d8f', accent: '#e9c46a', surface: '#12332f', radius: 'md', headingFont: sans },
  },
  {
    slug: 'barcodia',
    name: 'Barcodia',
    hosts: ['barcodia.com.br'],
    contactEmail: 'contato@barcodia.com.br',
    senderEmail: 'nao-responda@barcodia.com.br',
    tagline: 'Leitores de código de barras 1D e 2D',
    theme: { primary: '#d62828', accent: '#003049', surface: '#1d1d1d', radius: 'sm', headingFont: mono },
  },
  {
    slug: 'rotulare',
    name: 'Rotulare',
    hosts: ['rotulare.com.br'],
    contactEmail: 'contato@rotulare.com.br',
    senderEmail: 'nao-responda@rotulare.com.br',
    tagline: 'Etiquetas e ribbons para a indústria',
    theme: { primary: '#386641', accent: '#bc4749', surface: '#1b2e20', radius: 'lg', headingFont: serif },
  },
  {
    slug: 'termix',
    name: 'Termix',
    hosts: ['termix.com.br'],
    contactEmail: 'contato@termix.com.br',
    senderEmail: 'nao-responda@termix.com.br',
    tagline: 'Impressão térmica móvel',
    theme: { primary: '#f77f00', accent: '#003566', surface: '#001d3d', radius: 'md', headingFont: sans },
  },
  {
    slug: 'datalume',
    name: 'Datalume',
    hosts: ['datalume.com.br'],
    contactEmail: 'contato@datalume.com.br',
    senderEmail: 'nao-responda@datalume.com.br',
    tagline: 'Captura de dados com RFID',
    theme: { primary: '#3a86ff', accent: '#ff006e', surface: '#14213d', radius: 'xl', headingFont: sans },
  },
  {
    slug: 'voxtag',
    name: 'Voxtag',
    hosts: ['voxtag.com.br'],
    contactEmail: 'contato@voxtag.com.br',
    senderEmail: 'nao-responda@voxtag.com.br',
    tagline: 'Coletores com voz e etiquetas inteligentes',
    theme: { primary: '#8338ec', accent: '#06d6a0', surface: '#1a1033', radius: 'lg', headingFont: sans },
  },
  {
    slug: 'pontual',
    name: 'Pontual Automação',
    hosts: ['pontual.com.br'],
    contactEmail: 'contato@pontual.com.br',
    senderEmail: 'nao-responda@pontual.com.br',
    tagline: 'Automação comercial de ponta a ponta',
    theme: { primary: '#1d3557', accent: '#e63946', surface: '#0d1b2a', radius: 'none', headingFont: serif },
  },
  {
    slug: 'kodix',
    name: 'Kodix',
    hosts: ['kodix.com.br'],
    contactEmail: 'contato@kodix.com.br',
    senderEmail: 'nao-responda@kodix.com.br',
    tagline: 'Scanners industriais de alto desempenho',
    theme: { primary: '#118ab2', accent: '#ffd166', surface: '#073b4c', radius: 'sm', headingFont: mono },
  },
];

export const brandSlugs = brands.map((b) => b.slug);

export function findBrand(slug: string | undefined | null): Brand | undefined {
  if (!slug) return undefined;
  const s = slug.toLowerCase();
  return brands.find((b) => b.slug === s);
}

/** The first brand whose host matches (`<slug>.localhost` always matches its brand); else the first brand. */
export function brandForHost(hostHeader: string | undefined | null): Brand {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    brands.find((b) => b.hosts.includes(host) || host === `${b.slug}.localhost` || host.startsWith(`${b.slug}.`)) ??
    brands[0]
  );
}
