import type { Destination } from './types';

/** The ancient capitals and rock temples of the dry-zone plains. */
export const CULTURAL_TRIANGLE: Destination[] = [
  {
    id: 1,
    name: 'Sigiriya Rock Fortress',
    image: '/images/destinations/sigiriya.svg',
    description:
      'The fifth-century palace of King Kashyapa on top of a 180-metre rock, with frescoes, the Mirror Wall and the giant Lion Gate.',
    location: 'Central Province',
    category: 'Heritage',
    featured: true,
    rating: 4.8,
    coordinates: { lat: 7.957, lon: 80.7603 },
    fullDetails: {
      subtitle: 'The Lion Rock: an ancient palace in the sky',
      locationDetails:
        'Matale District, Central Province, about 175 km north-east of Colombo and 17 km from Dambulla.',
      fullDescription:
        'Sigiriya rises almost vertically some 180 metres above the surrounding jungle. In the late fifth century King Kashyapa (477–495 AD) moved his capital here and built a palace on the flat summit, reached through the open jaws of an enormous brick lion. Today only the lion’s paws remain, but they still frame the final staircase to the top.\n\nHalfway up, a sheltered pocket of the rock face keeps the famous frescoes of the Sigiriya maidens, painted with natural pigments more than 1,500 years ago. Beside them runs the Mirror Wall, once polished so smooth that the king could see his reflection; visitors from the 8th to the 10th century scratched poems onto it, the oldest graffiti of the island.\n\nAt the foot of the rock lie some of the oldest landscaped gardens in the world: symmetrical water gardens with fountains that still work in the rainy season, boulder gardens and terraced gardens. Sigiriya has been a UNESCO World Heritage Site since 1982.',
      attractions: [
        {
          name: 'Lion Gate',
          description:
            'Two colossal paws carved from the rock guard the last climb to the summit palace.',
          image: '/images/attractions/sigiriya-lion-gate.svg',
        },
        {
          name: 'Sigiriya Frescoes',
          description:
            'Graceful painted maidens in a sheltered gallery, reached by a spiral staircase.',
          image: '/images/attractions/sigiriya-frescoes.svg',
        },
        {
          name: 'Water Gardens',
          description:
            'Symmetrical pools, moats and fountains fed by underground channels since the fifth century.',
          image: '/images/attractions/sigiriya-water-gardens.svg',
        },
        {
          name: 'Summit Palace',
          description:
            'Foundations of the royal palace, a rock-cut throne and cisterns with views across the plains.',
          image: '/images/attractions/sigiriya-summit.svg',
        },
      ],
      activities: [
        'Sunrise climb: Start at the 7:00 AM opening to reach the summit before the heat and the crowds.',
        'Museum visit: The Sigiriya Museum explains the city plan and shows finds from the excavations.',
        'Village tour: Ride a bullock cart and share a lunch of rice and curry with a farming family nearby.',
        'Cycling: Pedal the quiet lanes around the moats and the Sigiriya tank at dusk.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'January to April; early morning or late afternoon.',
        entranceFee: 'Foreigners 30 USD; Sri Lankans 50 LKR.',
        timeNeeded: '3–4 hours',
        tips: [
          'Bring water and a hat: there is little shade on the climb of about 1,200 steps.',
          'Keep quiet near the hornet nests below the summit.',
          'Wear comfortable shoes with a good grip.',
        ],
        transportation: [
          { type: 'By car', details: 'About 4 hours from Colombo, 2.5 hours from Kandy.' },
          {
            type: 'By bus',
            details: 'Buses from Dambulla run to the Sigiriya village every 30 minutes.',
          },
        ],
      },
      accommodation:
        'Eco-lodges, boutique villas and jungle hotels surround the rock, many with a view of it from the pool; Dambulla and Habarana add more choice.',
      conclusion:
        'Sigiriya joins engineering, art and landscape like no other site in Asia: the view from the summit is the moment travellers remember most from Sri Lanka.',
    },
  },
  {
    id: 7,
    name: 'Dambulla Cave Temple',
    image: '/images/destinations/dambulla.svg',
    description:
      'Five painted caves filled with more than 150 Buddha statues, a place of worship for over two thousand years.',
    location: 'Central Province',
    category: 'Heritage',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 7.8567, lon: 80.6492 },
    fullDetails: {
      subtitle: 'The Golden Temple and its painted caves',
      locationDetails: 'Dambulla, Matale District, Central Province, 17 km south-west of Sigiriya.',
      fullDescription:
        'The cave temple of Dambulla is the largest and best-preserved cave temple complex in Sri Lanka. Tradition says King Valagamba sheltered here in the first century BC while exiled from Anuradhapura, and turned the caves into a temple when he regained his throne.\n\nInside five caves, about 2,100 square metres of walls and ceilings are covered with murals, and more than 150 statues of the Buddha, kings and deities sit and recline in the half-light. The largest, a reclining Buddha of 14 metres, is carved from the living rock. The complex has been a UNESCO World Heritage Site since 1991.',
      attractions: [
        {
          name: 'Cave of the Divine King',
          description: 'The first cave, dominated by the 14-metre reclining Buddha.',
          image: '/images/attractions/dambulla-divine-king.svg',
        },
        {
          name: 'Cave of the Great Kings',
          description:
            'The largest cave, with 16 standing and 40 seated Buddha statues and a dripping spring.',
          image: '/images/attractions/dambulla-great-kings.svg',
        },
        {
          name: 'Golden Temple',
          description: 'The modern temple and its golden Buddha at the foot of the rock.',
          image: '/images/attractions/dambulla-golden-temple.svg',
        },
      ],
      activities: [
        'Guided cave walk: Learn to read the murals, from the life of the Buddha to the arrival of Prince Vijaya.',
        'Sunset viewpoint: The terrace in front of the caves looks over the plains towards Sigiriya.',
        'Market visit: The Dambulla dedicated economic centre is the island’s largest vegetable and fruit market.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'Year-round; early morning is coolest for the climb.',
        entranceFee: 'Tickets are sold at the office at the foot of the rock.',
        timeNeeded: '1.5–2 hours',
        tips: [
          'Cover shoulders and knees and leave your shoes at the entrance.',
          'Photography of people posing with their backs to a Buddha is not allowed.',
          'Watch out for the monkeys on the stairway.',
        ],
        transportation: [
          { type: 'By car', details: 'About 3.5 hours from Colombo and 2 hours from Kandy.' },
          {
            type: 'By bus',
            details: 'Dambulla is a hub for buses to Kandy, Colombo and Trincomalee.',
          },
        ],
      },
      accommodation:
        'Dambulla sits between Sigiriya and Habarana, so most travellers stay at a lodge in the Cultural Triangle and visit on the way.',
      conclusion:
        'Few places hold so much painted history in so small a space: Dambulla is an essential stop between Kandy and Sigiriya.',
    },
  },
  {
    id: 8,
    name: 'Polonnaruwa Ancient City',
    image: '/images/destinations/polonnaruwa.svg',
    description:
      'The medieval royal capital, with the granite Buddhas of Gal Vihara, the Vatadage and a vast man-made sea.',
    location: 'North Central Province',
    category: 'Heritage',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 7.9403, lon: 81.0188 },
    fullDetails: {
      subtitle: 'The medieval capital of King Parakramabahu',
      locationDetails:
        'Polonnaruwa District, North Central Province, about an hour east of Sigiriya.',
      fullDescription:
        'After Anuradhapura fell at the end of the tenth century, Polonnaruwa became the second capital of Sri Lanka. It reached its height under King Parakramabahu I (1153–1186), who built palaces, temples and the Parakrama Samudra, a reservoir so large it is still called a sea.\n\nThe ruins lie compactly within a park of lawns and trees, ideal for exploring by bicycle. Highlights include the circular Vatadage, the towering brick image house of Lankatilaka and the four Buddha figures of Gal Vihara, carved from a single granite wall. Polonnaruwa has been a UNESCO World Heritage Site since 1982.',
      attractions: [
        {
          name: 'Gal Vihara',
          description:
            'Four Buddha images carved into one granite outcrop, including a 14-metre reclining Buddha.',
          image: '/images/attractions/polonnaruwa-gal-vihara.svg',
        },
        {
          name: 'Vatadage',
          description: 'A circular relic house with four seated Buddhas facing the four entrances.',
          image: '/images/attractions/polonnaruwa-vatadage.svg',
        },
        {
          name: 'Royal Palace',
          description:
            'The massive walls of Parakramabahu’s seven-storey palace and its audience hall.',
          image: '/images/attractions/polonnaruwa-palace.svg',
        },
      ],
      activities: [
        'Cycling the ruins: Rent a bicycle at the entrance and follow the shaded paths between the monuments.',
        'Sunset by the reservoir: Watch the sky over the Parakrama Samudra from its embankment.',
        'Archaeological museum: See the models and bronzes that bring the city back to life.',
      ],
      accommodation:
        'Lake-side hotels in Polonnaruwa, or a base in Habarana or Sigiriya within an hour’s drive.',
      conclusion:
        'Polonnaruwa shows the genius of medieval Sri Lanka in stone and water, and its quiet lawns make it the most relaxed of the ancient cities.',
    },
  },
  {
    id: 9,
    name: 'Anuradhapura Sacred City',
    image: '/images/destinations/anuradhapura.svg',
    description:
      'The first capital of Sri Lanka, with giant white dagobas and the sacred Bodhi tree, planted in 288 BC.',
    location: 'North Central Province',
    category: 'Heritage',
    featured: false,
    rating: 4.6,
    coordinates: { lat: 8.3114, lon: 80.4037 },
    fullDetails: {
      subtitle: 'Fourteen centuries of royal and sacred history',
      locationDetails: 'Anuradhapura District, North Central Province, 205 km north of Colombo.',
      fullDescription:
        'Anuradhapura was the capital of Sri Lanka from the fourth century BC until the early eleventh century. Buddhism arrived here in the third century BC, and the city grew into one of the great religious centres of Asia, with monasteries housing thousands of monks.\n\nAt its heart stands the Jaya Sri Maha Bodhi, grown from a cutting of the tree under which the Buddha attained enlightenment; it is the oldest human-planted tree with a known planting date. Around it rise the great dagobas: the gleaming white Ruwanwelisaya, the Jetavanaramaya, once among the tallest structures of the ancient world, and the Abhayagiri.\n\nThe sacred city is a UNESCO World Heritage Site and remains a living place of pilgrimage, especially on full-moon (Poya) days.',
      attractions: [
        {
          name: 'Jaya Sri Maha Bodhi',
          description: 'The sacred fig tree planted in 288 BC, hung with prayer flags.',
          image: '/images/attractions/anuradhapura-bodhi.svg',
        },
        {
          name: 'Ruwanwelisaya',
          description: 'A great white dagoba ringed by a wall of carved elephants.',
          image: '/images/attractions/anuradhapura-ruwanwelisaya.svg',
        },
        {
          name: 'Jetavanaramaya',
          description: 'A vast brick stupa built in the third century AD.',
          image: '/images/attractions/anuradhapura-jetavanaramaya.svg',
        },
        {
          name: 'Mihintale',
          description:
            'The hill 12 km east where Buddhism was introduced to the island, with 1,840 granite steps.',
          image: '/images/attractions/anuradhapura-mihintale.svg',
        },
      ],
      activities: [
        'Pilgrim evening: Join the white-clad worshippers with flowers and oil lamps at the Bodhi tree.',
        'Cycling tour: The ancient city spreads over 40 square kilometres, easiest seen by bicycle.',
        'Tank sunset: Watch the sun go down over the Tissa Wewa reservoir.',
      ],
      accommodation:
        'Comfortable hotels and guesthouses along the reservoirs of Anuradhapura; heritage bungalows a short drive away.',
      conclusion:
        'Anuradhapura is where Sri Lankan civilisation began, and the devotion of its pilgrims makes the history feel alive.',
    },
  },
  {
    id: 14,
    name: 'Minneriya National Park',
    image: '/images/destinations/minneriya.svg',
    description:
      'Scene of The Gathering, when hundreds of wild elephants graze on the shores of the ancient Minneriya tank in the dry season.',
    location: 'North Central Province',
    category: 'Wildlife',
    featured: false,
    rating: 4.6,
    coordinates: { lat: 8.033, lon: 80.84 },
  },
  {
    id: 19,
    name: 'Pidurangala Rock',
    image: '/images/destinations/pidurangala.svg',
    description:
      'A short, steep hike past an ancient cave temple to the boulder summit with the best view of Sigiriya.',
    location: 'Central Province',
    category: 'Adventure',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 7.9659, lon: 80.7594 },
    fullDetails: {
      subtitle: 'The classic sunrise view of Sigiriya',
      locationDetails: 'Sigiriya, Matale District, Central Province, 1.5 km north of Lion Rock.',
      fullDescription:
        'Pidurangala is Sigiriya’s neighbour and its perfect viewpoint. Monks lived in its caves long before King Kashyapa built his palace; when he did, he moved them here and built them a new monastery, which is still active at the foot of the rock.\n\nThe climb takes 30 to 45 minutes: stone steps through the forest, past a large brick reclining Buddha under a rock overhang, and a final scramble over boulders. From the flat top the whole of Sigiriya stands across the jungle, glowing at sunrise and sunset.',
      attractions: [
        {
          name: 'Royal Cave Temple',
          description: 'The monastery at the foot of the rock, founded in the first century BC.',
          image: '/images/attractions/pidurangala-temple.svg',
        },
        {
          name: 'Reclining Buddha',
          description: 'A partly restored brick Buddha of about 12 metres beneath an overhang.',
          image: '/images/attractions/pidurangala-buddha.svg',
        },
        {
          name: 'Summit viewpoint',
          description: 'Smooth boulders with a 360° panorama over Sigiriya and the plains.',
          image: '/images/attractions/pidurangala-summit.svg',
        },
      ],
      activities: [
        'Sunrise hike: Start in the dark around 5:00 AM with a torch to watch the sun rise behind Sigiriya.',
        'Sunset hike: Climb late afternoon and stay for the golden light on Lion Rock.',
        'Photography: Bring a wide lens for the view and a zoom for the climbers on Sigiriya.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'Sunrise or sunset, December to April.',
        entranceFee: '500 LKR',
        timeNeeded: '2 hours',
        tips: [
          'Cover shoulders and knees: the ticket is bought at the temple.',
          'The last boulder section needs hands; shoes with a good grip help.',
          'Take a torch for a sunrise climb.',
        ],
        transportation: [
          { type: 'By tuk-tuk', details: 'Ten minutes from Sigiriya village.' },
          { type: 'On foot or by bicycle', details: 'Around the north side of Sigiriya’s moat.' },
        ],
      },
      accommodation: 'Any lodge in Sigiriya village is within a few minutes of the trailhead.',
      conclusion:
        'Pidurangala gives you Sigiriya in its landscape: a small adventure with one of the finest views in Sri Lanka.',
    },
  },
];
