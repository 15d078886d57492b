/** The pictograms that content can ask for by name. */
export type PageIconName =
  | 'compass'
  | 'guide'
  | 'leaf'
  | 'support'
  | 'heart'
  | 'gem'
  | 'star'
  | 'calendar'
  | 'shield'
  | 'chat';
