import { newAccount } from './support/accounts';
import { contentEditor } from './support/content';
import { request, type GraphQLBody, type HttpResult } from './support/http';
import { visitorIp } from './support/visitor';

/**
 * The server answers in the language of Accept-Language (en, de, fr, ru, zh), on GraphQL and
 * REST alike; without the header, or with none of those languages in it, in today's English.
 */
interface Answer {
  message?: string;
  errors?: Record<string, string>;
  /** REST gives the account's language beside the user (profile and /me). */
  language?: string;
  token?: string;
}

const INVALID_SIGN_UP = {
  name: ' ',
  email: 'not-an-address',
  password: 'abc',
  country: 'Atlantis',
};
const USER_FIELDS = 'id name email country language';

function rest(method: string, path: string, body: unknown, language?: string, token?: string) {
  return request<Answer>(method, path, {
    body,
    token,
    headers: { 'x-forwarded-for': visitorIp(), ...(language && { 'accept-language': language }) },
  });
}

function graphql<Data>(
  query: string,
  variables: Record<string, unknown>,
  language?: string,
  token?: string,
): Promise<HttpResult<GraphQLBody<Data>>> {
  return request('POST', '/graphql', {
    body: { query, variables },
    token,
    headers: { 'x-forwarded-for': visitorIp(), ...(language && { 'accept-language': language }) },
  });
}

const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) { token user { ${USER_FIELDS} } }
}`;

async function signUp(language?: string): Promise<{ token: string; language: string }> {
  const answer = await rest('POST', '/api/auth/register', newAccount(), language);
  expect(answer.status).toBe(201);
  const token = answer.body.token!;
  const me = await rest('GET', '/api/auth/me', undefined, undefined, token);
  return { token, language: me.body.language! };
}

describe('validation errors follow Accept-Language', () => {
  it('REST answers a refused sign-up in German for de-AT, every field included', async () => {
    const answer = await rest('POST', '/api/auth/register', INVALID_SIGN_UP, 'de-AT,de;q=0.9');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Name ist erforderlich',
      errors: {
        name: 'Name ist erforderlich',
        email: 'E-Mail ist ungültig',
        password: 'Das Passwort muss mindestens 6 Zeichen lang sein',
        country: 'Bitte wählen Sie Ihr Land aus',
      },
    });
  });

  it('GraphQL answers the same refusal in Simplified Chinese for zh-Hans-CN', async () => {
    const answer = await graphql(REGISTER, { input: INVALID_SIGN_UP }, 'zh-Hans-CN');
    const [error] = answer.body.errors!;
    expect(error.message).toBe('请输入姓名');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: '请输入姓名',
        email: '电子邮件地址无效',
        password: '密码至少需要 6 个字符',
        country: '请选择您的国家/地区',
      },
    });
  });

  it('honours quality values: the most wanted site language wins', async () => {
    const answer = await rest(
      'POST',
      '/api/auth/login',
      { email: '', password: '' },
      'ja, en;q=0.3, ru;q=0.8, de;q=0.5',
    );
    expect(answer.body.errors).toEqual({
      email: 'Укажите адрес электронной почты',
      password: 'Введите пароль',
    });
  });

  it.each([
    ['no header', undefined],
    ['a language the site does not speak', 'ja-JP'],
  ])('keeps the English words with %s, on both transports', async (_case, language) => {
    const restAnswer = await rest('POST', '/api/auth/register', INVALID_SIGN_UP, language);
    expect(restAnswer.body).toEqual({
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Email is invalid',
        password: 'Password must be at least 6 characters',
        country: 'Please select your country',
      },
    });
    const graphqlAnswer = await graphql(REGISTER, { input: INVALID_SIGN_UP }, language);
    expect(graphqlAnswer.body.errors![0].message).toBe('Name is required');
  });

  it('words refusals of the error table too (a wrong password, a session required)', async () => {
    const login = await rest('POST', '/api/auth/login', newAccount(), 'fr-CH');
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Adresse e-mail ou mot de passe incorrect');
    const signedOut = await graphql('mutation { deleteAccount { message } }', {}, 'fr');
    expect(signedOut.body.errors![0].message).toBe(
      'Authentification requise. Veuillez vous connecter.',
    );
  });
});

describe('success messages follow Accept-Language', () => {
  it('REST: the profile saved, in French; in English without the header', async () => {
    const { token } = await signUp();
    const profile = { name: 'Camille Martin', country: 'France' };
    const french = await rest('PUT', '/api/auth/update-profile', profile, 'fr', token);
    expect(french.status).toBe(200);
    expect(french.body.message).toBe('Profil mis à jour avec succès !');
    const english = await rest('PUT', '/api/auth/update-profile', profile, undefined, token);
    expect(english.body.message).toBe('Profile updated successfully!');
  });

  it('GraphQL: the account deleted, in Russian; in English without the header', async () => {
    const query = 'mutation { deleteAccount { message } }';
    const russian = await graphql<{ deleteAccount: { message: string } }>(
      query,
      {},
      'ru-RU',
      (await signUp()).token,
    );
    expect(russian.body.data?.deleteAccount.message).toBe('Ваш аккаунт удалён.');
    const english = await graphql<{ deleteAccount: { message: string } }>(
      query,
      {},
      undefined,
      (await signUp()).token,
    );
    expect(english.body.data?.deleteAccount.message).toBe('Your account has been deleted.');
  });
});

describe("the account's language", () => {
  const ME = `{ me { ${USER_FIELDS} } }`;
  const UPDATE = `mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) { ${USER_FIELDS} }
  }`;

  it('is the language of the sign-up request, English without one', async () => {
    expect((await signUp('zh-CN')).language).toBe('zh');
    expect((await signUp()).language).toBe('en');
    const graphqlSignUp = await graphql<{ register: { user: { language: string } } }>(
      REGISTER,
      { input: newAccount() },
      'de-CH',
    );
    expect(graphqlSignUp.body.data?.register.user.language).toBe('de');
  });

  it('is read and changed by its owner only, on both transports, and only to a site language', async () => {
    const { token } = await signUp('ru');
    const me = await graphql<{ me: { language: string } }>(ME, {}, undefined, token);
    expect(me.body.data?.me.language).toBe('ru');

    const input = { name: 'Olga Petrova', country: 'Russia', language: 'fr' };
    const changed = await graphql<{ updateProfile: { language: string } }>(
      UPDATE,
      { input },
      undefined,
      token,
    );
    expect(changed.body.data?.updateProfile.language).toBe('fr');

    const viaRest = await rest(
      'PUT',
      '/api/auth/update-profile',
      { name: 'Olga Petrova', country: 'Russia', language: 'zh' },
      undefined,
      token,
    );
    expect(viaRest.body.language).toBe('zh');
    // Left out, the language stays as it is.
    await rest('PUT', '/api/auth/update-profile', { name: 'Olga', country: 'Russia' }, 'de', token);
    expect((await rest('GET', '/api/auth/me', undefined, undefined, token)).body.language).toBe(
      'zh',
    );
    const download = await request<{ account: { language: string } }>('GET', '/api/auth/my-data', {
      token,
    });
    expect(download.body.account.language).toBe('zh');

    const refused = await rest(
      'PUT',
      '/api/auth/update-profile',
      { name: 'Olga', country: 'Russia', language: 'es' },
      'de',
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      language: 'Bitte wählen Sie Englisch, Deutsch, Französisch, Russisch oder Chinesisch',
    });
    const refusedGraphql = await graphql(
      UPDATE,
      { input: { ...input, language: 'xx' } },
      undefined,
      token,
    );
    expect(refusedGraphql.body.errors![0].extensions?.fields).toEqual({
      language: 'Please choose English, German, French, Russian or Chinese',
    });

    // Nobody else sees it: the owner's review, read by another member, carries no language.
    const comment = `Wunderbare Reise, ${newAccount().name}`;
    const posted = await rest(
      'POST',
      '/api/feedback',
      { fullName: 'Olga Petrova', rating: '5', comment },
      undefined,
      token,
    );
    expect(posted.status).toBe(201);
    const list = await rest('GET', '/api/feedback', undefined, undefined, (await signUp()).token);
    expect(list.text).toContain(comment);
    expect(list.text).not.toMatch(/"language"/);
  });
});

describe('public answers kept per language', () => {
  it.each([
    ['REST', 'GET', '/api/tour-albums', undefined],
    ['GraphQL', 'POST', '/graphql', { query: '{ albums { id title } }' }],
  ])('%s: a kept answer varies by Accept-Language', async (_transport, method, path, body) => {
    for (const language of ['de', 'de', 'fr']) {
      const answer = await request(method, path, {
        body,
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    }
  });
});

describe("a tour guide's refusals follow Accept-Language, the field named in them too", () => {
  const taken = { id: 'booking-ahead', question: 'Can we book on the day?', answer: 'Often, yes.' };
  const CREATE = `mutation ($input: CreateContentEntryInput!) {
    createContentEntry(input: $input) { key }
  }`;

  it('REST: a missing question, a malformed slug and a taken one, in German', async () => {
    const { token } = await contentEditor();
    const post = (document: unknown, language?: string) =>
      rest('POST', '/api/content-editor/faqItem', { document }, language, token);

    const invalid = await post({ id: 'Not A Slug', answer: 'Yes.' }, 'de-DE,de;q=0.9');
    const duplicate = await post(taken, 'de');
    const english = await post(taken);

    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      id: 'ID muss kleingeschriebene, mit Bindestrichen verbundene Wörter sein',
      question: 'Frage ist erforderlich',
    });
    expect(duplicate.body.errors).toEqual({
      id: 'ID wird bereits von einem anderen Eintrag verwendet',
    });
    expect(english.body.errors).toEqual({ id: 'Id is already used by another entry' });
  });

  it("the guides' inbox refuses a status it does not know in German", async () => {
    const { token } = await contentEditor();

    const answer = await rest('GET', '/api/bookings?status=lost', undefined, 'de', token);

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ status: 'Unbekannter Status: lost' });
  });

  it('GraphQL: the same refusal in French', async () => {
    const { token } = await contentEditor();

    const answer = await graphql(
      CREATE,
      { input: { kind: 'faqItem', document: taken } },
      'fr',
      token,
    );

    expect(answer.body.errors?.[0].extensions?.fields).toEqual({
      id: 'Identifiant : déjà utilisé par une autre entrée',
    });
  });
});
