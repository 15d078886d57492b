import { CONTACT } from '../../content/brand';
import type { DestinationInput, FaqInput, TourPlanInput } from './structured-data';

/**
 * The content that the structured data and the sitemap describe. Each list is what a page shows:
 * the tour plans on /services, the destinations on /gallery, the questions on /contact. The
 * prerenderer alone reads it, so it adds nothing to the JavaScript the browser downloads.
 */
export interface SearchContent {
  tourPlans: readonly TourPlanInput[];
  destinations: readonly DestinationInput[];
  faqs: readonly FaqInput[];
}

const CULTURAL_TRIANGLE: TourPlanInput = {
  days: 3,
  title: 'Cultural Triangle Explorer',
  subtitle: 'Sigiriya, Dambulla and Kandy at an easy pace',
  image: '/social-card.png',
  highlights: [
    'Day 1: Airport or Colombo to Sigiriya',
    'Sunset climb of Pidurangala Rock, facing Sigiriya',
    'Day 2: Sigiriya Rock Fortress at opening time',
    'Dambulla Cave Temple and its painted shrines',
    'Day 3: Spice garden in Matale on the way to Kandy',
    'Temple of the Sacred Tooth Relic and the evening puja',
    'Kandyan dance performance',
  ],
};

const SIGIRIYA: DestinationInput = {
  name: 'Sigiriya Rock Fortress',
  description:
    'A fifth-century royal citadel on a 200-metre rock, with frescoes, the Mirror Wall, the Lion Gate and water gardens at its foot. A UNESCO World Heritage Site.',
  image: '/social-card.png',
  location: 'Central Province',
  lat: 7.957,
  lon: 80.7603,
};

const TEMPLE_OF_THE_TOOTH: DestinationInput = {
  name: 'Temple of the Sacred Tooth Relic, Kandy',
  description:
    'The temple in the royal palace complex of Kandy that keeps the relic of the tooth of the Buddha, the heart of the Esala Perahera festival.',
  image: '/social-card.png',
  location: 'Kandy',
  lat: 7.2936,
  lon: 80.6413,
};

export const SEARCH_CONTENT: SearchContent = {
  tourPlans: [CULTURAL_TRIANGLE],
  destinations: [SIGIRIYA, TEMPLE_OF_THE_TOOTH],
  faqs: [
    {
      question: 'How far ahead should I book my tour?',
      answer:
        'For the December to March peak season, book 4 to 6 weeks ahead; at other times of year, 2 to 3 weeks is usually enough.',
    },
    {
      question: 'What is your cancellation policy?',
      answer:
        'Cancel 14 or more days before the tour for a full refund minus processing fees, 7 to 13 days before for a 50% refund; within 7 days there is no refund.',
    },
    {
      question: 'How soon will you reply to my request?',
      answer: `Within 24 hours. For anything urgent, call or message us on WhatsApp at ${CONTACT.whatsapp}.`,
    },
  ],
};
