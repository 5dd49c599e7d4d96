// Media end to end in real Chromium: open a stereo demo segment with a redacted interval; both lane
// canvases are drawn, the redacted region shows, play advances the time, and the audio file's
// duration (streamed through main's /media/<token> route) matches the segment details.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';

/** Counts non-transparent pixels over the canvases inside a lane's wavesurfer (shadow DOM). */
function inkOf(page: Page, lane: Locator): Promise<number> {
  return lane.evaluate((el) => {
    const roots: ParentNode[] = [el];
    for (const n of Array.from(el.querySelectorAll('*'))) if (n.shadowRoot) roots.push(n.shadowRoot);
    let ink = 0;
    for (const root of roots)
      for (const c of Array.from(root.querySelectorAll('canvas'))) {
        const canvas = c as HTMLCanvasElement;
        if (!canvas.width || !canvas.height) continue;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
      }
    return ink;
  });
}

test('media: a stereo segment with a redacted interval is drawn, plays and has the file duration', async ({
  page,
  vigil,
}) => {
  const shell = await new ConsolePage(page, vigil).open();
  await shell.demoMediaSeeded();
  const screen = await shell.goTo('media');
  const table = screen.getByTestId('media-table');
  const row = table.getByRole('row').filter({ hasText: 'redacted' }).first();
  await expect(row).toBeVisible();
  // On the first cell (its start time): the row's middle may be the link to its call.
  await row.getByRole('gridcell').first().click();
  // The segment's call travels along (?call=), so its way back leads to that call.
  await expect(page).toHaveURL(/#\/media\/[0-9a-f-]{36}(\?call=[0-9a-f-]{36})?$/);

  await expect(page.getByTestId('lane-label-1')).toHaveText('Agent');
  await expect(page.getByTestId('lane-label-2')).toHaveText('Caller');
  const lane1 = page.getByTestId('lane-wave-1');
  const lane2 = page.getByTestId('lane-wave-2');
  await expect.poll(() => inkOf(page, lane1)).toBeGreaterThan(500);
  await expect.poll(() => inkOf(page, lane2)).toBeGreaterThan(500);

  const redacted = lane2.getByTestId('region-redacted');
  await expect(redacted).toBeVisible();
  const box = await redacted.boundingBox();
  expect(box!.width).toBeGreaterThan(5);
  await expect(lane1.getByTestId('region-redacted')).toHaveCount(0);

  // The file main streams has the duration the server reports.
  const details = page.getByTestId('detail-length');
  const seconds = Number(await details.getAttribute('data-seconds'));
  expect(seconds).toBeGreaterThan(1);
  const audio = page.getByTestId('audio');
  await expect.poll(async () => Number(await audio.getAttribute('data-file-duration'))).toBeGreaterThan(0);
  expect(Number(await audio.getAttribute('data-file-duration'))).toBeCloseTo(seconds, 1);
  await expect(page.getByTestId('time-duration')).not.toHaveText('0:00.0');

  await expect(page.getByTestId('time-current')).toHaveText('0:00.0');
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('play-toggle')).toHaveText('Pause');
  await expect(page.getByTestId('time-current')).not.toHaveText('0:00.0');
  await page.getByTestId('player').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('play-toggle')).toHaveText('Play');
  await page.keyboard.press('+');
  await expect(page.getByTestId('zoom-level')).toHaveText('25 px/s');
  await page.keyboard.press('-');
  await expect(page.getByTestId('zoom-level')).toHaveText('Fit');

  // Zoomed in past the overview's points, the lanes are drawn from the visible stretch's own peaks,
  // asked of the server for that window.
  const detail = page.getByTestId('lane-detail-1');
  await expect(detail).toBeHidden();
  for (let i = 0; i < 6; i++) await page.keyboard.press('+');
  await expect(page.getByTestId('zoom-level')).toHaveText('800 px/s');
  await expect(detail).toBeVisible();
  await expect(detail).toHaveAttribute('data-source', 'window');
  // The agent speaks from the start: ink on the drawing's own canvas.
  await expect
    .poll(() =>
      detail.evaluate((c) => {
        const canvas = c as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
        return ink;
      }),
    )
    .toBeGreaterThan(200);
  await expect(page.getByTestId('lane-detail-2')).toHaveAttribute('data-source', 'window');
  for (let i = 0; i < 6; i++) await page.keyboard.press('-');
  await expect(page.getByTestId('zoom-level')).toHaveText('Fit');
  await expect(detail).toBeHidden();
  await page.mouse.move(0, 0);
  await shell.screenshot('media');
});
