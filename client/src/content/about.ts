import { BRAND } from './brand';
import type { PageIconName } from './page-icon-names';
import { cardPicture, type Picture } from './picture';

/** What the About page says. Every picture can be replaced with the company's own photos. */

export const ABOUT_HERO = {
  eyebrow: `About ${BRAND.name}`,
  title: 'About Us',
  lead: 'A small team of Sri Lankan guides sharing the island we grew up on, one unhurried journey at a time.',
  picture: {
    src: '/images/about/adams-peak-dawn.svg',
    alt: '',
    width: 1600,
    height: 700,
  } satisfies Picture,
};

export const ABOUT_STORY = {
  eyebrow: 'Our story',
  title: 'Named after the island’s oldest nickname',
  paragraphs: [
    'Serendib is what Arab and Persian sailors called Sri Lanka more than a thousand years ago, and it gave English the word serendipity: finding wonderful things you were not looking for. That is the journey we want for every guest.',
    'We started as licensed guides in Kandy, taking travellers beyond the crowded viewpoints: to village kitchens, forest hermitages and tea estates where families have worked for generations. Word spread, and the guides who joined us share the same habits: patience, honesty and a love of showing people home.',
    'Today we plan private tours across the whole island, from the ancient cities of the north to the beaches of the south, and we still answer every message ourselves.',
  ],
  picture: cardPicture('/images/home/tea-pluckers.svg', 'Tea pluckers at work on a green hillside'),
};

export const ABOUT_GALLERY: Picture[] = [
  cardPicture('/images/home/sigiriya.svg', 'Sigiriya rock fortress at sunset'),
  cardPicture('/images/home/stilt-fishermen.svg', 'Stilt fishermen in the surf near Galle'),
  cardPicture('/images/home/elephants.svg', 'Elephants beside a lake at dusk'),
  cardPicture('/images/home/temple-of-the-tooth.svg', 'The Temple of the Tooth in Kandy'),
];

export const ABOUT_VISION = {
  eyebrow: 'Our vision',
  title: 'Travel that leaves the island better',
  text: 'We want every journey to leave something behind: income for the family guesthouse, respect for the temple and the village, and space for the elephants and leopards to stay wild. Travellers go home with stories; the places they visited keep their character.',
  linkLabel: 'Join Our Journey',
};

export interface CoreValue {
  icon: PageIconName;
  title: string;
  text: string;
}

export const CORE_VALUES: CoreValue[] = [
  {
    icon: 'heart',
    title: 'Passion',
    text: 'We guide because we love this island, and it shows in every story we tell on the road.',
  },
  {
    icon: 'gem',
    title: 'Authenticity',
    text: 'Real places, real food and real people, not a show put on for visitors.',
  },
  {
    icon: 'leaf',
    title: 'Sustainability',
    text: 'Local stays, fair wages and wildlife watched from a respectful distance.',
  },
  {
    icon: 'star',
    title: 'Excellence',
    text: 'Careful planning, safe driving and attention to detail from the first message to the last day.',
  },
];

export const TEAM_MEMBER = {
  name: 'Chaminda Perera',
  role: 'Founder and lead guide',
  bio: 'A national tourist guide licensed by the Sri Lanka Tourism Development Authority, Chaminda has guided travellers from more than forty countries. He speaks English and German, and knows the back roads of the hill country by heart.',
  picture: {
    src: '/images/about/team-guide.svg',
    alt: 'Portrait of Chaminda Perera',
    width: 480,
    height: 480,
  } satisfies Picture,
};
