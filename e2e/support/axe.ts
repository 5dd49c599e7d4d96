// axe-core as the specs run it: WCAG 2.1 A and AA rules, on the whole page or within one part.
//
// In the page itself (AxeBuilder's "legacy" mode, axe.run): the default runs axe.runPartial in every
// frame and then axe.finishRun in a new blank tab, for pages with cross-origin frames. The console
// has no frames, so both run the same rules on the same document and find the same (checked: the
// full results, passes included, were equal on the queue); the new tab and a second copy of axe per
// check made each check 3-4 times slower (4 against 14 s under load), 72 of them in the a11y audit.
// Only violations are collected in full (resultTypes): every rule still runs, and every violating
// node is listed; passes and the rest keep one node each instead of every one.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** axe's violations on the page, or within the elements `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<Violations> {
  // options() replaces every option set before it: first, then the tags.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** Fails the test on any violation within `include`, naming each rule and where. */
export async function expectAxeClean(page: Page, include: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe in ${include}`,
  ).toEqual([]);
}
