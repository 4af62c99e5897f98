import type { Locale } from "../contract/locales";
import { SITE_PROFILE } from "../contract/site-profile";
import { cutToLength } from "../contract/secure-input";
import {
  ACCOUNT_EMAIL_COPY,
  GIFT_EMAIL_COPY,
  GUEST_EMAIL_COPY,
  LEAD_EMAIL_COPY,
  RECEIPT_EMAIL_COPY,
  REFUND_EMAIL_COPY,
} from "../copy/emails";
import { escapeHtml as e } from "../contract/html-escape";

/**
 * The Worker's emails in en, es and ca (in the reader's language), each as plain text and
 * simple, inline-styled HTML. Everything a visitor typed is escaped in the HTML part. The words
 * are in worker/copy/emails.ts.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Block {
  /** Plain paragraphs, already in the right language. */
  paragraphs: string[];
  /** A call to action: label and absolute URL. */
  action?: { label: string; url: string };
  /** Label/value rows (what the sender submitted). */
  details?: Array<[string, string]>;
  /** Small print under a rule. */
  footer?: string[];
  /** A link in the small print (unsubscribe). */
  footerLink?: { label: string; url: string };
  /**
   * HTML the caller has already sanitised (a broadcast's body, services/broadcast-content.ts),
   * with its plain-text twin: placed after the paragraphs as it is, not escaped.
   */
  sanitised?: { html: string; text: string };
}

/** Lays out one email; exported for the emails of features with their own module (release-notice-emails.ts). */
export function render(locale: Locale, rawSubject: string, block: Block): RenderedEmail {
  // A second guard behind the form schemas: a subject is one line.
  const subject = rawSubject.replace(/\s+/g, " ").trim();
  const text = [
    ...block.paragraphs,
    ...(block.sanitised ? [block.sanitised.text] : []),
    ...(block.details?.length ? [block.details.map(([k, v]) => `${k}: ${v}`).join("\n")] : []),
    ...(block.action ? [`${block.action.label}:\n${block.action.url}`] : []),
    `— ${SITE_PROFILE.name}`,
    ...(block.footer?.length || block.footerLink ? ["--", ...(block.footer ?? [])] : []),
    ...(block.footerLink ? [`${block.footerLink.label}: ${block.footerLink.url}`] : []),
  ].join("\n\n");

  const p = (s: string) => `<p style="margin:0 0 16px">${e(s).replace(/\n/g, "<br>")}</p>`;
  const details = block.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.details
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;color:#5b4636;white-space:nowrap">${e(k)}</th><td style="padding:6px 0;white-space:pre-wrap">${e(v)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${e(block.action.url)}" style="background:#7b1e3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(block.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5b4636;word-break:break-all">${e(block.action.url)}</p>`
    : "";
  const footerLink = block.footerLink
    ? `<p style="margin:0 0 16px"><a href="${e(block.footerLink.url)}" style="color:#7b1e3a">${e(block.footerLink.label)}</a></p>`
    : "";
  const footer =
    block.footer?.length || block.footerLink
      ? `<hr style="border:none;border-top:1px solid #e5ddd3;margin:24px 0"><div style="font-size:12px;color:#6b5a4c">${(block.footer ?? []).map(p).join("")}${footerLink}</div>`
      : "";
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body style="margin:0;padding:24px;background:#faf7f2;color:#1c1917;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">${block.paragraphs.map(p).join("")}${block.sanitised?.html ?? ""}${details}${action}<p style="margin:24px 0 0">— ${e(SITE_PROFILE.name)}</p>${footer}</div></body></html>`;
  return { subject, text, html };
}

export type AccountEmailKind = keyof (typeof ACCOUNT_EMAIL_COPY)["en"];

/**
 * Account emails (better-auth's links), in the reader's language: confirm a new account, reset
 * the password, approve an email change (to the old address), confirm the new address.
 */
export function accountEmail(
  kind: AccountEmailKind,
  locale: Locale,
  data: { name: string; url: string; newEmail?: string },
): RenderedEmail {
  const c = ACCOUNT_EMAIL_COPY[locale][kind];
  return render(locale, c.subject, {
    paragraphs: [c.hello(data.name), typeof c.body === "function" ? c.body(data.newEmail ?? "") : c.body],
    action: { label: c.action, url: data.url },
    footer: [c.ignore],
  });
}

export interface ContactEmailData {
  form: "contact" | "resume";
  fullName: string;
  email: string;
  subject: string;
  message: string;
  reasonLabel?: string | null;
  company?: string | null;
  stayUpdated: boolean;
  locale: Locale;
  receivedAt: Date;
}

/** To the author, reply-to the sender. */
export function contactNotificationEmail(data: ContactEmailData): RenderedEmail {
  const c = LEAD_EMAIL_COPY[data.locale].notification;
  const l = c.labels;
  const details: Array<[string, string]> = [
    [l.name, data.fullName],
    [l.email, data.email],
    [l.subject, data.subject],
    ...(data.reasonLabel ? [[l.reason, data.reasonLabel] as [string, string]] : []),
    ...(data.company ? [[l.company, data.company] as [string, string]] : []),
    [l.message, data.message],
    ...(data.form === "contact" ? [[l.updates, data.stayUpdated ? c.yes : c.no] as [string, string]] : []),
    [l.language, data.locale],
    [l.received, data.receivedAt.toISOString()],
  ];
  const subject = data.form === "resume" ? c.resumeSubject(data.fullName) : c.subject(data.subject, data.fullName);
  return render(data.locale, subject, { paragraphs: [c.intro(data.fullName)], details });
}

/** To the sender: received, answer within 24 hours (the contact promise), with the resume link if asked. */
export function contactConfirmationEmail(
  data: ContactEmailData,
  resume?: { url: string; validDays: number },
): RenderedEmail {
  const c = LEAD_EMAIL_COPY[data.locale].confirmation;
  const l = LEAD_EMAIL_COPY[data.locale].notification.labels;
  return render(data.locale, data.form === "resume" ? c.resumeSubject : c.subject, {
    paragraphs: [
      c.hello(data.fullName),
      resume ? c.resumeBody : c.body,
      ...(resume ? [c.linkNote(resume.validDays)] : []),
      c.copy,
    ],
    // Only the start of the message: the copy goes to whatever address was typed in.
    details: [
      [l.subject, data.subject],
      [
        l.message,
        cutToLength(data.message, 300) === data.message ? data.message : `${cutToLength(data.message, 300).trimEnd()}…`,
      ],
    ],
    ...(resume ? { action: { label: c.resumeAction, url: resume.url } } : {}),
    footer: [c.footer],
  });
}

export function newsletterConfirmationEmail(locale: Locale, confirmUrl: string): RenderedEmail {
  const c = LEAD_EMAIL_COPY[locale].newsletterConfirm;
  return render(locale, c.subject, {
    paragraphs: [c.body],
    action: { label: c.action, url: confirmUrl },
    footer: [c.ignore],
  });
}

export function newsletterWelcomeEmail(locale: Locale, unsubscribeUrl: string): RenderedEmail {
  const c = LEAD_EMAIL_COPY[locale].newsletterWelcome;
  return render(locale, c.subject, {
    paragraphs: [c.body],
    footer: [c.footer],
    footerLink: { label: c.unsubscribe, url: unsubscribeUrl },
  });
}

/**
 * A newsletter issue: the author's sanitised body, then the small print with the unsubscribe
 * link, in the broadcast's language.
 */
export function newsletterBroadcastEmail(
  locale: Locale,
  data: { subject: string; html: string; text: string; unsubscribeUrl: string },
): RenderedEmail {
  const c = LEAD_EMAIL_COPY[locale].newsletterBroadcast;
  return render(locale, data.subject, {
    paragraphs: [],
    sanitised: { html: data.html, text: data.text },
    footer: [c.footer(SITE_PROFILE.name)],
    footerLink: { label: c.unsubscribe, url: data.unsubscribeUrl },
  });
}

export function excerptDownloadEmail(
  locale: Locale,
  data: { fullName: string; bookTitle: string; url: string; validDays: number },
): RenderedEmail {
  const c = LEAD_EMAIL_COPY[locale].excerpt;
  return render(locale, c.subject(data.bookTitle), {
    paragraphs: [c.hello(data.fullName), c.body(data.bookTitle), c.linkNote(data.validDays)],
    action: { label: c.action, url: data.url },
  });
}

export interface ReceiptData {
  /** A short order reference shown to the buyer. */
  reference: string;
  items: Array<{ title: string; price: string }>;
  /** A discount code's line: the code and what it took off, as written (decision 048). */
  discount?: { code: string; amount: string };
  total: string;
  downloads: Array<{ label: string; url: string }>;
  libraryUrl: string;
  validDays: number;
  /** The VAT inside the total, per rate (prices are tax-inclusive), already worded. */
  vat?: Array<[string, string]>;
  /** The invoice's page, with its PDF. */
  invoice?: { label: string; url: string };
  /** A guest's order: the magic link that claims it into a library. */
  claim?: { url: string; validDays: number };
  /** A gift's order: to whom, and the day their mail goes (already formatted). */
  gift?: { recipientName: string; day: string };
}

/** The receipt of a paid order, in the buyer's language, with signed download links. */
export function orderReceiptEmail(locale: Locale, data: ReceiptData): RenderedEmail {
  const c = RECEIPT_EMAIL_COPY[locale];
  const guest = GUEST_EMAIL_COPY[locale];
  const files = data.downloads.length
    ? [c.downloads(data.validDays), ...data.downloads.map((d) => `${d.label}:\n${d.url}`)]
    : [];
  return render(locale, c.subject(data.reference), {
    paragraphs: [
      c.hello,
      ...(data.gift ? [GIFT_EMAIL_COPY[locale].receiptNote(data.gift.recipientName, data.gift.day)] : []),
      ...files,
      ...(data.claim ? [guest.receiptNote(data.claim.validDays)] : []),
      ...(data.invoice ? [`${data.invoice.label}:\n${data.invoice.url}`] : []),
    ],
    details: [
      ...data.items.map((item): [string, string] => [item.title, item.price]),
      ...(data.discount ? [[c.discount(data.discount.code), data.discount.amount] as [string, string]] : []),
      [c.total, data.total],
      ...(data.vat ?? []),
    ],
    action: data.claim
      ? { label: guest.receiptAction, url: data.claim.url }
      : { label: c.library, url: data.libraryUrl },
    footer: [c.footer],
  });
}

export interface RefundMailData {
  reference: string;
  /** The refunded lines with their prices (none for an amount refunded alone). */
  items: Array<{ title: string; price: string }>;
  amount: string;
  /** The whole order is refunded now. */
  whole: boolean;
  libraryUrl: string;
}

/** A refund's notice, in the buyer's language. */
export function orderRefundEmail(locale: Locale, data: RefundMailData): RenderedEmail {
  const c = REFUND_EMAIL_COPY[locale];
  return render(locale, c.subject(data.reference), {
    paragraphs: [data.whole ? c.whole(data.amount) : c.part(data.amount), c.timing],
    details: [...data.items.map((item): [string, string] => [item.title, item.price]), [c.refunded, data.amount]],
    ...(data.whole ? {} : { action: { label: c.library, url: data.libraryUrl } }),
    footer: [c.footer],
  });
}

/** The magic link that claims an address's guest orders into an account. */
export function guestClaimEmail(locale: Locale, data: { url: string; validDays: number }): RenderedEmail {
  const c = GUEST_EMAIL_COPY[locale];
  return render(locale, c.claimSubject, {
    paragraphs: [c.claimHello, c.claimBody(data.validDays)],
    action: { label: c.receiptAction, url: data.url },
    footer: [c.claimIgnore],
  });
}

/** A gift's mail to its recipient, in the language the buyer chose. */
export function giftEmail(
  locale: Locale,
  data: { recipientName: string; fromName: string; title: string; message: string; url: string },
): RenderedEmail {
  const c = GIFT_EMAIL_COPY[locale];
  return render(locale, c.subject(data.fromName, data.title), {
    paragraphs: [c.hello(data.recipientName), c.body(data.fromName, data.title), c.howTo],
    ...(data.message ? { details: [[c.messageLabel, data.message]] } : {}),
    action: { label: c.action, url: data.url },
  });
}
