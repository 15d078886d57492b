// Destinations, their attractions and the tour plans' options once kept a picture by its address
// alone, so the alt text a guide typed for it was lost. These turn each into a picture (address,
// size, alt text); the migration that does it and the tests' seeded content share them.

type Data = Record<string, unknown>;

export interface PictureSize {
  width: number;
  height: number;
}

/** The size the pages always reserved for such a picture (8:5), the illustrations' own. */
export const ILLUSTRATION_SIZE: PictureSize = { width: 800, height: 500 };

/** The kinds that had such pictures. */
export const KINDS_WITH_ADDRESS_PICTURES = ['destination', 'dayPlan'];

/** The data with `change` applied to each of those pictures. */
export function mapPictures(kind: string, data: Data, change: (picture: unknown) => unknown): Data {
  const each = (items: unknown) =>
    (items as Data[]).map((item) => ({ ...item, image: change(item.image) }));
  if (kind === 'dayPlan') return { ...data, options: each(data.options) };
  if (kind !== 'destination') return data;
  const details = data.fullDetails as Data | undefined;
  return {
    ...data,
    image: change(data.image),
    ...(details && { fullDetails: { ...details, attractions: each(details.attractions) } }),
  };
}

/** A picture given by its address, as a picture of that size; a picture already, as it is. */
export const asPicture = (sizeOf: (src: string) => PictureSize) => (value: unknown) =>
  typeof value === 'string' ? { src: value, ...sizeOf(value) } : value;

/** The words that name each picture, and where its alt text goes beside them. */
const NAMES: Record<string, RegExp> = {
  destination: /^((?:fullDetails\.attractions\.\d+\.)?)name$/,
  dayPlan: /^(options\.\d+\.)title$/,
};

/**
 * The pictures' alt texts in one language: the name of the place or plan each shows (what the
 * dialogs gave as its alt text), from that language's texts.
 */
export function altTextsFrom(kind: string, texts: Record<string, string>): Record<string, string> {
  const names = NAMES[kind];
  if (!names) return {};
  return Object.fromEntries(
    Object.entries(texts).flatMap(([path, value]) => {
      const match = names.exec(path);
      return match ? [[`${match[1]}image.alt`, value]] : [];
    }),
  );
}

/** Whether a text path is the alt text of one of those pictures. */
export const ALT_TEXT_PATH = /^((fullDetails\.attractions|options)\.\d+\.)?image\.alt$/;
