// The lock at a glance: a big LOCKED / UNLOCKED badge, manual or automatic, both reasons, who and
// when, the mismatch counter, and for an automatic lock a live countdown to its auto-unlock.
import { useEffect, useState } from 'react';
import type { LockInfo } from '../../../../shared/domain/voiceprints';
import { DateTime } from '../../components/index.js';
import { countdownText, lockReasonLabel } from './labels.js';

/** Milliseconds until `iso`, ticking every second while mounted. */
function useMsUntil(iso: string | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [iso]);
  return iso ? Date.parse(iso) - now : undefined;
}

export function LockPanel({ lock, onExpired }: { lock: LockInfo; onExpired?: () => void }) {
  const automatic = lock.locked && lock.kind === 'automatic';
  const left = useMsUntil(automatic ? lock.autoUnlockTimestamp : undefined);
  const lapsed = left !== undefined && left <= 0;
  useEffect(() => {
    if (lapsed) onExpired?.();
  }, [lapsed, onExpired]);

  return (
    <section
      className={`vp-lock ${lock.locked ? 'is-locked' : 'is-unlocked'}`}
      aria-label="Lock state"
      data-testid="vp-lock"
      data-locked={lock.locked}
    >
      <div className="vp-lock-head">
        <span className="vp-lock-badge" data-testid="vp-lock-badge">
          {lock.locked ? 'LOCKED' : 'UNLOCKED'}
        </span>
        {lock.locked && (
          <span className="vp-lock-kind" data-testid="vp-lock-kind">
            {automatic ? 'Automatic lock' : 'Manual lock'}
          </span>
        )}
      </div>
      <dl className="vp-facts">
        {lock.locked && (
          <>
            <dt>Lock reason</dt>
            <dd data-testid="vp-lock-reason-code">{lockReasonLabel(lock.lockReason)}</dd>
            <dt>Reason given</dt>
            <dd data-testid="vp-lock-reason">{lock.reason || <span className="muted">none given</span>}</dd>
            <dt>Locked by</dt>
            <dd data-testid="vp-locked-by">
              {lock.lockedBy ? <code>{lock.lockedBy}</code> : <span className="muted">the system</span>}
            </dd>
            <dt>Locked at</dt>
            <dd data-testid="vp-lock-time">
              <DateTime value={lock.lockTimestamp} />
            </dd>
          </>
        )}
        <dt>Mismatch counter</dt>
        <dd data-testid="vp-mismatch">{lock.mismatchCounter}</dd>
        {automatic && (
          <>
            <dt>Auto-unlock</dt>
            <dd data-testid="vp-auto-unlock">
              {lock.autoUnlockTimestamp ? (
                <>
                  <DateTime value={lock.autoUnlockTimestamp} />{' '}
                  <span className="vp-countdown" data-testid="vp-countdown" aria-live="off">
                    {lapsed ? 'due now' : `in ${countdownText(left ?? 0)}`}
                  </span>
                </>
              ) : (
                <span className="muted">never (stays locked until unlocked)</span>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
