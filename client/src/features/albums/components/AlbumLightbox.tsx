import { useLingui } from '@lingui/react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { PhotoMasonry_PhotoFragment } from '../../../graphql/generated';
import { srcsetVariants } from '../album-images';

interface AlbumLightboxProps {
  title: string;
  photos: PhotoMasonry_PhotoFragment[];
  index: number;
  onClose(): void;
}

/**
 * The photos at full size, opened at the clicked one. Loaded only when first opened; the
 * library's defaults are the specification's (fade 250 ms, swipe 500 ms, preload 2, wrapping).
 */
export default function AlbumLightbox({ title, photos, index, onClose }: AlbumLightboxProps) {
  const { i18n } = useLingui();
  const slides = photos.map((photo) => ({
    src: photo.image.url,
    width: photo.image.width,
    height: photo.image.height,
    srcSet: srcsetVariants(photo.image.srcset, photo.image.width, photo.image.height),
    alt: photo.caption || i18n._('Tour image'),
    title: photo.caption || '',
  }));
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions]}
      carousel={{ finite: false }}
      labels={{
        Lightbox: i18n._('{title}: photos', { title }),
        Previous: i18n._('Previous'),
        Next: i18n._('Next'),
        Close: i18n._('Close'),
        Carousel: i18n._('Carousel'),
        Slide: i18n._('Slide'),
        'Photo gallery': i18n._('Photo gallery'),
        Caption: i18n._('Caption'),
        // The library fills in the numbers itself.
        '{index} of {total}': i18n._('Image {index} of {total}', {
          index: '{index}',
          total: '{total}',
        }),
      }}
    />
  );
}
