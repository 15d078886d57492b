import { act, screen } from '@testing-library/react';
import { render } from './support/english';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { lazyPage, type PageModule } from '../../client/src/app/lazy-page';
import { RouteErrorBoundary } from '../../client/src/app/RouteErrorBoundary';

function ToursPage() {
  return <h1>Tour Plans</h1>;
}

const chunk: PageModule = { default: ToursPage };

function renderApp(tours: ReturnType<typeof lazyPage>, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/tours">Tours</Link>
        <Link to="/elsewhere">Elsewhere</Link>
      </nav>
      <RouteErrorBoundary>
        <Routes>
          <Route
            path="/tours"
            element={
              <Suspense fallback={<p>Loading...</p>}>
                <tours.Component />
              </Suspense>
            }
          />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('a page in its own chunk', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the errors the boundary catches; they are the point of these tests.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('renders at once, with no loading state, once its chunk was loaded ahead', async () => {
    const tours = lazyPage(() => Promise.resolve(chunk));
    await tours.preload();

    renderApp(tours, '/tours');

    expect(screen.getByRole('heading', { name: 'Tour Plans' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the loading state until a chunk not loaded ahead arrives', async () => {
    const tours = lazyPage(() => Promise.resolve(chunk));

    renderApp(tours, '/tours');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => tours.preload());
    expect(screen.getByRole('heading', { name: 'Tour Plans' })).toBeInTheDocument();
  });

  it('shows the error screen when its chunk fails, until the visitor moves on', async () => {
    const tours = lazyPage(() => Promise.reject(new Error('Loading chunk 7 failed')));
    const user = userEvent.setup();

    await act(async () => renderApp(tours, '/tours'));

    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading chunk 7 failed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('loads a chunk again when loading it ahead failed', async () => {
    const load = jest
      .fn<Promise<PageModule>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValue(chunk);
    const tours = lazyPage(load);
    await expect(tours.preload()).rejects.toThrow('Loading chunk 7 failed');

    await act(async () => renderApp(tours, '/tours'));

    expect(screen.getByRole('heading', { name: 'Tour Plans' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
