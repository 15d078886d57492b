import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { extractFiles } from './files-in-variables';
import { UPLOAD_REJECTED } from './upload-rejected';

/** Passed in a mutation's context to follow its upload: bytes sent so far and in all. */
export type UploadProgress = (loaded: number, total: number) => void;

export interface UploadContext {
  onUploadProgress?: UploadProgress;
}

/** The GraphQL multipart request: `operations`, then `map`, then the files in order. */
export function multipartBody(operation: ApolloLink.Operation): FormData {
  const { variables, files } = extractFiles(operation.variables);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: operation.operationName,
      query: print(operation.query),
      variables,
    }),
  );
  form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [i, [f.path]]))));
  files.forEach(({ file }, i) =>
    form.append(String(i), file, file instanceof File ? file.name : 'blob'),
  );
  return form;
}

function failure(xhr: XMLHttpRequest): Error {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string };
    if (body.message) return Object.assign(new Error(body.message), { name: UPLOAD_REJECTED });
  } catch {
    // Not JSON: the status says enough.
  }
  return new Error(`Upload failed (${xhr.status})`);
}

/**
 * A terminating link for operations that carry files. It uses XMLHttpRequest, whose upload
 * progress events fetch does not offer, and reports them to `context.onUploadProgress`.
 */
export function createUploadLink({
  uri,
  timeoutMs,
}: {
  uri: string;
  timeoutMs: number;
}): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const context = operation.getContext() as {
          headers?: Record<string, string>;
        } & UploadContext;
        const xhr = new XMLHttpRequest();
        xhr.open('POST', uri);
        xhr.timeout = timeoutMs;
        for (const [name, value] of Object.entries(context.headers ?? {}))
          xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => context.onUploadProgress?.(event.loaded, event.total);
        xhr.onload = () => {
          let result: ApolloLink.Result | undefined;
          try {
            result = JSON.parse(xhr.responseText) as ApolloLink.Result;
          } catch {
            result = undefined;
          }
          if (result && ('data' in result || 'errors' in result)) {
            observer.next(result);
            observer.complete();
          } else {
            observer.error(failure(xhr));
          }
        };
        xhr.onerror = () => observer.error(new TypeError('Network request failed'));
        xhr.ontimeout = () =>
          observer.error(new DOMException('The upload timed out', 'TimeoutError'));
        xhr.send(multipartBody(operation));
        return () => {
          if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
        };
      }),
  );
}
