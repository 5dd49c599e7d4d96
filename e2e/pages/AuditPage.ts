// The audit screen: filter, read rows, export CSV.
import fs from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import type { ConsolePage } from './ConsolePage.js';

export class AuditPage {
  constructor(readonly console: ConsolePage) {}

  private get page() {
    return this.console.page;
  }

  async open(): Promise<this> {
    await this.console.goTo('audit');
    await expect(this.page.getByTestId('audit-table')).toBeVisible();
    return this;
  }

  get rows(): Locator {
    return this.page.getByTestId('audit-table').locator('[data-testid^="row-"]');
  }

  async filterText(text: string): Promise<void> {
    await this.page.getByTestId('audit-text').fill(text);
  }

  async filterAction(action: string): Promise<void> {
    await this.page.getByTestId('audit-action').fill(action);
  }

  /** Clicks Export CSV and returns the downloaded file's name and text. */
  async exportCsv(): Promise<{ filename: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('audit-export').click();
    const d = await download;
    const file = await d.path();
    return { filename: d.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
  }
}
