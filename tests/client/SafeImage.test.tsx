import { fireEvent, screen } from '@testing-library/react';
import { render } from './support/english';
import { PLACEHOLDER_IMAGE, SafeImage } from '../../client/src/components/SafeImage';

describe('SafeImage', () => {
  it('reserves its size and loads lazily unless it is on the first screen', () => {
    render(
      <>
        <SafeImage
          src="/images/home/mirissa.svg"
          alt="Mirissa beach"
          width={800}
          height={600}
          sizes="100vw"
        />
        <SafeImage
          src="/images/home/hero.svg"
          alt="Hero"
          width={1600}
          height={900}
          sizes="100vw"
          priority
        />
      </>,
    );

    const lazy = screen.getByRole('img', { name: 'Mirissa beach' });
    expect(lazy).toHaveAttribute('width', '800');
    expect(lazy).toHaveAttribute('height', '600');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    const eager = screen.getByRole('img', { name: 'Hero' });
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers every variant of an uploaded picture, so a narrow card loads a narrow file', () => {
    const uploaded = '/media/5d0c1c2e-8f4b-4c36-9d4a-2f0f6a1d3b7e';
    render(
      <>
        <SafeImage
          src={`${uploaded}/1600.webp`}
          alt="Nine Arch Bridge"
          width={1600}
          height={1000}
          sizes="(min-width: 768px) 33vw, 100vw"
        />
        <SafeImage src="/images/home/hero.svg" alt="Hero" width={1600} height={900} sizes="100vw" />
      </>,
    );

    const photo = screen.getByRole('img', { name: 'Nine Arch Bridge' });
    expect(photo).toHaveAttribute(
      'srcset',
      `${uploaded}/320.webp 320w, ${uploaded}/640.webp 640w, ${uploaded}/1280.webp 1280w, ${uploaded}/1600.webp 1600w`,
    );
    expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 33vw, 100vw');
    // An illustration is one file, drawn sharp at any width.
    expect(screen.getByRole('img', { name: 'Hero' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Hero' })).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder picture, with the same words, when the file cannot be loaded', () => {
    render(
      <SafeImage
        src="/images/missing.jpg"
        alt="Galle Fort"
        width={800}
        height={600}
        sizes="100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Galle Fort' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAccessibleName('Galle Fort');
  });

  it('tries a new picture again after a broken one', () => {
    const { rerender } = render(
      <SafeImage src="/images/missing.jpg" alt="Ella" width={800} height={600} sizes="100vw" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Ella' }));

    rerender(
      <SafeImage
        src="/images/home/nine-arch-bridge.svg"
        alt="Ella"
        width={800}
        height={600}
        sizes="100vw"
      />,
    );

    expect(screen.getByRole('img', { name: 'Ella' })).toHaveAttribute(
      'src',
      '/images/home/nine-arch-bridge.svg',
    );
  });
});
