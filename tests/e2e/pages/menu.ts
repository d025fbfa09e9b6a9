import type { Page } from 'playwright-core';

/** Follows an item of the side menu (a drawer on a phone, opened first), as a person gets to a page. */
export async function followMenuItem(page: Page, label: string) {
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  const phone = await opener.isVisible();
  if (phone) await opener.click();
  const menu = phone
    ? page.getByRole('dialog', { name: 'Menu principal' })
    : page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: label }).click();
}
