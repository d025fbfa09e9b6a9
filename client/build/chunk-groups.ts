/**
 * The packages of the panel's shared UI (dialogs, drawers, popovers, masks, forms): a list, not "node_modules but the
 * heavy ones", so that what the dashboard's charts or the PDF viewer bring along never lands in every page's file.
 */
const PANEL_PACKAGES =
  /\/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@swc\/helpers|proxy-compare|imask|react-imask|@brazilian-utils|zod|@hookform|react-hook-form)\//;

/**
 * The client's code every panel page shares: the shell, the session guard, shared UI, the later Chakra recipes. Not the
 * PDF viewer (ui/pdf): a group also takes in what its modules import, and that is pdf.js.
 */
const PANEL_SOURCES =
  /\/client\/src\/(ui|lib|apollo|theme|features\/(shell|notifications|brands)|features\/auth\/(components|hooks|session))\/|\/client\/src\/__generated__\/fragment-masking/;

/**
 * Whether a module belongs to the panel's one shared chunk. Left to automatic splitting, the opportunity list loaded
 * some forty files of 1-2 KB (each dialog part, icon and helper its own chunk, each reply with ~1 KB of headers): on a
 * phone's network every file is a request, and a few rounds of them delayed the list's first paint by about a second.
 */
export function isPanelShared(id: string): boolean {
  if (id.startsWith('\0virtual:lucide-icon/')) return true;
  if (id.includes('/node_modules/')) return PANEL_PACKAGES.test(id);
  return PANEL_SOURCES.test(id) && !id.includes('/client/src/ui/pdf/');
}

/** What the opportunity pages share (rows, badges, messages, URLs, the filters' model): one file, beside each page's own. */
export const isOpportunityShared = (id: string) => /\/client\/src\/features\/opportunities\/(?!pages\/)/.test(id);
