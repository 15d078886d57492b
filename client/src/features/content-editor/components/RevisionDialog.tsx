import { useLingui } from '@lingui/react';
import { splitDocument, type ContentKind, type ObjectField } from '@lanka-tours/shared/content';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { LoadingSpinner } from '../../../components/Spinner';
import { useContentRevisionQuery } from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { usePageLanguage } from '../../../lib/page-language';
import { useFieldPathName } from '../revision-paths';

interface RevisionDialogProps {
  kind: ContentKind;
  entryKey: string;
  schema: ObjectField;
  number: number;
  onHide(): void;
}

/** One revision to look at, whole: each text in a language of the guide's choosing. */
export function RevisionDialog({ kind, entryKey, schema, number, onHide }: RevisionDialogProps) {
  const { i18n } = useLingui();
  const pathName = useFieldPathName(schema);
  const languageName = useLanguageName();
  const pageLanguage = usePageLanguage();
  const { data, error } = useContentRevisionQuery({ variables: { kind, key: entryKey, number } });
  const revision = data?.contentRevision;
  const translations = (revision?.translations ?? {}) as Record<string, Record<string, string>>;
  const languages = ['en', ...Object.keys(translations)];
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? (languages.includes(pageLanguage) ? pageLanguage : 'en');
  const english = revision ? splitDocument(schema, revision.document).texts : {};
  const texts = language === 'en' ? english : (translations[language] ?? {});
  const titleId = `revision-${number}-title`;

  return (
    <Dialog
      titleId={titleId}
      title={i18n._('Revision {number}', { number })}
      size="lg"
      onHide={onHide}
    >
      <Modal.Body>
        {!revision && !error && <LoadingSpinner label={i18n._('Loading revisions...')} />}
        {error && (
          <div className="alert alert-danger" role="alert">
            {i18n._('The revisions could not be loaded. Please try again.')}
          </div>
        )}
        {revision && (
          <>
            <label htmlFor={`${titleId}-language`} className="form-label">
              {i18n._('Language')}
            </label>
            <select
              id={`${titleId}-language`}
              className="form-select mb-3"
              value={language}
              onChange={(event) => setChosen(event.target.value)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
            <dl className="content-revision-texts">
              {Object.keys(english).map((path) => (
                <div key={path}>
                  <dt>{pathName(path)}</dt>
                  <dd>{texts[path] ?? <em>{i18n._('(none)')}</em>}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {i18n._('Close')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
