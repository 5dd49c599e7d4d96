import { describe, expect, it } from 'vitest';
import { TurnBudget } from './turn-budget.js';

/** Runs `n` statements through the budget one after another, as PGlite's lock does; logs each. */
async function run(budget: TurnBudget, n: number, log: string[]): Promise<void> {
  for (let i = 0; i < n; i++) {
    const wait = budget.take();
    if (wait) await wait;
    log.push(`s${i}`);
  }
}

describe('TurnBudget', () => {
  it('lets the event loop take its turn after the given number of statements, keeping their order', async () => {
    const log: string[] = [];
    const budget = new TurnBudget({ statements: 3, ms: 1e9 });
    // Stands for the HTTP/2 writes of the answers so far: queued in the same turn, it must run
    // after the third statement and before the fourth.
    setImmediate(() => log.push('turn'));
    await run(budget, 7, log);
    expect(log).toEqual(['s0', 's1', 's2', 'turn', 's3', 's4', 's5', 's6']);
  });

  it('ends a turn once its time is up, however few statements ran', async () => {
    let now = 0;
    const log: string[] = [];
    const budget = new TurnBudget({ statements: 100, ms: 2, now: () => now });
    setImmediate(() => log.push('turn'));
    const wait0 = budget.take();
    log.push(`s0 waited ${!!wait0}`);
    now = 1;
    log.push(`s1 waited ${!!budget.take()}`);
    now = 2.5;
    const wait2 = budget.take();
    expect(wait2).toBeDefined();
    await wait2;
    log.push('s2');
    expect(log).toEqual(['s0 waited false', 's1 waited false', 'turn', 's2']);
  });

  it('starts every turn with a full budget', async () => {
    const budget = new TurnBudget({ statements: 2, ms: 1e9 });
    expect(budget.take()).toBeUndefined();
    expect(budget.take()).toBeUndefined();
    await new Promise((r) => setImmediate(r));
    expect(budget.take()).toBeUndefined();
    expect(budget.take()).toBeUndefined();
    expect(budget.take()).toBeDefined();
  });
});
