/**
 * How wide a content picture is shown in each layout, as its img's `sizes`: the browser then
 * fetches the narrowest variant of an uploaded picture that fills it (a card about 360 px wide
 * takes the 640 px file, not the 1600 px one). At Bootstrap's breakpoints; a little wider than
 * shown is harmless, narrower would blur.
 */
export const PICTURE_SIZES = {
  /** The width of the window: a page's hero. */
  window: '100vw',
  /** Beside text from lg (half the container), the width of the window below it. */
  besideText: '(min-width: 992px) 50vw, 100vw',
  /** A card of a grid of three columns from lg and two from md (or three: a little wider). */
  card: '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  /** One of four pictures side by side from md, two below. */
  quarter: '(min-width: 768px) 25vw, 50vw',
  /** The picture at the top of a large dialog (800 px wide from lg). */
  dialog: '(min-width: 992px) 800px, 100vw',
  /** A picture beside its text from sm (160 px), above it below. */
  thumbnail: '(min-width: 576px) 160px, 100vw',
} as const;
