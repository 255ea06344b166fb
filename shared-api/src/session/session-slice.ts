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
}

const initialState: SessionState = { user: null, role: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ user: SessionUser; role: SessionRole }>) {
      return { user: action.payload.user, role: action.payload.role };
    },
    signedOut() {
      return initialState;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionRole: (state) => state.role,
    selectIsSignedIn: (state) => state.user !== null && state.role !== null,
  },
});

export const { signedIn, signedOut, userUpdated } = sessionSlice.actions;
export const { selectSessionUser, selectSessionRole, selectIsSignedIn } = sessionSlice.selectors;
