import { graphqlAnswer, restAnswer, valueOf, type Answer, type Caller } from './support/answers';
import { contentEditor, REFUSED_CALLERS } from './support/content';
import { created, FEEDBACK_TRANSPORTS, signedIn, validFeedback } from './support/feedback';

/** A review as either transport shows the company's part in it. */
interface Moderated {
  id: string;
  comment: string;
  reply: { text: string; repliedAt: string } | null;
  hidden: { reason: string | null; hiddenAt: string } | null;
}

interface ModerationTransport {
  name: 'REST' | 'GraphQL';
  reply(caller: Caller, id: string, text: string): Promise<Answer<Moderated>>;
  removeReply(caller: Caller, id: string): Promise<Answer<Moderated>>;
  hide(caller: Caller, id: string, reason: string): Promise<Answer<Moderated>>;
  show(caller: Caller, id: string): Promise<Answer<Moderated>>;
  list(caller: Caller): Promise<Answer<Moderated[]>>;
  mine(caller: Caller): Promise<Answer<Moderated[]>>;
}

const FIELDS = 'id comment reply { text repliedAt } hidden { reason hiddenAt }';
const fromRest = <T extends Moderated | Moderated[]>(answer: Answer<T>): Answer<T> => {
  if (!answer.ok) return answer;
  const rename = ({ _id, ...review }: Moderated & { _id?: string }) => ({ ...review, id: _id! });
  const value = answer.value as (Moderated & { _id?: string }) | Moderated[];
  return { ok: true, value: (Array.isArray(value) ? value.map(rename) : rename(value)) as T };
};
const rest = async <T extends Moderated | Moderated[]>(
  method: string,
  path: string,
  caller: Caller,
  body?: unknown,
) => fromRest(await restAnswer<T>(method, `/feedback${path}`, 'feedback', caller, body));
/** A moderation mutation of the review `$id`, with `args` beside it. */
const mutation = (
  field: string,
  args: string,
  variables: Record<string, unknown>,
  caller: Caller,
) =>
  graphqlAnswer<Moderated>(
    `mutation ($id: ID!${args ? `, ${args}` : ''}) { ${field} { ${FIELDS} } }`,
    variables,
    caller,
  );

const TRANSPORTS: ModerationTransport[] = [
  {
    name: 'REST',
    reply: (caller, id, text) => rest('PUT', `/${id}/reply`, caller, { text }),
    removeReply: (caller, id) => rest('DELETE', `/${id}/reply`, caller),
    hide: (caller, id, reason) => rest('PUT', `/${id}/hidden`, caller, { reason }),
    show: (caller, id) => rest('DELETE', `/${id}/hidden`, caller),
    list: (caller) => rest('GET', '', caller),
    mine: (caller) => rest('GET', '/user/me', caller),
  },
  {
    name: 'GraphQL',
    reply: (caller, id, text) =>
      mutation('replyToFeedback(id: $id, text: $text)', '$text: String!', { id, text }, caller),
    removeReply: (caller, id) => mutation('removeFeedbackReply(id: $id)', '', { id }, caller),
    hide: (caller, id, reason) =>
      mutation(
        'hideFeedback(id: $id, reason: $reason)',
        '$reason: String!',
        { id, reason },
        caller,
      ),
    show: (caller, id) => mutation('showFeedback(id: $id)', '', { id }, caller),
    list: (caller) => graphqlAnswer(`{ feedbacks { ${FIELDS} } }`, {}, caller),
    mine: (caller) => graphqlAnswer(`{ myFeedback { ${FIELDS} } }`, {}, caller),
  },
];

/** A review written just now by a new traveller, and that traveller. */
async function review() {
  const author = await signedIn();
  const comment = `The tea country at dawn (${Date.now()}-${Math.random()}).`;
  const written = created(
    await FEEDBACK_TRANSPORTS[1].create(author.token, validFeedback({ comment })),
  );
  return { author, id: written.id };
}

const listed = async (transport: ModerationTransport, caller: Caller, id: string) =>
  valueOf(await transport.list(caller)).find((one) => one.id === id);

describe.each(TRANSPORTS)("the company's part in the reviews, over $name", (transport) => {
  const refusal = (status: number) =>
    transport.name === 'REST' ? status : status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';

  test.each(REFUSED_CALLERS)('is kept from $name', async ({ token, expected }) => {
    const { id } = await review();
    const caller = { token: await token() };

    const answers = [
      await transport.reply(caller, id, 'Thank you!'),
      await transport.removeReply(caller, id),
      await transport.hide(caller, id, 'Spam'),
      await transport.show(caller, id),
    ];

    expect(answers.map((answer) => (answer.ok ? 'allowed' : answer.refusal))).toEqual(
      Array(4).fill(refusal(expected)),
    );
    expect(await listed(transport, {}, id)).toMatchObject({ reply: null, hidden: null });
  });

  test("a tour guide's reply shows under the review to everyone, in every language, and can change or go", async () => {
    const guide = { token: (await contentEditor()).token };
    const { id } = await review();

    const replied = valueOf(await transport.reply(guide, id, '  Thank you, come back soon!  '));
    const seenInGerman = await listed(transport, { acceptLanguage: 'de' }, id);
    const changed = valueOf(await transport.reply(guide, id, 'Thank you, Nimali!'));
    const removed = valueOf(await transport.removeReply(guide, id));

    expect(replied.reply).toEqual({
      text: 'Thank you, come back soon!',
      repliedAt: expect.any(String),
    });
    expect(seenInGerman?.reply?.text).toBe('Thank you, come back soon!');
    expect(changed.reply?.text).toBe('Thank you, Nimali!');
    expect(removed.reply).toBeNull();
    expect((await listed(transport, {}, id))?.reply).toBeNull();
  });

  test('a hidden review is gone for visitors, kept with why for the guides, and marked for its author', async () => {
    const guide = { token: (await contentEditor()).token };
    const { id, author } = await review();

    const hidden = valueOf(await transport.hide(guide, id, 'Names another company'));

    expect(hidden.hidden).toEqual({
      reason: 'Names another company',
      hiddenAt: expect.any(String),
    });
    expect(await listed(transport, {}, id)).toBeUndefined();
    expect(await listed(transport, { token: (await signedIn()).token }, id)).toBeUndefined();
    expect((await listed(transport, guide, id))?.hidden?.reason).toBe('Names another company');
    const own = valueOf(await transport.mine({ token: author.token })).find((one) => one.id === id);
    expect(own?.hidden).toEqual({ reason: null, hiddenAt: hidden.hidden?.hiddenAt });

    const shown = valueOf(await transport.show(guide, id));
    expect(shown.hidden).toBeNull();
    expect(await listed(transport, {}, id)).toMatchObject({ id, hidden: null });
  });

  test('a reply and a reason are asked for, and an unknown review is refused', async () => {
    const guide = { token: (await contentEditor()).token };
    const { id } = await review();
    const invalid = transport.name === 'REST' ? 400 : 'BAD_USER_INPUT';

    expect(await transport.reply(guide, id, '   ')).toMatchObject({
      ok: false,
      refusal: invalid,
      fields: { text: 'Please write the reply.' },
    });
    expect(await transport.hide(guide, id, '')).toMatchObject({
      ok: false,
      refusal: invalid,
      fields: { reason: 'Please say why the review is hidden.' },
    });
    expect(await transport.reply(guide, id, 'x'.repeat(1001))).toMatchObject({
      ok: false,
      fields: { text: 'The reply must be at most 1000 characters.' },
    });
    expect(
      await transport.hide(guide, '00000000-0000-4000-8000-000000000000', 'Spam'),
    ).toMatchObject({ ok: false, refusal: transport.name === 'REST' ? 404 : 'FEEDBACK_NOT_FOUND' });
    expect(await listed(transport, {}, id)).toMatchObject({ reply: null, hidden: null });
  });
});
