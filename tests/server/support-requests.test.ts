import { newAccount, uniqueEmail } from './support/accounts';
import { graphql } from './support/http';
import { outboxFor } from './support/recovery';
import { restTransport, valueOf } from './support/transports';
import { graphqlFrom, visitorIp } from './support/visitor';

const BUSINESS_EMAIL = 'hello@serendibtrails.lk';
const REQUEST = `mutation ($input: ManualVerificationInput!) {
  requestManualVerification(input: $input) { message }
}`;

function requestVerification(email: string, favoriteCity: string, ip = visitorIp()) {
  return graphqlFrom<{ requestManualVerification: { message: string } }>(ip, REQUEST, {
    input: { email, favoriteCity },
  });
}

async function businessEmailsFrom(requester: string) {
  const emails = await outboxFor(BUSINESS_EMAIL);
  return emails.filter((email) => email.reply_to === requester);
}

test('a Manual Verification request is emailed to the business, replying to the visitor', async () => {
  const account = newAccount();
  const { token } = valueOf(await restTransport.register(account));
  await graphql(
    `
      mutation ($input: SetSecurityAnswersInput!) {
        setSecurityAnswers(input: $input) {
          isSet
        }
      }
    `,
    {
      input: {
        favoriteCity: 'Galle',
        birthYear: '1979',
        petName: 'Sudu',
        currentPassword: account.password,
      },
    },
    token,
  );

  const response = await requestVerification(account.email, ' galle ');

  expect(response.body.data?.requestManualVerification.message).toBe(
    'Thank you. Our support team will check your details and reply by email within 24 hours.',
  );
  const [email] = await businessEmailsFrom(account.email);
  expect(email).toMatchObject({
    kind: 'manual-verification',
    subject: `Manual verification request from ${account.email}`,
  });
  expect(email.text).toContain('Favourite city in Sri Lanka: galle');
  expect(email.text).toContain('Matches the answer on file: Yes');
});

test('an unknown email gets the same answer; the business is told there is no account', async () => {
  const stranger = uniqueEmail('stranger');

  const response = await requestVerification(stranger, 'Kandy');

  expect(response.body.data?.requestManualVerification.message).toMatch(/^Thank you\./);
  const [email] = await businessEmailsFrom(stranger);
  expect(email.text).toContain('Account: No account uses this address');
});

test('what the visitor typed is escaped in the HTML email', async () => {
  const visitor = uniqueEmail('markup');

  await requestVerification(visitor, '<img src=x onerror=alert(1)>Kandy');

  const [email] = await businessEmailsFrom(visitor);
  expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;Kandy');
  expect(email.html).not.toContain('<img');
});

test('an address carrying a header line is refused before anything is queued', async () => {
  const visitor = uniqueEmail('header');

  const response = await requestVerification(`${visitor}\r\nBcc: spy@example.com`, 'Kandy');

  expect(response.body.errors?.[0]).toMatchObject({
    message: 'Please enter a valid email address',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await outboxFor('spy@example.com')).toEqual([]);
});

test('a 6th request from one address within the hour is refused', async () => {
  const ip = visitorIp();
  for (let i = 0; i < 5; i += 1) await requestVerification(uniqueEmail(), 'Kandy', ip);

  const refused = await requestVerification(uniqueEmail(), 'Kandy', ip);

  expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
});
