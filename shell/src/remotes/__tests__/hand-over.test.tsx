import { act, render, screen } from '@testing-library/react';
import { startTransition, useState, type ComponentType } from 'react';
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

/**
 * Filters kept as the router keeps the address's search parameters: each change worked out from
 * the filters as last drawn, and drawn in a transition.
 */
function FiltersInTheAddress() {
  const [filters, setFilters] = useState({ search: '', status: '' });
  const change = (name: keyof typeof filters, value: string) =>
    startTransition(() => setFilters({ ...filters, [name]: value }));
  return (
    <form>
      <label htmlFor="app-search">Search by name</label>
      <input
        id="app-search"
        value={filters.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <label htmlFor="app-status">Status</label>
      <select
        id="app-status"
        value={filters.status}
        onChange={(event) => change('status', event.target.value)}
      >
        <option value="">All statuses</option>
        <option value="rented">Rented</option>
      </select>
      <p>
        Showing {filters.status || 'every status'} for “{filters.search}”
      </p>
    </form>
  );
}

/** The server's drawing of the same fields, with the ids React gave them there, then the app's root. */
function pageWithDrawing(App: ComponentType = Filters) {
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
  render(<App />, { container: document.getElementById('root')! });
  return drawing;
}

it("carries what was written, chosen and ticked in the server's drawing to the app's fields", async () => {
  const drawing = pageWithDrawing();
  const [search, checkbox] = drawing.querySelectorAll('input');
  search!.value = 'elm';
  drawing.querySelector('select')!.value = 'rented';
  checkbox!.checked = true;
  drawing.querySelector('textarea')!.value = 'Ring twice';
  drawing.querySelector('select')!.focus();

  await act(() => handOverFirstPaint());

  expect(drawing.isConnected).toBe(false);
  // The app's handlers heard of each, as if the visitor had done it in the app's fields.
  expect(
    screen.getByText('Showing rented for “elm”, mine only; note “Ring twice”'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveFocus();
});

it('leaves the fields the visitor did not touch as the app drew them', async () => {
  pageWithDrawing();

  await act(() => handOverFirstPaint());

  expect(screen.getByText('Showing every status for “”; note “”')).toBeInTheDocument();
  expect(screen.getByLabelText('Only mine')).not.toBeChecked();
});

it('gives the app one field at a time, each once it shows the last', async () => {
  const drawing = pageWithDrawing(FiltersInTheAddress);
  drawing.querySelector('input')!.value = 'elm';
  drawing.querySelector('select')!.value = 'rented';

  // As in the browser: React draws the transitions on its own schedule, not at the end of an act.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await handOverFirstPaint();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }

  // Given both at once, the status would have been worked out from filters without the search.
  expect(screen.getByText('Showing rented for “elm”')).toBeInTheDocument();
  expect(drawing.isConnected).toBe(false);
});

it('gives the nth of fields named alike to the app’s nth', async () => {
  function Amounts() {
    const [amounts, setAmounts] = useState(['', '']);
    return (
      <form>
        {amounts.map((amount, index) => (
          <input
            key={index}
            name="amount"
            value={amount}
            onChange={(event) =>
              setAmounts((all) => all.map((old, at) => (at === index ? event.target.value : old)))
            }
          />
        ))}
        <p>Amounts: {amounts.join(' and ')}</p>
      </form>
    );
  }
  document.body.innerHTML = `
    <div id="first-paint"><input name="amount" value="" /><input name="amount" value="" /></div>
    <div id="root"></div>`;
  render(<Amounts />, { container: document.getElementById('root')! });
  document.querySelectorAll<HTMLInputElement>('#first-paint input')[1]!.value = '850';

  await act(() => handOverFirstPaint());

  expect(screen.getByText('Amounts: and 850')).toBeInTheDocument();
});
