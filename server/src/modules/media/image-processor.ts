import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../common/errors';
import { requestLanguage } from '../../common/request-scope';
import { variantWidthsFor } from '@lanka-tours/shared/media-variants';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';

const WEBP_QUALITY = 80;
/** libwebp's effort 1 encodes about three times faster than its default 4, for a few % more bytes. */
const WEBP_EFFORT = 1;

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/** An upload that passed every check and was re-encoded, ready to be stored. */
export interface ProcessedImage {
  contentHash: string;
  mime: string;
  width: number;
  height: number;
  variants: EncodedVariant[];
}

export interface ProcessOptions {
  /** MIME types accepted, decided by the bytes. */
  allowedTypes: readonly string[];
  maxInputPixels: number;
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** `JPEG, PNG and GIF` in English; in another language as `Intl` lists (`JPEG, PNG und GIF`). */
function listOfTypes(types: readonly string[], language: SiteLanguage): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  if (language !== 'en') {
    return new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(names);
  }
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

export function unsupportedType(allowedTypes: readonly string[]): AppError {
  const types = listOfTypes(allowedTypes, requestLanguage());
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    /*i18n*/ { id: 'Only {types} images are accepted.', values: { types } },
  );
}

function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message)
    ? new AppError('IMAGE_TOO_LARGE')
    : new AppError('INVALID_IMAGE');
}

/**
 * Checks an upload by its bytes and re-encodes it: upright, without any metadata (EXIF, GPS, ICC
 * names), as WebP at each variant width. The uploaded bytes themselves are never kept.
 */
export async function processImage(
  input: Buffer,
  options: ProcessOptions,
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !options.allowedTypes.includes(detected.mime)) {
    throw unsupportedType(options.allowedTypes);
  }
  try {
    const { autoOrient } = await sharp(input, {
      limitInputPixels: options.maxInputPixels,
    }).metadata();
    const widths = variantWidthsFor(autoOrient.width);
    // Decoded once, upright, at the largest width (JPEG shrinks while it decodes); the smaller
    // variants are made from those pixels, so a large photo is never decoded twice.
    const largest = await sharp(input, {
      limitInputPixels: options.maxInputPixels,
      failOn: 'error',
    })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: largest.info };
    const variants = await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(largest.data, pixels)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    return {
      contentHash: createHash('sha256').update(input).digest('hex'),
      mime: detected.mime,
      width: autoOrient.width,
      height: autoOrient.height,
      variants,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}
