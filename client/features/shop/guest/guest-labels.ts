/**
 * Buying without an account and gifts: the cart's guest checkout, the guest's
 * success page, the magic link's page, the gift form and the gift's claim page.
 */
import type { Localized } from "#content/types";

type Label = Required<Localized>;

export const GUEST_LABELS = {
  guestHeading: { en: "Checkout as a guest", es: "Comprar como invitado", ca: "Comprar com a convidat" },
  guestText: {
    en: "Just your email: the receipt and your files arrive there at once. You can add the purchase to an account later.",
    es: "Solo tu correo: el recibo y tus archivos llegan allí al momento. Puedes añadir la compra a una cuenta más tarde.",
    ca: "Només el teu correu: el rebut i els teus fitxers hi arriben a l'instant. Pots afegir la compra a un compte més endavant.",
  },
  email: { en: "Email", es: "Correo electrónico", ca: "Correu electrònic" },
  guestPay: { en: "Pay as a guest", es: "Pagar como invitado", ca: "Paga com a convidat" },
  orSignIn: {
    en: "Or sign in to keep it in your library",
    es: "O inicia sesión para guardarlo en tu biblioteca",
    ca: "O inicia la sessió per desar-ho a la teva biblioteca",
  },
  emailRequired: {
    en: "Type your email address.",
    es: "Escribe tu correo electrónico.",
    ca: "Escriu el teu correu electrònic.",
  },
  emailInvalid: {
    en: "This email address doesn't look right.",
    es: "Esta dirección de correo no parece correcta.",
    ca: "Aquesta adreça de correu no sembla correcta.",
  },
  guestReceiptNote: {
    en: "The receipt went to {email} with these links (valid {days} days) and a link that adds this purchase to an account.",
    es: "El recibo se ha enviado a {email} con estos enlaces (válidos {days} días) y un enlace que añade esta compra a una cuenta.",
    ca: "El rebut s'ha enviat a {email} amb aquests enllaços (vàlids {days} dies) i un enllaç que afegeix aquesta compra a un compte.",
  },
  download: { en: "Download", es: "Descargar", ca: "Descarrega" },
  downloadsLeft: {
    en: "{count} downloads left",
    es: "Quedan {count} descargas",
    ca: "Queden {count} descàrregues",
  },
  accessExpired: {
    en: "This page's link has expired. Your receipt's links still work, and so does your library once you claim the order.",
    es: "El enlace de esta página ha caducado. Los enlaces del recibo siguen funcionando, y tu biblioteca también cuando reclames el pedido.",
    ca: "L'enllaç d'aquesta pàgina ha caducat. Els enllaços del rebut continuen funcionant, i la teva biblioteca també quan reclamis la comanda.",
  },
  // The magic link's page
  claimOrdersHeading: {
    en: "Add your purchases to your library",
    es: "Añade tus compras a tu biblioteca",
    ca: "Afegeix les teves compres a la teva biblioteca",
  },
  claimOrdersText: {
    en: "The purchases made with the address this link was sent to will join the account you are signed in to.",
    es: "Las compras hechas con la dirección a la que se envió este enlace se unirán a la cuenta con la que has iniciado sesión.",
    ca: "Les compres fetes amb l'adreça a la qual es va enviar aquest enllaç s'uniran al compte amb què has iniciat la sessió.",
  },
  signInFirst: {
    en: "Sign in or create an account first; you will come back here.",
    es: "Primero inicia sesión o crea una cuenta; volverás aquí.",
    ca: "Primer inicia la sessió o crea un compte; tornaràs aquí.",
  },
  signIn: { en: "Sign in", es: "Iniciar sesión", ca: "Inicia la sessió" },
  createAccount: { en: "Create an account", es: "Crear una cuenta", ca: "Crea un compte" },
  claimOrders: { en: "Add to my library", es: "Añadir a mi biblioteca", ca: "Afegeix a la meva biblioteca" },
  claiming: { en: "Adding…", es: "Añadiendo…", ca: "Afegint…" },
  claimedOrders: {
    en: "Done: your purchases are in your library.",
    es: "Hecho: tus compras están en tu biblioteca.",
    ca: "Fet: les teves compres són a la teva biblioteca.",
  },
  openLibrary: { en: "Open my library", es: "Abrir mi biblioteca", ca: "Obre la meva biblioteca" },
  linkUsed: {
    en: "This link has already been used. Your library shows what it added.",
    es: "Este enlace ya se ha usado. Tu biblioteca muestra lo que añadió.",
    ca: "Aquest enllaç ja s'ha fet servir. La teva biblioteca mostra el que va afegir.",
  },
  linkExpired: {
    en: "This link has expired. Ask for a new one below.",
    es: "Este enlace ha caducado. Pide uno nuevo abajo.",
    ca: "Aquest enllaç ha caducat. Demana'n un de nou a sota.",
  },
  linkInvalid: { en: "This link is not valid.", es: "Este enlace no es válido.", ca: "Aquest enllaç no és vàlid." },
  claimFailed: {
    en: "That didn't work. Please try again.",
    es: "No ha funcionado. Inténtalo de nuevo.",
    ca: "No ha funcionat. Torna-ho a provar.",
  },
  askLinkHeading: {
    en: "Bought as a guest?",
    es: "¿Compraste como invitado?",
    ca: "Vas comprar com a convidat?",
  },
  askLinkText: {
    en: "Type the address you bought with: we'll email it a link that adds those purchases to your library.",
    es: "Escribe la dirección con la que compraste: le enviaremos un enlace que añade esas compras a tu biblioteca.",
    ca: "Escriu l'adreça amb què vas comprar: li enviarem un enllaç que afegeix aquestes compres a la teva biblioteca.",
  },
  askLink: { en: "Email me a link", es: "Enviarme un enlace", ca: "Envia'm un enllaç" },
  askLinkSent: {
    en: "If that address has purchases waiting, a link is on its way to it.",
    es: "Si esa dirección tiene compras pendientes, le llegará un enlace.",
    ca: "Si aquesta adreça té compres pendents, li arribarà un enllaç.",
  },
  // Gifts
  giveAsGift: { en: "Give as a gift", es: "Regalar", ca: "Regala" },
  giftHeading: { en: "Give {title} as a gift", es: "Regala {title}", ca: "Regala {title}" },
  giftIntro: {
    en: "We email them on the day you choose, with a link to claim it. You pay now; you don't get the files yourself.",
    es: "Le escribiremos el día que elijas, con un enlace para reclamarlo. Pagas ahora; tú no recibes los archivos.",
    ca: "Li escriurem el dia que triïs, amb un enllaç per reclamar-lo. Pagues ara; tu no reps els fitxers.",
  },
  // Named as the recipient's, never "their"/"su", which in Spanish and Catalan reads as the buyer's own.
  recipientName: { en: "Recipient's name", es: "Nombre de quien lo recibe", ca: "Nom de qui el rep" },
  recipientEmail: {
    en: "Recipient's email",
    es: "Correo electrónico de quien lo recibe",
    ca: "Correu electrònic de qui el rep",
  },
  giftMessage: { en: "Your message (optional)", es: "Tu mensaje (opcional)", ca: "El teu missatge (opcional)" },
  fromName: { en: "From (your name)", es: "De parte de (tu nombre)", ca: "De part de (el teu nom)" },
  deliverOn: { en: "Send it on", es: "Enviarlo el", ca: "Enviar-lo el" },
  giftLanguage: {
    en: "Language of the recipient's email",
    es: "Idioma del correo de quien lo recibe",
    ca: "Idioma del correu de qui el rep",
  },
  yourEmail: {
    en: "Your email (for the receipt)",
    es: "Tu correo (para el recibo)",
    ca: "El teu correu (per al rebut)",
  },
  payGift: { en: "Pay for the gift", es: "Pagar el regalo", ca: "Paga el regal" },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },
  fieldRequired: { en: "This field is required.", es: "Este campo es obligatorio.", ca: "Aquest camp és obligatori." },
  dateRange: {
    en: "Choose a day from today to a year ahead.",
    es: "Elige un día entre hoy y dentro de un año.",
    ca: "Tria un dia entre avui i d'aquí a un any.",
  },
  checkoutFailed: {
    en: "The payment page could not be opened. Nothing was charged; please try again.",
    es: "No se ha podido abrir la página de pago. No se ha cobrado nada; inténtalo de nuevo.",
    ca: "No s'ha pogut obrir la pàgina de pagament. No s'ha cobrat res; torna-ho a provar.",
  },
  tooMany: {
    en: "Too many attempts. Please wait a few minutes. Nothing was charged.",
    es: "Demasiados intentos. Espera unos minutos. No se ha cobrado nada.",
    ca: "Massa intents. Espera uns minuts. No s'ha cobrat res.",
  },
  opening: {
    en: "Opening the secure payment page…",
    es: "Abriendo la página de pago segura…",
    ca: "Obrint la pàgina de pagament segura…",
  },
  // The gift in the library and the claim page
  giftFor: { en: "A gift for {name}", es: "Un regalo para {name}", ca: "Un regal per a {name}" },
  giftFrom: { en: "A gift from {name}", es: "Un regalo de {name}", ca: "Un regal de {name}" },
  giftScheduled: {
    en: "Their email goes on {day}.",
    es: "Su correo sale el {day}.",
    ca: "El seu correu surt el {day}.",
  },
  giftSent: {
    en: "Sent on {day}; not claimed yet.",
    es: "Enviado el {day}; aún sin reclamar.",
    ca: "Enviat el {day}; encara no reclamat.",
  },
  giftClaimed: { en: "Claimed on {day}.", es: "Reclamado el {day}.", ca: "Reclamat el {day}." },
  giftRevoked: {
    en: "Refunded: the gift was withdrawn.",
    es: "Reembolsado: el regalo se ha retirado.",
    ca: "Reemborsat: el regal s'ha retirat.",
  },
  giftNoFiles: {
    en: "The files are theirs: you can buy it for yourself too.",
    es: "Los archivos son suyos: también puedes comprarlo para ti.",
    ca: "Els fitxers són seus: també el pots comprar per a tu.",
  },
  resendGift: { en: "Send their email again", es: "Reenviar su correo", ca: "Torna a enviar el seu correu" },
  giftResent: {
    en: "Sent again. The earlier link no longer works.",
    es: "Reenviado. El enlace anterior ya no funciona.",
    ca: "Reenviat. L'enllaç anterior ja no funciona.",
  },
  claimGiftHeading: { en: "You have a gift", es: "Tienes un regalo", ca: "Tens un regal" },
  claimGiftText: {
    en: "{from} has given you “{title}”. Claim it to keep it in your library and download it.",
    es: "{from} te ha regalado «{title}». Reclámalo para guardarlo en tu biblioteca y descargarlo.",
    ca: "{from} t'ha regalat «{title}». Reclama'l per desar-lo a la teva biblioteca i descarregar-lo.",
  },
  claimGift: { en: "Claim my gift", es: "Reclamar mi regalo", ca: "Reclama el meu regal" },
  claimedGift: {
    en: "It's yours: the gift is in your library.",
    es: "Es tuyo: el regalo está en tu biblioteca.",
    ca: "És teu: el regal és a la teva biblioteca.",
  },
  giftUsed: {
    en: "This gift has already been claimed.",
    es: "Este regalo ya se ha reclamado.",
    ca: "Aquest regal ja s'ha reclamat.",
  },
  giftRevokedClaim: {
    en: "This gift was refunded and can no longer be claimed.",
    es: "Este regalo se ha reembolsado y ya no se puede reclamar.",
    ca: "Aquest regal s'ha reemborsat i ja no es pot reclamar.",
  },
} satisfies Record<string, Label>;

export type GuestLabel = keyof typeof GUEST_LABELS;
