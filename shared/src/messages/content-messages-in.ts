import type { FieldMessages } from '../content/messages';
import {
  CONTENT_FIELD_MESSAGE_DESCRIPTORS,
  CONTENT_NAME_MESSAGES,
  CONTENT_MESSAGE_DESCRIPTORS,
} from './content-messages';
import type { MessageDescriptor } from './descriptor';

/** A message in the reader's language, English when its catalog lacks it. */
export type TranslateMessage = (message: MessageDescriptor) => string;

/** A field's, section's or choice's name in the reader's language; any other wording as it is. */
export const contentNameIn = (translate: TranslateMessage, english: string): string =>
  CONTENT_NAME_MESSAGES.has(english) ? translate({ id: english }) : english;

/**
 * What the content's validation says about a field (`Title is required`) in the reader's
 * language, naming the fields and choices in it too: the editor's page language in the browser,
 * the request's on the server.
 */
export function contentFieldMessagesIn(translate: TranslateMessage): FieldMessages {
  const descriptors = CONTENT_FIELD_MESSAGE_DESCRIPTORS;
  const name = (english: string) => contentNameIn(translate, english);
  const say =
    (message: MessageDescriptor) =>
    (label: string, values: Record<string, string | number> = {}) =>
      translate({ id: message.id, values: { label: name(label), ...values } });
  return {
    required: (label) => say(descriptors.required)(label),
    notText: (label) => say(descriptors.notText)(label),
    tooLong: (label, max) => say(descriptors.tooLong)(label, { max }),
    notNumber: (label) => say(descriptors.notNumber)(label),
    notWhole: (label) => say(descriptors.notWhole)(label),
    outOfRange: (label, min, max) => say(descriptors.outOfRange)(label, { min, max }),
    notBoolean: (label) => say(descriptors.notBoolean)(label),
    badShape: (label, shape) =>
      say(descriptors.badShape)(label, { shape: translate({ id: shape }) }),
    notAnOption: (label, options) =>
      say(descriptors.notAnOption)(label, { options: options.map(name).join(', ') }),
    notGroup: (label) => say(descriptors.notGroup)(label),
    notList: (label) => say(descriptors.notList)(label),
    tooFew: (label, min) => say(descriptors.tooFew)(label, { min }),
    tooMany: (label, max) => say(descriptors.tooMany)(label, { max }),
    unknownField: (label) => say(descriptors.unknownField)(label),
    keyChanged: (label) => say(descriptors.keyChanged)(label),
    keyTaken: (label) => say(descriptors.keyTaken)(label),
    takenBySite: (label) => say(descriptors.takenBySite)(label),
    altLabel: translate(CONTENT_MESSAGE_DESCRIPTORS.altLabel),
    badPicture: translate(CONTENT_MESSAGE_DESCRIPTORS.badPicture),
  };
}
