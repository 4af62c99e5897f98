/**
 * Readers' reviews on a product page and in the account (decision 050), in every
 * language. Placeholders are `{name}`, plurals `{{count}}`:
 * `useLabels(REVIEWS_LABELS, REVIEWS_PLURALS)`.
 */
import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

type Label = Required<Localized>;

export const REVIEWS_LABELS = {
  // The figures
  heading: { en: "Ratings and reviews", es: "Valoraciones y reseñas", ca: "Valoracions i ressenyes" },
  average: { en: "{average} out of 5", es: "{average} de 5", ca: "{average} de 5" },
  distribution: {
    en: "How many reviews gave each rating",
    es: "Cuántas reseñas dieron cada valoración",
    ca: "Quantes ressenyes van donar cada valoració",
  },
  starsColumn: { en: "Rating", es: "Valoración", ca: "Valoració" },
  countColumn: { en: "Reviews", es: "Reseñas", ca: "Ressenyes" },
  shareColumn: { en: "Share", es: "Porcentaje", ca: "Percentatge" },
  noRatings: {
    en: "No one has rated it on this site yet: readers who bought it here can be the first.",
    es: "Nadie lo ha valorado aún en este sitio: quien lo haya comprado aquí puede ser el primero.",
    ca: "Encara ningú no l'ha valorat en aquest lloc: qui l'hagi comprat aquí pot ser el primer.",
  },
  readerList: { en: "What owners say", es: "Lo que dicen quienes lo tienen", ca: "El que en diuen qui el té" },

  // Who may review
  checking: {
    en: "Checking whether you can review this…",
    es: "Comprobando si puedes opinar sobre esto…",
    ca: "Comprovant si hi pots opinar…",
  },
  signedOut: {
    en: "Only readers who own this can rate and review it.",
    es: "Solo quien lo tiene puede valorarlo y escribir una reseña.",
    ca: "Només qui el té el pot valorar i escriure'n una ressenya.",
  },
  signIn: { en: "Sign in to review it", es: "Inicia sesión para opinar", ca: "Inicia la sessió per opinar" },
  notOwner: {
    en: "You can review this once it is in your library: only readers who bought it, or received it as a gift, can rate it.",
    es: "Podrás opinar cuando esté en tu biblioteca: solo quien lo compró, o lo recibió como regalo, puede valorarlo.",
    ca: "Hi podràs opinar quan sigui a la teva biblioteca: només qui el va comprar, o el va rebre com a regal, el pot valorar.",
  },
  loadFailed: {
    en: "We couldn't check whether you can review this.",
    es: "No hemos podido comprobar si puedes opinar sobre esto.",
    ca: "No hem pogut comprovar si hi pots opinar.",
  },
  retry: { en: "Try again", es: "Reintentar", ca: "Torna-ho a provar" },

  // The form
  formHeading: { en: "Rate and review", es: "Valora y opina", ca: "Valora i opina" },
  editHeading: { en: "Edit your review", es: "Edita tu reseña", ca: "Edita la teva ressenya" },
  ratingLegend: { en: "Your rating", es: "Tu valoración", ca: "La teva valoració" },
  textLabel: { en: "Your review", es: "Tu reseña", ca: "La teva ressenya" },
  textHint: {
    en: "From {min} to {max} characters. The author reads every review before it is published.",
    es: "De {min} a {max} caracteres. El autor lee cada reseña antes de publicarla.",
    ca: "De {min} a {max} caràcters. L'autor llegeix cada ressenya abans de publicar-la.",
  },
  languageLabel: { en: "Written in", es: "Escrita en", ca: "Escrita en" },
  send: { en: "Send review", es: "Enviar reseña", ca: "Envia la ressenya" },
  save: { en: "Save changes", es: "Guardar cambios", ca: "Desa els canvis" },
  sending: { en: "Sending…", es: "Enviando…", ca: "S'està enviant…" },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },

  // The reader's own review
  yourReview: { en: "Your review", es: "Tu reseña", ca: "La teva ressenya" },
  "state.pending": { en: "Waiting for moderation", es: "Pendiente de moderación", ca: "Pendent de moderació" },
  "state.approved": { en: "Published", es: "Publicada", ca: "Publicada" },
  "state.hidden": { en: "Not shown", es: "No se muestra", ca: "No es mostra" },
  "stateText.pending": {
    en: "Only you can see it until the author has read it.",
    es: "Solo tú la ves hasta que el autor la lea.",
    ca: "Només tu la veus fins que l'autor la llegeixi.",
  },
  "stateText.approved": {
    en: "Everyone sees it on this page. Editing it sends it back to moderation.",
    es: "Todo el mundo la ve en esta página. Si la editas, vuelve a moderación.",
    ca: "Tothom la veu en aquesta pàgina. Si l'edites, torna a moderació.",
  },
  "stateText.hidden": {
    en: "The author chose not to show it. You can edit it and send it again.",
    es: "El autor ha decidido no mostrarla. Puedes editarla y enviarla de nuevo.",
    ca: "L'autor ha decidit no mostrar-la. La pots editar i tornar a enviar.",
  },
  edit: { en: "Edit", es: "Editar", ca: "Edita" },
  delete: { en: "Delete", es: "Borrar", ca: "Esborra" },
  deleteTitle: { en: "Delete your review?", es: "¿Borrar tu reseña?", ca: "Vols esborrar la teva ressenya?" },
  deleteText: {
    en: "Your stars and words leave this page for good. You can write a new review later.",
    es: "Tus estrellas y tu texto desaparecen de esta página. Podrás escribir otra reseña más adelante.",
    ca: "Les teves estrelles i el teu text desapareixen d'aquesta pàgina. Podràs escriure'n una altra més endavant.",
  },
  deleteConfirm: { en: "Delete review", es: "Borrar reseña", ca: "Esborra la ressenya" },
  deleting: { en: "Deleting…", es: "Borrando…", ca: "S'està esborrant…" },
  close: { en: "Close", es: "Cerrar", ca: "Tanca" },
  sent: {
    en: "Thank you! Your review will appear once the author has read it.",
    es: "¡Gracias! Tu reseña aparecerá cuando el autor la haya leído.",
    ca: "Gràcies! La teva ressenya apareixerà quan l'autor l'hagi llegida.",
  },
  saved: {
    en: "Saved. Your review waits for moderation again.",
    es: "Guardado. Tu reseña vuelve a esperar moderación.",
    ca: "Desat. La teva ressenya torna a esperar moderació.",
  },
  deleted: { en: "Your review was deleted.", es: "Tu reseña se ha borrado.", ca: "S'ha esborrat la teva ressenya." },
  failed: {
    en: "Your review couldn't be saved. Please try again.",
    es: "No se ha podido guardar tu reseña. Inténtalo de nuevo.",
    ca: "No s'ha pogut desar la teva ressenya. Torna-ho a provar.",
  },
  "error.rating_invalid": {
    en: "Choose from 1 to 5 stars.",
    es: "Elige de 1 a 5 estrellas.",
    ca: "Tria d'1 a 5 estrelles.",
  },
  "error.review_required": { en: "Write your review.", es: "Escribe tu reseña.", ca: "Escriu la teva ressenya." },
  "error.review_too_short": {
    en: "Write at least {min} characters.",
    es: "Escribe al menos {min} caracteres.",
    ca: "Escriu almenys {min} caràcters.",
  },
  "error.review_too_long": {
    en: "Keep it to {max} characters.",
    es: "No pases de {max} caracteres.",
    ca: "No passis de {max} caràcters.",
  },
  "error.conflict": {
    en: "You have already reviewed this: edit your review instead.",
    es: "Ya has opinado sobre esto: edita tu reseña.",
    ca: "Ja hi has opinat: edita la teva ressenya.",
  },

  // The account
  accountHeading: { en: "Your reviews", es: "Tus reseñas", ca: "Les teves ressenyes" },
  accountEmpty: {
    en: "You haven't reviewed anything yet. You can rate what you own on its page in La Bodega.",
    es: "Aún no has escrito ninguna reseña. Puedes valorar lo que tienes en su página de La Bodega.",
    ca: "Encara no has escrit cap ressenya. Pots valorar el que tens a la seva pàgina de La Bodega.",
  },
  open: { en: "Open its page", es: "Abrir su página", ca: "Obre la seva pàgina" },
} as const satisfies Record<string, Label>;

export const REVIEWS_PLURALS = {
  basedOn: {
    en: { one: "Based on {{count}} review", other: "Based on {{count}} reviews" },
    es: { one: "Basada en {{count}} reseña", other: "Basada en {{count}} reseñas" },
    ca: { one: "Basada en {{count}} ressenya", other: "Basada en {{count}} ressenyes" },
  },
  stars: {
    en: { one: "{{count}} star", other: "{{count}} stars" },
    es: { one: "{{count}} estrella", other: "{{count}} estrellas" },
    ca: { one: "{{count}} estrella", other: "{{count}} estrelles" },
  },
  charactersLeft: {
    en: { one: "{{count}} character left", other: "{{count}} characters left" },
    es: { one: "Queda {{count}} carácter", other: "Quedan {{count}} caracteres" },
    ca: { one: "Queda {{count}} caràcter", other: "Queden {{count}} caràcters" },
  },
  charactersOver: {
    en: { one: "{{count}} character too many", other: "{{count}} characters too many" },
    es: { one: "Sobra {{count}} carácter", other: "Sobran {{count}} caracteres" },
    ca: { one: "Sobra {{count}} caràcter", other: "Sobren {{count}} caràcters" },
  },
} as const satisfies Record<string, Localized<PluralForms>>;
