import { expect, test, type APIRequestContext, type Page } from './support/test';
import { fullPageScreenshot } from './support/full-page-screenshot';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import {
  layoutProblems,
  lonelyButtonProblems,
  photoGridProblems,
  underlinedPictureProblems,
} from './support/layout';

/**
 * Every route, signed out, signed in and as a tour guide, and each with its dialogs and menus
 * open, on a phone, a tablet and a laptop: nothing wider than the screen, no text cut off by its
 * box, the footer down to the screen's bottom, dialogs with their buttons on the screen, and the
 * details that went wrong before (a lonely button, an empty column, a field marked for nothing).
 * With LAYOUT_SCREENSHOTS=1 each state is also saved under tests/.tmp/screenshots/layout.
 */

const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const SHOTS = process.env.LAYOUT_SCREENSHOTS ? path.resolve('tests/.tmp/screenshots/layout') : null;
const ALBUM_TITLE = 'Layout check: Knuckles Range';
const EMPTY_ALBUM_TITLE = 'Layout check: photos to come';
/** The smallest of the album's photos, smaller than any screen. */
const SMALL_PHOTO = { width: 320, height: 240 };
const MEMBER_NAME = 'Amara Jayawardena';
const PASSWORD = 'layout-check-2026';

interface State {
  name: string;
  path: string;
  /** Brings up the state to check (a dialog, a menu, a form's messages) once the page is there. */
  open?: (page: Page) => Promise<void>;
  /** What else must hold in this state, one line per problem. */
  check?: (page: Page) => Promise<string[]>;
  /** Only where the main menu folds away. */
  narrowOnly?: boolean;
}

type Role = 'visitor' | 'member' | 'guide';

const narrow = (page: Page) => page.viewportSize()!.width < 1200;

async function openMainMenu(page: Page) {
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.locator('#main-menu')).toBeVisible();
}

async function click(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).first().click();
}

/** A dialog that has finished opening (Bootstrap's fade). */
async function dialogOpen(page: Page, name: string | RegExp) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.locator('.modal.show, .yarl__root')).toHaveCount(1);
}

async function openAlbumCard(page: Page, button: string) {
  const card = page.getByRole('article').filter({ hasText: ALBUM_TITLE }).first();
  await card.getByRole('button', { name: button }).click();
}

function visitorStates(albumId: string): State[] {
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'services', path: '/services' },
    {
      name: 'services, tour plan dialog',
      path: '/services',
      open: async (page) => {
        await click(page, /^View Details/);
        await dialogOpen(page, /./);
      },
    },
    { name: 'gallery', path: '/gallery' },
    {
      name: 'gallery, destination dialog',
      path: '/gallery',
      open: async (page) => {
        await click(page, 'Sigiriya Rock Fortress');
        await dialogOpen(page, 'Sigiriya Rock Fortress');
      },
    },
    { name: 'showcase', path: '/showcase', check: underlinedPictureProblems },
    { name: 'album', path: `/showcase/album/${albumId}`, check: photoGridProblems },
    {
      name: 'album, lightbox',
      path: `/showcase/album/${albumId}`,
      open: async (page) => {
        await click(page, /^View photo 1 of/);
        await expect(page.getByRole('dialog', { name: `${ALBUM_TITLE}: photos` })).toBeVisible();
      },
    },
    { name: 'album not found', path: '/showcase/album/xyz' },
    { name: 'contact', path: '/contact' },
    {
      name: 'contact, booking form refused',
      path: '/contact',
      open: async (page) => {
        await click(page, 'Send Request');
        await expect(page.getByText('Please provide your name.')).toBeVisible();
      },
      // The optional message, left empty, looks like a field nobody has checked: not green.
      check: async (page) => {
        const [untouched, message] = await page
          .getByLabel('Message (optional)')
          .evaluate((field) => {
            const plain = document.body.appendChild(document.createElement('textarea'));
            plain.className = 'form-control';
            const looks = (el: Element) => {
              const style = getComputedStyle(el);
              return `${style.borderColor} ${style.backgroundImage}`;
            };
            const result = [looks(plain), looks(field)];
            plain.remove();
            return result;
          });
        return message === untouched ? [] : [`the empty optional message looks ${message}`];
      },
    },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'forgot password', path: '/forgot-password' },
    { name: 'reset password', path: '/reset-password/0123456789abcdefghij' },
    { name: 'reset password, invalid link', path: '/reset-password/short' },
    { name: 'security questions', path: '/security-questions' },
    { name: 'unauthorized', path: '/unauthorized' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'main menu', path: '/', narrowOnly: true, open: openMainMenu },
  ];
}

const userMenu: State = {
  name: 'user menu',
  path: '/about',
  open: async (page) => {
    if (narrow(page)) await openMainMenu(page);
    await page.locator('.user-menu-button').click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
};

/** A profile dialog, refused where it holds a form: its tallest state, with its messages. */
function profileDialog(dialog: string, button: string | RegExp, submit?: string): State {
  return {
    name: `profile, ${dialog} dialog`,
    path: '/profile',
    open: async (page) => {
      await click(page, button);
      await dialogOpen(page, dialog);
      if (submit) await page.getByRole('dialog').getByRole('button', { name: submit }).click();
    },
    // A password's show/hide button is part of its field: red with it.
    check: (page) =>
      page.locator('.input-group:has(.is-invalid)').evaluateAll((groups) =>
        groups.flatMap((group) => {
          const [field, toggle] = [...group.children].map((el) => getComputedStyle(el).borderColor);
          return field === toggle ? [] : [`a password field is ${field}, its button ${toggle}`];
        }),
      ),
  };
}

const memberStates: State[] = [
  userMenu,
  { name: 'profile', path: '/profile' },
  { name: 'profile, editing', path: '/profile', open: (page) => click(page, 'Edit Profile') },
  profileDialog('Change Password', 'Change Password', 'Change Password'),
  profileDialog('Manage Sessions', 'Manage Sessions'),
  profileDialog('Security Questions', /Set Up Questions|Update Answers/, 'Save Answers'),
  profileDialog('Delete Account', 'Delete Account'),
  {
    name: 'home, feedback form refused',
    path: '/#feedback-section',
    open: async (page) => {
      await click(page, 'Submit Feedback');
      await expect(page.getByText('All fields are required')).toBeVisible();
    },
  },
  {
    name: 'home, feedback photo',
    path: '/#feedback-section',
    open: async (page) => {
      await click(page, new RegExp(`^View photo 1 from ${MEMBER_NAME}`));
      await dialogOpen(page, /./);
    },
  },
  { name: 'tour photos, not a guide', path: '/admin/tour-photos' },
];

const guideStates: State[] = [
  userMenu,
  { name: 'tour photos', path: '/admin/tour-photos', check: lonelyButtonProblems },
  {
    name: 'tour photos, album form refused',
    path: '/admin/tour-photos',
    open: async (page) => {
      await click(page, 'Create New Album');
      await dialogOpen(page, 'Create New Album');
      await click(page, 'Create Album');
      await expect(page.getByText('Title is required')).toBeVisible();
    },
  },
  {
    name: 'tour photos, upload dialog',
    path: '/admin/tour-photos',
    open: async (page) => {
      await openAlbumCard(page, 'Upload Photos');
      await dialogOpen(page, `Upload Photos to ${ALBUM_TITLE}`);
    },
  },
  {
    name: 'tour photos, viewer dialog',
    path: '/admin/tour-photos',
    open: async (page) => {
      await openAlbumCard(page, 'View Photos');
      await click(page, 'Previous image');
      await dialogOpen(page, `${ALBUM_TITLE}: Image 3 of 3`);
    },
    // A photo smaller than the dialog shows at its own size, not blown up.
    check: async (page) => {
      const photo = page.getByRole('dialog').getByRole('img');
      await expect(photo).toHaveJSProperty('complete', true);
      const { width } = (await photo.boundingBox())!;
      return width <= SMALL_PHOTO.width + 1
        ? []
        : [`a ${SMALL_PHOTO.width} px photo is shown ${Math.round(width)} px wide`];
    },
  },
  {
    name: 'tour photos, caption dialog',
    path: '/admin/tour-photos',
    open: async (page) => {
      await openAlbumCard(page, 'View Photos');
      await click(page, 'Edit Caption');
      await dialogOpen(page, 'Edit Caption');
    },
  },
  {
    name: 'tour photos, debug dialog',
    path: '/admin/tour-photos',
    open: async (page) => {
      await click(page, 'Debug Images');
      await dialogOpen(page, 'Image Debug Information');
    },
  },
  { name: 'enquiries', path: '/admin/bookings' },
];

function photo(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * The albums the pages show, made once (the e2e database outlives a run): three photos, the
 * smallest under any screen's width, and one album without photos yet.
 */
async function layoutAlbum(request: APIRequestContext): Promise<string> {
  const auth = { authorization: `Bearer ${await confirmedGuideToken(request, ALBUM_GUIDE)}` };
  const { albums } = (await (await request.get('/api/tour-albums')).json()) as {
    albums: { _id: string; title: string; images: unknown[] }[];
  };
  const create = async (title: string) => {
    const created = await request.post('/api/tour-albums', {
      headers: auth,
      // Older than the other journeys' albums, so that it lists after theirs.
      data: { title, location: 'Knuckles', date: '2019-09-14', description: 'Mist and ridges.' },
    });
    return ((await created.json()) as { album: { _id: string } }).album._id;
  };
  if (!albums.some((album) => album.title === EMPTY_ALBUM_TITLE)) await create(EMPTY_ALBUM_TITLE);
  const found = albums.find((album) => album.title === ALBUM_TITLE && album.images.length === 3);
  if (found) return found._id;

  const id = await create(ALBUM_TITLE);
  const form = new FormData();
  const sizes = [
    [1200, 800, '#0b5d4b'],
    [800, 1200, '#f4b942'],
    [SMALL_PHOTO.width, SMALL_PHOTO.height, '#3b6ea5'],
  ] as const;
  for (const [index, [width, height, colour]] of sizes.entries()) {
    const bytes = new Uint8Array(await photo(width, height, colour));
    form.append('images', new File([bytes], `ridge-${index}.jpg`, { type: 'image/jpeg' }));
  }
  form.append('captions', JSON.stringify(['Ridge at dawn', '', 'A small print']));
  const uploaded = await request.post(`/api/tour-albums/${id}/images`, {
    headers: auth,
    multipart: form,
  });
  expect(uploaded.status()).toBe(201);
  return id;
}

/** A new member with a photo in their feedback; returns their session token. */
async function memberToken(request: APIRequestContext): Promise<string> {
  const email = `layout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: MEMBER_NAME, email, password: PASSWORD, country: 'United Kingdom' },
  });
  const { token } = (await registered.json()) as { token: string };
  const posted = await request.post('/api/feedback', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fullName: MEMBER_NAME,
      email,
      rating: '5',
      comment: 'Misty mornings in the Knuckles with a patient guide.',
      images: {
        name: 'mist.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(1200, 800, '#5e7d3a'),
      },
    },
  });
  expect(posted.status()).toBe(201);
  return token;
}

async function screenshot(page: Page, role: Role, state: State) {
  if (!SHOTS) return;
  const file = path.join(
    SHOTS,
    String(page.viewportSize()!.width),
    `${role}-${state.name.replace(/\W+/g, '-')}.png`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (state.open) await page.screenshot({ path: file });
  else await fullPageScreenshot(page, file);
}

test.use({ reducedMotion: 'reduce' });

for (const screen of SCREENS) {
  for (const role of ['visitor', 'member', 'guide'] as const) {
    test(`layout at ${screen.width} px, ${role}`, async ({ page }) => {
      test.setTimeout(180_000);
      const albumId = await layoutAlbum(page.request);
      const session = {
        visitor: () => null,
        member: () => memberToken(page.request),
        guide: () => confirmedGuideToken(page.request, ALBUM_GUIDE),
      }[role];
      const token = await session();
      if (token) await page.addInitScript((value) => localStorage.setItem('token', value), token);
      await page.setViewportSize(screen);
      const states = { visitor: visitorStates(albumId), member: memberStates, guide: guideStates };

      const problems: string[] = [];
      // The page as loaded, while no state has opened anything on it: the next state on the same
      // address starts from it instead of loading it again.
      let untouched: string | null = null;
      for (const state of states[role]) {
        if (state.narrowOnly && !narrow(page)) continue;
        if (state.path !== untouched) {
          await page.goto(state.path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
        }
        await state.open?.(page);
        untouched = state.open ? null : state.path;
        const found = [...(await layoutProblems(page)), ...((await state.check?.(page)) ?? [])];
        problems.push(...found.map((problem) => `${state.name}: ${problem}`));
        await screenshot(page, role, state);
      }
      expect(problems).toEqual([]);
    });
  }
}
