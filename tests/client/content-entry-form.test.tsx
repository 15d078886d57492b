import { screen, within } from '@testing-library/react';
import {
  contentMessages,
  destinationSchema,
  faqItemSchema,
  type ObjectField,
} from '@lanka-tours/shared/content';
import { EntryEditor } from '../../client/src/features/content-editor/components/EntryEditor';
import { renderRoute } from './support/render-route';

const SIGIRIYA = {
  id: 1,
  name: 'Sigiriya Rock Fortress',
  image: {
    src: '/images/destinations/sigiriya.svg',
    alt: 'Sigiriya rock',
    width: 800,
    height: 500,
  },
  description: 'A palace on a rock.',
  location: 'Central Province',
  category: 'Heritage',
  featured: true,
  coordinates: { lat: 7.957, lon: 80.7603 },
};

const MARKDOWN_HINT = 'Markdown: **bold**, *italic*, a blank line between paragraphs.';

/**
 * The form of an entry as opened from the server, named `label`: published, with a draft of the
 * same document when `withDraft`.
 */
function openForm(
  kind: 'destination' | 'faqItem',
  schema: ObjectField,
  document: object,
  translations: Record<string, Record<string, string>> = {},
  { label = 'An entry', withDraft = false } = {},
) {
  const revision = (number: number, state: string) => ({ number, state, document, translations });
  const opened = {
    kind,
    key: String((document as { id: unknown }).id),
    label,
    position: 0,
    version: 3,
    published: revision(1, 'published'),
    draft: withDraft ? revision(2, 'draft') : null,
  };
  const editor = (
    <EntryEditor
      kind={kind}
      schema={schema}
      opened={opened as never}
      reload={() => Promise.reject(new Error('offline'))}
    />
  );
  return renderRoute({ pages: { '/edit': editor }, path: '/edit' });
}

describe("an entry's form, generated from its kind's schema", () => {
  test("the form is headed by the entry's name, and says where the entry stands in words", () => {
    openForm(
      'destination',
      destinationSchema,
      SIGIRIYA,
      {},
      {
        label: SIGIRIYA.name,
        withDraft: true,
      },
    );

    expect(screen.getByRole('heading', { level: 2, name: SIGIRIYA.name })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: SIGIRIYA.name })).toHaveTextContent(
      'Changes not yet published',
    );
  });

  test('each field type has its own input, labelled, and groups are fieldsets', () => {
    openForm('destination', destinationSchema, SIGIRIYA);

    expect(screen.getByLabelText('Id')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue(SIGIRIYA.name);
    expect(screen.getByLabelText('Featured')).toBeChecked();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Heritage', 'Beach', 'Wildlife', 'Cultural', 'Adventure', 'Hill Country']);
    expect(screen.getByRole('spinbutton', { name: 'Rating (optional)' })).toHaveValue(null);
    const coordinates = screen.getByRole('group', { name: 'Coordinates' });
    expect(within(coordinates).getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(7.957);
    expect(screen.getByRole('button', { name: 'Add full details' })).toBeInTheDocument();
  });

  test('the shared checks refuse a save with the server’s words, under the field', async () => {
    const { user } = openForm('destination', destinationSchema, SIGIRIYA);

    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByRole('spinbutton', { name: 'Latitude' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '95');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(contentMessages.required('Name'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveAccessibleDescription(
      'A number from -90 to 90. ' + contentMessages.outOfRange('Latitude', -90, 90),
    );
  });

  test('a picture whose address leaves its folder is refused under the picture, in the server’s words', async () => {
    const escaping = { ...SIGIRIYA.image, src: '/images/../../api/auth/me' };
    const { user } = openForm('destination', destinationSchema, { ...SIGIRIYA, image: escaping });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(within(picture).getByText(contentMessages.badPicture)).toBeVisible();
  });

  test('a chosen language shows each translation beside its English text, and marks and counts the missing ones', async () => {
    const faq = { id: 'visa', question: 'Do I need a visa?', answer: 'Yes, an ETA.' };
    const { user } = openForm('faqItem', faqItemSchema, faq, {
      de: { question: 'Brauche ich ein Visum?' },
    });
    expect(screen.queryByLabelText('Question (Deutsch)')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Translation shown beside the English'), 'de');
    const question = screen.getByRole('textbox', { name: 'Question (Deutsch)' });
    expect(question).toHaveValue('Brauche ich ein Visum?');
    expect(question).toHaveAttribute('lang', 'de');
    const answer = screen.getByRole('textbox', { name: 'Answer (Deutsch)' });
    expect(answer).toHaveValue('');
    expect(answer).toHaveAccessibleDescription(
      `Missing: visitors read the English text here. ${MARKDOWN_HINT}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 2 texts has no translation yet: visitors read it in English.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await user.type(answer, 'Ja, eine ETA.');
    // How to write Markdown stays under the translation, as under the English text.
    expect(answer).toHaveAccessibleDescription(MARKDOWN_HINT);
    expect(screen.getByRole('status')).toHaveTextContent('Every text is translated.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Translation shown beside the English'), 'fr');
    expect(screen.getByRole('textbox', { name: 'Question (Français)' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 2 texts have no translation yet');
  });

  test('optional lists are added, filled, moved and removed; Markdown says so', async () => {
    const faq = { id: 'visa', question: 'Do I need a visa?', answer: 'Yes, an ETA.' };
    const { user } = openForm('faqItem', faqItemSchema, faq);

    expect(screen.getByLabelText('Answer')).toHaveAccessibleDescription(MARKDOWN_HINT);
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    const points = screen.getByRole('group', { name: 'Points' });
    await user.type(within(points).getByRole('textbox', { name: 'Point 1' }), 'Apply online');
    await user.click(within(points).getByRole('button', { name: 'Add point' }));
    await user.type(within(points).getByRole('textbox', { name: 'Point 2' }), 'Carry the approval');
    await user.click(within(points).getByRole('button', { name: 'Move Point 2 up' }));

    expect(within(points).getByRole('textbox', { name: 'Point 1' })).toHaveValue(
      'Carry the approval',
    );
    expect(within(points).getByRole('textbox', { name: 'Point 2' })).toHaveValue('Apply online');
    await user.click(within(points).getByRole('button', { name: 'Remove Point 1' }));
    expect(within(points).getByRole('textbox', { name: 'Point 1' })).toHaveValue('Apply online');
    expect(within(points).getByRole('button', { name: 'Remove Point 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove points' }));
    expect(screen.queryByRole('group', { name: 'Points' })).not.toBeInTheDocument();
  });
});

describe("a long entry's form", () => {
  const sectionOf = (title: string) =>
    screen.getByText(title, { selector: '.content-section-title' }).closest('details')!;

  test('folds into sections under an outline that says where each stands; a section with a message opens, its field focused', async () => {
    const { user } = openForm('destination', destinationSchema, SIGIRIYA, {
      de: { name: 'Sigiriya-Felsenfestung', description: 'Ein Palast auf einem Felsen.' },
    });
    const outline = screen.getByRole('navigation', { name: 'Sections of this entry' });
    expect(
      within(outline)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Details', 'Coordinates', 'Full details', 'Fixed practical texts']);
    // Name, picture's alt, description and location in four languages, two of them in German.
    expect(within(outline).getByText('14 translations missing')).toBeInTheDocument();
    expect(sectionOf('Details')).toHaveAttribute('open');
    expect(sectionOf('Coordinates')).not.toHaveAttribute('open');

    await user.click(within(outline).getByRole('link', { name: 'Coordinates' }));
    expect(sectionOf('Coordinates')).toHaveAttribute('open');
    const latitude = screen.getByRole('spinbutton', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(sectionOf('Coordinates').querySelector('summary')!);
    expect(sectionOf('Coordinates')).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(sectionOf('Coordinates')).toHaveAttribute('open');
    expect(within(outline).getByText('1 error')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveFocus();
  });

  test('a short one is shown whole', () => {
    openForm('faqItem', faqItemSchema, { id: 'visa', question: 'Visa?', answer: 'Yes.' });

    expect(screen.queryByRole('navigation', { name: 'Sections of this entry' })).toBeNull();
    expect(document.querySelector('details.content-section')).toBeNull();
  });
});
