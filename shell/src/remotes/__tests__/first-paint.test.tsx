import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import { ServerErrorPage } from '../../pages/error-pages';
import { answerRemotesJson, renderRemotePage } from './remote-page-support';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

function SignIn() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <h1>Sign in</h1>
      <input
        name="email"
        type="email"
        aria-label="Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {email && <p>Signing in as {email}</p>}
      <input name="password" type="password" aria-label="Password" />
    </form>
  );
}

/** The page as the server sends a prerendered one: its drawing, then the app's hidden root. */
function pageWithDrawing() {
  document.body.innerHTML = `
    <div id="first-paint"><form>
      <h1>Sign in</h1>
      <input name="email" type="email" /><input name="password" type="password" />
    </form></div>
    <div id="root"></div>`;
  return {
    drawing: document.getElementById('first-paint')!,
    root: document.getElementById('root')!,
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerRemotesJson();
});

it("gives the server's drawing up for the page once drawn, with what was typed and where", async () => {
  let pagesArrive = (_pages: unknown) => {};
  loadRemoteMock.mockReturnValue(new Promise((resolve) => (pagesArrive = resolve)));
  const { drawing, root } = pageWithDrawing();
  const [email, password] = drawing.querySelectorAll('input');
  email!.value = 'ada@example.com';
  password!.value = 'secret';
  password!.focus();
  password!.setSelectionRange(2, 4);

  await renderRemotePage('auth_app', '/owner/signin', root);
  // While the remote loads the drawing stays, and the visitor goes on typing in it.
  expect(drawing.isConnected).toBe(true);
  password!.value = 'secret words';
  password!.setSelectionRange(12, 12);
  await act(async () => pagesArrive({ routes: [{ path: '/owner/signin', Component: SignIn }] }));

  // The fields go across one at a time, each once the app shows it; then the drawing goes.
  await waitFor(() => expect(drawing.isConnected).toBe(false));
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  // As if typed in the app's own field: its handlers saw it.
  expect(screen.getByText('Signing in as ada@example.com')).toBeInTheDocument();
  const field = screen.getByLabelText('Password') as HTMLInputElement;
  expect(field).toHaveValue('secret words');
  expect(field).toHaveFocus();
  expect([field.selectionStart, field.selectionEnd]).toEqual([12, 12]);
});

it("gives the server's drawing up for the retry panel when the remote cannot be loaded", async () => {
  loadRemoteMock.mockRejectedValue(new Error('network down'));
  const { drawing, root } = pageWithDrawing();

  await renderRemotePage('tenant_portal', '/tenant/signin', root);

  expect(
    await screen.findByRole('heading', { name: 'Tenant portal is unavailable' }),
  ).toBeInTheDocument();
  expect(drawing.isConnected).toBe(false);
});

it("keeps the server's drawing of a signed-in page until the app's page has its data", async () => {
  let answer = (_name: string) => {};
  const nameRead = new Promise<string>((resolve) => (answer = resolve));
  function Dashboard() {
    const [name, setName] = useState<string | null>(null);
    useEffect(() => void nameRead.then(setName), []);
    return name ? <h1>Welcome, {name}</h1> : <p aria-busy="true">Loading…</p>;
  }
  loadRemoteMock.mockResolvedValue({ routes: [{ path: '/owner', Component: Dashboard }] });
  document.body.innerHTML = `
    <div id="first-paint"><h1>Welcome, Dana</h1></div>
    <div id="root"></div>`;
  const drawing = document.getElementById('first-paint')!;

  await renderRemotePage('owner_portal', '/owner', document.getElementById('root')!);
  // The app's page is there, reading: the visitor still sees the server's drawing of it.
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(drawing.isConnected).toBe(true);

  await act(async () => answer('Dana'));

  expect(drawing.isConnected).toBe(false);
  expect(screen.getByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
});

it("gives the server's drawing up for the error page the app goes to from it", async () => {
  const { drawing, root } = pageWithDrawing();

  render(
    <Provider store={makeStore()}>
      <ThemeRoot>
        <MemoryRouter>
          <ServerErrorPage />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
    { container: root },
  );

  expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
  expect(drawing.isConnected).toBe(false);
});
