import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  createRoutesStub,
  Link,
  useLocation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readListParams } from './list-params';
import { ListSearch } from './list-search';

// A member list's search box follows typing: debounced, the URL replaced rather than pushed,
// the other filters kept, and the box never re-created (focus and the typed text stay). Search
// still makes a history entry.

/** Every query string the page was shown with, in order. */
let visited: string[] = [];
beforeEach(() => {
  visited = [];
});

function Page() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigationType();
  // A layout effect runs in the same commit that puts the new address on the page, so a
  // test that has seen the address has seen the entry too (a passive effect may run later).
  useLayoutEffect(() => {
    visited.push(location.search);
  }, [location.search]);
  return (
    <>
      <ListSearch params={readListParams(search)} label="Search employers" />
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
      <p data-testid="navigation">{navigation}</p>
      <Link to="?q=linked">A link</Link>
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: '/platform/employers', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return screen.getByRole('searchbox', { name: 'Search employers' });
}

describe('ListSearch', () => {
  it('narrows as the member types: URL replaced, filters kept, focus stays', async () => {
    const box = renderAt('/platform/employers?tags=3&tab=saved');
    const user = userEvent.setup();
    await user.type(box, 'harb');
    expect(await screen.findByText('/platform/employers?q=harb&tags=3&tab=saved')).toBeVisible();
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    // Debounced: one navigation once typing paused, not one per keystroke.
    expect(visited).toEqual(['?tags=3&tab=saved', '?q=harb&tags=3&tab=saved']);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('harb');

    await user.clear(box);
    expect(await screen.findByText('/platform/employers?tags=3&tab=saved')).toBeVisible();
    expect(box).toHaveFocus();
  });

  it('Search applies at once as a history entry', async () => {
    const box = renderAt('/platform/employers');
    const user = userEvent.setup();
    await user.type(box, 'data{Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent('/platform/employers?q=data');
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH');
    expect(box).toHaveFocus();
  });

  it('shows a search reached another way (a link, Back) in the box', async () => {
    const box = renderAt('/platform/employers?q=first');
    expect(box).toHaveValue('first');
    await userEvent.setup().click(screen.getByRole('link', { name: 'A link' }));
    expect(await screen.findByText('/platform/employers?q=linked')).toBeVisible();
    expect(box).toHaveValue('linked');
    // The same box, not a new one: nothing is re-created under the member's cursor.
    expect(screen.getByRole('searchbox', { name: 'Search employers' })).toBe(box);
  });
});
