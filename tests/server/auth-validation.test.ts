import { newAccount, type LoginValues, type RegisterValues } from './support/accounts';
import { countAccounts } from './support/database';
import { rest } from './support/http';
import { failureOf, TRANSPORTS } from './support/transports';

type Case<Values> = [description: string, change: Partial<Values>, fields: Record<string, string>];

/** Fields in form order: the first message is the one shown as the error's message. */
const REGISTER_CASES: Case<RegisterValues>[] = [
  ['an empty name', { name: '' }, { name: 'Name is required' }],
  ['a name of spaces only', { name: '   ' }, { name: 'Name is required' }],
  ['an empty email', { email: '' }, { email: 'Email is required' }],
  ['an email without a domain', { email: 'ann.perera@' }, { email: 'Email is invalid' }],
  ['an email without @', { email: 'ann.perera.example.com' }, { email: 'Email is invalid' }],
  ['an empty password', { password: '' }, { password: 'Password is required' }],
  [
    'a 5-character password',
    { password: 'ella5' },
    { password: 'Password must be at least 6 characters' },
  ],
  ['no country', { country: '' }, { country: 'Please select your country' }],
  ['a country not on the list', { country: 'Atlantis' }, { country: 'Please select your country' }],
  [
    'an empty form',
    { name: '', email: '', password: '', country: '' },
    {
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      country: 'Please select your country',
    },
  ],
];

const LOGIN_CASES: Case<LoginValues>[] = [
  ['an empty email', { email: '' }, { email: 'Email address is required' }],
  [
    'an invalid email',
    { email: 'ann.perera.example.com' },
    { email: 'Please enter a valid email address' },
  ],
  ['an empty password', { password: '' }, { password: 'Password is required' }],
  [
    'an empty form',
    { email: '', password: '' },
    { email: 'Email address is required', password: 'Password is required' },
  ],
];

describe.each(TRANSPORTS)('form validation over $name', (transport) => {
  test.each(REGISTER_CASES)(
    'register rejects %s and creates nothing',
    async (_, change, fields) => {
      const values = { ...newAccount(), ...change };

      const failure = failureOf(await transport.register(values));

      expect(failure).toEqual(transport.invalid(fields));
      expect(await countAccounts(values.email, values.name)).toBe(0);
    },
  );

  test.each(LOGIN_CASES)('login rejects %s', async (_, change, fields) => {
    const values = { email: 'ann.perera@example.com', password: 'kandy-1815', ...change };

    expect(failureOf(await transport.login(values))).toEqual(transport.invalid(fields));
  });
});

test('REST reads a body without the fields as an empty form', async () => {
  const response = await rest('POST', '/api/auth/register', {});

  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    message: 'Name is required',
    errors: {
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      country: 'Please select your country',
    },
  });
});
