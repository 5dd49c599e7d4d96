// How caller-ID enums read, and their badge tones.
import type { BadgeTone } from '../../components/index.js';
import { RISK_LABELS } from '../../../../shared/domain/callerid-values.js';

export const riskLabel = (level: string | undefined) => RISK_LABELS[level ?? ''] ?? level ?? '—';

export function riskTone(level: string | undefined): BadgeTone {
  switch (level) {
    case 'CALLER_ID_RISK_LEVEL_HIGH':
      return 'danger';
    case 'CALLER_ID_RISK_LEVEL_MEDIUM':
      return 'warn';
    case 'CALLER_ID_RISK_LEVEL_LOW':
      return 'info';
    case 'CALLER_ID_RISK_LEVEL_NO_RISK':
      return 'ok';
    default:
      return 'muted';
  }
}

/** DECISION_NO_RISK_DETECTED -> "no risk detected". */
export const enumText = (value: string | undefined, prefix: string) =>
  value ? value.replace(prefix, '').toLowerCase().replace(/_/g, ' ') : '—';

export function decisionTone(decision: string | undefined): BadgeTone {
  if (decision === 'DECISION_FRAUD') return 'danger';
  if (decision === 'DECISION_UNCERTAIN' || decision === 'DECISION_FAILED') return 'warn';
  if (decision === 'DECISION_NO_RISK_DETECTED' || decision === 'DECISION_AUTHENTIC') return 'ok';
  return 'muted';
}

/** A SIP INVITE to start from: a STIR/SHAKEN-less call from the calling to the called number. */
export function sampleInvite(calling: string, called: string): string {
  const from = calling.replace(/[^\d+]/g, '') || '+15551234567';
  const to = called.replace(/[^\d+]/g, '') || '+15557654321';
  const body = 'v=0\r\no=- 0 0 IN IP4 192.0.2.1\r\ns=-\r\n';
  return [
    `INVITE sip:${to}@gw.example.net;user=phone SIP/2.0`,
    'Via: SIP/2.0/UDP 192.0.2.1:5060;branch=z9hG4bK776asdhds',
    `From: "Caller" <sip:${from}@carrier.example.com;user=phone>;tag=1928301774`,
    `To: <sip:${to}@gw.example.net;user=phone>`,
    'Call-ID: a84b4c76e66710@pc33.example.com',
    'CSeq: 314159 INVITE',
    `P-Asserted-Identity: <sip:${from}@carrier.example.com;user=phone>`,
    'Content-Type: application/sdp',
    `Content-Length: ${body.length}`,
    '',
    body,
  ].join('\r\n');
}
