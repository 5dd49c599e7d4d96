// The tail over time: the consumer group's total lag and the records read per second, sampled at
// each partitions poll (every 3 s) for the last MAX_SAMPLES polls. Two small SVG lines with their
// latest values in words (the text equivalent).
import { linePoints, ratePerSecond, type TailSample } from '../../components/charts/tail-model.js';

/** Five minutes of 3-second polls. */
export const MAX_SAMPLES = 100;

const W = 220;
const H = 36;

function Spark({
  label,
  points,
  span,
  now,
}: {
  label: string;
  points: { at: number; value: number }[];
  span: { from: number; to: number };
  now: string;
}) {
  return (
    <div className="el-spark">
      <svg
        width={W}
        height={H}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${label} over the last minutes: ${now}`}
      >
        <rect width={W} height={H} fill="var(--panel-2)" />
        {points.length > 1 && (
          <polyline points={linePoints(points, W, H - 2, span)} fill="none" stroke="var(--accent)" strokeWidth={1.5} />
        )}
      </svg>
      <span className="eng-small">
        {label}: <strong>{now}</strong>
      </span>
    </div>
  );
}

export function TailChart({ samples }: { samples: readonly TailSample[] }) {
  if (samples.length < 2) return null;
  const span = { from: samples[0]!.at, to: samples.at(-1)!.at };
  const lag = samples.map((s) => ({ at: s.at, value: s.lag }));
  const rate = ratePerSecond(samples);
  const maxLag = Math.max(...lag.map((p) => p.value));
  return (
    <div className="el-tail-chart" data-testid="el-tail-chart">
      <Spark label="Consumer lag" points={lag} span={span} now={`${samples.at(-1)!.lag} (max ${maxLag})`} />
      <Spark label="Records/s" points={rate} span={span} now={(rate.at(-1)?.value ?? 0).toFixed(1)} />
    </div>
  );
}
