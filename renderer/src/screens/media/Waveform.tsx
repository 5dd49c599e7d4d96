// The waveform lanes: one wavesurfer per channel, drawn from the server's peaks (no decoding),
// all driven by the one <audio> element the player owns, so cursors, seeking and zoom stay in step.
// Redacted intervals are hatched, masked ones grey (Regions plugin). Zoomed in further than the
// overview's points reach, wavesurfer keeps the cursor, regions and scrolling, and the waveform
// itself is drawn per pixel column on a canvas under it, from the visible stretch's own peaks
// (`detail`, asked for by the player from `onView`) or, until they come, from the overview.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { columns, covers, viewOf, type DetailPeaks, type Lane, type View } from './waveform-model.js';

export interface WaveformProps {
  lanes: readonly Lane[];
  media: HTMLAudioElement;
  /** Seconds, from the server. */
  duration: number;
  /** Pixels per second; 0 fits the whole segment. */
  zoom: number;
  /** Draw the lanes per column from `detail` (or the overview) instead of wavesurfer's overview. */
  detailed?: boolean;
  detail?: DetailPeaks | undefined;
  /** Playback time, for the progress colour of the detailed drawing. */
  time?: number;
  /** The stretch on screen and the lanes' width in pixels, whenever either changes. */
  onView?: (view: View, widthPx: number) => void;
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

/** Draws one lane's columns on its canvas: played columns in the progress colour. */
function drawColumns(canvas: HTMLCanvasElement, cols: Float32Array, view: View, time: number, colors: Colors) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const width = cols.length / 2;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const mid = canvas.height / 2;
  const played = view.end > view.start ? ((time - view.start) / (view.end - view.start)) * width : 0;
  for (const [color, from, to] of [
    [colors.progress, 0, Math.min(width, Math.max(0, Math.floor(played)))],
    [colors.wave, Math.max(0, Math.floor(played)), width],
  ] as const) {
    ctx.fillStyle = color;
    for (let x = from; x < to; x++) {
      const lo = cols[2 * x]!;
      const hi = cols[2 * x + 1]!;
      const top = Math.round(mid - hi * mid);
      const bottom = Math.round(mid - lo * mid);
      ctx.fillRect(x, top, 1, Math.max(1, bottom - top));
    }
  }
}

interface Colors {
  wave: string;
  progress: string;
}

export function Waveform({ lanes, media, duration, zoom, detailed, detail, time = 0, onView }: WaveformProps) {
  const containers = useRef<(HTMLDivElement | null)[]>([]);
  const overlays = useRef<(HTMLCanvasElement | null)[]>([]);
  const instances = useRef<WaveSurfer[]>([]);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const [view, setView] = useState<View>();
  const colors = useRef<Colors>({ wave: '#888', progress: '#36c' });
  /** Whether wavesurfer's own waveform is currently hidden for the detailed drawing. */
  const shownDetailed = useRef(false);

  useEffect(() => {
    const wave = cssVar('--muted', '#888');
    const progress = cssVar('--accent', '#36c');
    const cursor = cssVar('--fg', '#000');
    colors.current = { wave, progress };
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
        waveColor: shownDetailed.current ? 'transparent' : wave,
        progressColor: shownDetailed.current ? 'transparent' : progress,
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
    // What the first lane shows (the others scroll with it), after every scroll, zoom and redraw.
    const first = made[0];
    const report = () => {
      if (!first) return;
      const width = first.getWidth();
      const v = viewOf(first.getScroll(), width, first.getWrapper().scrollWidth, duration);
      setView((old) => (old && old.start === v.start && old.end === v.end ? old : v));
      onViewRef.current?.(v, width);
    };
    for (const e of ['scroll', 'zoom', 'redrawcomplete', 'resize'] as const) first?.on(e, report);
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

  // Detailed drawing: wavesurfer's own waveform goes transparent, the columns are drawn under it.
  useEffect(() => {
    if (shownDetailed.current === !!detailed) return;
    shownDetailed.current = !!detailed;
    for (const ws of instances.current) {
      ws.setOptions(
        detailed
          ? { waveColor: 'transparent', progressColor: 'transparent' }
          : { waveColor: colors.current.wave, progressColor: colors.current.progress },
      );
    }
  }, [detailed]);

  useLayoutEffect(() => {
    lanes.forEach((lane, i) => {
      const canvas = overlays.current[i];
      if (!canvas) return;
      if (!detailed || !view) {
        canvas.width = 0;
        return;
      }
      const cssWidth = canvas.clientWidth;
      const dpr = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(cssWidth * dpr));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== Math.round(LANE_HEIGHT * dpr)) canvas.height = Math.round(LANE_HEIGHT * dpr);
      const own = covers(detail, view) ? detail!.channels.find((c) => c.channelIndex === lane.channelIndex) : undefined;
      const cols = own
        ? columns(own.min, own.max, detail!.start, detail!.secondsPerPoint, view, width)
        : columns(lane.min, lane.max, 0, duration / Math.max(1, lane.min.length), view, width);
      drawColumns(canvas, cols, view, time, colors.current);
      canvas.dataset.source = own ? 'window' : 'overview';
    });
  }, [lanes, detailed, detail, view, time, duration]);

  return (
    <div className="wave" data-testid="waveform">
      {lanes.map((lane, i) => (
        <div className="wave-lane" key={lane.channelIndex} data-testid={`lane-${lane.channelIndex}`}>
          <div className="wave-label" data-testid={`lane-label-${lane.channelIndex}`}>
            {lane.label}
          </div>
          <div className="wave-canvas" style={{ height: LANE_HEIGHT }}>
            <canvas
              className="wave-detail"
              ref={(el) => {
                overlays.current[i] = el;
              }}
              hidden={!detailed}
              data-testid={`lane-detail-${lane.channelIndex}`}
            />
            <div
              className="wave-surfer"
              ref={(el) => {
                containers.current[i] = el;
              }}
              data-testid={`lane-wave-${lane.channelIndex}`}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
