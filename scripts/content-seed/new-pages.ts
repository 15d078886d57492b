// The terms and the imprint, written for the company from its brand details (brand.ts).
import { BRAND, CONTACT, POSTAL_ADDRESS } from '../../client/src/content/brand';
import { CONTACT_HERO } from '../../client/src/content/contact';
import { TEAM_MEMBER } from '../../client/src/content/about';

export const TERMS_PAGE = {
  slug: 'terms',
  hero: {
    eyebrow: BRAND.name,
    title: 'Terms of Service',
    lead: 'How a guide request becomes a tour, what it costs to change or cancel it, and what we promise each other.',
    picture: CONTACT_HERO.picture,
  },
  sections: [
    {
      id: 'terms-requests',
      heading: 'Requests and bookings',
      points: [
        'A guide request sent through this site is an enquiry, not a booking. We answer it within 24 hours with a proposed itinerary and a price.',
        'Your tour is booked once you have accepted our written offer and we have confirmed it to you in writing.',
        'Prices are quoted per person in US dollars and include what the offer lists; entrance fees, meals and tips are extra unless it says otherwise.',
      ],
    },
    {
      id: 'terms-cancellation',
      heading: 'Changes and cancellation',
      intro:
        'You may cancel a confirmed tour at any time. What we refund depends on how long before the tour starts you cancel:',
      points: [
        '14 or more days before: a full refund, minus processing fees.',
        '7 to 13 days before: a 50% refund.',
        'Less than 7 days before: no refund.',
      ],
    },
    {
      id: 'terms-on-tour',
      heading: 'On the road',
      points: [
        'Our guides are licensed by the Sri Lanka Tourism Development Authority. Follow their advice on safety, at temples and near wildlife.',
        'Weather, road closures or events we cannot control may change the day’s plan; your guide will offer the best alternative.',
        'Please carry travel insurance that covers medical care and cancellation.',
      ],
    },
    {
      id: 'terms-site',
      heading: 'This website',
      points: [
        'Reviews and photos you post must be your own and about your own journey; we remove anything unlawful, offensive or unrelated.',
        'The texts, illustrations and photos of this site belong to us or to the guests who shared them; please ask before using them elsewhere.',
        `These terms are governed by the laws of ${POSTAL_ADDRESS.country}. Questions: ${CONTACT.email} or ${CONTACT.phone}.`,
      ],
    },
  ],
};

export const IMPRINT_PAGE = {
  slug: 'imprint',
  hero: {
    eyebrow: BRAND.name,
    title: 'Imprint',
    lead: 'Who runs this site and how to reach us.',
    picture: CONTACT_HERO.picture,
  },
  sections: [
    {
      id: 'imprint-company',
      heading: 'The company',
      points: [BRAND.name, CONTACT.address],
    },
    {
      id: 'imprint-contact',
      heading: 'Contact',
      points: [
        `Email: ${CONTACT.email}`,
        `Phone and WhatsApp: ${CONTACT.phone}`,
        CONTACT.replyPromise,
      ],
    },
    {
      id: 'imprint-responsible',
      heading: 'Responsible for the content',
      points: [`${TEAM_MEMBER.name}, ${TEAM_MEMBER.role.toLowerCase()}, at the address above.`],
    },
    {
      id: 'imprint-design',
      heading: 'Design and pictures',
      points: [
        `Site and illustrations: ${BRAND.designer}.`,
        'Photos in the tour albums and reviews: the guides and guests who took them.',
      ],
    },
  ],
};
