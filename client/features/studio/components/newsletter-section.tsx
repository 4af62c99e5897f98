import { useLocation, useSearch } from "wouter";
import { useLabels } from "#client/i18n/labels";
import { NEWSLETTER_LABELS } from "../newsletter-labels";
import { BroadcastEditor } from "./broadcast-editor";
import { BroadcastList } from "./broadcast-list";
import { SubscriberList } from "./subscriber-list";

/**
 * The studio's Newsletter section: broadcasts (the list, or one open in the
 * editor) and subscribers. Which view, and which broadcast, is in the address: the overview's
 * figures link to the subscribers, and Back returns from a broadcast to the list.
 */
export function NewsletterSection() {
  const label = useLabels(NEWSLETTER_LABELS);
  const params = new URLSearchParams(useSearch());
  const [path, navigate] = useLocation();
  const tab = params.get("tab") === "subscribers" ? "subscribers" : "broadcasts";
  const open = params.get("broadcast");
  const go = (query: string) => navigate(query ? `${path}?${query}` : path);

  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("intro")}</p>
      <div role="group" aria-label={label("views")} className="flex flex-wrap gap-2">
        {(["broadcasts", "subscribers"] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={tab === view && !(view === "broadcasts" && open)}
            onClick={() => go(view === "subscribers" ? "tab=subscribers" : "")}
            className={`inline-flex min-h-11 items-center rounded-md px-4 font-semibold ring-1 ${
              tab === view ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-ink/20 hover:ring-wine"
            }`}
          >
            {label(view)}
          </button>
        ))}
      </div>
      {tab === "subscribers" ? (
        <SubscriberList />
      ) : open ? (
        <BroadcastEditor
          key={open}
          id={open === "new" ? null : open}
          onOpen={(id) => go(`broadcast=${id}`)}
          onClose={() => go("")}
        />
      ) : (
        <BroadcastList onOpen={(id) => go(`broadcast=${id}`)} />
      )}
    </div>
  );
}
