import type { Country } from '@lanka-tours/shared/countries';
import type { BookingStatus } from '@lanka-tours/shared/booking-options';

/**
 * What `npm run demo` puts on the site. Travellers write at example.com (RFC 2606: never a real
 * mailbox); photos are the site's own illustrations (client/public/images), named from there.
 */
export interface DemoTraveller {
  name: string;
  email: string;
  country: Country;
  review: { rating: number; location: string; comment: string; photos: string[] };
}

export interface DemoAlbum {
  title: string;
  location: string;
  date: string;
  description: string;
  photos: { artwork: string; caption: string }[];
}

export interface DemoEnquiry {
  /** The booking's idempotency key: it makes the enquiry once, however often the demo runs. */
  key: string;
  name: string;
  email: string;
  phone: string;
  /** The tour date, this many days after the day the demo first runs. */
  daysAhead: number;
  groupSize: string;
  duration: string;
  destination: string;
  message: string;
  status: BookingStatus;
  /** Sent by the first traveller while signed in, so it shows on their profile. */
  signedIn?: boolean;
}

export const DEMO_GUIDE_NAME = 'Nuwan Perera';

export const DEMO_TRAVELLERS: DemoTraveller[] = [
  {
    name: 'Amelia Hart',
    email: 'amelia.hart@example.com',
    country: 'United Kingdom',
    review: {
      rating: 5,
      location: 'London, UK',
      comment:
        'Our guide timed the Nine Arch Bridge perfectly: we watched the blue train cross with hardly anyone else around. The tea estate walk near Ella was the highlight for my parents.',
      photos: ['attractions/ella-nine-arch.svg', 'home/tea-pluckers.svg'],
    },
  },
  {
    name: 'Lukas Meyer',
    email: 'lukas.meyer@example.com',
    country: 'Germany',
    review: {
      rating: 5,
      location: 'Munich, Germany',
      comment:
        'We climbed Sigiriya at seven in the morning, before the heat and the crowds. Our guide knew every fresco and every story. Well organised from the airport pickup to the last day.',
      photos: ['attractions/sigiriya-lion-gate.svg', 'attractions/sigiriya-summit.svg'],
    },
  },
  {
    name: 'Sophie Martin',
    email: 'sophie.martin@example.com',
    country: 'France',
    review: {
      rating: 4,
      location: 'Lyon, France',
      comment:
        'Galle Fort at sunset was magical. One transfer ran late because of traffic, but the team kept us informed the whole way.',
      photos: ['attractions/galle-lighthouse.svg'],
    },
  },
  {
    name: 'Hiroshi Tanaka',
    email: 'hiroshi.tanaka@example.com',
    country: 'Japan',
    review: {
      rating: 5,
      location: 'Osaka, Japan',
      comment:
        'A leopard on our second safari in Yala! The driver was patient and quiet, and lunch at the lodge by the lagoon was excellent.',
      photos: ['attractions/yala-leopard.svg', 'attractions/yala-lagoon.svg'],
    },
  },
  {
    name: 'Emily Chen',
    email: 'emily.chen@example.com',
    country: 'Australia',
    review: {
      rating: 5,
      location: 'Melbourne, Australia',
      comment:
        'Whale watching from Mirissa: two blue whales and a pod of spinner dolphins. Our guide found us a smaller boat, so we were never crowded at the rail.',
      photos: ['home/whale-watching.svg', 'attractions/mirissa-parrot-rock.svg'],
    },
  },
  {
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    country: 'Italy',
    review: {
      rating: 4,
      location: 'Milan, Italy',
      comment:
        "The evening ceremony at Kandy's Temple of the Tooth was very moving. Our hotel was a little far from the lake, but quiet and comfortable.",
      photos: ['attractions/kandy-temple.svg'],
    },
  },
  {
    name: 'Olivia Johnson',
    email: 'olivia.johnson@example.com',
    country: 'United States',
    review: {
      rating: 5,
      location: 'Seattle, USA',
      comment:
        "The night climb of Adam's Peak was tough, but the sunrise and the peak's shadow on the clouds were unforgettable. Our guide carried spare torches and a flask of tea.",
      photos: ['attractions/adams-peak-summit.svg', 'attractions/adams-peak-shadow.svg'],
    },
  },
  {
    name: 'Lars Andersson',
    email: 'lars.andersson@example.com',
    country: 'Sweden',
    review: {
      rating: 5,
      location: 'Stockholm, Sweden',
      comment:
        'Cycling between the ruins of Polonnaruwa with a guide who studied archaeology: the best day of our trip.',
      photos: ['attractions/polonnaruwa-gal-vihara.svg', 'attractions/polonnaruwa-vatadage.svg'],
    },
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    country: 'India',
    review: {
      rating: 5,
      location: 'Bengaluru, India',
      comment:
        'The Dambulla caves were breathtaking, and the plan had just the right pace for my mother, who is 78.',
      photos: ['attractions/dambulla-golden-temple.svg'],
    },
  },
  {
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    country: 'South Korea',
    review: {
      rating: 4,
      location: 'Seoul, South Korea',
      comment:
        'Surf lessons in Arugam Bay for complete beginners, and a lagoon safari at dusk as a surprise. The drive to the east coast is long: plan a stop on the way.',
      photos: ['attractions/arugam-main-point.svg', 'attractions/arugam-lagoon.svg'],
    },
  },
  {
    name: 'Noah Williams',
    email: 'noah.williams@example.com',
    country: 'Canada',
    review: {
      rating: 5,
      location: 'Toronto, Canada',
      comment:
        "Cool air in Nuwara Eliya, a tea factory tour, then World's End in Horton Plains just before the mist rolled in.",
      photos: ['attractions/nuwara-eliya-tea-factory.svg', 'attractions/horton-worlds-end.svg'],
    },
  },
  {
    name: 'Ana García',
    email: 'ana.garcia@example.com',
    country: 'Spain',
    review: {
      rating: 5,
      location: 'Valencia, Spain',
      comment:
        'Snorkelling with reef sharks at Pigeon Island, then Koneswaram temple on its cliff. Thank you for a perfect honeymoon!',
      photos: [
        'attractions/trincomalee-pigeon-island.svg',
        'attractions/trincomalee-koneswaram.svg',
      ],
    },
  },
];

export const DEMO_ALBUMS: DemoAlbum[] = [
  {
    title: 'Cultural Triangle in Five Days',
    location: 'Sigiriya, Dambulla and Polonnaruwa',
    date: '2026-03-14',
    description:
      'Rock fortresses, cave temples and royal cities with a family of four from Hamburg.',
    photos: [
      {
        artwork: 'attractions/sigiriya-water-gardens.svg',
        caption: 'Morning over the water gardens',
      },
      { artwork: 'attractions/sigiriya-frescoes.svg', caption: 'The cloud maidens of Sigiriya' },
      { artwork: 'attractions/pidurangala-summit.svg', caption: 'Sunrise from Pidurangala rock' },
      {
        artwork: 'attractions/dambulla-divine-king.svg',
        caption: 'Inside the Cave of the Divine King',
      },
      { artwork: 'attractions/polonnaruwa-palace.svg', caption: 'The royal palace of Polonnaruwa' },
      { artwork: 'attractions/anuradhapura-ruwanwelisaya.svg', caption: 'Ruwanwelisaya at dusk' },
    ],
  },
  {
    title: 'Hill Country by Train',
    location: 'Kandy, Nuwara Eliya and Ella',
    date: '2026-05-02',
    description: 'Tea country at the pace of the blue train, with a walking group from Zurich.',
    photos: [
      {
        artwork: 'attractions/kandy-peradeniya.svg',
        caption: 'Giant bamboo in the Peradeniya gardens',
      },
      { artwork: 'attractions/nuwara-eliya-gregory-lake.svg', caption: 'Boats on Gregory Lake' },
      { artwork: 'attractions/nuwara-eliya-hakgala.svg', caption: 'Roses at Hakgala' },
      { artwork: 'attractions/ella-rock.svg', caption: 'On the trail to Ella Rock' },
      {
        artwork: 'attractions/ella-little-adams-peak.svg',
        caption: "Little Adam's Peak at golden hour",
      },
      { artwork: 'attractions/ella-ravana-falls.svg', caption: 'Ravana Falls after the rains' },
    ],
  },
  {
    title: 'South Coast Whales and Forts',
    location: 'Galle and Mirissa',
    date: '2026-08-20',
    description: 'Ramparts, stilt fishermen and a morning at sea with two couples from Sydney.',
    photos: [
      { artwork: 'attractions/galle-church.svg', caption: 'The Dutch Reformed Church, Galle Fort' },
      { artwork: 'attractions/galle-ramparts.svg', caption: 'Walking the ramparts at sunset' },
      { artwork: 'home/stilt-fishermen.svg', caption: 'Stilt fishermen at Koggala' },
      { artwork: 'attractions/mirissa-coconut-hill.svg', caption: 'Coconut Tree Hill' },
      { artwork: 'attractions/mirissa-secret-beach.svg', caption: 'Secret Beach, Mirissa' },
      { artwork: 'home/whale-watching.svg', caption: 'A blue whale surfaces off Mirissa' },
    ],
  },
];

export const DEMO_ENQUIRIES: DemoEnquiry[] = [
  {
    key: 'demo-enquiry-hill-country-family',
    name: 'Amelia Hart',
    email: 'amelia.hart@example.com',
    phone: '+44 20 7946 0321',
    daysAhead: 45,
    groupSize: '3-5',
    duration: '8-13 days',
    destination: 'Multiple destinations',
    message:
      "We'd love the hill country by train again, this time with my sister's family: two children aged 8 and 11.",
    status: 'contacted',
    signedIn: true,
  },
  {
    key: 'demo-enquiry-yala-honeymoon',
    name: 'Thomas Becker',
    email: 'thomas.becker@example.com',
    phone: '+49 30 5550 1884',
    daysAhead: 21,
    groupSize: '1-2',
    duration: '4-7 days',
    destination: 'Yala National Park',
    message: 'Our honeymoon: two safaris, then a few quiet days on a beach nearby.',
    status: 'new',
  },
  {
    key: 'demo-enquiry-sigiriya-retreat',
    name: 'Grace Okafor',
    email: 'grace.okafor@example.com',
    phone: '+1 415 555 0142',
    daysAhead: 70,
    groupSize: '6-10',
    duration: '2-3 days',
    destination: 'Sigiriya Rock Fortress',
    message: 'A team retreat. Could you arrange an early climb and a Sri Lankan cooking class?',
    status: 'confirmed',
  },
  {
    key: 'demo-enquiry-galle-day-trip',
    name: 'Kenji Watanabe',
    email: 'kenji.watanabe@example.com',
    phone: '+81 3 5555 0199',
    daysAhead: 120,
    groupSize: '1-2',
    duration: '1 day',
    destination: 'Galle Fort',
    message: 'A day trip from Colombo with time for photographs.',
    status: 'new',
  },
];
