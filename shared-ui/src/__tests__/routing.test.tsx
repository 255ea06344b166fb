import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, useLeaveBlocker } from '../routing';

function Editor({ unsaved }: { unsaved: boolean }) {
  const blocker = useLeaveBlocker(unsaved);
  return (
    <>
      <h1>Editor</h1>
      {blocker.blocked && (
        <div role="dialog" aria-label="Leave?">
          <button onClick={blocker.proceed}>Leave</button>
          <button onClick={blocker.reset}>Stay</button>
        </div>
      )}
    </>
  );
}

function renderEditor(unsaved: boolean) {
  const history = createMemoryHistory({ initialEntries: ['/list', '/edit'], initialIndex: 1 });
  const view = render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/edit" element={<Editor unsaved={unsaved} />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </AppRouter>,
  );
  return { history, ...view };
}

test('holds a move to another page back until the user leaves', () => {
  const { history } = renderEditor(true);
  act(() => history.push('/list'));
  expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/edit');

  act(() => screen.getByRole('button', { name: 'Leave' }).click());
  expect(history.location.pathname).toBe('/list');
  expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
});

test('stays on the page when the user says so, and asks again next time', () => {
  const { history } = renderEditor(true);
  act(() => history.back());
  act(() => screen.getByRole('button', { name: 'Stay' }).click());
  expect(history.location.pathname).toBe('/edit');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => history.push('/list'));
  expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
});

test('lets moves within the same page through, and still holds the next one', () => {
  const { history } = renderEditor(true);
  act(() => history.push('/edit?tab=people'));
  expect(history.location.search).toBe('?tab=people');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => history.push('/list'));
  expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
});

test('holds nothing back while there is nothing to lose', () => {
  const { history } = renderEditor(false);
  act(() => history.push('/list'));
  expect(history.location.pathname).toBe('/list');
});
