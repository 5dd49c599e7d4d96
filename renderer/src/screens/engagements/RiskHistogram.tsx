// The queue's risk histogram: how the listed calls' risks spread, in bins of ten, with the fraud
// threshold of the configset in force and the review band below it (amber, NEAR_THRESHOLD_POINTS)
// marked. Clicking a bar (or its row in the table, by keyboard) filters the queue to that risk
// range. Plain SVG, small enough to come with the queue (the first screen's budget counts it).
// The table under "As a table" is its text equivalent.
import { riskBins, scale, type RiskBin } from '../../components/charts/chart-model.js';
import type { ThresholdsInForce } from './thresholds.js';

const W = 320;
const H = 72;
const PAD = { left: 4, right: 4, top: 12, bottom: 14 };

const binTone = (b: RiskBin, t: ThresholdsInForce | undefined) =>
  !t ? 'muted' : b.min >= t.fraud ? 'danger' : b.max >= t.review ? 'warn' : 'ok';

export interface RiskHistogramProps {
  risks: readonly (number | undefined)[];
  thresholds: ThresholdsInForce | undefined;
  /** The risk range a bar stands for was picked. */
  onPick: (min: number, max: number) => void;
}

export default function RiskHistogram({ risks, thresholds, onPick }: RiskHistogramProps) {
  const bins = riskBins(risks);
  const top = Math.max(1, ...bins.map((b) => b.count));
  const x = scale(0, 100, PAD.left, W - PAD.right);
  const y = scale(0, top, H - PAD.bottom, PAD.top);
  const bw = (W - PAD.left - PAD.right) / bins.length;
  const counted = bins.reduce((n, b) => n + b.count, 0);
  const over = thresholds ? risks.filter((r) => r !== undefined && r >= thresholds.fraud).length : 0;
  const review = thresholds
    ? risks.filter((r) => r !== undefined && r >= thresholds.review && r < thresholds.fraud).length
    : 0;
  const label = (b: RiskBin) => `Risk ${b.min} to ${b.max}: ${b.count} call${b.count === 1 ? '' : 's'}`;
  return (
    <figure className="risk-hist" data-testid="risk-histogram">
      <figcaption className="eng-small">
        Risk of the {counted} listed call{counted === 1 ? '' : 's'}
        {thresholds && (
          <>
            {' '}
            · {over} at or over the fraud threshold {thresholds.fraud} · {review} in review ({thresholds.review}–
            {thresholds.fraud - 1})
          </>
        )}
        . Click a bar to list only that range.
      </figcaption>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Risk histogram">
        {bins.map((b, i) => {
          const h = H - PAD.bottom - y(b.count);
          return (
            <rect
              key={b.min}
              className={`risk-bar risk-bar-${binTone(b, thresholds)}`}
              x={PAD.left + i * bw + 1}
              y={y(b.count)}
              width={bw - 2}
              height={Math.max(b.count ? 1 : 0, h)}
              role="button"
              tabIndex={-1}
              aria-label={`${label(b)}. Filter the queue to this range.`}
              onClick={() => onPick(b.min, b.max)}
              data-testid={`risk-bar-${b.min}`}
            >
              <title>{label(b)}</title>
            </rect>
          );
        })}
        {thresholds && (
          <>
            <line
              className="risk-threshold risk-threshold-review"
              x1={x(thresholds.review)}
              x2={x(thresholds.review)}
              y1={PAD.top - 8}
              y2={H - PAD.bottom}
            />
            <line
              className="risk-threshold risk-threshold-fraud"
              x1={x(thresholds.fraud)}
              x2={x(thresholds.fraud)}
              y1={PAD.top - 8}
              y2={H - PAD.bottom}
            />
            <text className="risk-threshold-label" x={x(thresholds.fraud) + 2} y={PAD.top - 2}>
              fraud {thresholds.fraud}
            </text>
          </>
        )}
        <text className="risk-axis" x={PAD.left} y={H - 2}>
          0
        </text>
        <text className="risk-axis" x={W - PAD.right} y={H - 2} textAnchor="end">
          100
        </text>
      </svg>
      <details className="eng-small">
        <summary>As a table</summary>
        <table className="risk-hist-table" data-testid="risk-histogram-table">
          <thead>
            <tr>
              <th scope="col">Risk</th>
              <th scope="col">Calls</th>
              <th scope="col">
                <span className="eng-sr-only">Filter</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bins.map((b) => (
              <tr key={b.min}>
                <td>
                  {b.min}–{b.max}
                </td>
                <td>{b.count}</td>
                <td>
                  <button
                    type="button"
                    className="ghost"
                    onClick={() => onPick(b.min, b.max)}
                    aria-label={`Filter to risk ${b.min} to ${b.max}`}
                  >
                    Filter
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
