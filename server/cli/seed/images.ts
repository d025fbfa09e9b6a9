import type { Brand } from '../../../brands/brands.js';
import type { Queryable } from '../../db/connection.js';
import { insertRows } from './insert.js';

/** What each carousel illustration of brands/assets/<slug>/ shows (generate-assets.ts draws them in this order). */
const carousel = [
  (b: Brand) => `${b.name}: coletor de dados portátil em uso no estoque`,
  (b: Brand) => `${b.name}: leitor de código de barras lendo etiquetas de produtos`,
  (b: Brand) => `${b.name}: impressora de etiquetas térmicas em operação`,
];

/** The login page's carousel: three images per brand, served by the gateway under /brands/<slug>/. */
export async function seedImages(q: Queryable, brandList: Brand[]): Promise<void> {
  await insertRows(
    q,
    'api.images',
    ['brand', 'position', 'src', 'alt'],
    brandList.flatMap((b) => carousel.map((alt, i) => [b.slug, i, `/brands/${b.slug}/carousel-${i + 1}.svg`, alt(b)])),
  );
}
