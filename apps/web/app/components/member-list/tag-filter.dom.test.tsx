import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useSearchParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readListParams } from './list-params';
import { TagFilter } from './tag-filter';

// The "Add filters" panel and the active-filter chips: a modal dialog with a checkbox per tag
// under its group's legend; ticking one puts it in the URL, a chip is a link that takes it
// out, and the panel closes with its own buttons.

const tags = [
  { id: 3, title: 'Software', type: 1 },
  { id: 4, title: 'Cyber security', type: 1 },
  { id: 9, title: 'Cloud', type: 2 },
];
const groups = [
  { type: 1, label: 'Industry' },
  { type: 2, label: 'Topic or technology' },
];

function renderFilter(start: string, counts?: Record<string, number>) {
  function Page() {
    const [search] = useSearchParams();
    const { search: where } = useLocation();
    return (
      <>
        <TagFilter params={readListParams(search)} tags={tags} groups={groups} counts={counts} />
        <p data-testid="where">{where}</p>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/insights', Component: Page }]);
  render(<Stub initialEntries={[`/insights${start}`]} />);
}

beforeAll(() => {
  // jsdom has no <dialog> behaviour: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete proto.showModal;
  delete proto.close;
});

describe('TagFilter', () => {
  it('opens a named dialog with each group as a fieldset, and a tick puts the tag in the URL', async () => {
    renderFilter('?q=rota');
    const open = screen.getByRole('button', { name: 'Add filters' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Add filters' });
    expect(dialog).toHaveAttribute('open');
    const industry = within(dialog).getByRole('group', { name: 'Industry' });
    expect(within(industry).getAllByRole('checkbox')).toHaveLength(2);
    const topic = within(dialog).getByRole('group', { name: 'Topic or technology' });

    await userEvent.click(within(topic).getByRole('checkbox', { name: 'Cloud' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=rota&tags=9'));
    expect(within(topic).getByRole('checkbox', { name: 'Cloud' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('shows the active filters as links that each remove their tag', async () => {
    renderFilter('?tags=3,9');
    const active = screen.getByRole('list', { name: 'Active filters' });
    const chips = within(active).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Software(remove filter)',
      'Cloud(remove filter)',
    ]);
    expect(chips[0]).toHaveAttribute('href', '/insights?tags=9');
    await userEvent.click(within(active).getByRole('link', { name: /^Software/ }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?tags=9'));
    expect(within(active).queryByRole('link', { name: /Software/ })).toBeNull();
  });

  it('unticking the last tag leaves no filter, and Close filters shuts the panel', async () => {
    renderFilter('?tags=4');
    await userEvent.click(screen.getByRole('button', { name: 'Add filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Add filters' });
    const box = within(dialog).getByRole('checkbox', { name: 'Cyber security' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await vi.waitFor(() => expect(screen.getByTestId('where')).toBeEmptyDOMElement());
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('counts (issue 26)', () => {
  it('shows beside each tag how many items carry it, 0 for a tag on none', async () => {
    renderFilter('', { '3': 12, '9': 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Add filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Add filters' });
    const names = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['Software (12)', 'Cyber security (0)', 'Cloud (1)']);
  });
});
