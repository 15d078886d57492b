import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level AA, and the earlier versions' A and AA rules it builds on. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with the list of WCAG 2.2 AA violations on the page as it is now (or in one part of it):
 * which rule, how bad, and where. Motion is reduced first, and any fade still running finishes,
 * so that no element is caught half-way through its entrance, where its colours would be
 * measured wrongly.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A fade that was already running when motion was reduced ends before colours are measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const summary = violations.map(({ id, impact, help, nodes }) => ({
    rule: id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
