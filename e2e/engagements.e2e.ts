// Fraud analyst workflow: queue -> filter to fraud decisions -> open one -> set verdict FRAUD with
// a description and an amount -> the verdict card shows what the server read back.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('an analyst filters the queue to fraud, opens one and sets verdict FRAUD', async ({ page, vigil }) => {
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(vigil.url);
  await page.getByTestId('nav-engagements').click();
  const table = page.getByTestId('eng-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('eng-queue-count')).toContainText('matching');

  await page.getByTestId('filter-range').selectOption('all');
  await page.getByTestId('filter-decision-fraud').click();
  await page.getByTestId('filter-verdict-none').click();
  const rows = table.locator('[role="row"][data-testid^="row-"]');
  // Once the filtered page has arrived, every row is a fraud decision without a verdict.
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      const counted = await page.getByTestId('eng-queue-count').textContent();
      return (
        texts.length > 0 &&
        !counted?.includes('updating') &&
        texts.every((t) => t.includes('Fraud') && t.includes('No verdict'))
      );
    })
    .toBe(true);
  await page.screenshot({ path: path.join(shots, 'engagements-queue.png') });

  // On the first cell (its start time): the row's middle may be the Gatekeeper ID's copy button.
  await rows.first().getByRole('gridcell').first().click();
  await expect(page.getByTestId('eng-header')).toBeVisible();
  await expect(page.getByTestId('eng-decision')).toHaveText('Fraud');
  await expect(page.getByTestId('verdict-value')).toHaveText('No verdict');
  // The embedded profile acts as admin, who may set verdicts: the form is enabled.
  await expect(page.getByTestId('verdict-submit')).toBeEnabled();

  await page.getByTestId('verdict-select').selectOption('ENGAGEMENT_VERDICT_FRAUD');
  await page.getByTestId('verdict-description').fill('Caller failed knowledge questions; voice mismatch');
  await page.getByTestId('verdict-amount').fill('125000');
  await page.getByTestId('verdict-submit').click();

  await expect(page.getByTestId('verdict-value')).toHaveText('Fraud');
  await expect(page.getByTestId('verdict-description-value')).toHaveText(
    'Caller failed knowledge questions; voice mismatch',
  );
  await expect(page.getByTestId('verdict-amount-value')).toHaveText(/125.000/);
  await expect(page.getByTestId('verdict-analyst')).toContainText('demo-');
  await expect(page.getByTestId('verdict-time')).not.toHaveText('—');
  await page.screenshot({ path: path.join(shots, 'engagements-detail.png'), fullPage: true });
});
