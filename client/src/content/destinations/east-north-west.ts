import type { Destination } from './types';

/** The east-coast beaches, the Tamil north and the capital on the west coast. */
export const EAST_NORTH_WEST: Destination[] = [
  {
    id: 11,
    name: 'Arugam Bay',
    image: '/images/destinations/arugam-bay.svg',
    description:
      'A laid-back fishing village with one of the best right-hand point breaks in Asia and lagoons full of wildlife.',
    location: 'Eastern Province',
    category: 'Beach',
    featured: false,
    rating: 4.6,
    coordinates: { lat: 6.84, lon: 81.836 },
    fullDetails: {
      subtitle: 'The surf capital of the east coast',
      locationDetails: 'Ampara District, Eastern Province, about 3 hours east of Ella.',
      fullDescription:
        'Arugam Bay is a crescent of sand with a small fishing fleet, a row of surf shops and cafés, and waves for every level. The main point break is famous with surfers from all over the world from April to October.\n\nBeyond the surf, the lagoons and jungles around the bay hold elephants, crocodiles and water birds, and Kumana National Park lies just to the south.',
      attractions: [
        {
          name: 'Main Point',
          description: 'The long right-hand wave at the southern end of the bay.',
          image: '/images/attractions/arugam-main-point.svg',
        },
        {
          name: 'Elephant Rock',
          description: 'A beach and viewpoint south of the bay, often with elephants nearby.',
          image: '/images/attractions/arugam-elephant-rock.svg',
        },
        {
          name: 'Pottuvil Lagoon',
          description: 'Mangroves explored by canoe, with monitor lizards and herons.',
          image: '/images/attractions/arugam-lagoon.svg',
        },
      ],
      activities: [
        'Surfing: Lessons for beginners at Baby Point, and Main Point for experienced surfers.',
        'Lagoon safari: Paddle through the mangroves of Pottuvil at dawn.',
        'Kumana safari: Look for elephants, leopards and migrating birds.',
      ],
      accommodation: 'Surf camps, cabanas on the beach and small boutique hotels.',
      conclusion:
        'Arugam Bay is perfect for a summer escape on the east coast, for surfers and non-surfers alike.',
    },
  },
  {
    id: 17,
    name: 'Jaffna',
    image: '/images/destinations/jaffna.svg',
    description:
      'The cultural capital of the Tamil north: the golden Nallur Kandaswamy Kovil, a star-shaped Dutch fort and island beaches.',
    location: 'Northern Province',
    category: 'Cultural',
    featured: false,
    rating: 4.5,
    coordinates: { lat: 9.6615, lon: 80.0255 },
  },
  {
    id: 18,
    name: 'Colombo',
    image: '/images/destinations/colombo.svg',
    description:
      'The busy commercial capital: Gangaramaya Temple, the Pettah markets, Galle Face Green and colonial landmarks.',
    location: 'Western Province',
    category: 'Cultural',
    featured: false,
    rating: 4.4,
    coordinates: { lat: 6.9271, lon: 79.8612 },
  },
  {
    id: 21,
    name: 'Pasikudah',
    image: '/images/destinations/pasikudah.svg',
    description:
      'A reef-sheltered bay of shallow, turquoise water on the east coast, where you can wade far out to sea.',
    location: 'Eastern Province',
    category: 'Beach',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 7.929, lon: 81.561 },
    fullDetails: {
      subtitle: 'The calmest lagoon-like sea of Sri Lanka',
      locationDetails: 'Batticaloa District, Eastern Province, 35 km north of Batticaloa.',
      fullDescription:
        'Pasikudah is protected by a coral reef that keeps its water shallow and calm for hundreds of metres from the shore. Families swim and wade here in safety, and the sand is soft and white.\n\nThe bay and its neighbour Kalkudah are quiet, with a few resorts among the palms and fishing villages beyond them. Batticaloa, with its lagoon, Dutch fort and lighthouse, is an easy excursion.',
      attractions: [
        {
          name: 'Pasikudah Bay',
          description: 'A long sweep of shallow water, clear and warm in the east-coast season.',
          image: '/images/attractions/pasikudah-bay.svg',
        },
        {
          name: 'Kalkudah Beach',
          description: 'A wilder, quieter beach just to the south.',
          image: '/images/attractions/pasikudah-kalkudah.svg',
        },
        {
          name: 'Batticaloa Fort',
          description: 'A small Dutch fort of 1628 on the lagoon.',
          image: '/images/attractions/pasikudah-batticaloa.svg',
        },
      ],
      activities: [
        'Swimming: Wade out into the warm, waist-deep water.',
        'Snorkelling and diving: Explore the reef and wrecks off the coast.',
        'Lagoon canoeing: Paddle among the mangroves and fishing boats of Batticaloa.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'April to September.',
        entranceFee: 'Free',
        timeNeeded: '2–3 days',
        tips: [
          'The east coast season is the opposite of the west coast: plan a summer visit.',
          'Bring reef shoes for the rocks.',
          'Respect local customs: cover up away from the beach.',
        ],
        transportation: [
          { type: 'By car', details: 'About 2.5 hours from Polonnaruwa or Sigiriya.' },
          {
            type: 'By train',
            details: 'The eastern line from Colombo stops at Valaichchenai nearby.',
          },
        ],
      },
      accommodation: 'Resorts along the bay and small guesthouses in Kalkudah.',
      conclusion:
        'Pasikudah is the place for safe, easy swimming in some of the clearest water of Sri Lanka.',
    },
  },
  {
    id: 22,
    name: 'Trincomalee and Nilaveli',
    image: '/images/destinations/trincomalee.svg',
    description:
      'A deep natural harbour, the clifftop Koneswaram Temple and the white sands of Nilaveli facing Pigeon Island.',
    location: 'Eastern Province',
    category: 'Beach',
    featured: false,
    rating: 4.6,
    coordinates: { lat: 8.5874, lon: 81.2152 },
    fullDetails: {
      subtitle: 'Temples, coral and one of the world’s finest natural harbours',
      locationDetails: 'Trincomalee District, Eastern Province; Nilaveli lies 16 km to the north.',
      fullDescription:
        'Trincomalee has been a prized port for centuries thanks to its deep natural harbour. Fort Frederick, built by the Portuguese and later held by the Dutch and British, still guards the peninsula, and on Swami Rock above the sea stands the Koneswaram Temple, one of the most revered Hindu shrines of the island.\n\nNorth of the town, the beaches of Uppuveli and Nilaveli stretch for kilometres. Off Nilaveli, Pigeon Island National Park protects a coral reef where snorkellers meet blacktip reef sharks, turtles and shoals of reef fish.',
      attractions: [
        {
          name: 'Pigeon Island National Park',
          description:
            'Two small islands with a shallow coral reef, a short boat ride from Nilaveli.',
          image: '/images/attractions/trincomalee-pigeon-island.svg',
        },
        {
          name: 'Koneswaram Temple',
          description: 'A Hindu temple dedicated to Shiva on the cliffs of Swami Rock.',
          image: '/images/attractions/trincomalee-koneswaram.svg',
        },
        {
          name: 'Kanniya Hot Springs',
          description:
            'Seven wells, each at a different temperature, linked to the legend of Ravana.',
          image: '/images/attractions/trincomalee-kanniya.svg',
        },
        {
          name: 'Marble Beach',
          description: 'A clear, calm bay south of the harbour.',
          image: '/images/attractions/trincomalee-marble-beach.svg',
        },
      ],
      activities: [
        'Snorkelling at Pigeon Island: Swim with reef sharks and turtles over the coral.',
        'Whale and dolphin watching: Boats leave from Trincomalee in the season.',
        'Temple visit: Join the evening puja at Koneswaram with the sea below.',
        'Beach time: Relax on the long white sands of Nilaveli.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'May to September.',
        entranceFee: 'Pigeon Island 2500 LKR; Kanniya hot springs 150 LKR.',
        timeNeeded: '2–3 days',
        tips: [
          'Do not touch or stand on the coral.',
          'Go to Pigeon Island early, before the boats arrive.',
          'Cover shoulders and knees at Koneswaram.',
        ],
        transportation: [
          { type: 'By car', details: 'About 2 hours from Sigiriya, 6 hours from Colombo.' },
          { type: 'By train', details: 'An overnight train runs from Colombo Fort.' },
        ],
      },
      accommodation: 'Beach hotels in Uppuveli and Nilaveli, and guesthouses in town.',
      conclusion:
        'Trincomalee combines culture, history and some of the best snorkelling in the country.',
    },
  },
  {
    id: 26,
    name: 'Wilpattu National Park',
    image: '/images/destinations/wilpattu.svg',
    description:
      'The largest national park of Sri Lanka, a land of natural lakes where leopards and sloth bears roam with few visitors.',
    location: 'North Western Province',
    category: 'Wildlife',
    featured: false,
    rating: 4.5,
    coordinates: { lat: 8.456, lon: 80.014 },
  },
];
