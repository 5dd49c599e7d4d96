// The configsets screen for the admin workflow: open a configset, start a revision from the active
// one with the fraud threshold changed, validate and activate it (confirming which one goes INACTIVE).
import { expect, type Locator } from '@playwright/test';
import type { ConsolePage } from './ConsolePage.js';

export class ConfigsetsPage {
  constructor(readonly console: ConsolePage) {}

  private get page() {
    return this.console.page;
  }

  async open(): Promise<this> {
    await this.console.goTo('configsets');
    return this;
  }

  item(configsetId: string): Locator {
    return this.page.getByTestId(`cs-item-${configsetId}`);
  }

  revisionState(revisionId: string): Locator {
    return this.page.getByTestId(`cs-rev-state-${revisionId}`);
  }

  /** Opens a configset and returns its ACTIVE revision's ID. */
  async select(configsetId: string): Promise<string> {
    await this.item(configsetId).click({ timeout: 60_000 });
    await expect(this.page.getByTestId('cs-detail-id')).toHaveText(configsetId);
    const active = await this.page.getByTestId('cs-detail-active').locator('code').getAttribute('title');
    if (!active) throw new Error(`${configsetId} shows no active revision`);
    return active;
  }

  /**
   * From the selected configset's active revision: a new revision with decision.fraudRiskThreshold
   * set, validated, then activated. Returns the new revision's ID (from the URL it opens).
   */
  async activateThreshold(threshold: number, description: string, previousId: string): Promise<string> {
    const input = this.page.getByTestId('cs-input-decision.fraudRiskThreshold');
    await this.page.getByTestId('cs-new-revision').click();
    await expect(input).toBeVisible();
    await input.fill(String(threshold));
    await this.page.getByTestId('cs-description-input').fill(description);
    await this.page.getByTestId('cs-editor-validate').click();
    await expect(this.page.getByTestId('cs-editor-created')).toContainText('VALIDATED');
    await this.page.getByTestId('cs-editor-activate').click();
    await expect(this.page.getByTestId('cs-activate-old')).toContainText(`Revision ${previousId} (created `);
    await this.page.getByTestId('cs-activate-ok').click();
    await expect(this.page).toHaveURL(/#\/configsets\/[^/]+\/[0-9a-f-]{36}$/);
    await expect(this.page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
    return decodeURIComponent(this.page.url().split('/').pop()!);
  }
}
