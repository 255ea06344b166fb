import type {
  ChangeOwnerPasswordPayload,
  ChangedOwnerPasswordAnswer,
  CreateOwnerPayload,
  ForgotPasswordPayload,
  MessageAnswer,
  Owner,
  OwnerAnswer,
  OwnerSignInAnswer,
  ResetPasswordPayload,
  SignInPayload,
  UpdateOwnerPayload,
  VerifyEmailPayload,
} from '../contract';
import { api } from '../api';
import { saveSessionToken } from '../session/tokens';
import { userUpdated, type SessionRole, type SessionUser } from '../session/session-slice';

/** Whose password a reset is for: an owner's unless the link says tenant. */
interface AccountOf {
  role?: SessionRole;
}

/** The owner as the session keeps them for the top bar, the dashboard and the profile. */
export function sessionUserOfOwner(owner: Owner): SessionUser {
  return {
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    emailVerified: owner.emailVerified,
  };
}

interface OwnerAnswered {
  dispatch: (action: ReturnType<typeof userUpdated>) => unknown;
  queryFulfilled: Promise<{ data: Owner }>;
}

/** Keeps the session user in step with the owner the server answered after a change. */
async function refreshSessionUser({ dispatch, queryFulfilled }: OwnerAnswered) {
  try {
    const { data: owner } = await queryFulfilled;
    dispatch(userUpdated(sessionUserOfOwner(owner)));
  } catch {
    // The base query has already told the user; the session keeps what it had.
  }
}

/** The signed-in owner's profile. */
export const ownerRead = 'owners';

/** Owner accounts: sign-in, registration, profile, password reset and e-mail verification. */
export const ownersApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownerLogin: build.mutation<OwnerSignInAnswer, SignInPayload>({
      query: (credentials) => ({ url: 'owners/login', method: 'POST', body: credentials }),
    }),
    registerOwner: build.mutation<OwnerSignInAnswer, CreateOwnerPayload>({
      query: (registration) => ({ url: 'owners/create', method: 'POST', body: registration }),
    }),
    ownerLogout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: 'owners/logout', method: 'POST' }),
    }),
    getOwner: build.query<Owner, void>({
      query: () => ownerRead,
      transformResponse: (answer: OwnerAnswer) => answer.data,
      providesTags: ['Owner'],
    }),
    updateOwner: build.mutation<Owner, UpdateOwnerPayload>({
      query: (changes) => ({ url: 'owners/update', method: 'PUT', body: changes }),
      transformResponse: (answer: OwnerAnswer) => answer.data,
      invalidatesTags: ['Owner'],
      onQueryStarted: (_changes, lifecycle) => refreshSessionUser(lifecycle),
    }),
    requestPasswordReset: build.mutation<MessageAnswer, ForgotPasswordPayload & AccountOf>({
      query: ({ role = 'owner', ...request }) => ({
        url: `${role}s/password/forgot`,
        method: 'POST',
        body: request,
      }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordPayload & AccountOf>({
      query: ({ role = 'owner', ...reset }) => ({
        url: `${role}s/password/reset`,
        method: 'POST',
        body: reset,
      }),
    }),
    /** The other sessions end; this one carries on with the token the answer brings. */
    changeOwnerPassword: build.mutation<ChangedOwnerPasswordAnswer, ChangeOwnerPasswordPayload>({
      async queryFn(change, _api, _extraOptions, baseQuery) {
        const changed = await baseQuery({
          url: 'owners/password/change',
          method: 'POST',
          body: change,
        });
        if (changed.error) return { error: changed.error };
        const answer = changed.data as ChangedOwnerPasswordAnswer;
        await saveSessionToken('owner', answer.access_token);
        return { data: answer };
      },
    }),
    sendEmailVerificationCode: build.mutation<MessageAnswer, void>({
      query: () => ({ url: 'owners/verify-email/send', method: 'POST' }),
    }),
    verifyEmail: build.mutation<Owner, VerifyEmailPayload>({
      query: (verification) => ({ url: 'owners/verify-email', method: 'POST', body: verification }),
      transformResponse: (answer: OwnerAnswer) => answer.data,
      invalidatesTags: ['Owner'],
      onQueryStarted: (_verification, lifecycle) => refreshSessionUser(lifecycle),
    }),
  }),
});

export const {
  useOwnerLoginMutation,
  useRegisterOwnerMutation,
  useOwnerLogoutMutation,
  useGetOwnerQuery,
  useUpdateOwnerMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useSendEmailVerificationCodeMutation,
  useVerifyEmailMutation,
  useChangeOwnerPasswordMutation,
} = ownersApi;
