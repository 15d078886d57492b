import { graphqlAnswer, restAnswer, type Answer, type Caller } from './answers';

// What a client reads, written down from the API's description rather than the server's types.

export interface Wording {
  language: string;
  subject: string;
  body: string;
}

export interface TimedMessage {
  kind: string;
  enabled: boolean;
  days: number;
  time: string;
  pickupTime: string | null;
  placeholders: string[];
  wordings: (Wording & { own: boolean; default: { subject: string; body: string } })[];
  updatedAt: string;
}

export interface TimedMessageChange {
  enabled: boolean;
  days: number;
  time: string;
  pickupTime?: string | null;
  wordings: Wording[];
}

export interface TimedMessagesTransport {
  name: 'REST' | 'GraphQL';
  list(caller?: Caller): Promise<Answer<TimedMessage[]>>;
  update(kind: string, change: TimedMessageChange, caller?: Caller): Promise<Answer<TimedMessage>>;
}

const MESSAGE = `kind enabled days time pickupTime placeholders
  wordings { language subject body own default { subject body } } updatedAt`;

export const TIMED_MESSAGES_TRANSPORTS: TimedMessagesTransport[] = [
  {
    name: 'REST',
    list: (caller) => restAnswer('GET', '/timed-messages', 'timedMessages', caller),
    update: (kind, change, caller) =>
      restAnswer('PUT', `/timed-messages/${kind}`, 'timedMessage', caller, change),
  },
  {
    name: 'GraphQL',
    list: (caller) => graphqlAnswer(`{ timedMessageSettings { ${MESSAGE} } }`, {}, caller),
    update: (kind, input, caller) =>
      graphqlAnswer(
        `mutation ($kind: String!, $input: TimedMessageSettingInput!) {
          updateTimedMessageSetting(kind: $kind, input: $input) { ${MESSAGE} } }`,
        { kind, input: { pickupTime: null, ...input } },
        caller,
      ),
  },
];

/** A message's setting as it stands, as the change that would set it again. */
export const changeOf = (message: TimedMessage): TimedMessageChange => ({
  enabled: message.enabled,
  days: message.days,
  time: message.time,
  pickupTime: message.pickupTime,
  wordings: message.wordings
    .filter(({ own }) => own)
    .map(({ language, subject, body }) => ({
      language,
      subject,
      body,
    })),
});
