import { ALBUM_MESSAGES, type AlbumValues } from '@lanka-tours/shared/album-rules';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import type {
  AdminAlbumCard_AlbumFragment,
  AlbumViewerDialog_PhotoFragment,
} from '../../../graphql/generated';
import type { TimedMessage } from '../../../lib/useTimedMessage';
import type { useAlbumActions } from '../useAlbumActions';
import { AlbumFormDialog } from './AlbumFormDialog';
import { AlbumViewerDialog } from './AlbumViewerDialog';
import { CaptionDialog } from './CaptionDialog';
import { DebugDialog } from './DebugDialog';
import { UploadDialog } from './UploadDialog';

/** At most one dialog is open; the caption dialog takes the viewer's place and gives it back. */
export type OpenDialog =
  | null
  | { kind: 'form'; albumId: string | null }
  | { kind: 'upload'; albumId: string }
  | { kind: 'viewer'; albumId: string; index: number }
  | { kind: 'caption'; albumId: string; index: number }
  | { kind: 'debug' };

export interface AlbumHandlers {
  open(dialog: OpenDialog): void;
  /** Runs an action, shows its message; true when it succeeded. */
  run(action: () => Promise<string>): Promise<boolean>;
  save(values: AlbumValues, editing: AdminAlbumCard_AlbumFragment | null): Promise<void>;
  upload(album: AdminAlbumCard_AlbumFragment, files: File[], captions: string[]): Promise<void>;
  actions: ReturnType<typeof useAlbumActions>;
}

interface AlbumDialogsProps {
  dialog: OpenDialog;
  albums: AdminAlbumCard_AlbumFragment[];
  handlers: AlbumHandlers;
  /** The latest success or failure, repeated inside the viewer (the page behind is inert). */
  message: TimedMessage | null;
}

export function AlbumDialogs({ dialog, albums, handlers, message }: AlbumDialogsProps) {
  const { open, run, actions } = handlers;
  const translate = useTranslateSharedMessage();
  const close = () => open(null);
  if (!dialog) return null;
  if (dialog.kind === 'debug') return <DebugDialog onClose={close} />;
  const album = albums.find((a) => a.id === dialog.albumId) ?? null;

  if (dialog.kind === 'form') {
    return (
      <AlbumFormDialog album={album} onCancel={close} onSave={(v) => handlers.save(v, album)} />
    );
  }
  if (!album) return null;
  if (dialog.kind === 'upload') {
    return (
      <UploadDialog
        albumTitle={album.title}
        progress={actions.progress}
        onCancel={close}
        onUpload={(files, captions) => handlers.upload(album, files, captions)}
      />
    );
  }
  const viewer = (index: number) => open({ kind: 'viewer', albumId: album.id, index });
  if (dialog.kind === 'caption') {
    const image = album.images[dialog.index];
    if (!image) return null;
    return (
      <CaptionDialog
        caption={image.caption ?? ''}
        onCancel={() => viewer(dialog.index)}
        onSave={(text) => {
          viewer(dialog.index);
          void run(() => actions.caption(album, image, text));
        }}
      />
    );
  }

  const removeImage = (image: AlbumViewerDialog_PhotoFragment) => {
    if (!window.confirm(translate(ALBUM_MESSAGES.confirmImageDelete))) return;
    const remaining = album.images.length - 1;
    // The next photo takes the deleted one's place; after the last, the one before it.
    if (remaining <= 0) close();
    else viewer(Math.min(dialog.index, remaining - 1));
    void run(() => actions.removeImage(album, image));
  };
  return (
    <AlbumViewerDialog
      album={album}
      message={message}
      index={Math.min(dialog.index, Math.max(0, album.images.length - 1))}
      onIndex={viewer}
      onClose={close}
      onSetCover={(image) => void run(() => actions.cover(album, image))}
      onEditCaption={() => open({ kind: 'caption', albumId: album.id, index: dialog.index })}
      onDelete={removeImage}
    />
  );
}
