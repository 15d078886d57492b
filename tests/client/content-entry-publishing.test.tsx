import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { destinationSchema } from '@lanka-tours/shared/content';
import { EntryEditor } from '../../client/src/features/content-editor/components/EntryEditor';
import { renderRoute } from './support/render-route';

const ELLA = {
  id: 3,
  name: 'Ella and Nine Arch Bridge',
  image: { src: '/images/destinations/ella.svg', alt: 'Ella', width: 800, height: 500 },
  description: 'A hill village of tea gardens.',
  location: 'Uva Province',
  category: 'Hill Country',
  featured: true,
  coordinates: { lat: 6.8667, lon: 81.0466 },
};

/** Ella's form, published, with a saved draft whose picture differs; a link to elsewhere beside it. */
function openElla() {
  const draft = { ...ELLA, image: { ...ELLA.image, alt: 'The Nine Arch Bridge' } };
  const opened = {
    kind: 'destination',
    key: '3',
    position: 0,
    version: 4,
    published: { number: 1, state: 'published', document: ELLA, translations: {} },
    draft: { number: 2, state: 'draft', document: draft, translations: {} },
  };
  const page = (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <EntryEditor
        kind="destination"
        schema={destinationSchema}
        opened={opened as never}
        reload={() => Promise.reject(new Error('offline'))}
      />
    </>
  );
  return renderRoute({ pages: { '/edit': page }, path: '/edit' });
}

/** Whether the browser would ask before the tab is closed or reloaded. */
function asksBeforeUnload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('publishing an entry', () => {
  test('Publish asks first, naming the fields that change for visitors, and Cancel gives the focus back', async () => {
    const { user } = openElla();
    const publish = screen.getByRole('button', { name: 'Publish' });
    // A form the checks refuse is not offered: its first problem takes the focus.
    await user.clear(screen.getByLabelText('Name'));
    await user.click(publish);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), ELLA.name);
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Tea gardens and a bridge.');

    await user.click(publish);

    const dialog = await screen.findByRole('dialog', {
      name: 'Publish Ella and Nine Arch Bridge?',
    });
    expect(dialog).toHaveTextContent(
      'Publishes 2 changed fields of Ella and Nine Arch Bridge: Picture, Description',
    );
    expect(dialog).toHaveTextContent('Your unsaved changes are saved as the draft first.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(publish).toHaveFocus();
  });
});

describe('leaving a form with unsaved changes', () => {
  test('another page of the app asks first: Stay keeps the edit, Leave goes; nothing unsaved, nothing asked', async () => {
    const { user, router } = openElla();
    expect(asksBeforeUnload()).toBe(false);
    await user.type(screen.getByLabelText('Description'), ' And waterfalls.');
    expect(asksBeforeUnload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Description')).toHaveValue(
      'A hill village of tea gardens. And waterfalls.',
    );

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Page at /elsewhere' })).toBeInTheDocument();
  });
});
