import { Link } from "wouter";
import { ChevronLeftIcon } from "#client/components/ui/icons";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** The way back from a music subpage to /music. */
export function BackToMusic({ tone = "white" }: { tone?: "paper" | "white" }) {
  const label = useLabels(MUSIC_LABELS);
  return (
    <div className={`${tone === "white" ? "bg-white" : "bg-paper"} pb-20 text-ink`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Link
          href="/music"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold text-wine ring-1 ring-wine/30 transition-colors hover:bg-wine hover:text-white motion-reduce:transition-none"
        >
          <ChevronLeftIcon width="18" height="18" />
          {label("backToMusic")}
        </Link>
      </div>
    </div>
  );
}
