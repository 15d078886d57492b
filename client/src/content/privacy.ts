import { ENQUIRY_RETENTION_DEFAULT_MONTHS } from '@shared/booking-options';
import { BRAND, CONTACT } from './brand';
import { CONTACT_HERO } from './contact';

export const PRIVACY_HERO = {
  eyebrow: BRAND.name,
  title: 'Privacy Notice',
  lead: 'What we keep about you, why we keep it, for how long, and whom to ask.',
  // The coast of the Contact page: this page, too, is about how to reach us.
  picture: CONTACT_HERO.picture,
};

export interface PrivacySection {
  id: string;
  heading: string;
  intro?: string;
  points: string[];
}

/**
 * The notice as the site keeps data: every period here is one the server enforces (the enquiry
 * retention, the reset links, the rate-limit windows) or an action the profile offers.
 */
export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: 'privacy-who',
    heading: 'Who we are',
    points: [
      `${BRAND.name}, ${CONTACT.address}, decides what this site keeps about you and answers for it.`,
      `Ask us anything about your data at ${CONTACT.email} or on ${CONTACT.phone}.`,
    ],
  },
  {
    id: 'privacy-what',
    heading: 'What we keep and why',
    points: [
      'Your guide request (the Request Your Guide form): your name, email, phone number, tour date, group size, tour length, destination and message, to plan your tour and answer you. Our team receives it by email, and you receive a confirmation.',
      'Your account: your name, email and country, to sign you in and show your name on your reviews. Your password is stored only as a one-way hash that nobody, us included, can read back; so are the answers to your security questions, if you set them.',
      'Your reviews: the name, rating, comment and place you enter and the photos you add, which everyone can see on the site. We remove location and camera details from photos as they are uploaded.',
      'To stop abuse, we count sign-in attempts and sent forms per network address; the counters expire within a day. Our server logs record which page or service was asked for and when, never what you typed.',
    ],
  },
  {
    id: 'privacy-how-long',
    heading: 'How long we keep it',
    points: [
      `Guide requests: your name, email, phone number and message are erased ${ENQUIRY_RETENTION_DEFAULT_MONTHS} months after the tour date. We keep the anonymous rest (reference, dates, destination, group size and status) as the record of our business.`,
      'Your account and reviews: until you delete your account from your profile, which removes your profile, your reviews and their photos at once. A request you sent while signed in stays, no longer linked to you, until its details are erased as above.',
      'Password reset links work for 10 minutes, and each can be used once.',
    ],
  },
  {
    id: 'privacy-who-sees',
    heading: 'Who sees it',
    points: [
      'Our tour guides, to answer your request and look after your tour.',
      'The email service that delivers our messages to you and to us.',
      'We do not sell your data or share it for advertising.',
    ],
  },
  {
    id: 'privacy-rights',
    heading: 'Your rights',
    points: [
      'Download everything we keep about your account from your profile: Download My Data gives you your account, your reviews with links to their photos and the requests you sent while signed in, as one file.',
      'Correct your name and country in your profile, or delete your account there.',
      `For anything else (a request you sent without an account, a correction, an objection, or erasure before the time above) write to ${CONTACT.email}; we answer within one month. You may also complain to the data-protection authority where you live.`,
    ],
  },
];
