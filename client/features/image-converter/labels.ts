/**
 * The image converter's interface texts, in every language. Placeholders are written `{name}`
 * and plurals `{{count}}`; components read them with `useLabels(CONVERTER_LABELS, CONVERTER_PLURALS)`.
 */
import type { Localized } from "#content/types";
import type { Locale } from "#worker/contract/locales";
import { numberFormat } from "#worker/contract/intl-formats";
import type { PluralForms } from "../../lib/plural-label";

type Label = Required<Localized>;

export const CONVERTER_LABELS = {
  privacyTitle: {
    en: "Nothing leaves your device",
    es: "Nada sale de tu dispositivo",
    ca: "Res no surt del teu dispositiu",
  },
  privacyText: {
    en: "Your images are converted here, in this browser. They are never uploaded, and this page sends no image anywhere.",
    es: "Tus imágenes se convierten aquí, en este navegador. Nunca se suben, y esta página no envía ninguna imagen a ninguna parte.",
    ca: "Les teves imatges es converteixen aquí, en aquest navegador. Mai no es pugen, i aquesta pàgina no envia cap imatge enlloc.",
  },
  // Adding images
  dropTitle: { en: "Add images", es: "Añade imágenes", ca: "Afegeix imatges" },
  dropHint: {
    en: "Drop images here, paste them, or choose them from your device. JPEG, PNG, WebP, GIF (first frame), AVIF and HEIC where your browser reads them; up to {size} each.",
    es: "Suelta aquí las imágenes, pégalas o elígelas en tu dispositivo. JPEG, PNG, WebP, GIF (primer fotograma), AVIF y HEIC si tu navegador los lee; hasta {size} cada una.",
    ca: "Deixa anar aquí les imatges, enganxa-les o tria-les al teu dispositiu. JPEG, PNG, WebP, GIF (primer fotograma), AVIF i HEIC si el navegador els llegeix; fins a {size} cadascuna.",
  },
  choose: { en: "Choose images", es: "Elegir imágenes", ca: "Triar imatges" },
  dropNow: { en: "Drop to convert", es: "Suelta para convertir", ca: "Deixa anar per convertir" },
  // Settings
  settingsTitle: { en: "Settings", es: "Ajustes", ca: "Configuració" },
  settingsSaved: {
    en: "Remembered in this browser for your next visit.",
    es: "Se recuerdan en este navegador para tu próxima visita.",
    ca: "Es recorden en aquest navegador per a la teva propera visita.",
  },
  format: { en: "Output format", es: "Formato de salida", ca: "Format de sortida" },
  formatWebp: {
    en: "WebP (smallest, for the web)",
    es: "WebP (el más ligero, para la web)",
    ca: "WebP (el més lleuger, per al web)",
  },
  formatJpeg: {
    en: "JPEG (works everywhere)",
    es: "JPEG (funciona en todas partes)",
    ca: "JPEG (funciona a tot arreu)",
  },
  formatPng: { en: "PNG (lossless)", es: "PNG (sin pérdida)", ca: "PNG (sense pèrdua)" },
  formatAvif: { en: "AVIF (smaller still)", es: "AVIF (aún más ligero)", ca: "AVIF (encara més lleuger)" },
  formatUnavailable: {
    en: "This browser can't create {format} files.",
    es: "Este navegador no puede crear archivos {format}.",
    ca: "Aquest navegador no pot crear fitxers {format}.",
  },
  quality: { en: "Quality", es: "Calidad", ca: "Qualitat" },
  qualityHint: {
    en: "Lower means smaller files; 85% keeps photos looking right.",
    es: "Menos calidad, archivos más ligeros; con un 85 % las fotos se ven bien.",
    ca: "Menys qualitat, fitxers més lleugers; amb un 85 % les fotos es veuen bé.",
  },
  qualityLossless: {
    en: "PNG is lossless: quality doesn't apply.",
    es: "PNG no tiene pérdida: la calidad no se aplica.",
    ca: "PNG no té pèrdua: la qualitat no s'aplica.",
  },
  maxWidth: { en: "Maximum width (px)", es: "Ancho máximo (px)", ca: "Amplada màxima (px)" },
  maxHeight: { en: "Maximum height (px)", es: "Alto máximo (px)", ca: "Alçada màxima (px)" },
  sizeHint: {
    en: "Images keep their proportions and are never enlarged.",
    es: "Las imágenes conservan sus proporciones y nunca se amplían.",
    ca: "Les imatges conserven les proporcions i mai no s'amplien.",
  },
  orientation: {
    en: "Turn photos upright (camera orientation)",
    es: "Enderezar las fotos (orientación de la cámara)",
    ca: "Adreçar les fotos (orientació de la càmera)",
  },
  stripMetadata: {
    en: "Remove metadata (location, camera, date)",
    es: "Quitar los metadatos (ubicación, cámara, fecha)",
    ca: "Treure les metadades (ubicació, càmera, data)",
  },
  stripMetadataHint: {
    en: "Recommended for privacy. When off, JPEG results made from JPEG photos keep them; other formats never carry them.",
    es: "Recomendado por privacidad. Si lo desactivas, los JPEG hechos a partir de fotos JPEG los conservan; los demás formatos nunca los llevan.",
    ca: "Recomanat per privadesa. Si ho desactives, els JPEG fets a partir de fotos JPEG les conserven; els altres formats no les porten mai.",
  },
  renamePattern: { en: "File names", es: "Nombres de archivo", ca: "Noms de fitxer" },
  renameHint: {
    en: "Use {name} (original name), {n} (number), {width}, {height} and {format}. Example: {example}",
    es: "Usa {name} (nombre original), {n} (número), {width}, {height} y {format}. Ejemplo: {example}",
    ca: "Fes servir {name} (nom original), {n} (número), {width}, {height} i {format}. Exemple: {example}",
  },
  resetSettings: {
    en: "Back to the defaults",
    es: "Volver a los valores por defecto",
    ca: "Tornar als valors per defecte",
  },
  // The batch
  batchTitle: { en: "Your images", es: "Tus imágenes", ca: "Les teves imatges" },
  totalProgress: { en: "Conversion progress", es: "Progreso de la conversión", ca: "Progrés de la conversió" },
  savedTotal: {
    en: "{before} → {after}, {percent} smaller",
    es: "{before} → {after}, un {percent} menos",
    ca: "{before} → {after}, un {percent} menys",
  },
  grewTotal: {
    en: "{before} → {after}, {percent} larger",
    es: "{before} → {after}, un {percent} más",
    ca: "{before} → {after}, un {percent} més",
  },
  downloadAll: { en: "Download all (ZIP)", es: "Descargar todo (ZIP)", ca: "Baixar-ho tot (ZIP)" },
  preparingZip: { en: "Preparing the ZIP…", es: "Preparando el ZIP…", ca: "Preparant el ZIP…" },
  zipName: { en: "converted-images", es: "imagenes-convertidas", ca: "imatges-convertides" },
  cancelAll: { en: "Cancel all", es: "Cancelar todo", ca: "Cancel·lar-ho tot" },
  convertAgain: {
    en: "Convert again with these settings",
    es: "Convertir de nuevo con estos ajustes",
    ca: "Tornar a convertir amb aquesta configuració",
  },
  clear: { en: "Clear the list", es: "Vaciar la lista", ca: "Buidar la llista" },
  // One file
  statusQueued: { en: "Waiting", es: "En espera", ca: "En espera" },
  statusDecoding: { en: "Reading", es: "Leyendo", ca: "Llegint" },
  statusResizing: { en: "Resizing", es: "Redimensionando", ca: "Redimensionant" },
  statusEncoding: { en: "Converting", es: "Convirtiendo", ca: "Convertint" },
  statusDone: { en: "Done", es: "Hecho", ca: "Fet" },
  statusCancelled: { en: "Cancelled", es: "Cancelada", ca: "Cancel·lada" },
  fileProgress: { en: "Progress of {name}", es: "Progreso de {name}", ca: "Progrés de {name}" },
  resultSaved: { en: "{size}, {percent} smaller", es: "{size}, un {percent} menos", ca: "{size}, un {percent} menys" },
  resultGrew: { en: "{size}, {percent} larger", es: "{size}, un {percent} más", ca: "{size}, un {percent} més" },
  download: { en: "Download", es: "Descargar", ca: "Baixar" },
  downloadFile: { en: "Download {name}", es: "Descargar {name}", ca: "Baixar {name}" },
  compare: { en: "Compare", es: "Comparar", ca: "Comparar" },
  compareFile: {
    en: "Compare {name} before and after",
    es: "Comparar {name} antes y después",
    ca: "Comparar {name} abans i després",
  },
  before: { en: "Before", es: "Antes", ca: "Abans" },
  after: { en: "After", es: "Después", ca: "Després" },
  compareSlider: {
    en: "Before and after divider",
    es: "Separador entre antes y después",
    ca: "Separador entre abans i després",
  },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·lar" },
  cancelFile: { en: "Cancel {name}", es: "Cancelar {name}", ca: "Cancel·lar {name}" },
  remove: { en: "Remove", es: "Quitar", ca: "Treure" },
  removeFile: { en: "Remove {name}", es: "Quitar {name}", ca: "Treure {name}" },
  thumbnailAlt: { en: "Preview of {name}", es: "Vista previa de {name}", ca: "Previsualització de {name}" },
  // Why a file was refused or failed
  tooLarge: {
    en: "Larger than {size}: not converted.",
    es: "Pesa más de {size}: no se convierte.",
    ca: "Pesa més de {size}: no es converteix.",
  },
  empty: { en: "The file is empty.", es: "El archivo está vacío.", ca: "El fitxer és buit." },
  notImage: { en: "Not an image.", es: "No es una imagen.", ca: "No és una imatge." },
  unsupported: {
    en: "An image of a kind this tool can't convert (for example SVG or RAW).",
    es: "Un tipo de imagen que esta herramienta no puede convertir (por ejemplo SVG o RAW).",
    ca: "Un tipus d'imatge que aquesta eina no pot convertir (per exemple SVG o RAW).",
  },
  undecodable: {
    en: "This browser can't read this image (damaged, or a format such as HEIC it doesn't open).",
    es: "Este navegador no puede leer esta imagen (dañada, o en un formato como HEIC que no abre).",
    ca: "Aquest navegador no pot llegir aquesta imatge (malmesa, o en un format com HEIC que no obre).",
  },
  tooManyPixels: {
    en: "Too many pixels to convert safely (over 100 megapixels).",
    es: "Demasiados píxeles para convertirla con seguridad (más de 100 megapíxeles).",
    ca: "Massa píxels per convertir-la amb seguretat (més de 100 megapíxels).",
  },
  encoderUnsupported: {
    en: "This browser can't create that format; choose another.",
    es: "Este navegador no puede crear ese formato; elige otro.",
    ca: "Aquest navegador no pot crear aquest format; tria'n un altre.",
  },
  failed: {
    en: "The conversion failed. Try again.",
    es: "La conversión ha fallado. Vuelve a intentarlo.",
    ca: "La conversió ha fallat. Torna-ho a provar.",
  },
  batchFull: {
    en: "Not added: a batch holds {count} images. Clear the list to add more.",
    es: "No añadida: una tanda admite {count} imágenes. Vacía la lista para añadir más.",
    ca: "No afegida: una tanda admet {count} imatges. Buida la llista per afegir-ne més.",
  },
} as const satisfies Record<string, Label>;

export type ConverterLabel = keyof typeof CONVERTER_LABELS;

export const CONVERTER_PLURALS = {
  /** The batch's line while it works. */
  converting: {
    en: { one: "Converting {{count}} image…", other: "Converting {{count}} images…" },
    es: { one: "Convirtiendo {{count}} imagen…", other: "Convirtiendo {{count}} imágenes…" },
    ca: { one: "Convertint {{count}} imatge…", other: "Convertint {{count}} imatges…" },
  },
  converted: {
    en: { one: "{{count}} image converted.", other: "{{count}} images converted." },
    es: { one: "{{count}} imagen convertida.", other: "{{count}} imágenes convertidas." },
    ca: { one: "{{count}} imatge convertida.", other: "{{count}} imatges convertides." },
  },
  notConverted: {
    en: { one: "{{count}} could not be converted.", other: "{{count}} could not be converted." },
    es: { one: "{{count}} no se ha podido convertir.", other: "{{count}} no se han podido convertir." },
    ca: { one: "{{count}} no s'ha pogut convertir.", other: "{{count}} no s'han pogut convertir." },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;

/** How much smaller (or larger) a result is, as the labels put it: "75 %" for 0.75 or -0.75. */
export function savingPercent(saving: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(Math.abs(saving));
}
