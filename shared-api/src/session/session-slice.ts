import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionRole = 'owner' | 'tenant';

/** The signed-in person as the top bar, the dashboards and the profile show them. */
export interface SessionUser {
  name: string;
  email: string;
  phone?: string | null;
  /** Present for a tenant with a lease; the tenant dashboard reads its metrics only then. */
  leaseId?: string;
  emailVerified?: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  role: SessionRole | null;
  /**
   * The role that signed out in this page: a page left behind as the session ends sends the visitor
   * to that role's sign-in, not the owner's.
   */
  signedOutRole?: SessionRole | null;
}

const initialState: SessionState = { user: null, role: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ user: SessionUser; role: SessionRole }>) {
      return { user: action.payload.user, role: action.payload.role };
    },
    signedOut(state) {
      return { ...initialState, signedOutRole: state.role };
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionRole: (state) => state.role,
    selectIsSignedIn: (state) => state.user !== null && state.role !== null,
    selectSignedOutRole: (state) => state.signedOutRole ?? null,
  },
});

export const { signedIn, signedOut, userUpdated } = sessionSlice.actions;
export const { selectSessionUser, selectSessionRole, selectIsSignedIn, selectSignedOutRole } =
  sessionSlice.selectors;
