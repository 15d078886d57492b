import { useLingui } from '@lingui/react';
import { ALBUM_MESSAGES, type AlbumValues } from '@lanka-tours/shared/album-rules';
import { useState } from 'react';
import { GuidesPageFrame } from '../../components/GuidesPageFrame';
import { ListNotices } from '../../components/ListNotices';
import { useAdminAlbumsQuery, type AdminAlbumCard_AlbumFragment } from '../../graphql/generated';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import { useTimedMessage } from '../../lib/useTimedMessage';
import { AdminAlbumCard } from './components/AdminAlbumCard';
import { AlbumDialogs, type AlbumHandlers, type OpenDialog } from './components/AlbumDialogs';
import { useAlbumActions } from './useAlbumActions';
import './album-editor.css';

function AlbumManager() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const { data, loading, error } = useAdminAlbumsQuery();
  const actions = useAlbumActions();
  const [message, showMessage] = useTimedMessage();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  /** Runs an action and shows its success or failure message. */
  const run = async (action: () => Promise<string>): Promise<boolean> => {
    try {
      showMessage({ type: 'success', text: await action() });
      return true;
    } catch (failure) {
      showMessage({ type: 'error', text: (failure as Error).message });
      return false;
    }
  };

  const albums = data?.albums ?? [];
  const handlers: AlbumHandlers = {
    open: setDialog,
    run,
    actions,
    // A failed save or upload rejects, and the dialog shows why while it stays open.
    save: async (values: AlbumValues, editing: AdminAlbumCard_AlbumFragment | null) => {
      showMessage({ type: 'success', text: await actions.save(values, editing) });
      setDialog(null);
    },
    upload: async (album: AdminAlbumCard_AlbumFragment, files: File[], captions: string[]) => {
      showMessage({ type: 'success', text: await actions.upload(album, files, captions) });
      setDialog(null);
    },
  };

  const removeAlbum = (album: AdminAlbumCard_AlbumFragment) => {
    if (window.confirm(translate(ALBUM_MESSAGES.confirmDelete)))
      void run(() => actions.removeAlbum(album));
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setDialog({ kind: 'form', albumId: null })}
        >
          {i18n._('Create New Album')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setDialog({ kind: 'debug' })}
        >
          {i18n._('Debug Images')}
        </button>
      </div>
      <ListNotices
        message={message}
        loading={loading && !data}
        loadingLabel={i18n._('Loading tour albums...')}
        failed={Boolean(error) && !data}
        failedText={translate(ALBUM_MESSAGES.adminLoadFailed)}
      />
      {data && !albums.length && <p>{i18n._('No albums yet. Create the first one.')}</p>}
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
        {albums.map((album) => (
          <li className="col" key={album.id}>
            <AdminAlbumCard
              album={album}
              onView={() => setDialog({ kind: 'viewer', albumId: album.id, index: 0 })}
              onUpload={() => setDialog({ kind: 'upload', albumId: album.id })}
              onEdit={() => setDialog({ kind: 'form', albumId: album.id })}
              onDelete={() => removeAlbum(album)}
            />
          </li>
        ))}
      </ul>
      <AlbumDialogs dialog={dialog} albums={albums} handlers={handlers} message={message} />
    </>
  );
}

export default function TourPhotosPage() {
  const { i18n } = useLingui();
  return (
    <GuidesPageFrame
      title={i18n._('Tour Photo Management')}
      lead={i18n._(
        'The albums of past tours: create them, add photos with captions, choose each cover.',
      )}
    >
      <AlbumManager />
    </GuidesPageFrame>
  );
}
