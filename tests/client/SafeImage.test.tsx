import { fireEvent, screen } from '@testing-library/react';
import { render } from './support/english';
import { PLACEHOLDER_IMAGE, SafeImage } from '../../client/src/components/SafeImage';

describe('SafeImage', () => {
  it('reserves its size and loads lazily unless it is on the first screen', () => {
    render(
      <>
        <SafeImage src="/images/home/mirissa.svg" alt="Mirissa beach" width={800} height={600} />
        <SafeImage src="/images/home/hero.svg" alt="Hero" width={1600} height={900} priority />
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

  it('shows the placeholder picture, with the same words, when the file cannot be loaded', () => {
    render(<SafeImage src="/images/missing.jpg" alt="Galle Fort" width={800} height={600} />);
    const image = screen.getByRole('img', { name: 'Galle Fort' });

    fireEvent.error(image);

    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAccessibleName('Galle Fort');
  });

  it('tries a new picture again after a broken one', () => {
    const { rerender } = render(
      <SafeImage src="/images/missing.jpg" alt="Ella" width={800} height={600} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Ella' }));

    rerender(
      <SafeImage src="/images/home/nine-arch-bridge.svg" alt="Ella" width={800} height={600} />,
    );

    expect(screen.getByRole('img', { name: 'Ella' })).toHaveAttribute(
      'src',
      '/images/home/nine-arch-bridge.svg',
    );
  });
});
