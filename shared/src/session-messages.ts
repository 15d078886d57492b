/** The session's own messages, apart so that every page's first load can carry just these. */
export const SESSION_MESSAGES = {
  sessionExpired: 'Session expired. Please sign in again.',
  authenticationRequired: 'Authentication required. Please log in.',
  noToken: 'No token received from server',
  notAGuide: 'You need tour guide privileges to access this page.',
} as const;
