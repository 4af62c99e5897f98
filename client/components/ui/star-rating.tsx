import { useI18n } from "../../i18n/i18n-context";
import type { SVGProps } from "react";
import { Icon } from "./icon";

const StarIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon fill="currentColor" stroke="none" {...p}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z" />
  </Icon>
);

/** Five stars, `rating` of them filled; read out as "Rated 5 out of 5". */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useI18n();
  return (
    <span role="img" aria-label={t("rating.stars", { rating })} className={`inline-flex gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} width="18" height="18" className={n <= rating ? "text-gold" : "text-current opacity-25"} />
      ))}
    </span>
  );
}
