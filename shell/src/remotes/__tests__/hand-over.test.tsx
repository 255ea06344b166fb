import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { handOverFirstPaint } from '../first-paint';

/** A page's filters as the app draws them, saying what its handlers were told. */
function Filters() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [mine, setMine] = useState(false);
  const [note, setNote] = useState('');
  return (
    <form>
      <label htmlFor="app-search">Search by name</label>
      <input id="app-search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <label htmlFor="app-status">Status</label>
      <select id="app-status" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">All statuses</option>
        <option value="rented">Rented</option>
      </select>
      <label>
        <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
        Only mine
      </label>
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <p>
        Showing {status || 'every status'} for “{search}”{mine && ', mine only'}; note “{note}”
      </p>
    </form>
  );
}

/** The server's drawing of the same fields, with the ids React gave them there, then the app's root. */
function pageWithDrawing() {
  document.body.innerHTML = `
    <div id="first-paint"><form>
      <label for="s-1">Search by name</label><input id="s-1" value="" />
      <label for="s-2">Status</label>
      <select id="s-2">
        <option value="" selected>All statuses</option><option value="rented">Rented</option>
      </select>
      <label><input type="checkbox" />Only mine</label>
      <textarea aria-label="Note"></textarea>
    </form></div>
    <div id="root"></div>`;
  const drawing = document.getElementById('first-paint')!;
  render(<Filters />, { container: document.getElementById('root')! });
  return drawing;
}

it("carries what was written, chosen and ticked in the server's drawing to the app's fields", () => {
  const drawing = pageWithDrawing();
  const [search, checkbox] = drawing.querySelectorAll('input');
  search!.value = 'elm';
  drawing.querySelector('select')!.value = 'rented';
  checkbox!.checked = true;
  drawing.querySelector('textarea')!.value = 'Ring twice';
  drawing.querySelector('select')!.focus();

  act(() => handOverFirstPaint());

  expect(drawing.isConnected).toBe(false);
  // The app's handlers heard of each, as if the visitor had done it in the app's fields.
  expect(
    screen.getByText('Showing rented for “elm”, mine only; note “Ring twice”'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveFocus();
});

it('leaves the fields the visitor did not touch as the app drew them', () => {
  pageWithDrawing();

  act(() => handOverFirstPaint());

  expect(screen.getByText('Showing every status for “”; note “”')).toBeInTheDocument();
  expect(screen.getByLabelText('Only mine')).not.toBeChecked();
});
