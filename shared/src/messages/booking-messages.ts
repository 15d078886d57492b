import {
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_MIN_FILL_SECONDS,
  BOOKING_NAME_MAX_LENGTH,
  BOOKING_REPLY_HOURS,
  BOOKING_TICKET_MAX_HOURS,
  type BOOKING_DESTINATIONS,
  BOOKING_MESSAGES,
  type TOUR_DURATIONS,
} from '../booking-options';
import { messagePairs, type MessageDescriptor, type MessagePairs } from './descriptor';

/** BOOKING_MESSAGES as descriptors, key for key. */
export const BOOKING_MESSAGE_DESCRIPTORS = {
  nameRequired: /*i18n*/ { id: 'Please provide your name.' },
  emailInvalid: /*i18n*/ { id: 'Please provide a valid email.' },
  phoneRequired: /*i18n*/ { id: 'Please provide your phone number.' },
  dateInvalid: /*i18n*/ { id: 'Please select a valid date.' },
  groupSizeRequired: /*i18n*/ { id: 'Please select your group size.' },
  durationRequired: /*i18n*/ { id: 'Please select your tour duration.' },
  destinationRequired: /*i18n*/ { id: 'Please select a destination.' },
  nameTooLong: /*i18n*/ {
    id: 'Your name must be at most {max} characters.',
    values: { max: BOOKING_NAME_MAX_LENGTH },
  },
  messageTooLong: /*i18n*/ {
    id: 'Your message must be at most {max} characters.',
    values: { max: BOOKING_MESSAGE_MAX_LENGTH },
  },
  success: /*i18n*/ {
    id: "Thank you for your booking request! We'll contact you shortly to confirm your tour.",
  },
  unknownError: /*i18n*/ { id: 'Unknown error' },
  tooFast: /*i18n*/ {
    id: 'The form was sent less than {seconds} seconds after it opened.',
    values: { seconds: BOOKING_MIN_FILL_SECONDS },
  },
  ticketInvalid: /*i18n*/ { id: 'The form ticket is missing or invalid.' },
  ticketExpired: /*i18n*/ {
    id: 'The form ticket is more than {hours} hours old.',
    values: { hours: BOOKING_TICKET_MAX_HOURS },
  },
  ticketUsed: /*i18n*/ { id: 'This form ticket has already been used.' },
  automated: /*i18n*/ { id: 'This request looks automated, so it was not sent.' },
  keyReused: /*i18n*/ { id: 'This form was already sent with different details.' },
  keyInvalid: /*i18n*/ { id: 'The request has no valid idempotency key.' },
} satisfies Record<keyof typeof BOOKING_MESSAGES, MessageDescriptor>;

/** The success text's second part: the enquiry's reference and the promised reply. */
export function bookingReceivedMessage(reference: string): MessageDescriptor {
  return /*i18n*/ {
    id: 'Your reference number is {reference}. We will reply within {hours} hours.',
    values: { reference, hours: BOOKING_REPLY_HOURS },
  };
}

/**
 * The messages of the form's choices: durations and destinations, which the pages name in their own
 * language too (the form still sends the English choice).
 */
export const BOOKING_CHOICE_DESCRIPTORS = {
  '1 day': /*i18n*/ { id: '1 day' },
  '2-3 days': /*i18n*/ { id: '2-3 days' },
  '4-7 days': /*i18n*/ { id: '4-7 days' },
  '8-13 days': /*i18n*/ { id: '8-13 days' },
  '14+ days': /*i18n*/ { id: '14+ days' },
  'Sigiriya Rock Fortress': /*i18n*/ { id: 'Sigiriya Rock Fortress' },
  'Kandy - Temple of the Tooth': /*i18n*/ { id: 'Kandy - Temple of the Tooth' },
  'Galle Fort': /*i18n*/ { id: 'Galle Fort' },
  'Yala National Park': /*i18n*/ { id: 'Yala National Park' },
  'Ella and Nine Arch Bridge': /*i18n*/ { id: 'Ella and Nine Arch Bridge' },
  'Mirissa Beach': /*i18n*/ { id: 'Mirissa Beach' },
  'Nuwara Eliya (Little England)': /*i18n*/ { id: 'Nuwara Eliya (Little England)' },
  'Dambulla Cave Temple': /*i18n*/ { id: 'Dambulla Cave Temple' },
  'Polonnaruwa Ancient City': /*i18n*/ { id: 'Polonnaruwa Ancient City' },
  'Trincomalee Beaches': /*i18n*/ { id: 'Trincomalee Beaches' },
  'Anuradhapura Sacred City': /*i18n*/ { id: 'Anuradhapura Sacred City' },
  "Adam's Peak": /*i18n*/ { id: "Adam's Peak" },
  'Arugam Bay': /*i18n*/ { id: 'Arugam Bay' },
  'Horton Plains National Park': /*i18n*/ { id: 'Horton Plains National Park' },
  'Udawalawe National Park': /*i18n*/ { id: 'Udawalawe National Park' },
  'Multiple destinations': /*i18n*/ { id: 'Multiple destinations' },
  'Not sure yet': /*i18n*/ { id: 'Not sure yet' },
} satisfies Record<
  (typeof TOUR_DURATIONS)[number] | (typeof BOOKING_DESTINATIONS)[number],
  MessageDescriptor
>;

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const MESSAGE_PAIRS: MessagePairs = [
  ...messagePairs(BOOKING_MESSAGES, BOOKING_MESSAGE_DESCRIPTORS),
  ...Object.entries(BOOKING_CHOICE_DESCRIPTORS),
];
