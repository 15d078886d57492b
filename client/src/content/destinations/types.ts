/** The categories a destination belongs to. Hill Country exists in the data but has no gallery tab. */
export type DestinationCategory =
  'Heritage' | 'Beach' | 'Wildlife' | 'Cultural' | 'Adventure' | 'Hill Country';

export interface Attraction {
  name: string;
  description: string;
  /** URL of a picture: the default artwork, or the company's own photo. */
  image: string;
}

export interface Transportation {
  /** How to travel, e.g. 'By car'. */
  type: string;
  details: string;
}

export interface PracticalInfo {
  bestTimeToVisit: string;
  entranceFee: string;
  timeNeeded: string;
  tips: string[];
  transportation: Transportation[];
}

export interface DestinationDetails {
  subtitle: string;
  locationDetails: string;
  /** Paragraphs separated by a blank line. */
  fullDescription: string;
  attractions: Attraction[];
  /** Each entry reads 'Title: text'; the title ends at the first colon. */
  activities: string[];
  practicalInfo?: PracticalInfo;
  accommodation: string;
  conclusion: string;
}

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Destination {
  id: number;
  name: string;
  /** URL of the main picture: the default artwork, or the company's own photo. */
  image: string;
  description: string;
  location: string;
  category: DestinationCategory;
  featured: boolean;
  /** Out of 5; the gallery shows DEFAULT_RATING when it is missing. */
  rating?: number;
  coordinates: Coordinates;
  fullDetails?: DestinationDetails;
}
