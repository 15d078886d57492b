import { act, screen } from '@testing-library/react';
import { render } from './support/english';
import userEvent from '@testing-library/user-event';
import { albumPageMeta, albumSitemapEntries } from '@lanka-tours/shared/album-seo';
import { CaptionDialog } from '../../client/src/features/album-editor/components/CaptionDialog';
import { AlbumFormDialog } from '../../client/src/features/album-editor/components/AlbumFormDialog';
import { UploadDialog } from '../../client/src/features/album-editor/components/UploadDialog';
import { fileProgress } from '../../client/src/features/album-editor/useAlbumActions';
import AlbumPage from '../../client/src/features/albums/AlbumPage';
import ShowcasePage from '../../client/src/features/albums/ShowcasePage';
import { staggerDelay } from '../../client/src/features/albums/album-images';
import { heldServer } from './support/held-server';
import { renderRoute } from './support/render-route';

beforeAll(() => {
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

describe('the public album pages', () => {
  test.each([
    ['/showcase', <ShowcasePage key="list" />, 'Loading photo albums...'],
    ['/showcase/album/x', <AlbumPage key="album" />, 'Loading album...'],
  ])('%s says it is loading while the server has not answered', async (path, page, loading) => {
    const server = await heldServer();
    renderRoute({ pages: { [path]: page }, path, api: server.url });

    expect(screen.getByText(loading)).toBeInTheDocument();
    await server.close();
  });

  test('with the server unreachable, the gallery says it could not load and offers to try again', async () => {
    await act(async () =>
      renderRoute({ pages: { '/showcase': <ShowcasePage /> }, path: '/showcase' }),
    );

    expect(
      screen.getByText('Unable to load tour photos. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('with the server unreachable, an album says something went wrong, with a way back', async () => {
    await act(async () =>
      renderRoute({ pages: { '/showcase/album/:id': <AlbumPage /> }, path: '/showcase/album/x' }),
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load album. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Albums' })).toHaveAttribute(
      'href',
      '/showcase',
    );
  });
});

describe('the album management dialogs', () => {
  test('the album form starts on today and requires title, location and date', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => undefined);
    render(<AlbumFormDialog album={null} onCancel={() => undefined} onSave={onSave} />);
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

    expect(screen.getByLabelText(/Date/)).toHaveValue(today);
    await user.clear(screen.getByLabelText(/Date/));
    await user.click(screen.getByRole('button', { name: 'Create Album' }));

    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  test('the caption counts its characters as they are typed and stops at 60', async () => {
    const user = userEvent.setup();
    render(<CaptionDialog caption="Tea" onCancel={() => undefined} onSave={() => undefined} />);

    expect(screen.getByText('3 / 60')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Caption'), 'x'.repeat(70));

    expect(screen.getByLabelText('Caption')).toHaveValue(`Tea${'x'.repeat(57)}`);
    expect(screen.getByText('60 / 60')).toBeInTheDocument();
  });

  test('the uploader explains what it refuses, and asks for at least one photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = jest.fn(async () => undefined);
    render(
      <UploadDialog
        albumTitle="Ella"
        progress={null}
        onCancel={() => undefined}
        onUpload={onUpload}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    expect(screen.getByText('Please select at least one image to upload.')).toBeInTheDocument();

    await user.upload(screen.getByTestId('album-photo-input'), [
      new File(['%PDF'], 'itinerary.pdf', { type: 'application/pdf' }),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'ridge.jpg', { type: 'image/jpeg' }),
    ]);

    expect(
      await screen.findByText('itinerary.pdf: Only JPEG, PNG and GIF images are accepted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('empty.jpg: The file is empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Caption for ridge.jpg'), 'Ridge at dawn');
    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    expect(onUpload).toHaveBeenCalledWith([expect.any(File)], ['Ridge at dawn']);
  });

  test('an eleventh photo is refused with a readable message', async () => {
    const user = userEvent.setup();
    render(
      <UploadDialog
        albumTitle="Ella"
        progress={null}
        onCancel={() => undefined}
        onUpload={jest.fn()}
      />,
    );
    const files = Array.from(
      { length: 11 },
      (_, i) => new File(['x'], `p${i}.jpg`, { type: 'image/jpeg' }),
    );

    await user.upload(screen.getByTestId('album-photo-input'), files);

    expect(
      await screen.findByText('You can upload at most 10 images at once.'),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Caption for/)).toHaveLength(10);
  });

  test('each photo shows its own upload progress', () => {
    render(
      <UploadDialog
        albumTitle="Ella"
        progress={[1, 0.5]}
        onCancel={() => undefined}
        onUpload={jest.fn()}
      />,
    );
    // No files selected: nothing to show progress for.
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    // The share of each file follows the bytes sent, files in order after the operation.
    expect(fileProgress([100, 200], 150, 310)).toEqual([1, 0.2]);
    expect(fileProgress([100, 200], 5, 310)).toEqual([0, 0]);
  });
});

describe('album rules shared by the pages', () => {
  test('photos fade in 0.05 s apart, never later than 1.5 s', () => {
    expect([0, 1, 10, 30, 100].map(staggerDelay)).toEqual([
      '0.00s',
      '0.05s',
      '0.50s',
      '1.50s',
      '1.50s',
    ]);
  });

  test('search engines get the title, description, absolute og:image and the sitemap entries', () => {
    const album = {
      id: 'a1',
      title: 'Ella Rail',
      location: 'Ella',
      date: '2025-09-20',
      description: null,
      images: [
        { url: '/media/m1/640.webp', caption: 'Nine Arch Bridge' },
        { url: '/media/m2/640.webp' },
      ],
    };

    expect(albumPageMeta(album, 'https://serendibtrails.lk')).toEqual({
      title: 'Ella Rail | Serendib Trails',
      description: '2 photos from our guided tour in Ella, Sri Lanka (2025-09-20).',
      image: 'https://serendibtrails.lk/media/m1/640.webp',
      url: 'https://serendibtrails.lk/showcase/album/a1',
    });
    expect(albumSitemapEntries([album], 'https://serendibtrails.lk/')[1]).toEqual({
      loc: 'https://serendibtrails.lk/showcase/album/a1',
      images: [
        { loc: 'https://serendibtrails.lk/media/m1/640.webp', title: 'Nine Arch Bridge' },
        { loc: 'https://serendibtrails.lk/media/m2/640.webp' },
      ],
    });
  });
});
