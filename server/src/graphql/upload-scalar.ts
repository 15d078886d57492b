import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

/** The `Upload` scalar of the GraphQL multipart request spec (see upload-middleware.ts). */
export const Upload = GraphQLUpload;
