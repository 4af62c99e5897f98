/**
 * La Bodega's interface labels (the catalogue's own texts come from D1), in every language.
 * Placeholders are written `{name}` and plurals `{{count}}`; components read them with
 * `useLabels(SHOP_LABELS, SHOP_PLURALS)`.
 */
import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

/** A label written out in all three languages. */
type Label = Required<Localized>;

export const SHOP_LABELS = {
  // The store's opening
  eyebrow: { en: "The shop", es: "La tienda", ca: "La botiga" },
  tagline: {
    en: "Ebooks, soundtracks and bundles straight from the author, in DRM-free files that are yours to keep.",
    es: "Ebooks, bandas sonoras y packs directamente del autor, en archivos sin DRM que son tuyos para siempre.",
    ca: "Ebooks, bandes sonores i packs directament de l'autor, en fitxers sense DRM que són teus per sempre.",
  },
  promisesHeading: { en: "Why buy here", es: "Por qué comprar aquí", ca: "Per què comprar aquí" },
  instantDownload: { en: "Instant download", es: "Descarga inmediata", ca: "Descàrrega immediata" },
  instantDownloadText: {
    en: "Your files are ready to download as soon as the payment goes through.",
    es: "Tus archivos están listos para descargar en cuanto se confirma el pago.",
    ca: "Els teus fitxers són a punt per baixar tan bon punt es confirma el pagament.",
  },
  securePayment: { en: "Secure payment", es: "Pago seguro", ca: "Pagament segur" },
  securePaymentText: {
    en: "Pay by card, Apple Pay or Google Pay through a secure, encrypted checkout.",
    es: "Paga con tarjeta, Apple Pay o Google Pay en un proceso de pago seguro y cifrado.",
    ca: "Paga amb targeta, Apple Pay o Google Pay en un procés de pagament segur i xifrat.",
  },
  yoursToKeep: { en: "Yours to keep", es: "Tuyo para siempre", ca: "Teu per sempre" },
  yoursToKeepText: {
    en: "No DRM, and every order keeps its downloads in your account.",
    es: "Sin DRM, y cada pedido conserva sus descargas en tu cuenta.",
    ca: "Sense DRM, i cada comanda conserva les seves descàrregues al teu compte.",
  },

  // Filters
  filtersHeading: { en: "Browse the shop", es: "Explora la tienda", ca: "Explora la botiga" },
  categories: { en: "Categories", es: "Categorías", ca: "Categories" },
  all: { en: "All", es: "Todo", ca: "Tot" },
  availableOnly: { en: "Only available now", es: "Solo lo disponible ahora", ca: "Només el que està disponible ara" },
  sortBy: { en: "Sort by", es: "Ordenar por", ca: "Ordena per" },
  applyFilters: { en: "Show", es: "Mostrar", ca: "Mostra" },
  "sort.featured": { en: "Featured", es: "Destacados", ca: "Destacats" },
  "sort.newest": { en: "Newest", es: "Novedades", ca: "Novetats" },
  "sort.price-asc": { en: "Price: low to high", es: "Precio: de menor a mayor", ca: "Preu: de més baix a més alt" },
  "sort.price-desc": { en: "Price: high to low", es: "Precio: de mayor a menor", ca: "Preu: de més alt a més baix" },
  emptyHeading: {
    en: "Nothing here right now",
    es: "Ahora mismo no hay nada por aquí",
    ca: "Ara mateix no hi ha res per aquí",
  },
  emptyText: {
    en: "No product matches these filters. Try another category, or see the whole shop.",
    es: "Ningún producto coincide con estos filtros. Prueba otra categoría o mira toda la tienda.",
    ca: "Cap producte no coincideix amb aquests filtres. Prova una altra categoria o mira tota la botiga.",
  },
  showAll: { en: "Show all products", es: "Ver todos los productos", ca: "Mostra tots els productes" },
  catalogueError: {
    en: "The shop couldn't load",
    es: "No se ha podido cargar la tienda",
    ca: "No s'ha pogut carregar la botiga",
  },
  errorText: {
    en: "Check your connection and try again.",
    es: "Comprueba tu conexión y vuelve a intentarlo.",
    ca: "Comprova la connexió i torna-ho a provar.",
  },
  tryAgain: { en: "Try again", es: "Volver a intentarlo", ca: "Torna-ho a provar" },

  // A product, on its card and its page
  "kind.ebook": { en: "Ebook", es: "Ebook", ca: "Ebook" },
  "kind.album": { en: "Album", es: "Álbum", ca: "Àlbum" },
  "kind.track": { en: "Track", es: "Tema", ca: "Tema" },
  "kind.bundle": { en: "Bundle", es: "Pack", ca: "Pack" },
  comingSoon: { en: "Coming Soon", es: "Próximamente", ca: "Properament" },
  soldOut: { en: "Sold out", es: "Agotado", ca: "Esgotat" },
  inLanguage: { en: "In {language}", es: "En {language}", ca: "En {language}" },
  "language.en": { en: "English", es: "inglés", ca: "anglès" },
  "language.es": { en: "Spanish", es: "español", ca: "castellà" },
  "language.ca": { en: "Catalan", es: "catalán", ca: "català" },
  addToCart: { en: "Add to cart", es: "Añadir al carrito", ca: "Afegeix a la cistella" },
  adding: { en: "Adding…", es: "Añadiendo…", ca: "S'està afegint…" },
  inCart: { en: "In your cart", es: "En tu carrito", ca: "A la teva cistella" },
  /** Read after "In your cart" on the card's link, which goes to the cart. */
  goToCart: { en: "go to the cart", es: "ir al carrito", ca: "ves a la cistella" },
  price: { en: "Price", es: "Precio", ca: "Preu" },
  /** Prices are tax-inclusive (decision 053): the buyer pays the price shown, wherever they are. */
  vatIncluded: { en: "VAT included", es: "IVA incluido", ca: "IVA inclòs" },
  // What the reader owns already (a paid order gave it)
  inLibrary: { en: "In your library", es: "En tu biblioteca", ca: "A la teva biblioteca" },
  /** Read after "In your library" on a card's link, which goes to the library. */
  goToLibraryShort: { en: "go to your library", es: "ir a tu biblioteca", ca: "ves a la teva biblioteca" },
  inLibraryText: {
    en: "You already own this. Its downloads are in your library, whenever you want them.",
    es: "Ya es tuyo. Sus descargas están en tu biblioteca, para cuando las quieras.",
    ca: "Ja és teu. Les seves descàrregues són a la teva biblioteca, per quan les vulguis.",
  },
  goToDownloads: { en: "Go to your downloads", es: "Ir a tus descargas", ca: "Ves a les teves descàrregues" },

  // The product page
  backToStore: { en: "Back to the store", es: "Volver a la tienda", ca: "Torna a la botiga" },
  productError: {
    en: "This product couldn't load",
    es: "No se ha podido cargar este producto",
    ca: "No s'ha pogut carregar aquest producte",
  },
  format: { en: "Format", es: "Formato", ca: "Format" },
  language: { en: "Language", es: "Idioma", ca: "Llengua" },
  released: { en: "Released", es: "Publicado", ca: "Publicat" },
  buyNow: { en: "Buy now", es: "Comprar ahora", ca: "Compra ara" },
  alreadyInCart: { en: "It's in your cart.", es: "Ya está en tu carrito.", ca: "Ja és a la teva cistella." },
  viewCart: { en: "View cart", es: "Ver el carrito", ca: "Mira la cistella" },
  notOnSale: { en: "Not on sale yet", es: "Todavía no está a la venta", ca: "Encara no és a la venda" },
  comingSoonText: {
    en: "This one isn't out yet, so it can't be bought for now. The news page will announce it the moment it is.",
    es: "Todavía no ha salido, así que por ahora no se puede comprar. La página de noticias lo anunciará en cuanto salga.",
    ca: "Encara no ha sortit, així que de moment no es pot comprar. La pàgina de notícies ho anunciarà tan bon punt surti.",
  },
  readNews: { en: "Read the news", es: "Lee las noticias", ca: "Llegeix les notícies" },
  soldOutText: {
    en: "This edition has sold out, so it can't be bought right now. The rest of the catalogue is still in the store.",
    es: "Esta edición está agotada, así que ahora mismo no se puede comprar. El resto del catálogo sigue en la tienda.",
    ca: "Aquesta edició està esgotada, així que ara mateix no es pot comprar. La resta del catàleg continua a la botiga.",
  },
  synopsis: { en: "Full synopsis", es: "Sinopsis completa", ca: "Sinopsi completa" },
  aboutMusic: { en: "About the music", es: "Sobre la música", ca: "Sobre la música" },
  readerReviews: { en: "What readers say", es: "Lo que dicen los lectores", ca: "El que en diuen els lectors" },
  listenerReviews: { en: "What listeners say", es: "Lo que dicen los oyentes", ca: "El que en diuen els oients" },
  quotedFrom: {
    en: "Quoted from their reviews on {sources}.",
    es: "Citas de sus reseñas en {sources}.",
    ca: "Cites de les seves ressenyes a {sources}.",
  },
  quoted: {
    en: "Quoted from what they wrote to the author.",
    es: "Citas de lo que escribieron al autor.",
    ca: "Cites del que van escriure a l'autor.",
  },
  behindTheStory: { en: "Behind the story", es: "Detrás de la historia", ca: "Darrere la història" },
  behindTheMusic: { en: "Behind the music", es: "Detrás de la música", ca: "Darrere la música" },
  downloads: { en: "What you download", es: "Qué descargas", ca: "Què et baixes" },
  downloadsIntro: {
    en: "Ready to download as soon as the payment goes through, and kept in your account.",
    es: "Listo para descargar en cuanto se confirma el pago, y guardado en tu cuenta.",
    ca: "A punt per baixar tan bon punt es confirma el pagament, i desat al teu compte.",
  },
  file: { en: "File", es: "Archivo", ca: "Fitxer" },
  size: { en: "Size", es: "Tamaño", ca: "Mida" },
  bundleContents: { en: "What's in the bundle", es: "Qué incluye el pack", ca: "Què inclou el pack" },
  bundleDownloads: {
    en: "You download everything each of these includes.",
    es: "Descargas todo lo que incluye cada uno de ellos.",
    ca: "Et baixes tot el que inclou cadascun d'ells.",
  },
  bundleSaving: {
    en: "You save {saving} compared with buying them separately ({total}).",
    es: "Ahorras {saving} respecto a comprarlos por separado ({total}).",
    ca: "Estalvies {saving} respecte a comprar-los per separat ({total}).",
  },
  excerptHeading: {
    en: "Read the first chapters free",
    es: "Lee gratis los primeros capítulos",
    ca: "Llegeix gratis els primers capítols",
  },
  excerptText: {
    en: "Try it before you buy it: leave your name and email and the opening chapters download straight away as an EPUB.",
    es: "Pruébalo antes de comprarlo: deja tu nombre y tu correo y los primeros capítulos se descargan al momento en EPUB.",
    ca: "Prova'l abans de comprar-lo: deixa el teu nom i el teu correu i els primers capítols es baixen a l'instant en EPUB.",
  },
  // The cart (/cart)
  cartLoading: { en: "Loading your cart…", es: "Cargando tu carrito…", ca: "S'està carregant la teva cistella…" },
  cartError: {
    en: "Your cart couldn't load",
    es: "No se ha podido cargar tu carrito",
    ca: "No s'ha pogut carregar la teva cistella",
  },
  cartEmpty: { en: "Your cart is empty", es: "Tu carrito está vacío", ca: "La teva cistella és buida" },
  cartEmptyText: {
    en: "Your next read or listen is waiting in La Bodega.",
    es: "Tu próxima lectura o tu próxima escucha te esperan en La Bodega.",
    ca: "La teva propera lectura o escolta t'espera a La Bodega.",
  },
  browseShop: { en: "Browse La Bodega", es: "Explora La Bodega", ca: "Explora La Bodega" },
  cartEmptySignIn: {
    en: "Added things while signed in? They are kept in your account: sign in to see them.",
    es: "¿Añadiste algo con la sesión iniciada? Se guarda en tu cuenta: inicia sesión para verlo.",
    ca: "Hi vas afegir alguna cosa amb la sessió iniciada? Es desa al teu compte: inicia la sessió per veure-ho.",
  },
  cartLines: { en: "In your cart", es: "En tu carrito", ca: "A la teva cistella" },
  remove: { en: "Remove", es: "Quitar", ca: "Treu" },
  removing: { en: "Removing…", es: "Quitando…", ca: "S'està traient…" },
  /** Read after "Remove": the product it removes. */
  removeWhat: { en: "{title} from your cart", es: "{title} del carrito", ca: "{title} de la cistella" },
  removedStatus: {
    en: "{title} was removed from your cart.",
    es: "Se ha quitado {title} del carrito.",
    ca: "S'ha tret {title} de la cistella.",
  },
  // A bundle that would cost less than the cart's lines it holds
  bundleOfferHeading: {
    en: "Save {saving} with {bundle}",
    es: "Ahorra {saving} con {bundle}",
    ca: "Estalvia {saving} amb {bundle}",
  },
  bundleOfferText: {
    en: "Bought separately, {items} come to {separate}. {bundle} includes them for {price}.",
    es: "Por separado, {items} suman {separate}. {bundle} los incluye por {price}.",
    ca: "Per separat, {items} sumen {separate}. {bundle} els inclou per {price}.",
  },
  bundleOfferTextOne: {
    en: "Bought on its own, {items} costs {separate}. {bundle} includes it for {price}.",
    es: "Por separado, {items} cuesta {separate}. {bundle} lo incluye por {price}.",
    ca: "Per separat, {items} costa {separate}. {bundle} l'inclou per {price}.",
  },
  bundleOfferExtras: {
    en: "It also brings {extras}.",
    es: "Además trae {extras}.",
    ca: "A més porta {extras}.",
  },
  /** Joins the last two titles of a list: "A, B and C". */
  listAnd: { en: "and", es: "y", ca: "i" },
  swapToBundle: {
    en: "Swap to the bundle",
    es: "Cambiar por el pack",
    ca: "Canvia-ho pel pack",
  },
  /** Read after "Swap to the bundle": what it puts in the cart and saves. */
  swapToBundleWhat: {
    en: "{bundle}, saving {saving}",
    es: "{bundle}, ahorrando {saving}",
    ca: "{bundle}, estalviant {saving}",
  },
  swapping: { en: "Swapping…", es: "Cambiando…", ca: "Canviant…" },
  swappedStatus: {
    en: "{bundle} is in your cart in place of what it includes. You save {saving}.",
    es: "{bundle} está en tu carrito en lugar de lo que incluye. Ahorras {saving}.",
    ca: "{bundle} és a la teva cistella en lloc del que inclou. Estalvies {saving}.",
  },
  unavailableOwned: {
    en: "Already in your library, so there's no need to buy it again.",
    es: "Ya está en tu biblioteca, así que no hace falta volver a comprarlo.",
    ca: "Ja és a la teva biblioteca, així que no cal tornar-lo a comprar.",
  },
  unavailableHeading: { en: "No longer available", es: "Ya no disponible", ca: "Ja no disponible" },
  unavailableIntro: {
    en: "These were in your cart but can't be bought now, so they aren't in your total.",
    es: "Estaban en tu carrito, pero ahora no se pueden comprar, así que no cuentan en el total.",
    ca: "Eren a la teva cistella, però ara no es poden comprar, així que no compten en el total.",
  },
  unavailableGone: {
    en: "No longer available in La Bodega.",
    es: "Ya no está disponible en La Bodega.",
    ca: "Ja no està disponible a La Bodega.",
  },
  unavailableSoldOut: {
    en: "Sold out, so it can't be bought right now.",
    es: "Agotado, así que ahora mismo no se puede comprar.",
    ca: "Esgotat, així que ara mateix no es pot comprar.",
  },
  unavailableComingSoon: {
    en: "Not out yet, so it can't be bought for now.",
    es: "Todavía no ha salido, así que por ahora no se puede comprar.",
    ca: "Encara no ha sortit, així que de moment no es pot comprar.",
  },
  nothingToBuy: {
    en: "Nothing in your cart can be bought right now.",
    es: "Ahora mismo no se puede comprar nada de tu carrito.",
    ca: "Ara mateix no es pot comprar res de la teva cistella.",
  },
  summaryHeading: { en: "Order summary", es: "Resumen del pedido", ca: "Resum de la comanda" },
  total: { en: "Total", es: "Total", ca: "Total" },
  checkout: { en: "Checkout", es: "Finalizar compra", ca: "Finalitza la compra" },
  processing: { en: "Processing...", es: "Procesando...", ca: "S'està processant..." },
  checkoutOpening: {
    en: "Opening the secure payment page…",
    es: "Abriendo la página de pago seguro…",
    ca: "S'està obrint la pàgina de pagament segur…",
  },
  checkoutNote: {
    en: "You pay on a secure payment page, then come straight back to your downloads.",
    es: "Pagas en una página de pago segura y vuelves directamente a tus descargas.",
    ca: "Pagues en una pàgina de pagament segura i tornes directament a les teves descàrregues.",
  },
  signInHeading: {
    en: "Or sign in to keep it in your library",
    es: "O inicia sesión para guardarlo en tu biblioteca",
    ca: "O inicia la sessió per desar-ho a la teva biblioteca",
  },
  signInText: {
    en: "Purchases are kept in your account's library, so you can download them again whenever you need. Your cart comes with you when you sign in.",
    es: "Las compras se guardan en la biblioteca de tu cuenta, para que puedas volver a descargarlas cuando quieras. Tu carrito te acompaña al iniciar sesión.",
    ca: "Les compres es desen a la biblioteca del teu compte, perquè les puguis tornar a baixar quan vulguis. La teva cistella t'acompanya quan inicies la sessió.",
  },
  signIn: { en: "Sign in", es: "Iniciar sesión", ca: "Inicia la sessió" },
  createAccount: { en: "Create an account", es: "Crear una cuenta", ca: "Crea un compte" },
  checkoutCancelled: {
    en: "Payment cancelled. Nothing was charged, and your cart is just as you left it.",
    es: "Pago cancelado. No se ha cobrado nada y tu carrito sigue tal como lo dejaste.",
    ca: "Pagament cancel·lat. No s'ha cobrat res i la teva cistella continua tal com la vas deixar.",
  },

  // Checkout failures (toasts: a title, then a text)
  checkoutOffline: {
    en: "We couldn't reach La Bodega",
    es: "No hemos podido conectar con La Bodega",
    ca: "No hem pogut connectar amb La Bodega",
  },
  checkoutOfflineText: {
    en: "Check your connection and try again. Nothing was charged.",
    es: "Comprueba tu conexión y vuelve a intentarlo. No se ha cobrado nada.",
    ca: "Comprova la connexió i torna-ho a provar. No s'ha cobrat res.",
  },
  checkoutSignedOut: { en: "Please sign in again", es: "Vuelve a iniciar sesión", ca: "Torna a iniciar la sessió" },
  checkoutSignedOutText: {
    en: "Your session has ended. Sign in and your cart will be waiting for you.",
    es: "Tu sesión ha caducado. Inicia sesión y tu carrito te estará esperando.",
    ca: "La teva sessió ha caducat. Inicia la sessió i la teva cistella t'estarà esperant.",
  },
  checkoutBotCheckFailed: {
    en: "The security check didn't pass",
    es: "La verificación de seguridad no se ha superado",
    ca: "La verificació de seguretat no s'ha superat",
  },
  checkoutBotCheckFailedText: {
    en: "Please try again. If it keeps happening, reload the page.",
    es: "Vuelve a intentarlo. Si sigue pasando, recarga la página.",
    ca: "Torna-ho a provar. Si continua passant, torna a carregar la pàgina.",
  },
  checkoutBotCheckNotReady: {
    en: "The security check isn't ready",
    es: "La verificación de seguridad no está lista",
    ca: "La verificació de seguretat no està a punt",
  },
  checkoutBotCheckNotReadyText: {
    en: "Please wait a moment and try again.",
    es: "Espera un momento y vuelve a intentarlo.",
    ca: "Espera un moment i torna-ho a provar.",
  },
  checkoutNothing: { en: "Nothing to pay for", es: "No hay nada que pagar", ca: "No hi ha res per pagar" },
  checkoutNothingText: {
    en: "Nothing in your cart can be bought right now. We've refreshed it so you can see why.",
    es: "Ahora mismo no se puede comprar nada de tu carrito. Lo hemos actualizado para que veas por qué.",
    ca: "Ara mateix no es pot comprar res de la teva cistella. L'hem actualitzada perquè vegis per què.",
  },
  checkoutTooMany: {
    en: "Too many checkout attempts",
    es: "Demasiados intentos de compra",
    ca: "Massa intents de compra",
  },
  checkoutTooManyText: {
    en: "Please wait a few minutes and try again.",
    es: "Espera unos minutos y vuelve a intentarlo.",
    ca: "Espera uns minuts i torna-ho a provar.",
  },
  checkoutPageFailed: {
    en: "The payment page couldn't open",
    es: "No se ha podido abrir la página de pago",
    ca: "No s'ha pogut obrir la pàgina de pagament",
  },
  checkoutPageFailedText: {
    en: "Nothing was charged. Please try again.",
    es: "No se ha cobrado nada. Vuelve a intentarlo.",
    ca: "No s'ha cobrat res. Torna-ho a provar.",
  },
  checkoutUnavailable: {
    en: "Payments are unavailable right now",
    es: "Ahora mismo no se pueden hacer pagos",
    ca: "Ara mateix no es poden fer pagaments",
  },
  checkoutUnavailableText: {
    en: "Nothing was charged. Please try again later.",
    es: "No se ha cobrado nada. Vuelve a intentarlo más tarde.",
    ca: "No s'ha cobrat res. Torna-ho a provar més tard.",
  },
  checkoutFailed: {
    en: "Checkout couldn't start",
    es: "No se ha podido iniciar la compra",
    ca: "No s'ha pogut iniciar la compra",
  },

  // An order: the success page and the library
  orderLoading: { en: "Loading your order…", es: "Cargando tu pedido…", ca: "S'està carregant la teva comanda…" },
  orderError: {
    en: "Your order couldn't load",
    es: "No se ha podido cargar tu pedido",
    ca: "No s'ha pogut carregar la teva comanda",
  },
  orderNotFound: {
    en: "We couldn't find this order",
    es: "No encontramos este pedido",
    ca: "No trobem aquesta comanda",
  },
  orderNotFoundText: {
    en: "It isn't one of this account's orders. Every order you have placed is in your library.",
    es: "No es uno de los pedidos de esta cuenta. Todos los pedidos que has hecho están en tu biblioteca.",
    ca: "No és cap de les comandes d'aquest compte. Totes les comandes que has fet són a la teva biblioteca.",
  },
  goToLibrary: { en: "Go to my library", es: "Ir a mi biblioteca", ca: "Ves a la meva biblioteca" },
  orderSignInHeading: {
    en: "Sign in to see your order",
    es: "Inicia sesión para ver tu pedido",
    ca: "Inicia la sessió per veure la teva comanda",
  },
  orderSignInText: {
    en: "Your order and its downloads are in your account. Sign in with the account you paid with.",
    es: "Tu pedido y sus descargas están en tu cuenta. Inicia sesión con la cuenta con la que pagaste.",
    ca: "La teva comanda i les seves descàrregues són al teu compte. Inicia la sessió amb el compte amb què vas pagar.",
  },
  confirmingHeading: {
    en: "Confirming your payment",
    es: "Estamos confirmando tu pago",
    ca: "Estem confirmant el teu pagament",
  },
  confirmingStatus: {
    en: "Confirming your payment…",
    es: "Confirmando tu pago…",
    ca: "S'està confirmant el teu pagament…",
  },
  confirmingText: {
    en: "This usually takes a few seconds. Your downloads appear here as soon as it's done.",
    es: "Suele tardar unos segundos. Tus descargas aparecerán aquí en cuanto termine.",
    ca: "Sol trigar uns segons. Les teves descàrregues apareixeran aquí tan bon punt acabi.",
  },
  confirmingSlow: {
    en: "Your payment is taking longer than usual to confirm. The order will appear in your library as soon as it is, and your receipt will arrive by email.",
    es: "La confirmación de tu pago está tardando más de lo habitual. El pedido aparecerá en tu biblioteca en cuanto se confirme, y recibirás el recibo por correo.",
    ca: "La confirmació del teu pagament està trigant més del que és habitual. La comanda apareixerà a la teva biblioteca tan bon punt es confirmi, i rebràs el rebut per correu.",
  },
  checkAgain: { en: "Check again", es: "Comprobar de nuevo", ca: "Torna-ho a comprovar" },
  paymentConfirmed: { en: "Payment confirmed.", es: "Pago confirmado.", ca: "Pagament confirmat." },
  paidHeading: { en: "Thank you for your order!", es: "¡Gracias por tu pedido!", ca: "Gràcies per la teva comanda!" },
  paidText: {
    en: "Your payment went through and your files are ready to download.",
    es: "Tu pago se ha completado y tus archivos ya se pueden descargar.",
    ca: "El teu pagament s'ha completat i els teus fitxers ja es poden baixar.",
  },
  receiptNote: {
    en: "A receipt with download links is on its way to {email}. Its links work for {days} days; your library always has fresh ones.",
    es: "Te hemos enviado un recibo con enlaces de descarga a {email}. Sus enlaces funcionan durante {days} días; tu biblioteca siempre tiene enlaces nuevos.",
    ca: "T'hem enviat un rebut amb enllaços de descàrrega a {email}. Els seus enllaços funcionen durant {days} dies; la teva biblioteca sempre en té de nous.",
  },
  orderReference: { en: "Order reference", es: "Referencia del pedido", ca: "Referència de la comanda" },
  orderDate: { en: "Date", es: "Fecha", ca: "Data" },
  orderTitle: { en: "Order {reference}", es: "Pedido {reference}", ca: "Comanda {reference}" },
  placedOn: { en: "Placed on {date}", es: "Realizado el {date}", ca: "Feta el {date}" },
  orderItems: { en: "What you bought", es: "Lo que has comprado", ca: "El que has comprat" },
  orderDownloads: { en: "Your downloads", es: "Tus descargas", ca: "Les teves descàrregues" },
  download: { en: "Download", es: "Descargar", ca: "Baixa" },
  /** Read after "Download": which file. */
  downloadWhat: { en: "{label} of {title}", es: "{label} de {title}", ca: "{label} de {title}" },
  noDownloadsLeft: {
    en: "No downloads left. Contact us if you need this file again.",
    es: "No te quedan descargas. Escríbenos si necesitas este archivo otra vez.",
    ca: "No et queden descàrregues. Escriu-nos si necessites aquest fitxer una altra vegada.",
  },
  contactUs: { en: "Contact us", es: "Escríbenos", ca: "Escriu-nos" },
  noFiles: {
    en: "This order has no files to download.",
    es: "Este pedido no tiene archivos para descargar.",
    ca: "Aquesta comanda no té fitxers per baixar.",
  },
  failedHeading: {
    en: "Your payment didn't go through",
    es: "Tu pago no se ha completado",
    ca: "El teu pagament no s'ha completat",
  },
  failedText: {
    en: "Nothing was charged. Everything is still in your cart, so you can try again.",
    es: "No se ha cobrado nada. Todo sigue en tu carrito, así que puedes volver a intentarlo.",
    ca: "No s'ha cobrat res. Tot continua a la teva cistella, així que ho pots tornar a provar.",
  },
  backToCart: { en: "Back to your cart", es: "Volver al carrito", ca: "Torna a la cistella" },
  refundedHeading: {
    en: "This order was refunded",
    es: "Este pedido se ha reembolsado",
    ca: "Aquesta comanda s'ha reemborsat",
  },
  refundedText: {
    en: "The payment was refunded, so this order's downloads are closed.",
    es: "El pago se ha reembolsado, así que las descargas de este pedido están cerradas.",
    ca: "El pagament s'ha reemborsat, així que les descàrregues d'aquesta comanda estan tancades.",
  },
  "status.pending": { en: "Awaiting payment", es: "Pendiente de pago", ca: "Pendent de pagament" },
  "status.paid": { en: "Paid", es: "Pagado", ca: "Pagada" },
  "status.failed": { en: "Payment failed", es: "Pago fallido", ca: "Pagament fallit" },
  "status.refunded": { en: "Refunded", es: "Reembolsado", ca: "Reemborsada" },
  libraryPending: {
    en: "We're still confirming this payment. Its downloads appear here once it's done.",
    es: "Todavía estamos confirmando este pago. Sus descargas aparecerán aquí cuando termine.",
    ca: "Encara estem confirmant aquest pagament. Les seves descàrregues apareixeran aquí quan acabi.",
  },
  libraryFailed: {
    en: "The payment didn't go through. Nothing was charged.",
    es: "El pago no se completó. No se ha cobrado nada.",
    ca: "El pagament no es va completar. No s'ha cobrat res.",
  },
  libraryLoading: {
    en: "Loading your library…",
    es: "Cargando tu biblioteca…",
    ca: "S'està carregant la teva biblioteca…",
  },
  libraryError: {
    en: "Your library couldn't load",
    es: "No se ha podido cargar tu biblioteca",
    ca: "No s'ha pogut carregar la teva biblioteca",
  },
  libraryEmpty: { en: "No purchases yet", es: "Todavía no has comprado nada", ca: "Encara no has comprat res" },
  libraryEmptyText: {
    en: "Everything you buy in La Bodega is kept here, ready to download whenever you need it.",
    es: "Todo lo que compres en La Bodega se guarda aquí, listo para descargar cuando lo necesites.",
    ca: "Tot el que compris a La Bodega es desa aquí, a punt per baixar quan ho necessitis.",
  },
} as const satisfies Record<string, Label>;

export type ShopLabel = keyof typeof SHOP_LABELS;

export const SHOP_PLURALS = {
  productsShown: {
    en: { one: "Showing {{count}} product", other: "Showing {{count}} products" },
    es: { one: "Se muestra {{count}} producto", other: "Se muestran {{count}} productos" },
    ca: { one: "Es mostra {{count}} producte", other: "Es mostren {{count}} productes" },
  },
  /** Read after a category's name: "Music, 5 products". */
  products: {
    en: { one: "{{count}} product", other: "{{count}} products" },
    es: { one: "{{count}} producto", other: "{{count}} productos" },
    ca: { one: "{{count}} producte", other: "{{count}} productes" },
  },
  includes: {
    en: { one: "Includes {{count}} item", other: "Includes {{count}} items" },
    es: { one: "Incluye {{count}} producto", other: "Incluye {{count}} productos" },
    ca: { one: "Inclou {{count}} producte", other: "Inclou {{count}} productes" },
  },
  downloadsLeft: {
    en: { one: "{{count}} download left", other: "{{count}} downloads left" },
    es: { one: "Te queda {{count}} descarga", other: "Te quedan {{count}} descargas" },
    ca: { one: "Et queda {{count}} descàrrega", other: "Et queden {{count}} descàrregues" },
  },
  /** How long to wait before checking out again (from the API's Retry-After). */
  waitMinutes: {
    en: { one: "Please wait {{count}} minute and try again.", other: "Please wait {{count}} minutes and try again." },
    es: {
      one: "Espera {{count}} minuto y vuelve a intentarlo.",
      other: "Espera {{count}} minutos y vuelve a intentarlo.",
    },
    ca: { one: "Espera {{count}} minut i torna-ho a provar.", other: "Espera {{count}} minuts i torna-ho a provar." },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;
