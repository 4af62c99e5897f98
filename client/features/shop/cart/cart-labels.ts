/**
 * The cart's own labels (its toasts), in every language, read with `useLabels(CART_LABELS)`.
 */
import type { Localized } from "#content/types";

type Label = Required<Localized>;

export const CART_LABELS = {
  added: { en: "Added to your cart", es: "Añadido a tu carrito", ca: "Afegit a la teva cistella" },
  notPurchasable: {
    en: "This product can't be bought right now.",
    es: "Este producto no se puede comprar ahora mismo.",
    ca: "Aquest producte no es pot comprar ara mateix.",
  },
  cartFull: {
    en: "Your cart is full. Check out or remove something first.",
    es: "Tu carrito está lleno. Finaliza la compra o quita algo primero.",
    ca: "La teva cistella és plena. Finalitza la compra o treu-ne alguna cosa primer.",
  },
  alreadyOwned: {
    en: "You already own this: it's in your library.",
    es: "Ya es tuyo: está en tu biblioteca.",
    ca: "Ja és teu: és a la teva biblioteca.",
  },
  bundleNoSaving: {
    en: "The bundle no longer costs less than what it would replace, so your cart was left as it was.",
    es: "El pack ya no cuesta menos que lo que sustituiría, así que tu carrito sigue igual.",
    ca: "El pack ja no costa menys que el que substituiria, així que la teva cistella continua igual.",
  },
  tooFast: {
    en: "Too many changes at once. Please wait a moment and try again.",
    es: "Demasiados cambios seguidos. Espera un momento y vuelve a intentarlo.",
    ca: "Massa canvis seguits. Espera un moment i torna-ho a provar.",
  },
  failed: {
    en: "Your cart couldn't be updated. Please try again.",
    es: "No se ha podido actualizar tu carrito. Inténtalo de nuevo.",
    ca: "No s'ha pogut actualitzar la teva cistella. Torna-ho a provar.",
  },
} satisfies Record<string, Label>;

export type CartLabel = keyof typeof CART_LABELS;
