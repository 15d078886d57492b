import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { DownloadIcon } from '../../../components/control-icons';
import { usePageLanguage } from '../../../lib/page-language';
import { letterheadIn } from '../letterhead-file';
import { BannerTitleAndText } from '../../../components/ContentText';

/** The company letterhead, generated from the company details when the site is built. */
export function LetterheadDownload({
  letterhead,
}: {
  letterhead: SectionOf<'homeSection', 'letterhead'>;
}) {
  const { i18n } = useLingui();
  const file = letterheadIn(letterhead, usePageLanguage());
  return (
    <section className="page-section pt-0" aria-labelledby="letterhead-heading">
      <div className="container">
        <div className="letterhead-card animate-on-scroll">
          <div>
            <BannerTitleAndText id="letterhead-heading" of={letterhead} />
          </div>
          <a
            className="btn btn-book btn-lg page-btn"
            href={file.href}
            download={file.fileName}
            type="application/pdf"
          >
            <DownloadIcon />
            {i18n._('Download Letterhead (PDF)')}
          </a>
        </div>
      </div>
    </section>
  );
}
