import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MyDataDocument, type MyDataQuery } from '../../graphql/generated';
import { saveAsFile } from '../../lib/save-as-file';

export type DownloadState = 'idle' | 'preparing' | 'failed';

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
      const json = JSON.stringify(data!.myData, null, 2);
      saveAsFile(new Blob([json], { type: 'application/json' }), `my-data-${day}.json`);
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [client]);

  return { state, download };
}
