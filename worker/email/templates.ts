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
  /**
   * Links the reader follows one by one (a receipt's downloads, its invoice): a button each in
   * the HTML, never a bare address; `label: address` lines in the plain text.
   */
  links?: { intro?: string; items: Array<{ label: string; url: string }> };
  /** A call to action: label and absolute URL. */
  action?: { label: string; url: string };
  /** Label/value rows (what the sender submitted). */
  details?: Array<[string, string]>;
  /** A document that goes with the details (a receipt's invoice): a plain button under them. */
  document?: { label: string; url: string };
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

/**
 * The mail's colours, fixed on every box and text: a mail app in dark mode that inverts only
 * what has no colour of its own would otherwise leave dark text on a darkened page.
 */
const INK = "#1c1917";
const MUTED = "#5b4636";
const PAPER = "#faf7f2";
const WINE = "#7b1e3a";
const FONT = "Georgia,'Times New Roman',serif";

/** A button that holds in the major mail clients: a link filling a coloured cell of a table. */
function button(label: string, url: string, tone: "primary" | "secondary" = "primary"): string {
  const [background, color, border] = tone === "primary" ? [WINE, "#ffffff", WINE] : ["#ffffff", WINE, WINE];
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;margin:0 0 12px"><tr><td bgcolor="${background}" style="border-radius:6px;background:${background};border:1px solid ${border}"><a href="${e(url)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px">${e(label)}</a></td></tr></table>`;
}

/**
 * Lays out one email (exported for the emails of features with their own module): a table
 * layout with inline styles that reads from 320 px to 600 px in the major clients, a viewport
 * so phone apps don't shrink it, colours set everywhere, and its plain-text twin.
 */
export function render(locale: Locale, rawSubject: string, block: Block): RenderedEmail {
  // A second guard behind the form schemas: a subject is one line.
  const subject = rawSubject.replace(/\s+/g, " ").trim();
  const text = [
    ...block.paragraphs,
    ...(block.sanitised ? [block.sanitised.text] : []),
    ...(block.links?.items.length
      ? [
          [
            ...(block.links.intro ? [block.links.intro] : []),
            ...block.links.items.map((l) => `${l.label}:\n${l.url}`),
          ].join("\n\n"),
        ]
      : []),
    ...(block.details?.length ? [block.details.map(([k, v]) => `${k}: ${v}`).join("\n")] : []),
    ...(block.document ? [`${block.document.label}:\n${block.document.url}`] : []),
    ...(block.action ? [`${block.action.label}:\n${block.action.url}`] : []),
    `— ${SITE_PROFILE.name}`,
    ...(block.footer?.length || block.footerLink ? ["--", ...(block.footer ?? [])] : []),
    ...(block.footerLink ? [`${block.footerLink.label}: ${block.footerLink.url}`] : []),
  ].join("\n\n");

  const p = (s: string, style = "") =>
    `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};${style}">${e(s).replace(/\n/g, "<br>")}</p>`;
  const links = block.links?.items.length
    ? `${block.links.intro ? p(block.links.intro) : ""}${block.links.items.map((l) => button(l.label, l.url, "secondary")).join("")}<div style="height:12px;line-height:12px;font-size:12px">&nbsp;</div>`
    : "";
  // Label above value: two columns would squeeze a long title into a sliver on a phone.
  const details = block.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 0;border-top:1px solid #e5ddd3;font-family:${FONT};font-size:16px;line-height:22px;color:${INK};word-break:break-word"><span style="display:block;font-size:13px;line-height:18px;color:${MUTED}">${e(k)}</span>${e(v).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  // No bare address under the button: a signed link is hundreds of characters, and a client
  // that shows no HTML reads the plain-text part, which has it.
  const action = block.action
    ? `<div style="height:8px;line-height:8px;font-size:8px">&nbsp;</div>${button(block.action.label, block.action.url)}`
    : "";
  const footerLink = block.footerLink
    ? `<p style="margin:0 0 12px;font-family:${FONT};font-size:13px;line-height:18px"><a href="${e(block.footerLink.url)}" style="color:${WINE}">${e(block.footerLink.label)}</a></p>`
    : "";
  const small = (s: string) => p(s, `font-size:13px;line-height:18px;color:${MUTED}`);
  const footer =
    block.footer?.length || block.footerLink
      ? `<div style="border-top:1px solid #e5ddd3;margin:24px 0 0;padding:16px 0 0">${(block.footer ?? []).map(small).join("")}${footerLink}</div>`
      : "";
  // What the inbox shows beside the subject: the first paragraph, not the first link.
  const preheader = block.paragraphs[0] ?? block.sanitised?.text.split("\n").find((line) => line.trim()) ?? "";
  const document = block.document ? button(block.document.label, block.document.url, "secondary") : "";
  const body = `${block.paragraphs.map((s) => p(s)).join("")}${block.sanitised?.html ?? ""}${links}${details}${document}${action}${p(`— ${SITE_PROFILE.name}`, "margin:24px 0 0")}${footer}`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${e(subject)}</title><style>@media (max-width:600px){.sheet{padding:24px 18px !important}.frame{padding:12px 8px !important}}</style></head><body style="margin:0;padding:0;background:${PAPER};color:${INK};-webkit-text-size-adjust:100%"><div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${e(preheader)}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="background:${PAPER}"><tr><td class="frame" align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px"><tr><td class="sheet" style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK}">${body}</td></tr></table></td></tr></table></body></html>`;
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

  return render(locale, c.subject(data.reference), {
    paragraphs: [
      c.hello,
      ...(data.gift ? [GIFT_EMAIL_COPY[locale].receiptNote(data.gift.recipientName, data.gift.day)] : []),
      ...(data.claim ? [guest.receiptNote(data.claim.validDays)] : []),
    ],
    // Each download as a button: a signed address is far too long to read.
    links: { intro: c.downloads(data.validDays), items: data.downloads },
    ...(data.invoice ? { document: data.invoice } : {}),
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
