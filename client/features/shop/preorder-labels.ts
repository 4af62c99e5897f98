/** A pre-order's words, where it shows: product page, cart, library. `{day}` is the release day. */
import type { Localized } from "#content/types";

export const PREORDER_LABELS = {
  note: {
    en: "Pre-order, arrives on {day}",
    es: "Reserva, llega el {day}",
    ca: "Reserva, arriba el {day}",
  },
  explain: {
    en: "You pay now; the files are in your library on release day, and we'll email you then.",
    es: "Pagas ahora; los archivos estarán en tu biblioteca el día que salga, y te avisaremos por correo.",
    ca: "Pagues ara; els fitxers seran a la teva biblioteca el dia que surti, i t'avisarem per correu.",
  },
} satisfies Record<string, Required<Localized>>;
