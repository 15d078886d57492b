/** The specification's browser-storage keys. */
const TOKEN_KEY = 'token';
const REMEMBER_EMAIL_KEY = 'rememberEmail';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Prerendering has no browser storage: it renders the signed-out view. */
const hasStorage = () => typeof localStorage !== 'undefined';

export function getToken(): string | null {
  return hasStorage() ? localStorage.getItem(TOKEN_KEY) : null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  if (getToken() === null) return;
  localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener());
}

let ended = false;

/** The session ended without the user asking (the server refused it): the sign-in page says so. */
export function endSession(): void {
  if (getToken() === null) return;
  ended = true;
  clearToken();
}

/** Whether the session ended without the user asking since last asked. */
export function takeEndedSession(): boolean {
  const was = ended;
  ended = false;
  return was;
}

/** Called whenever the stored token changes, including a sign-out forced by the server. */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRememberedEmail(): string {
  return hasStorage() ? (localStorage.getItem(REMEMBER_EMAIL_KEY) ?? '') : '';
}

export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(REMEMBER_EMAIL_KEY, email);
  else localStorage.removeItem(REMEMBER_EMAIL_KEY);
}
