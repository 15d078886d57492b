import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MyDataDocument, type MyDataQuery } from '../../graphql/generated';

export type DownloadState = 'idle' | 'preparing' | 'failed';

/** Saves a document as a file through the browser's own download. */
function saveAsFile(document: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The profile's "download my data": fetched fresh each time (never cached), then saved. */
export function useMyDataDownload() {
  const client = useApolloClient();
  const [state, setState] = useState<DownloadState>('idle');

  const download = useCallback(async () => {
    setState('preparing');
    try {
      const { data } = await client.query<MyDataQuery>({
        query: MyDataDocument,
        fetchPolicy: 'no-cache',
      });
      const day = new Date().toISOString().slice(0, 10);
      saveAsFile(data!.myData, `my-data-${day}.json`);
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [client]);

  return { state, download };
}
