import { BRAND_NAME, BUSINESS_EMAIL } from '@shared/brand';

/** The company's name, contact details and social links: set here once, used everywhere. */
export const BRAND = {
  name: BRAND_NAME,
  tagline: 'Guided tours of Sri Lanka with certified local guides',
  footerBlurb:
    'Private, unhurried journeys through Sri Lanka with certified local guides who know every temple, tea estate and hidden beach by heart.',
  designer: 'Serendib Trails Studio',
} as const;

/** The office address in its parts, as search engines and maps read it. */
export const POSTAL_ADDRESS = {
  street: 'No. 12, Temple Road',
  locality: 'Kandy',
  postalCode: '20000',
  country: 'Sri Lanka',
  countryCode: 'LK',
} as const;

export const CONTACT = {
  email: BUSINESS_EMAIL,
  emailHref: `mailto:${BUSINESS_EMAIL}`,
  phone: '+94 77 123 4567',
  phoneHref: 'tel:+94771234567',
  whatsapp: '+94 77 123 4567',
  whatsappHref: 'https://wa.me/94771234567',
  address: `${POSTAL_ADDRESS.street}, ${POSTAL_ADDRESS.locality} ${POSTAL_ADDRESS.postalCode}, ${POSTAL_ADDRESS.country}`,
  replyPromise: 'We reply within 24 hours',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/serendibtrails' },
  { name: 'Instagram', href: 'https://www.instagram.com/serendibtrails' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@serendibtrails' },
  { name: 'WhatsApp', href: CONTACT.whatsappHref },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];
