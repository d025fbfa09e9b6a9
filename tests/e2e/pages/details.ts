import type { Locator, Page } from 'playwright-core';

/** What the details pages share: the main region, the decision buttons and the value under a field's label. */
export abstract class DetailsPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  get main() {
    return this.page.getByRole('main');
  }

  /** The labels of the decision buttons the page offers (none: an empty list). */
  async decisions(): Promise<string[]> {
    const nav = this.main.getByRole('navigation', { name: 'Ações' });
    if ((await nav.count()) === 0) return [];
    return (await nav.getByRole('button').allTextContents()).map((t) => t.trim());
  }

  /**
   * The value shown under a field's label ("Registro no CRM", "Data de aprovação"); found by CSS, so that it can
   * be read behind an open modal too (a modal hides the page from the accessibility tree).
   */
  fact(label: string): Locator {
    return this.page
      .locator('main dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  protected decision(label: string) {
    return this.main.getByRole('navigation', { name: 'Ações' }).getByRole('button', { name: label, exact: true });
  }
}
