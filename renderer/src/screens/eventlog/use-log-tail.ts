// A live tail of the app's event log for a panel that only wants some records (Try it's NII events
// of one session, the engagement page's IVR path): opens the console's own consumer through
// `eventlog.open` (as the Event log screen does), keeps it alive, keeps the records `keep` accepts,
// and deletes the consumer when the panel goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/context.js';
import { useMainEvent } from '../../app/events.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { appendRecords } from './eventlog-model.js';

export interface LogTail {
  records: EventLogRecord[];
  state: 'idle' | 'opening' | 'live' | 'failed';
  error?: unknown;
}

const KEEP_ALIVE_MS = 20_000;

export function useLogTail(o: {
  enabled: boolean;
  /** The consumer group's client name (a group of the console's own, so nobody's offsets move). */
  clientName: string;
  start: 'latest' | 'earliest';
  keep: (r: EventLogRecord) => boolean;
}): LogTail {
  const api = useApi();
  const [tail, setTail] = useState<LogTail>({ records: [], state: 'idle' });
  const tailId = useRef<string | undefined>(undefined);
  const keep = useRef(o.keep);
  keep.current = o.keep;
  // Records main pushes before the open's answer names the tail (a tail from `earliest` reads at once).
  const early = useRef<{ tailId: string; records: EventLogRecord[] }[]>([]);

  const close = useCallback(() => {
    const id = tailId.current;
    tailId.current = undefined;
    if (id) void api.call('eventlog.close', { tailId: id }).catch(() => undefined);
  }, [api]);

  // Subscribed before the tail opens, so nothing main pushes meanwhile is missed.
  useMainEvent('eventlog.records', (e) => {
    if (!tailId.current && o.enabled) {
      if (early.current.length < 50) early.current.push({ tailId: e.tailId, records: e.records });
      return;
    }
    if (e.tailId !== tailId.current) return;
    const mine = e.records.filter((r) => keep.current(r));
    if (mine.length) setTail((s) => ({ ...s, records: appendRecords(s.records, mine) }));
  });

  useEffect(() => {
    if (!o.enabled) return;
    let live = true;
    setTail({ records: [], state: 'opening' });
    api
      .call('eventlog.open', { clientName: o.clientName, start: o.start })
      .then((t) => {
        if (!live) return void api.call('eventlog.close', { tailId: t.tailId }).catch(() => undefined);
        tailId.current = t.tailId;
        const before = early.current.filter((x) => x.tailId === t.tailId).flatMap((x) => x.records);
        early.current = [];
        setTail((s) => ({
          ...s,
          state: 'live',
          records: appendRecords(
            s.records,
            before.filter((r) => keep.current(r)),
          ),
        }));
      })
      .catch((error: unknown) => live && setTail({ records: [], state: 'failed', error }));
    const alive = setInterval(() => {
      if (tailId.current) void api.call('eventlog.partitions', { tailId: tailId.current }).catch(() => undefined);
    }, KEEP_ALIVE_MS);
    return () => {
      live = false;
      clearInterval(alive);
      close();
    };
  }, [api, o.enabled, o.clientName, o.start, close]);

  return tail;
}
