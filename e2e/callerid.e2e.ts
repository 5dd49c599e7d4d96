// Caller ID end to end: add a regex rule and an exact rule for the same number in the Rules tab,
// assess the number in the Assess tab, and see the exact rule win (rule 3 of the risk precedence).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';

async function addRule(page: Page, kind: 'exact' | 'regex', value: string, risk: string, description: string) {
  await page.getByTestId('rules-add').click();
  const form = page.getByTestId('rule-form');
  await form.getByTestId(`rule-kind-${kind}`).check();
  await form.getByTestId('rule-value').fill(value);
  await form.getByTestId('rule-risk').selectOption(risk);
  await form.getByTestId('rule-description').fill(description);
  await form.getByTestId('rule-save').click();
  await expect(form).toBeHidden();
}

test('caller ID: a regex and an exact rule for one number; the exact rule wins the assessment', async ({
  page,
  vigil,
}) => {
  const shell = await new ConsolePage(page, vigil).open();
  await shell.goTo('callerid');
  await page.getByTestId('cid-tabs-rules').click();
  await expect(page.getByTestId('rules-table')).toBeVisible();

  // An unsafe pattern is refused, with the reason at the field.
  await page.getByTestId('rules-add').click();
  await page.getByTestId('rule-kind-regex').check();
  await page.getByTestId('rule-value').fill('^(\\d+)+$');
  await page.getByTestId('rule-save').click();
  await expect(page.getByTestId('rule-value-field-error')).toBeVisible();
  await page.getByTestId('rule-cancel').click();

  await addRule(page, 'regex', '^\\+1555020', 'CALLER_ID_RISK_LEVEL_HIGH', 'e2e range block');
  await addRule(page, 'exact', '+15550201234', 'CALLER_ID_RISK_LEVEL_LOW', 'e2e known customer');
  await page.getByTestId('rules-search').fill('e2e');
  const table = page.getByTestId('rules-table');
  await expect(table.getByRole('row').filter({ hasText: 'e2e range block' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'e2e known customer' })).toBeVisible();
  await shell.screenshot('callerid-rules');

  await page.getByTestId('cid-tabs-assess').click();
  await page.getByTestId('assess-number').fill('+15550201234');
  await expect(page.getByTestId('assess-configset')).not.toHaveValue('');
  await page.getByTestId('assess-submit').click();
  await expect(page.getByTestId('assess-risk')).toHaveText('Low');
  await expect(page.getByTestId('assess-rule-kind')).toHaveText('exact');
  await expect(page.getByTestId('assess-rule')).toContainText('e2e known customer');
  await shell.screenshot('callerid-assess');

  // Another number of the range falls to the regex.
  await page.getByTestId('assess-number').fill('+15550209999');
  await page.getByTestId('assess-submit').click();
  await expect(page.getByTestId('assess-risk')).toHaveText('High');
  await expect(page.getByTestId('assess-rule-kind')).toHaveText('regex');
});
