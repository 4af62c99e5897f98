/**
 * The studio's words for an album file's role and format group (decision 055), in
 * every language; only the catalogue section's chunk carries them.
 */
import type { Localized } from "#content/types";

type Label = Required<Localized>;

export const ALBUM_ROLE_LABELS = {
  legend: { en: "In the album's ZIPs", es: "En los ZIP del álbum", ca: "Als ZIP de l'àlbum" },
  role: { en: "Role", es: "Papel", ca: "Paper" },
  "role.none": { en: "On its own only", es: "Solo por separado", ca: "Només per separat" },
  "role.track": { en: "Track", es: "Pista", ca: "Pista" },
  "role.cover": { en: "Cover art", es: "Portada", ca: "Portada" },
  "role.booklet": { en: "Booklet", es: "Libreto", ca: "Llibret" },
  formatGroup: { en: "Format group", es: "Grupo de formato", ca: "Grup de format" },
  formatGroupHint: {
    en: "Tracks with the same group (say “MP3 320” or “FLAC”) download together as one ZIP. Leave it empty on a cover or booklet to put it in every ZIP.",
    es: "Las pistas con el mismo grupo (por ejemplo «MP3 320» o «FLAC») se descargan juntas en un ZIP. Déjalo vacío en una portada o un libreto para incluirlos en todos los ZIP.",
    ca: "Les pistes amb el mateix grup (per exemple «MP3 320» o «FLAC») es baixen juntes en un ZIP. Deixa'l buit en una portada o un llibret per incloure'ls a tots els ZIP.",
  },
  save: { en: "Save", es: "Guardar", ca: "Desa" },
  saved: {
    en: "Saved the file's place in the album.",
    es: "Guardado el lugar del archivo en el álbum.",
    ca: "S'ha desat el lloc del fitxer a l'àlbum.",
  },
  failed: {
    en: "Could not save. Please try again.",
    es: "No se ha podido guardar. Vuelve a intentarlo.",
    ca: "No s'ha pogut desar. Torna-ho a provar.",
  },
  format_group_required: {
    en: "A track needs its format group.",
    es: "Una pista necesita su grupo de formato.",
    ca: "Una pista necessita el seu grup de format.",
  },
  format_group_too_long: {
    en: "Keep the group under 40 characters.",
    es: "El grupo debe tener menos de 40 caracteres.",
    ca: "El grup ha de tenir menys de 40 caràcters.",
  },
} as const satisfies Record<string, Label>;
