import type { Page } from '@playwright/test';

/** Text that must show whole: headings, buttons, links styled as buttons, menu items. */
const TEXT_BOXES =
  'h1, h2, h3, h4, h5, h6, button, .btn, .nav-link, .dropdown-item, [role="menuitem"]';

/**
 * What is wrong with the layout of the page as it is now, one line per problem: the page wider
 * than the screen, text cut off by its box, a footer that stops short of the screen's bottom, an
 * open dialog whose header or footer (its buttons) is off the screen.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((textBoxes) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
      element.clientWidth > 1;

    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => shown(element) && element.getBoundingClientRect().right > viewport + 1)
        .slice(0, 3);
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${viewport} px screen: ${wide.map(name).join(', ')}`,
      );
    }

    // A box's parts too: a name in a button may be clipped by a span of its own.
    const parts = [...document.querySelectorAll(textBoxes)].flatMap((box) => [
      box,
      ...box.querySelectorAll('*'),
    ]);
    for (const element of new Set(parts)) {
      if (shown(element) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `cut off: ${name(element)} needs ${element.scrollWidth} px, has ${element.clientWidth}`,
        );
      }
    }

    const footer = document.querySelector('body footer');
    const footerEnd = footer ? footer.getBoundingClientRect().bottom + window.scrollY : 0;
    if (footerEnd < window.innerHeight - 1) {
      problems.push(
        `the footer ends ${Math.round(window.innerHeight - footerEnd)} px above the screen's bottom`,
      );
    }

    for (const dialog of document.querySelectorAll('.modal.show .modal-content')) {
      const box = dialog.getBoundingClientRect();
      if (box.top < -1 || box.bottom > window.innerHeight + 1) {
        problems.push(
          `dialog ${name(dialog.querySelector('.modal-title') ?? dialog)} runs off the screen (${Math.round(box.top)} to ${Math.round(box.bottom)} px of ${window.innerHeight})`,
        );
      }
    }
    return problems;
  }, TEXT_BOXES);
}

/** Photos of an album in fewer columns than the grid has: the columns stand in the middle. */
export function photoGridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('.album-masonry-grid');
    const photos = [...document.querySelectorAll('.album-photo')].map((photo) =>
      photo.getBoundingClientRect(),
    );
    if (!grid || !photos.length) return ['no album photos on the page'];
    const box = grid.getBoundingClientRect();
    const left = Math.min(...photos.map((photo) => photo.left)) - box.left;
    const right = box.right - Math.max(...photos.map((photo) => photo.right));
    return Math.abs(left - right) > 2
      ? [
          `the photos leave ${Math.round(left)} px on the left, ${Math.round(right)} px on the right`,
        ]
      : [];
  });
}

/** Each card's buttons share their lines: none is left alone on one while another holds more. */
export function lonelyButtonProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].flatMap((card) => {
      const rows = new Map<number, number>();
      for (const button of card.querySelectorAll('button')) {
        const top = Math.round(button.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      return counts.includes(1) && counts.some((count) => count > 1)
        ? [`a button stands alone on a line in "${card.querySelector('h2, h3')?.textContent}"`]
        : [];
    }),
  );
}

/** Links around pictures and placeholders are not underlined like text links. */
export function underlinedPictureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article a')]
      .filter((link) => link.querySelector('img, span') && !link.closest('h2, h3'))
      .filter((link) => getComputedStyle(link).textDecorationLine !== 'none')
      .map((link) => `underlined picture link: "${link.textContent?.trim()}"`),
  );
}
