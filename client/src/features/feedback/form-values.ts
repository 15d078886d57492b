import type {
  FeedbackCard_FeedbackFragment,
  FeedbackCard_ImageFragment,
} from '../../graphql/generated';

/** An image in the form: one already stored, or a file picked now with its local preview. */
export type FormImage =
  | { kind: 'stored'; image: FeedbackCard_ImageFragment }
  | { kind: 'new'; file: File; preview: string };

export interface FeedbackFormValues {
  fullName: string;
  /** 0 until a star is chosen. */
  rating: number;
  comment: string;
  location: string;
  images: FormImage[];
}

export function emptyValues(fullName = ''): FeedbackFormValues {
  return { fullName, rating: 0, comment: '', location: '', images: [] };
}

export function valuesOf(feedback: FeedbackCard_FeedbackFragment): FeedbackFormValues {
  return {
    fullName: feedback.fullName,
    rating: feedback.rating,
    comment: feedback.comment,
    location: feedback.location ?? '',
    images: feedback.images.map((image) => ({ kind: 'stored', image })),
  };
}

export function newImage(file: File): FormImage {
  return { kind: 'new', file, preview: URL.createObjectURL(file) };
}

/** Object URLs hold the file in memory until revoked. */
export function releasePreviews(images: FormImage[]): void {
  for (const image of images) if (image.kind === 'new') URL.revokeObjectURL(image.preview);
}
