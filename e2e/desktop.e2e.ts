// Desktop-grade behaviour through the browser host: a screen that throws stops alone behind its
// error boundary; the queue's risk histogram filters the queue; the queue's CSV export holds the
// rows the filters match; a case report prints to a PDF that says what the page says; axe finds
// nothing on the new parts. The console's test-only hooks (on in every e2e console, e2e/fixtures.ts)
// make a screen throw.
import fs from 'node:fs';
import { CsvParser } from '../main/jobs/csv-parser.js';
import { csvCellValue } from '../shared/csv.js';
import { expect, test } from './fixtures.js';
import { expectAxeClean } from './support/axe.js';
import { ipc } from './support/ipc.js';
import { pdfText } from './support/pdf-text.js';

const readCsv = (text: string) => {
  const p = new CsvParser();
  const records = [...p.push(text), ...p.end()].filter((r) => !(r.length === 1 && r[0] === ''));
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, csvCellValue(r[i] ?? '')])));
};

test('desktop-grade: boundary, histogram filter, CSV round trip, case report PDF, axe', async ({ page, vigil }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(vigil.url);
  await expect(page.getByTestId('host-info')).toHaveText(/Vigil \d+\.\d+\.\d+/);

  await test.step('a screen that throws shows its boundary; the rest keeps working', async () => {
    await page.evaluate(() => sessionStorage.setItem('vigil.test.throw', 'eventlog'));
    await page.getByTestId('nav-eventlog').click();
    await expect(page.getByTestId('screen-error')).toContainText('The Event log screen stopped');
    await expect(page.getByTestId('screen-error-message')).toContainText('Test-only failure of the eventlog screen');
    await expectAxeClean(page, '[data-testid="screen-error"]');
    await page.getByTestId('nav-audit').click();
    await expect(page.getByTestId('screen-audit')).toBeVisible();
    await page.getByTestId('nav-eventlog').click();
    await expect(page.getByTestId('screen-error')).toBeVisible();
    await page.evaluate(() => sessionStorage.removeItem('vigil.test.throw'));
    await page.getByTestId('screen-error-reload').click();
    await expect(page.getByTestId('screen-eventlog')).toBeVisible();
    // It tails at once, without anyone picking a consumer group.
    await expect(page.getByTestId('el-partitions')).toBeVisible();
  });

  let min = 0;
  let max = 0;
  await test.step('the histogram filters the queue', async () => {
    await page.getByTestId('nav-engagements').click();
    await page.getByTestId('filter-range').selectOption('all');
    const hist = page.getByTestId('risk-histogram');
    await expect(hist).toBeVisible();
    await expect(hist).toContainText('fraud threshold');
    await expectAxeClean(page, '[data-testid="risk-histogram"]');
    // The fullest bar that is not everything.
    const bars = await page
      .locator('[data-testid^="risk-bar-"]')
      .evaluateAll((els) =>
        els.map((e) => ({ id: e.getAttribute('data-testid')!, label: e.getAttribute('aria-label')! })),
      );
    const counted = bars
      .map((b) => ({ ...b, n: Number(/: (\d+) call/.exec(b.label)?.[1] ?? 0) }))
      .filter((b) => b.n > 0)
      .sort((a, b) => b.n - a.n);
    expect(counted.length).toBeGreaterThan(0);
    const pick = counted[0]!;
    [, min, max] = /Risk (\d+) to (\d+)/.exec(pick.label)!.map(Number) as [number, number, number];
    await page.getByTestId(pick.id).click();
    await expect(page).toHaveURL(new RegExp(`riskMin=${min}&riskMax=${max}|riskMax=${max}.*riskMin=${min}`));
    const rows = page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]');
    await expect
      .poll(async () => {
        const risks = await rows.evaluateAll((els) =>
          els.map((r) => Number(r.querySelectorAll('[role="gridcell"]')[5]?.textContent ?? NaN)),
        );
        const status = await page.getByTestId('eng-queue-count').textContent();
        return risks.length > 0 && !status?.includes('updating') && risks.every((r) => r >= min && r <= max);
      })
      .toBe(true);
  });

  await test.step('the queue exports to CSV and reads back with the same rows', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('queue-export').click();
    const file = await (await download).path();
    const rows = readCsv(fs.readFileSync(file, 'utf8'));
    // What the server lists for the same filter, read fresh.
    const expected: string[] = [];
    let pageToken = '';
    do {
      const r = await ipc(page, 'engagements.list', {
        filter: { riskMin: min, riskMax: max },
        pageSize: 500,
        ...(pageToken ? { pageToken } : {}),
      });
      expected.push(...r.items.map((e) => e.gkEngagementId));
      pageToken = r.nextPageToken;
    } while (pageToken);
    expect(rows.map((r) => r.gk_engagement_id).sort()).toEqual(expected.sort());
    for (const r of rows) {
      expect(Number(r.risk)).toBeGreaterThanOrEqual(min);
      expect(Number(r.risk)).toBeLessThanOrEqual(max);
    }
    await expect(page.getByTestId('toast-queue-export')).toContainText(`Exported ${expected.length}`);
  });

  await test.step('a case report prints to a PDF that says what the page says', async () => {
    // A call with a recording if the queue has one, so the report carries a transcript.
    await page.goto(`${vigil.origin}/#/engagements?range=all`);
    const withAudio = page.locator('[data-testid^="has-audio-"]').first();
    await expect(page.getByTestId('eng-table')).toBeVisible();
    const audioId = (await withAudio.count())
      ? (await withAudio.getAttribute('data-testid'))!.replace('has-audio-', '')
      : undefined;
    if (audioId) await page.goto(`${vigil.origin}/#/engagements/${audioId}`);
    else
      await page
        .getByTestId('eng-table')
        .locator('[role="row"][data-testid^="row-"]')
        .first()
        .getByRole('gridcell')
        .first()
        .click();
    await expect(page.getByTestId('eng-header')).toBeVisible();
    await page.getByTestId('eng-case-report').click();
    const report = page.getByTestId('case-report');
    await expect(report).toBeVisible();
    await expect(report).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const decision = (await page.getByTestId('report-decision').textContent())!.trim();
    const title = (await page.getByTestId('report-title').textContent())!.trim();
    if (audioId) await expect(page.getByTestId('report-transcript').first()).toBeVisible();
    await expectAxeClean(page, '[data-testid="case-report"]');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
    const text = squash(pdfText(pdf));
    for (const words of [title, 'Decision', decision, 'Explanation', 'Transcript', 'Verdict history', 'Audit entries'])
      expect(text, words).toContain(squash(words));
    // The console around it is not printed.
    expect(text).not.toContain(squash('Jump to'));
  });
});
