/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An album's details; title, location and date are required. */
export type AlbumInput = {
  /** The day of the tour: YYYY-MM-DD. */
  date: string;
  /** At most 2000 characters; empty or left out for none. */
  description?: string | null | undefined;
  /** Required, at most 120 characters. */
  location: string;
  /** Required, at most 120 characters. */
  title: string;
};

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

/** The business's notification, or the visitor's auto-reply. */
export type BookingEmailRole =
  /** The email that confirms its receipt to the visitor. */
  | 'autoReply'
  /** The email that tells the business of the enquiry. */
  | 'notification';

/** Where an enquiry stands: new, contacted, quoted, accepted, booked, confirmed, declined or cancelled. */
export type BookingStatus =
  /** The traveller accepted a quote; its deposit is not paid yet. */
  | 'accepted'
  /** The accepted quote's deposit is paid: the tour is booked. */
  | 'booked'
  /** The visitor called it off. */
  | 'cancelled'
  /** The tour is agreed. */
  | 'confirmed'
  /** A tour guide has written or called back. */
  | 'contacted'
  /** The business cannot take the tour. */
  | 'declined'
  /** Received; no tour guide has answered yet. */
  | 'new'
  /** A quote has been sent; the traveller has not accepted it yet. */
  | 'quoted';

/** The password now, and the one that replaces it. */
export type ChangePasswordInput = {
  /** The password now, proving that its owner makes the change. */
  currentPassword: string;
  /** From 6 to 128 characters. */
  newPassword: string;
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

/** Where a revision stands in the life of its entry. */
export type ContentRevisionState =
  /** Replaced by a later draft or publish; it can be restored. */
  | 'archived'
  /** Saved, not yet seen by visitors. */
  | 'draft'
  /** The version visitors see. */
  | 'published';

/** A new entry of a list kind; its key is its id, days or slug. */
export type CreateContentEntryInput = {
  /** The document with its English texts. */
  document: Record<string, unknown>;
  /** The kind of the entry: a list kind for a new one. */
  kind: ContentKind;
  /** Texts in other languages: {language: {field path: text}}. */
  translations?: Record<string, unknown> | null | undefined;
};

/** Where an email's delivery stands. */
export type EmailDeliveryStatus =
  /** Given up: refused for good, or after the last try; it can be resent. */
  | 'failed'
  /** Waiting to be sent (again, after a refusal). */
  | 'queued'
  /** Being handed to the mail server. */
  | 'sending'
  /** Accepted by the mail server. */
  | 'sent';

/** A review's text; the email is always the signed-in account's. */
export type FeedbackInput = {
  /** From 10 to 2000 characters. */
  comment: string;
  /** The name to sign with, at most 100 characters. */
  fullName: string;
  /** Where the author comes from, at most 100 characters; optional. */
  location?: string | null | undefined;
  /** From 1 to 5 stars. */
  rating: number;
};

/** A guide's details. */
export type GuideInput = {
  /** The email address of a tour guide's account with a confirmed address, at most 254 characters, that no other guide has; empty or absent for none. */
  accountEmail?: string | null | undefined;
  /** The languages the guide leads tours in, by their codes. From 1 to 12: en, de, si, ta … */
  languages: Array<string>;
  /** Required, at most 100 characters. */
  name: string;
  /** The phone travellers call the guide on: digits and spaces, a leading + allowed; empty or absent for none. */
  phone?: string | null | undefined;
};

/** An account's email and password. */
export type LoginInput = {
  /** The address the account was registered with. */
  email: string;
  /** The account's password. */
  password: string;
};

/** Who asks to be verified by the support team. */
export type ManualVerificationInput = {
  /** The account's email address. */
  email: string;
  /** Their answer to: what is your favourite city in Sri Lanka? */
  favoriteCity: string;
};

/** A quote a guide writes on an enquiry: checked on the server. */
export type QuoteInput = {
  /** How many days the tour lasts: 1 to 30. */
  days: number;
  /** Paid to book it, at most the total. In cents (minor units) of the currency. */
  deposit: number;
  /** The guide who leads it (Guide.id). */
  guideId: string | number;
  /** The traveller's language: en, de, fr, ru or zh. */
  language: string;
  /** What it pays for; the total is their sum. */
  lines: Array<QuoteLineInput>;
  /** The tour plan the route follows (Tour.id); none for a route in free text. */
  planId?: string | null | undefined;
  /** The route in free text; required without a plan. */
  route: string;
  /** The first day: YYYY-MM-DD, after today. */
  startDate: string;
  /** The tour's title, in the traveller's language. */
  title: string;
  /** How many travel: 1 to 40. */
  travellers: number;
  /** The last day it can be accepted: YYYY-MM-DD, today to the first day. */
  validUntil: string;
};

/** One line of a quote: what it pays for, and its amount. */
export type QuoteLineInput = {
  /** In cents (minor units) of the currency. */
  amount: number;
  /** What it pays for, in the traveller's language. */
  label: string;
};

/** Checked by the server with the same rules and messages as the form. */
export type RegisterInput = {
  /** One of the countries of the registration form. */
  country: string;
  /** The sign-in address, at most 254 characters; one account each. */
  email: string;
  /** The full name, at most 100 characters. */
  name: string;
  /** From 6 to 128 characters. */
  password: string;
};

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

/** A draft of an entry, checked against its kind's fields. */
export type SaveContentDraftInput = {
  /** The document with its English texts. */
  document: Record<string, unknown>;
  /** The entry's version when the form was opened. */
  expectedVersion: number;
  /** The entry's key. */
  key: string;
  /** The kind of the entry: a list kind for a new one. */
  kind: ContentKind;
  /** Texts in other languages: {language: {field path: text}}. */
  translations?: Record<string, unknown> | null | undefined;
};

/** The answers to the three security questions, which replace any before. */
export type SetSecurityAnswersInput = {
  /** Four digits, compared exactly. */
  birthYear: string;
  /** The account's password, confirming that its owner is making the change. */
  currentPassword: string;
  /** The answer to: What is your favourite city in Sri Lanka? At most 100 characters; capitals and spaces at either end do not count. */
  favoriteCity: string;
  /** The answer to: What was the name of your first pet? At most 100 characters; capitals and spaces at either end do not count. */
  petName: string;
};

/** What the company sets of a timed message. */
export type TimedMessageSettingInput = {
  /** How many days before its day it goes (the balance's due day, the tour's first day), or after it (the tour's last day, for after-tour): 0 to 30. */
  days: number;
  /** Whether it goes at all. */
  enabled: boolean;
  /** The usual pickup time the day-before message gives, HH:MM; null for the other messages. */
  pickupTime?: string | null | undefined;
  /** The time of day it goes, HH:MM in Sri Lanka's time. */
  time: string;
  /** Its wording in the languages given; one left out, or given as its default, reads the default. */
  wordings: Array<TimedMessageWordingInput>;
};

/** A timed message's wording in one language. */
export type TimedMessageWordingInput = {
  /** Paragraphs parted by a blank line, at most 4000 characters; placeholders in braces. */
  body: string;
  /** en, de, fr, ru or zh. */
  language: string;
  /** At most 200 characters; placeholders in braces. */
  subject: string;
};

/** When and where a booking's guide picks the party up. */
export type TourPickupInput = {
  /** A hotel, a station …; none clears it. */
  place?: string | null | undefined;
  /** HH:MM, Sri Lanka's time; none (or empty) clears it. */
  time?: string | null | undefined;
};

/** Only the name, the country and the language can be changed. */
export type UpdateProfileInput = {
  /** One of the countries of the registration form. */
  country: string;
  /** The account's language (en, de, fr, ru, zh); left out, it stays as it is. */
  language?: string | null | undefined;
  /** The full name, at most 100 characters. */
  name: string;
};

/** An account's email with the answers to its security questions. */
export type VerifySecurityAnswersInput = {
  /** Four digits, compared exactly. */
  birthYear: string;
  /** The account's email address. */
  email: string;
  /** The answer to: What is your favourite city in Sri Lanka? At most 100 characters; capitals and spaces at either end do not count. */
  favoriteCity: string;
  /** The answer to: What was the name of your first pet? At most 100 characters; capitals and spaces at either end do not count. */
  petName: string;
};

export type HomeReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeReviewsQuery = { feedbackSummary: { average: number, count: number }, feedbacks: Array<{ fullName: string, rating: number, comment: string, createdAt: string, verified: { tourTitle: string } | null }> };

export type AuthProvider_UserFragment = { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } } };

export type SaveLanguageMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SaveLanguageMutation = { updateProfile: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } };

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

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, user: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } } };

export type SignOutOtherDevicesMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOtherDevicesMutation = { signOutOtherDevices: { token: string, user: { id: string, name: string, email: string, country: string, language: string, createdAt: string, isAdmin: boolean } } };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: { message: string } };

export type SecurityQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityQuestionsQuery = { securityQuestions: { isSet: boolean, updatedAt: string | null } };

export type SetSecurityAnswersMutationVariables = Exact<{
  input: SetSecurityAnswersInput;
}>;


export type SetSecurityAnswersMutation = { setSecurityAnswers: { isSet: boolean, updatedAt: string | null } };

export type GuideAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type GuideAccessQuery = { me: { id: string, guideAccessPending: boolean } | null };

export type ResendGuideAccessLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendGuideAccessLinkMutation = { resendGuideAccessLink: { message: string } };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: Record<string, unknown> };

export type AlbumViewerDialog_PhotoFragment = { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } };

export type AdminAlbumCard_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> };

export type AdminAlbumsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAlbumsQuery = { albums: Array<{ id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> }> };

export type CreateAlbumMutationVariables = Exact<{
  input: AlbumInput;
}>;


export type CreateAlbumMutation = { createAlbum: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> } };

export type UpdateAlbumMutationVariables = Exact<{
  id: string | number;
  input: AlbumInput;
}>;


export type UpdateAlbumMutation = { updateAlbum: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> } };

export type DeleteAlbumMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAlbumMutation = { deleteAlbum: string };

export type UploadAlbumImagesMutationVariables = Exact<{
  albumId: string | number;
  files: Array<File> | File;
  captions?: Array<string> | string | null | undefined;
}>;


export type UploadAlbumImagesMutation = { uploadAlbumImages: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> } };

export type DeleteAlbumImageMutationVariables = Exact<{
  albumId: string | number;
  imageId: string | number;
}>;


export type DeleteAlbumImageMutation = { deleteAlbumImage: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> } };

export type UpdateImageCaptionMutationVariables = Exact<{
  albumId: string | number;
  imageId: string | number;
  caption: string;
}>;


export type UpdateImageCaptionMutation = { updateImageCaption: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } };

export type SetAlbumCoverMutationVariables = Exact<{
  albumId: string | number;
  imageId: string | number;
}>;


export type SetAlbumCoverMutation = { setAlbumCover: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }> } };

export type PhotoMasonry_PhotoFragment = { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } };

export type AlbumCard_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumPage_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumListQueryVariables = Exact<{ [key: string]: never; }>;


export type AlbumListQuery = { albums: Array<{ id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null }> };

export type AlbumQueryVariables = Exact<{
  id: string | number;
}>;


export type AlbumQuery = { album: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string, previewUrl: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type VerifySecurityAnswersMutationVariables = Exact<{
  input: VerifySecurityAnswersInput;
}>;


export type VerifySecurityAnswersMutation = { verifySecurityAnswers: { resetToken: string } };

export type RequestManualVerificationMutationVariables = Exact<{
  input: ManualVerificationInput;
}>;


export type RequestManualVerificationMutation = { requestManualVerification: { message: string } };

export type BookingFormTicketMutationVariables = Exact<{ [key: string]: never; }>;


export type BookingFormTicketMutation = { bookingFormTicket: string };

export type RequestGuideMutationVariables = Exact<{
  input: RequestGuideInput;
}>;


export type RequestGuideMutation = { requestGuide: { message: string, reference: string } };

export type MyRequests_BookingFragment = { id: string, reference: string, tourDate: string, groupSize: string, duration: string, destination: string, status: BookingStatus, createdAt: string };

export type InboxEntry_BookingFragment = { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, language: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }>, quotes: Array<{ id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> }> };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, reference: string, tourDate: string, groupSize: string, duration: string, destination: string, status: BookingStatus, createdAt: string }> };

export type BookingInboxQueryVariables = Exact<{
  status?: BookingStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BookingInboxQuery = { bookings: { total: number, items: Array<{ id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, language: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }>, quotes: Array<{ id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> }> }> } };

export type SetBookingStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type SetBookingStatusMutation = { setBookingStatus: { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, language: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }>, quotes: Array<{ id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> }> } };

export type ResendBookingEmailMutationVariables = Exact<{
  bookingId: string | number;
  emailId: string | number;
}>;


export type ResendBookingEmailMutation = { resendBookingEmail: { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, language: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }>, quotes: Array<{ id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> }> } };

export type EntryList_EntryFragment = { kind: ContentKind, key: string, label: string, position: number, version: number, published: boolean, hasDraft: boolean };

export type RevisionHistory_RevisionFragment = { number: number, state: ContentRevisionState, authorName: string | null, createdAt: string, publishedAt: string | null, changedFields: Array<string> | null, restorable: boolean, textChanges: Array<{ path: string, language: string, before: string | null, after: string | null }> | null };

export type EntryEditor_RevisionFragment = { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> };

export type EntryEditor_EntryFragment = { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null };

export type ContentEntriesQueryVariables = Exact<{
  kind: ContentKind;
}>;


export type ContentEntriesQuery = { contentEntries: Array<{ kind: ContentKind, key: string, label: string, position: number, version: number, published: boolean, hasDraft: boolean }> };

export type ContentEntryQueryVariables = Exact<{
  kind: ContentKind;
  key: string;
}>;


export type ContentEntryQuery = { contentEntry: { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null } };

export type ContentRevisionsQueryVariables = Exact<{
  kind: ContentKind;
  key: string;
}>;


export type ContentRevisionsQuery = { contentRevisions: Array<{ number: number, state: ContentRevisionState, authorName: string | null, createdAt: string, publishedAt: string | null, changedFields: Array<string> | null, restorable: boolean, textChanges: Array<{ path: string, language: string, before: string | null, after: string | null }> | null }> };

export type ContentRevisionQueryVariables = Exact<{
  kind: ContentKind;
  key: string;
  number: number;
}>;


export type ContentRevisionQuery = { contentRevision: { number: number, document: Record<string, unknown>, translations: Record<string, unknown> } };

export type ContentAlbumPhotosQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentAlbumPhotosQuery = { albums: Array<{ id: string, title: string, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, width: number, height: number } }> }> };

export type CreateContentEntryMutationVariables = Exact<{
  input: CreateContentEntryInput;
}>;


export type CreateContentEntryMutation = { createContentEntry: { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null } };

export type SaveContentDraftMutationVariables = Exact<{
  input: SaveContentDraftInput;
}>;


export type SaveContentDraftMutation = { saveContentDraft: { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null } };

export type PublishContentMutationVariables = Exact<{
  kind: ContentKind;
  key: string;
  expectedVersion: number;
}>;


export type PublishContentMutation = { publishContent: { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null } };

export type RestoreContentRevisionMutationVariables = Exact<{
  kind: ContentKind;
  key: string;
  expectedVersion: number;
  number: number;
}>;


export type RestoreContentRevisionMutation = { restoreContentRevision: { kind: ContentKind, key: string, label: string, position: number, version: number, published: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null, draft: { number: number, state: ContentRevisionState, document: Record<string, unknown>, translations: Record<string, unknown> } | null } };

export type ReorderContentMutationVariables = Exact<{
  kind: ContentKind;
  keys: Array<string> | string;
}>;


export type ReorderContentMutation = { reorderContent: Array<{ kind: ContentKind, key: string, label: string, position: number, version: number, published: boolean, hasDraft: boolean }> };

export type DeleteContentEntryMutationVariables = Exact<{
  kind: ContentKind;
  key: string;
  expectedVersion: number;
}>;


export type DeleteContentEntryMutation = { deleteContentEntry: string };

export type UploadContentPictureMutationVariables = Exact<{
  files: Array<File> | File;
  alt: string;
}>;


export type UploadContentPictureMutation = { uploadContentPicture: { src: string, alt: string, width: number, height: number } };

export type ContentPictureFromAlbumMutationVariables = Exact<{
  imageId: string | number;
  alt: string;
}>;


export type ContentPictureFromAlbumMutation = { contentPictureFromAlbum: { src: string, alt: string, width: number, height: number } };

export type FeedbackCard_ImageFragment = { id: string, url: string, srcset: string, width: number, height: number };

export type FeedbackCard_FeedbackFragment = { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null };

export type FeedbackListQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedbackListQuery = { feedbacks: Array<{ id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null }>, feedbackSummary: { average: number, count: number } };

export type ReviewInvitationQueryVariables = Exact<{
  token: string;
}>;


export type ReviewInvitationQuery = { reviewInvitation: { tourTitle: string, month: string } };

export type CreateFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
  images?: Array<File> | File | null | undefined;
  reviewToken?: string | null | undefined;
}>;


export type CreateFeedbackMutation = { createFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type UpdateFeedbackMutationVariables = Exact<{
  id: string | number;
  input: FeedbackInput;
  keepImageIds?: Array<string | number> | string | number | null | undefined;
  images?: Array<File> | File | null | undefined;
}>;


export type UpdateFeedbackMutation = { updateFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type DeleteFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFeedbackMutation = { deleteFeedback: string };

export type ReplyToFeedbackMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type ReplyToFeedbackMutation = { replyToFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type RemoveFeedbackReplyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFeedbackReplyMutation = { removeFeedbackReply: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type HideFeedbackMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type HideFeedbackMutation = { hideFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type ShowFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type ShowFeedbackMutation = { showFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }>, reply: { text: string, repliedAt: string } | null, hidden: { reason: string | null, hiddenAt: string } | null, verified: { tourTitle: string, month: string } | null } };

export type GuideCard_GuideFragment = { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null };

export type AdminGuidesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGuidesQuery = { guides: Array<{ id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null }> };

export type AddGuideMutationVariables = Exact<{
  input: GuideInput;
}>;


export type AddGuideMutation = { addGuide: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type UpdateGuideMutationVariables = Exact<{
  guideId: string | number;
  input: GuideInput;
}>;


export type UpdateGuideMutation = { updateGuide: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type SetGuidePhotoMutationVariables = Exact<{
  guideId: string | number;
  files: Array<File> | File;
}>;


export type SetGuidePhotoMutation = { setGuidePhoto: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type RemoveGuidePhotoMutationVariables = Exact<{
  guideId: string | number;
}>;


export type RemoveGuidePhotoMutation = { removeGuidePhoto: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type AddGuideDaysOffMutationVariables = Exact<{
  guideId: string | number;
  from: string;
  to: string;
}>;


export type AddGuideDaysOffMutation = { addGuideDaysOff: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type RemoveGuideDaysOffMutationVariables = Exact<{
  guideId: string | number;
  daysOffId: string | number;
}>;


export type RemoveGuideDaysOffMutation = { removeGuideDaysOff: { id: string, name: string, languages: Array<string>, accountEmail: string | null, isYou: boolean, phone: string | null, daysOff: Array<{ id: string, from: string, to: string }>, photo: { id: string, url: string, srcset: string, width: number, height: number } | null } };

export type GuideCalendarAddressQueryVariables = Exact<{
  guideId: string | number;
}>;


export type GuideCalendarAddressQuery = { guideCalendarAddress: string };

export type RenewGuideCalendarAddressMutationVariables = Exact<{
  guideId: string | number;
}>;


export type RenewGuideCalendarAddressMutation = { renewGuideCalendarAddress: string };

export type QuotePage_QuoteFragment = { number: number, status: string, title: string, route: string, startDate: string, endDate: string, days: number, travellers: number, guideName: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, validUntil: string, enquiryReference: string, name: string, manageUrl: string | null, lines: Array<{ label: string, amount: number }> };

export type TravellerQuoteQueryVariables = Exact<{
  token: string;
}>;


export type TravellerQuoteQuery = { quote: { number: number, status: string, title: string, route: string, startDate: string, endDate: string, days: number, travellers: number, guideName: string, currency: string, total: number, deposit: number, balance: number, balanceDueOn: string, validUntil: string, enquiryReference: string, name: string, manageUrl: string | null, lines: Array<{ label: string, amount: number }> } };

export type AcceptQuoteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptQuoteMutation = { acceptQuote: { manageUrl: string, booking: { reference: string, payment: { provider: string, url: string | null } } } };

export type EnquiryQuotes_QuoteFragment = { id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> };

export type QuoteChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteChoicesQuery = { guides: Array<{ id: string, name: string }>, tours: Array<{ id: string, title: string, days: number }> };

export type SendQuoteMutationVariables = Exact<{
  enquiryId: string | number;
  input: QuoteInput;
}>;


export type SendQuoteMutation = { sendQuote: { id: string, number: number, status: string, language: string, planId: string | null, title: string, route: string, startDate: string, days: number, travellers: number, guideId: string | null, guideName: string, currency: string, total: number, deposit: number, validUntil: string, bookingReference: string | null, emailStatus: string | null, emailPreviewUrl: string | null, lines: Array<{ label: string, amount: number }> } };

export type TimedMessageForm_MessageFragment = { kind: string, enabled: boolean, days: number, time: string, pickupTime: string | null, placeholders: Array<string>, updatedAt: string, wordings: Array<{ language: string, subject: string, body: string, own: boolean, default: { subject: string, body: string } }> };

export type TimedMessageSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TimedMessageSettingsQuery = { timedMessageSettings: Array<{ kind: string, enabled: boolean, days: number, time: string, pickupTime: string | null, placeholders: Array<string>, updatedAt: string, wordings: Array<{ language: string, subject: string, body: string, own: boolean, default: { subject: string, body: string } }> }> };

export type UpdateTimedMessageSettingMutationVariables = Exact<{
  kind: string;
  input: TimedMessageSettingInput;
}>;


export type UpdateTimedMessageSettingMutation = { updateTimedMessageSetting: { kind: string, enabled: boolean, days: number, time: string, pickupTime: string | null, placeholders: Array<string>, updatedAt: string, wordings: Array<{ language: string, subject: string, body: string, own: boolean, default: { subject: string, body: string } }> } };

export type UpcomingTourBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingTourBookingsQuery = { upcomingTourBookings: Array<{ reference: string, status: string, tourTitle: string, startDate: string, endDate: string, travellers: number, name: string, email: string, phone: string, guideLanguage: string | null, currency: string, deposit: number, holdExpiresAt: string, guideId: string | null, guideName: string | null, pickupTime: string | null, pickupPlace: string | null, paid: number, refundIfCancelled: number, payment: { provider: string }, refund: { amount: number, status: string } | null }> };

export type RecordTourDepositMutationVariables = Exact<{
  reference: string;
}>;


export type RecordTourDepositMutation = { recordTourDeposit: { reference: string, status: string } };

export type CancelTourBookingForCompanyMutationVariables = Exact<{
  reference: string;
}>;


export type CancelTourBookingForCompanyMutation = { cancelTourBookingForCompany: { reference: string, status: string } };

export type SetTourBookingPickupMutationVariables = Exact<{
  reference: string;
  input: TourPickupInput;
}>;


export type SetTourBookingPickupMutation = { setTourBookingPickup: { reference: string, pickupTime: string | null, pickupPlace: string | null } };

export type FreeGuidesForTourBookingQueryVariables = Exact<{
  reference: string;
}>;


export type FreeGuidesForTourBookingQuery = { freeGuidesForTourBooking: Array<{ id: string, name: string, languages: Array<string> }> };

export type MoveTourBookingToGuideMutationVariables = Exact<{
  reference: string;
  guideId: string | number;
}>;


export type MoveTourBookingToGuideMutation = { moveTourBookingToGuide: { reference: string, guideId: string | null, guideName: string | null } };

export type TourDayManifestQueryVariables = Exact<{
  date: string;
}>;


export type TourDayManifestQuery = { tourDayManifest: Array<{ reference: string, status: string, tourTitle: string, tourDays: number, dayOfTour: number, travellers: number, name: string, phone: string, email: string, language: string, guideLanguage: string | null, message: string, pickupTime: string | null, pickupPlace: string | null, currency: string, total: number, paid: number, guideName: string | null }> };

export type GuidesMonthQueryVariables = Exact<{
  month: string;
}>;


export type GuidesMonthQuery = { guidesMonth: Array<{ id: string, name: string, isYou: boolean, spans: Array<{ from: string, to: string, kind: string, reference: string | null, status: string | null, travellers: number | null, tourTitle: string | null }> }> };

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

export const AuthProvider_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<AuthProvider_UserFragment, unknown>;
export const AlbumViewerDialog_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<AlbumViewerDialog_PhotoFragment, unknown>;
export const AdminAlbumCard_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<AdminAlbumCard_AlbumFragment, unknown>;
export const PhotoMasonry_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<PhotoMasonry_PhotoFragment, unknown>;
export const AlbumCard_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<AlbumCard_AlbumFragment, unknown>;
export const AlbumPage_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumPage_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode<AlbumPage_AlbumFragment, unknown>;
export const MyRequests_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRequests_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyRequests_BookingFragment, unknown>;
export const EnquiryQuotes_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<EnquiryQuotes_QuoteFragment, unknown>;
export const InboxEntry_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnquiryQuotes_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<InboxEntry_BookingFragment, unknown>;
export const EntryList_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode<EntryList_EntryFragment, unknown>;
export const RevisionHistory_RevisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionHistory_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentHistoryRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"textChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restorable"}}]}}]} as unknown as DocumentNode<RevisionHistory_RevisionFragment, unknown>;
export const EntryEditor_RevisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]} as unknown as DocumentNode<EntryEditor_RevisionFragment, unknown>;
export const EntryEditor_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]} as unknown as DocumentNode<EntryEditor_EntryFragment, unknown>;
export const FeedbackCard_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<FeedbackCard_ImageFragment, unknown>;
export const FeedbackCard_FeedbackFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<FeedbackCard_FeedbackFragment, unknown>;
export const GuideCard_GuideFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<GuideCard_GuideFragment, unknown>;
export const QuotePage_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePage_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravellerQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enquiryReference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manageUrl"}}]}}]} as unknown as DocumentNode<QuotePage_QuoteFragment, unknown>;
export const TimedMessageForm_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimedMessageForm_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimedMessageSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"wordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"own"}},{"kind":"Field","name":{"kind":"Name","value":"default"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TimedMessageForm_MessageFragment, unknown>;
export const ManagedBookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourBookingView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ManagedBookingFragment, unknown>;
export const HomeReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbackSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}}]}}]}}]}}]} as unknown as DocumentNode<HomeReviewsQuery, HomeReviewsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SaveLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SaveLanguageMutation, SaveLanguageMutationVariables>;
export const SiteContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"englishTexts"}}]}}]}}]} as unknown as DocumentNode<SiteContentQuery, SiteContentQueryVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"englishTexts"}}]}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignOutOtherDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SecurityQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>;
export const SetSecurityAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecurityAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSecurityAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecurityAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetSecurityAnswersMutation, SetSecurityAnswersMutationVariables>;
export const GuideAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuideAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guideAccessPending"}}]}}]}}]} as unknown as DocumentNode<GuideAccessQuery, GuideAccessQueryVariables>;
export const ResendGuideAccessLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendGuideAccessLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendGuideAccessLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendGuideAccessLinkMutation, ResendGuideAccessLinkMutationVariables>;
export const MyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode<MyDataQuery, MyDataQueryVariables>;
export const AdminAlbumsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAlbums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<AdminAlbumsQuery, AdminAlbumsQueryVariables>;
export const CreateAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<CreateAlbumMutation, CreateAlbumMutationVariables>;
export const UpdateAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<UpdateAlbumMutation, UpdateAlbumMutationVariables>;
export const DeleteAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAlbumMutation, DeleteAlbumMutationVariables>;
export const UploadAlbumImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAlbumImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAlbumImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"captions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<UploadAlbumImagesMutation, UploadAlbumImagesMutationVariables>;
export const DeleteAlbumImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAlbumImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlbumImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<DeleteAlbumImageMutation, DeleteAlbumImageMutationVariables>;
export const UpdateImageCaptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateImageCaption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caption"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateImageCaption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"caption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UpdateImageCaptionMutation, UpdateImageCaptionMutationVariables>;
export const SetAlbumCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAlbumCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAlbumCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode<SetAlbumCoverMutation, SetAlbumCoverMutationVariables>;
export const AlbumListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlbumList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode<AlbumListQuery, AlbumListQueryVariables>;
export const AlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Album"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"album"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumPage_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumPage_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode<AlbumQuery, AlbumQueryVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifySecurityAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecurityAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySecurityAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecurityAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetToken"}}]}}]}}]} as unknown as DocumentNode<VerifySecurityAnswersMutation, VerifySecurityAnswersMutationVariables>;
export const RequestManualVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestManualVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManualVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestManualVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestManualVerificationMutation, RequestManualVerificationMutationVariables>;
export const BookingFormTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingFormTicket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingFormTicket"}}]}}]} as unknown as DocumentNode<BookingFormTicketMutation, BookingFormTicketMutationVariables>;
export const RequestGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestGuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<RequestGuideMutation, RequestGuideMutationVariables>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRequests_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRequests_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const BookingInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnquiryQuotes_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<BookingInboxQuery, BookingInboxQueryVariables>;
export const SetBookingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBookingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnquiryQuotes_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<SetBookingStatusMutation, SetBookingStatusMutationVariables>;
export const ResendBookingEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendBookingEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBookingEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnquiryQuotes_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<ResendBookingEmailMutation, ResendBookingEmailMutationVariables>;
export const ContentEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryList_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode<ContentEntriesQuery, ContentEntriesQueryVariables>;
export const ContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode<ContentEntryQuery, ContentEntryQueryVariables>;
export const ContentRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevisionHistory_revision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionHistory_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentHistoryRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"textChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restorable"}}]}}]} as unknown as DocumentNode<ContentRevisionsQuery, ContentRevisionsQueryVariables>;
export const ContentRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]}}]} as unknown as DocumentNode<ContentRevisionQuery, ContentRevisionQueryVariables>;
export const ContentAlbumPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentAlbumPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>;
export const CreateContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContentEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode<CreateContentEntryMutation, CreateContentEntryMutationVariables>;
export const SaveContentDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContentDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContentDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode<SaveContentDraftMutation, SaveContentDraftMutationVariables>;
export const PublishContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode<PublishContentMutation, PublishContentMutationVariables>;
export const RestoreContentRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreContentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreContentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>;
export const ReorderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryList_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode<ReorderContentMutation, ReorderContentMutationVariables>;
export const DeleteContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteContentEntryMutation, DeleteContentEntryMutationVariables>;
export const UploadContentPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadContentPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadContentPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UploadContentPictureMutation, UploadContentPictureMutationVariables>;
export const ContentPictureFromAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPictureFromAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPictureFromAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ContentPictureFromAlbumMutation, ContentPictureFromAlbumMutationVariables>;
export const FeedbackListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedbackSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<FeedbackListQuery, FeedbackListQueryVariables>;
export const ReviewInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<ReviewInvitationQuery, ReviewInvitationQueryVariables>;
export const CreateFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<CreateFeedbackMutation, CreateFeedbackMutationVariables>;
export const UpdateFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepImageIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepImageIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepImageIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<UpdateFeedbackMutation, UpdateFeedbackMutationVariables>;
export const DeleteFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>;
export const ReplyToFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<ReplyToFeedbackMutation, ReplyToFeedbackMutationVariables>;
export const RemoveFeedbackReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFeedbackReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFeedbackReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<RemoveFeedbackReplyMutation, RemoveFeedbackReplyMutationVariables>;
export const HideFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<HideFeedbackMutation, HideFeedbackMutationVariables>;
export const ShowFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]} as unknown as DocumentNode<ShowFeedbackMutation, ShowFeedbackMutationVariables>;
export const AdminGuidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AdminGuidesQuery, AdminGuidesQueryVariables>;
export const AddGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AddGuideMutation, AddGuideMutationVariables>;
export const UpdateGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<UpdateGuideMutation, UpdateGuideMutationVariables>;
export const SetGuidePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGuidePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGuidePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<SetGuidePhotoMutation, SetGuidePhotoMutationVariables>;
export const RemoveGuidePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGuidePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGuidePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<RemoveGuidePhotoMutation, RemoveGuidePhotoMutationVariables>;
export const AddGuideDaysOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddGuideDaysOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGuideDaysOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AddGuideDaysOffMutation, AddGuideDaysOffMutationVariables>;
export const RemoveGuideDaysOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGuideDaysOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"daysOffId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGuideDaysOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}},{"kind":"Argument","name":{"kind":"Name","value":"daysOffId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysOffId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuideCard_guide"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuideCard_guide"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuideView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<RemoveGuideDaysOffMutation, RemoveGuideDaysOffMutationVariables>;
export const GuideCalendarAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuideCalendarAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guideCalendarAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}}]}]}}]} as unknown as DocumentNode<GuideCalendarAddressQuery, GuideCalendarAddressQueryVariables>;
export const RenewGuideCalendarAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewGuideCalendarAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewGuideCalendarAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}}]}]}}]} as unknown as DocumentNode<RenewGuideCalendarAddressMutation, RenewGuideCalendarAddressMutationVariables>;
export const TravellerQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TravellerQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePage_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePage_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravellerQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enquiryReference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manageUrl"}}]}}]} as unknown as DocumentNode<TravellerQuoteQuery, TravellerQuoteQueryVariables>;
export const AcceptQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"manageUrl"}}]}}]}}]} as unknown as DocumentNode<AcceptQuoteMutation, AcceptQuoteMutationVariables>;
export const QuoteChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<QuoteChoicesQuery, QuoteChoicesQueryVariables>;
export const SendQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enquiryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enquiryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enquiryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EnquiryQuotes_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EnquiryQuotes_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"emailStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailPreviewUrl"}}]}}]} as unknown as DocumentNode<SendQuoteMutation, SendQuoteMutationVariables>;
export const TimedMessageSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimedMessageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timedMessageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimedMessageForm_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimedMessageForm_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimedMessageSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"wordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"own"}},{"kind":"Field","name":{"kind":"Name","value":"default"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TimedMessageSettingsQuery, TimedMessageSettingsQueryVariables>;
export const UpdateTimedMessageSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimedMessageSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimedMessageSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimedMessageSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimedMessageForm_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimedMessageForm_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimedMessageSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}},{"kind":"Field","name":{"kind":"Name","value":"wordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"own"}},{"kind":"Field","name":{"kind":"Name","value":"default"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateTimedMessageSettingMutation, UpdateTimedMessageSettingMutationVariables>;
export const UpcomingTourBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingTourBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingTourBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"guideLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"pickupPlace"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingTourBookingsQuery, UpcomingTourBookingsQueryVariables>;
export const RecordTourDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordTourDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTourDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RecordTourDepositMutation, RecordTourDepositMutationVariables>;
export const CancelTourBookingForCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTourBookingForCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTourBookingForCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelTourBookingForCompanyMutation, CancelTourBookingForCompanyMutationVariables>;
export const SetTourBookingPickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTourBookingPickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TourPickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTourBookingPickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"pickupPlace"}}]}}]}}]} as unknown as DocumentNode<SetTourBookingPickupMutation, SetTourBookingPickupMutationVariables>;
export const FreeGuidesForTourBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreeGuidesForTourBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeGuidesForTourBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}}]}}]}}]} as unknown as DocumentNode<FreeGuidesForTourBookingQuery, FreeGuidesForTourBookingQueryVariables>;
export const MoveTourBookingToGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTourBookingToGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTourBookingToGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"guideId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"guideId"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}}]}}]}}]} as unknown as DocumentNode<MoveTourBookingToGuideMutation, MoveTourBookingToGuideMutationVariables>;
export const TourDayManifestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourDayManifest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourDayManifest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"tourDays"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfTour"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"guideLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"pickupPlace"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"guideName"}}]}}]}}]} as unknown as DocumentNode<TourDayManifestQuery, TourDayManifestQueryVariables>;
export const GuidesMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuidesMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidesMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"spans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}}]}}]}}]}}]} as unknown as DocumentNode<GuidesMonthQuery, GuidesMonthQueryVariables>;
export const TourAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"travellers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guideLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tourId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"travellers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"travellers"}}},{"kind":"Argument","name":{"kind":"Name","value":"guideLanguage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guideLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<TourAvailabilityQuery, TourAvailabilityQueryVariables>;
export const BookTourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookTour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookTourInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookTour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedBooking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourBookingView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BookTourMutation, BookTourMutationVariables>;
export const ManagedTourBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedTourBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manageToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"manageToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manageToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourBookingView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ManagedTourBookingQuery, ManagedTourBookingQueryVariables>;
export const CancelTourBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTourBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manageToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTourBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"manageToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manageToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourBookingView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tourTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"travellers"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"refundIfCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelTourBookingMutation, CancelTourBookingMutationVariables>;
export function useHomeReviewsQuery(options?: useQuery.Options<HomeReviewsQuery, HomeReviewsQueryVariables>) {
  return useQuery<HomeReviewsQuery, HomeReviewsQueryVariables>(HomeReviewsDocument, options);
}
export function useMeQuery(options?: useQuery.Options<MeQuery, MeQueryVariables>) {
  return useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
}
export function useLoginMutation(options?: useMutation.Options<LoginMutation, LoginMutationVariables>) {
  return useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
}
export function useRegisterMutation(options?: useMutation.Options<RegisterMutation, RegisterMutationVariables>) {
  return useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
}
export function useSaveLanguageMutation(options?: useMutation.Options<SaveLanguageMutation, SaveLanguageMutationVariables>) {
  return useMutation<SaveLanguageMutation, SaveLanguageMutationVariables>(SaveLanguageDocument, options);
}
export function useSiteContentQuery(options: useQuery.Options<SiteContentQuery, SiteContentQueryVariables>) {
  return useQuery<SiteContentQuery, SiteContentQueryVariables>(SiteContentDocument, options);
}
export function useContentPageQuery(options: useQuery.Options<ContentPageQuery, ContentPageQueryVariables>) {
  return useQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
}
export function useUpdateProfileMutation(options?: useMutation.Options<UpdateProfileMutation, UpdateProfileMutationVariables>) {
  return useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
}
export function useChangePasswordMutation(options?: useMutation.Options<ChangePasswordMutation, ChangePasswordMutationVariables>) {
  return useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
}
export function useSignOutOtherDevicesMutation(options?: useMutation.Options<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>) {
  return useMutation<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>(SignOutOtherDevicesDocument, options);
}
export function useDeleteAccountMutation(options?: useMutation.Options<DeleteAccountMutation, DeleteAccountMutationVariables>) {
  return useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(DeleteAccountDocument, options);
}
export function useSecurityQuestionsQuery(options?: useQuery.Options<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>) {
  return useQuery<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>(SecurityQuestionsDocument, options);
}
export function useSetSecurityAnswersMutation(options?: useMutation.Options<SetSecurityAnswersMutation, SetSecurityAnswersMutationVariables>) {
  return useMutation<SetSecurityAnswersMutation, SetSecurityAnswersMutationVariables>(SetSecurityAnswersDocument, options);
}
export function useGuideAccessQuery(options?: useQuery.Options<GuideAccessQuery, GuideAccessQueryVariables>) {
  return useQuery<GuideAccessQuery, GuideAccessQueryVariables>(GuideAccessDocument, options);
}
export function useResendGuideAccessLinkMutation(options?: useMutation.Options<ResendGuideAccessLinkMutation, ResendGuideAccessLinkMutationVariables>) {
  return useMutation<ResendGuideAccessLinkMutation, ResendGuideAccessLinkMutationVariables>(ResendGuideAccessLinkDocument, options);
}
export function useMyDataQuery(options?: useQuery.Options<MyDataQuery, MyDataQueryVariables>) {
  return useQuery<MyDataQuery, MyDataQueryVariables>(MyDataDocument, options);
}
export function useAdminAlbumsQuery(options?: useQuery.Options<AdminAlbumsQuery, AdminAlbumsQueryVariables>) {
  return useQuery<AdminAlbumsQuery, AdminAlbumsQueryVariables>(AdminAlbumsDocument, options);
}
export function useCreateAlbumMutation(options?: useMutation.Options<CreateAlbumMutation, CreateAlbumMutationVariables>) {
  return useMutation<CreateAlbumMutation, CreateAlbumMutationVariables>(CreateAlbumDocument, options);
}
export function useUpdateAlbumMutation(options?: useMutation.Options<UpdateAlbumMutation, UpdateAlbumMutationVariables>) {
  return useMutation<UpdateAlbumMutation, UpdateAlbumMutationVariables>(UpdateAlbumDocument, options);
}
export function useDeleteAlbumMutation(options?: useMutation.Options<DeleteAlbumMutation, DeleteAlbumMutationVariables>) {
  return useMutation<DeleteAlbumMutation, DeleteAlbumMutationVariables>(DeleteAlbumDocument, options);
}
export function useUploadAlbumImagesMutation(options?: useMutation.Options<UploadAlbumImagesMutation, UploadAlbumImagesMutationVariables>) {
  return useMutation<UploadAlbumImagesMutation, UploadAlbumImagesMutationVariables>(UploadAlbumImagesDocument, options);
}
export function useDeleteAlbumImageMutation(options?: useMutation.Options<DeleteAlbumImageMutation, DeleteAlbumImageMutationVariables>) {
  return useMutation<DeleteAlbumImageMutation, DeleteAlbumImageMutationVariables>(DeleteAlbumImageDocument, options);
}
export function useUpdateImageCaptionMutation(options?: useMutation.Options<UpdateImageCaptionMutation, UpdateImageCaptionMutationVariables>) {
  return useMutation<UpdateImageCaptionMutation, UpdateImageCaptionMutationVariables>(UpdateImageCaptionDocument, options);
}
export function useSetAlbumCoverMutation(options?: useMutation.Options<SetAlbumCoverMutation, SetAlbumCoverMutationVariables>) {
  return useMutation<SetAlbumCoverMutation, SetAlbumCoverMutationVariables>(SetAlbumCoverDocument, options);
}
export function useAlbumListQuery(options?: useQuery.Options<AlbumListQuery, AlbumListQueryVariables>) {
  return useQuery<AlbumListQuery, AlbumListQueryVariables>(AlbumListDocument, options);
}
export function useAlbumQuery(options: useQuery.Options<AlbumQuery, AlbumQueryVariables>) {
  return useQuery<AlbumQuery, AlbumQueryVariables>(AlbumDocument, options);
}
export function useForgotPasswordMutation(options?: useMutation.Options<ForgotPasswordMutation, ForgotPasswordMutationVariables>) {
  return useMutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>(ForgotPasswordDocument, options);
}
export function useResetPasswordMutation(options?: useMutation.Options<ResetPasswordMutation, ResetPasswordMutationVariables>) {
  return useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
}
export function useVerifySecurityAnswersMutation(options?: useMutation.Options<VerifySecurityAnswersMutation, VerifySecurityAnswersMutationVariables>) {
  return useMutation<VerifySecurityAnswersMutation, VerifySecurityAnswersMutationVariables>(VerifySecurityAnswersDocument, options);
}
export function useRequestManualVerificationMutation(options?: useMutation.Options<RequestManualVerificationMutation, RequestManualVerificationMutationVariables>) {
  return useMutation<RequestManualVerificationMutation, RequestManualVerificationMutationVariables>(RequestManualVerificationDocument, options);
}
export function useBookingFormTicketMutation(options?: useMutation.Options<BookingFormTicketMutation, BookingFormTicketMutationVariables>) {
  return useMutation<BookingFormTicketMutation, BookingFormTicketMutationVariables>(BookingFormTicketDocument, options);
}
export function useRequestGuideMutation(options?: useMutation.Options<RequestGuideMutation, RequestGuideMutationVariables>) {
  return useMutation<RequestGuideMutation, RequestGuideMutationVariables>(RequestGuideDocument, options);
}
export function useMyBookingsQuery(options?: useQuery.Options<MyBookingsQuery, MyBookingsQueryVariables>) {
  return useQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
}
export function useBookingInboxQuery(options?: useQuery.Options<BookingInboxQuery, BookingInboxQueryVariables>) {
  return useQuery<BookingInboxQuery, BookingInboxQueryVariables>(BookingInboxDocument, options);
}
export function useSetBookingStatusMutation(options?: useMutation.Options<SetBookingStatusMutation, SetBookingStatusMutationVariables>) {
  return useMutation<SetBookingStatusMutation, SetBookingStatusMutationVariables>(SetBookingStatusDocument, options);
}
export function useResendBookingEmailMutation(options?: useMutation.Options<ResendBookingEmailMutation, ResendBookingEmailMutationVariables>) {
  return useMutation<ResendBookingEmailMutation, ResendBookingEmailMutationVariables>(ResendBookingEmailDocument, options);
}
export function useContentEntriesQuery(options: useQuery.Options<ContentEntriesQuery, ContentEntriesQueryVariables>) {
  return useQuery<ContentEntriesQuery, ContentEntriesQueryVariables>(ContentEntriesDocument, options);
}
export function useContentEntryQuery(options: useQuery.Options<ContentEntryQuery, ContentEntryQueryVariables>) {
  return useQuery<ContentEntryQuery, ContentEntryQueryVariables>(ContentEntryDocument, options);
}
export function useContentRevisionsQuery(options: useQuery.Options<ContentRevisionsQuery, ContentRevisionsQueryVariables>) {
  return useQuery<ContentRevisionsQuery, ContentRevisionsQueryVariables>(ContentRevisionsDocument, options);
}
export function useContentRevisionQuery(options: useQuery.Options<ContentRevisionQuery, ContentRevisionQueryVariables>) {
  return useQuery<ContentRevisionQuery, ContentRevisionQueryVariables>(ContentRevisionDocument, options);
}
export function useContentAlbumPhotosQuery(options?: useQuery.Options<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>) {
  return useQuery<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>(ContentAlbumPhotosDocument, options);
}
export function useCreateContentEntryMutation(options?: useMutation.Options<CreateContentEntryMutation, CreateContentEntryMutationVariables>) {
  return useMutation<CreateContentEntryMutation, CreateContentEntryMutationVariables>(CreateContentEntryDocument, options);
}
export function useSaveContentDraftMutation(options?: useMutation.Options<SaveContentDraftMutation, SaveContentDraftMutationVariables>) {
  return useMutation<SaveContentDraftMutation, SaveContentDraftMutationVariables>(SaveContentDraftDocument, options);
}
export function usePublishContentMutation(options?: useMutation.Options<PublishContentMutation, PublishContentMutationVariables>) {
  return useMutation<PublishContentMutation, PublishContentMutationVariables>(PublishContentDocument, options);
}
export function useRestoreContentRevisionMutation(options?: useMutation.Options<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>) {
  return useMutation<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>(RestoreContentRevisionDocument, options);
}
export function useReorderContentMutation(options?: useMutation.Options<ReorderContentMutation, ReorderContentMutationVariables>) {
  return useMutation<ReorderContentMutation, ReorderContentMutationVariables>(ReorderContentDocument, options);
}
export function useDeleteContentEntryMutation(options?: useMutation.Options<DeleteContentEntryMutation, DeleteContentEntryMutationVariables>) {
  return useMutation<DeleteContentEntryMutation, DeleteContentEntryMutationVariables>(DeleteContentEntryDocument, options);
}
export function useUploadContentPictureMutation(options?: useMutation.Options<UploadContentPictureMutation, UploadContentPictureMutationVariables>) {
  return useMutation<UploadContentPictureMutation, UploadContentPictureMutationVariables>(UploadContentPictureDocument, options);
}
export function useContentPictureFromAlbumMutation(options?: useMutation.Options<ContentPictureFromAlbumMutation, ContentPictureFromAlbumMutationVariables>) {
  return useMutation<ContentPictureFromAlbumMutation, ContentPictureFromAlbumMutationVariables>(ContentPictureFromAlbumDocument, options);
}
export function useFeedbackListQuery(options?: useQuery.Options<FeedbackListQuery, FeedbackListQueryVariables>) {
  return useQuery<FeedbackListQuery, FeedbackListQueryVariables>(FeedbackListDocument, options);
}
export function useReviewInvitationQuery(options: useQuery.Options<ReviewInvitationQuery, ReviewInvitationQueryVariables>) {
  return useQuery<ReviewInvitationQuery, ReviewInvitationQueryVariables>(ReviewInvitationDocument, options);
}
export function useCreateFeedbackMutation(options?: useMutation.Options<CreateFeedbackMutation, CreateFeedbackMutationVariables>) {
  return useMutation<CreateFeedbackMutation, CreateFeedbackMutationVariables>(CreateFeedbackDocument, options);
}
export function useUpdateFeedbackMutation(options?: useMutation.Options<UpdateFeedbackMutation, UpdateFeedbackMutationVariables>) {
  return useMutation<UpdateFeedbackMutation, UpdateFeedbackMutationVariables>(UpdateFeedbackDocument, options);
}
export function useDeleteFeedbackMutation(options?: useMutation.Options<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>) {
  return useMutation<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>(DeleteFeedbackDocument, options);
}
export function useReplyToFeedbackMutation(options?: useMutation.Options<ReplyToFeedbackMutation, ReplyToFeedbackMutationVariables>) {
  return useMutation<ReplyToFeedbackMutation, ReplyToFeedbackMutationVariables>(ReplyToFeedbackDocument, options);
}
export function useRemoveFeedbackReplyMutation(options?: useMutation.Options<RemoveFeedbackReplyMutation, RemoveFeedbackReplyMutationVariables>) {
  return useMutation<RemoveFeedbackReplyMutation, RemoveFeedbackReplyMutationVariables>(RemoveFeedbackReplyDocument, options);
}
export function useHideFeedbackMutation(options?: useMutation.Options<HideFeedbackMutation, HideFeedbackMutationVariables>) {
  return useMutation<HideFeedbackMutation, HideFeedbackMutationVariables>(HideFeedbackDocument, options);
}
export function useShowFeedbackMutation(options?: useMutation.Options<ShowFeedbackMutation, ShowFeedbackMutationVariables>) {
  return useMutation<ShowFeedbackMutation, ShowFeedbackMutationVariables>(ShowFeedbackDocument, options);
}
export function useAdminGuidesQuery(options?: useQuery.Options<AdminGuidesQuery, AdminGuidesQueryVariables>) {
  return useQuery<AdminGuidesQuery, AdminGuidesQueryVariables>(AdminGuidesDocument, options);
}
export function useAddGuideMutation(options?: useMutation.Options<AddGuideMutation, AddGuideMutationVariables>) {
  return useMutation<AddGuideMutation, AddGuideMutationVariables>(AddGuideDocument, options);
}
export function useUpdateGuideMutation(options?: useMutation.Options<UpdateGuideMutation, UpdateGuideMutationVariables>) {
  return useMutation<UpdateGuideMutation, UpdateGuideMutationVariables>(UpdateGuideDocument, options);
}
export function useSetGuidePhotoMutation(options?: useMutation.Options<SetGuidePhotoMutation, SetGuidePhotoMutationVariables>) {
  return useMutation<SetGuidePhotoMutation, SetGuidePhotoMutationVariables>(SetGuidePhotoDocument, options);
}
export function useRemoveGuidePhotoMutation(options?: useMutation.Options<RemoveGuidePhotoMutation, RemoveGuidePhotoMutationVariables>) {
  return useMutation<RemoveGuidePhotoMutation, RemoveGuidePhotoMutationVariables>(RemoveGuidePhotoDocument, options);
}
export function useAddGuideDaysOffMutation(options?: useMutation.Options<AddGuideDaysOffMutation, AddGuideDaysOffMutationVariables>) {
  return useMutation<AddGuideDaysOffMutation, AddGuideDaysOffMutationVariables>(AddGuideDaysOffDocument, options);
}
export function useRemoveGuideDaysOffMutation(options?: useMutation.Options<RemoveGuideDaysOffMutation, RemoveGuideDaysOffMutationVariables>) {
  return useMutation<RemoveGuideDaysOffMutation, RemoveGuideDaysOffMutationVariables>(RemoveGuideDaysOffDocument, options);
}
export function useGuideCalendarAddressQuery(options: useQuery.Options<GuideCalendarAddressQuery, GuideCalendarAddressQueryVariables>) {
  return useQuery<GuideCalendarAddressQuery, GuideCalendarAddressQueryVariables>(GuideCalendarAddressDocument, options);
}
export function useRenewGuideCalendarAddressMutation(options?: useMutation.Options<RenewGuideCalendarAddressMutation, RenewGuideCalendarAddressMutationVariables>) {
  return useMutation<RenewGuideCalendarAddressMutation, RenewGuideCalendarAddressMutationVariables>(RenewGuideCalendarAddressDocument, options);
}
export function useTravellerQuoteQuery(options: useQuery.Options<TravellerQuoteQuery, TravellerQuoteQueryVariables>) {
  return useQuery<TravellerQuoteQuery, TravellerQuoteQueryVariables>(TravellerQuoteDocument, options);
}
export function useAcceptQuoteMutation(options?: useMutation.Options<AcceptQuoteMutation, AcceptQuoteMutationVariables>) {
  return useMutation<AcceptQuoteMutation, AcceptQuoteMutationVariables>(AcceptQuoteDocument, options);
}
export function useQuoteChoicesQuery(options?: useQuery.Options<QuoteChoicesQuery, QuoteChoicesQueryVariables>) {
  return useQuery<QuoteChoicesQuery, QuoteChoicesQueryVariables>(QuoteChoicesDocument, options);
}
export function useSendQuoteMutation(options?: useMutation.Options<SendQuoteMutation, SendQuoteMutationVariables>) {
  return useMutation<SendQuoteMutation, SendQuoteMutationVariables>(SendQuoteDocument, options);
}
export function useTimedMessageSettingsQuery(options?: useQuery.Options<TimedMessageSettingsQuery, TimedMessageSettingsQueryVariables>) {
  return useQuery<TimedMessageSettingsQuery, TimedMessageSettingsQueryVariables>(TimedMessageSettingsDocument, options);
}
export function useUpdateTimedMessageSettingMutation(options?: useMutation.Options<UpdateTimedMessageSettingMutation, UpdateTimedMessageSettingMutationVariables>) {
  return useMutation<UpdateTimedMessageSettingMutation, UpdateTimedMessageSettingMutationVariables>(UpdateTimedMessageSettingDocument, options);
}
export function useUpcomingTourBookingsQuery(options?: useQuery.Options<UpcomingTourBookingsQuery, UpcomingTourBookingsQueryVariables>) {
  return useQuery<UpcomingTourBookingsQuery, UpcomingTourBookingsQueryVariables>(UpcomingTourBookingsDocument, options);
}
export function useRecordTourDepositMutation(options?: useMutation.Options<RecordTourDepositMutation, RecordTourDepositMutationVariables>) {
  return useMutation<RecordTourDepositMutation, RecordTourDepositMutationVariables>(RecordTourDepositDocument, options);
}
export function useCancelTourBookingForCompanyMutation(options?: useMutation.Options<CancelTourBookingForCompanyMutation, CancelTourBookingForCompanyMutationVariables>) {
  return useMutation<CancelTourBookingForCompanyMutation, CancelTourBookingForCompanyMutationVariables>(CancelTourBookingForCompanyDocument, options);
}
export function useSetTourBookingPickupMutation(options?: useMutation.Options<SetTourBookingPickupMutation, SetTourBookingPickupMutationVariables>) {
  return useMutation<SetTourBookingPickupMutation, SetTourBookingPickupMutationVariables>(SetTourBookingPickupDocument, options);
}
export function useFreeGuidesForTourBookingQuery(options: useQuery.Options<FreeGuidesForTourBookingQuery, FreeGuidesForTourBookingQueryVariables>) {
  return useQuery<FreeGuidesForTourBookingQuery, FreeGuidesForTourBookingQueryVariables>(FreeGuidesForTourBookingDocument, options);
}
export function useMoveTourBookingToGuideMutation(options?: useMutation.Options<MoveTourBookingToGuideMutation, MoveTourBookingToGuideMutationVariables>) {
  return useMutation<MoveTourBookingToGuideMutation, MoveTourBookingToGuideMutationVariables>(MoveTourBookingToGuideDocument, options);
}
export function useTourDayManifestQuery(options: useQuery.Options<TourDayManifestQuery, TourDayManifestQueryVariables>) {
  return useQuery<TourDayManifestQuery, TourDayManifestQueryVariables>(TourDayManifestDocument, options);
}
export function useGuidesMonthQuery(options: useQuery.Options<GuidesMonthQuery, GuidesMonthQueryVariables>) {
  return useQuery<GuidesMonthQuery, GuidesMonthQueryVariables>(GuidesMonthDocument, options);
}
export function useTourAvailabilityQuery(options: useQuery.Options<TourAvailabilityQuery, TourAvailabilityQueryVariables>) {
  return useQuery<TourAvailabilityQuery, TourAvailabilityQueryVariables>(TourAvailabilityDocument, options);
}
export function useBookTourMutation(options?: useMutation.Options<BookTourMutation, BookTourMutationVariables>) {
  return useMutation<BookTourMutation, BookTourMutationVariables>(BookTourDocument, options);
}
export function useManagedTourBookingQuery(options: useQuery.Options<ManagedTourBookingQuery, ManagedTourBookingQueryVariables>) {
  return useQuery<ManagedTourBookingQuery, ManagedTourBookingQueryVariables>(ManagedTourBookingDocument, options);
}
export function useCancelTourBookingMutation(options?: useMutation.Options<CancelTourBookingMutation, CancelTourBookingMutationVariables>) {
  return useMutation<CancelTourBookingMutation, CancelTourBookingMutationVariables>(CancelTourBookingDocument, options);
}