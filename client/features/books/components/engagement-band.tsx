import type { ReactNode } from "react";

/**
 * Room at the end of a book page for the engagement feature (likes, wishlist, comments),
 * which the page passes in. Comments bring their own h2, so the band adds no heading.
 */
export function EngagementBand({ children }: { children: ReactNode }) {
  return (
    <div className="bg-paper py-16 text-ink sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">{children}</div>
      </div>
    </div>
  );
}
