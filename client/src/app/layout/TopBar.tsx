import { CONTACT } from '../../content/brand';

export function TopBar() {
  return (
    <div className="top-bar small py-1 text-center">
      {CONTACT.replyPromise} · <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
    </div>
  );
}
