import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, gotoOnPausedClock, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

const SLIDES = [
  'Sigiriya Rock Fortress',
  'Temple of the Tooth',
  'Nine Arch Bridge',
  'Galle Fort',
  'Yala National Park',
];

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Top destinations' });
}

async function expectSlideShown(page: Page, index: number): Promise<void> {
  const slide = carousel(page).getByRole('group', { name: `${index + 1} of 5: ${SLIDES[index]}` });
  await expect(slide).toBeVisible();
  await expect(
    carousel(page).getByRole('button', { name: `Slide ${index + 1}: ${SLIDES[index]}` }),
  ).toHaveAttribute('aria-current', 'true');
  for (const [other, title] of SLIDES.entries()) {
    if (other === index) continue;
    await expect(
      carousel(page).getByRole('group', { name: `${other + 1} of 5: ${title}` }),
    ).toBeHidden();
  }
}

test('the destinations carousel turns every 4 seconds, holds under the pointer and follows its indicators', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T08:00:00') });
  await page.clock.pauseAt(new Date('2026-01-10T08:00:01'));
  await gotoOnPausedClock(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expectSlideShown(page, 0);

  await page.clock.runFor(3900);
  await expectSlideShown(page, 0);
  await page.clock.runFor(100);
  await expectSlideShown(page, 1);

  await carousel(page).getByRole('button', { name: 'Slide 4: Galle Fort' }).click();
  await expectSlideShown(page, 3);
  // The pointer now rests on the carousel, which holds it still.
  await page.clock.runFor(8000);
  await expectSlideShown(page, 3);

  await page.mouse.move(5, 5);
  await page.clock.runFor(4000);
  await expectSlideShown(page, 4);
  await page.clock.runFor(4000);
  await expectSlideShown(page, 0);

  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expectSlideShown(page, 1);
  await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(12000);
  await expectSlideShown(page, 1);
  await expect(
    carousel(page).getByRole('button', { name: 'Start automatic slide show' }),
  ).toBeVisible();
});

test('Reviews in the header lands on the feedback section of Home', async ({ page }) => {
  await page.goto('/about');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page).toHaveURL(/\/#feedback-section$/);
  await expect(page.locator('#feedback-section')).toBeInViewport();
});

test('on a phone, Reviews lands on the feedback heading however tall the sections above it are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page).toHaveURL(/\/#feedback-section$/);
  await expect(page.getByRole('heading', { name: 'What People Say' })).toBeInViewport();
});

test('Book in the header and Find Tour Guider both land on the booking form of Contact', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Find Tour Guider' }).click();
  await expect(page).toHaveURL(/\/contact#book-guide-section$/);
  await expect(page.locator('#book-guide-section')).toBeInViewport();

  await page.goto('/about');
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/contact#book-guide-section$/);
  const section = page.locator('#book-guide-section');
  await expect(section).toBeInViewport();
  await expect(section.getByRole('heading', { name: 'Request Your Guide' })).toBeVisible();
});

test('the letterhead button downloads the company letterhead as a PDF', async ({ page }) => {
  await page.goto('/');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Letterhead (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('serendib-trails-letterhead.pdf');
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const response = await page.request.get('/letterhead.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('a German page offers the letterhead in German', async ({ page }) => {
  await page.goto('/de');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Briefkopf herunterladen (PDF)' }).click();
  const file = await download;

  expect(file.suggestedFilename()).toBe('serendib-trails-letterhead-de.pdf');
  expect(file.url()).toMatch(/\/letterhead\.de\.pdf$/);
  const pdf = await PDFDocument.load(fs.readFileSync(await file.path()));
  expect(pdf.getTitle()).toBe('Serendib Trails – Unser offizieller Briefkopf');
});

test('the hero film holds still at 16.2 s, and starts over when a film ends', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause background video' });
  await expect(pause).toBeVisible();
  const video = page.locator('video.home-hero-video');

  // Jump just past the mark rather than waiting for playback to reach it: a busy machine may
  // decode too slowly for a timed wait, and the hold is the page's decision either way.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 16.25;
    element.dispatchEvent(new Event('timeupdate'));
  });
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  const held = await video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    at: element.currentTime,
  }));
  expect(held.paused).toBe(true);
  expect(held.at).toBeGreaterThanOrEqual(16.2);
  expect(held.at).toBeLessThan(16.6);

  await video.evaluate((element: HTMLVideoElement) => element.dispatchEvent(new Event('ended')));
  await expect(pause).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(2);
});

test('Home has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Discover Sri Lanka with Local Guides',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Wildlife' }).click();
  await expectNoAxeViolations(page);
});

test('sections below the fold are marked once a tenth of them is in view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const letterhead = page.locator('.letterhead-card');
  await expect(letterhead).toHaveClass(/\banimate-on-scroll\b/);
  await expect(letterhead).not.toHaveClass(/\bis-visible\b/);

  await letterhead.scrollIntoViewIfNeeded();

  await expect(letterhead).toHaveClass(/\bis-visible\b/);
});

test('sections below the fold wait hidden without animating, and fade in once reached', async ({
  page,
}) => {
  await page.goto('/');
  const letterhead = page.locator('.letterhead-card');
  await expect(letterhead).toHaveClass(/\breveal-waiting\b/);
  // Hiding what nobody sees yet is not a fade: none of the sections animates.
  const sectionsAnimating = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) =>
            (animation.effect as KeyframeEffect | null)?.target?.matches('.animate-on-scroll'),
          ).length,
    );
  expect(await sectionsAnimating()).toBe(0);

  const fadedIn = letterhead.evaluate(
    (card) =>
      new Promise((resolve) =>
        card.addEventListener(
          'transitionrun',
          (event) => resolve((event as TransitionEvent).propertyName),
          {
            once: true,
          },
        ),
      ),
  );
  await letterhead.scrollIntoViewIfNeeded();

  await expect(letterhead).toHaveClass(/\bis-visible\b/);
  expect(await fadedIn).toMatch(/^(opacity|transform)$/);
});

test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
  await page.route('**/images/home/mirissa.svg', (route) => route.fulfill({ status: 404 }));
  await page.goto('/');
  const mirissa = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Mirissa' }) })
    .getByRole('img', { name: 'Palm trees leaning over the bay at Mirissa beach' });
  await mirissa.scrollIntoViewIfNeeded();
  await expect(mirissa).toHaveAttribute('src', '/images/placeholder.svg');
  await expect
    .poll(() => mirissa.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(800);
});
