import type { Destination } from './types';

/** The south coast, its national parks and the southern rainforest. */
export const SOUTH: Destination[] = [
  {
    id: 4,
    name: 'Galle Fort',
    image: '/images/destinations/galle.svg',
    description:
      'A living walled town built by the Portuguese and the Dutch, with ramparts, a lighthouse and lanes of cafés and galleries.',
    location: 'Southern Province',
    category: 'Heritage',
    featured: true,
    rating: 4.7,
    coordinates: { lat: 6.026, lon: 80.217 },
    fullDetails: {
      subtitle: 'Ramparts, lanes and sunsets over the Indian Ocean',
      locationDetails: 'Galle, Southern Province, about 2 hours south of Colombo by expressway.',
      fullDescription:
        'The Portuguese first fortified Galle in the late sixteenth century; the Dutch, who took it in 1640, built the granite ramparts and bastions that still enclose the old town. It is the best-preserved European fortified city in South and South-East Asia and a UNESCO World Heritage Site since 1988.\n\nInside the walls people still live and work in Dutch-era houses with deep verandas. The streets hold churches, a mosque, museums, boutiques and cafés, and in the evening everyone walks the ramparts to watch the sun sink behind the lighthouse.',
      attractions: [
        {
          name: 'Galle Lighthouse',
          description: 'The white lighthouse of 1939 on Point Utrecht bastion.',
          image: '/images/attractions/galle-lighthouse.svg',
        },
        {
          name: 'The ramparts',
          description: 'A walk of about 2.5 km around the bastions, with sea views all the way.',
          image: '/images/attractions/galle-ramparts.svg',
        },
        {
          name: 'Dutch Reformed Church',
          description: 'Built in 1755, its floor paved with the tombstones of Dutch settlers.',
          image: '/images/attractions/galle-church.svg',
        },
        {
          name: 'National Maritime Museum',
          description: 'In a Dutch warehouse of 1671 by the Old Gate.',
          image: '/images/attractions/galle-maritime-museum.svg',
        },
      ],
      activities: [
        'Rampart walk: Circle the fort in the late afternoon and stay for sunset at Flag Rock.',
        'Heritage walk: Explore the lanes with a guide who tells the story of each building.',
        'Shopping: Look for handmade lace, gems and local design in the fort’s boutiques.',
        'Beach day: Unawatuna and Jungle Beach are 15 minutes away.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'December to April, the dry season on the south-west coast.',
        entranceFee: 'The fort is free to walk; museums charge a small fee.',
        timeNeeded: 'Half a day to a full day',
        tips: [
          'Walk the ramparts late in the day when it is cooler.',
          'Dress modestly when entering churches and the mosque.',
          'Stay a night inside the walls to enjoy the quiet evenings.',
        ],
        transportation: [
          { type: 'By car', details: 'About 2 hours from Colombo on the Southern Expressway.' },
          { type: 'By train', details: 'The coastal line from Colombo Fort takes 2.5–3 hours.' },
        ],
      },
      accommodation:
        'Boutique hotels in restored Dutch villas inside the fort, and beach resorts along the coast nearby.',
      conclusion:
        'Galle Fort joins four centuries of history with the easy charm of a seaside town: an ideal base for the south coast.',
    },
  },
  {
    id: 5,
    name: 'Yala National Park',
    image: '/images/destinations/yala.svg',
    description:
      'Sri Lanka’s most famous safari park, with one of the highest densities of leopards in the world.',
    location: 'Southern Province',
    category: 'Wildlife',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 6.3725, lon: 81.5185 },
    fullDetails: {
      subtitle: 'Leopards, elephants and the wild south-east',
      locationDetails:
        'Hambantota and Monaragala Districts, about 25 km from Tissamaharama on the south-east coast.',
      fullDescription:
        'Yala is a mosaic of scrub jungle, lagoons, rocky outcrops and beaches. Block 1, the most visited part, is famous for its leopards, which are often seen resting on the rocks in the late afternoon.\n\nElephants, sloth bears, water buffalo, spotted deer, crocodiles and more than 200 species of birds share the park. The park usually closes for part of September and October, during the driest weeks of the year.',
      attractions: [
        {
          name: 'Leopard rocks',
          description: 'Granite outcrops where leopards rest and watch over their territory.',
          image: '/images/attractions/yala-leopard.svg',
        },
        {
          name: 'Lagoons and waterholes',
          description: 'Gathering places for elephants, crocodiles, storks and flamingos.',
          image: '/images/attractions/yala-lagoon.svg',
        },
        {
          name: 'Sithulpawwa Rock Temple',
          description: 'A 2,000-year-old monastery on a rock inside the park.',
          image: '/images/attractions/yala-sithulpawwa.svg',
        },
      ],
      activities: [
        'Morning safari: Enter at 6:00 AM when the animals are most active.',
        'Full-day safari: Take a picnic and explore deeper into the park.',
        'Birdwatching: Look for peacocks, hornbills and painted storks at the lagoons.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'February to June, when the water levels are low.',
        entranceFee: 'Paid per person and per jeep at the park office.',
        timeNeeded: 'Half a day to a full day',
        tips: [
          'Choose a responsible driver who keeps a distance from the animals.',
          'Bring binoculars, a hat and a dust-proof bag for your camera.',
          'Stay quiet and inside the jeep at all times.',
        ],
        transportation: [
          { type: 'By car', details: 'About 5 hours from Colombo, 2.5 hours from Ella.' },
          { type: 'By jeep', details: 'Safari jeeps start from Tissamaharama and Kirinda.' },
        ],
      },
      accommodation:
        'Tented camps and eco-lodges at the park boundary, and hotels in Tissamaharama.',
      conclusion: 'For the best chance to see a wild leopard in Asia, Yala is the place to go.',
    },
  },
  {
    id: 6,
    name: 'Mirissa Beach',
    image: '/images/destinations/mirissa.svg',
    description:
      'A palm-fringed bay on the south coast, famous for blue whale watching, surfing and golden sunsets.',
    location: 'Southern Province',
    category: 'Beach',
    featured: true,
    rating: 4.6,
    coordinates: { lat: 5.9485, lon: 80.454 },
    fullDetails: {
      subtitle: 'Whales, palms and the southern sunsets',
      locationDetails: 'Matara District, Southern Province, 45 minutes east of Galle.',
      fullDescription:
        'Mirissa is a curving bay of golden sand backed by coconut palms. Its gentle eastern end suits swimmers, while the western end has reef breaks for beginner surfers.\n\nFrom November to April, boats leave the harbour at dawn to meet blue whales, sperm whales and spinner dolphins feeding on the edge of the continental shelf, only a few kilometres offshore.',
      attractions: [
        {
          name: 'Coconut Tree Hill',
          description: 'A red headland crowned with palms above the sea.',
          image: '/images/attractions/mirissa-coconut-hill.svg',
        },
        {
          name: 'Parrot Rock',
          description: 'A small rock island reached by wading at low tide.',
          image: '/images/attractions/mirissa-parrot-rock.svg',
        },
        {
          name: 'Secret Beach',
          description: 'A hidden cove with calm water for snorkelling.',
          image: '/images/attractions/mirissa-secret-beach.svg',
        },
      ],
      activities: [
        'Whale watching: Join a responsible operator for a morning trip between November and April.',
        'Surfing: Take a lesson on the gentle waves at the western end of the bay.',
        'Snorkelling: See turtles and reef fish around the rocks.',
        'Seafood dinner: Choose the catch of the day at a table on the sand.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'November to April.',
        entranceFee: 'The beach is free.',
        timeNeeded: '2–3 days',
        tips: [
          'Take seasickness tablets before a whale-watching trip.',
          'Swim only where the locals do: currents can be strong.',
          'Use reef-safe sun cream.',
        ],
        transportation: [
          { type: 'By car', details: 'About 2.5 hours from Colombo by expressway.' },
          { type: 'By train', details: 'To Weligama or Matara, then a short tuk-tuk ride.' },
        ],
      },
      accommodation: 'Beach cabanas, boutique villas on the hills and surf lodges.',
      conclusion:
        'Mirissa is the south coast at its most relaxed, with the chance to see the largest animal on earth.',
    },
  },
  {
    id: 13,
    name: 'Udawalawe National Park',
    image: '/images/destinations/udawalawe.svg',
    description:
      'Open grasslands around a large reservoir where herds of wild elephants can be seen all year round.',
    location: 'Sabaragamuwa Province',
    category: 'Wildlife',
    featured: false,
    rating: 4.6,
    coordinates: { lat: 6.474, lon: 80.899 },
  },
  {
    id: 15,
    name: 'Unawatuna Beach',
    image: '/images/destinations/unawatuna.svg',
    description:
      'A sheltered crescent of sand near Galle, with calm water, coral reefs and the Japanese Peace Pagoda on the headland.',
    location: 'Southern Province',
    category: 'Beach',
    featured: false,
    rating: 4.5,
    coordinates: { lat: 6.0096, lon: 80.2495 },
  },
  {
    id: 16,
    name: 'Bentota',
    image: '/images/destinations/bentota.svg',
    description:
      'Long beaches, water sports and river safaris through the mangroves, near the gardens of Geoffrey and Bevis Bawa.',
    location: 'Southern Province',
    category: 'Beach',
    featured: false,
    rating: 4.5,
    coordinates: { lat: 6.421, lon: 79.998 },
  },
  {
    id: 23,
    name: 'Sinharaja Forest Reserve',
    image: '/images/destinations/sinharaja.svg',
    description:
      'The last large primary rainforest of Sri Lanka, a UNESCO site rich in endemic birds, trees and frogs.',
    location: 'Sabaragamuwa Province',
    category: 'Wildlife',
    featured: false,
    coordinates: { lat: 6.41, lon: 80.45 },
  },
];
