import { CONTACT } from '../../../content/brand';

/** How to reach the support team when no self-service recovery works. */
export function SupportContacts() {
  return (
    <ul className="list-unstyled support-contacts">
      <li>
        Email: <a href={CONTACT.emailHref}>{CONTACT.email}</a>
      </li>
      <li>
        Phone: <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
      </li>
    </ul>
  );
}
