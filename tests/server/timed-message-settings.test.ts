import { contentEditor, REFUSED_CALLERS } from './support/content';
import { refusalOver } from './support/tour-bookings';
import { changeOf, TIMED_MESSAGES_TRANSPORTS, type TimedMessage } from './support/timed-messages';
import { valueOf } from './support/answers';

const guideToken = async () => (await contentEditor()).token;
const AFTER_TOUR = 'after-tour';
let before: TimedMessage[] = [];

beforeAll(async () => {
  before = valueOf(await TIMED_MESSAGES_TRANSPORTS[0].list({ token: await guideToken() }));
});

// The database outlives the run: what the tests change is set back as it was.
afterAll(async () => {
  const token = await guideToken();
  for (const message of before) {
    valueOf(await TIMED_MESSAGES_TRANSPORTS[0].update(message.kind, changeOf(message), { token }));
  }
});

const afterTour = (messages: TimedMessage[]) => messages.find(({ kind }) => kind === AFTER_TOUR)!;

describe.each(TIMED_MESSAGES_TRANSPORTS)('$name', (transport) => {
  test.each(REFUSED_CALLERS)(
    'the settings are refused to $name, and nothing changes',
    async ({ token, expected }) => {
      const caller = { token: await token() };
      expect(await transport.list(caller)).toMatchObject({
        refusal: refusalOver(transport, expected),
      });
      const change = { ...changeOf(afterTour(before)), enabled: false };
      expect(await transport.update(AFTER_TOUR, change, caller)).toMatchObject({
        refusal: refusalOver(transport, expected),
      });
      const now = valueOf(await transport.list({ token: await guideToken() }));
      expect(afterTour(now).enabled).toBe(afterTour(before).enabled);
    },
  );

  test('a tour guide reads each message with its time, placeholders and wording in every language', async () => {
    const messages = valueOf(await transport.list({ token: await guideToken() }));
    expect(messages.map(({ kind }) => kind)).toEqual(['balance-due', 'day-before', AFTER_TOUR]);
    const dayBefore = messages[1];
    expect(dayBefore.placeholders).toEqual(
      expect.arrayContaining(['guide', 'guidePhone', 'pickupTime', 'pickupPlace']),
    );
    expect(dayBefore.pickupTime).toMatch(/^\d\d:\d\d$/);
    expect(dayBefore.wordings.map(({ language }) => language)).toEqual([
      'en',
      'de',
      'fr',
      'ru',
      'zh',
    ]);
    const french = dayBefore.wordings.find(({ language }) => language === 'fr')!;
    expect(french.body).toContain('{guidePhone}');
    expect(messages[0].placeholders).not.toContain('guidePhone');
  });

  test('an unknown placeholder or a stray brace is refused under its field, and nothing is saved', async () => {
    const token = await guideToken();
    const standing = afterTour(valueOf(await transport.list({ token })));
    const change = {
      ...changeOf(standing),
      wordings: [
        { language: 'fr', subject: 'Merci {prenom}', body: 'Bonjour {name}' },
        { language: 'de', subject: 'Danke {name}', body: 'Hallo {name' },
      ],
    };
    const refused = await transport.update(AFTER_TOUR, change, { token });
    expect(refused).toMatchObject({
      refusal: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      fields: {
        'wordings.fr.subject':
          '{prenom} is not a placeholder of this message. It can use: {name}, {reference}, {tour}, {firstDay}.',
        'wordings.de.body': 'A brace is not closed: write placeholders as {name}.',
      },
    });
    const now = valueOf(await transport.list({ token }));
    expect(afterTour(now)).toEqual(standing);
  });

  test('days and times out of range are refused with what is allowed', async () => {
    const change = { ...changeOf(afterTour(before)), days: 31, time: '9.30' };
    expect(await transport.update(AFTER_TOUR, change, { token: await guideToken() })).toMatchObject(
      {
        fields: {
          days: 'Days must be a whole number from 0 to 30.',
          time: 'Time must be written as hours and minutes, like 09:30.',
        },
      },
    );
  });

  test("the company's own wording is kept in its language; the others read the default", async () => {
    const token = await guideToken();
    const wording = {
      language: 'fr',
      subject: 'Merci, {name} !',
      body: 'Bonjour {name},\n\nÀ bientôt.',
    };
    const change = { ...changeOf(afterTour(before)), days: 2, time: '11:30', wordings: [wording] };
    const saved = valueOf(await transport.update(AFTER_TOUR, change, { token }));
    expect(saved).toMatchObject({ kind: AFTER_TOUR, days: 2, time: '11:30' });
    const savedFrench = saved.wordings.find(({ language }) => language === 'fr')!;
    expect(savedFrench).toMatchObject({ ...wording, own: true });
    expect(savedFrench.default.subject).toBe('Merci d’avoir voyagé avec nous, {name}');
    expect(saved.wordings.find(({ language }) => language === 'de')).toMatchObject({ own: false });
    expect(afterTour(valueOf(await transport.list({ token })))).toEqual(saved);
  });
});
