import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar.js';
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
import { containerRecipe } from '@chakra-theme/recipes/container.js';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list.js';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state.js';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset.js';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon.js';
import { listSlotRecipe } from '@chakra-theme/recipes/list.js';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover.js';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress.js';
import { skipNavLinkRecipe } from '@chakra-theme/recipes/skip-nav-link.js';
import { statSlotRecipe } from '@chakra-theme/recipes/stat.js';
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';

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
