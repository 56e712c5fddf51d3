import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/lib/api-client';
import { useResult } from './result-message';
import { UNDO_SECONDS } from './undo-offer';

// The undo offer of the one result message (decision 0094): the message takes focus, offers
// Undo for at least 10 seconds of not being in use (focus or pointer on it pause the count),
// then keeps its words without the button; Undo runs the inverse and says what was undone.

function Domains({ run }: { run: () => Promise<string> }) {
  const result = useResult(undefined);
  return (
    <>
      {result.region}
      <button
        type="button"
        onClick={() =>
          result.succeeded(
            'example.ac.uk is removed. Members who already joined stay.',
            undefined,
            {
              run,
            },
          )
        }
      >
        Remove
      </button>
      <button type="button">Somewhere else</button>
    </>
  );
}

const undoButton = () => screen.queryByRole('button', { name: 'Undo' });
const message = () => screen.getByRole('status');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an action that can be undone', () => {
  it('offers Undo for 10 seconds once the message is left, not while it has focus', () => {
    render(<Domains run={() => Promise.resolve('back')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(message()).toHaveFocus();
    expect(message()).toHaveTextContent('example.ac.uk is removed.');
    expect(message()).toHaveTextContent(`You can undo this for ${UNDO_SECONDS} seconds.`);
    expect(undoButton()).toBeInTheDocument();

    // Someone reading it (focus is on it) keeps it as long as they need.
    wait(60_000);
    expect(undoButton()).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Somewhere else' }).focus());
    wait(UNDO_SECONDS * 1000 - 100);
    expect(undoButton()).toBeInTheDocument();
    wait(200);
    expect(undoButton()).not.toBeInTheDocument();
    // The words stay; only the way back has gone.
    expect(message()).toHaveTextContent('example.ac.uk is removed.');
  });

  it('waits while the pointer is on the message, and counts on from where it stopped', () => {
    render(<Domains run={() => Promise.resolve('back')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    act(() => screen.getByRole('button', { name: 'Somewhere else' }).focus());
    wait(6_000);
    fireEvent.mouseEnter(message());
    wait(30_000);
    expect(undoButton()).toBeInTheDocument();
    fireEvent.mouseLeave(message());
    wait(3_900);
    expect(undoButton()).toBeInTheDocument();
    wait(200);
    expect(undoButton()).not.toBeInTheDocument();
  });

  it('undoes through the inverse and says so, with focus on the new message', async () => {
    const run = vi.fn(() => Promise.resolve('The domain example.ac.uk is back.'));
    render(<Domains run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await act(async () => {
      fireEvent.click(undoButton()!);
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(message()).toHaveTextContent('The domain example.ac.uk is back.');
    expect(message()).not.toHaveTextContent('is removed');
    expect(message()).toHaveFocus();
    expect(undoButton()).not.toBeInTheDocument();
  });

  it('says why when the undo is refused, and does not offer it again', async () => {
    const run = vi.fn(() =>
      Promise.reject(new ApiRequestError(422, 'This domain is already in use.')),
    );
    render(<Domains run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await act(async () => {
      fireEvent.click(undoButton()!);
    });
    expect(message()).toHaveTextContent('This domain is already in use.');
    expect(message()).toHaveFocus();
    expect(undoButton()).not.toBeInTheDocument();
  });
});
