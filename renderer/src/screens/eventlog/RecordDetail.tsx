// One record: its CloudEvent and payload as a tree (raw JSON one click away), links to the
// engagement, session or media segment it belongs to, and for ASR records the logged audio,
// fetched by main from the audio-file API and played from a blob URL.
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { hrefOf } from '../../app/route.js';
import { Badge, CopyId, DateTime, ErrorPanel, PlayIcon, Tabs } from '../../components/index.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { JsonTree } from './JsonTree.js';
import { NiiEvents } from './NiiEvents.js';
import { dataContentType } from './eventlog-model.js';

function wavBlobUrl(base64: string): string {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
}

function AudioPlayer({ urn }: { urn: string }) {
  const api = useApi();
  const [url, setUrl] = useState<string>();
  const load = useMutation({
    mutationFn: () => api.call('eventlog.audio', { urn }),
    onSuccess: (r) => setUrl(wavBlobUrl(r.wavBase64)),
  });
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <div className="el-audio" data-testid="el-audio">
      {!url && (
        <button
          type="button"
          onClick={() => load.mutate()}
          disabled={load.isPending}
          aria-label="Play the logged audio"
          data-testid="el-audio-play"
        >
          <PlayIcon /> {load.isPending ? 'Fetching audio…' : 'Play audio'}
        </button>
      )}
      {url && <audio controls autoPlay src={url} aria-label="Logged audio" data-testid="el-audio-element" />}
      {load.data && (
        <span className="muted" data-testid="el-audio-info">
          {(load.data.durationMs / 1000).toFixed(1)} s at {load.data.sampleRate / 1000} kHz
        </span>
      )}
      {load.error != null && <ErrorPanel error={load.error} title="Could not fetch the audio" compact />}
    </div>
  );
}

export function RecordDetail({ record, onClose }: { record: EventLogRecord; onClose: () => void }) {
  const [view, setView] = useState<'tree' | 'raw'>('tree');
  const { data, ...envelope } = record.value;
  const links: { href: string; label: string; testId: string }[] = [];
  if (record.gkEngagementId)
    links.push({
      href: hrefOf('engagements', record.gkEngagementId),
      label: 'Open engagement',
      testId: 'el-link-engagement',
    });
  if (record.gkMediaSegmentId)
    links.push({
      href: hrefOf('media', record.gkMediaSegmentId),
      label: 'Open media segment',
      testId: 'el-link-media',
    });
  return (
    <section className="panel el-detail" aria-label="Record" data-testid="el-detail">
      <div className="el-detail-head">
        <strong>
          {record.service} · {record.type}
        </strong>
        <Badge tone="info">{dataContentType(record) || 'no content type'}</Badge>
        <span className="spacer" />
        <button
          type="button"
          className="ghost"
          onClick={onClose}
          aria-label="Close record"
          data-testid="el-detail-close"
        >
          Close
        </button>
      </div>
      <dl className="facts">
        <dt>Time</dt>
        <dd>
          <DateTime value={record.timestamp} mode="precise" />
        </dd>
        <dt>Partition / offset</dt>
        <dd className="mono">
          {record.partition} / {record.offset}
        </dd>
        <dt>Request ID</dt>
        <dd>{record.requestId ? <CopyId id={record.requestId} label="request ID" /> : '—'}</dd>
        <dt>Session</dt>
        <dd>{record.sessionId ? <CopyId id={record.sessionId} label="session ID" /> : '—'}</dd>
        {record.gkSessionId && (
          <>
            <dt>Vigil session</dt>
            <dd>
              <CopyId id={record.gkSessionId} label="Vigil session ID" />
            </dd>
          </>
        )}
      </dl>
      {links.length > 0 && (
        <p className="el-links">
          {links.map((l) => (
            <a key={l.testId} href={l.href} data-testid={l.testId}>
              {l.label}
            </a>
          ))}
        </p>
      )}
      {record.audioUrn && <AudioPlayer key={record.audioUrn} urn={record.audioUrn} />}
      <NiiEvents record={record} />
      <Tabs
        label="Record view"
        value={view}
        onChange={(v) => setView(v as 'tree' | 'raw')}
        tabs={[
          { id: 'tree', label: 'Tree' },
          { id: 'raw', label: 'Raw JSON' },
        ]}
        testId="el-view"
      />
      {view === 'tree' ? (
        <div className="el-tree">
          <h4>CloudEvent</h4>
          <JsonTree value={envelope} label="CloudEvent attributes" testId="el-tree-event" />
          <h4>Payload (data)</h4>
          <JsonTree value={data ?? {}} label="Payload" testId="el-tree-data" />
        </div>
      ) : (
        <pre className="el-raw" data-testid="el-raw" tabIndex={0} aria-label="Raw JSON">
          {JSON.stringify(
            { key: record.key, value: record.value, partition: record.partition, offset: record.offset },
            null,
            2,
          )}
        </pre>
      )}
    </section>
  );
}
