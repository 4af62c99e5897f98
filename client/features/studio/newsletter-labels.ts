import type { Localized } from "#content/types";
import type { PluralForms } from "#client/lib/plural-label";

/** The Newsletter section's words; only the studio's chunk carries them. */
export const NEWSLETTER_LABELS = {
  intro: {
    en: "Write to your subscribers in their language, and see who has signed up and what they agreed to.",
    es: "Escribe a tus suscriptores en su idioma y consulta quién se ha apuntado y qué aceptó.",
    ca: "Escriu als teus subscriptors en la seva llengua i consulta qui s'hi ha apuntat i què va acceptar.",
  },
  views: { en: "Newsletter views", es: "Vistas del boletín", ca: "Vistes del butlletí" },
  broadcasts: { en: "Broadcasts", es: "Envíos", ca: "Enviaments" },
  subscribers: { en: "Subscribers", es: "Suscriptores", ca: "Subscriptors" },
  loading: { en: "Loading...", es: "Cargando...", ca: "S'està carregant..." },
  more: { en: "Show more", es: "Mostrar más", ca: "Mostra'n més" },
  close: { en: "Close", es: "Cerrar", ca: "Tanca" },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },
  actionFailed: {
    en: "That didn't work. Try again in a moment.",
    es: "No ha funcionado. Vuelve a intentarlo en un momento.",
    ca: "No ha funcionat. Torna-ho a provar d'aquí a una estona.",
  },
  "language.en": { en: "English", es: "Inglés", ca: "Anglès" },
  "language.es": { en: "Spanish", es: "Castellano", ca: "Castellà" },
  "language.ca": { en: "Catalan", es: "Catalán", ca: "Català" },
  // Broadcasts
  newBroadcast: { en: "Write a broadcast", es: "Escribir un envío", ca: "Escriu un enviament" },
  noBroadcasts: {
    en: "No broadcasts yet. Write one in each language your subscribers read: each goes only to the confirmed subscribers of its language.",
    es: "Todavía no hay envíos. Escribe uno en cada idioma que leen tus suscriptores: cada uno va solo a los suscriptores confirmados de su idioma.",
    ca: "Encara no hi ha enviaments. Escriu-ne un en cada llengua que llegeixen els teus subscriptors: cada un va només als subscriptors confirmats de la seva llengua.",
  },
  broadcastList: { en: "Broadcasts", es: "Envíos", ca: "Enviaments" },
  "status.draft": { en: "Draft", es: "Borrador", ca: "Esborrany" },
  "status.sending": { en: "Sending", es: "Enviando", ca: "S'està enviant" },
  "status.sent": { en: "Sent", es: "Enviado", ca: "Enviat" },
  updatedOn: { en: "Edited {date}", es: "Editado el {date}", ca: "Editat el {date}" },
  sentOn: { en: "Sent {date}", es: "Enviado el {date}", ca: "Enviat el {date}" },
  counts: {
    en: "{sent} sent · {failed} failed · {unsubscribed} unsubscribed since",
    es: "{sent} enviados · {failed} fallidos · {unsubscribed} bajas desde entonces",
    ca: "{sent} enviats · {failed} fallits · {unsubscribed} baixes des de llavors",
  },
  lastError: {
    en: "The last send failed: {error}",
    es: "El último envío falló: {error}",
    ca: "L'últim enviament va fallar: {error}",
  },
  backToList: { en: "All broadcasts", es: "Todos los envíos", ca: "Tots els enviaments" },
  // The editor
  editorHeading: { en: "Broadcast", es: "Envío", ca: "Enviament" },
  language: { en: "Language", es: "Idioma", ca: "Llengua" },
  languageHint: {
    en: "It goes to the confirmed subscribers who read this language.",
    es: "Va a los suscriptores confirmados que leen este idioma.",
    ca: "Va als subscriptors confirmats que llegeixen aquesta llengua.",
  },
  subject: { en: "Subject", es: "Asunto", ca: "Assumpte" },
  body: { en: "Message (Markdown)", es: "Mensaje (Markdown)", ca: "Missatge (Markdown)" },
  bodyHint: {
    en: "**bold**, *italic*, [a link](https://…), # a heading, - a list item. A new line stays a new line; a blank line starts a paragraph. Scripts are removed.",
    es: "**negrita**, *cursiva*, [un enlace](https://…), # un título, - un elemento de lista. Un salto de línea se mantiene; una línea en blanco empieza un párrafo. Los scripts se quitan.",
    ca: "**negreta**, *cursiva*, [un enllaç](https://…), # un títol, - un element de llista. Un salt de línia es manté; una línia en blanc comença un paràgraf. Els scripts s'eliminen.",
  },
  signatureAdded: {
    en: "Don't sign it: every issue ends with “— {name}” and the unsubscribe link, added for you.",
    es: "No lo firmes: cada envío termina con «— {name}» y el enlace para darse de baja, que se añaden solos.",
    ca: "No el signis: cada enviament acaba amb «— {name}» i l'enllaç per donar-se de baixa, que s'afegeixen sols.",
  },
  characters: { en: "{n} of {max} characters", es: "{n} de {max} caracteres", ca: "{n} de {max} caràcters" },
  save: { en: "Save the draft", es: "Guardar el borrador", ca: "Desa l'esborrany" },
  saving: { en: "Saving...", es: "Guardando...", ca: "S'està desant..." },
  saved: { en: "Draft saved.", es: "Borrador guardado.", ca: "Esborrany desat." },
  unsaved: {
    en: "You have changes that aren't saved.",
    es: "Tienes cambios sin guardar.",
    ca: "Tens canvis sense desar.",
  },
  preview: { en: "Preview the email", es: "Previsualizar el email", ca: "Previsualitza el correu" },
  previewHeading: {
    en: "As subscribers will see it",
    es: "Como lo verán los suscriptores",
    ca: "Com el veuran els subscriptors",
  },
  previewFrame: { en: "The email's preview", es: "Vista previa del email", ca: "Vista prèvia del correu" },
  previewSubject: { en: "Subject: {subject}", es: "Asunto: {subject}", ca: "Assumpte: {subject}" },
  saveFirst: {
    en: "Save the draft to preview it, test it and send it.",
    es: "Guarda el borrador para previsualizarlo, probarlo y enviarlo.",
    ca: "Desa l'esborrany per previsualitzar-lo, provar-lo i enviar-lo.",
  },
  testTo: { en: "Send a test to", es: "Enviar una prueba a", ca: "Envia una prova a" },
  sendTest: { en: "Send the test", es: "Enviar la prueba", ca: "Envia la prova" },
  sendingTest: { en: "Sending...", es: "Enviando...", ca: "S'està enviant..." },
  testSent: { en: "Test sent to {email}.", es: "Prueba enviada a {email}.", ca: "Prova enviada a {email}." },
  noRecipients: {
    en: "No confirmed subscriber reads {language} yet: there is no one to send this to.",
    es: "Todavía ningún suscriptor confirmado lee en {language}: no hay a quién enviarlo.",
    ca: "Encara cap subscriptor confirmat llegeix en {language}: no hi ha ningú a qui enviar-ho.",
  },
  send: { en: "Send to subscribers", es: "Enviar a los suscriptores", ca: "Envia als subscriptors" },
  sendConfirmTitle: { en: "Send this broadcast?", es: "¿Enviar este envío?", ca: "Vols enviar aquest enviament?" },
  sendConfirm: { en: "Send it now", es: "Enviarlo ahora", ca: "Envia'l ara" },
  sendStarted: { en: "Sending has started.", es: "El envío ha empezado.", ca: "L'enviament ha començat." },
  progressLabel: { en: "Sending progress", es: "Progreso del envío", ca: "Progrés de l'enviament" },
  progressText: {
    en: "{done} of {total} handled: {sent} sent, {failed} failed, {skipped} skipped (unsubscribed meanwhile).",
    es: "{done} de {total} tratados: {sent} enviados, {failed} fallidos, {skipped} omitidos (se dieron de baja entretanto).",
    ca: "{done} de {total} tractats: {sent} enviats, {failed} fallits, {skipped} omesos (es van donar de baixa mentrestant).",
  },
  progressPreparing: {
    en: "Preparing the list of recipients...",
    es: "Preparando la lista de destinatarios...",
    ca: "S'està preparant la llista de destinataris...",
  },
  sendDone: {
    en: "Sent to every recipient.",
    es: "Enviado a todos los destinatarios.",
    ca: "Enviat a tots els destinataris.",
  },
  deleteDraft: { en: "Delete the draft", es: "Borrar el borrador", ca: "Esborra l'esborrany" },
  deleteDraftTitle: { en: "Delete this draft?", es: "¿Borrar este borrador?", ca: "Vols esborrar aquest esborrany?" },
  deleteDraftText: {
    en: "“{subject}” will be gone; this can't be undone.",
    es: "«{subject}» desaparecerá; no se puede deshacer.",
    ca: "«{subject}» desapareixerà; no es pot desfer.",
  },
  draftDeleted: { en: "Draft deleted.", es: "Borrador borrado.", ca: "Esborrany esborrat." },
  "error.subject_required": { en: "Write a subject.", es: "Escribe un asunto.", ca: "Escriu un assumpte." },
  "error.subject_too_long": {
    en: "The subject is too long (150 characters at most).",
    es: "El asunto es demasiado largo (150 caracteres como máximo).",
    ca: "L'assumpte és massa llarg (150 caràcters com a màxim).",
  },
  "error.subject_invalid": {
    en: "The subject can't contain line breaks.",
    es: "El asunto no puede tener saltos de línea.",
    ca: "L'assumpte no pot tenir salts de línia.",
  },
  "error.body_required": { en: "Write the message.", es: "Escribe el mensaje.", ca: "Escriu el missatge." },
  "error.body_too_long": {
    en: "The message is too long (50,000 characters at most).",
    es: "El mensaje es demasiado largo (50.000 caracteres como máximo).",
    ca: "El missatge és massa llarg (50.000 caràcters com a màxim).",
  },
  "error.body_empty": {
    en: "Nothing is left of the message once made safe: write some text.",
    es: "No queda nada del mensaje una vez limpiado: escribe algo de texto.",
    ca: "No queda res del missatge un cop netejat: escriu-hi una mica de text.",
  },
  "error.email_required": { en: "Write an address.", es: "Escribe una dirección.", ca: "Escriu una adreça." },
  "error.email_invalid": {
    en: "That doesn't look like an email address.",
    es: "Eso no parece una dirección de email.",
    ca: "Això no sembla una adreça de correu.",
  },
  "error.not_draft": {
    en: "This broadcast has started sending: it can no longer be changed.",
    es: "Este envío ya ha empezado: ya no se puede cambiar.",
    ca: "Aquest enviament ja ha començat: ja no es pot canviar.",
  },
  "error.no_recipients": {
    en: "No confirmed subscriber reads this language yet.",
    es: "Todavía ningún suscriptor confirmado lee este idioma.",
    ca: "Encara cap subscriptor confirmat llegeix aquesta llengua.",
  },
  "error.rate_limited": {
    en: "Too many tests for now. Wait a few minutes.",
    es: "Demasiadas pruebas por ahora. Espera unos minutos.",
    ca: "Massa proves de moment. Espera uns minuts.",
  },
  // Subscribers
  state: { en: "State", es: "Estado", ca: "Estat" },
  all: { en: "All", es: "Todos", ca: "Tots" },
  "state.pending": { en: "Pending", es: "Pendientes", ca: "Pendents" },
  "state.confirmed": { en: "Confirmed", es: "Confirmados", ca: "Confirmats" },
  "state.unsubscribed": { en: "Unsubscribed", es: "Dados de baja", ca: "Donats de baixa" },
  "one.pending": { en: "Pending", es: "Pendiente", ca: "Pendent" },
  "one.confirmed": { en: "Confirmed", es: "Confirmado", ca: "Confirmat" },
  "one.unsubscribed": { en: "Unsubscribed", es: "De baja", ca: "De baixa" },
  searchSubscribers: { en: "Search by address", es: "Buscar por dirección", ca: "Cerca per adreça" },
  search: { en: "Search", es: "Buscar", ca: "Cerca" },
  exportCsv: {
    en: "Export these subscribers (CSV)",
    es: "Exportar estos suscriptores (CSV)",
    ca: "Exporta aquests subscriptors (CSV)",
  },
  subscriberList: { en: "Subscribers", es: "Suscriptores", ca: "Subscriptors" },
  noSubscribers: {
    en: "No subscribers yet. People join from the newsletter form in the footer and the contact form's box.",
    es: "Todavía no hay suscriptores. Se apuntan desde el formulario del pie de página y la casilla del formulario de contacto.",
    ca: "Encara no hi ha subscriptors. S'hi apunten des del formulari del peu de pàgina i la casella del formulari de contacte.",
  },
  noMatch: {
    en: "No subscriber matches. Change the search or the filters.",
    es: "Ningún suscriptor coincide. Cambia la búsqueda o los filtros.",
    ca: "Cap subscriptor no coincideix. Canvia la cerca o els filtres.",
  },
  joined: { en: "Signed up {date}", es: "Se apuntó el {date}", ca: "Es va apuntar el {date}" },
  confirmedOn: { en: "confirmed {date}", es: "confirmó el {date}", ca: "va confirmar el {date}" },
  unsubscribedOn: { en: "unsubscribed {date}", es: "se dio de baja el {date}", ca: "es va donar de baixa el {date}" },
  consent: { en: "Consent", es: "Consentimiento", ca: "Consentiment" },
  consentFrom: {
    en: "Agreed on {date} on {page}, reading in {language}:",
    es: "Aceptó el {date} en {page}, leyendo en {language}:",
    ca: "Va acceptar el {date} a {page}, llegint en {language}:",
  },
  "source.newsletter_form": {
    en: "the newsletter form",
    es: "el formulario del boletín",
    ca: "el formulari del butlletí",
  },
  "source.contact_form": {
    en: "the contact form's box",
    es: "la casilla del formulario de contacto",
    ca: "la casella del formulari de contacte",
  },
  consentUnknownText: {
    en: "(the words shown were not recorded for this sign-up)",
    es: "(no se guardó el texto mostrado en esta alta)",
    ca: "(no es va desar el text mostrat en aquesta alta)",
  },
  remove: { en: "Remove for good", es: "Borrar para siempre", ca: "Esborra per sempre" },
  removeTitle: {
    en: "Remove this subscriber?",
    es: "¿Borrar este suscriptor?",
    ca: "Vols esborrar aquest subscriptor?",
  },
  removeText: {
    en: "For a person who asks to be forgotten: {email} and their consent record are erased and they get no more mail; this can't be undone. Type the address to confirm.",
    es: "Para quien pide ser olvidado: se borran {email} y su registro de consentimiento y no recibirá más correo; no se puede deshacer. Escribe la dirección para confirmar.",
    ca: "Per a qui demana ser oblidat: s'esborren {email} i el seu registre de consentiment i no rebrà més correu; no es pot desfer. Escriu l'adreça per confirmar.",
  },
  confirmEmail: { en: "Their email address", es: "Su dirección de email", ca: "La seva adreça de correu" },
  confirmMismatch: {
    en: "That isn't this subscriber's address.",
    es: "No es la dirección de este suscriptor.",
    ca: "No és l'adreça d'aquest subscriptor.",
  },
  removed: {
    en: "The subscriber was removed.",
    es: "Se ha borrado el suscriptor.",
    ca: "S'ha esborrat el subscriptor.",
  },
} as const satisfies Record<string, Localized>;

/** The Newsletter section's words that follow a number: one subscriber or several. */
export const NEWSLETTER_PLURALS = {
  recipients: {
    en: {
      one: "Will go to {{count}} confirmed subscriber who reads {language}.",
      other: "Will go to {{count}} confirmed subscribers who read {language}.",
    },
    es: {
      one: "Irá a {{count}} suscriptor confirmado que lee en {language}.",
      other: "Irá a {{count}} suscriptores confirmados que leen en {language}.",
    },
    ca: {
      one: "Anirà a {{count}} subscriptor confirmat que llegeix en {language}.",
      other: "Anirà a {{count}} subscriptors confirmats que llegeixen en {language}.",
    },
  },
  sendConfirmText: {
    en: {
      one: "“{subject}” goes to {{count}} confirmed subscriber who reads {language}. A sent email can't be taken back.",
      other:
        "“{subject}” goes to {{count}} confirmed subscribers who read {language}. A sent email can't be taken back.",
    },
    es: {
      one: "«{subject}» irá a {{count}} suscriptor confirmado que lee en {language}. Un email enviado no se puede recuperar.",
      other:
        "«{subject}» irá a {{count}} suscriptores confirmados que leen en {language}. Un email enviado no se puede recuperar.",
    },
    ca: {
      one: "«{subject}» anirà a {{count}} subscriptor confirmat que llegeix en {language}. Un correu enviat no es pot recuperar.",
      other:
        "«{subject}» anirà a {{count}} subscriptors confirmats que llegeixen en {language}. Un correu enviat no es pot recuperar.",
    },
  },
} as const satisfies Record<string, Localized<PluralForms>>;
