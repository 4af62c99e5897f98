import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

/**
 * The words of the studio's Comments and Readers sections; only the
 * studio's chunk carries them. Placeholders are `{name}`, plurals `{{count}}`; components read
 * them with `useLabels(MODERATION_LABELS, MODERATION_PLURALS)`.
 */
export const MODERATION_LABELS = {
  // Shared by both sections
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },
  close: { en: "Close", es: "Cerrar", ca: "Tanca" },
  loadingMore: { en: "Loading...", es: "Cargando...", ca: "S'està carregant..." },
  failedTitle: { en: "That didn't work", es: "No se ha podido hacer", ca: "No s'ha pogut fer" },
  offline: {
    en: "You seem to be offline. Check your connection and try again.",
    es: "Parece que no tienes conexión. Compruébala y vuelve a intentarlo.",
    ca: "Sembla que no tens connexió. Comprova-la i torna-ho a provar.",
  },
  failed: {
    en: "Something went wrong on our side. Please try again.",
    es: "Algo ha fallado por nuestra parte. Vuelve a intentarlo.",
    ca: "Alguna cosa ha fallat per la nostra banda. Torna-ho a provar.",
  },
  blockReader: { en: "Block from commenting...", es: "Bloquear comentarios...", ca: "Bloqueja els comentaris..." },
  blockTitle: {
    en: "Block {name} from commenting?",
    es: "¿Bloquear los comentarios de {name}?",
    ca: "Vols bloquejar els comentaris de {name}?",
  },
  blockText: {
    en: "{name} ({email}) won't be able to post comments. What they have already posted stays as it is. You can lift the block in Readers.",
    es: "{name} ({email}) no podrá publicar comentarios. Lo que ya ha publicado se queda como está. Puedes quitar el bloqueo en Lectores.",
    ca: "{name} ({email}) no podrà publicar comentaris. El que ja ha publicat es queda com està. Pots treure el bloqueig a Lectors.",
  },
  confirmBlock: { en: "Block from commenting", es: "Bloquear comentarios", ca: "Bloqueja els comentaris" },
  blocking: { en: "Blocking...", es: "Bloqueando...", ca: "S'està bloquejant..." },
  blocked: {
    en: "{name} can no longer comment.",
    es: "{name} ya no puede comentar.",
    ca: "{name} ja no pot comentar.",
  },
  alreadyBlocked: {
    en: "This reader was already blocked from commenting. The list has been refreshed.",
    es: "Este lector ya tenía los comentarios bloqueados. La lista se ha actualizado.",
    ca: "Aquest lector ja tenia els comentaris bloquejats. La llista s'ha actualitzat.",
  },
  noReader: {
    en: "This account no longer exists. The list has been refreshed.",
    es: "Esta cuenta ya no existe. La lista se ha actualizado.",
    ca: "Aquest compte ja no existeix. La llista s'ha actualitzat.",
  },

  // Comments
  commentsIntro: {
    en: "Comments waiting for their first approval and comments readers have reported, newest first. Approve one to show it on the site, hide it to keep it off the site, or delete it for good.",
    es: "Los comentarios que esperan su primera aprobación y los que los lectores han denunciado, empezando por los más recientes. Apruébalos para mostrarlos en la web, ocúltalos para que no se vean o elimínalos definitivamente.",
    ca: "Els comentaris que esperen la primera aprovació i els que els lectors han denunciat, començant pels més recents. Aprova'ls perquè es vegin al web, amaga'ls perquè no s'hi vegin o elimina'ls definitivament.",
  },
  queueFilter: { en: "Show", es: "Mostrar", ca: "Mostra" },
  "queue.all": { en: "Everything waiting", es: "Todo lo pendiente", ca: "Tot el pendent" },
  "queue.pending": { en: "Awaiting approval", es: "Por aprobar", ca: "Per aprovar" },
  "queue.reported": { en: "Reported", es: "Denunciados", ca: "Denunciats" },
  loadingQueue: {
    en: "Loading the comments...",
    es: "Cargando los comentarios...",
    ca: "S'estan carregant els comentaris...",
  },
  "empty.all": {
    en: "The queue is clear: no comment is waiting for approval and none has been reported. A reader's first comment and any reported comment will appear here.",
    es: "No hay nada pendiente: ningún comentario espera aprobación y no se ha denunciado ninguno. Aquí aparecerán el primer comentario de cada lector y los comentarios denunciados.",
    ca: "No hi ha res pendent: cap comentari no espera aprovació i no se n'ha denunciat cap. Aquí hi apareixeran el primer comentari de cada lector i els comentaris denunciats.",
  },
  "empty.pending": {
    en: "No comment is waiting for approval. A reader's first comment waits here until you approve it; after that, their comments go straight up.",
    es: "Ningún comentario espera aprobación. El primer comentario de cada lector espera aquí hasta que lo apruebes; a partir de ahí, sus comentarios se publican directamente.",
    ca: "Cap comentari no espera aprovació. El primer comentari de cada lector espera aquí fins que l'aprovis; a partir d'aleshores, els seus comentaris es publiquen directament.",
  },
  "empty.reported": {
    en: "No comment has been reported. When a reader reports one, it appears here.",
    es: "No se ha denunciado ningún comentario. Cuando un lector denuncie uno, aparecerá aquí.",
    ca: "No s'ha denunciat cap comentari. Quan un lector en denunciï un, apareixerà aquí.",
  },
  commentList: { en: "Comments to review", es: "Comentarios por revisar", ca: "Comentaris per revisar" },
  bulkActions: { en: "Selected comments", es: "Comentarios seleccionados", ca: "Comentaris seleccionats" },
  selectAll: {
    en: "Select all comments shown",
    es: "Seleccionar todos los comentarios mostrados",
    ca: "Selecciona tots els comentaris mostrats",
  },
  selectComment: {
    en: "Select the comment by {name}",
    es: "Seleccionar el comentario de {name}",
    ca: "Selecciona el comentari de {name}",
  },
  noneSelected: { en: "No comment selected", es: "Ningún comentario seleccionado", ca: "Cap comentari seleccionat" },
  approveSelected: { en: "Approve selected", es: "Aprobar seleccionados", ca: "Aprova els seleccionats" },
  hideSelected: { en: "Hide selected", es: "Ocultar seleccionados", ca: "Amaga els seleccionats" },
  deleteSelected: { en: "Delete selected...", es: "Eliminar seleccionados...", ca: "Elimina els seleccionats..." },
  commentActions: {
    en: "Actions for the comment by {name}",
    es: "Acciones para el comentario de {name}",
    ca: "Accions per al comentari de {name}",
  },
  approve: { en: "Approve", es: "Aprobar", ca: "Aprova" },
  hide: { en: "Hide", es: "Ocultar", ca: "Amaga" },
  delete: { en: "Delete...", es: "Eliminar...", ca: "Elimina..." },
  working: { en: "Working...", es: "Procesando...", ca: "S'està processant..." },
  on: { en: "On", es: "En", ca: "A" },
  itemGone: { en: "no longer on the site", es: "ya no está en la web", ca: "ja no és al web" },
  "status.pending": { en: "Awaiting approval", es: "Por aprobar", ca: "Per aprovar" },
  "status.approved": { en: "Approved", es: "Aprobado", ca: "Aprovat" },
  "status.hidden": { en: "Hidden", es: "Oculto", ca: "Amagat" },
  edited: { en: "edited", es: "editado", ca: "editat" },
  readerBlocked: {
    en: "Blocked from commenting",
    es: "Comentarios bloqueados",
    ca: "Comentaris bloquejats",
  },
  loadMoreComments: { en: "Load more comments", es: "Cargar más comentarios", ca: "Carrega més comentaris" },
  commentsGone: {
    en: "Some of these comments are no longer there. The list has been refreshed.",
    es: "Algunos de estos comentarios ya no están. La lista se ha actualizado.",
    ca: "Alguns d'aquests comentaris ja no hi són. La llista s'ha actualitzat.",
  },

  // Readers
  readersIntro: {
    en: "Everyone with an account, newest first. Search by name or email; resend a confirmation link, stop someone from commenting, or suspend an account.",
    es: "Todas las personas con cuenta, empezando por las más recientes. Busca por nombre o correo; reenvía un enlace de confirmación, impide que alguien comente o suspende una cuenta.",
    ca: "Totes les persones amb compte, començant per les més recents. Cerca per nom o correu; torna a enviar un enllaç de confirmació, impedeix que algú comenti o suspèn un compte.",
  },
  searchLabel: {
    en: "Search readers by name or email",
    es: "Buscar lectores por nombre o correo",
    ca: "Cerca lectors per nom o correu",
  },
  search: { en: "Search", es: "Buscar", ca: "Cerca" },
  clearSearch: { en: "Show everyone", es: "Mostrar a todos", ca: "Mostra tothom" },
  loadingReaders: {
    en: "Loading the readers...",
    es: "Cargando los lectores...",
    ca: "S'estan carregant els lectors...",
  },
  readersEmpty: {
    en: "Nobody has an account yet. Readers appear here as they sign up.",
    es: "Todavía no hay nadie con cuenta. Los lectores aparecerán aquí a medida que se registren.",
    ca: "Encara no hi ha ningú amb compte. Els lectors apareixeran aquí a mesura que es registrin.",
  },
  noMatch: {
    en: "No reader's name or email contains “{q}”. Check the spelling, or search for part of the name or the address.",
    es: "Ningún nombre ni correo contiene «{q}». Revisa cómo está escrito o busca una parte del nombre o de la dirección.",
    ca: "Cap nom ni correu no conté «{q}». Revisa com està escrit o cerca una part del nom o de l'adreça.",
  },
  readerList: { en: "Readers", es: "Lectores", ca: "Lectors" },
  author: { en: "Studio author", es: "Autor del estudio", ca: "Autor de l'estudi" },
  joined: { en: "Joined", es: "Alta", ca: "Alta" },
  confirmed: { en: "Email confirmed", es: "Correo confirmado", ca: "Correu confirmat" },
  yes: { en: "Yes", es: "Sí", ca: "Sí" },
  notYet: { en: "Not yet", es: "Todavía no", ca: "Encara no" },
  orders: { en: "Orders", es: "Pedidos", ca: "Comandes" },
  giftsReceived: { en: "Gifts received", es: "Regalos recibidos", ca: "Regals rebuts" },
  commenting: { en: "Commenting", es: "Comentarios", ca: "Comentaris" },
  allowed: { en: "Allowed", es: "Permitidos", ca: "Permesos" },
  blockedSince: { en: "Blocked since {date}", es: "Bloqueados desde el {date}", ca: "Bloquejats des del {date}" },
  account: { en: "Account", es: "Cuenta", ca: "Compte" },
  active: { en: "Active", es: "Activa", ca: "Actiu" },
  suspendedSince: {
    en: "Suspended since {date}",
    es: "Suspendida desde el {date}",
    ca: "Suspès des del {date}",
  },
  reasonShown: { en: "Reason: {reason}", es: "Motivo: {reason}", ca: "Motiu: {reason}" },
  readerActions: { en: "Actions for {name}", es: "Acciones para {name}", ca: "Accions per a {name}" },
  resend: { en: "Resend confirmation", es: "Reenviar confirmación", ca: "Torna a enviar la confirmació" },
  resending: { en: "Sending...", es: "Enviando...", ca: "S'està enviant..." },
  resent: {
    en: "A new confirmation link is on its way to {email}.",
    es: "Se ha enviado un nuevo enlace de confirmación a {email}.",
    ca: "S'ha enviat un nou enllaç de confirmació a {email}.",
  },
  alreadyConfirmed: {
    en: "This reader has already confirmed their address. The list has been refreshed.",
    es: "Este lector ya ha confirmado su dirección. La lista se ha actualizado.",
    ca: "Aquest lector ja ha confirmat l'adreça. La llista s'ha actualitzat.",
  },
  unblock: { en: "Allow commenting again", es: "Permitir comentar de nuevo", ca: "Permet tornar a comentar" },
  unblocked: {
    en: "{name} can comment again.",
    es: "{name} vuelve a poder comentar.",
    ca: "{name} torna a poder comentar.",
  },
  notBlocked: {
    en: "This reader wasn't blocked from commenting. The list has been refreshed.",
    es: "Este lector no tenía los comentarios bloqueados. La lista se ha actualizado.",
    ca: "Aquest lector no tenia els comentaris bloquejats. La llista s'ha actualitzat.",
  },
  suspend: { en: "Suspend...", es: "Suspender...", ca: "Suspèn..." },
  suspendTitle: {
    en: "Suspend {name}?",
    es: "¿Suspender la cuenta de {name}?",
    ca: "Vols suspendre el compte de {name}?",
  },
  suspendText: {
    en: "{name} ({email}) is signed out on every device at once and can't sign in again until you lift the suspension. When they try, they're told the account is suspended.",
    es: "{name} ({email}) saldrá de la sesión en todos sus dispositivos al momento y no podrá volver a entrar hasta que levantes la suspensión. Si lo intenta, se le dirá que la cuenta está suspendida.",
    ca: "{name} ({email}) sortirà de la sessió a tots els dispositius a l'instant i no podrà tornar a entrar fins que aixequis la suspensió. Si ho intenta, se li dirà que el compte està suspès.",
  },
  reason: { en: "Reason", es: "Motivo", ca: "Motiu" },
  reasonHint: {
    en: "Only you see it, here and in the audit log.",
    es: "Solo lo ves tú, aquí y en el registro de actividad.",
    ca: "Només el veus tu, aquí i al registre d'activitat.",
  },
  reasonRequired: {
    en: "Please say why you're suspending this account.",
    es: "Indica por qué suspendes esta cuenta.",
    ca: "Indica per què suspens aquest compte.",
  },
  confirmSuspend: { en: "Suspend the account", es: "Suspender la cuenta", ca: "Suspèn el compte" },
  suspending: { en: "Suspending...", es: "Suspendiendo...", ca: "S'està suspenent..." },
  suspended: {
    en: "{name} is suspended and has been signed out everywhere.",
    es: "La cuenta de {name} está suspendida y se ha cerrado su sesión en todas partes.",
    ca: "El compte de {name} està suspès i se n'ha tancat la sessió a tot arreu.",
  },
  alreadySuspended: {
    en: "This account was already suspended. The list has been refreshed.",
    es: "Esta cuenta ya estaba suspendida. La lista se ha actualizado.",
    ca: "Aquest compte ja estava suspès. La llista s'ha actualitzat.",
  },
  authorRefused: {
    en: "Studio authors can't be suspended.",
    es: "Los autores del estudio no se pueden suspender.",
    ca: "Els autors de l'estudi no es poden suspendre.",
  },
  lift: { en: "Lift suspension", es: "Levantar la suspensión", ca: "Aixeca la suspensió" },
  lifted: {
    en: "{name}'s suspension is lifted: they can sign in again.",
    es: "Se ha levantado la suspensión de {name}: puede volver a entrar.",
    ca: "S'ha aixecat la suspensió de {name}: pot tornar a entrar.",
  },
  notSuspended: {
    en: "This account wasn't suspended. The list has been refreshed.",
    es: "Esta cuenta no estaba suspendida. La lista se ha actualizado.",
    ca: "Aquest compte no estava suspès. La llista s'ha actualitzat.",
  },
  loadMoreReaders: { en: "Load more readers", es: "Cargar más lectores", ca: "Carrega més lectors" },
} as const satisfies Record<string, Required<Localized>>;

export const MODERATION_PLURALS = {
  selected: {
    en: { one: "{{count}} comment selected", other: "{{count}} comments selected" },
    es: { one: "{{count}} comentario seleccionado", other: "{{count}} comentarios seleccionados" },
    ca: { one: "{{count}} comentari seleccionat", other: "{{count}} comentaris seleccionats" },
  },
  reports: {
    en: { one: "Reported {{count}} time", other: "Reported {{count}} times" },
    es: { one: "Denunciado {{count}} vez", other: "Denunciado {{count}} veces" },
    ca: { one: "Denunciat {{count}} vegada", other: "Denunciat {{count}} vegades" },
  },
  approved: {
    en: {
      one: "{{count}} comment approved: it's on the site now.",
      other: "{{count}} comments approved: they're on the site now.",
    },
    es: {
      one: "{{count}} comentario aprobado: ya está en la web.",
      other: "{{count}} comentarios aprobados: ya están en la web.",
    },
    ca: {
      one: "{{count}} comentari aprovat: ja és al web.",
      other: "{{count}} comentaris aprovats: ja són al web.",
    },
  },
  hidden: {
    en: {
      one: "{{count}} comment hidden: it's off the site.",
      other: "{{count}} comments hidden: they're off the site.",
    },
    es: {
      one: "{{count}} comentario oculto: ya no se ve en la web.",
      other: "{{count}} comentarios ocultos: ya no se ven en la web.",
    },
    ca: {
      one: "{{count}} comentari amagat: ja no es veu al web.",
      other: "{{count}} comentaris amagats: ja no es veuen al web.",
    },
  },
  deleted: {
    en: { one: "{{count}} comment deleted for good.", other: "{{count}} comments deleted for good." },
    es: {
      one: "{{count}} comentario eliminado definitivamente.",
      other: "{{count}} comentarios eliminados definitivamente.",
    },
    ca: {
      one: "{{count}} comentari eliminat definitivament.",
      other: "{{count}} comentaris eliminats definitivament.",
    },
  },
  deleteTitle: {
    en: { one: "Delete {{count}} comment?", other: "Delete {{count}} comments?" },
    es: { one: "¿Eliminar {{count}} comentario?", other: "¿Eliminar {{count}} comentarios?" },
    ca: { one: "Vols eliminar {{count}} comentari?", other: "Vols eliminar {{count}} comentaris?" },
  },
  deleteText: {
    en: {
      one: "The comment is removed for good, with its reports. This can't be undone.",
      other: "The {{count}} comments are removed for good, with their reports. This can't be undone.",
    },
    es: {
      one: "El comentario se elimina definitivamente, con sus denuncias. No se puede deshacer.",
      other: "Los {{count}} comentarios se eliminan definitivamente, con sus denuncias. No se puede deshacer.",
    },
    ca: {
      one: "El comentari s'elimina definitivament, amb les seves denúncies. No es pot desfer.",
      other: "Els {{count}} comentaris s'eliminen definitivament, amb les seves denúncies. No es pot desfer.",
    },
  },
  confirmDelete: {
    en: { one: "Delete {{count}} comment", other: "Delete {{count}} comments" },
    es: { one: "Eliminar {{count}} comentario", other: "Eliminar {{count}} comentarios" },
    ca: { one: "Elimina {{count}} comentari", other: "Elimina {{count}} comentaris" },
  },
  readersShown: {
    en: { one: "{{count}} account shown", other: "{{count}} accounts shown" },
    es: { one: "{{count}} cuenta mostrada", other: "{{count}} cuentas mostradas" },
    ca: { one: "{{count}} compte mostrat", other: "{{count}} comptes mostrats" },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;
