import type { Locale } from "../contract/locales";

/** The local test provider's payment page (worker/payments/local-payment-page.ts), in en, es and ca. */
export const LOCAL_PAYMENT_COPY = {
  en: {
    title: "Test payment",
    note: "Local test provider: no card, no money. Pay marks the order paid as Stripe's webhook would.",
    pay: "Pay",
    cancel: "Cancel",
    done: "This payment is already",
  },
  es: {
    title: "Pago de prueba",
    note: "Proveedor de prueba local: sin tarjeta ni dinero. Pagar marca el pedido como pagado, como haría el webhook de Stripe.",
    pay: "Pagar",
    cancel: "Cancelar",
    done: "Este pago ya está",
  },
  ca: {
    title: "Pagament de prova",
    note: "Proveïdor de prova local: sense targeta ni diners. Pagar marca la comanda com a pagada, com faria el webhook de Stripe.",
    pay: "Paga",
    cancel: "Cancel·la",
    done: "Aquest pagament ja està",
  },
} as const satisfies Record<Locale, unknown>;
