import { expect, type APIRequestContext } from '@playwright/test';

/** Ella's entry in the editor's REST API: key 3 of the destinations. */
const ELLA_PATH = '/api/content-editor/destination/3';

interface Revision {
  document: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
}

/** Ella as visitors see her now, and a way to publish her so again once a journey changed her. */
export async function publishedElla(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const read = async () => {
    const response = await request.get(ELLA_PATH, { headers });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { entry: { version: number; published: Revision } }).entry;
  };
  const { published } = await read();
  return {
    async restore() {
      const saved = await request.put(`${ELLA_PATH}/draft`, {
        headers,
        data: { expectedVersion: (await read()).version, ...published },
      });
      expect(saved.ok()).toBe(true);
      const { version } = ((await saved.json()) as { entry: { version: number } }).entry;
      const done = await request.post(`${ELLA_PATH}/publish`, {
        headers,
        data: { expectedVersion: version },
      });
      expect(done.ok()).toBe(true);
    },
  };
}
