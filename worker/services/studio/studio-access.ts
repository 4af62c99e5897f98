import { eq, inArray, lt } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { session, studioSessions } from "../../db/schema";
import type { StudioStage } from "../../contract/studio";

/** A studio session idle this long is over: the author signs in again. */
export const STUDIO_IDLE_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so reading lists doesn't write a row per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface StudioCandidate {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

/** An account on the configured list, with its address confirmed (the list names addresses). */
export function isStudioAuthor(config: AppConfig, user: StudioCandidate): boolean {
  return user.emailVerified && config.studio.admins.includes(user.email.trim().toLowerCase());
}

/**
 * The stage of a signed-in author's session. An idle studio session is ended here, not only
 * refused: the better-auth session is deleted, so the cookie signs nobody in any more.
 */
export async function studioStage(
  db: Db,
  user: StudioCandidate,
  sessionId: string,
  now = Date.now(),
): Promise<StudioStage | "expired"> {
  if (!user.twoFactorEnabled) return "enrol";
  const row = await db.select().from(studioSessions).where(eq(studioSessions.sessionId, sessionId)).get();
  if (!row) return "verify";
  if (now - row.lastActiveAt > STUDIO_IDLE_MS) {
    await db.delete(session).where(eq(session.id, sessionId));
    return "expired";
  }
  if (now - row.lastActiveAt > TOUCH_EVERY_MS) {
    await db.update(studioSessions).set({ lastActiveAt: now }).where(eq(studioSessions.sessionId, sessionId));
  }
  return "in";
}

/** Records that `sessionId` passed the second factor now. */
export function markStudioSession(db: Db, sessionId: string, userId: string, now = Date.now()) {
  return db
    .insert(studioSessions)
    .values({ sessionId, userId, verifiedAt: now, lastActiveAt: now })
    .onConflictDoUpdate({ target: studioSessions.sessionId, set: { verifiedAt: now, lastActiveAt: now } });
}

/** The sweep's part: sessions idle past the limit are signed out (their rows go with them). */
export async function endIdleStudioSessions(db: Db, now = Date.now()): Promise<number> {
  const idle = db
    .select({ id: studioSessions.sessionId })
    .from(studioSessions)
    .where(lt(studioSessions.lastActiveAt, now - STUDIO_IDLE_MS));
  const ended = await db.delete(session).where(inArray(session.id, idle)).returning({ id: session.id });
  return ended.length;
}
