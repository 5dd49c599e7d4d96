// The console as its users drive it, checked where it counts: on the server, read over plain gRPC
// with a demo client's own token (not through the console), and in the console's audit log.
//  - Fraud analyst: queue -> fraud -> an engagement with audio -> play -> verdict FRAUD.
//  - Admin: a new fraud threshold activated; the old revision INACTIVE; a decision follows it.
//  - Failure: a wrong client secret reads as a sentence and the console keeps working.
//  - Every screen loads; screenshots in artifacts/screens/<screen>.png (where no other file saves one).
import type { Page } from '@playwright/test';
import { invite, passport } from '../server/callerid/sip.testkit.js';
import { SERVICES } from '../shared/rpc/services.js';
import { expect, test } from './fixtures.js';
import { AuditPage, ConnectionsPage, ConsolePage } from './pages/index.js';
import { ConfigsetsPage } from './pages/ConfigsetsPage.js';
import { EngagementsPage } from './pages/EngagementsPage.js';
import { MediaPage } from './pages/MediaPage.js';
import { connectAs, contextOf, demoClient, type GrpcProbe } from './support/grpc.js';
import { reloadUntilSeeded } from './support/demo-rest.js';
import { ipc, runningEmbedded } from './support/ipc.js';

interface VerdictInfoWire {
  verdict?: string;
  description?: string;
  amount?: { value: string };
  analyst_id?: string;
  verdict_timestamp?: { seconds: string; nanos: number };
}

interface DecisionWire {
  risk?: { value: number };
  reliability?: { value: number };
  decision?: string;
  decision_reason?: string;
}

/** Opens the console acting as one demo role (the Embedded profile switched, the page reloaded). */
async function openAs(page: Page, shell: ConsolePage, role: 'analyst' | 'admin'): Promise<void> {
  await shell.open();
  if (role !== 'admin') {
    await ipc(page, 'embedded.setRole', { role });
    await page.reload();
  }
  await expect(shell.role).toHaveText(role, { timeout: 30_000 });
}

test('fraud analyst: fraud queue, audio played, verdict FRAUD; gRPC and the audit log agree', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = new ConsolePage(page, vigil);
  await openAs(page, shell, 'analyst');
  const analyst = demoClient(vigil.homeDir, 'analyst');
  await expect(page.getByTestId('header-client')).toHaveText(analyst.clientId);

  // A fraud engagement with a recording (the demo attaches audio to fraud decisions first),
  // preferably one no one has reviewed yet.
  await shell.demoMediaSeeded();
  const media = await ipc(page, 'media.list', { pageSize: 100 });
  const audioOf = new Map<string, string>();
  for (const s of media.segments) if (s.gkEngagementId) audioOf.set(s.gkEngagementId, s.gkMediaSegmentId);
  const fraud = await ipc(page, 'engagements.list', { filter: { decisions: ['DECISION_FRAUD'] }, pageSize: 500 });
  const candidates = fraud.items.filter((e) => e.engagementId && audioOf.has(e.gkEngagementId));
  const unreviewed = (v?: string) => !v || v === 'ENGAGEMENT_VERDICT_UNSPECIFIED';
  const target = candidates.find((e) => unreviewed(e.verdictInfo?.verdict)) ?? candidates[0];
  if (!target?.engagementId) throw new Error('the demo data has no fraud engagement with audio');
  const segmentId = audioOf.get(target.gkEngagementId)!;

  // The queue, filtered to fraud decisions (and to this engagement's external ID).
  const eng = await new EngagementsPage(shell).open();
  await eng.filterFraud(target.engagementId);
  await expect(eng.row(target.gkEngagementId)).toBeVisible();
  await eng.expectRows((t) => t.includes('Fraud'));
  await eng.openRow(target.gkEngagementId);
  await expect(page.getByTestId('eng-decision')).toHaveText('Fraud');

  // Its recording plays: the time display moves. Then back to the engagement.
  await eng.mediaLink(segmentId).click();
  const player = new MediaPage(shell);
  await player.expectSegment(segmentId);
  await player.playSome();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/engagements/${target.gkEngagementId}$`));
  await expect(page.getByTestId('eng-header')).toBeVisible();

  // Verdict FRAUD with a description and an amount; the card shows what the server read back.
  const description = `e2e review ${Date.now()}: voice mismatch, knowledge questions failed`;
  const amount = '98765';
  const before = Date.now();
  await eng.setVerdict({ verdict: 'ENGAGEMENT_VERDICT_FRAUD', description, amount });
  await expect(eng.verdict.value).toHaveText('Fraud');
  await expect(eng.verdict.description).toHaveText(description);
  await expect(eng.verdict.amount).toHaveText(/98.?765/);
  // The person (the client's name), the client ID on hover.
  await expect(eng.verdict.analyst).toContainText('demo-analyst');
  await expect(eng.verdict.analyst).toHaveAttribute('title', `OAuth client ID: ${analyst.clientId}`);

  // A fresh read over gRPC, as another client, bypassing the console.
  const server = await runningEmbedded(page);
  const probe = await connectAs(server, demoClient(vigil.homeDir, 'service'));
  try {
    const res = await probe.call<{ details: { verdict_info?: VerdictInfoWire } }>(
      SERVICES.sessions,
      'GetEngagementDetails',
      { context: contextOf(analyst.gkScopeId), gk_engagement_id: { value: target.gkEngagementId } },
    );
    const v = res.details.verdict_info;
    expect(v).toMatchObject({
      verdict: 'ENGAGEMENT_VERDICT_FRAUD',
      description,
      amount: { value: amount },
      analyst_id: analyst.clientId,
    });
    const at = Number(v?.verdict_timestamp?.seconds) * 1000;
    // Second resolution on the wire: within this test's run.
    expect(at).toBeGreaterThanOrEqual(before - 2_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 2_000);
  } finally {
    probe.close();
  }

  // The audit log holds the change, by the analyst, for this engagement.
  const audit = await new AuditPage(shell).open();
  await audit.filterAction('engagements.setVerdict');
  await audit.filterText(target.gkEngagementId);
  await expect(audit.rows).toHaveCount(1);
  await expect(audit.rows.first()).toContainText('engagements.setVerdict');
  await expect(audit.rows.first()).toContainText('ok');
  await expect(audit.rows.first()).toContainText(analyst.clientId);
});

/** A new IVR session under `configsetId` whose one decision factor is a caller-ID result of known risk. */
async function sessionWithRisk(probe: GrpcProbe, scopeId: string, configsetId: string, risk: number) {
  const started = await probe.call<{ gk_session_id: { value: string }; gk_engagement_id: { value: string } }>(
    SERVICES.sessions,
    'StartSession',
    { context: contextOf(scopeId, { configsetId }), session_type: 'SESSION_TYPE_IVR' },
  );
  const ids = { engagementId: started.gk_engagement_id.value, sessionId: started.gk_session_id.value };
  const context = contextOf(scopeId, ids);
  const nowSeconds = Math.floor(Date.now() / 1000);
  await probe.call(SERVICES.callerIdProcessor, 'ValidateCallerId', {
    context,
    caller_id_data: {
      call_start_timestamp: { seconds: String(nowSeconds), nanos: 0 },
      calling_number: '+1 (555) 234-5678',
      called_number: '+1 555 765 4321',
      telecom_network_id: 'carrier-1',
      sip_message: invite({
        from: '15552345678',
        identity: passport({ attest: 'A', orig: '15552345678', iat: nowSeconds - 2 }),
      }),
    },
  });
  // The vendor's raw result supersedes it with the risk we want (and a reliability that counts).
  await probe.call(SERVICES.callerIdProcessor, 'ValidateCallerIdExt', {
    context,
    version: 'vigil-1',
    raw_data: JSON.stringify({ trust_indicator: 0.6, risk, reliability: 90 }),
  });
  return { decide: () => probe.call<DecisionWire>(SERVICES.sessions, 'GetSessionDecision', { context }) };
}

test('admin activates a lower fraud threshold: gRPC shows the revisions swapped and a decision follows', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1500, height: 940 });
  const shell = new ConsolePage(page, vigil);
  await openAs(page, shell, 'admin');
  const server = await runningEmbedded(page);
  const service = demoClient(vigil.homeDir, 'service');
  const scopeId = service.gkScopeId;
  const probe = await connectAs(server, service);
  try {
    // Risk 45 under fraud-desk (threshold 55): no fraud yet.
    const session = await sessionWithRisk(probe, scopeId, 'fraud-desk', 45);
    expect(await session.decide()).toMatchObject({
      risk: { value: 45 },
      decision: 'DECISION_NO_RISK_DETECTED',
    });

    // Through the console: threshold 40, validated, activated.
    const cs = await new ConfigsetsPage(shell).open();
    const oldId = await cs.select('fraud-desk');
    const newId = await cs.activateThreshold(40, 'e2e: fraud threshold 40', oldId);
    await expect(page.getByTestId('cs-content')).toContainText('"fraudRiskThreshold": 40');
    await expect(cs.revisionState(newId)).toHaveText('ACTIVE');
    await expect(cs.revisionState(oldId)).toHaveText('INACTIVE');

    // A fresh read over gRPC: the new revision ACTIVE, the previous INACTIVE, only one ACTIVE.
    const listed = await probe.call<{ details: { gk_configset_revision_id: { value: string }; state: string }[] }>(
      SERVICES.configsets,
      'ListConfigsetRevisions',
      { context: contextOf(scopeId), filter: { configset_id: 'fraud-desk' } },
    );
    const stateOf = (id: string) => listed.details.find((d) => d.gk_configset_revision_id.value === id)?.state;
    expect(stateOf(newId)).toBe('STATE_ACTIVE');
    expect(stateOf(oldId)).toBe('STATE_INACTIVE');
    expect(listed.details.filter((d) => d.state === 'STATE_ACTIVE')).toHaveLength(1);

    // The next decision is made under the new threshold: risk 45 is now fraud.
    expect(await session.decide()).toMatchObject({
      risk: { value: 45 },
      decision: 'DECISION_FRAUD',
      decision_reason: 'DECISION_REASON_FRAUD_RISK',
    });
  } finally {
    probe.close();
  }
});

test('a wrong client secret reads as a sentence, and the console keeps working', async ({ page, vigil }) => {
  const shell = await new ConsolePage(page, vigil).open();
  const server = await runningEmbedded(page);
  const analyst = demoClient(vigil.homeDir, 'analyst');
  await new ConnectionsPage(shell).open();

  // The embedded server's real endpoints and a real client ID, with a secret that is not its own.
  await page.getByTestId('conn-new').click();
  await page.getByTestId('input-name').fill('Embedded, wrong secret');
  await page.getByTestId('input-endpoint').fill(server.grpcAddress);
  await page.getByTestId('input-tls').uncheck();
  await page.getByTestId('input-tokenUrl').fill(server.tokenUrl);
  await page.getByTestId('input-clientId').fill(analyst.clientId);
  await page.getByTestId('input-secret').fill('not-the-secret-of-this-client');
  await page.getByTestId('input-defaultScopeId').fill(analyst.gkScopeId);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('detail-name')).toHaveText('Embedded, wrong secret');

  await page.getByTestId('detail-test').click();
  const error = page.getByTestId('test-error');
  await expect(error).toBeVisible();
  await expect(page.getByTestId('test-error-code')).toHaveText('UNAUTHENTICATED');
  await expect(page.getByTestId('test-error-message')).toContainText(
    `The client ID or secret is wrong: the token service does not accept client ${analyst.clientId}`,
  );
  // A sentence for people, not a stack trace or an internal error name.
  await expect(error).not.toContainText(/\s+at\s+\S+\s+\(|Error:|TokenError|ECONNREFUSED/);
  await expect(page.getByTestId('test-role')).toHaveCount(0);
  await shell.screenshot('connections-wrong-secret');

  // Nothing crashed: another screen still loads data through the current (Embedded) profile.
  const eng = await new EngagementsPage(shell).open();
  await expect(eng.rows.first()).toBeVisible();
  await expect(shell.role).toHaveText('admin');
});

test('every screen loads the demo data (screenshots in artifacts/screens)', async ({ page, vigil }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = await new ConsolePage(page, vigil).open();
  const rowsIn = (testId: string) => page.getByTestId(testId).locator('[data-testid^="row-"]');

  // media.png, connections.png and audit.png are saved by media.e2e.ts and connections.e2e.ts.
  await shell.goTo('engagements');
  await expect(rowsIn('eng-table').first()).toBeVisible();
  await expect(page.getByTestId('eng-queue-count')).toContainText('matching');
  await shell.screenshot('engagements');

  // Voiceprints, the demo's audio and its caller ID rules are seeded once the first screen has been
  // answered (reloadUntilSeeded).
  await shell.goTo('voiceprints');
  await expect(page.getByTestId('vp-list-count')).toBeVisible({ timeout: 60_000 });
  await reloadUntilSeeded(page, page.getByTestId('vp-browse'), rowsIn('vp-browse'));
  await shell.screenshot('voiceprints');

  const cs = await new ConfigsetsPage(shell).open();
  await cs.select('scope-baseline');
  await expect(page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
  await shell.screenshot('configsets');

  await shell.goTo('media');
  await reloadUntilSeeded(page, page.getByTestId('media-table'), rowsIn('media-table'));

  await shell.goTo('callerid');
  const rulesTab = () => page.getByTestId('cid-tabs-rules').click();
  await rulesTab();
  await reloadUntilSeeded(page, page.getByTestId('rules-table'), rowsIn('rules-table'), rulesTab);
  await shell.screenshot('callerid');

  await shell.goTo('connections');
  await expect(page.getByTestId('conn-embedded')).toBeVisible();

  await shell.goTo('audit');
  await expect(page.getByTestId('audit-table').or(page.getByTestId('audit-empty')).first()).toBeVisible();
});
