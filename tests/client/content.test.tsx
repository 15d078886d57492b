import fs from 'node:fs';
import path from 'node:path';
import { seedDocuments, seedSection } from '../support/seed-content';

const DESTINATIONS = seedDocuments('destination');
const TOUR_PLANS = seedDocuments('dayPlan');
const EXTENDED_PLANS = seedDocuments('extendedPlan');
const POPULAR_PLANS = seedDocuments('popularPlan');
const SERVICES = seedDocuments('serviceCard');
const HOME_SERVICES = seedSection('homeSection', 'services').cards;
const findDestination = (id: number) => DESTINATIONS.find((destination) => destination.id === id);

const PUBLIC_DIR = path.resolve(__dirname, '../../client/public');

function contentImages(): string[] {
  return [
    ...DESTINATIONS.flatMap((d) => [
      d.image.src,
      ...(d.fullDetails?.attractions ?? []).map((a) => a.image.src),
    ]),
    ...TOUR_PLANS.flatMap((plan) => plan.options.map((option) => option.image.src)),
    ...POPULAR_PLANS.map((plan) => plan.picture.src),
  ];
}

describe('The first published content', () => {
  it('has at least 20 destinations with unique ids, all placed on the island', () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DESTINATIONS.map((d) => d.id)).size).toBe(DESTINATIONS.length);
    for (const { name, coordinates } of DESTINATIONS) {
      expect({ name, inside: coordinates.lat > 5.9 && coordinates.lat < 9.9 }).toEqual({
        name,
        inside: true,
      });
      expect({ name, inside: coordinates.lon > 79.6 && coordinates.lon < 81.9 }).toEqual({
        name,
        inside: true,
      });
    }
  });

  it('keeps the known facts of the destinations named by id', () => {
    const facts = (id: number) => {
      const d = findDestination(id)!;
      return [d.location, d.category, d.rating];
    };
    expect(facts(1)).toEqual(['Central Province', 'Heritage', 4.8]);
    expect(findDestination(1)!.featured).toBe(true);
    expect(facts(2)).toEqual(['Kandy', 'Cultural', 4.9]);
    expect(findDestination(2)!.featured).toBe(true);
    expect(facts(19)).toEqual(['Central Province', 'Adventure', 4.7]);
    expect(facts(20)).toEqual(['Central Province', 'Hill Country', 4.8]);
    expect(facts(21)).toEqual(['Eastern Province', 'Beach', 4.7]);
    expect(facts(22)).toEqual(['Eastern Province', 'Beach', 4.6]);
  });

  it('offers the spec’s day counts with one to three options each', () => {
    expect(TOUR_PLANS.map((plan) => plan.days)).toEqual([1, 2, 3, 5, 6, 7, 8, 10, 12, 14]);
    for (const plan of TOUR_PLANS) {
      expect(plan.options.length).toBeGreaterThanOrEqual(1);
      expect(plan.options.length).toBeLessThanOrEqual(3);
    }
    expect(EXTENDED_PLANS.map((plan) => plan.days)).toEqual([4, 5, 6, 7, 8, 10, 12, 14]);
    expect(POPULAR_PLANS.map((plan) => [plan.days, plan.price])).toEqual([
      [3, 250],
      [4, 320],
      [5, 420],
    ]);
    expect(SERVICES).toHaveLength(6);
    expect(HOME_SERVICES.map((service) => service.title)).toEqual([
      'Customized Tours',
      'Expert Local Guides',
      'Sustainable Tourism',
      '24/7 Support',
    ]);
  });

  it('points every picture at a file the site serves', () => {
    const missing = contentImages().filter((url) => !fs.existsSync(path.join(PUBLIC_DIR, url)));
    expect(missing).toEqual([]);
  });
});
