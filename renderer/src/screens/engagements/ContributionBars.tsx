// "Why it was decided" as a picture: each counted factor's contribution to the fused risk as a
// segment of one bar on the 0–100 risk scale, with the fraud threshold marked, so how far the call
// stood from it, and which factor took it there, shows at a glance. The factor table beside it is
// the text equivalent (the figure's label sums it up too).
import type { DecisionExplanation as Explanation } from '../../../../shared/domain/explanations.js';
import { scale } from '../../components/charts/chart-model.js';
import { factorLabel } from './decision-words.js';

const W = 320;
const H = 30;
const BAR_Y = 8;
const BAR_H = 12;
const SEGMENT_FILLS = ['var(--accent)', 'var(--muted)', 'var(--warn)', 'var(--ok)', 'var(--danger)'];

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function ContributionBars({ e }: { e: Explanation }) {
  const counted = e.factors.filter((f) => f.counted && f.contribution > 0);
  if (!counted.length) return null;
  const x = scale(0, 100, 0, W);
  const threshold = e.thresholds.fraudRiskThreshold;
  const total = counted.reduce((n, f) => n + f.contribution, 0);
  const name = (f: (typeof counted)[number]) => `${factorLabel(f.kind)}${f.intent ? ` ${f.intent}` : ''}`;
  const summary =
    `Factor contributions: ${counted.map((f) => `${name(f)} ${fmt(f.contribution)}`).join(', ')}; ` +
    `together ${fmt(total)} against the fraud risk threshold ${fmt(threshold)}.`;
  let at = 0;
  return (
    <figure className="contrib-bars" data-testid={`explain-bars-${e.gkSessionId}`}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        <rect x={0} y={BAR_Y} width={W} height={BAR_H} fill="var(--border-soft)" />
        {counted.map((f, i) => {
          const from = at;
          at += f.contribution;
          return (
            <rect
              key={`${f.kind}-${i}`}
              className="contrib-seg"
              x={x(from)}
              y={BAR_Y}
              width={Math.max(0, x(Math.min(100, at)) - x(from))}
              height={BAR_H}
              fill={SEGMENT_FILLS[i % SEGMENT_FILLS.length]}
            >
              <title>
                {name(f)}: {fmt(f.contribution)}
              </title>
            </rect>
          );
        })}
        <line x1={x(threshold)} x2={x(threshold)} y1={2} y2={H - 2} stroke="var(--danger)" strokeWidth={2} />
      </svg>
      <figcaption className="eng-small muted">
        {counted.map((f, i) => (
          <span key={`${f.kind}-${i}`} className="contrib-key">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" fill={SEGMENT_FILLS[i % SEGMENT_FILLS.length]} />
            </svg>{' '}
            {name(f)} {fmt(f.contribution)}{' '}
          </span>
        ))}
        · threshold {fmt(threshold)} (red line)
      </figcaption>
    </figure>
  );
}
