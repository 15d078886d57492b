import { useLingui } from '@lingui/react';
import { ALBUM_MESSAGES, type AlbumValues } from '@lanka-tours/shared/album-rules';
import { uploadedMessage } from '@lanka-tours/shared/messages/album-messages';
import { useCallback, useState } from 'react';
import {
  AdminAlbumsDocument,
  useCreateAlbumMutation,
  useDeleteAlbumImageMutation,
  useDeleteAlbumMutation,
  useSetAlbumCoverMutation,
  useUpdateAlbumMutation,
  useUpdateImageCaptionMutation,
  useUploadAlbumImagesMutation,
  type AdminAlbumsQuery,
  type AdminAlbumCard_AlbumFragment,
  type AlbumViewerDialog_PhotoFragment,
} from '../../graphql/generated';
import { serverMessage } from '../../lib/server-errors';
import { translateSharedMessage } from '../../lib/translate-shared-message';
import type { UploadContext } from '../../lib/upload-link';

/** The server's message when it gave one, else the specification's fallback. */
function failure(error: unknown, fallback: string): Error {
  return new Error(serverMessage(error) ?? fallback, { cause: error });
}

/** Cached objects carry their __typename, which the cache needs to identify them. */
const typed = (album: AdminAlbumCard_AlbumFragment) => ({
  __typename: 'TourAlbum' as const,
  ...album,
});

/** The album with one image fewer, as the server will answer; its cover falls back as there. */
function withoutImage(
  album: AdminAlbumCard_AlbumFragment,
  imageId: string,
): AdminAlbumCard_AlbumFragment {
  const images = album.images.filter((image) => image.id !== imageId);
  const coverImage =
    album.coverImage && album.coverImage.id !== imageId ? album.coverImage : (images[0] ?? null);
  return { ...album, images, imageCount: images.length, coverImage };
}

/** Per file, the share of its bytes sent so far (the files go in order, after the operation). */
export function fileProgress(sizes: number[], loaded: number, total: number): number[] {
  const overhead = Math.max(0, total - sizes.reduce((sum, size) => sum + size, 0));
  let offset = overhead;
  return sizes.map((size) => {
    const share = size ? (loaded - offset) / size : 1;
    offset += size;
    return Math.min(1, Math.max(0, share));
  });
}

/**
 * Every album change. Captions, covers and deletions show at once through optimistic results in
 * the Apollo cache, which Apollo rolls back when the server refuses. Each resolves with the
 * specification's success message and rejects with its failure message, in the page's language.
 */
export function useAlbumActions() {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<number[] | null>(null);
  const [createAlbum] = useCreateAlbumMutation();
  const [updateAlbum] = useUpdateAlbumMutation();
  const [deleteAlbum] = useDeleteAlbumMutation();
  const [uploadImages] = useUploadAlbumImagesMutation();
  const [deleteImage] = useDeleteAlbumImageMutation();
  const [updateCaption] = useUpdateImageCaptionMutation();
  const [setCover] = useSetAlbumCoverMutation();

  const save = useCallback(
    async (values: AlbumValues, editing: AdminAlbumCard_AlbumFragment | null) => {
      try {
        if (editing) {
          await updateAlbum({ variables: { id: editing.id, input: values } });
          return translateSharedMessage(i18n, ALBUM_MESSAGES.updated);
        }
        await createAlbum({
          variables: { input: values },
          update: (cache, { data }) => {
            const created = data?.createAlbum;
            if (!created) return;
            cache.updateQuery<AdminAlbumsQuery>({ query: AdminAlbumsDocument }, (list) =>
              list ? { albums: [created, ...list.albums] } : list,
            );
          },
        });
        return translateSharedMessage(i18n, ALBUM_MESSAGES.created);
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.operationFailed));
      }
    },
    [createAlbum, updateAlbum, i18n],
  );

  const removeAlbum = useCallback(
    async (album: AdminAlbumCard_AlbumFragment) => {
      try {
        await deleteAlbum({
          variables: { id: album.id },
          optimisticResponse: { deleteAlbum: album.id },
          update: (cache) => {
            cache.evict({ id: cache.identify(typed(album)) });
            cache.gc();
          },
        });
        return translateSharedMessage(i18n, ALBUM_MESSAGES.deleted);
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.deleteFailed));
      }
    },
    [deleteAlbum, i18n],
  );

  const upload = useCallback(
    async (album: AdminAlbumCard_AlbumFragment, files: File[], captions: string[]) => {
      const sizes = files.map((file) => file.size);
      const context: UploadContext = {
        onUploadProgress: (loaded, total) => setProgress(fileProgress(sizes, loaded, total)),
      };
      setProgress(sizes.map(() => 0));
      try {
        await uploadImages({ variables: { albumId: album.id, files, captions }, context });
        return translateSharedMessage(i18n, uploadedMessage(files.length));
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.uploadFailed));
      } finally {
        setProgress(null);
      }
    },
    [uploadImages, i18n],
  );

  const removeImage = useCallback(
    async (album: AdminAlbumCard_AlbumFragment, image: AlbumViewerDialog_PhotoFragment) => {
      try {
        await deleteImage({
          variables: { albumId: album.id, imageId: image.id },
          optimisticResponse: { deleteAlbumImage: typed(withoutImage(album, image.id)) },
        });
        return translateSharedMessage(i18n, ALBUM_MESSAGES.imageDeleted);
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.imageDeleteFailed));
      }
    },
    [deleteImage, i18n],
  );

  const caption = useCallback(
    async (
      album: AdminAlbumCard_AlbumFragment,
      image: AlbumViewerDialog_PhotoFragment,
      text: string,
    ) => {
      try {
        await updateCaption({
          variables: { albumId: album.id, imageId: image.id, caption: text },
          optimisticResponse: {
            updateImageCaption: { ...image, caption: text.trim() || null },
          },
        });
        return translateSharedMessage(i18n, ALBUM_MESSAGES.captionUpdated);
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.captionFailed));
      }
    },
    [updateCaption, i18n],
  );

  const cover = useCallback(
    async (album: AdminAlbumCard_AlbumFragment, image: AlbumViewerDialog_PhotoFragment) => {
      try {
        await setCover({
          variables: { albumId: album.id, imageId: image.id },
          optimisticResponse: { setAlbumCover: typed({ ...album, coverImage: image }) },
        });
        return translateSharedMessage(i18n, ALBUM_MESSAGES.coverUpdated);
      } catch (error) {
        throw failure(error, translateSharedMessage(i18n, ALBUM_MESSAGES.coverFailed));
      }
    },
    [setCover, i18n],
  );

  return { save, removeAlbum, upload, removeImage, caption, cover, progress };
}
