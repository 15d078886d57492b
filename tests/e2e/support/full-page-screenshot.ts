import type { Page } from '@playwright/test';

/**
 * The whole page, as a reader who scrolled through it sees it. Sections far below the screen are
 * laid out only as they near it (`content-visibility: auto`, client/src/styles/page-sections.css),
 * and a full-page capture does not scroll, so they are drawn for it.
 */
export async function fullPageScreenshot(page: Page, file: string): Promise<void> {
  const drawAll = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  await page.screenshot({ path: file, fullPage: true });
  await drawAll.evaluate((style) => style.parentNode?.removeChild(style));
}
