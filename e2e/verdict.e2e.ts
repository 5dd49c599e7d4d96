// Setting a verdict on the engagement page (issue 33): a note one character over the contract's
// limit is called too long as it is typed, and nothing is sent; a verdict that fits is saved with
// one call to main (engagements.setVerdict: the audit's pre-read, the write and the read-back, three
// RPCs, counted against the real server in main/channels/engagements.channels.int.test.ts) and the
// page shows the read-back without refetching the engagement.
import type { Request } from '@playwright/test';
import { contract } from '../shared/ipc/contract.js';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { ipc } from './support/ipc.js';

test.describe.configure({ timeout: 180_000 });

/** The note's limit as the contract (and through it the server) has it. */
function descriptionLimit(): number {
  const field = (
    contract['engagements.setVerdict'].request as unknown as {
      shape: { description: { unwrap(): { maxLength: number | null } } };
    }
  ).shape.description.unwrap();
  if (typeof field.maxLength !== 'number') throw new Error('the contract sets no limit on a verdict note');
  return field.maxLength;
}

/** The IPC channels the page calls from now on, in order. */
function recordIpc(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/ipc') return;
    seen.push((r.postDataJSON() as { channel: string }).channel);
  });
  return seen;
}

test('a note one character over the limit is refused as typed; a verdict is one call, its read-back shown', async ({
  page,
  vigil,
}) => {
  const max = descriptionLimit();
  const shell = await new ConsolePage(page, vigil).open();
  const target = (await ipc(page, 'engagements.list', { filter: { withoutVerdict: true }, pageSize: 1 })).items[0];
  if (!target) throw new Error('the demo data has no engagement without a verdict');
  await page.goto(new URL(`/#/engagements/${target.gkEngagementId}`, vigil.url).toString());
  await expect(page.getByTestId('eng-header')).toBeVisible();
  await expect(page.getByTestId('verdict-value')).toHaveText('No verdict');
  const calls = recordIpc(page);

  await page.getByTestId('verdict-select').selectOption('ENGAGEMENT_VERDICT_UNCERTAIN');
  const note = page.getByTestId('verdict-description');
  const error = page.getByTestId('verdict-description-field-error');
  await note.fill('n'.repeat(max));
  await expect(error).toHaveCount(0);
  // One character more, typed.
  await note.press('n');
  await expect(note).toHaveValue('n'.repeat(max + 1));
  await expect(error).toHaveText(
    `at most ${max.toLocaleString('en-US')} characters (${(max + 1).toLocaleString('en-US')} typed)`,
  );
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('verdict-submit').click();
  await expect(error).toBeVisible();
  expect(calls).not.toContain('engagements.setVerdict');
  await shell.screenshot('verdict-note-too-long');

  // Back within the limit, the verdict is saved and shown as the server read it back.
  await note.press('Backspace');
  await expect(error).toHaveCount(0);
  const before = calls.length;
  await page.getByTestId('verdict-submit').click();
  await expect(page.getByTestId('verdict-toast')).toBeVisible();
  await expect(page.getByTestId('verdict-value')).toHaveText('Uncertain');
  // A marker call from the page: whatever the save set off was requested before it (a refetch
  // starts as the mutation succeeds, before the toast), so the calls up to the marker are the save's.
  await ipc(page, 'app.info', {});
  await expect.poll(() => calls.indexOf('app.info', before)).toBeGreaterThan(-1);
  const save = calls.slice(before, calls.indexOf('app.info', before));
  expect(save.filter((c) => c.startsWith('engagements.'))).toEqual(['engagements.setVerdict']);
  expect(
    (await ipc(page, 'engagements.get', { gkEngagementId: target.gkEngagementId })).engagement.verdictInfo,
  ).toMatchObject({ verdict: 'ENGAGEMENT_VERDICT_UNCERTAIN', description: 'n'.repeat(max) });
});
