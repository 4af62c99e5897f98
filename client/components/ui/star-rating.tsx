import { useI18n } from "../../i18n/i18n-context";
import { StarIcon } from "./icons";

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
