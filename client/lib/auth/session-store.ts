import { authEndpoint } from "../auth-endpoint";

/**
 * Who is signed in, for the whole document: one module store that the frame's plain script and
 * every island read, so a page asks the Worker once however many parts want to know. The
 * session itself is an httpOnly cookie set by better-auth (scripts can't read it), so the
 * browser asks the Worker who it is. Kept to plain fetch and no React: the frame of a document
 * reads it before any island's code is here.
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

export interface AuthState {
  user: AuthUser | null;
  session: AuthSessionInfo | null;
  /** True until the first session check has answered. */
  loading: boolean;
}

export type SignOutResult = { ok: true } | { ok: false; message: string };

const CHANNEL = "auth-state";
const INITIAL: AuthState = { user: null, session: null, loading: true };

let state: AuthState = INITIAL;
/** Bumped by a reset: an answer to a question asked before it is not this document's. */
let generation = 0;
let firstCheck: Promise<AuthUser | null> | null = null;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionState = (): AuthState => state;
/** What a server render shows: the check has not answered. */
export const serverSessionState = (): AuthState => INITIAL;

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function load(): Promise<AuthUser | null> {
  const asked = generation;
  let next: AuthState;
  try {
    const res = await authEndpoint("/get-session");
    if (!res.ok) throw new Error(`Session check failed (${res.status})`);
    const body = (await res.json()) as { user: AuthUser; session: AuthSessionInfo } | null;
    // Every change replaces user and session together, so they never disagree.
    next = body
      ? { user: body.user, session: body.session, loading: false }
      : { user: null, session: null, loading: false };
  } catch {
    // Unreachable server: treat as signed out for now, and stop waiting.
    next = { ...state, loading: false };
  }
  if (asked === generation) set(next);
  return state.user;
}

/**
 * Who the first session check found signed in, once it has answered; the first caller starts
 * it. Signing in or out in another tab is heard here too, from then on.
 */
export function knownUser(): Promise<AuthUser | null> {
  if (!firstCheck) {
    firstCheck = load();
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void load();
    }
  }
  return firstCheck;
}

/** Tells the site's other tabs (a channel never hears its own messages). */
const broadcast = () => channel?.postMessage("changed");

/** Fetches the session again (after sign-in, profile changes…) and tells other tabs. */
export async function refreshSession(): Promise<void> {
  await load();
  broadcast();
}

export async function signOut(): Promise<SignOutResult> {
  try {
    const res = await authEndpoint("/sign-out", {});
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return { ok: false, message: body?.message ?? `HTTP ${res.status}` };
    }
    set({ user: null, session: null, loading: false });
    broadcast();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** For tests: forgets the session and the first check, as a new document would. */
export function resetSessionStore(): void {
  generation++;
  channel?.close();
  channel = null;
  firstCheck = null;
  state = INITIAL;
}
