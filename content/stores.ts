import type { StoreLink } from "./types";

/** Display names of the stores and platforms books and music are on (brand names: the same in every language). */
export const STORE_NAMES: Record<StoreLink["store"], string> = {
  amazon: "Amazon",
  "apple-books": "Apple Books",
  kobo: "Kobo",
  "google-play": "Google Play",
  "la-bodega": "La Bodega",
  spotify: "Spotify",
  "apple-music": "Apple Music",
  bandcamp: "Bandcamp",
  youtube: "YouTube",
};
