/** Questions travellers ask before booking, with the booking and cancellation policies. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** Shown as a list under the answer. */
  points?: string[];
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'booking-ahead',
    question: 'How far in advance should I book?',
    answer:
      'For the December to March peak season, book 4–6 weeks ahead so we can secure your preferred guide and stays. At other times of the year, 2–3 weeks is usually enough.',
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer: 'It depends on how long before the tour starts you cancel:',
    points: [
      '14 or more days before: a full refund, minus processing fees.',
      '7 to 13 days before: a 50% refund.',
      'Less than 7 days before: no refund.',
    ],
  },
  {
    id: 'licensed-guides',
    question: 'Are your guides licensed?',
    answer:
      'Yes. Every guide is licensed by the Sri Lanka Tourism Development Authority and speaks fluent English. Ask us about guides for other languages.',
  },
  {
    id: 'custom-itinerary',
    question: 'Can you change a tour plan for me?',
    answer:
      'Always. Our tour plans are starting points: tell us your interests, pace and budget, and we will adjust the days, the stops and the accommodation.',
  },
  {
    id: 'best-time',
    question: 'When is the best time to visit Sri Lanka?',
    answer:
      'With two monsoons, somewhere is always in season. The west and south coasts and the hill country are at their best from December to April, the east coast from May to September, and the Cultural Triangle can be visited all year.',
  },
  {
    id: 'visa',
    question: 'Do I need a visa?',
    answer:
      'Most visitors need an Electronic Travel Authorization (ETA) before arrival. The rules change from time to time, so check the official Sri Lankan immigration website for your nationality before you travel.',
  },
  {
    id: 'temple-dress',
    question: 'What should I wear to visit temples?',
    answer:
      'Cover your shoulders and knees, and take off your shoes and hat before you enter. Light, loose clothing works well, and a sarong or scarf in your bag is always handy.',
  },
  {
    id: 'reply-time',
    question: 'How quickly will you answer my request?',
    answer:
      'A guide replies to every booking request within 24 hours, usually with a first itinerary and any questions about your plans.',
  },
];
