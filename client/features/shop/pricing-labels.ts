/**
 * Pay what you want and discount codes in the cart (decision 048), in every language,
 * read with `useLabels(PRICING_LABELS)`. Each error the Worker answers has its own message.
 */
import type { Localized } from "#content/types";
import type { PricingErrorCode } from "#worker/contract/pricing-fields";

type Label = Required<Localized>;

export const PRICING_LABELS = {
  amountLabel: { en: "Your price (€)", es: "Tu precio (€)", ca: "El teu preu (€)" },
  amountHint: {
    en: "Pay what you want: at least {min}, suggested {suggested}.",
    es: "Paga lo que quieras: como mínimo {min}; sugerido {suggested}.",
    ca: "Paga el que vulguis: com a mínim {min}; suggerit {suggested}.",
  },
  amountFree: {
    en: "Free, or pay what you want (suggested {suggested}).",
    es: "Gratis, o paga lo que quieras (sugerido {suggested}).",
    ca: "Gratuït, o paga el que vulguis (suggerit {suggested}).",
  },
  amountSaved: { en: "Price updated", es: "Precio actualizado", ca: "Preu actualitzat" },
  codeLabel: { en: "Discount code", es: "Código de descuento", ca: "Codi de descompte" },
  codeApply: { en: "Apply", es: "Aplicar", ca: "Aplica" },
  codeRemove: { en: "Remove code", es: "Quitar el código", ca: "Treu el codi" },
  codeApplied: {
    en: "Code {code} applied: {amount} off.",
    es: "Código {code} aplicado: {amount} de descuento.",
    ca: "Codi {code} aplicat: {amount} de descompte.",
  },
  discount: { en: "Discount ({code})", es: "Descuento ({code})", ca: "Descompte ({code})" },
  subtotal: { en: "Subtotal", es: "Subtotal", ca: "Subtotal" },
  failed: {
    en: "That couldn't be checked. Please try again.",
    es: "No se ha podido comprobar. Inténtalo de nuevo.",
    ca: "No s'ha pogut comprovar. Torna-ho a provar.",
  },
  amount_invalid: {
    en: "Write an amount in euros, such as 5 or 5.50.",
    es: "Escribe un importe en euros, como 5 o 5,50.",
    ca: "Escriu un import en euros, com ara 5 o 5,50.",
  },
  amount_below_minimum: {
    en: "That is less than the minimum for this product.",
    es: "Es menos que el mínimo de este producto.",
    ca: "És menys que el mínim d'aquest producte.",
  },
  amount_above_maximum: {
    en: "That is more than can be paid for one product (€500).",
    es: "Es más de lo que se puede pagar por un producto (500 €).",
    ca: "És més del que es pot pagar per un producte (500 €).",
  },
  code_invalid: {
    en: "There is no such discount code.",
    es: "Ese código de descuento no existe.",
    ca: "Aquest codi de descompte no existeix.",
  },
  code_expired: {
    en: "This discount code has expired.",
    es: "Este código de descuento ha caducado.",
    ca: "Aquest codi de descompte ha caducat.",
  },
  code_not_yet_valid: {
    en: "This discount code can't be used yet.",
    es: "Este código de descuento todavía no se puede usar.",
    ca: "Aquest codi de descompte encara no es pot fer servir.",
  },
  code_used_up: {
    en: "This discount code has been used as many times as it can be.",
    es: "Este código de descuento ya se ha usado todas las veces posibles.",
    ca: "Aquest codi de descompte ja s'ha fet servir totes les vegades possibles.",
  },
  code_already_used: {
    en: "You have already used this discount code.",
    es: "Ya has usado este código de descuento.",
    ca: "Ja has fet servir aquest codi de descompte.",
  },
  code_not_for_these_products: {
    en: "This discount code is not for anything in your cart.",
    es: "Este código de descuento no sirve para nada de tu carrito.",
    ca: "Aquest codi de descompte no serveix per a res de la teva cistella.",
  },
  total_below_minimum_charge: {
    en: "A paid order must come to at least €0.50 (or be free).",
    es: "Un pedido de pago debe sumar al menos 0,50 € (o ser gratuito).",
    ca: "Una comanda de pagament ha de sumar almenys 0,50 € (o ser gratuïta).",
  },
} satisfies Record<string, Label> & Record<PricingErrorCode, Label>;

export type PricingLabel = keyof typeof PRICING_LABELS;
