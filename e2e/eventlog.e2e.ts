// Event log end to end in real Chromium: a reference server started here (in-memory database) is
// the console's connection; the Event log screen opens a tail, a record with logged audio is
// written through the server's event-log producer during the test, it appears in the live tail
// within about a second, and its audio (fetched by main from the audio-file API) plays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { ipc } from './support/ipc.js';
import { startServer, type RunningServer } from '../server/app.js';
import { seedDemo } from '../server/demo/index.js';
import { silentLogger } from '../server/util/log.js';

let server: RunningServer | undefined;
let dataDir: string | undefined;

test.afterEach(async () => {
  await server?.stop(1_000);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('event log: a record written during the test appears in the live tail and its audio plays', async ({
  page,
  vigil,
}) => {
  test.setTimeout(120_000); // the console starts its own embedded server too
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-eventlog-'));
  server = await startServer({ grpcPort: 0, httpPort: 0, log: silentLogger });
  const clients = await seedDemo(server.db, { dataDir });
  const admin = clients.find((c) => c.role === 'admin')!;

  const shell = await new ConsolePage(page, vigil).open();
  const profile = await ipc(page, 'connections.save', {
    profile: {
      name: 'Event-log test server',
      endpoint: server.grpcAddress,
      tls: false,
      tokenUrl: server.tokenUrl,
      clientId: admin.clientId,
      scopes: [],
    },
    secret: admin.clientSecret,
  });
  await ipc(page, 'connections.select', { id: profile.id });

  const screen = await shell.goTo('eventlog');
  // It tails at once; this test reopens on a group of its own that starts at the end.
  await expect(screen.getByTestId('el-partitions')).toBeVisible();
  await screen.getByText('Advanced: consumer group').click();
  await expect(screen.getByTestId('el-topic')).toHaveValue('vigil');
  await screen.getByLabel('Client name').fill('e2e-viewer');
  await screen.getByTestId('el-start').selectOption('latest');
  await screen.getByTestId('el-open').click();
  await expect(screen.getByTestId('el-partitions')).toBeVisible();
  await expect(screen.getByTestId('el-empty')).toContainText('Waiting for records');

  // One ASR record with logged audio, through the server's own producer.
  const pcm = Buffer.alloc(32_000); // one second of 16 kHz 16-bit mono
  for (let i = 0; i < pcm.length / 2; i++) pcm.writeInt16LE(Math.round(Math.sin(i / 8) * 6000), i * 2);
  const { producer } = server.eventLog;
  const audioUrn = await producer.storeAudio({ appId: 'vigil', service: 'ASRaaS', pcm, sampleRate: 16000 });
  const requestid = randomUUID();
  const written = Date.now();
  producer.send({
    appId: 'vigil',
    service: 'ASRaaS',
    source: 'vendor.asr.v1.Recognizer/Recognize',
    type: 'Recognize',
    data: {
      dataContentType: 'application/x-vendor-asr-recognitioninitmessage.v2+json',
      requestid,
      audioUrn,
      request: { recognitionInitMessage: { parameters: { language: 'en-US' } } },
    },
  });
  const row = screen.getByRole('row').filter({ hasText: requestid });
  await expect(row).toBeVisible({ timeout: 5_000 });
  const seenAfterMs = Date.now() - written;
  expect(seenAfterMs).toBeLessThan(2_000);

  await row.click();
  const detail = screen.getByTestId('el-detail');
  await expect(detail.getByTestId('el-tree-data')).toContainText(requestid);
  await detail.getByTestId('el-view-raw').click();
  await expect(detail.getByTestId('el-raw')).toContainText(audioUrn);

  await detail.getByTestId('el-audio-play').click();
  await expect(detail.getByTestId('el-audio-info')).toHaveText('1.0 s at 16 kHz');
  const audio = detail.getByTestId('el-audio-element');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeCloseTo(1, 1);
  await audio.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await shell.screenshot('eventlog');
});
