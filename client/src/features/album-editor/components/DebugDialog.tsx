import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { getToken } from '../../../lib/session-storage';

interface ImageDiagnostics {
  rootUploads: { fileCount: number };
  backendUploads: { fileCount: number };
  sampleImageUrl: string | null;
  absoluteImageUrl: string | null;
}

/** What `GET /api/debug/images` reports of the stored images. */
export function DebugDialog({ onClose }: { onClose(): void }) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<ImageDiagnostics | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/debug/images', {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as ImageDiagnostics & { message?: string };
        if (!response.ok) {
          throw new Error(
            body.message ?? i18n._('Request failed ({status})', { status: response.status }),
          );
        }
        setResult(body);
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setError(reason.message);
      });
    return () => controller.abort();
  }, [i18n]);

  return (
    <Dialog titleId="debug-dialog-title" title={i18n._('Image Debug Information')} onHide={onClose}>
      <Modal.Body>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        {!result && !error && <p role="status">{i18n._('Checking stored images...')}</p>}
        {result && (
          <dl className="mb-0">
            <dt>{i18n._('Images stored (rootUploads.fileCount)')}</dt>
            <dd>{result.rootUploads.fileCount}</dd>
            <dt>{i18n._('Image files stored (backendUploads.fileCount)')}</dt>
            <dd>{result.backendUploads.fileCount}</dd>
            <dt>{i18n._('Sample image URL')}</dt>
            <dd className="text-break">{result.sampleImageUrl ?? i18n._('None yet')}</dd>
            <dt>{i18n._('Absolute image URL')}</dt>
            <dd className="text-break">{result.absoluteImageUrl ?? i18n._('None yet')}</dd>
          </dl>
        )}
        {result?.sampleImageUrl && (
          <img
            className="img-fluid mt-2"
            src={result.sampleImageUrl}
            alt={i18n._('Sample stored album')}
          />
        )}
      </Modal.Body>
    </Dialog>
  );
}
