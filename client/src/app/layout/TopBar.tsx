import { langOf, type Brand } from '../../content/useSiteContent';
import '../../styles/top-bar.css';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';

/** A slim strip under the header with the reply promise and the quickest ways to reach us. */
export function TopBar({ contact }: { contact: Brand['contact'] }) {
  return (
    <div className="top-bar">
      <div className="container">
        <p className="top-bar-item" lang={langOf(contact, 'replyPromise')}>
          <ClockIcon />
          {contact.replyPromise}
        </p>
        <p>
          <a href={contact.phoneHref}>
            <PhoneIcon />
            {contact.phone}
          </a>
          <a className="d-none d-md-inline-flex" href={contact.emailHref}>
            <MailIcon />
            {contact.email}
          </a>
        </p>
      </div>
    </div>
  );
}
