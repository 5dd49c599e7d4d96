import { describe, expect, it } from 'vitest';
import { isNiiRecord, niiLine, niiLines, niiSeq } from './nii-events.js';

const record = (events: unknown[], source = 'NIIEventLogger') => ({
  source,
  value: { data: { dataContentType: 'application/x-vendor-dlg-nii-logs.v1+json', seqid: '3', events } },
});

describe('NII events', () => {
  it('says a transition as from, to, with node types', () => {
    const l = niiLine('transition', {
      from: { component: 'Main', name: 'start', type: 'dialog', uuid: 'a' },
      to: { component: 'Main', name: 'Welcome', type: 'message', uuid: 'b' },
    });
    expect(l).toMatchObject({ title: 'Transition', text: 'start (dialog) to Welcome (message)' });
  });

  it('says data-required with its side and endpoint, data-received with returnCode and duration', () => {
    expect(
      niiLine('data-required', {
        id: 'DA_BAL',
        type: 'internal',
        endpoint: { type: 'REST', method: 'POST', uri: 'https://b.example.com/bal', headers: [] },
      }),
    ).toMatchObject({ text: 'DA_BAL · server-side · POST https://b.example.com/bal', tone: 'info' });
    expect(niiLine('data-required', { id: 'DA_BAL', type: 'external', data: {} }).text).toBe('DA_BAL · client-side');
    expect(niiLine('data-received', { id: 'DA_BAL', returnCode: '0', duration: 12 })).toMatchObject({
      text: 'DA_BAL · returnCode 0 in 12 ms',
      tone: 'ok',
    });
    expect(niiLine('data-received', { id: 'DA_BAL', returnCode: '7', returnMessage: 'declined' })).toMatchObject({
      text: 'DA_BAL · returnCode 7 (declined)',
      tone: 'bad',
    });
  });

  it('reads the events of an NII record in order, and knows NII records from others', () => {
    const r = record([
      { name: 'input-received', value: { userText: 'my balance' } },
      { name: 'intent', value: { value: 'I_REQUEST_ACCOUNT_BALANCE' } },
      { name: 'input-processed', value: { result: 'maxnomatches' } },
      { name: 'mystery', value: {} },
    ]);
    expect(isNiiRecord(r)).toBe(true);
    expect(isNiiRecord({ source: 'vendor.dlg.v1.DialogService/Execute', value: { data: {} } })).toBe(false);
    expect(niiSeq(r)).toBe(3);
    expect(niiLines(r).map((l) => [l.title, l.text, l.tone])).toEqual([
      ['Input received', '“my balance”', 'neutral'],
      ['Intent', 'I_REQUEST_ACCOUNT_BALANCE', 'info'],
      ['Input processed', 'maxnomatches', 'bad'],
      ['mystery', '', 'neutral'],
    ]);
  });
});
