import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthSession } from "../auth/create-auth";
import type { StudioStage } from "../contract/studio";
import { isStudioAuthor, studioStage, type StudioCandidate } from "../services/studio/studio-access";
import type { AppEnv } from "../types";
import { AppError } from "./errors";
import { requireViewer } from "./session";

/** Signed out → 401; signed in but not on STUDIO_ADMINS (or address unconfirmed) → 403. */
function requireStudioAuthor(c: Context<AppEnv>): AuthSession {
  const viewer = requireViewer(c);
  if (!isStudioAuthor(c.var.config, viewer.user as StudioCandidate)) {
    throw new AppError("forbidden", 403, "This account can't enter the studio.");
  }
  return viewer;
}

/** The author's stage at the door; a studio session idle past the limit is a 401 (it just ended). */
export async function studioStageOf(c: Context<AppEnv>): Promise<{ viewer: AuthSession; stage: StudioStage }> {
  const viewer = requireStudioAuthor(c);
  const stage = await studioStage(c.var.db, viewer.user as StudioCandidate, viewer.session.id);
  if (stage === "expired") {
    throw new AppError(
      "unauthorized",
      401,
      "Your studio session ended after 12 hours without activity. Please sign in again.",
    );
  }
  return { viewer, stage };
}

/**
 * Every studio endpoint but the door's own: an author whose session passed the second factor
 * and has not sat idle past the limit (decision 041). Needs `loadViewer` before it.
 */
export const studioOnly = createMiddleware<AppEnv>(async (c, next) => {
  const { stage } = await studioStageOf(c);
  if (stage !== "in") {
    throw new AppError("second_factor_required", 403, "Enter the code from your authenticator app to continue.");
  }
  await next();
});
