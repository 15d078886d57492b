/** The name of the error for an upload the server refused with a message of its own. */
export const UPLOAD_REJECTED = 'UploadRejectedError';
