import { screen, within } from '@testing-library/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { EntryItems } from '../../client/src/features/content-editor/components/EntryItems';
import { renderRoute } from './support/render-route';

interface Listed {
  key: string;
  label: string;
  published: boolean;
  hasDraft: boolean;
}

/** A kind's entries as the server lists them: named (`label`) and with where each stands. */
function openList(kind: ContentKind, listed: Listed[]) {
  const entries = listed.map((entry, position) => ({ kind, position, version: 1, ...entry }));
  const list = (
    <EntryItems
      kind={kind}
      entries={entries}
      busy={false}
      onMove={() => undefined}
      onRemove={() => undefined}
    />
  );
  return renderRoute({ pages: { '/list': list }, path: '/list' });
}

const DESTINATIONS: Listed[] = [
  { key: '1', label: 'Sigiriya Rock Fortress', published: true, hasDraft: true },
  { key: '3', label: 'Ella and Nine Arch Bridge', published: true, hasDraft: false },
  { key: '27', label: 'Hiriketiya Bay', published: false, hasDraft: true },
];

/** Where the entry of that name stands, as its badge says. */
const stateOf = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name }))
    ?.querySelector('.badge')?.textContent;

describe("the editor's list of a kind's entries", () => {
  test('each entry is named as visitors know it, and says in words where it stands', () => {
    openList('destination', DESTINATIONS);

    const links = within(screen.getByRole('list', { name: 'Destinations: entries' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(DESTINATIONS.map((entry) => entry.label));
    expect(stateOf('Ella and Nine Arch Bridge')).toBe('Published');
    expect(stateOf('Sigiriya Rock Fortress')).toBe('Changes not yet published');
    expect(stateOf('Hiriketiya Bay')).toBe('Draft');
    expect(screen.getByRole('button', { name: 'Move Ella and Nine Arch Bridge up' })).toBeEnabled();
  });

  test('typing a name narrows the list as the guide types, accents or not', async () => {
    const { user } = openList('destination', DESTINATIONS);
    const search = screen.getByRole('searchbox', { name: 'Find an entry' });

    await user.type(search, 'Ella');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Ella and Nine Arch Bridge',
    ]);
    expect(search).toHaveAccessibleDescription(
      '1 entry found. Clear the search to change the order.',
    );
    // Among hidden entries a move would go unseen: the order changes with the whole list only.
    expect(
      screen.getByRole('button', { name: 'Move Ella and Nine Arch Bridge up' }),
    ).toBeDisabled();

    await user.clear(search);
    await user.type(search, 'SÍGIRIYA');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sigiriya Rock Fortress',
    ]);

    await user.clear(search);
    await user.type(search, 'Yala');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(search).toHaveAccessibleDescription('No entry matches “Yala”.');

    await user.clear(search);
    expect(screen.getAllByRole('link')).toHaveLength(DESTINATIONS.length);
  });

  test('a day plan, which has no title, is named by its days', () => {
    openList('dayPlan', [
      { key: '1', label: '1', published: true, hasDraft: false },
      { key: '5', label: '5', published: true, hasDraft: false },
    ]);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '1 day',
      '5 days',
    ]);
  });

  test("a page's fixed sections are named by their names, with nothing to search", () => {
    openList('homeSection', [
      { key: 'hero', label: 'Discover Sri Lanka', published: true, hasDraft: false },
    ]);
    expect(screen.getByRole('link', { name: 'Hero' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
