import type { Localized } from "#content/types";

/** The upload control's words; only the studio's chunk carries them. */
export const UPLOAD_LABELS = {
  chooseFile: { en: "Choose a file to upload", es: "Elige un archivo para subir", ca: "Tria un fitxer per pujar" },
  progress: { en: "Upload progress", es: "Progreso de la subida", ca: "Progrés de la pujada" },
  uploading: {
    en: "Uploading {name}: {percent}% ({loaded} of {total})",
    es: "Subiendo {name}: {percent} % ({loaded} de {total})",
    ca: "S'està pujant {name}: {percent} % ({loaded} de {total})",
  },
  paused: {
    en: "Paused at {percent}%. What was sent is kept for a day: resume when you are ready.",
    es: "En pausa al {percent} %. Lo enviado se guarda un día: reanuda cuando quieras.",
    ca: "En pausa al {percent} %. El que s'ha enviat es guarda un dia: reprèn-ho quan vulguis.",
  },
  interrupted: {
    en: "The connection dropped at {percent}%. Resume to send the rest.",
    es: "La conexión se cortó al {percent} %. Reanuda para enviar el resto.",
    ca: "La connexió es va tallar al {percent} %. Reprèn-ho per enviar la resta.",
  },
  done: { en: "{name} is uploaded.", es: "{name} se ha subido.", ca: "{name} s'ha pujat." },
  refused: {
    en: "The upload was refused: {reason}",
    es: "La subida se ha rechazado: {reason}",
    ca: "La pujada s'ha rebutjat: {reason}",
  },
  "reason.type_not_allowed": {
    en: "this type of file can't be sold here.",
    es: "este tipo de archivo no se puede vender aquí.",
    ca: "aquest tipus de fitxer no es pot vendre aquí.",
  },
  "reason.content_mismatch": {
    en: "the file's contents are not the type its name says.",
    es: "el contenido del archivo no es del tipo que dice su nombre.",
    ca: "el contingut del fitxer no és del tipus que diu el seu nom.",
  },
  "reason.too_large": {
    en: "the file is too large.",
    es: "el archivo es demasiado grande.",
    ca: "el fitxer és massa gran.",
  },
  "reason.other": {
    en: "check the file and try again.",
    es: "revisa el archivo y vuelve a intentarlo.",
    ca: "revisa el fitxer i torna-ho a provar.",
  },
  cancelled: { en: "Upload cancelled.", es: "Subida cancelada.", ca: "Pujada cancel·lada." },
  chooseCover: {
    en: "Choose a cover image (JPEG, PNG or WebP)",
    es: "Elige una imagen de portada (JPEG, PNG o WebP)",
    ca: "Tria una imatge de portada (JPEG, PNG o WebP)",
  },
  coverWorking: {
    en: "Preparing and uploading the cover: {percent}%",
    es: "Preparando y subiendo la portada: {percent} %",
    ca: "S'està preparant i pujant la portada: {percent} %",
  },
  coverDone: {
    en: "The new cover is on the shop's pages.",
    es: "La portada nueva ya está en las páginas de la tienda.",
    ca: "La portada nova ja és a les pàgines de la botiga.",
  },
  coverFailed: {
    en: "The cover could not be set. Check the image and try again.",
    es: "No se ha podido poner la portada. Revisa la imagen y vuelve a intentarlo.",
    ca: "No s'ha pogut posar la portada. Revisa la imatge i torna-ho a provar.",
  },
  pause: { en: "Pause", es: "Pausar", ca: "Pausa" },
  resume: { en: "Resume", es: "Reanudar", ca: "Reprèn" },
  cancel: { en: "Cancel upload", es: "Cancelar la subida", ca: "Cancel·la la pujada" },
} as const satisfies Record<string, Localized>;
