/** One way to spend a given number of days; lines starting with 'Day' head a day's itinerary. */
export interface TourOption {
  id: string;
  title: string;
  subtitle: string;
  /** URL of a picture: the default artwork, or the company's own photo. */
  image: string;
  highlights: string[];
}

export interface DayPlan {
  days: number;
  /** The first option is the company's most popular choice for this length. */
  options: TourOption[];
}

export interface ExtendedPlan {
  days: number;
  title: string;
  route: string;
}

export interface PopularPlan {
  days: number;
  title: string;
  description: string;
  image: string;
  highlights: string[];
  /** Starting price in USD per person; kept for quotes, never displayed on the site. */
  price: number;
}

/** Lines a plan card shows before '+ N more highlights...'. */
export const ITINERARY_PREVIEW_LINES = 5;

/** An itinerary line that heads a day, such as 'Day 2: Kandy to Nuwara Eliya'. */
export function isDayHeader(line: string): boolean {
  return line.startsWith('Day');
}

export const TOUR_PLANS: readonly DayPlan[] = [
  {
    days: 1,
    options: [
      {
        id: 'sigiriya-dambulla-day',
        title: 'Sigiriya and Dambulla Day Tour',
        subtitle: 'Lion Rock and the painted caves in one day',
        image: '/images/tours/sigiriya-dambulla-day.svg',
        highlights: [
          'Early climb of Sigiriya Rock Fortress',
          'Frescoes, Mirror Wall and the Lion Gate',
          'Traditional rice and curry lunch in a village',
          'Dambulla Cave Temple and its 150 Buddha statues',
          'Evening return to your hotel',
        ],
      },
      {
        id: 'kandy-city-day',
        title: 'Kandy City Tour',
        subtitle: 'The royal city, its temple and gardens',
        image: '/images/tours/kandy-city-day.svg',
        highlights: [
          'Royal Botanical Gardens, Peradeniya',
          'Gem museum and traditional craft workshops',
          'Walk around Kandy Lake',
          'Evening puja at the Temple of the Tooth',
          'Kandyan cultural dance show',
          'Panorama from the Kandy viewpoint',
        ],
      },
      {
        id: 'galle-day',
        title: 'Galle and the South Coast',
        subtitle: 'Colonial ramparts and golden beaches',
        image: '/images/tours/galle-day.svg',
        highlights: [
          'Sea turtle hatchery at Kosgoda',
          'Madu Ganga river safari through the mangroves',
          'Walking tour of Galle Fort',
          'Sunset on the ramparts by the lighthouse',
        ],
      },
    ],
  },
  {
    days: 2,
    options: [
      {
        id: 'cultural-triangle-2',
        title: 'Cultural Triangle Escape',
        subtitle: 'Ancient cities and wild elephants',
        image: '/images/tours/cultural-triangle-2.svg',
        highlights: [
          'Day 1: Colombo to Sigiriya',
          'Dambulla Cave Temple on the way',
          'Sunset hike up Pidurangala Rock',
          'Day 2: Sigiriya and Polonnaruwa',
          'Sunrise climb of Sigiriya Rock Fortress',
          'Cycling tour of the ruins of Polonnaruwa',
          'Evening jeep safari in Minneriya National Park',
        ],
      },
      {
        id: 'kandy-hills-2',
        title: 'Kandy and the Tea Hills',
        subtitle: 'Temples, tea and mountain air',
        image: '/images/tours/kandy-hills-2.svg',
        highlights: [
          'Day 1: Colombo to Kandy',
          'Pinnawala elephants on the way',
          'Evening puja at the Temple of the Tooth',
          'Day 2: Kandy to Nuwara Eliya',
          'Ramboda Falls and tea plantations',
          'Tea factory tour and tasting',
          'Stroll around Gregory Lake',
        ],
      },
    ],
  },
  {
    days: 3,
    options: [
      {
        id: 'highlights-3',
        title: 'Sri Lanka Highlights',
        subtitle: 'Rock fortress, royal Kandy and the tea country',
        image: '/images/tours/highlights-3.svg',
        highlights: [
          'Day 1: Sigiriya and Dambulla',
          'Climb Sigiriya Rock Fortress',
          'Dambulla Cave Temple',
          'Day 2: Kandy',
          'Spice garden in Matale',
          'Temple of the Tooth and the cultural show',
          'Day 3: Nuwara Eliya',
          'Tea estates, waterfalls and a factory visit',
          'Gregory Lake and the colonial town',
        ],
      },
      {
        id: 'south-coast-3',
        title: 'South Coast Getaway',
        subtitle: 'Forts, whales and beaches',
        image: '/images/tours/south-coast-3.svg',
        highlights: [
          'Day 1: Colombo to Galle',
          'River safari in Bentota',
          'Sunset on the ramparts of Galle Fort',
          'Day 2: Mirissa',
          'Morning whale watching (November to April)',
          'Afternoon at Coconut Tree Hill and the beach',
          'Day 3: Unawatuna',
          'Snorkelling at Jungle Beach',
          'Japanese Peace Pagoda and return to Colombo',
        ],
      },
      {
        id: 'hill-train-3',
        title: 'Hill Country by Train',
        subtitle: 'The most scenic railway in Asia',
        image: '/images/tours/hill-train-3.svg',
        highlights: [
          'Day 1: Kandy',
          'Temple of the Tooth and Peradeniya gardens',
          'Day 2: Train from Kandy to Ella',
          'Seven hours through tea estates and cloud forest',
          'Day 3: Ella',
          'Sunrise at Little Adam’s Peak',
          'Nine Arch Bridge and Ravana Falls',
        ],
      },
    ],
  },
  {
    days: 5,
    options: [
      {
        id: 'classic-5',
        title: 'Classic Sri Lanka',
        subtitle: 'Culture, hills and wildlife',
        image: '/images/tours/classic-5.svg',
        highlights: [
          'Day 1: Airport to Sigiriya',
          'Dambulla Cave Temple',
          'Day 2: Sigiriya and Minneriya',
          'Sigiriya Rock Fortress at sunrise',
          'Elephant safari in Minneriya',
          'Day 3: Kandy',
          'Spice garden and the Temple of the Tooth',
          'Day 4: Nuwara Eliya',
          'Tea factory and Gregory Lake',
          'Day 5: Train to Ella',
          'Nine Arch Bridge and Little Adam’s Peak',
        ],
      },
      {
        id: 'beach-wildlife-5',
        title: 'Beaches and Leopards',
        subtitle: 'Safari in Yala and the southern coast',
        image: '/images/tours/beach-wildlife-5.svg',
        highlights: [
          'Day 1: Colombo to Galle',
          'Galle Fort walking tour',
          'Day 2: Mirissa',
          'Whale watching and beach afternoon',
          'Day 3: Yala',
          'Afternoon leopard safari',
          'Day 4: Yala to Ella',
          'Ravana Falls and Nine Arch Bridge',
          'Day 5: Ella to Colombo',
          'Little Adam’s Peak at sunrise',
        ],
      },
    ],
  },
  {
    days: 6,
    options: [
      {
        id: 'heritage-hills-6',
        title: 'Heritage and Hills',
        subtitle: 'Three World Heritage Sites and the tea country',
        image: '/images/tours/heritage-hills-6.svg',
        highlights: [
          'Day 1: Colombo to Anuradhapura',
          'Sacred Bodhi tree and the great dagobas',
          'Day 2: Sigiriya',
          'Mihintale in the morning, Pidurangala at sunset',
          'Day 3: Sigiriya and Polonnaruwa',
          'Lion Rock and the medieval capital',
          'Day 4: Kandy',
          'Dambulla Cave Temple and the Temple of the Tooth',
          'Day 5: Nuwara Eliya',
          'Tea estates and Hakgala Botanical Garden',
          'Day 6: Horton Plains and return',
          'World’s End at dawn',
        ],
      },
      {
        id: 'east-coast-6',
        title: 'East Coast Summer',
        subtitle: 'Ancient cities and quiet eastern beaches',
        image: '/images/tours/east-coast-6.svg',
        highlights: [
          'Day 1: Colombo to Sigiriya',
          'Dambulla Cave Temple',
          'Day 2: Sigiriya to Trincomalee',
          'Sigiriya Rock and Koneswaram Temple',
          'Day 3: Nilaveli',
          'Snorkelling at Pigeon Island',
          'Day 4: Pasikudah',
          'Swimming in the calm bay',
          'Day 5: Batticaloa',
          'Dutch fort and lagoon canoeing',
          'Day 6: Return via Polonnaruwa',
        ],
      },
    ],
  },
  {
    days: 7,
    options: [
      {
        id: 'grand-loop-7',
        title: 'Grand Island Loop',
        subtitle: 'The essential Sri Lanka in one week',
        image: '/images/tours/grand-loop-7.svg',
        highlights: [
          'Day 1: Airport to Sigiriya',
          'Day 2: Sigiriya Rock and Polonnaruwa',
          'Day 3: Dambulla and Kandy',
          'Day 4: Kandy to Nuwara Eliya via tea estates',
          'Day 5: Scenic train to Ella',
          'Day 6: Yala National Park safari',
          'Day 7: Galle Fort and return to Colombo',
        ],
      },
      {
        id: 'adventure-7',
        title: 'Active Adventure',
        subtitle: 'Hikes, rafting and surf',
        image: '/images/tours/adventure-7.svg',
        highlights: [
          'Day 1: Kitulgala',
          'White-water rafting on the Kelani River',
          'Day 2: Adam’s Peak night climb',
          'Day 3: Horton Plains and World’s End',
          'Day 4: Ella Rock hike',
          'Day 5: Arugam Bay',
          'Surf lesson at Baby Point',
          'Day 6: Kumana safari and lagoon canoeing',
          'Day 7: Return to Colombo',
        ],
      },
      {
        id: 'family-7',
        title: 'Family Discovery',
        subtitle: 'Easy days for all ages',
        image: '/images/tours/family-7.svg',
        highlights: [
          'Day 1: Negombo beach and lagoon',
          'Day 2: Pinnawala and Kandy',
          'Day 3: Kandy gardens and cultural show',
          'Day 4: Sigiriya village tour by bullock cart',
          'Day 5: Minneriya elephant safari',
          'Day 6: Bentota river safari and turtles',
          'Day 7: Beach day and departure',
        ],
      },
    ],
  },
  {
    days: 8,
    options: [
      {
        id: 'culture-coast-8',
        title: 'Culture and Coast',
        subtitle: 'From ancient capitals to the southern sea',
        image: '/images/tours/culture-coast-8.svg',
        highlights: [
          'Day 1: Negombo',
          'Day 2: Anuradhapura sacred city',
          'Day 3: Sigiriya and Pidurangala',
          'Day 4: Polonnaruwa and Minneriya',
          'Day 5: Kandy',
          'Day 6: Train to Ella',
          'Day 7: Yala safari',
          'Day 8: Mirissa beach',
        ],
      },
      {
        id: 'tea-trails-8',
        title: 'Tea Trails and Wildlife',
        subtitle: 'Slow travel through the highlands',
        image: '/images/tours/tea-trails-8.svg',
        highlights: [
          'Day 1: Colombo to Kandy',
          'Day 2: Knuckles Range trek',
          'Day 3: Nuwara Eliya tea estates',
          'Day 4: Horton Plains',
          'Day 5: Ella',
          'Day 6: Udawalawe elephants',
          'Day 7: Sinharaja rainforest',
          'Day 8: Galle Fort',
        ],
      },
    ],
  },
  {
    days: 10,
    options: [
      {
        id: 'complete-10',
        title: 'Complete Sri Lanka',
        subtitle: 'Heritage, hills, wildlife and beaches',
        image: '/images/tours/complete-10.svg',
        highlights: [
          'Day 1: Negombo',
          'Day 2: Anuradhapura',
          'Day 3: Sigiriya and Dambulla',
          'Day 4: Polonnaruwa and Minneriya',
          'Day 5: Kandy',
          'Day 6: Nuwara Eliya',
          'Day 7: Train to Ella',
          'Day 8: Yala National Park',
          'Day 9: Mirissa',
          'Day 10: Galle Fort and departure',
        ],
      },
      {
        id: 'north-east-10',
        title: 'North and East Explorer',
        subtitle: 'Jaffna, Trincomalee and the quiet coasts',
        image: '/images/tours/north-east-10.svg',
        highlights: [
          'Day 1: Colombo to Wilpattu',
          'Day 2: Wilpattu safari',
          'Day 3: Jaffna',
          'Day 4: Jaffna islands and Nallur Kovil',
          'Day 5: Trincomalee',
          'Day 6: Pigeon Island snorkelling',
          'Day 7: Pasikudah',
          'Day 8: Polonnaruwa',
          'Day 9: Sigiriya',
          'Day 10: Kandy and return',
        ],
      },
    ],
  },
  {
    days: 12,
    options: [
      {
        id: 'island-odyssey-12',
        title: 'Island Odyssey',
        subtitle: 'Unhurried circuit of the island',
        image: '/images/tours/island-odyssey-12.svg',
        highlights: [
          'Day 1: Negombo',
          'Day 2: Wilpattu safari',
          'Day 3: Anuradhapura',
          'Day 4: Trincomalee',
          'Day 5: Sigiriya',
          'Day 6: Polonnaruwa',
          'Day 7: Kandy',
          'Day 8: Nuwara Eliya',
          'Day 9: Ella',
          'Day 10: Yala',
          'Day 11: Mirissa',
          'Day 12: Galle and departure',
        ],
      },
    ],
  },
  {
    days: 14,
    options: [
      {
        id: 'ultimate-14',
        title: 'Ultimate Sri Lanka',
        subtitle: 'Two weeks: every region, every highlight',
        image: '/images/tours/ultimate-14.svg',
        highlights: [
          'Day 1: Negombo',
          'Day 2: Anuradhapura',
          'Day 3: Mihintale and Sigiriya',
          'Day 4: Sigiriya Rock and Pidurangala',
          'Day 5: Polonnaruwa and Minneriya',
          'Day 6: Trincomalee',
          'Day 7: Pigeon Island',
          'Day 8: Kandy',
          'Day 9: Nuwara Eliya',
          'Day 10: Horton Plains and Ella',
          'Day 11: Ella',
          'Day 12: Yala',
          'Day 13: Mirissa',
          'Day 14: Galle and departure',
        ],
      },
      {
        id: 'wellness-14',
        title: 'Ayurveda and Slow Travel',
        subtitle: 'Culture and wellbeing at a gentle pace',
        image: '/images/tours/wellness-14.svg',
        highlights: [
          'Day 1: Bentota',
          'Days 2–5: Ayurveda retreat by the river',
          'Day 6: Galle Fort',
          'Day 7: Sinharaja rainforest',
          'Day 8: Ella',
          'Day 9: Nuwara Eliya',
          'Day 10: Kandy',
          'Day 11: Sigiriya',
          'Day 12: Dambulla and village life',
          'Day 13: Negombo',
          'Day 14: Departure',
        ],
      },
    ],
  },
];

export const EXTENDED_PLANS: readonly ExtendedPlan[] = [
  {
    days: 4,
    title: 'Cultural Triangle and Kandy',
    route: 'Sigiriya, Dambulla, Polonnaruwa, Kandy',
  },
  { days: 5, title: 'Hills and Safari', route: 'Kandy, Nuwara Eliya, Ella, Yala' },
  { days: 6, title: 'Heritage and Tea', route: 'Anuradhapura, Sigiriya, Kandy, Nuwara Eliya' },
  { days: 7, title: 'Grand Island Loop', route: 'Sigiriya, Kandy, Ella, Yala, Galle' },
  { days: 8, title: 'Culture and Coast', route: 'Anuradhapura, Sigiriya, Kandy, Ella, Mirissa' },
  {
    days: 10,
    title: 'Complete Sri Lanka',
    route: 'Every region from the ancient cities to the south coast',
  },
  { days: 12, title: 'Island Odyssey', route: 'Wilpattu, Trincomalee, the hills, Yala and Galle' },
  { days: 14, title: 'Ultimate Sri Lanka', route: 'North, east, hills and south at an easy pace' },
];

/** The three plans Home presents; the price stays in the data and is never shown. */
export const POPULAR_PLANS: readonly PopularPlan[] = [
  {
    days: 3,
    title: 'Cultural Triangle Explorer',
    description: 'Sigiriya, Dambulla and Kandy: the essential heritage of Sri Lanka.',
    image: '/images/tours/popular-3.svg',
    highlights: ['Sigiriya Rock Fortress', 'Dambulla Cave Temple', 'Temple of the Tooth'],
    price: 250,
  },
  {
    days: 4,
    title: 'Hill Country Journey',
    description: 'Kandy, tea estates, the scenic train and the views of Ella.',
    image: '/images/tours/popular-4.svg',
    highlights: ['Kandy', 'Nuwara Eliya tea estates', 'Train to Ella', 'Nine Arch Bridge'],
    price: 320,
  },
  {
    days: 5,
    title: 'Wildlife and Beaches',
    description: 'Leopards in Yala, whales off Mirissa and the ramparts of Galle.',
    image: '/images/tours/popular-5.svg',
    highlights: ['Yala safari', 'Whale watching in Mirissa', 'Galle Fort', 'Udawalawe elephants'],
    price: 420,
  },
];
