import { describe, expect, it } from 'vitest';
import { riskBins } from './chart-model';
import { linePoints, ratePerSecond } from './tail-model';

describe('chart model', () => {
  it('bins risks by ten, 100 in the last bin, missing risks left out', () => {
    const bins = riskBins([0, 9, 10, 70, 72, 99, 100, undefined]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ min: 0, max: 9, count: 2 });
    expect(bins[7]).toEqual({ min: 70, max: 79, count: 2 });
    expect(bins[9]).toEqual({ min: 90, max: 100, count: 2 });
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(7);
  });

  it('derives records per second from running totals', () => {
    expect(
      ratePerSecond([
        { at: 0, lag: 5, read: 0 },
        { at: 2000, lag: 3, read: 10 },
        { at: 3000, lag: 0, read: 10 },
      ]),
    ).toEqual([
      { at: 2000, value: 5 },
      { at: 3000, value: 0 },
    ]);
  });

  it('lays values out with 0 at the bottom', () => {
    expect(
      linePoints(
        [
          { at: 0, value: 0 },
          { at: 10, value: 4 },
        ],
        100,
        20,
        { from: 0, to: 10 },
      ),
    ).toBe('0.0,20.0 100.0,0.0');
  });
});
