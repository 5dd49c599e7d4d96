// The engagements screen: the queue with its filters, one engagement's detail, the verdict form
// and the verdict card (what the server read back).
import { expect, type Locator } from '@playwright/test';
import type { ConsolePage } from './ConsolePage.js';

export interface VerdictInput {
  verdict: string;
  description?: string;
  amount?: string;
}

export class EngagementsPage {
  constructor(readonly console: ConsolePage) {}

  private get page() {
    return this.console.page;
  }

  async open(): Promise<this> {
    await this.console.goTo('engagements');
    await expect(this.page.getByTestId('eng-table')).toBeVisible();
    return this;
  }

  get rows(): Locator {
    return this.page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]');
  }

  row(gkEngagementId: string): Locator {
    return this.page.getByTestId(`row-${gkEngagementId}`);
  }

  /** All time, fraud decisions only, optionally narrowed by external ID prefix. */
  async filterFraud(prefix?: string): Promise<void> {
    await this.page.getByTestId('filter-range').selectOption('all');
    const fraud = this.page.getByTestId('filter-decision-fraud');
    await fraud.click();
    await expect(fraud).toHaveAttribute('aria-pressed', 'true');
    if (prefix !== undefined) await this.page.getByTestId('filter-prefix').fill(prefix);
  }

  /** Resolves once the shown page is the filtered one (no placeholder rows) and every row passes `check`. */
  async expectRows(check: (text: string) => boolean): Promise<void> {
    await expect
      .poll(async () => {
        const counted = (await this.page.getByTestId('eng-queue-count').textContent()) ?? '';
        const texts = await this.rows.allTextContents();
        return counted.includes('matching') && !counted.includes('updating') && texts.length > 0 && texts.every(check);
      })
      .toBe(true);
  }

  async openRow(gkEngagementId: string): Promise<void> {
    // On the row's first cell (its start time): the row's middle may be the ID's copy button.
    await this.row(gkEngagementId).getByRole('gridcell').first().click();
    await expect(this.page).toHaveURL(new RegExp(`#/engagements/${gkEngagementId}$`));
    await expect(this.page.getByTestId('eng-header')).toBeVisible();
  }

  mediaLink(gkMediaSegmentId: string): Locator {
    return this.page.getByTestId(`media-${gkMediaSegmentId}`);
  }

  async setVerdict(v: VerdictInput): Promise<void> {
    await expect(this.page.getByTestId('verdict-submit')).toBeEnabled();
    await this.page.getByTestId('verdict-select').selectOption(v.verdict);
    if (v.description !== undefined) await this.page.getByTestId('verdict-description').fill(v.description);
    if (v.amount !== undefined) await this.page.getByTestId('verdict-amount').fill(v.amount);
    await this.page.getByTestId('verdict-submit').click();
  }

  /** The verdict card, as read back from the server. */
  get verdict() {
    const t = (id: string) => this.page.getByTestId(id);
    return {
      value: t('verdict-value'),
      description: t('verdict-description-value'),
      amount: t('verdict-amount-value'),
      analyst: t('verdict-analyst'),
      time: t('verdict-time'),
    };
  }
}
