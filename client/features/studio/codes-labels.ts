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
  products: {
    en: "Only these products (slugs, comma-separated; empty: all)",
    es: "Solo estos productos (slugs separados por comas; vacío: todos)",
    ca: "Només aquests productes (slugs separats per comes; buit: tots)",
  },
  startsAt: { en: "Valid from", es: "Válido desde", ca: "Vàlid des de" },
  endsAt: { en: "Valid until", es: "Válido hasta", ca: "Vàlid fins a" },
  maxUses: {
    en: "Uses in all (empty: no limit)",
    es: "Usos en total (vacío: sin límite)",
    ca: "Usos en total (buit: sense límit)",
  },
  create: { en: "Create the code", es: "Crear el código", ca: "Crear el codi" },
  created: { en: "Code created", es: "Código creado", ca: "Codi creat" },
  uses: { en: "Uses", es: "Usos", ca: "Usos" },
  state: { en: "State", es: "Estado", ca: "Estat" },
  active: { en: "Active", es: "Activo", ca: "Actiu" },
  disabled: { en: "Turned off", es: "Desactivado", ca: "Desactivat" },
  all: { en: "All products", es: "Todos los productos", ca: "Tots els productes" },
  turnOff: { en: "Turn off", es: "Desactivar", ca: "Desactivar" },
  turnOn: { en: "Turn on", es: "Activar", ca: "Activar" },
  confirmOff: {
    en: "Type {code} to turn it off: no new checkout can use it (orders that hold it keep it).",
    es: "Escribe {code} para desactivarlo: ninguna compra nueva podrá usarlo (los pedidos que ya lo tienen lo conservan).",
    ca: "Escriu {code} per desactivar-lo: cap compra nova no el podrà fer servir (les comandes que ja el tenen el conserven).",
  },
  cancel: { en: "Cancel", es: "Cancelar", ca: "Cancel·lar" },
  more: { en: "Show more", es: "Mostrar más", ca: "Mostrar-ne més" },
  none: { en: "No codes yet.", es: "Todavía no hay códigos.", ca: "Encara no hi ha codis." },
  failed: {
    en: "That didn't work. Check the fields and try again.",
    es: "No ha funcionado. Revisa los campos e inténtalo de nuevo.",
    ca: "No ha funcionat. Revisa els camps i torna-ho a provar.",
  },
} satisfies Record<string, Label>;
