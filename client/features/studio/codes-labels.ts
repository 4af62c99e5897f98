/** The studio's discount codes words (decision 048), in every language. */
import type { Localized } from "#content/types";

type Label = Required<Localized>;

export const CODES_LABELS = {
  intro: {
    en: "Codes readers type in the cart: a percent or an amount off, for everything or chosen products, within dates and up to a number of uses. Each reader can use a code once.",
    es: "Códigos que se escriben en el carrito: un porcentaje o un importe de descuento, para todo o para productos elegidos, entre fechas y hasta un número de usos. Cada lector puede usar un código una vez.",
    ca: "Codis que s'escriuen a la cistella: un percentatge o un import de descompte, per a tot o per a productes triats, entre dates i fins a un nombre d'usos. Cada lector pot fer servir un codi un cop.",
  },
  newCode: { en: "New code", es: "Nuevo código", ca: "Codi nou" },
  code: { en: "Code", es: "Código", ca: "Codi" },
  kind: { en: "Discount", es: "Descuento", ca: "Descompte" },
  "kind.percent": { en: "Percent off", es: "Porcentaje", ca: "Percentatge" },
  "kind.amount": { en: "Amount off (€)", es: "Importe (€)", ca: "Import (€)" },
  value: { en: "Value", es: "Valor", ca: "Valor" },
  products: { en: "For which products", es: "Para qué productos", ca: "Per a quins productes" },
  everyProduct: { en: "Every product", es: "Todos los productos", ca: "Tots els productes" },
  chosenProducts: {
    en: "Only the products I choose",
    es: "Solo los productos que elija",
    ca: "Només els productes que triï",
  },
  findProduct: { en: "Find a product", es: "Buscar un producto", ca: "Cerca un producte" },
  productsChosen: { en: "{n} chosen", es: "{n} elegidos", ca: "{n} triats" },
  loadingProducts: {
    en: "Loading the products...",
    es: "Cargando los productos...",
    ca: "S'estan carregant els productes...",
  },
  noProductFound: { en: "No product matches.", es: "Ningún producto coincide.", ca: "Cap producte no coincideix." },
  "error.code_invalid": {
    en: "Letters, numbers and dashes only.",
    es: "Solo letras, números y guiones.",
    ca: "Només lletres, números i guions.",
  },
  "error.code_too_short": {
    en: "At least 3 characters.",
    es: "Al menos 3 caracteres.",
    ca: "Com a mínim 3 caràcters.",
  },
  "error.code_too_long": {
    en: "That code is too long.",
    es: "El código es demasiado largo.",
    ca: "El codi és massa llarg.",
  },
  "error.code_taken": {
    en: "Another code is spelled the same.",
    es: "Ya hay otro código escrito igual.",
    ca: "Ja hi ha un altre codi escrit igual.",
  },
  "error.value_invalid": {
    en: "Give a whole percent from 1 to 100, or an amount such as 2.50.",
    es: "Indica un porcentaje entero de 1 a 100, o un importe como 2,50.",
    ca: "Indica un percentatge enter d'1 a 100, o un import com 2,50.",
  },
  "error.percent_too_high": { en: "At most 100%.", es: "Como mucho el 100%.", ca: "Com a màxim el 100%." },
  "error.product_unknown": {
    en: "One of the products no longer exists.",
    es: "Uno de los productos ya no existe.",
    ca: "Un dels productes ja no existeix.",
  },
  "error.products_invalid": {
    en: "Choose products from the list.",
    es: "Elige productos de la lista.",
    ca: "Tria productes de la llista.",
  },
  "error.products_too_many": {
    en: "Too many products for one code.",
    es: "Demasiados productos para un código.",
    ca: "Massa productes per a un codi.",
  },
  "error.starts_invalid": { en: "Not a date and time.", es: "No es una fecha y hora.", ca: "No és una data i hora." },
  "error.ends_invalid": { en: "Not a date and time.", es: "No es una fecha y hora.", ca: "No és una data i hora." },
  "error.window_reversed": {
    en: "It ends before it starts.",
    es: "Termina antes de empezar.",
    ca: "Acaba abans de començar.",
  },
  "error.max_uses_invalid": {
    en: "A whole number of uses, from 1.",
    es: "Un número entero de usos, desde 1.",
    ca: "Un nombre enter d'usos, des d'1.",
  },
  "error.other": {
    en: "This isn't valid.",
    es: "Esto no es válido.",
    ca: "Això no és vàlid.",
  },
  startsAt: { en: "Valid from", es: "Válido desde", ca: "Vàlid des de" },
  endsAt: { en: "Valid until", es: "Válido hasta", ca: "Vàlid fins a" },
  maxUses: {
    en: "Uses in all (empty: no limit)",
    es: "Usos en total (vacío: sin límite)",
    ca: "Usos en total (buit: sense límit)",
  },
  create: { en: "Create the code", es: "Crear el código", ca: "Crea el codi" },
  created: { en: "Code created", es: "Código creado", ca: "Codi creat" },
  uses: { en: "Uses", es: "Usos", ca: "Usos" },
  state: { en: "State", es: "Estado", ca: "Estat" },
  active: { en: "Active", es: "Activo", ca: "Actiu" },
  disabled: { en: "Turned off", es: "Desactivado", ca: "Desactivat" },
  all: { en: "All products", es: "Todos los productos", ca: "Tots els productes" },
  turnOff: { en: "Turn off", es: "Desactivar", ca: "Desactiva" },
  turnOn: { en: "Turn on", es: "Activar", ca: "Activa" },
  confirmOff: {
    en: "Type {code} to turn it off: no new checkout can use it (orders that hold it keep it).",
    es: "Escribe {code} para desactivarlo: ninguna compra nueva podrá usarlo (los pedidos que ya lo tienen lo conservan).",
    ca: "Escriu {code} per desactivar-lo: cap compra nova no el podrà fer servir (les comandes que ja el tenen el conserven).",
  },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·la" },
  more: { en: "Show more", es: "Mostrar más", ca: "Mostrar-ne més" },
  none: { en: "No codes yet.", es: "Todavía no hay códigos.", ca: "Encara no hi ha codis." },
  failed: {
    en: "That didn't work. Check the fields and try again.",
    es: "No ha funcionado. Revisa los campos e inténtalo de nuevo.",
    ca: "No ha funcionat. Revisa els camps i torna-ho a provar.",
  },
} satisfies Record<string, Label>;
