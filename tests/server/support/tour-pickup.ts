import { graphqlAnswer, restAnswer, type Answer, type Caller } from './answers';
import type { CompanyTourBooking } from './tour-bookings';
import { visitorIp } from './visitor';

export interface PickupAsked {
  time: string | null;
  place: string | null;
}

export interface PickupTransport {
  name: 'REST' | 'GraphQL';
  set(reference: string, pickup: PickupAsked, caller?: Caller): Promise<Answer<CompanyTourBooking>>;
}

const visitor = (caller: Caller = {}): Caller => ({ ip: visitorIp(), ...caller });

export const PICKUP_TRANSPORTS: PickupTransport[] = [
  {
    name: 'REST',
    set: (reference, pickup, caller) =>
      restAnswer('PUT', `/tour-bookings/${reference}/pickup`, 'booking', visitor(caller), pickup),
  },
  {
    name: 'GraphQL',
    set: (reference, input, caller) =>
      graphqlAnswer(
        `mutation ($reference: String!, $input: TourPickupInput!) {
          setTourBookingPickup(reference: $reference, input: $input) {
            reference guideId pickupTime pickupPlace } }`,
        { reference, input },
        visitor(caller),
      ),
  },
];
