/**
 * "Notify me" on a product page that is not on sale, in every language: the form,
 * and the panel where the emails' confirm and unsubscribe links land.
 */
import type { Localized } from "#content/types";

type Label = Required<Localized>;

export const RELEASE_NOTICE_LABELS = {
  heading: { en: "Tell me when it's out", es: "Avísame cuando salga", ca: "Avisa'm quan surti" },
  intro: {
    en: "Leave your email and you'll get one message on release day, with the link to buy it.",
    es: "Deja tu correo y recibirás un único mensaje el día que salga, con el enlace para comprarlo.",
    ca: "Deixa el teu correu i rebràs un únic missatge el dia que surti, amb l'enllaç per comprar-lo.",
  },
  email: { en: "Your email", es: "Tu correo electrónico", ca: "El teu correu electrònic" },
  submit: { en: "Notify me", es: "Avisadme", ca: "Aviseu-me" },
  submitting: { en: "Sending…", es: "Enviando…", ca: "Enviant…" },
  sent: {
    en: "Almost done: check your inbox and press the link in our email to confirm. Until you do, we won't write to you.",
    es: "Casi está: mira tu bandeja de entrada y pulsa el enlace de nuestro correo para confirmarlo. Hasta entonces no te escribiremos.",
    ca: "Gairebé fet: mira la safata d'entrada i prem l'enllaç del nostre correu per confirmar-ho. Fins aleshores no t'escriurem.",
  },
  emailRequired: { en: "Enter your email.", es: "Escribe tu correo.", ca: "Escriu el teu correu." },
  emailInvalid: {
    en: "That email doesn't look right.",
    es: "Ese correo no parece correcto.",
    ca: "Aquest correu no sembla correcte.",
  },
  consentRequired: {
    en: "Tick the box to agree first.",
    es: "Marca la casilla para aceptarlo primero.",
    ca: "Marca la casella per acceptar-ho primer.",
  },
  botCheck: {
    en: "The security check couldn't run. Reload the page and try again.",
    es: "No se ha podido hacer la comprobación de seguridad. Recarga la página y vuelve a intentarlo.",
    ca: "No s'ha pogut fer la comprovació de seguretat. Torna a carregar la pàgina i prova-ho de nou.",
  },
  tooMany: {
    en: "Too many tries from here. Wait a few minutes and try again.",
    es: "Demasiados intentos desde aquí. Espera unos minutos y vuelve a intentarlo.",
    ca: "Massa intents des d'aquí. Espera uns minuts i torna-ho a provar.",
  },
  released: {
    en: "It's out already: reload the page to buy it.",
    es: "Ya ha salido: recarga la página para comprarlo.",
    ca: "Ja ha sortit: torna a carregar la pàgina per comprar-lo.",
  },
  failure: {
    en: "That didn't go through. Check your connection and try again.",
    es: "No se ha podido enviar. Comprueba la conexión y vuelve a intentarlo.",
    ca: "No s'ha pogut enviar. Comprova la connexió i torna-ho a provar.",
  },
  // Where the emails' links land
  confirmHeading: {
    en: "Confirm your address",
    es: "Confirma tu dirección",
    ca: "Confirma la teva adreça",
  },
  confirmText: {
    en: "Press the button to confirm: we'll email you once, on release day.",
    es: "Pulsa el botón para confirmarlo: te escribiremos una vez, el día que salga.",
    ca: "Prem el botó per confirmar-ho: t'escriurem un cop, el dia que surti.",
  },
  confirmButton: { en: "Confirm", es: "Confirmar", ca: "Confirma" },
  confirmed: {
    en: "Confirmed. You'll get one email on release day.",
    es: "Confirmado. Recibirás un correo el día que salga.",
    ca: "Confirmat. Rebràs un correu el dia que surti.",
  },
  unsubscribeHeading: { en: "Forget my address", es: "Olvidad mi dirección", ca: "Oblideu la meva adreça" },
  unsubscribeText: {
    en: "Press the button and we won't email you about this title.",
    es: "Pulsa el botón y no te escribiremos sobre este título.",
    ca: "Prem el botó i no t'escriurem sobre aquest títol.",
  },
  unsubscribeButton: { en: "Forget it", es: "Olvidadla", ca: "Oblideu-la" },
  unsubscribed: {
    en: "Done: we won't email you about it.",
    es: "Hecho: no te escribiremos sobre ello.",
    ca: "Fet: no t'escriurem sobre això.",
  },
  working: { en: "Working…", es: "Un momento…", ca: "Un moment…" },
  /**
   * The consent's words, as `release-notice/1` records them (worker/contract/release-notice-fields.ts,
   * where every version stays). Written here too so each page ships its own language only; a
   * test holds the two equal.
   */
  consent: {
    en: "Email me once when it is out. I'll confirm my address first; my address is used for nothing else, and every email has a link to stop.",
    es: "Escríbeme una vez cuando salga. Primero confirmaré mi dirección; no se usará para nada más, y cada correo lleva un enlace para darme de baja.",
    ca: "Escriu-me un cop quan surti. Primer confirmaré la meva adreça; no es farà servir per a res més, i cada correu porta un enllaç per donar-me de baixa.",
  },
  linkExpired: {
    en: "This link has expired. Sign up again below to get a new one.",
    es: "Este enlace ha caducado. Vuelve a apuntarte para recibir uno nuevo.",
    ca: "Aquest enllaç ha caducat. Torna-t'hi a apuntar per rebre'n un de nou.",
  },
  linkInvalid: {
    en: "This link isn't valid. Use the newest email we sent.",
    es: "Este enlace no es válido. Usa el correo más reciente que te enviamos.",
    ca: "Aquest enllaç no és vàlid. Fes servir el correu més recent que et vam enviar.",
  },
} satisfies Record<string, Label>;
