import { z } from 'zod';
import { operation } from '../../rest/api-contract';

const Count = z.object({ fileCount: z.number().int() });

/** `/api/debug`: whether stored images reach the browser; tour guides only. */
export const DEBUG_API = {
  images: operation({
    method: 'get',
    path: '/images',
    summary: 'How many images are stored, and one of them',
    access: 'tour-guide',
    answer: {
      status: 200,
      description: 'rootUploads: stored images; backendUploads: their stored variant files.',
      body: z.object({
        rootUploads: Count,
        backendUploads: Count,
        sampleImageUrl: z.string().nullable(),
        absoluteImageUrl: z.string().nullable(),
      }),
    },
  }),
  testImage: operation({
    method: 'get',
    path: '/test-image',
    summary: 'A page showing one stored image',
    access: 'tour-guide',
    answer: {
      status: 200,
      description: 'An HTML page.',
      body: z.string(),
      contentType: 'text/html',
    },
  }),
};
