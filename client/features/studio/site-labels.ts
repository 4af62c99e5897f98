import type { Localized } from "#content/types";

/** The studio's Site section: the construction notice's switch and the launch check. */
export const SITE_LABELS = {
  intro: {
    en: "What the whole site shows: the construction notice, and before going live, everything a visitor would see that is still a stand-in or can't be right.",
    es: "Lo que muestra todo el sitio: el aviso de obras y, antes de publicar, todo lo que un visitante vería que aún es provisional o no puede estar bien.",
    ca: "El que mostra tot el lloc: l'avís d'obres i, abans de publicar, tot el que un visitant veuria que encara és provisional o no pot estar bé.",
  },
  noticeHeading: { en: "Construction notice", es: "Aviso de obras", ca: "Avís d'obres" },
  noticeIntro: {
    en: "A notice that the site is still being finished, with a way to contact you: 30 s into a first visit, 2 s into a visit after a week away, and again a day after it was last shown. Switch it off once the site is finished; it holds at once, for every visitor's next notice.",
    es: "Un aviso de que el sitio aún se está terminando, con una forma de contactarte: a los 30 s de una primera visita, a los 2 s de una visita tras una semana fuera y otra vez un día después de la última vez. Desactívalo cuando el sitio esté terminado; vale al momento, para el siguiente aviso de cada visitante.",
    ca: "Un avís que el lloc encara s'està acabant, amb una manera de contactar-te: als 30 s d'una primera visita, als 2 s d'una visita després d'una setmana fora i un altre cop un dia després de l'última vegada. Desactiva'l quan el lloc estigui acabat; val a l'instant, per al següent avís de cada visitant.",
  },
  noticeSwitch: {
    en: "Show the construction notice",
    es: "Mostrar el aviso de obras",
    ca: "Mostra l'avís d'obres",
  },
  noticeTurnedOn: {
    en: "The construction notice is on again.",
    es: "El aviso de obras vuelve a estar activado.",
    ca: "L'avís d'obres torna a estar activat.",
  },
  noticeTurnedOff: {
    en: "The construction notice is off: no visitor sees it from now on.",
    es: "El aviso de obras está desactivado: ningún visitante lo verá a partir de ahora.",
    ca: "L'avís d'obres està desactivat: cap visitant no el veurà a partir d'ara.",
  },
  noticeChanged: {
    en: "Last changed by {who}, {when}.",
    es: "Último cambio de {who}, {when}.",
    ca: "Últim canvi de {who}, {when}.",
  },
  noticeDefault: {
    en: "On since the site began, as it is by default.",
    es: "Activado desde que empezó el sitio, como viene por defecto.",
    ca: "Activat des que va començar el lloc, com ve per defecte.",
  },
  changeFailed: {
    en: "The change wasn't saved. Try again.",
    es: "El cambio no se ha guardado. Vuelve a intentarlo.",
    ca: "El canvi no s'ha desat. Torna-ho a provar.",
  },
  checkHeading: { en: "Launch check", es: "Revisión antes de publicar", ca: "Revisió abans de publicar" },
  checkIntro: {
    en: "Everything a visitor would see that is still a stand-in or can't be right: files, facts against their files, links, translations and production settings. The command npm run launch-check lists the same for a local copy of the site.",
    es: "Todo lo que un visitante vería que aún es provisional o no puede estar bien: archivos, datos frente a sus archivos, enlaces, traducciones y ajustes de producción. La orden npm run launch-check da la misma lista de una copia local del sitio.",
    ca: "Tot el que un visitant veuria que encara és provisional o no pot estar bé: fitxers, dades davant dels seus fitxers, enllaços, traduccions i ajustos de producció. L'ordre npm run launch-check dona la mateixa llista d'una còpia local del lloc.",
  },
  checkAgain: { en: "Check again", es: "Volver a revisar", ca: "Torna a revisar" },
  checking: { en: "Checking...", es: "Revisando...", ca: "S'està revisant..." },
  checkedAt: { en: "Checked {when}.", es: "Revisado {when}.", ca: "Revisat {when}." },
  checkFailed: {
    en: "The check couldn't run. Try again.",
    es: "La revisión no ha podido hacerse. Vuelve a intentarlo.",
    ca: "La revisió no s'ha pogut fer. Torna-ho a provar.",
  },
  allClear: {
    en: "Nothing left: every file is real, every fact matches its file, every link has its service's shape, every product is in three languages and every setting is production's.",
    es: "No queda nada: cada archivo es el real, cada dato cuadra con su archivo, cada enlace tiene la forma de su servicio, cada producto está en tres idiomas y cada ajuste es el de producción.",
    ca: "No queda res: cada fitxer és el real, cada dada quadra amb el seu fitxer, cada enllaç té la forma del seu servei, cada producte és en tres llengües i cada ajust és el de producció.",
  },
  areaNone: { en: "Nothing here.", es: "Nada aquí.", ca: "Res aquí." },
  "area.files": { en: "Files", es: "Archivos", ca: "Fitxers" },
  "area.facts": { en: "Facts against their files", es: "Datos frente a sus archivos", ca: "Dades davant dels fitxers" },
  "area.links": { en: "Outbound links", es: "Enlaces externos", ca: "Enllaços externs" },
  "area.translations": { en: "Translations", es: "Traducciones", ca: "Traduccions" },
  "area.settings": { en: "Production settings", es: "Ajustes de producción", ca: "Ajustos de producció" },
  areaCount: { en: "{area} ({n})", es: "{area} ({n})", ca: "{area} ({n})" },
  openProduct: { en: "Open the product", es: "Abrir el producto", ca: "Obre el producte" },
  "fileReason.recorded": {
    en: "{product}: its {file} is the seed's generated stand-in.",
    es: "{product}: su {file} es el provisional generado con los datos de ejemplo.",
    ca: "{product}: el seu {file} és el provisional generat amb les dades d'exemple.",
  },
  "fileReason.marked": {
    en: "{product}: its {file} was uploaded marked as a stand-in.",
    es: "{product}: su {file} se subió marcado como provisional.",
    ca: "{product}: el seu {file} es va pujar marcat com a provisional.",
  },
  "fileReason.missing": {
    en: "{product}: its {file} is not in the bucket, so a buyer would get nothing.",
    es: "{product}: su {file} no está en el almacenamiento, así que un comprador no recibiría nada.",
    ca: "{product}: el seu {file} no és a l'emmagatzematge, així que un comprador no rebria res.",
  },
  standInArtwork: {
    en: "Press kit: {file} is the seed's illustration, not the real artwork.",
    es: "Kit de prensa: {file} es la ilustración de ejemplo, no la imagen real.",
    ca: "Kit de premsa: {file} és la il·lustració d'exemple, no la imatge real.",
  },
  heavySample: {
    en: "{product}: the listening sample “{title}” is {size} for {seconds} s, uncompressed: an MP3 or AAC a tenth of the size plays as well on mobile data.",
    es: "{product}: el fragmento «{title}» ocupa {size} para {seconds} s, sin comprimir: un MP3 o AAC de una décima parte suena igual con datos móviles.",
    ca: "{product}: el fragment «{title}» ocupa {size} per a {seconds} s, sense comprimir: un MP3 o AAC d'una desena part sona igual amb dades mòbils.",
  },
  cvMissing: {
    en: "The CV in {language} is not in the bucket: whoever asks for it gets an error.",
    es: "El currículum en {language} no está en el almacenamiento: quien lo pida recibirá un error.",
    ca: "El currículum en {language} no és a l'emmagatzematge: qui el demani rebrà un error.",
  },
  cvGenerated: {
    en: "The CV in {language} is the one generated from the site's Career content, not your own.",
    es: "El currículum en {language} es el generado con el contenido de Trayectoria del sitio, no el tuyo.",
    ca: "El currículum en {language} és el generat amb el contingut de Trajectòria del lloc, no el teu.",
  },
  downloadMissing: {
    en: "{key} is not in the bucket: whoever asks for it gets an error.",
    es: "{key} no está en el almacenamiento: quien lo pida recibirá un error.",
    ca: "{key} no és a l'emmagatzematge: qui el demani rebrà un error.",
  },
  downloadGenerated: {
    en: "{key} is the seed's generated stand-in.",
    es: "{key} es el provisional generado con los datos de ejemplo.",
    ca: "{key} és el provisional generat amb les dades d'exemple.",
  },
  "seconds.facts": {
    en: "{product}: its {file}'s recorded length is {stated}, but the file lasts {found}.",
    es: "{product}: la duración anotada de su {file} es {stated}, pero el archivo dura {found}.",
    ca: "{product}: la durada anotada del seu {file} és {stated}, però el fitxer dura {found}.",
  },
  "seconds.text": {
    en: "{product}: the {language} text says {stated}, but its {file} lasts {found}.",
    es: "{product}: el texto en {language} dice {stated}, pero su {file} dura {found}.",
    ca: "{product}: el text en {language} diu {stated}, però el seu {file} dura {found}.",
  },
  "words.facts": {
    en: "{product}: its {file}'s recorded word count is {stated}, more than a file its size can hold (at most {found}).",
    es: "{product}: el recuento de palabras anotado de su {file} es {stated}, más de lo que cabe en un archivo de su tamaño (como mucho {found}).",
    ca: "{product}: el recompte de paraules anotat del seu {file} és {stated}, més del que hi cap en un fitxer de la seva mida (com a màxim {found}).",
  },
  "words.text": {
    en: "{product}: the {language} text says {stated} words, more than its {file} can hold (at most {found}).",
    es: "{product}: el texto en {language} dice {stated} palabras, más de lo que cabe en su {file} (como mucho {found}).",
    ca: "{product}: el text en {language} diu {stated} paraules, més del que hi cap al seu {file} (com a màxim {found}).",
  },
  "link.shape": {
    en: "{service}: {url} can't be a page of {service}. It is written in {where}.",
    es: "{service}: {url} no puede ser una página de {service}. Está escrito en {where}.",
    ca: "{service}: {url} no pot ser una pàgina de {service}. És escrit a {where}.",
  },
  "link.search": {
    en: "{service}: {url} leads to a search for your name, not to your own page. It is written in {where}.",
    es: "{service}: {url} lleva a una búsqueda de tu nombre, no a tu propia página. Está escrito en {where}.",
    ca: "{service}: {url} porta a una cerca del teu nom, no a la teva pròpia pàgina. És escrit a {where}.",
  },
  "link.not_https": {
    en: "{service}: {url} is not an https address. It is written in {where}.",
    es: "{service}: {url} no es una dirección https. Está escrito en {where}.",
    ca: "{service}: {url} no és una adreça https. És escrit a {where}.",
  },
  translationAll: {
    en: "{product} has no texts in {language}.",
    es: "{product} no tiene textos en {language}.",
    ca: "{product} no té textos en {language}.",
  },
  translationFields: {
    en: "{product} in {language}: {fields} left empty.",
    es: "{product} en {language}: {fields} sin rellenar.",
    ca: "{product} en {language}: {fields} sense omplir.",
  },
  "field.title": { en: "title", es: "título", ca: "títol" },
  "field.subtitle": { en: "subtitle", es: "subtítulo", ca: "subtítol" },
  "field.description": { en: "description", es: "descripción", ca: "descripció" },
  "field.synopsis": { en: "synopsis", es: "sinopsis", ca: "sinopsi" },
  "field.behindTheStory": { en: "behind the story", es: "detrás de la historia", ca: "darrere de la història" },
  "field.coverAlt": { en: "cover description", es: "descripción de la cubierta", ca: "descripció de la coberta" },
  "language.en": { en: "English", es: "inglés", ca: "anglès" },
  "language.es": { en: "Spanish", es: "castellano", ca: "castellà" },
  "language.ca": { en: "Catalan", es: "catalán", ca: "català" },
  "setting.not_production": {
    en: "The site runs as development: ENVIRONMENT is not production.",
    es: "El sitio funciona como desarrollo: ENVIRONMENT no es production.",
    ca: "El lloc funciona com a desenvolupament: ENVIRONMENT no és production.",
  },
  "setting.site_url": {
    en: "SITE_URL is not the site's public https address.",
    es: "SITE_URL no es la dirección https pública del sitio.",
    ca: "SITE_URL no és l'adreça https pública del lloc.",
  },
  "setting.email": {
    en: "No RESEND_API_KEY: mail goes to the local mailbox, not to people.",
    es: "Sin RESEND_API_KEY: el correo va al buzón local, no a las personas.",
    ca: "Sense RESEND_API_KEY: el correu va a la bústia local, no a les persones.",
  },
  "setting.turnstile": {
    en: "Turnstile runs on its test keys: the forms don't stop bots.",
    es: "Turnstile funciona con sus claves de prueba: los formularios no frenan a los bots.",
    ca: "Turnstile funciona amb les claus de prova: els formularis no aturen els bots.",
  },
  "setting.stripe": {
    en: "No Stripe keys: checkout is the local test checkout, and nobody can pay.",
    es: "Sin claves de Stripe: el pago es el de prueba local y nadie puede pagar.",
    ca: "Sense claus de Stripe: el pagament és el de prova local i ningú no pot pagar.",
  },
  "setting.stripe_test": {
    en: "Stripe runs on a test key: no payment is real.",
    es: "Stripe funciona con una clave de prueba: ningún pago es real.",
    ca: "Stripe funciona amb una clau de prova: cap pagament no és real.",
  },
  "setting.seller": {
    en: "SELLER_NAME, SELLER_TAX_ID and SELLER_ADDRESS are unset: invoices name the local test seller.",
    es: "SELLER_NAME, SELLER_TAX_ID y SELLER_ADDRESS no están definidos: las facturas nombran al vendedor de prueba local.",
    ca: "SELLER_NAME, SELLER_TAX_ID i SELLER_ADDRESS no estan definits: les factures anomenen el venedor de prova local.",
  },
  "setting.studio_admins": {
    en: "STUDIO_ADMINS is unset or names the local test author.",
    es: "STUDIO_ADMINS no está definido o nombra al autor de prueba local.",
    ca: "STUDIO_ADMINS no està definit o anomena l'autor de prova local.",
  },
  "setting.vat_numbers": {
    en: "VAT numbers are checked by the local stand-in, not by the EU's VIES.",
    es: "Los NIF-IVA los comprueba el sustituto local, no el VIES de la UE.",
    ca: "Els NIF-IVA els comprova el substitut local, no el VIES de la UE.",
  },
} satisfies Record<string, Localized>;
