/**
 * Where the focus goes when a feedback modal closes (WCAG 2.4.3): the dialog's own return-to-trigger fails when
 * the trigger is gone (a step unmounted) or disabled (a submit button while the call ran, or left off because the
 * form became invalid), and the keyboard user is then dropped at the top of the page.
 */

/**
 * Marks the content of layers that only inform (the feedback modals, the loading overlay): focus inside them is
 * not "where the user was".
 */
export const TRANSIENT_LAYER_ATTR = 'data-transient-layer';
export const transientLayerProps = { [TRANSIENT_LAYER_ATTR]: '' } as const;

const usable = (el: Element | null | undefined): boolean =>
  el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && !el.closest('[inert]');

/**
 * The element focused before the modal opened when it is still there and enabled; else its form's first invalid
 * field; else that form's submit button; null when none of them can take the focus.
 */
export function focusTargetAfter(origin: HTMLElement | null): HTMLElement | null {
  if (!origin) return null;
  if (usable(origin)) return origin;
  const form = origin.closest('form');
  if (!form?.isConnected) return null;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (usable(invalid)) return invalid;
  const submit = form.querySelector<HTMLElement>('[type="submit"]');
  return usable(submit) ? submit : null;
}

/** Whether the element belongs to a feedback modal or the loading overlay. */
export const insideTransientLayer = (el: Element) => el.closest(`[${TRANSIENT_LAYER_ATTR}]`) !== null;
