// The shell's connection banner: "Starting the embedded server…" with how long it has taken on
// the first start, "Reconnecting to the server…" when a running connection is lost. It floats over
// the bottom of the screen, so it coming and going never moves the page under the user.
import { useEffect, useState } from 'react';
import type { Connectivity } from './connectivity.js';

/** Seconds since the component mounted, ticking once a second while `running`. */
function useElapsedSeconds(running: boolean): number {
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [running]);
  return Math.floor((now - since) / 1000);
}

function StartingBanner() {
  const seconds = useElapsedSeconds(true);
  return (
    <div className="banner banner-info" role="status" data-testid="embedded-starting">
      <strong>Starting the embedded server…</strong>
      <div
        className="progress progress-indeterminate"
        role="progressbar"
        aria-label="Starting the embedded server"
        aria-valuetext={`${seconds} s so far`}
        data-testid="embedded-starting-progress"
      >
        <span />
      </div>
      <span className="muted banner-detail" data-testid="embedded-starting-elapsed">
        {seconds} s · the first launch also creates the demo data (up to a minute); screens fill in when it is up
      </span>
    </div>
  );
}

export function ConnectionBanner({ conn }: { conn: Connectivity }) {
  if (conn.starting) return <StartingBanner />;
  if (!conn.reconnecting) return null;
  return (
    <div className="banner banner-warn" role="status" data-testid="reconnecting">
      <span className="spinner" aria-hidden="true" />
      <strong>Reconnecting to the server…</strong>
      <span className="muted banner-detail" title={conn.detail}>
        {conn.detail}
      </span>
      <button type="button" onClick={conn.retryNow} data-testid="reconnect-now">
        Retry now
      </button>
    </div>
  );
}
