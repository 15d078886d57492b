import { Trans } from '@lingui/react';
import { useBrand } from '../../../content/useSiteContent';

/** How to reach the support team when no self-service recovery works. */
export function SupportContacts() {
  const { contact } = useBrand();
  return (
    <ul className="list-unstyled support-contacts">
      <li>
        <Trans
          id="Email: <0>{email}</0>"
          values={{ email: contact.email }}
          components={{ 0: <a href={contact.emailHref} /> }}
        />
      </li>
      <li>
        <Trans
          id="Phone: <0>{phone}</0>"
          values={{ phone: contact.phone }}
          components={{ 0: <a href={contact.phoneHref} /> }}
        />
      </li>
    </ul>
  );
}
