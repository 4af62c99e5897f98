import type { Locale } from "../contract/locales";

/** The local test provider's payment page (worker/payments/local-payment-page.ts), in en, es and ca. */
export const LOCAL_PAYMENT_COPY = {
  en: {
    title: "Test payment",
    note: "Local test provider: no card, no money. Pay marks the order paid as Stripe's webhook would.",
    pay: "Pay",
    cancel: "Cancel",
    done: "This payment is already",
    country: "Billing country",
    taxId: "VAT number (businesses, optional)",
    taxIdHint:
      "An EU business's VAT number: VAT is reverse-charged only when the register confirms it. The local check confirms only these test numbers:",
    taxIdInvalid: "This is not an EU VAT number. Check it, or leave it empty to buy as a consumer.",
  },
  es: {
    title: "Pago de prueba",
    note: "Proveedor de prueba local: sin tarjeta ni dinero. Pagar marca el pedido como pagado, como haría el webhook de Stripe.",
    pay: "Pagar",
    cancel: "Cancelar",
    done: "Este pago ya está",
    country: "País de facturación",
    taxId: "NIF-IVA (empresas, opcional)",
    taxIdHint:
      "El número de IVA de una empresa de la UE: solo se aplica la inversión del sujeto pasivo si el registro lo confirma. La comprobación local solo confirma estos números de prueba:",
    taxIdInvalid: "No es un número de IVA de la UE. Revísalo, o déjalo vacío para comprar como particular.",
  },
  ca: {
    title: "Pagament de prova",
    note: "Proveïdor de prova local: sense targeta ni diners. Pagar marca la comanda com a pagada, com faria el webhook de Stripe.",
    pay: "Paga",
    cancel: "Cancel·la",
    done: "Aquest pagament ja està",
    country: "País de facturació",
    taxId: "NIF-IVA (empreses, opcional)",
    taxIdHint:
      "El número d'IVA d'una empresa de la UE: només s'aplica la inversió del subjecte passiu si el registre el confirma. La comprovació local només confirma aquests números de prova:",
    taxIdInvalid: "No és un número d'IVA de la UE. Revisa'l, o deixa'l buit per comprar com a particular.",
  },
} as const satisfies Record<Locale, unknown>;
