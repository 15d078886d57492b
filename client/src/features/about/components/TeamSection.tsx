import { useLingui } from '@lingui/react';
import type { DocumentOf } from '@lanka-tours/shared/content';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SectionHeading } from '../../../components/SectionHeading';
import { langOf } from '../../../content/useSiteContent';
import { ContentText } from '../../../components/ContentText';

type TeamMember = DocumentOf<'teamMember'>;

/** A phone number as a link dials: digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function TeamCard({ member }: { member: TeamMember }) {
  const nameId = `team-member-${member.id}`;
  return (
    <article className="team-card animate-on-scroll" aria-labelledby={nameId}>
      <SafeImage
        sizes={PICTURE_SIZES.besideText}
        className="team-picture"
        {...member.picture}
        lang={langOf(member.picture, 'alt')}
      />
      <div className="team-body">
        <ContentText as="h3" id={nameId} className="page-serif mb-1" of={member} field="name" />
        <ContentText as="p" className="team-role" of={member} field="role" />
        <ContentText as="p" className="about-text" of={member} field="bio" />
        <div className="button-row">
          <a className="btn btn-primary page-btn" href={telHref(member.phone)}>
            <PhoneIcon />
            {member.phone}
          </a>
          <a className="btn btn-outline-success page-btn team-mail" href={`mailto:${member.email}`}>
            <MailIcon />
            {member.email}
          </a>
        </div>
      </div>
    </article>
  );
}

export function TeamSection({ members }: { members: TeamMember[] }) {
  const { i18n } = useLingui();
  return (
    <section className="page-section page-section-tint" aria-labelledby="team-heading">
      <div className="container">
        <SectionHeading
          id="team-heading"
          eyebrow={i18n._('Our team')}
          title={i18n._('Meet your guide')}
        />
        {members.map((member) => (
          <TeamCard key={member.id} member={member} />
        ))}
      </div>
    </section>
  );
}
