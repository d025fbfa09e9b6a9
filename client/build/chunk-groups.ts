/**
 * The packages of the panel's shared UI (dialogs, drawers, popovers): a list, not "node_modules but the heavy ones",
 * so that what the dashboard's charts or the PDF viewer bring along never lands in every page's file. Not the form
 * machinery (FORM_PACKAGES): the list, the details and the dashboard show no form on their first load.
 */
const PANEL_PACKAGES =
  /\/node_modules\/(@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@swc\/helpers|proxy-compare|@brazilian-utils)\//;

/**
 * The client's code every panel page shares: the shell, the session guard, shared UI, the later Chakra recipes, and
 * what the dashboard shows of opportunities (the model's labels, the addresses, a row's view and status badge, the
 * list's texts: some 7 KB; without them there, the dashboard loaded the opportunity pages' whole shared file). Not the PDF viewer (ui/pdf): a
 * group also takes in what its modules import, and that is pdf.js; nor the form parts (FORM_SOURCES, MASK_SOURCES),
 * nor the forms of the settings and recovery pages (zod: the session's parts only, of the sign-in's code).
 */
const PANEL_SOURCES =
  /\/client\/src\/(ui|lib|apollo|theme|features\/(shell|notifications|brands)|features\/auth\/(components\/(AccessNotice|PanelIndexRedirect|RequireRole|RequireSession)\.tsx$|hooks\/useLogout\.ts$|session\/)|features\/opportunities\/(model|rules|urls|components\/rowView|components\/StatusBadge|messages\/list|messages\/outcomes)\.tsx?$)|\/client\/src\/__generated__\/fragment-masking/;

/** Input masks: imask and the client's masked input (the list's CNPJ filter, every form with a document number). */
const MASK_PACKAGES = /\/node_modules\/(imask|react-imask)\//;
const MASK_SOURCES = /\/client\/src\/ui\/MaskedInput\.tsx$/;

/**
 * Forms: zod, react-hook-form and the client's shared form parts (a decision's reason, the shared field rules).
 * Some 80 KB that a page evaluates before its first render when it is in the page's files: only the pages with a
 * form load it (the registration form, the details page's decisions, the users' and resales' forms).
 */
const FORM_PACKAGES = /\/node_modules\/(zod|@hookform|react-hook-form)\//;
const FORM_SOURCES = /\/client\/src\/(ui\/(ConfirmModal|useConfirmReasonForm)|lib\/formRules)\.tsx?$/;

/**
 * Whether a module belongs to the panel's one shared chunk. Left to automatic splitting, the opportunity list loaded
 * some forty files of 1-2 KB (each dialog part, icon and helper its own chunk, each reply with ~1 KB of headers): on a
 * phone's network every file is a request, and a few rounds of them delayed the list's first paint by about a second.
 */
export function isPanelShared(id: string): boolean {
  if (id.startsWith('\0virtual:lucide-icon/')) return true;
  if (id.includes('/node_modules/')) return PANEL_PACKAGES.test(id);
  if (MASK_SOURCES.test(id) || FORM_SOURCES.test(id)) return false;
  return PANEL_SOURCES.test(id) && !id.includes('/client/src/ui/pdf/');
}

/** Whether a module belongs to the masks' chunk (the list's filters and the forms). */
export const isMaskShared = (id: string) => MASK_PACKAGES.test(id) || MASK_SOURCES.test(id);

/** Whether a module belongs to the forms' chunk. */
export const isFormShared = (id: string) => FORM_PACKAGES.test(id) || FORM_SOURCES.test(id);

/**
 * What the opportunity pages share (rows, badges, messages, URLs, the filters' model): one file, beside each page's
 * own. Not what one page alone uses, which stays in that page's file: the registration form's sections, schema and
 * hooks, the details page's name-and-probability form, the list's filters, sort, table, cards and export (the filters
 * import the masked input, imask); nor what the dashboard shows too (in the panel's file).
 */
const OPPORTUNITY_SHARED = /\/client\/src\/features\/opportunities\//;
const OPPORTUNITY_OWN =
  /\/client\/src\/features\/opportunities\/(pages\/|export\/|forms\/|components\/registration\/|components\/NameProbabilityModal|hooks\/(useCustomerLookup|useOpportunityDraft|usePlaceChoices|useCreateOpportunity)|messages\/registration|model\.ts|rules\.ts|urls\.ts|listFilters\.ts|components\/(OpportunityFilters|OpportunitySortSelect|OpportunityTable|OpportunityCards|ExportProgress)|hooks\/useExportOpportunities)/;
const OPPORTUNITY_IN_PANEL =
  /\/client\/src\/features\/opportunities\/(components\/(rowView|StatusBadge)|messages\/(list|outcomes))\./;
/** The states' query (the list's filter and the registration form's address): a file of its own otherwise. */
const STATES_DOCUMENT = '\0virtual:graphql-document/StatesDocument';
export const isOpportunityShared = (id: string) =>
  id === STATES_DOCUMENT ||
  (OPPORTUNITY_SHARED.test(id) && !OPPORTUNITY_OWN.test(id) && !OPPORTUNITY_IN_PANEL.test(id));
