/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A tour booked by a traveller: checked on the server. */
export type BookTourInput = {
  /** Required: where our emails go. */
  email: string;
  /** The ticket of bookingFormTicket, asked for when the form is shown: accepted from 3 seconds to 24 hours after it was issued, for one booking. */
  formTicket: string;
  /** Only a guide who speaks it (a language code: en, de, ja …). */
  guideLanguage?: string | null | undefined;
  /** The emails' language (en, de, fr, ru, zh); by default the request's. */
  language?: string | null | undefined;
  /** Anything else to say, at most 2000 characters; optional. */
  message?: string | null | undefined;
  /** Required, at most 100 characters. */
  name: string;
  /** Required: at least 6 digits, at most 40 characters. */
  phone: string;
  /** The first day: YYYY-MM-DD, from the lead time on (see tourAvailability). */
  startDate: string;
  /** The tour (Tour.id). */
  tourId: string;
  /** The party: 1 to 10 travellers. */
  travellers: number;
  /** A field hidden from people: anything in it marks the request as automated. */
  website?: string | null | undefined;
};

/** A kind of site content: a list (destinations, FAQ items …) or a page’s sections. */
export type ContentKind =
  /** A section of the About page (key: the section's name). */
  | 'aboutSection'
  /** The company's name, addresses and links (one entry, key: brand). */
  | 'brand'
  /** A section of the Contact page (key: the section's name). */
  | 'contactSection'
  /** A tour plan day by day (list; key: its number of days). */
  | 'dayPlan'
  /** A place to visit (list; key: its numeric id). */
  | 'destination'
  /** A section of the Destinations page (key: the section's name). */
  | 'destinationsSection'
  /** A longer tour plan (list; key: its number of days). */
  | 'extendedPlan'
  /** A question with its answer (list; key: its id). */
  | 'faqItem'
  /** A section of the Home page (key: the section's name). */
  | 'homeSection'
  /** A free page: privacy notice, terms, imprint (list; key: its slug). */
  | 'page'
  /** A popular tour plan (list; key: its id). */
  | 'popularPlan'
  /** A card of the Services page (list; key: its id). */
  | 'serviceCard'
  /** A section of the Services page (key: the section's name). */
  | 'servicesSection'
  /** A member of the team on the About page (list; key: its id). */
  | 'teamMember';

/** The booking form: checked on the server with the rules of the form. */
export type RequestGuideInput = {
  /** One of the form's destinations. */
  destination: string;
  /** One of 1 day, 2-3 days, 4-7 days, 8-13 days, 14+ days. */
  duration: string;
  /** Required: where our emails go. */
  email: string;
  /** The ticket of bookingFormTicket, asked for when the form is shown: accepted from 3 seconds to 24 hours after it was issued, for one booking. */
  formTicket: string;
  /** One of 1-2, 3-5, 6-10, 11+. */
  groupSize: string;
  /** One per form instance (16 to 100 letters, digits, - or _): sending the same request with it again returns the same booking; a different request with it is refused. Without one, every request is a new booking. */
  idempotencyKey?: string | null | undefined;
  /** Anything else to say, at most 2000 characters; optional. */
  message?: string | null | undefined;
  /** Required, at most 100 characters. */
  name: string;
  /** Required: at least 6 digits, at most 40 characters. */
  phone: string;
  /** YYYY-MM-DD, from today on. */
  tourDate: string;
  /** A field hidden from people: anything in it marks the request as automated. */
  website?: string | null | undefined;
};

export type SiteContentQueryVariables = Exact<{
  kind: ContentKind;
  language: string;
  preview?: boolean | null | undefined;
}>;


export type SiteContentQuery = { siteContent: Array<{ kind: ContentKind, key: string, document: Record<string, unknown>, englishTexts: Array<string> }> };

export type ContentPageQueryVariables = Exact<{
  slug: string;
  language: string;
  preview?: boolean | null | undefined;
}>;


export type ContentPageQuery = { contentPage: { kind: ContentKind, key: string, document: Record<string, unknown>, englishTexts: Array<string> } };

export type PhotoMasonry_PhotoFragment = { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } };

export type AlbumCard_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumPage_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumListQueryVariables = Exact<{ [key: string]: never; }>;


export type AlbumListQuery = { albums: Array<{ id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null }> };

export type AlbumQueryVariables = Exact<{
  id: string | number;
}>;


export type AlbumQuery = { album: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null } };

export type BookingFormTicketMutationVariables = Exact<{ [key: string]: never; }>;


export type BookingFormTicketMutation = { bookingFormTicket: string };

export type RequestGuideMutationVariables = Exact<{
  input: RequestGuideInput;
}>;


export type RequestGuideMutation = { requestGuide: { message: string, reference: string } };

export type QuotePage_QuoteFragment = { number: number, status: string, title: string, route: string, startDate: string, endDate: string, days: number, travellers: number, guideName: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, validUntil: string, enquiryReference: string, name: string, manageUrl: string | null, lines: Array<{ label: string, amount: number }> };

export type TravellerQuoteQueryVariables = Exact<{
  token: string;
}>;


export type TravellerQuoteQuery = { quote: { number: number, status: string, title: string, route: string, startDate: string, endDate: string, days: number, travellers: number, guideName: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, validUntil: string, enquiryReference: string, name: string, manageUrl: string | null, lines: Array<{ label: string, amount: number }> } };

export type AcceptQuoteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptQuoteMutation = { acceptQuote: { manageUrl: string, booking: { reference: string, payment: { provider: string, url: string | null } } } };

export type TourAvailabilityQueryVariables = Exact<{
  tourId: string | number;
  from: string;
  to: string;
  travellers: number;
  guideLanguage?: string | null | undefined;
}>;


export type TourAvailabilityQuery = { tourAvailability: Array<{ date: string, available: boolean }> };

export type BookTourMutationVariables = Exact<{
  input: BookTourInput;
}>;


export type BookTourMutation = { bookTour: { booking: { reference: string, status: string, tourTitle: string, startDate: string, endDate: string, travellers: number, name: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, holdExpiresAt: string, paid: number, refundIfCancelled: number, payment: { provider: string, url: string | null, instructions: string | null }, refund: { amount: number, status: string } | null } } };

export type ManagedBookingFragment = { reference: string, status: string, tourTitle: string, startDate: string, endDate: string, travellers: number, name: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, holdExpiresAt: string, paid: number, refundIfCancelled: number, payment: { provider: string, url: string | null, instructions: string | null }, refund: { amount: number, status: string } | null };

export type ManagedTourBookingQueryVariables = Exact<{
  manageToken: string;
}>;


export type ManagedTourBookingQuery = { tourBooking: { reference: string, status: string, tourTitle: string, startDate: string, endDate: string, travellers: number, name: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, holdExpiresAt: string, paid: number, refundIfCancelled: number, payment: { provider: string, url: string | null, instructions: string | null }, refund: { amount: number, status: string } | null } };

export type CancelTourBookingMutationVariables = Exact<{
  manageToken: string;
}>;


export type CancelTourBookingMutation = { cancelTourBooking: { reference: string, status: string, tourTitle: string, startDate: string, endDate: string, travellers: number, name: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, holdExpiresAt: string, paid: number, refundIfCancelled: number, payment: { provider: string, url: string | null, instructions: string | null }, refund: { amount: number, status: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PhotoMasonry_PhotoFragmentDoc = new TypedDocumentString(`
    fragment PhotoMasonry_photo on AlbumImage {
  id
  caption
  image {
    id
    url
    srcset
    width
    height
  }
}
    `, {"fragmentName":"PhotoMasonry_photo"}) as unknown as TypedDocumentString<PhotoMasonry_PhotoFragment, unknown>;
export const AlbumCard_AlbumFragmentDoc = new TypedDocumentString(`
    fragment AlbumCard_album on TourAlbum {
  id
  title
  location
  date
  description
  imageCount
  coverImage {
    ...PhotoMasonry_photo
  }
}
    fragment PhotoMasonry_photo on AlbumImage {
  id
  caption
  image {
    id
    url
    srcset
    width
    height
  }
}`, {"fragmentName":"AlbumCard_album"}) as unknown as TypedDocumentString<AlbumCard_AlbumFragment, unknown>;
export const AlbumPage_AlbumFragmentDoc = new TypedDocumentString(`
    fragment AlbumPage_album on TourAlbum {
  ...AlbumCard_album
  images {
    ...PhotoMasonry_photo
  }
}
    fragment PhotoMasonry_photo on AlbumImage {
  id
  caption
  image {
    id
    url
    srcset
    width
    height
  }
}
fragment AlbumCard_album on TourAlbum {
  id
  title
  location
  date
  description
  imageCount
  coverImage {
    ...PhotoMasonry_photo
  }
}`, {"fragmentName":"AlbumPage_album"}) as unknown as TypedDocumentString<AlbumPage_AlbumFragment, unknown>;
export const QuotePage_QuoteFragmentDoc = new TypedDocumentString(`
    fragment QuotePage_quote on TravellerQuote {
  number
  status
  title
  route
  startDate
  endDate
  days
  travellers
  guideName
  lines {
    label
    amount
  }
  currency
  total
  deposit
  balance
  balanceDueOn
  validUntil
  enquiryReference
  name
  manageUrl
}
    `, {"fragmentName":"QuotePage_quote"}) as unknown as TypedDocumentString<QuotePage_QuoteFragment, unknown>;
export const ManagedBookingFragmentDoc = new TypedDocumentString(`
    fragment ManagedBooking on TourBookingView {
  reference
  status
  tourTitle
  startDate
  endDate
  travellers
  name
  currency
  total
  deposit
  balance
  balanceDueOn
  holdExpiresAt
  payment {
    provider
    url
    instructions
  }
  paid
  refundIfCancelled
  refund {
    amount
    status
  }
}
    `, {"fragmentName":"ManagedBooking"}) as unknown as TypedDocumentString<ManagedBookingFragment, unknown>;
export const SiteContentDocument = new TypedDocumentString(`
    query SiteContent($kind: ContentKind!, $language: String!, $preview: Boolean) {
  siteContent(kind: $kind, language: $language, preview: $preview) {
    kind
    key
    document
    englishTexts
  }
}
    `) as unknown as TypedDocumentString<SiteContentQuery, SiteContentQueryVariables>;
export const ContentPageDocument = new TypedDocumentString(`
    query ContentPage($slug: String!, $language: String!, $preview: Boolean) {
  contentPage(slug: $slug, language: $language, preview: $preview) {
    kind
    key
    document
    englishTexts
  }
}
    `) as unknown as TypedDocumentString<ContentPageQuery, ContentPageQueryVariables>;
export const AlbumListDocument = new TypedDocumentString(`
    query AlbumList {
  albums {
    ...AlbumCard_album
  }
}
    fragment PhotoMasonry_photo on AlbumImage {
  id
  caption
  image {
    id
    url
    srcset
    width
    height
  }
}
fragment AlbumCard_album on TourAlbum {
  id
  title
  location
  date
  description
  imageCount
  coverImage {
    ...PhotoMasonry_photo
  }
}`) as unknown as TypedDocumentString<AlbumListQuery, AlbumListQueryVariables>;
export const AlbumDocument = new TypedDocumentString(`
    query Album($id: ID!) {
  album(id: $id) {
    ...AlbumPage_album
  }
}
    fragment PhotoMasonry_photo on AlbumImage {
  id
  caption
  image {
    id
    url
    srcset
    width
    height
  }
}
fragment AlbumCard_album on TourAlbum {
  id
  title
  location
  date
  description
  imageCount
  coverImage {
    ...PhotoMasonry_photo
  }
}
fragment AlbumPage_album on TourAlbum {
  ...AlbumCard_album
  images {
    ...PhotoMasonry_photo
  }
}`) as unknown as TypedDocumentString<AlbumQuery, AlbumQueryVariables>;
export const BookingFormTicketDocument = new TypedDocumentString(`
    mutation BookingFormTicket {
  bookingFormTicket
}
    `) as unknown as TypedDocumentString<BookingFormTicketMutation, BookingFormTicketMutationVariables>;
export const RequestGuideDocument = new TypedDocumentString(`
    mutation RequestGuide($input: RequestGuideInput!) {
  requestGuide(input: $input) {
    message
    reference
  }
}
    `) as unknown as TypedDocumentString<RequestGuideMutation, RequestGuideMutationVariables>;
export const TravellerQuoteDocument = new TypedDocumentString(`
    query TravellerQuote($token: String!) {
  quote(token: $token) {
    ...QuotePage_quote
  }
}
    fragment QuotePage_quote on TravellerQuote {
  number
  status
  title
  route
  startDate
  endDate
  days
  travellers
  guideName
  lines {
    label
    amount
  }
  currency
  total
  deposit
  balance
  balanceDueOn
  validUntil
  enquiryReference
  name
  manageUrl
}`) as unknown as TypedDocumentString<TravellerQuoteQuery, TravellerQuoteQueryVariables>;
export const AcceptQuoteDocument = new TypedDocumentString(`
    mutation AcceptQuote($token: String!) {
  acceptQuote(token: $token) {
    booking {
      reference
      payment {
        provider
        url
      }
    }
    manageUrl
  }
}
    `) as unknown as TypedDocumentString<AcceptQuoteMutation, AcceptQuoteMutationVariables>;
export const TourAvailabilityDocument = new TypedDocumentString(`
    query TourAvailability($tourId: ID!, $from: String!, $to: String!, $travellers: Int!, $guideLanguage: String) {
  tourAvailability(
    tourId: $tourId
    from: $from
    to: $to
    travellers: $travellers
    guideLanguage: $guideLanguage
  ) {
    date
    available
  }
}
    `) as unknown as TypedDocumentString<TourAvailabilityQuery, TourAvailabilityQueryVariables>;
export const BookTourDocument = new TypedDocumentString(`
    mutation BookTour($input: BookTourInput!) {
  bookTour(input: $input) {
    booking {
      ...ManagedBooking
    }
  }
}
    fragment ManagedBooking on TourBookingView {
  reference
  status
  tourTitle
  startDate
  endDate
  travellers
  name
  currency
  total
  deposit
  balance
  balanceDueOn
  holdExpiresAt
  payment {
    provider
    url
    instructions
  }
  paid
  refundIfCancelled
  refund {
    amount
    status
  }
}`) as unknown as TypedDocumentString<BookTourMutation, BookTourMutationVariables>;
export const ManagedTourBookingDocument = new TypedDocumentString(`
    query ManagedTourBooking($manageToken: String!) {
  tourBooking(manageToken: $manageToken) {
    ...ManagedBooking
  }
}
    fragment ManagedBooking on TourBookingView {
  reference
  status
  tourTitle
  startDate
  endDate
  travellers
  name
  currency
  total
  deposit
  balance
  balanceDueOn
  holdExpiresAt
  payment {
    provider
    url
    instructions
  }
  paid
  refundIfCancelled
  refund {
    amount
    status
  }
}`) as unknown as TypedDocumentString<ManagedTourBookingQuery, ManagedTourBookingQueryVariables>;
export const CancelTourBookingDocument = new TypedDocumentString(`
    mutation CancelTourBooking($manageToken: String!) {
  cancelTourBooking(manageToken: $manageToken) {
    ...ManagedBooking
  }
}
    fragment ManagedBooking on TourBookingView {
  reference
  status
  tourTitle
  startDate
  endDate
  travellers
  name
  currency
  total
  deposit
  balance
  balanceDueOn
  holdExpiresAt
  payment {
    provider
    url
    instructions
  }
  paid
  refundIfCancelled
  refund {
    amount
    status
  }
}`) as unknown as TypedDocumentString<CancelTourBookingMutation, CancelTourBookingMutationVariables>;