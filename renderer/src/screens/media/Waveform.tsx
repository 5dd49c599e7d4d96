// The waveform lanes: one wavesurfer per channel, drawn from the server's peaks (no decoding),
// all driven by the one <audio> element the player owns, so cursors, seeking and zoom stay in step.
// Redacted intervals are hatched, masked ones grey (Regions plugin).
import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { Lane } from './waveform-model.js';

export interface WaveformProps {
  lanes: readonly Lane[];
  media: HTMLAudioElement;
  /** Seconds, from the server. */
  duration: number;
  /** Pixels per second; 0 fits the whole segment. */
  zoom: number;
}

const LANE_HEIGHT = 96;

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

const REGION_STYLE: Record<Lane['regions'][number]['kind'], string> = {
  redacted:
    'repeating-linear-gradient(135deg, color-mix(in srgb, var(--danger) 38%, transparent) 0 6px, color-mix(in srgb, var(--danger) 14%, transparent) 6px 12px)',
  masked: 'color-mix(in srgb, var(--muted) 35%, transparent)',
};

export function Waveform({ lanes, media, duration, zoom }: WaveformProps) {
  const containers = useRef<(HTMLDivElement | null)[]>([]);
  const instances = useRef<WaveSurfer[]>([]);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  useEffect(() => {
    const wave = cssVar('--muted', '#888');
    const progress = cssVar('--accent', '#36c');
    const cursor = cssVar('--fg', '#000');
    const made: WaveSurfer[] = [];
    lanes.forEach((lane, i) => {
      const container = containers.current[i];
      if (!container) return;
      const regions = RegionsPlugin.create();
      const ws = WaveSurfer.create({
        container,
        media,
        peaks: [lane.channelData],
        duration,
        height: LANE_HEIGHT,
        waveColor: wave,
        progressColor: progress,
        cursorColor: cursor,
        cursorWidth: 2,
        normalize: false,
        interact: true,
        dragToSeek: true,
        hideScrollbar: i < lanes.length - 1,
        autoScroll: true,
        autoCenter: true,
        plugins: [regions],
      });
      ws.on('ready', () => {
        lane.regions.forEach((r, n) => {
          const region = regions.addRegion({
            id: `${r.kind}-${lane.channelIndex}-${n}`,
            start: r.start,
            end: r.end,
            drag: false,
            resize: false,
            color: 'transparent',
          });
          region.element?.setAttribute('data-testid', `region-${r.kind}`);
          region.element?.setAttribute('data-lane', String(lane.channelIndex));
          region.element?.setAttribute('title', r.kind === 'redacted' ? 'Redacted' : 'Masked');
          if (region.element) region.element.style.background = REGION_STYLE[r.kind];
        });
        if (zoomRef.current) ws.zoom(zoomRef.current);
      });
      made.push(ws);
    });
    // Scrolling one lane scrolls the others.
    let syncing = false;
    made.forEach((ws) =>
      ws.on('scroll', () => {
        if (syncing) return;
        syncing = true;
        const x = ws.getScroll();
        for (const other of made) if (other !== ws) other.setScroll(x);
        syncing = false;
      }),
    );
    instances.current = made;
    return () => {
      for (const ws of made) ws.destroy();
      instances.current = [];
    };
  }, [lanes, media, duration]);

  useEffect(() => {
    for (const ws of instances.current) {
      try {
        ws.zoom(zoom);
      } catch {
        // Zoom before the peaks are in: applied on the next change.
      }
    }
  }, [zoom, lanes]);

  return (
    <div className="wave" data-testid="waveform">
      {lanes.map((lane, i) => (
        <div className="wave-lane" key={lane.channelIndex} data-testid={`lane-${lane.channelIndex}`}>
          <div className="wave-label" data-testid={`lane-label-${lane.channelIndex}`}>
            {lane.label}
          </div>
          <div
            className="wave-canvas"
            ref={(el) => {
              containers.current[i] = el;
            }}
            style={{ height: LANE_HEIGHT }}
            data-testid={`lane-wave-${lane.channelIndex}`}
          />
        </div>
      ))}
    </div>
  );
}
