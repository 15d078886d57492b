import { parse } from 'graphql';
import { extractFiles, hasFiles } from '../../client/src/lib/files-in-variables';
import { multipartBody } from '../../client/src/lib/upload-link';

describe('upload link', () => {
  it('finds files anywhere in the variables and replaces each with null', () => {
    const first = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });

    const { variables, files } = extractFiles({
      id: '7',
      input: { rating: 5 },
      images: [first, second],
    });

    expect(variables).toEqual({ id: '7', input: { rating: 5 }, images: [null, null] });
    expect(files).toEqual([
      { path: 'variables.images.0', file: first },
      { path: 'variables.images.1', file: second },
    ]);
    expect(hasFiles({ input: { rating: 5 }, images: [] })).toBe(false);
  });

  it('builds the multipart request: operations, then map, then the files', async () => {
    const photo = new File(['jpeg bytes'], 'ella.jpg', { type: 'image/jpeg' });
    const form = multipartBody({
      query: parse(
        'mutation Create($images: [Upload!]) { createFeedback(images: $images) { id } }',
      ),
      operationName: 'Create',
      variables: { images: [photo] },
    } as unknown as Parameters<typeof multipartBody>[0]);

    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(form.get('operations') as string)).toMatchObject({
      operationName: 'Create',
      variables: { images: [null] },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.images.0'] });
    expect(form.get('0')).toMatchObject({ name: 'ella.jpg', size: 'jpeg bytes'.length });
  });
});
