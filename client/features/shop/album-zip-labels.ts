/**
 * The words of albums in one download (decision 055): the library's album ZIPs and
 * the product page's formats, in every language. Read with
 * `useLabels(ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS)`.
 */
import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

type Label = Required<Localized>;

export const ALBUM_ZIP_LABELS = {
  heading: { en: "Whole albums", es: "Álbumes completos", ca: "Àlbums sencers" },
  intro: {
    en: "Every track in one format, with the cover and booklet, in one ZIP file. Each ZIP counts as one download.",
    es: "Todas las pistas en un formato, con la portada y el libreto, en un solo archivo ZIP. Cada ZIP cuenta como una descarga.",
    ca: "Totes les pistes en un format, amb la portada i el llibret, en un sol fitxer ZIP. Cada ZIP compta com una descàrrega.",
  },
  /** "FLAC — all 12 tracks, cover and booklet". */
  withCoverAndBooklet: { en: "cover and booklet", es: "portada y libreto", ca: "portada i llibret" },
  withCover: { en: "cover", es: "portada", ca: "portada" },
  withBooklet: { en: "booklet", es: "libreto", ca: "llibret" },
  downloadZip: { en: "Download ZIP", es: "Descargar ZIP", ca: "Baixa el ZIP" },
  downloadZipWhat: {
    en: "{group} of {title}, as one ZIP",
    es: "{group} de {title}, en un ZIP",
    ca: "{group} de {title}, en un ZIP",
  },
  /** The product page, before buying. */
  formatsHeading: {
    en: "The whole album, by format",
    es: "El álbum entero, por formato",
    ca: "L'àlbum sencer, per format",
  },
  formatsIntro: {
    en: "After buying, each format downloads as one ZIP file, as well as track by track.",
    es: "Después de comprarlo, cada formato se descarga en un solo archivo ZIP, además de pista a pista.",
    ca: "Després de comprar-lo, cada format es baixa en un sol fitxer ZIP, a més de pista a pista.",
  },
  format: { en: "Format", es: "Formato", ca: "Format" },
  contents: { en: "Contents", es: "Contenido", ca: "Contingut" },
  size: { en: "Size", es: "Tamaño", ca: "Mida" },
} as const satisfies Record<string, Label>;

export const ALBUM_ZIP_PLURALS = {
  allTracks: {
    en: { one: "{{count}} track", other: "all {{count}} tracks" },
    es: { one: "{{count}} pista", other: "las {{count}} pistas" },
    ca: { one: "{{count}} pista", other: "les {{count}} pistes" },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;
