import { api, type SessionRole } from 'shared-api';
import type { MessageAnswer, ResetLinkCheckPayload } from 'shared-api/contract';

/** The mailed reset link, checked as its page opens. */
export const resetLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkResetLink: build.query<MessageAnswer, ResetLinkCheckPayload & { role: SessionRole }>({
      query: ({ role, token }) => ({
        url: `${role}s/password/reset/check`,
        method: 'POST',
        body: { token },
      }),
    }),
  }),
});

export const { useCheckResetLinkQuery } = resetLinkApi;
