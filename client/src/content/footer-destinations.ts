/** The destinations named in the footer; each leads to the destinations gallery. */
export const POPULAR_DESTINATIONS = [
  'Sigiriya Rock',
  'Ella and Nine Arch Bridge',
  'Galle Fort',
  'Yala National Park',
  'Kandy Temple of Tooth',
] as const;
