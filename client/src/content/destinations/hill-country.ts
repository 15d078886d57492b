import type { Destination } from './types';

/** Kandy, the tea country and the mountains of the central highlands. */
export const HILL_COUNTRY: Destination[] = [
  {
    id: 2,
    name: 'Kandy - Temple of the Tooth',
    image: '/images/destinations/kandy.svg',
    description:
      'The last royal capital and home of the Sacred Tooth Relic of the Buddha, set around a lake in the hills.',
    location: 'Kandy',
    category: 'Cultural',
    featured: true,
    rating: 4.9,
    coordinates: { lat: 7.2936, lon: 80.6413 },
    fullDetails: {
      subtitle: 'Sri Dalada Maligawa, the heart of Buddhist Sri Lanka',
      locationDetails:
        'Kandy, Central Province, 115 km north-east of Colombo at about 500 m above sea level.',
      fullDescription:
        'Kandy was the capital of the last Sinhalese kings until 1815, and it remains the cultural capital of the island. Its golden-roofed Temple of the Sacred Tooth Relic, part of the old royal palace, keeps the relic of the Buddha’s tooth, which for centuries gave its keeper the right to rule.\n\nThree times a day drummers and flute players announce the puja, when the doors of the relic chamber open and pilgrims bring lotus and jasmine flowers. Every July or August the Esala Perahera fills the streets with dancers, fire-twirlers and dozens of richly dressed elephants.\n\nThe temple stands beside Kandy Lake, created by King Sri Wickrama Rajasinghe in 1807, and the whole sacred city has been a UNESCO World Heritage Site since 1988.',
      attractions: [
        {
          name: 'Temple of the Sacred Tooth Relic',
          description:
            'The shrine, its drummers’ courtyard and the museum of the relic in the former royal palace.',
          image: '/images/attractions/kandy-temple.svg',
        },
        {
          name: 'Kandy Lake',
          description: 'A shaded 3.4 km walk around the lake with views of the temple roofs.',
          image: '/images/attractions/kandy-lake.svg',
        },
        {
          name: 'Royal Botanical Gardens, Peradeniya',
          description:
            'Sixty hectares of orchids, spice trees and giant Java figs, 6 km from the town.',
          image: '/images/attractions/kandy-peradeniya.svg',
        },
        {
          name: 'Bahirawakanda Buddha',
          description: 'A white hilltop Buddha statue watching over the city.',
          image: '/images/attractions/kandy-bahirawakanda.svg',
        },
      ],
      activities: [
        'Evening puja: Attend the 6:30 PM ceremony when the relic chamber opens to the sound of drums.',
        'Kandyan dance show: Watch fire-walkers and masked dancers at the cultural centre by the lake.',
        'Spice garden visit: Taste cinnamon, cardamom and nutmeg in a garden on the road to Matale.',
        'Esala Perahera: In July or August, see the festival’s procession of elephants and dancers.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'January to April, or July–August for the Esala Perahera.',
        entranceFee: '1500 LKR for foreign visitors.',
        timeNeeded: '2–3 hours for the temple; a full day for Kandy',
        tips: [
          'Wear white or light clothes covering shoulders and knees; shoes stay at the entrance.',
          'Book Perahera seats well in advance.',
          'Arrive 30 minutes before a puja to find a good place.',
        ],
        transportation: [
          { type: 'By train', details: 'About 2.5–3 hours from Colombo Fort through the hills.' },
          { type: 'By car', details: 'About 3 hours from Colombo or the airport.' },
        ],
      },
      accommodation:
        'Colonial hotels by the lake, boutique villas in the hills above the town and tea-estate bungalows nearby.',
      conclusion:
        'Kandy is the place to feel the living faith and royal heritage of Sri Lanka, and the gateway to the tea country.',
    },
  },
  {
    id: 3,
    name: 'Ella and Nine Arch Bridge',
    image: '/images/destinations/ella.svg',
    description:
      'A hill village of tea gardens, waterfalls and easy peaks, with the famous Nine Arch Bridge curving through the jungle.',
    location: 'Uva Province',
    category: 'Adventure',
    featured: true,
    rating: 4.8,
    coordinates: { lat: 6.8768, lon: 81.0608 },
    fullDetails: {
      subtitle: 'Tea hills, train rides and mountain views',
      locationDetails: 'Ella, Badulla District, Uva Province, at about 1,040 m above sea level.',
      fullDescription:
        'Ella sits at the edge of the hill country where the mountains drop towards the southern plains. The village is small, relaxed and full of cafés, but the real draw lies around it: walking trails through tea estates, waterfalls and peaks with views down the Ella Gap.\n\nThe Nine Arch Bridge at Demodara, completed in 1921, carries the railway over a jungle ravine on nine brick and stone arches built without steel. Watching the blue train cross it is a highlight of any trip, and arriving in Ella by the hill-country railway from Kandy is among the most beautiful train journeys in the world.',
      attractions: [
        {
          name: 'Nine Arch Bridge',
          description: 'The colonial-era viaduct, best seen when a train crosses.',
          image: '/images/attractions/ella-nine-arch.svg',
        },
        {
          name: 'Little Adam’s Peak',
          description: 'An easy 45-minute walk through tea bushes to a ridge with sweeping views.',
          image: '/images/attractions/ella-little-adams-peak.svg',
        },
        {
          name: 'Ella Rock',
          description: 'A longer hike along the railway and through forest to a clifftop view.',
          image: '/images/attractions/ella-rock.svg',
        },
        {
          name: 'Ravana Falls',
          description: 'A wide roadside waterfall linked to the legend of the Ramayana.',
          image: '/images/attractions/ella-ravana-falls.svg',
        },
      ],
      activities: [
        'Scenic train ride: Travel from Kandy or Nuwara Eliya in an observation carriage.',
        'Hiking: Climb Little Adam’s Peak at sunrise or Ella Rock for the full view of the gap.',
        'Tea tasting: Visit a tea factory and learn how the leaf is withered, rolled and fired.',
        'Cooking class: Learn to make a spread of curries with a local family.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'January to April for clear mornings.',
        entranceFee: 'The bridge and the peaks are free to visit.',
        timeNeeded: '2–3 days',
        tips: [
          'Trains cross the bridge a few times a day; ask for the current times locally.',
          'Mornings are clearest; clouds often gather after noon.',
          'Bring a light jacket for the cool evenings.',
        ],
        transportation: [
          { type: 'By train', details: 'About 7 hours from Kandy on the hill-country line.' },
          { type: 'By car', details: 'About 2 hours from Nuwara Eliya and 3 hours from Yala.' },
        ],
      },
      accommodation:
        'Guesthouses with views of the gap, boutique hotels among the tea and treehouse lodges in the forest.',
      conclusion:
        'Ella is the hill country at its most welcoming: mountain air, easy adventures and one of the great train rides.',
    },
  },
  {
    id: 10,
    name: 'Adam’s Peak (Sri Pada)',
    image: '/images/destinations/adams-peak.svg',
    description:
      'A 2,243-metre sacred mountain climbed at night by pilgrims of four faiths to see the sunrise from the summit.',
    location: 'Sabaragamuwa Province',
    category: 'Adventure',
    featured: false,
    rating: 4.8,
    coordinates: { lat: 6.8096, lon: 80.4994 },
    fullDetails: {
      subtitle: 'The night pilgrimage to the sacred footprint',
      locationDetails:
        'Between Ratnapura and Nuwara Eliya Districts; most climbs start at Dalhousie.',
      fullDescription:
        'Adam’s Peak is a steep cone of 2,243 metres whose summit holds a large footprint-shaped hollow in the rock. Buddhists revere it as the footprint of the Buddha, Hindus as that of Shiva, and Muslims and Christians as the place where Adam first set foot on earth.\n\nDuring the pilgrimage season, from the Unduvap full moon in December to Vesak in May, the path of about 5,500 steps is lit all night and lined with tea stalls. Pilgrims climb through the night to reach the top for the sunrise, when the mountain casts a perfect triangular shadow over the clouds.',
      attractions: [
        {
          name: 'The sacred footprint',
          description:
            'The shrine on the summit, with bells rung by pilgrims who have completed the climb.',
          image: '/images/attractions/adams-peak-summit.svg',
        },
        {
          name: 'The peak’s shadow',
          description: 'A triangle projected onto the clouds for a few minutes after sunrise.',
          image: '/images/attractions/adams-peak-shadow.svg',
        },
      ],
      activities: [
        'Night climb: Start around 2:00 AM from Dalhousie to reach the summit for sunrise.',
        'Tea country drive: Continue to Hatton and the tea estates around Castlereigh reservoir.',
      ],
      accommodation: 'Simple guesthouses in Dalhousie; tea bungalows around Hatton.',
      conclusion:
        'Climbing Sri Pada beside pilgrims of every faith is one of the most moving experiences the island offers.',
    },
  },
  {
    id: 12,
    name: 'Horton Plains National Park',
    image: '/images/destinations/horton-plains.svg',
    description:
      'A windswept highland plateau of grassland and cloud forest ending at World’s End, a sheer 870-metre drop.',
    location: 'Central Province',
    category: 'Wildlife',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 6.802, lon: 80.806 },
    fullDetails: {
      subtitle: 'World’s End and the cloud forests of the highlands',
      locationDetails: 'Nuwara Eliya District, Central Province, at 2,100–2,300 m above sea level.',
      fullDescription:
        'Horton Plains is the highest plateau of Sri Lanka and part of the Central Highlands World Heritage Site. Its misty grasslands and stunted cloud forest are home to sambar deer, endemic birds and, rarely seen, leopards.\n\nA 9.5 km loop trail leads to World’s End, where the escarpment falls almost 900 metres towards the lowlands, and back past Baker’s Falls. Come early: by mid-morning the mist usually rises and hides the view.',
      attractions: [
        {
          name: 'World’s End',
          description: 'A sheer cliff with views as far as the southern coast on a clear morning.',
          image: '/images/attractions/horton-worlds-end.svg',
        },
        {
          name: 'Baker’s Falls',
          description: 'A broad waterfall named after the explorer Samuel Baker.',
          image: '/images/attractions/horton-bakers-falls.svg',
        },
      ],
      activities: [
        'Loop hike: Walk the 9.5 km trail in three to four hours.',
        'Birdwatching: Look for endemic species such as the Sri Lanka whistling thrush.',
      ],
      accommodation: 'Stay in Nuwara Eliya or Ohiya and leave before dawn.',
      conclusion:
        'Horton Plains rewards an early start with wild highland scenery found nowhere else on the island.',
    },
  },
  {
    id: 20,
    name: 'Nuwara Eliya',
    image: '/images/destinations/nuwara-eliya.svg',
    description:
      '“Little England”: a cool hill station of colonial bungalows, flower gardens, a lake and endless tea estates.',
    location: 'Central Province',
    category: 'Hill Country',
    featured: false,
    rating: 4.8,
    coordinates: { lat: 6.9497, lon: 80.7891 },
    fullDetails: {
      subtitle: 'Little England in the heart of the tea country',
      locationDetails:
        'Nuwara Eliya District, Central Province, at about 1,870 m, below Pidurutalagala, the highest mountain of Sri Lanka.',
      fullDescription:
        'British planters settled this high valley in the nineteenth century and made it a retreat from the heat of the lowlands. Mock-Tudor hotels, a golf course, a racecourse and rose gardens still give the town its nickname of Little England.\n\nAround it, the slopes are combed with tea bushes. Factories such as Pedro and Mackwoods open their doors to visitors, who can follow the leaf from plucking to the cup. In April, during the Sinhala and Tamil New Year, the town fills with horse races, flower shows and holidaymakers.',
      attractions: [
        {
          name: 'Gregory Lake',
          description: 'A lake built in 1873 with boating, pony rides and a lakeside walk.',
          image: '/images/attractions/nuwara-eliya-gregory-lake.svg',
        },
        {
          name: 'Victoria Park',
          description: 'A flower-filled park in the town centre, loved by birdwatchers.',
          image: '/images/attractions/nuwara-eliya-victoria-park.svg',
        },
        {
          name: 'Hakgala Botanical Garden',
          description:
            'Terraced gardens of roses, ferns and montane trees founded in 1861, 10 km from town.',
          image: '/images/attractions/nuwara-eliya-hakgala.svg',
        },
        {
          name: 'Tea factory',
          description:
            'A working factory where guides explain how black tea is made, with a tasting.',
          image: '/images/attractions/nuwara-eliya-tea-factory.svg',
        },
      ],
      activities: [
        'Tea factory tour: Watch withering, rolling and drying, then taste the fresh brew.',
        'Lake Gregory: Take a paddle boat or ride a pony along the shore.',
        'Horton Plains day trip: Leave before dawn for World’s End.',
        'Scenic train: Ride the hill-country line from Nanu Oya station to Ella.',
      ],
      practicalInfo: {
        bestTimeToVisit: 'February to April.',
        entranceFee: 'Victoria Park 300 LKR; Hakgala 1500 LKR; tea factory tour 250 LKR.',
        timeNeeded: '1–2 days',
        tips: [
          'Nights are cold (often below 10°C): bring a warm layer.',
          'Book early for April, the busiest month.',
          'Buy tea straight from the factories.',
        ],
        transportation: [
          { type: 'By train', details: 'To Nanu Oya station, 8 km away, from Kandy or Colombo.' },
          { type: 'By car', details: 'About 2.5 hours from Kandy on winding mountain roads.' },
        ],
      },
      accommodation:
        'Colonial hotels with fireplaces, restored planters’ bungalows and tea-estate guesthouses.',
      conclusion:
        'Nuwara Eliya is the place to slow down with a cup of fine tea, cool air and a touch of colonial charm.',
    },
  },
  {
    id: 24,
    name: 'Knuckles Mountain Range',
    image: '/images/destinations/knuckles.svg',
    description:
      'Remote cloud-forest peaks shaped like a clenched fist, with villages, rivers and some of the best trekking on the island.',
    location: 'Central Province',
    category: 'Adventure',
    featured: false,
    rating: 4.7,
    coordinates: { lat: 7.45, lon: 80.8 },
  },
  {
    id: 25,
    name: 'Kitulgala',
    image: '/images/destinations/kitulgala.svg',
    description:
      'White-water rafting on the Kelani River through the rainforest where The Bridge on the River Kwai was filmed.',
    location: 'Sabaragamuwa Province',
    category: 'Adventure',
    featured: false,
    coordinates: { lat: 6.989, lon: 80.417 },
  },
];
