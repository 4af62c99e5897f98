import { Link } from "wouter";
import { useHref } from "../lib/use-href";
import { useLabels } from "../i18n/labels";
import { NOT_FOUND_LABELS } from "./not-found-labels";

const NEXT_PLACES = [
  ["/la-bodega", "shop"],
  ["/books", "books"],
  ["/music", "music"],
  ["/contact", "contact"],
] as const;

export default function NotFoundPage() {
  const label = useLabels(NOT_FOUND_LABELS);
  const href = useHref();
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className="mx-auto max-w-3xl px-4">
        <p className="font-display text-6xl font-bold text-wine" aria-hidden="true">
          404
        </p>
        <h1 id="page-heading" className="mt-4 font-display text-4xl font-bold tracking-tight">
          {label("heading")}
        </h1>
        <p className="mt-6 text-lg text-ink/80">{label("intro")}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <Link
            href={href("/")}
            className="inline-flex rounded-full bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
          >
            {label("backHome")}
          </Link>
          {/* A product that is gone, an old link to a book or a track: the places they live now. */}
          <nav aria-label={label("elsewhere")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 font-medium">
              {NEXT_PLACES.map(([path, key]) => (
                <li key={path}>
                  <Link href={href(path)} className="text-wine underline underline-offset-4 hover:text-wine-dark">
                    {label(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
