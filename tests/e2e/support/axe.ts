import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import type { RunOptions } from 'axe-core';

/** WCAG 2.2 level AA, and the earlier versions' A and AA rules it builds on. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core itself, run in the page. (@axe-core/playwright took twice as long a check: it collects
 * each frame's results in a new blank page, a renderer process of its own. The site's pages have
 * no frames.)
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_22_AA },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations;
    },
    { include, options },
  );
  const summary = violations.map(({ id, impact, help, nodes }) => ({
    rule: id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
