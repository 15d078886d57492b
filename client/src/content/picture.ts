/** A picture the company can replace with its own: the file, its words, and its intrinsic size. */
export interface Picture {
  src: string;
  /** What the picture shows; empty when it is only decoration. */
  alt: string;
  width: number;
  height: number;
}

/** The size of every card illustration shipped with the site (4:3). */
const CARD = { width: 800, height: 600 } as const;

export function cardPicture(src: string, alt: string): Picture {
  return { src, alt, ...CARD };
}
