import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** The `Upload` scalar of the GraphQL multipart request spec (see upload-middleware.ts). */
export const Upload = GraphQLUpload;

/** The streams of a mutation's uploads, in order. */
export async function openUploads(uploads: Promise<FileUpload>[] | null | undefined) {
  const files = await Promise.all(uploads ?? []);
  return files.map((file) => file.createReadStream());
}
