/**
 * @jest-environment node
 */
// Where the server draws a page: no window, so queries start as the page renders.
import { useGetNotificationsQuery } from 'shared-api';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { selectSessionUser, selectSidebarCollapsed } from 'shared-api/session';
import { deferred } from '../deferred';
import type { PageRoute } from '../routing';
import { drawRoutePage } from '../server-drawing';
import { Button } from '../components/button/button';

const owner = { name: 'Dana Demo', email: 'dana@example.com', phone: '555', emailVerified: true };

function ProfilePage() {
  const { id } = useParams();
  const { data } = useGetNotificationsQuery();
  const user = useSelector(selectSessionUser);
  const folded = useSelector(selectSidebarCollapsed);
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <section>
      <h1>
        {user?.name}, page {id}
      </h1>
      <p>{data.unreadCount} unread</p>
      <p>Sidebar {folded ? 'folded' : 'open'}</p>
      <Button>Save</Button>
    </section>
  );
}

const routes: PageRoute[] = [
  {
    path: '/profile/:id',
    // Code-split, as the remotes' pages are.
    Component: deferred(async () => ProfilePage),
    prerender: true,
  },
  { path: '/settings', Component: ProfilePage },
];

/** The API as the server reaches it: the owner's profile and notifications, or `status` for every read. */
function api(status = 200) {
  const asked: string[] = [];
  const serverFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    if (status !== 200) return Response.json({ error: 'Please sign in again' }, { status });
    return Response.json(
      request.url.includes('/notifications') ? { data: [], unreadCount: 3 } : { data: owner },
    );
  }) as typeof fetch;
  return { asked, serverFetch };
}

it("draws a marked page with the visitor's data and choices, its styles and its buttons held", async () => {
  const { asked, serverFetch } = api();

  const drawing = await drawRoutePage(routes, 'owner', {
    url: '/profile/7?tab=a',
    theme: 'dark',
    sidebarCollapsed: true,
    userAgent: 'Mozilla/5.0',
    serverFetch,
  });

  const text = drawing?.markup.replace(/<!--.*?-->/g, '');
  expect(text).toContain('<h1>Dana Demo, page 7</h1>');
  expect(text).toContain('3 unread');
  expect(text).toContain('Sidebar folded');
  expect(text).not.toContain('Loading');
  expect(drawing?.markup).toMatch(/<button[^>]*disabled/);
  // The styles of what it drew, in the dark theme's colours, without styled-components' marks.
  const buttonClass = /<button[^>]*class="[^"]*?(\w+)"/.exec(drawing!.markup)![1];
  expect(drawing?.css).toContain(`.${buttonClass}{`);
  expect(drawing?.css).not.toContain('data-styled');
  // The profile for the session, then the page's own read, started as it was drawn.
  expect(asked).toEqual(['GET /api/owners', 'GET /api/notifications']);
});

it('draws nothing for a page not marked, or not its own', async () => {
  const { asked, serverFetch } = api();
  const request = { theme: 'light', sidebarCollapsed: false, userAgent: '', serverFetch } as const;

  expect(await drawRoutePage(routes, 'owner', { ...request, url: '/settings' })).toBeNull();
  expect(await drawRoutePage(routes, 'owner', { ...request, url: '/elsewhere' })).toBeNull();
  expect(asked).toEqual([]);
});

it("draws nothing when the visitor's token is not good or a read fails", async () => {
  for (const status of [401, 500]) {
    const { serverFetch } = api(status);
    expect(
      await drawRoutePage(routes, 'owner', {
        url: '/profile/7',
        theme: 'light',
        sidebarCollapsed: false,
        userAgent: '',
        serverFetch,
      }),
    ).toBeNull();
  }
});
