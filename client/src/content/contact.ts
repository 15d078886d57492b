import { CONTACT, SOCIAL_LINKS, type SocialNetwork } from './brand';
import type { Picture } from './picture';

/** What the Contact page says; the addresses themselves come from brand.ts. */

export const CONTACT_HERO = {
  eyebrow: 'We reply within 24 hours',
  title: 'Contact Us',
  lead: 'Questions, ideas or a trip to plan: write, call or message us and a local guide will answer.',
  picture: {
    src: '/images/contact/coast-sunset.svg',
    alt: '',
    width: 1600,
    height: 700,
  } satisfies Picture,
};

export type ContactChannel = 'Email' | SocialNetwork;

export interface ContactCard {
  channel: ContactChannel;
  detail: string;
  href: string;
}

function socialHref(name: SocialNetwork): string {
  return SOCIAL_LINKS.find((link) => link.name === name)?.href ?? '';
}

export const CONTACT_CARDS: ContactCard[] = [
  { channel: 'Email', detail: CONTACT.email, href: CONTACT.emailHref },
  { channel: 'Facebook', detail: 'News and photos from our tours', href: socialHref('Facebook') },
  { channel: 'TikTok', detail: 'Short films from the road', href: socialHref('TikTok') },
  { channel: 'WhatsApp', detail: CONTACT.whatsapp, href: CONTACT.whatsappHref },
];

export const BOOKING_BENEFITS = [
  'Certified local guides who know every region',
  'An itinerary personalised to your interests and pace',
  'Hidden gems beyond the usual tourist trail',
  'Support for local communities on every tour',
  'A reply from a real guide within 24 hours',
];

export const WHATSAPP_ALTERNATIVE = {
  title: 'Prefer WhatsApp?',
  text: 'Send us your dates, group size and the places you dream of, and we will plan with you right there in the chat.',
  linkLabel: 'Chat on WhatsApp',
};

/** Our Kandy office, for the country map. */
export const OFFICE_COORDINATES = { lat: 7.2936, lon: 80.6413 };

export const FIND_US = {
  title: 'Based in Kandy, at the heart of the island',
  text: 'Kandy sits in the hills at the centre of Sri Lanka, about three hours from the international airport. Our guides meet you at the airport, your hotel or wherever your journey begins.',
};
