import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  knownUser,
  refreshSession,
  serverSessionState,
  sessionState,
  signOut,
  subscribeToSession,
  type AuthState,
  type AuthUser,
  type SignOutResult,
} from "./session-store";

export type { AuthSessionInfo, AuthUser, SignOutResult } from "./session-store";

export interface AuthValue extends AuthState {
  /**
   * Who the first session check found signed in, once it has answered. For an action pressed
   * while `loading`, which must not take a reader for a guest; afterwards `user` says.
   */
  knownUser(): Promise<AuthUser | null>;
  /** Fetches the session again (after sign-in, profile changes…) and tells other tabs. */
  refresh(): Promise<void>;
  signOut(): Promise<SignOutResult>;
}

/** Marks where the session may be read; the state itself is the document's one store (session-store.ts). */
const AuthContext = createContext(false);

/**
 * The reader's authentication state for the parts inside it: the app, or one island of a
 * document. Every provider reads the same store, so the session is asked for once per document.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => void knownUser(), []);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  if (!useContext(AuthContext)) throw new Error("useAuth must be used within an AuthProvider");
  const state = useSyncExternalStore(subscribeToSession, sessionState, serverSessionState);
  return useMemo(() => ({ ...state, knownUser, refresh: refreshSession, signOut }), [state]);
}
