import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

/** A series card's rating from its readers' reviews (decision 050); `{average}` is filled in. */
export const SERIES_RATING_PLURALS = {
  rated: {
    en: {
      one: "{average} out of 5 from {{count}} reader review",
      other: "{average} out of 5 from {{count}} reader reviews",
    },
    es: {
      one: "{average} de 5 en {{count}} reseña de lectores",
      other: "{average} de 5 en {{count}} reseñas de lectores",
    },
    ca: {
      one: "{average} de 5 en {{count}} ressenya de lectors",
      other: "{average} de 5 en {{count}} ressenyes de lectors",
    },
  },
} as const satisfies Record<string, Localized<PluralForms>>;
