import type { Localized } from "#content/types";

/** Send to Kindle and the receipt's delivery (decision 056), in every language. */
export const DELIVERY_LABELS = {
  kindleHeading: { en: "Send to Kindle", es: "Enviar a Kindle", ca: "Envia al Kindle" },
  kindleIntro: {
    en: "Save your Kindle's email address once, then send any EPUB or PDF from your library straight to your Kindle.",
    es: "Guarda una vez la dirección de correo de tu Kindle y envía cualquier EPUB o PDF de tu biblioteca directamente a tu Kindle.",
    ca: "Desa una vegada l'adreça de correu del teu Kindle i envia qualsevol EPUB o PDF de la teva biblioteca directament al teu Kindle.",
  },
  kindleApprove: {
    en: "Amazon only accepts mail from senders you approve. In Amazon's “Manage your content and devices” → Preferences → Personal document settings, add {sender} to the approved email list.",
    es: "Amazon solo acepta correos de remitentes que apruebes. En «Gestionar contenido y dispositivos» de Amazon → Preferencias → Configuración de documentos personales, añade {sender} a la lista de correos aprobados.",
    ca: "Amazon només accepta correus de remitents que aprovis. A «Gestiona el contingut i els dispositius» d'Amazon → Preferències → Configuració de documents personals, afegeix {sender} a la llista de correus aprovats.",
  },
  kindleLimits: {
    en: "Files up to {size} can be sent. Each send counts as one download of the file.",
    es: "Se pueden enviar archivos de hasta {size}. Cada envío cuenta como una descarga del archivo.",
    ca: "Es poden enviar fitxers de fins a {size}. Cada enviament compta com una descàrrega del fitxer.",
  },
  kindleAddressLabel: {
    en: "Your Kindle email address",
    es: "La dirección de correo de tu Kindle",
    ca: "L'adreça de correu del teu Kindle",
  },
  kindleAddressHint: {
    en: "It ends in @kindle.com or @free.kindle.com; Amazon shows it in your device's settings.",
    es: "Termina en @kindle.com o @free.kindle.com; Amazon la muestra en los ajustes de tu dispositivo.",
    ca: "Acaba en @kindle.com o @free.kindle.com; Amazon la mostra a la configuració del teu dispositiu.",
  },
  kindleSaved: { en: "Books go to {address}.", es: "Los libros van a {address}.", ca: "Els llibres van a {address}." },
  kindleSave: { en: "Save address", es: "Guardar dirección", ca: "Desa l'adreça" },
  kindleEdit: { en: "Change address", es: "Cambiar dirección", ca: "Canvia l'adreça" },
  kindleDelete: { en: "Remove address", es: "Eliminar dirección", ca: "Elimina l'adreça" },
  kindleCancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },
  kindleSavedToast: {
    en: "Kindle address saved",
    es: "Dirección de Kindle guardada",
    ca: "Adreça de Kindle desada",
  },
  kindleDeletedToast: {
    en: "Kindle address removed",
    es: "Dirección de Kindle eliminada",
    ca: "Adreça de Kindle eliminada",
  },
  kindle_address_required: {
    en: "Type your Kindle's email address.",
    es: "Escribe la dirección de correo de tu Kindle.",
    ca: "Escriu l'adreça de correu del teu Kindle.",
  },
  kindle_address_invalid: {
    en: "This is not an email address.",
    es: "Esto no es una dirección de correo.",
    ca: "Això no és una adreça de correu.",
  },
  kindle_address_domain: {
    en: "A Kindle address must end in @kindle.com or @free.kindle.com.",
    es: "Una dirección de Kindle debe terminar en @kindle.com o @free.kindle.com.",
    ca: "Una adreça de Kindle ha d'acabar en @kindle.com o @free.kindle.com.",
  },
  sendToKindle: { en: "Send to Kindle", es: "Enviar a Kindle", ca: "Envia al Kindle" },
  sendToKindleWhat: {
    en: "{label} of {title}",
    es: "{label} de {title}",
    ca: "{label} de {title}",
  },
  kindleNeedsAddress: {
    en: "To send a file to your Kindle, save your Kindle address above.",
    es: "Para enviar un archivo a tu Kindle, guarda arriba la dirección de tu Kindle.",
    ca: "Per enviar un fitxer al teu Kindle, desa a dalt l'adreça del teu Kindle.",
  },
  kindleSending: { en: "Sending…", es: "Enviando…", ca: "Enviant…" },
  kindleSent: {
    en: "{file} is on its way to {address}.",
    es: "{file} va de camino a {address}.",
    ca: "{file} és de camí a {address}.",
  },
  kindleTooLarge: {
    en: "This file is too large to send by email (over {size}). Download it and add it with Amazon's Send to Kindle app.",
    es: "Este archivo es demasiado grande para enviarlo por correo (más de {size}). Descárgalo y añádelo con la aplicación Send to Kindle de Amazon.",
    ca: "Aquest fitxer és massa gran per enviar-lo per correu (més de {size}). Descarrega'l i afegeix-lo amb l'aplicació Send to Kindle d'Amazon.",
  },
  kindleLimitReached: {
    en: "This file has no downloads left. Contact us if you need it again.",
    es: "A este archivo no le quedan descargas. Escríbenos si lo necesitas de nuevo.",
    ca: "A aquest fitxer no li queden descàrregues. Escriu-nos si el necessites de nou.",
  },
  kindleTooMany: {
    en: "You've sent a lot in a short time. Please wait a while and try again.",
    es: "Has enviado mucho en poco tiempo. Espera un rato y vuelve a intentarlo.",
    ca: "Has enviat molt en poc temps. Espera una estona i torna-ho a provar.",
  },
  kindleFailed: {
    en: "The file could not be sent. Please try again.",
    es: "No se ha podido enviar el archivo. Vuelve a intentarlo.",
    ca: "No s'ha pogut enviar el fitxer. Torna-ho a provar.",
  },
  receiptSentTo: {
    en: "Receipt sent to {email}.",
    es: "Recibo enviado a {email}.",
    ca: "Rebut enviat a {email}.",
  },
  receiptMissing: {
    en: "Didn't get it? Check your spam folder, or send it again.",
    es: "¿No te ha llegado? Mira en la carpeta de spam o vuelve a enviarlo.",
    ca: "No t'ha arribat? Mira a la carpeta de correu brossa o torna a enviar-lo.",
  },
  receiptResend: { en: "Resend receipt", es: "Reenviar recibo", ca: "Reenvia el rebut" },
  receiptCorrect: { en: "Wrong address?", es: "¿Dirección equivocada?", ca: "Adreça equivocada?" },
  receiptNewAddress: {
    en: "Send the receipt to",
    es: "Enviar el recibo a",
    ca: "Envia el rebut a",
  },
  receiptSendTo: { en: "Send", es: "Enviar", ca: "Envia" },
  receiptResent: {
    en: "Receipt sent again to {email}.",
    es: "Recibo enviado de nuevo a {email}.",
    ca: "Rebut enviat de nou a {email}.",
  },
  receiptTooMany: {
    en: "The receipt was just sent a few times. Please wait an hour before asking again.",
    es: "El recibo se acaba de enviar varias veces. Espera una hora antes de pedirlo de nuevo.",
    ca: "El rebut s'acaba d'enviar diverses vegades. Espera una hora abans de tornar-lo a demanar.",
  },
  receiptFailed: {
    en: "The receipt could not be sent. Please try again.",
    es: "No se ha podido enviar el recibo. Vuelve a intentarlo.",
    ca: "No s'ha pogut enviar el rebut. Torna-ho a provar.",
  },
  receiptEverything: {
    en: "Everything in the receipt is also here, in your library.",
    es: "Todo lo del recibo también está aquí, en tu biblioteca.",
    ca: "Tot el que hi ha al rebut també és aquí, a la teva biblioteca.",
  },
  email_invalid: {
    en: "This is not an email address.",
    es: "Esto no es una dirección de correo.",
    ca: "Això no és una adreça de correu.",
  },
  email_required: {
    en: "Type the address the receipt should go to.",
    es: "Escribe la dirección a la que debe ir el recibo.",
    ca: "Escriu l'adreça on ha d'anar el rebut.",
  },
} as const satisfies Record<string, Required<Localized>>;

export type DeliveryLabel = keyof typeof DELIVERY_LABELS;
