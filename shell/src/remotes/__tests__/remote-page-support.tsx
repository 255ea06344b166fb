import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import type { RemoteName } from '../../routes/route-table';
import { RemotePage } from '../remote-page';

/** `/remotes.json` as the shell's build serves it. */
export function answerRemotesJson() {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      auth_app: '/remotes/auth-app/mf-manifest.json',
      owner_portal: '/remotes/owner-portal/mf-manifest.json',
      tenant_portal: '/remotes/tenant-portal/mf-manifest.json',
    }),
  });
}

/**
 * A remote's page, in `container` when given. The page suspends while its remote loads; act lets
 * React retry it once the load settles. Loads are kept per remote for the page's lifetime, so each
 * test of a file uses a remote of its own.
 */
export async function renderRemotePage(remote: RemoteName, path: string, container?: HTMLElement) {
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <ThemeRoot>
          <RemotePage remote={remote} path={path} />
        </ThemeRoot>
      </Provider>,
      container && { container },
    );
  });
}
