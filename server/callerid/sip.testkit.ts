// Builders for SIP INVITEs and PASSporTs used by the caller-ID tests (not a test file itself).
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export function passport(
  claims: { attest?: string; orig?: string; dest?: string[]; iat?: number },
  header: Record<string, unknown> = {},
): string {
  const payload = {
    ...(claims.attest ? { attest: claims.attest } : {}),
    ...(claims.orig ? { orig: { tn: claims.orig } } : {}),
    dest: { tn: claims.dest ?? ['15557654321'] },
    ...(claims.iat !== undefined ? { iat: claims.iat } : {}),
    origid: '123e4567-e89b-12d3-a456-426655440000',
  };
  return `${b64({ alg: 'ES256', typ: 'passport', ppt: 'shaken', x5u: 'https://cert.example.org/passport.cer', ...header })}.${b64(payload)}.c2lnbmF0dXJl`;
}

export function invite(
  opts: { from?: string; to?: string; pai?: string; identity?: string; compact?: boolean; extra?: string[] } = {},
): string {
  const from = opts.from ?? '15551234567';
  const to = opts.to ?? '15557654321';
  const h = opts.compact
    ? { f: 'f', t: 't', i: 'i', v: 'v', l: 'l' }
    : { f: 'From', t: 'To', i: 'Call-ID', v: 'Via', l: 'Content-Length' };
  const body = 'v=0\r\no=- 0 0 IN IP4 192.0.2.1\r\ns=-\r\n';
  const lines = [
    `INVITE sip:${to}@gw.example.net;user=phone SIP/2.0`,
    `${h.v}: SIP/2.0/UDP 192.0.2.1:5060;branch=z9hG4bK776asdhds`,
    `${h.f}: "Caller" <sip:+${from}@carrier.example.com;user=phone>;tag=1928301774`,
    `${h.t}: <sip:+${to}@gw.example.net;user=phone>`,
    `${h.i}: a84b4c76e66710@pc33.example.com`,
    'CSeq: 314159 INVITE',
    ...(opts.pai ? [`P-Asserted-Identity: ${opts.pai}`] : []),
    ...(opts.identity
      ? [`Identity: ${opts.identity};info=<https://cert.example.org/passport.cer>;alg=ES256;ppt=shaken`]
      : []),
    ...(opts.extra ?? []),
    'Content-Type: application/sdp',
    `${h.l}: ${body.length}`,
  ];
  return lines.join('\r\n') + '\r\n\r\n' + body;
}
