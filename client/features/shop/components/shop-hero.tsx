import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";
import { SHOP_PROMISES } from "./promises";
import { usePageIntro } from "#client/lib/page-intro";

/** La Bodega's opening: the page's h1, what the shop sells and what it promises. */
export function ShopHero() {
  const pageIntro = usePageIntro("shop");
  const label = useLabels(SHOP_LABELS);
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-12 text-ink">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">{label("eyebrow")}</p>
          <h1
            id="page-heading"
            className="mt-3 font-display text-5xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {pageIntro.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-ink/80 sm:text-xl">{label("tagline")}</p>
        </div>
        <h2 id="promises-heading" className="sr-only">
          {label("promisesHeading")}
        </h2>
        <ul aria-labelledby="promises-heading" className="mt-10 grid gap-4 sm:grid-cols-3">
          {SHOP_PROMISES.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-wine/10 text-wine">
                <Icon width="20" height="20" />
              </span>
              <div>
                <p className="font-semibold">{label(title)}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink/75">{label(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
