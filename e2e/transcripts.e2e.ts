// Transcripts end to end in real Chromium against the embedded server, which transcribes the demo
// calls in the background with the real speech engine: the oldest call (transcribed first) shows a
// transcript lane per party under the waveform; playing highlights words whose time has passed,
// clicking a word moves the player there; the caller's turns show the intent the demo model heard
// and seek on a click; the queue's "words spoken" search finds the call's engagement by a word the
// agent said, and nothing for a word nobody said; and the queue's intent filter finds it by an
// intent the caller was heard asking for, kept across a reload.
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { ipc } from './support/ipc.js';

// Starting the console (demo seeding included) and waiting for the engine to transcribe take most
// of the time on a busy machine: the whole test, fixture set-up included, gets five minutes.
test.describe.configure({ timeout: 300_000 });

test('a transcript lane follows playback, seeks on a click, and the queue finds the call by a spoken word and an intent', async ({
  page,
  vigil,
}) => {
  const shell = await new ConsolePage(page, vigil).open();
  await shell.demoMediaSeeded();
  await shell.goTo('media');
  const segments = (await ipc(page, 'media.list', { pageSize: 100 })).segments;
  const oldest = [...segments].sort((a, b) => (a.creationTimestamp ?? '').localeCompare(b.creationTimestamp ?? ''))[0]!;
  await page.goto(`${vigil.url}#/media/${oldest.gkMediaSegmentId}`);

  const transcript = page.getByTestId('transcript');
  await expect(transcript).toBeVisible({ timeout: 30_000 });
  await expect(transcript).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
  await expect(page.getByTestId('transcript-label-1')).toHaveText('Agent');
  await expect(page.getByTestId('transcript-label-2')).toHaveText('Caller');
  const agentWords = page.getByTestId('transcript-lane-1').getByTestId('transcript-word');
  await expect(agentWords.first()).toBeVisible();
  // Before playing, nothing has been passed.
  await expect(agentWords.first()).toHaveAttribute('data-state', 'future');

  const audio = page.getByTestId('audio');
  const currentTime = () => audio.evaluate((el) => (el as HTMLAudioElement).currentTime);
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('play-toggle')).toHaveText('Pause');
  // A word whose time has passed is highlighted (being spoken) or marked passed, and its start is
  // behind the player's position.
  const reached = page.getByTestId('transcript-lane-1').locator('[data-testid="transcript-word"][data-state="past"]');
  await expect(reached.first()).toBeVisible({ timeout: 20_000 });
  const passedStart = Number(await reached.first().getAttribute('data-start'));
  expect(passedStart).toBeLessThanOrEqual(await currentTime());
  await page.getByTestId('play-toggle').click();
  await expect(page.getByTestId('play-toggle')).toHaveText('Play');

  // Clicking a later word moves the player to it, and it becomes the highlighted word.
  const count = await agentWords.count();
  const target = agentWords.nth(count - 1);
  const start = Number(await target.getAttribute('data-start'));
  expect(start).toBeGreaterThan(passedStart);
  const before = await page.getByTestId('time-current').textContent();
  await target.click();
  await expect.poll(currentTime).toBeCloseTo(start, 1);
  await expect(page.getByTestId('time-current')).not.toHaveText(before ?? '');
  await expect(target).toHaveAttribute('data-state', 'current');
  await shell.screenshot('media-transcript');

  // The caller's turns, interpreted with the demo semantic model the server deploys at start: each
  // shows the intent heard with its confidence ("REPORT_LOST_CARD 0.95"); clicking one moves the
  // player to the turn's start.
  const turns = page.getByTestId('transcript-lane-2').getByTestId('transcript-turn');
  await expect(turns.first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('transcript-lane-1').getByTestId('transcript-turn')).toHaveCount(0);
  await expect(turns.getByTestId('turn-intent').first()).toHaveText(/^[A-Z][A-Z_]+ (0|1)\.\d\d$/);
  const lastTurn = turns.last();
  const turnStart = Number(await lastTurn.getAttribute('data-start'));
  await lastTurn.click();
  await expect.poll(currentTime).toBeCloseTo(turnStart, 1);
  await shell.screenshot('media-transcript-intents');
  // An intent heard with confidence at least 0.5 (the queue filter's bar), for the queue below.
  const heard = (await turns.getByTestId('turn-intent').allTextContents())
    .map((t) => t.trim().split(' '))
    .find(([, c]) => Number(c) >= 0.5)?.[0];
  expect(heard).toBeTruthy();

  // The queue, searched by a word the agent said in this call ("Thank you for calling ...").
  await expect(agentWords.filter({ hasText: /^calling$/ })).toHaveCount(1);
  await shell.goTo('engagements');
  await page.getByTestId('filter-range').selectOption('all');
  const search = page.getByTestId('filter-spoken');
  await search.fill('calling');
  await search.press('Enter');
  await expect(page.getByTestId(`row-${oldest.gkEngagementId}`)).toBeVisible();
  await search.fill('hippopotamus');
  await search.press('Enter');
  await expect(page.getByTestId(`row-${oldest.gkEngagementId}`)).toHaveCount(0);
  await expect(page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]')).toHaveCount(0);
  await search.fill('');
  await search.press('Enter');

  // The queue filtered by an intent the caller was heard asking for in this call (confidence at
  // least 0.5), chosen among the deployed model's intents; the choice survives a reload.
  const intent = page.getByTestId('filter-intent');
  await expect(intent.locator('option')).not.toHaveCount(1);
  await intent.selectOption(heard!);
  await expect(page.getByTestId(`row-${oldest.gkEngagementId}`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('filter-intent')).toHaveValue(heard!);
  await expect(page.getByTestId(`row-${oldest.gkEngagementId}`)).toBeVisible();
  await shell.screenshot('queue-intent-filter');
});
