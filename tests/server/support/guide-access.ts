import { request } from './http';
import { outboxFor } from './recovery';
import type { SmtpMailbox } from './smtp-mailbox';
import { baseUrl } from './test-env';

/** Where a server that is not the shared one keeps its app, its outbox and its mailbox. */
export interface ServerAt {
  base?: string;
  databaseUrl?: string;
  /** Where the server delivers mail, when it has one: the link is read from there. */
  mailbox?: SmtpMailbox;
}

const GUIDE_LINK = /https?:\/\/[^\s"'<>]+(\/guide-access\/[\w-]+)/;

/**
 * The path of the guide-access link last emailed to the address: from the server's SMTP mailbox
 * when it has one, else from the outbox (the shared test server sends no mail).
 */
export async function lastGuideAccessLink(email: string, at: ServerAt = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = at.mailbox
      ? at.mailbox.to(email).map((mail) => mail.text)
      : (await outboxFor(email, at.databaseUrl)).map((mail) => mail.text);
    const path = texts
      .map((text) => GUIDE_LINK.exec(text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (path) return path;
    // Mail reaches an SMTP mailbox a moment after it is queued.
    if (!at.mailbox || Date.now() > deadline) {
      throw new Error(`No guide-access link was emailed to ${email}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens a link as a browser would, without following its redirect: status and Location. */
export async function openLink(
  path: string,
  base = baseUrl(),
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

async function isGuide(token: string, base?: string): Promise<boolean> {
  const me = await request<{ user?: { isAdmin?: boolean } }>('GET', '/api/auth/me', {
    token,
    base,
  });
  return me.body.user?.isAdmin === true;
}

/**
 * Makes a signed-in account with a listed address a tour guide the way the guide does it: by
 * following the link emailed to them. Another test file may have followed it already.
 */
export async function confirmGuide<S extends { token: string; user: { email: string } }>(
  session: S,
  at: ServerAt = {},
): Promise<S> {
  if (!(await isGuide(session.token, at.base))) {
    await openLink(await lastGuideAccessLink(session.user.email, at), at.base);
    if (!(await isGuide(session.token, at.base))) {
      throw new Error(`${session.user.email} is not a tour guide after following the link`);
    }
  }
  return { ...session, user: { ...session.user, isAdmin: true } };
}
