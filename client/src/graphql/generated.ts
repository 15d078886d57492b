// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
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

/** The business's notification, or the visitor's auto-reply. */
export type BookingEmailRole =
  /** The email that confirms its receipt to the visitor. */
  | 'autoReply'
  /** The email that tells the business of the enquiry. */
  | 'notification';

/** Where an enquiry stands: new, contacted, confirmed, declined or cancelled. */
export type BookingStatus =
  /** The visitor called it off. */
  | 'cancelled'
  /** The tour is agreed. */
  | 'confirmed'
  /** A tour guide has written or called back. */
  | 'contacted'
  /** The business cannot take the tour. */
  | 'declined'
  /** Received; no tour guide has answered yet. */
  | 'new';

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
  /** Required: where the answer goes. */
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

export type InboxEntry_BookingFragment = { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }> };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, reference: string, tourDate: string, groupSize: string, duration: string, destination: string, status: BookingStatus, createdAt: string }> };

export type BookingInboxQueryVariables = Exact<{
  status?: BookingStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BookingInboxQuery = { bookings: { total: number, items: Array<{ id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }> }> } };

export type SetBookingStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type SetBookingStatusMutation = { setBookingStatus: { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }> } };

export type ResendBookingEmailMutationVariables = Exact<{
  bookingId: string | number;
  emailId: string | number;
}>;


export type ResendBookingEmailMutation = { resendBookingEmail: { id: string, reference: string, name: string, email: string, phone: string, tourDate: string, groupSize: string, duration: string, destination: string, message: string, status: BookingStatus, autoReplySkipped: boolean, anonymisedAt: string | null, createdAt: string, emails: Array<{ id: string, role: BookingEmailRole, toAddress: string, status: EmailDeliveryStatus, attempts: number, lastError: string | null, sentAt: string | null, previewUrl: string | null }> } };

export type EntryList_EntryFragment = { kind: ContentKind, key: string, label: string, position: number, version: number, published: boolean, hasDraft: boolean };

export type RevisionHistory_RevisionFragment = { number: number, state: ContentRevisionState, authorName: string | null, createdAt: string, publishedAt: string | null };

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


export type ContentRevisionsQuery = { contentRevisions: Array<{ number: number, state: ContentRevisionState, authorName: string | null, createdAt: string, publishedAt: string | null }> };

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

export type FeedbackCard_FeedbackFragment = { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }> };

export type FeedbackListQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedbackListQuery = { feedbacks: Array<{ id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }> }>, feedbackSummary: { average: number, count: number } };

export type CreateFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
  images?: Array<File> | File | null | undefined;
}>;


export type CreateFeedbackMutation = { createFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }> } };

export type UpdateFeedbackMutationVariables = Exact<{
  id: string | number;
  input: FeedbackInput;
  keepImageIds?: Array<string | number> | string | number | null | undefined;
  images?: Array<File> | File | null | undefined;
}>;


export type UpdateFeedbackMutation = { updateFeedback: { id: string, userId: string, fullName: string, email: string | null, rating: number, comment: string, location: string | null, createdAt: string, images: Array<{ id: string, url: string, srcset: string, width: number, height: number }> } };

export type DeleteFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFeedbackMutation = { deleteFeedback: string };

export type PhotoMasonry_PhotoFragment = { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } };

export type AlbumCard_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumPage_AlbumFragment = { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null };

export type AlbumListQueryVariables = Exact<{ [key: string]: never; }>;


export type AlbumListQuery = { albums: Array<{ id: string, title: string, location: string, date: string, description: string | null, imageCount: number, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null }> };

export type AlbumQueryVariables = Exact<{
  id: string | number;
}>;


export type AlbumQuery = { album: { id: string, title: string, location: string, date: string, description: string | null, imageCount: number, images: Array<{ id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } }>, coverImage: { id: string, caption: string | null, image: { id: string, url: string, srcset: string, width: number, height: number } } | null } };

export const AuthProvider_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export const AlbumViewerDialog_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export const AdminAlbumCard_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export const MyRequests_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRequests_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const InboxEntry_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode;
export const EntryList_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode;
export const RevisionHistory_RevisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionHistory_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const EntryEditor_RevisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]} as unknown as DocumentNode;
export const EntryEditor_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}}]} as unknown as DocumentNode;
export const FeedbackCard_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode;
export const FeedbackCard_FeedbackFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode;
export const PhotoMasonry_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export const AlbumCard_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export const AlbumPage_AlbumFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumPage_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export const SaveLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useSaveLanguageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveLanguageMutation, SaveLanguageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveLanguageMutation, SaveLanguageMutationVariables>(SaveLanguageDocument, options);
      }
export type SaveLanguageMutationHookResult = ReturnType<typeof useSaveLanguageMutation>;
export const SiteContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"englishTexts"}}]}}]}}]} as unknown as DocumentNode;
export function useSiteContentQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SiteContentQuery, SiteContentQueryVariables> & ({ variables: SiteContentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SiteContentQuery, SiteContentQueryVariables>(SiteContentDocument, options);
      }
export function useSiteContentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SiteContentQuery, SiteContentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SiteContentQuery, SiteContentQueryVariables>(SiteContentDocument, options);
        }
// @ts-ignore
export function useSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SiteContentQuery, SiteContentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SiteContentQuery, SiteContentQueryVariables>;
export function useSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SiteContentQuery, SiteContentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SiteContentQuery | undefined, SiteContentQueryVariables>;
export function useSiteContentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SiteContentQuery, SiteContentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SiteContentQuery, SiteContentQueryVariables>(SiteContentDocument, options);
        }
export type SiteContentQueryHookResult = ReturnType<typeof useSiteContentQuery>;
export type SiteContentLazyQueryHookResult = ReturnType<typeof useSiteContentLazyQuery>;
export type SiteContentSuspenseQueryHookResult = ReturnType<typeof useSiteContentSuspenseQuery>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"englishTexts"}}]}}]}}]} as unknown as DocumentNode;
export function useContentPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentPageQuery, ContentPageQueryVariables> & ({ variables: ContentPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
      }
export function useContentPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
// @ts-ignore
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery | undefined, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
export type ContentPageQueryHookResult = ReturnType<typeof useContentPageQuery>;
export type ContentPageLazyQueryHookResult = ReturnType<typeof useContentPageLazyQuery>;
export type ContentPageSuspenseQueryHookResult = ReturnType<typeof useContentPageSuspenseQuery>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export const SignOutOtherDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export function useSignOutOtherDevicesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutOtherDevicesMutation, SignOutOtherDevicesMutationVariables>(SignOutOtherDevicesDocument, options);
      }
export type SignOutOtherDevicesMutationHookResult = ReturnType<typeof useSignOutOtherDevicesMutation>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useDeleteAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAccountMutation, DeleteAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(DeleteAccountDocument, options);
      }
export type DeleteAccountMutationHookResult = ReturnType<typeof useDeleteAccountMutation>;
export const SecurityQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;
export function useSecurityQuestionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>(SecurityQuestionsDocument, options);
      }
export function useSecurityQuestionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>(SecurityQuestionsDocument, options);
        }
// @ts-ignore
export function useSecurityQuestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>;
export function useSecurityQuestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SecurityQuestionsQuery | undefined, SecurityQuestionsQueryVariables>;
export function useSecurityQuestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SecurityQuestionsQuery, SecurityQuestionsQueryVariables>(SecurityQuestionsDocument, options);
        }
export type SecurityQuestionsQueryHookResult = ReturnType<typeof useSecurityQuestionsQuery>;
export type SecurityQuestionsLazyQueryHookResult = ReturnType<typeof useSecurityQuestionsLazyQuery>;
export type SecurityQuestionsSuspenseQueryHookResult = ReturnType<typeof useSecurityQuestionsSuspenseQuery>;
export const SetSecurityAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecurityAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSecurityAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecurityAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;
export function useSetSecurityAnswersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetSecurityAnswersMutation, SetSecurityAnswersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetSecurityAnswersMutation, SetSecurityAnswersMutationVariables>(SetSecurityAnswersDocument, options);
      }
export type SetSecurityAnswersMutationHookResult = ReturnType<typeof useSetSecurityAnswersMutation>;
export const GuideAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuideAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guideAccessPending"}}]}}]}}]} as unknown as DocumentNode;
export function useGuideAccessQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GuideAccessQuery, GuideAccessQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuideAccessQuery, GuideAccessQueryVariables>(GuideAccessDocument, options);
      }
export function useGuideAccessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuideAccessQuery, GuideAccessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuideAccessQuery, GuideAccessQueryVariables>(GuideAccessDocument, options);
        }
// @ts-ignore
export function useGuideAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuideAccessQuery, GuideAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuideAccessQuery, GuideAccessQueryVariables>;
export function useGuideAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuideAccessQuery, GuideAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuideAccessQuery | undefined, GuideAccessQueryVariables>;
export function useGuideAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuideAccessQuery, GuideAccessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuideAccessQuery, GuideAccessQueryVariables>(GuideAccessDocument, options);
        }
export type GuideAccessQueryHookResult = ReturnType<typeof useGuideAccessQuery>;
export type GuideAccessLazyQueryHookResult = ReturnType<typeof useGuideAccessLazyQuery>;
export type GuideAccessSuspenseQueryHookResult = ReturnType<typeof useGuideAccessSuspenseQuery>;
export const ResendGuideAccessLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendGuideAccessLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendGuideAccessLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useResendGuideAccessLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendGuideAccessLinkMutation, ResendGuideAccessLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendGuideAccessLinkMutation, ResendGuideAccessLinkMutationVariables>(ResendGuideAccessLinkDocument, options);
      }
export type ResendGuideAccessLinkMutationHookResult = ReturnType<typeof useResendGuideAccessLinkMutation>;
export const MyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode;
export function useMyDataQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyDataQuery, MyDataQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDataQuery, MyDataQueryVariables>(MyDataDocument, options);
      }
export function useMyDataLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDataQuery, MyDataQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDataQuery, MyDataQueryVariables>(MyDataDocument, options);
        }
// @ts-ignore
export function useMyDataSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyDataQuery, MyDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDataQuery, MyDataQueryVariables>;
export function useMyDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDataQuery, MyDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDataQuery | undefined, MyDataQueryVariables>;
export function useMyDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDataQuery, MyDataQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyDataQuery, MyDataQueryVariables>(MyDataDocument, options);
        }
export type MyDataQueryHookResult = ReturnType<typeof useMyDataQuery>;
export type MyDataLazyQueryHookResult = ReturnType<typeof useMyDataLazyQuery>;
export type MyDataSuspenseQueryHookResult = ReturnType<typeof useMyDataSuspenseQuery>;
export const AdminAlbumsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAlbums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useAdminAlbumsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminAlbumsQuery, AdminAlbumsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminAlbumsQuery, AdminAlbumsQueryVariables>(AdminAlbumsDocument, options);
      }
export function useAdminAlbumsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminAlbumsQuery, AdminAlbumsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminAlbumsQuery, AdminAlbumsQueryVariables>(AdminAlbumsDocument, options);
        }
// @ts-ignore
export function useAdminAlbumsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminAlbumsQuery, AdminAlbumsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAlbumsQuery, AdminAlbumsQueryVariables>;
export function useAdminAlbumsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAlbumsQuery, AdminAlbumsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAlbumsQuery | undefined, AdminAlbumsQueryVariables>;
export function useAdminAlbumsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAlbumsQuery, AdminAlbumsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminAlbumsQuery, AdminAlbumsQueryVariables>(AdminAlbumsDocument, options);
        }
export type AdminAlbumsQueryHookResult = ReturnType<typeof useAdminAlbumsQuery>;
export type AdminAlbumsLazyQueryHookResult = ReturnType<typeof useAdminAlbumsLazyQuery>;
export type AdminAlbumsSuspenseQueryHookResult = ReturnType<typeof useAdminAlbumsSuspenseQuery>;
export const CreateAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useCreateAlbumMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAlbumMutation, CreateAlbumMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateAlbumMutation, CreateAlbumMutationVariables>(CreateAlbumDocument, options);
      }
export type CreateAlbumMutationHookResult = ReturnType<typeof useCreateAlbumMutation>;
export const UpdateAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useUpdateAlbumMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAlbumMutation, UpdateAlbumMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateAlbumMutation, UpdateAlbumMutationVariables>(UpdateAlbumDocument, options);
      }
export type UpdateAlbumMutationHookResult = ReturnType<typeof useUpdateAlbumMutation>;
export const DeleteAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export function useDeleteAlbumMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAlbumMutation, DeleteAlbumMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAlbumMutation, DeleteAlbumMutationVariables>(DeleteAlbumDocument, options);
      }
export type DeleteAlbumMutationHookResult = ReturnType<typeof useDeleteAlbumMutation>;
export const UploadAlbumImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAlbumImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"captions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAlbumImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"captions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"captions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useUploadAlbumImagesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UploadAlbumImagesMutation, UploadAlbumImagesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UploadAlbumImagesMutation, UploadAlbumImagesMutationVariables>(UploadAlbumImagesDocument, options);
      }
export type UploadAlbumImagesMutationHookResult = ReturnType<typeof useUploadAlbumImagesMutation>;
export const DeleteAlbumImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAlbumImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAlbumImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useDeleteAlbumImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAlbumImageMutation, DeleteAlbumImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAlbumImageMutation, DeleteAlbumImageMutationVariables>(DeleteAlbumImageDocument, options);
      }
export type DeleteAlbumImageMutationHookResult = ReturnType<typeof useDeleteAlbumImageMutation>;
export const UpdateImageCaptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateImageCaption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caption"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateImageCaption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"caption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export function useUpdateImageCaptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateImageCaptionMutation, UpdateImageCaptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateImageCaptionMutation, UpdateImageCaptionMutationVariables>(UpdateImageCaptionDocument, options);
      }
export type UpdateImageCaptionMutationHookResult = ReturnType<typeof useUpdateImageCaptionMutation>;
export const SetAlbumCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAlbumCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAlbumCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"albumId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"albumId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumViewerDialog_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumViewerDialog_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useSetAlbumCoverMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetAlbumCoverMutation, SetAlbumCoverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetAlbumCoverMutation, SetAlbumCoverMutationVariables>(SetAlbumCoverDocument, options);
      }
export type SetAlbumCoverMutationHookResult = ReturnType<typeof useSetAlbumCoverMutation>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode;
export function useForgotPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>(ForgotPasswordDocument, options);
      }
export type ForgotPasswordMutationHookResult = ReturnType<typeof useForgotPasswordMutation>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export const VerifySecurityAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecurityAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySecurityAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecurityAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetToken"}}]}}]}}]} as unknown as DocumentNode;
export function useVerifySecurityAnswersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifySecurityAnswersMutation, VerifySecurityAnswersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifySecurityAnswersMutation, VerifySecurityAnswersMutationVariables>(VerifySecurityAnswersDocument, options);
      }
export type VerifySecurityAnswersMutationHookResult = ReturnType<typeof useVerifySecurityAnswersMutation>;
export const RequestManualVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestManualVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManualVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestManualVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export function useRequestManualVerificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestManualVerificationMutation, RequestManualVerificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestManualVerificationMutation, RequestManualVerificationMutationVariables>(RequestManualVerificationDocument, options);
      }
export type RequestManualVerificationMutationHookResult = ReturnType<typeof useRequestManualVerificationMutation>;
export const BookingFormTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingFormTicket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingFormTicket"}}]}}]} as unknown as DocumentNode;
export function useBookingFormTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BookingFormTicketMutation, BookingFormTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BookingFormTicketMutation, BookingFormTicketMutationVariables>(BookingFormTicketDocument, options);
      }
export type BookingFormTicketMutationHookResult = ReturnType<typeof useBookingFormTicketMutation>;
export const RequestGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestGuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode;
export function useRequestGuideMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestGuideMutation, RequestGuideMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestGuideMutation, RequestGuideMutationVariables>(RequestGuideDocument, options);
      }
export type RequestGuideMutationHookResult = ReturnType<typeof useRequestGuideMutation>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRequests_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRequests_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export function useMyBookingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
      }
export function useMyBookingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
        }
// @ts-ignore
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingsQuery, MyBookingsQueryVariables>;
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyBookingsQuery | undefined, MyBookingsQueryVariables>;
export function useMyBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyBookingsQuery, MyBookingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyBookingsQuery, MyBookingsQueryVariables>(MyBookingsDocument, options);
        }
export type MyBookingsQueryHookResult = ReturnType<typeof useMyBookingsQuery>;
export type MyBookingsLazyQueryHookResult = ReturnType<typeof useMyBookingsLazyQuery>;
export type MyBookingsSuspenseQueryHookResult = ReturnType<typeof useMyBookingsSuspenseQuery>;
export const BookingInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode;
export function useBookingInboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingInboxQuery, BookingInboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingInboxQuery, BookingInboxQueryVariables>(BookingInboxDocument, options);
      }
export function useBookingInboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingInboxQuery, BookingInboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingInboxQuery, BookingInboxQueryVariables>(BookingInboxDocument, options);
        }
// @ts-ignore
export function useBookingInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingInboxQuery, BookingInboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingInboxQuery, BookingInboxQueryVariables>;
export function useBookingInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingInboxQuery, BookingInboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingInboxQuery | undefined, BookingInboxQueryVariables>;
export function useBookingInboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingInboxQuery, BookingInboxQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingInboxQuery, BookingInboxQueryVariables>(BookingInboxDocument, options);
        }
export type BookingInboxQueryHookResult = ReturnType<typeof useBookingInboxQuery>;
export type BookingInboxLazyQueryHookResult = ReturnType<typeof useBookingInboxLazyQuery>;
export type BookingInboxSuspenseQueryHookResult = ReturnType<typeof useBookingInboxSuspenseQuery>;
export const SetBookingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBookingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode;
export function useSetBookingStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetBookingStatusMutation, SetBookingStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetBookingStatusMutation, SetBookingStatusMutationVariables>(SetBookingStatusDocument, options);
      }
export type SetBookingStatusMutationHookResult = ReturnType<typeof useSetBookingStatusMutation>;
export const ResendBookingEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendBookingEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBookingEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntry_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntry_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"tourDate"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"autoReplySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]} as unknown as DocumentNode;
export function useResendBookingEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendBookingEmailMutation, ResendBookingEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendBookingEmailMutation, ResendBookingEmailMutationVariables>(ResendBookingEmailDocument, options);
      }
export type ResendBookingEmailMutationHookResult = ReturnType<typeof useResendBookingEmailMutation>;
export const ContentEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryList_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode;
export function useContentEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentEntriesQuery, ContentEntriesQueryVariables> & ({ variables: ContentEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentEntriesQuery, ContentEntriesQueryVariables>(ContentEntriesDocument, options);
      }
export function useContentEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentEntriesQuery, ContentEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentEntriesQuery, ContentEntriesQueryVariables>(ContentEntriesDocument, options);
        }
// @ts-ignore
export function useContentEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentEntriesQuery, ContentEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentEntriesQuery, ContentEntriesQueryVariables>;
export function useContentEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentEntriesQuery, ContentEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentEntriesQuery | undefined, ContentEntriesQueryVariables>;
export function useContentEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentEntriesQuery, ContentEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentEntriesQuery, ContentEntriesQueryVariables>(ContentEntriesDocument, options);
        }
export type ContentEntriesQueryHookResult = ReturnType<typeof useContentEntriesQuery>;
export type ContentEntriesLazyQueryHookResult = ReturnType<typeof useContentEntriesLazyQuery>;
export type ContentEntriesSuspenseQueryHookResult = ReturnType<typeof useContentEntriesSuspenseQuery>;
export const ContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode;
export function useContentEntryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentEntryQuery, ContentEntryQueryVariables> & ({ variables: ContentEntryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentEntryQuery, ContentEntryQueryVariables>(ContentEntryDocument, options);
      }
export function useContentEntryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentEntryQuery, ContentEntryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentEntryQuery, ContentEntryQueryVariables>(ContentEntryDocument, options);
        }
// @ts-ignore
export function useContentEntrySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentEntryQuery, ContentEntryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentEntryQuery, ContentEntryQueryVariables>;
export function useContentEntrySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentEntryQuery, ContentEntryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentEntryQuery | undefined, ContentEntryQueryVariables>;
export function useContentEntrySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentEntryQuery, ContentEntryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentEntryQuery, ContentEntryQueryVariables>(ContentEntryDocument, options);
        }
export type ContentEntryQueryHookResult = ReturnType<typeof useContentEntryQuery>;
export type ContentEntryLazyQueryHookResult = ReturnType<typeof useContentEntryLazyQuery>;
export type ContentEntrySuspenseQueryHookResult = ReturnType<typeof useContentEntrySuspenseQuery>;
export const ContentRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevisionHistory_revision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevisionHistory_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export function useContentRevisionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentRevisionsQuery, ContentRevisionsQueryVariables> & ({ variables: ContentRevisionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentRevisionsQuery, ContentRevisionsQueryVariables>(ContentRevisionsDocument, options);
      }
export function useContentRevisionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentRevisionsQuery, ContentRevisionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentRevisionsQuery, ContentRevisionsQueryVariables>(ContentRevisionsDocument, options);
        }
// @ts-ignore
export function useContentRevisionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentRevisionsQuery, ContentRevisionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentRevisionsQuery, ContentRevisionsQueryVariables>;
export function useContentRevisionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentRevisionsQuery, ContentRevisionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentRevisionsQuery | undefined, ContentRevisionsQueryVariables>;
export function useContentRevisionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentRevisionsQuery, ContentRevisionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentRevisionsQuery, ContentRevisionsQueryVariables>(ContentRevisionsDocument, options);
        }
export type ContentRevisionsQueryHookResult = ReturnType<typeof useContentRevisionsQuery>;
export type ContentRevisionsLazyQueryHookResult = ReturnType<typeof useContentRevisionsLazyQuery>;
export type ContentRevisionsSuspenseQueryHookResult = ReturnType<typeof useContentRevisionsSuspenseQuery>;
export const ContentAlbumPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentAlbumPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export function useContentAlbumPhotosQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>(ContentAlbumPhotosDocument, options);
      }
export function useContentAlbumPhotosLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>(ContentAlbumPhotosDocument, options);
        }
// @ts-ignore
export function useContentAlbumPhotosSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>;
export function useContentAlbumPhotosSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentAlbumPhotosQuery | undefined, ContentAlbumPhotosQueryVariables>;
export function useContentAlbumPhotosSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentAlbumPhotosQuery, ContentAlbumPhotosQueryVariables>(ContentAlbumPhotosDocument, options);
        }
export type ContentAlbumPhotosQueryHookResult = ReturnType<typeof useContentAlbumPhotosQuery>;
export type ContentAlbumPhotosLazyQueryHookResult = ReturnType<typeof useContentAlbumPhotosLazyQuery>;
export type ContentAlbumPhotosSuspenseQueryHookResult = ReturnType<typeof useContentAlbumPhotosSuspenseQuery>;
export const CreateContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContentEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode;
export function useCreateContentEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateContentEntryMutation, CreateContentEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateContentEntryMutation, CreateContentEntryMutationVariables>(CreateContentEntryDocument, options);
      }
export type CreateContentEntryMutationHookResult = ReturnType<typeof useCreateContentEntryMutation>;
export const SaveContentDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContentDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContentDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode;
export function useSaveContentDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveContentDraftMutation, SaveContentDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveContentDraftMutation, SaveContentDraftMutationVariables>(SaveContentDraftDocument, options);
      }
export type SaveContentDraftMutationHookResult = ReturnType<typeof useSaveContentDraftMutation>;
export const PublishContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode;
export function usePublishContentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishContentMutation, PublishContentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishContentMutation, PublishContentMutationVariables>(PublishContentDocument, options);
      }
export type PublishContentMutationHookResult = ReturnType<typeof usePublishContentMutation>;
export const RestoreContentRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreContentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreContentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_revision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentRevisionView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"translations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEditor_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntryView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEditor_revision"}}]}}]}}]} as unknown as DocumentNode;
export function useRestoreContentRevisionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>(RestoreContentRevisionDocument, options);
      }
export type RestoreContentRevisionMutationHookResult = ReturnType<typeof useRestoreContentRevisionMutation>;
export const ReorderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryList_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEntrySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}}]}}]} as unknown as DocumentNode;
export function useReorderContentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReorderContentMutation, ReorderContentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReorderContentMutation, ReorderContentMutationVariables>(ReorderContentDocument, options);
      }
export type ReorderContentMutationHookResult = ReturnType<typeof useReorderContentMutation>;
export const DeleteContentEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode;
export function useDeleteContentEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteContentEntryMutation, DeleteContentEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteContentEntryMutation, DeleteContentEntryMutationVariables>(DeleteContentEntryDocument, options);
      }
export type DeleteContentEntryMutationHookResult = ReturnType<typeof useDeleteContentEntryMutation>;
export const UploadContentPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadContentPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadContentPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export function useUploadContentPictureMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UploadContentPictureMutation, UploadContentPictureMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UploadContentPictureMutation, UploadContentPictureMutationVariables>(UploadContentPictureDocument, options);
      }
export type UploadContentPictureMutationHookResult = ReturnType<typeof useUploadContentPictureMutation>;
export const ContentPictureFromAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContentPictureFromAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentPictureFromAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode;
export function useContentPictureFromAlbumMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ContentPictureFromAlbumMutation, ContentPictureFromAlbumMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ContentPictureFromAlbumMutation, ContentPictureFromAlbumMutationVariables>(ContentPictureFromAlbumDocument, options);
      }
export type ContentPictureFromAlbumMutationHookResult = ReturnType<typeof useContentPictureFromAlbumMutation>;
export const FeedbackListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedbackSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}}]}}]} as unknown as DocumentNode;
export function useFeedbackListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FeedbackListQuery, FeedbackListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FeedbackListQuery, FeedbackListQueryVariables>(FeedbackListDocument, options);
      }
export function useFeedbackListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FeedbackListQuery, FeedbackListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FeedbackListQuery, FeedbackListQueryVariables>(FeedbackListDocument, options);
        }
// @ts-ignore
export function useFeedbackListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FeedbackListQuery, FeedbackListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FeedbackListQuery, FeedbackListQueryVariables>;
export function useFeedbackListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FeedbackListQuery, FeedbackListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FeedbackListQuery | undefined, FeedbackListQueryVariables>;
export function useFeedbackListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FeedbackListQuery, FeedbackListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FeedbackListQuery, FeedbackListQueryVariables>(FeedbackListDocument, options);
        }
export type FeedbackListQueryHookResult = ReturnType<typeof useFeedbackListQuery>;
export type FeedbackListLazyQueryHookResult = ReturnType<typeof useFeedbackListLazyQuery>;
export type FeedbackListSuspenseQueryHookResult = ReturnType<typeof useFeedbackListSuspenseQuery>;
export const CreateFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}}]}}]} as unknown as DocumentNode;
export function useCreateFeedbackMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFeedbackMutation, CreateFeedbackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFeedbackMutation, CreateFeedbackMutationVariables>(CreateFeedbackDocument, options);
      }
export type CreateFeedbackMutationHookResult = ReturnType<typeof useCreateFeedbackMutation>;
export const UpdateFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepImageIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepImageIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepImageIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_image"}}]}}]}}]} as unknown as DocumentNode;
export function useUpdateFeedbackMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFeedbackMutation, UpdateFeedbackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateFeedbackMutation, UpdateFeedbackMutationVariables>(UpdateFeedbackDocument, options);
      }
export type UpdateFeedbackMutationHookResult = ReturnType<typeof useUpdateFeedbackMutation>;
export const DeleteFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export function useDeleteFeedbackMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>(DeleteFeedbackDocument, options);
      }
export type DeleteFeedbackMutationHookResult = ReturnType<typeof useDeleteFeedbackMutation>;
export const AlbumListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlbumList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"albums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useAlbumListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AlbumListQuery, AlbumListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AlbumListQuery, AlbumListQueryVariables>(AlbumListDocument, options);
      }
export function useAlbumListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AlbumListQuery, AlbumListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AlbumListQuery, AlbumListQueryVariables>(AlbumListDocument, options);
        }
// @ts-ignore
export function useAlbumListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AlbumListQuery, AlbumListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AlbumListQuery, AlbumListQueryVariables>;
export function useAlbumListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AlbumListQuery, AlbumListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AlbumListQuery | undefined, AlbumListQueryVariables>;
export function useAlbumListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AlbumListQuery, AlbumListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AlbumListQuery, AlbumListQueryVariables>(AlbumListDocument, options);
        }
export type AlbumListQueryHookResult = ReturnType<typeof useAlbumListQuery>;
export type AlbumListLazyQueryHookResult = ReturnType<typeof useAlbumListLazyQuery>;
export type AlbumListSuspenseQueryHookResult = ReturnType<typeof useAlbumListSuspenseQuery>;
export const AlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Album"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"album"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumPage_album"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PhotoMasonry_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlbumImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumCard_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlbumPage_album"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TourAlbum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlbumCard_album"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PhotoMasonry_photo"}}]}}]}}]} as unknown as DocumentNode;
export function useAlbumQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AlbumQuery, AlbumQueryVariables> & ({ variables: AlbumQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AlbumQuery, AlbumQueryVariables>(AlbumDocument, options);
      }
export function useAlbumLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AlbumQuery, AlbumQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AlbumQuery, AlbumQueryVariables>(AlbumDocument, options);
        }
// @ts-ignore
export function useAlbumSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AlbumQuery, AlbumQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AlbumQuery, AlbumQueryVariables>;
export function useAlbumSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AlbumQuery, AlbumQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AlbumQuery | undefined, AlbumQueryVariables>;
export function useAlbumSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AlbumQuery, AlbumQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AlbumQuery, AlbumQueryVariables>(AlbumDocument, options);
        }
export type AlbumQueryHookResult = ReturnType<typeof useAlbumQuery>;
export type AlbumLazyQueryHookResult = ReturnType<typeof useAlbumLazyQuery>;
export type AlbumSuspenseQueryHookResult = ReturnType<typeof useAlbumSuspenseQuery>;