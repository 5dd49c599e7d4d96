import { describe, expect, it } from 'vitest';
import { csvCellValue } from '../../../../shared/csv';
import type { EngagementListItem } from '../../../../shared/domain/engagements';
import type { Api } from '../../api/client';
import { EXPORT_MAX, QUEUE_CSV_HEADER, fetchAllMatching, queueCsv } from './queue-export';

const item = (n: number, over: Partial<EngagementListItem> = {}): EngagementListItem => ({
  gkEngagementId: `gk-${n}`,
  engagementId: `ENG-${n}`,
  gkSessionIds: ['s'],
  isActive: false,
  customData: {},
  riskInfo: { risk: 70, reliability: 80, decision: 'DECISION_NO_RISK_DETECTED' },
  creationTimestamp: '2025-05-01T10:00:00.000Z',
  ...over,
});

/** A minimal reader for the test: the export has no line breaks inside cells here. */
const read = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(',').map(csvCellValue));

describe('queue export', () => {
  it('writes every row with its decision, risk and verdict; a formula-looking ID stays text', () => {
    const csv = queueCsv([item(1), item(2, { engagementId: '=HYPERLINK("x")'.replaceAll('"', '') })]);
    const [header, ...rows] = read(csv);
    expect(header).toEqual([...QUEUE_CSV_HEADER]);
    expect(rows[0]).toEqual([
      '2025-05-01T10:00:00.000Z',
      'ENG-1',
      'gk-1',
      'stopped',
      'No risk detected',
      '70',
      '80',
      'No verdict',
      '',
      '',
      '1',
    ]);
    expect(csv).toContain("'=HYPERLINK(x)");
    expect(rows[1]![1]).toBe('=HYPERLINK(x)');
  });

  it('reads every page the filter matches, up to the cap', async () => {
    const calls: unknown[] = [];
    const api = {
      call: (_c: string, req: { pageToken?: string }) => {
        calls.push(req);
        const p = Number(req.pageToken ?? 0);
        return Promise.resolve({
          items: [item(p * 2), item(p * 2 + 1)],
          nextPageToken: p < 2 ? String(p + 1) : '',
        });
      },
    } as unknown as Api;
    const { rows, capped } = await fetchAllMatching(api, { decisions: ['DECISION_FRAUD'] });
    expect(rows.map((r) => r.gkEngagementId)).toEqual(['gk-0', 'gk-1', 'gk-2', 'gk-3', 'gk-4', 'gk-5']);
    expect(capped).toBe(false);
    expect(calls).toHaveLength(3);
    expect(EXPORT_MAX).toBeGreaterThan(1000);
  });
});
