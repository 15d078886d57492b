import { lines, linkAddress, SERVICE_ICONS, slug } from './common-fields';
import { choice, code, list, markdown, number, object, optional, picture, text } from './fields';
import { SOCIAL_NETWORKS } from './pages';

const email = (label = 'Email') =>
  code({ label, pattern: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, shape: 'an email address' });
const phone = (label = 'Phone') =>
  code({ label, pattern: /^\+?\d[\d ]{5,19}$/, shape: 'a phone number such as +94 77 123 4567' });

const rate = (label: string) => number({ label, min: 0.001, max: 100000 });

/** The company's name, addresses, links and exchange rates: set once, used on every page. */
export const brandSchema = object({
  name: text(),
  tagline: text(),
  footerBlurb: text(),
  designer: text(),
  postalAddress: object({
    street: text(),
    locality: text(),
    postalCode: text(),
    country: text(),
    countryCode: code({ pattern: /^[A-Z]{2}$/, shape: 'two capital letters' }),
  }),
  contact: object({
    email: email(),
    emailHref: linkAddress('Email link'),
    phone: phone(),
    phoneHref: linkAddress('Phone link'),
    whatsapp: phone('WhatsApp'),
    whatsappHref: linkAddress('WhatsApp link'),
    address: text(),
    replyPromise: text(),
  }),
  socialLinks: list(
    object({ name: choice(SOCIAL_NETWORKS), href: linkAddress() }, { label: 'Social link' }),
    { min: 0, max: 10 },
  ),
  /** The destinations the footer names. */
  footerDestinations: lines('Destination', 10),
  /** What one US dollar is worth, for the tours' prices estimated in other currencies. */
  exchangeRates: object(
    {
      EUR: rate('Euros per US dollar'),
      GBP: rate('Pounds sterling per US dollar'),
      LKR: rate('Sri Lankan rupees per US dollar'),
      RUB: rate('Russian roubles per US dollar'),
      CNY: rate('Chinese yuan per US dollar'),
    },
    { label: 'Exchange rates for price estimates' },
  ),
});

export const faqItemSchema = object({
  id: slug(),
  question: text(),
  answer: markdown(),
  /** Shown as a list under the answer. */
  points: optional(lines('Point', 20)),
});

export const serviceCardSchema = object({
  id: slug(),
  title: text(),
  description: text(),
  icon: choice(SERVICE_ICONS),
  features: lines('Feature', 12),
});

export const teamMemberSchema = object({
  id: slug(),
  name: text(),
  role: text(),
  bio: text(),
  picture: picture(),
  phone: phone(),
  email: email(),
});
