import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { authEndpoint } from "../auth-endpoint";

/**
 * The reader's authentication state: user, session and a loading flag that ends
 * after the first session fetch. The session itself is an httpOnly cookie set by better-auth
 * (safer than a token in local storage: scripts can't read it), so the browser asks the Worker who it is.
 * Kept to plain fetch: better-auth's client would weigh on every first load.
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
}
export interface AuthSessionInfo {
  id: string;
  expiresAt: string;
}

interface AuthState {
  user: AuthUser | null;
  session: AuthSessionInfo | null;
  loading: boolean;
}

export type SignOutResult = { ok: true } | { ok: false; message: string };

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

const AuthContext = createContext<AuthValue | null>(null);
const CHANNEL = "auth-state";

async function fetchSession(): Promise<Pick<AuthState, "user" | "session">> {
  const res = await authEndpoint("/get-session");
  if (!res.ok) throw new Error(`Session check failed (${res.status})`);
  const body = (await res.json()) as { user: AuthUser; session: AuthSessionInfo } | null;
  return body ? { user: body.user, session: body.session } : { user: null, session: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true });
  // Tells the site's other tabs; a channel never hears its own messages.
  const channel = useRef<BroadcastChannel | null>(null);
  const broadcast = useCallback(() => channel.current?.postMessage("changed"), []);
  // The first session check, for `knownUser`.
  const firstCheck = useRef<Promise<AuthUser | null>>(null);

  const load = useCallback(async () => {
    try {
      const next = await fetchSession();
      // Every change replaces user and session together, so they never disagree.
      setState({ ...next, loading: false });
      return next.user;
    } catch {
      // Unreachable server: treat as signed out for now, and stop waiting.
      setState((current) => ({ ...current, loading: false }));
      return null;
    }
  }, []);

  // Whichever asks first starts the first check: the effect below, or a press handled before it.
  const knownUser = useCallback(() => (firstCheck.current ??= load()), [load]);

  useEffect(() => {
    void knownUser();
    // Signing in or out in another tab is an auth-state event here too.
    if (typeof BroadcastChannel === "undefined") return;
    const tabs = new BroadcastChannel(CHANNEL);
    tabs.onmessage = () => void load();
    channel.current = tabs;
    return () => {
      tabs.close();
      channel.current = null;
    };
  }, [load, knownUser]);

  const refresh = useCallback(async () => {
    await load();
    broadcast();
  }, [load, broadcast]);

  const signOut = useCallback(async (): Promise<SignOutResult> => {
    try {
      const res = await authEndpoint("/sign-out", {});
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        return { ok: false, message: body?.message ?? `HTTP ${res.status}` };
      }
      setState({ user: null, session: null, loading: false });
      broadcast();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }, [broadcast]);

  const value = useMemo<AuthValue>(
    () => ({ ...state, knownUser, refresh, signOut }),
    [state, knownUser, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
