import {
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  skipNavLinkRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from './chakraParts.js';

/**
 * The recipes of the components that only modules loaded on demand render (the panel, dialogs, the notification
 * popover): not in the login page's file. system.ts's `withRecipes` adds them to the systems before such a module
 * renders.
 */
export const moreRecipes = {
  badge: badgeRecipe,
  container: containerRecipe,
  inputAddon: inputAddonRecipe,
  skipNavLink: skipNavLinkRecipe,
  textarea: textareaRecipe,
};

export const moreSlotRecipes = {
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
};
