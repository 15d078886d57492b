import {
  feedbackUploadRequest,
  multipart,
  signedIn,
  storedFor,
  validFeedback,
  type FeedbackFields,
} from '../server/support/feedback';
import { request } from '../server/support/http';
import { png } from '../server/support/images';
import type { RunningServer } from '../server/support/server-process';
import { serverBeside } from '../server/support/server-beside';

/**
 * One account may not fill the public list: it posts at most FEEDBACK_PER_DAY reviews (5 by
 * default; test servers raise it) a day, counted on the shared database, so two instances of the
 * app hold it together.
 */
const first = serverBeside({ FEEDBACK_PER_DAY: '' });
const second = serverBeside({ FEEDBACK_PER_DAY: '' });

const LIMIT_REACHED = /^You can post at most 5 reviews a day\. Please try again in \d+ hours?\.$/;

type TransportName = 'GraphQL' | 'REST';

interface Posted {
  status: number;
  id?: string;
  code?: string;
  message?: string;
  retryAfter: number;
}

/** A new review as the site's form sends it: multipart, with a photo when asked. */
async function post(
  server: RunningServer,
  transport: TransportName,
  token: string,
  options: { photo?: boolean; fields?: FeedbackFields } = {},
): Promise<Posted> {
  const files = options.photo ? [{ bytes: await png() }] : [];
  const { path, form, headers } = feedbackUploadRequest(
    transport,
    options.fields ?? validFeedback(),
    files,
  );
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    feedback?: { _id: string };
    message?: string;
    data?: { createFeedback: { id: string } } | null;
    errors?: { message: string; extensions: { code: string; retryAfterSeconds?: number } }[];
  };
  const error = body.errors?.[0];
  return {
    status: response.status,
    id: body.feedback?._id ?? body.data?.createFeedback.id,
    code: error?.extensions.code,
    message: error?.message ?? body.message,
    retryAfter: Number(
      error?.extensions.retryAfterSeconds ?? response.headers.get('retry-after') ?? 0,
    ),
  };
}

/** A JSON review over REST, as a script would send it. */
async function postJson(server: RunningServer, token: string): Promise<Posted> {
  const answer = await request<{ feedback?: { _id: string }; message?: string }>(
    'POST',
    '/api/feedback',
    { body: validFeedback(), token, base: server.baseUrl },
  );
  return {
    status: answer.status,
    id: answer.body.feedback?._id,
    message: answer.body.message,
    retryAfter: Number(answer.headers.get('retry-after') ?? 0),
  };
}

async function edit(server: RunningServer, transport: TransportName, token: string, id: string) {
  const fields = validFeedback({ comment: 'Edited: the train to Ella was even better.' });
  if (transport === 'REST') {
    const form = new FormData();
    Object.entries(fields).forEach(([name, value]) => form.append(name, String(value)));
    return (await multipart('PUT', `/api/feedback/${id}`, form, token, {}, server.baseUrl)).status;
  }
  const answer = await request<{ data?: { updateFeedback: { id: string } } }>('POST', '/graphql', {
    body: {
      query: `mutation Edit($id: ID!, $input: FeedbackInput!) {
        updateFeedback(id: $id, input: $input) { id } }`,
      variables: { id, input: fields },
    },
    token,
    base: server.baseUrl,
  });
  return answer.body.data?.updateFeedback.id === id ? 200 : answer.status;
}

test('an account posts at most 5 reviews a day over both transports and two instances; edits and refused forms do not count', async () => {
  const traveller = await signedIn();
  const { token } = traveller;

  const invalid = await post(first(), 'REST', token, {
    fields: validFeedback({ comment: 'Too short' }),
  });
  const accepted = [
    await post(first(), 'REST', token),
    await post(second(), 'GraphQL', token, { photo: true }),
    await postJson(first(), token),
    await post(second(), 'REST', token, { photo: true }),
    await post(first(), 'GraphQL', token),
  ];
  const edits = [
    await edit(second(), 'REST', token, accepted[0].id!),
    await edit(first(), 'GraphQL', token, accepted[1].id!),
  ];
  const overRest = await post(second(), 'REST', token, { photo: true });
  const overGraphql = await post(first(), 'GraphQL', token, { photo: true });
  const overJson = await postJson(second(), token);
  const someoneElse = await post(second(), 'GraphQL', (await signedIn()).token);

  expect(invalid.status).toBe(400);
  expect(accepted.map(({ status }) => status)).toEqual([201, 200, 201, 201, 200]);
  expect(edits).toEqual([200, 200]);
  expect(overRest).toMatchObject({ status: 429, message: expect.stringMatching(LIMIT_REACHED) });
  expect(overGraphql).toMatchObject({
    code: 'FEEDBACK_LIMIT_REACHED',
    message: expect.stringMatching(LIMIT_REACHED),
  });
  expect(overJson).toMatchObject({ status: 429, message: expect.stringMatching(LIMIT_REACHED) });
  for (const refused of [overRest, overGraphql, overJson]) {
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  }
  expect(someoneElse.status).toBe(200);
  expect(someoneElse.id).toEqual(expect.any(String));
  expect(await storedFor(traveller.user.id)).toEqual({ feedback: 5, images: 2, orphans: 0 });
}, 60_000);
