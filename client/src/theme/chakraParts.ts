/**
 * The one door to Chakra's theme module by module (`@chakra-theme/<file>.js`: client/build/chakra-theme.ts). The
 * package exports its theme only as one index that re-exports every recipe, and whatever the entry imports
 * statically the bundler puts in the entry's file: through the index, the recipes of the panel's dialogs, tables and
 * drawers (some seventy in all, date and colour pickers too) load and compile with the login page (measured: its file
 * 872 KB instead of 761 KB, 259 KB gzipped instead of 239). Here each part by itself, and only what a module takes
 * from here is bundled, in that module's file (Chakra's modules have no side effects): system.ts takes the default
 * theme's tokens, styles and the recipes the entry renders, moreRecipes.ts (loaded on demand) the others. The cost:
 * paths inside Chakra's package, which an upgrade may move; client/build/chakra-patches.test.ts names any part moved
 * or added, and any client file that reaches them other than through here.
 */

export { breakpoints } from '@chakra-theme/breakpoints.js';
export { globalCss } from '@chakra-theme/global-css.js';
export { layerStyles } from '@chakra-theme/layer-styles.js';
export { animationStyles } from '@chakra-theme/motion-styles.js';
export { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
export { avatarSlotRecipe } from '@chakra-theme/recipes/avatar.js';
export { badgeRecipe } from '@chakra-theme/recipes/badge.js';
export { buttonRecipe } from '@chakra-theme/recipes/button.js';
export { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
export { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
export { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
export { containerRecipe } from '@chakra-theme/recipes/container.js';
export { dataListSlotRecipe } from '@chakra-theme/recipes/data-list.js';
export { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
export { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
export { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state.js';
export { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
export { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset.js';
export { headingRecipe } from '@chakra-theme/recipes/heading.js';
export { iconRecipe } from '@chakra-theme/recipes/icon.js';
export { inputRecipe } from '@chakra-theme/recipes/input.js';
export { inputAddonRecipe } from '@chakra-theme/recipes/input-addon.js';
export { linkRecipe } from '@chakra-theme/recipes/link.js';
export { listSlotRecipe } from '@chakra-theme/recipes/list.js';
export { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
export { popoverSlotRecipe } from '@chakra-theme/recipes/popover.js';
export { progressSlotRecipe } from '@chakra-theme/recipes/progress.js';
export { separatorRecipe } from '@chakra-theme/recipes/separator.js';
export { skipNavLinkRecipe } from '@chakra-theme/recipes/skip-nav-link.js';
export { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
export { statSlotRecipe } from '@chakra-theme/recipes/stat.js';
export { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
export { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
export { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
export { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
export { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
export { textStyles } from '@chakra-theme/text-styles.js';
export { animations } from '@chakra-theme/tokens/animations.js';
export { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
export { blurs } from '@chakra-theme/tokens/blurs.js';
export { borders } from '@chakra-theme/tokens/borders.js';
export { colors } from '@chakra-theme/tokens/colors.js';
export { cursor } from '@chakra-theme/tokens/cursor.js';
export { durations } from '@chakra-theme/tokens/durations.js';
export { easings } from '@chakra-theme/tokens/easings.js';
export { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
export { fontWeights } from '@chakra-theme/tokens/font-weights.js';
export { fonts } from '@chakra-theme/tokens/fonts.js';
export { keyframes } from '@chakra-theme/tokens/keyframes.js';
export { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
export { lineHeights } from '@chakra-theme/tokens/line-heights.js';
export { radii } from '@chakra-theme/tokens/radius.js';
export { sizes } from '@chakra-theme/tokens/sizes.js';
export { spacing } from '@chakra-theme/tokens/spacing.js';
export { zIndices } from '@chakra-theme/tokens/z-indices.js';
