/**
 * The names the first paint of a page depends on, agreed by three parties: the client's build (client/build writes
 * the files), the gateway (server/gateway/page reads them into index.html) and the client at start-up (it reads the
 * elements). Each is written here once; design section 11 says what each one saves.
 */

/** Where the built client keeps what its plugins write for the gateway and the tests (inside client/dist). */
const BUILT = '.vite';

/** Per brand slug, the brand's global styles made at build time and its panel loading screen. */
export const BRAND_STYLES_FILE = `${BUILT}/brand-styles.json`;
/** Per URL path of a panel page, the chunks to preload with the entry. */
export const ROUTE_PRELOADS_FILE = `${BUILT}/route-preloads.json`;
/** The login page's chunk and the chunks it loads (read by the bundle test). */
export const LOGIN_BUNDLE_FILE = `${BUILT}/login-bundle.json`;

/** The JSON data block of index.html holding the `brand` query's answer. */
export const BRAND_DATA_ID = 'brand-data';
/** The <style> of index.html holding the brand's global styles; its `data-key` names the theme they were made from. */
export const BRAND_STYLES_ID = 'brand-styles';
/** The element React renders into, exactly as client/index.html writes it (the gateway fills it on panel pages). */
export const ROOT_ELEMENT = '<div id="root"></div>';
/** The panel's routes, whose first screen (the session check) is in the HTML. */
export const PANEL_PATH = '/Painel';

/** The tab's title: the gateway writes it into index.html and the client keeps it, so the tab never flickers. */
export const documentTitle = (brandName: string) => `${brandName} · Registro de Oportunidades`;
