import { BRAND } from './brand';
import { cardPicture, type Picture } from './picture';
import type { PageIconName } from './page-icon-names';

/** Everything Home shows, in the order it shows it. Every picture can be replaced. */

const HOME_IMAGES = '/images/home';
const picture = (file: string, alt: string) => cardPicture(`${HOME_IMAGES}/${file}`, alt);

const SIGIRIYA = picture(
  'sigiriya.svg',
  'Sigiriya rock fortress rising above the jungle at sunset',
);
const TEMPLE_OF_THE_TOOTH = picture(
  'temple-of-the-tooth.svg',
  'The golden-roofed Temple of the Tooth beside Kandy Lake',
);
const NINE_ARCH_BRIDGE = picture(
  'nine-arch-bridge.svg',
  'A blue train crossing the Nine Arch Bridge between green hills',
);
const GALLE_FORT = picture(
  'galle-fort.svg',
  'The white lighthouse on the ramparts of Galle Fort by the sea',
);
const YALA = picture('yala-leopard.svg', 'A leopard resting on a rock in Yala National Park');
const MIRISSA = picture('mirissa.svg', 'Palm trees leaning over the bay at Mirissa beach');
const ANCIENT_STUPA = picture('ancient-stupa.svg', 'A great white stupa in an ancient city');
const TEA_COUNTRY = picture(
  'tea-pluckers.svg',
  'Tea pluckers among rows of tea bushes in the hill country',
);
const ELEPHANTS = picture('elephants.svg', 'A mother elephant and her calf by a lake');
const WHALE = picture(
  'whale-watching.svg',
  'A blue whale diving beside a boat off the south coast',
);

export interface HomeHero {
  eyebrow: string;
  title: string;
  lead: string;
  /** Shown at once, and for good when the video does not play. */
  poster: Picture;
  /** The looping background film; without it the poster stands alone. */
  video?: { src: string; type: string };
}

export const HOME_HERO: HomeHero = {
  eyebrow: 'Ayubowan, welcome to Sri Lanka',
  title: 'Discover Sri Lanka with Local Guides',
  lead: 'Rock fortresses, misty tea country and palm-fringed bays, explored at your own pace with a certified guide who calls this island home.',
  poster: {
    src: `${HOME_IMAGES}/hero-poster.svg`,
    alt: '',
    width: 1600,
    height: 900,
  },
  video: { src: '/video/hero.mp4', type: 'video/mp4' },
};

export const WELCOME = {
  eyebrow: `Welcome to ${BRAND.name}`,
  title: 'Your island, your pace, your guide',
  paragraphs: [
    'Sri Lanka packs ancient kingdoms, cloud forests, wild national parks and golden beaches into an island you can cross in a day. Seeing it well takes someone who knows which road floods in the monsoon, when the temple drums begin and where the leopards rest at noon.',
    'Our certified local guides plan every journey around you: private, unhurried and honest, with fair prices paid to the communities you visit.',
  ],
  linkLabel: 'Discover our services',
  picture: picture('stilt-fishermen.svg', 'Stilt fishermen on their poles in the surf at sunset'),
};

export interface HomeService {
  icon: PageIconName;
  title: string;
  text: string;
}

export const HOME_SERVICES: HomeService[] = [
  {
    icon: 'compass',
    title: 'Customized Tours',
    text: 'Itineraries built around your dates, interests and budget, from a day in Kandy to two weeks around the island.',
  },
  {
    icon: 'guide',
    title: 'Expert Local Guides',
    text: 'Licensed guides who grew up here and share the history, food and stories behind every stop.',
  },
  {
    icon: 'leaf',
    title: 'Sustainable Tourism',
    text: 'Small groups, family-run stays and ethical wildlife viewing that keep the benefits in local hands.',
  },
  {
    icon: 'support',
    title: '24/7 Support',
    text: 'Someone to call at any hour, day or night, from the moment you land until your flight home.',
  },
];

export interface CarouselSlide {
  id: string;
  title: string;
  place: string;
  text: string;
  picture: Picture;
}

export const CAROUSEL_SLIDES: CarouselSlide[] = [
  {
    id: 'sigiriya',
    title: 'Sigiriya Rock Fortress',
    place: 'Matale District, Central Province',
    text: 'A fifth-century royal citadel on a sheer rock nearly 200 metres high, with painted maidens, the Mirror Wall and giant lion paws guarding the final climb.',
    picture: SIGIRIYA,
  },
  {
    id: 'kandy',
    title: 'Temple of the Tooth',
    place: 'Kandy, Central Province',
    text: 'Sri Dalada Maligawa, the lakeside temple that guards the sacred tooth relic of the Buddha. Come for the evening puja, when drums and lotus offerings fill the halls.',
    picture: TEMPLE_OF_THE_TOOTH,
  },
  {
    id: 'ella',
    title: 'Nine Arch Bridge',
    place: 'Ella, Uva Province',
    text: 'A colonial-era viaduct of stone and brick curving through jungle and tea near Demodara. Time your walk for the blue train rolling across the arches.',
    picture: NINE_ARCH_BRIDGE,
  },
  {
    id: 'galle',
    title: 'Galle Fort',
    place: 'Galle, Southern Province',
    text: 'A UNESCO-listed fortified town built by the Portuguese and the Dutch: ramparts, a lighthouse, quiet lanes of cafés and the best sunsets on the south coast.',
    picture: GALLE_FORT,
  },
  {
    id: 'yala',
    title: 'Yala National Park',
    place: 'Southern and Uva Provinces',
    text: 'Scrub jungle, lagoons and rocky outcrops with one of the highest densities of leopards in the world, as well as elephants, sloth bears and crocodiles.',
    picture: YALA,
  },
];

export interface FeaturedDestination {
  id: string;
  title: string;
  location: string;
  text: string;
  picture: Picture;
}

export const FEATURED_DESTINATIONS: FeaturedDestination[] = [
  {
    id: 'kandy',
    title: 'Kandy',
    location: 'Central Province',
    text: 'The last royal capital, set around a lake in the hills: temples, botanical gardens at Peradeniya and Kandyan dance.',
    picture: TEMPLE_OF_THE_TOOTH,
  },
  {
    id: 'ella',
    title: 'Ella',
    location: 'Uva Province',
    text: 'A cool mountain village of tea estates and waterfalls, with sunrise hikes up Little Adam’s Peak and Ella Rock.',
    picture: NINE_ARCH_BRIDGE,
  },
  {
    id: 'mirissa',
    title: 'Mirissa',
    location: 'Southern Province',
    text: 'A crescent bay of soft sand and palms, and the place to see blue whales between November and April.',
    picture: MIRISSA,
  },
];

export interface Experience {
  title: string;
  text: string;
  picture: Picture;
}

export const EXPERIENCES: Experience[] = [
  {
    title: 'Ancient Cities and Temples',
    text: 'Climb Sigiriya, cycle among the ruins of Polonnaruwa and step into the painted caves of Dambulla.',
    picture: ANCIENT_STUPA,
  },
  {
    title: 'Tea Country by Train',
    text: 'Ride the hill-country line through cloud forest and tea, then taste fresh leaf at a working factory.',
    picture: TEA_COUNTRY,
  },
  {
    title: 'Wildlife Safaris',
    text: 'Leopards in Yala, elephant herds in Udawalawe and Minneriya, tracked from open jeeps by expert rangers.',
    picture: ELEPHANTS,
  },
  {
    title: 'Whales and Beaches',
    text: 'Blue whales and dolphins off Mirissa, surf at Arugam Bay and slow afternoons on the south coast.',
    picture: WHALE,
  },
];

export interface PopularPlan {
  id: string;
  days: number;
  title: string;
  summary: string;
  highlights: string[];
  /** Kept for quotes and offers; the cards deliberately show no price. */
  price: number;
  picture: Picture;
}

export const POPULAR_PLANS: PopularPlan[] = [
  {
    id: 'cultural-triangle-3',
    days: 3,
    title: 'Cultural Triangle Discovery',
    summary: 'Three days among the rock fortresses and sacred cities of the dry zone.',
    highlights: [
      'Sigiriya Rock Fortress at sunrise',
      'Dambulla Cave Temple',
      'Polonnaruwa by bicycle',
    ],
    price: 250,
    picture: SIGIRIYA,
  },
  {
    id: 'hill-country-4',
    days: 4,
    title: 'Kandy and Hill Country Escape',
    summary: 'Temples, tea estates and the most beautiful train ride in Asia.',
    highlights: [
      'Temple of the Tooth and Kandy Lake',
      'Tea factory visit in Nuwara Eliya',
      'Train to Ella and the Nine Arch Bridge',
    ],
    price: 320,
    picture: TEA_COUNTRY,
  },
  {
    id: 'south-coast-5',
    days: 5,
    title: 'Southern Coast and Safari',
    summary: 'Colonial Galle, whale watching and leopards in the wild south.',
    highlights: [
      'Galle Fort walking tour',
      'Whale watching from Mirissa',
      'Jeep safari in Yala National Park',
    ],
    price: 420,
    picture: GALLE_FORT,
  },
];

export type RegionId = 'cultural' | 'hills' | 'beaches' | 'wildlife';

export interface Region {
  id: RegionId;
  tab: string;
  title: string;
  text: string;
  places: string[];
  picture: Picture;
}

export const REGIONS: Region[] = [
  {
    id: 'cultural',
    tab: 'Cultural',
    title: 'The Cultural Triangle',
    text: 'The heartland of ancient Sri Lanka, where kings built rock fortresses, vast reservoirs and stupas taller than the pyramids of their age.',
    places: ['Sigiriya', 'Dambulla', 'Polonnaruwa', 'Anuradhapura'],
    picture: SIGIRIYA,
  },
  {
    id: 'hills',
    tab: 'Hills',
    title: 'The Hill Country',
    text: 'Cool air, emerald tea estates, waterfalls and misty peaks, linked by one of the most scenic railway lines in the world.',
    places: ['Kandy', 'Nuwara Eliya', 'Ella', 'Horton Plains'],
    picture: TEA_COUNTRY,
  },
  {
    id: 'beaches',
    tab: 'Beaches',
    title: 'Beaches and the Coast',
    text: 'Surf breaks, turtle beaches and calm bays: the south and west coasts shine from December to April, the east coast from May to September.',
    places: ['Galle', 'Mirissa', 'Unawatuna', 'Arugam Bay', 'Trincomalee'],
    picture: MIRISSA,
  },
  {
    id: 'wildlife',
    tab: 'Wildlife',
    title: 'Wildlife and National Parks',
    text: 'Leopards, sloth bears, herds of elephants and hundreds of bird species in parks that range from dry scrub to lush wetland.',
    places: ['Yala', 'Udawalawe', 'Minneriya', 'Wilpattu'],
    picture: ELEPHANTS,
  },
];

export const HOW_IT_WORKS = [
  {
    title: 'Tell us your plans',
    text: 'Share your dates, group size and interests through our booking form or on WhatsApp.',
  },
  {
    title: 'Meet your guide',
    text: 'Within 24 hours we match you with a certified guide and send a first itinerary.',
  },
  {
    title: 'Shape the journey',
    text: 'Adjust the days, the pace and the stays together until the plan feels just right.',
  },
  {
    title: 'Travel with confidence',
    text: 'Your guide meets you on arrival and stays with you, with round-the-clock support behind.',
  },
];

export const LETTERHEAD = {
  href: '/letterhead.pdf',
  fileName: 'serendib-trails-letterhead.pdf',
  title: 'Our official letterhead',
  text: 'Need our registered details for a visa application, an employer or your travel insurer? Download our letterhead with our address and contact details.',
};
