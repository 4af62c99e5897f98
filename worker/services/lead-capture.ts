import { and, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppConfig } from "../config";
import {
  CONTACT_REASON_LABELS,
  EXCERPTS,
  excerptFileName,
  contactSubject,
  type ContactRequest,
  type ExcerptId,
} from "../contract/lead-capture";
import { isLocale, localizePath, type Locale } from "../contract/locales";
import { CURRENT_NEWSLETTER_CONSENT, type NewsletterSource } from "../contract/newsletter-consent";
import { RATE_LIMITS } from "../contract/rate-limits";
import { SITE_PROFILE } from "../contract/site-profile";
import type { Db } from "../db/client";
import { contactMessages, excerptLeads, newsletterSubscribers } from "../db/schema";
import { enqueueEmail, type QueuedEmail } from "../email/outbox";
import {
  contactConfirmationEmail,
  contactNotificationEmail,
  excerptDownloadEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  type ContactEmailData,
} from "../email/templates";
import { consumeRateLimit } from "./rate-limit";
import { ok, refuse, type Result } from "./result";
import { signToken, verifyToken } from "./signed-token";

/** What lead capture needs, handed in by the route (services never see Hono). */
export interface LeadContext {
  db: Db;
  config: AppConfig;
  /** Absolute origin for links in emails. */
  origin: string;
  now: number;
}

/** How long links stay valid: the browser's own download, and the copy sent by email. */
export const BROWSER_LINK_SECONDS = 15 * 60;
export const EMAIL_LINK_DAYS = 7;
const NEWSLETTER_CONFIRM_DAYS = 7;

async function mayMailVisitor(ctx: LeadContext, email: string): Promise<boolean> {
  const result = await consumeRateLimit(ctx.db, `visitor_mail:${normaliseEmail(email)}`, RATE_LIMITS.visitor_mail);
  return result.allowed;
}

export const TOKEN_PURPOSES = {
  resume: "resume-download",
  excerpt: "excerpt-download",
  confirm: "newsletter-confirm",
  unsubscribe: "newsletter-unsubscribe",
} as const;

/** Why a link from an email is refused: it was tampered with or names nothing, or it is too old. */
export type LinkRefusal = "invalid" | "expired";

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Which resume file to serve for a language (R2 keys in the README's operator guide). */
export function resumeObject(locale: Locale) {
  const names: Record<Locale, string> = { en: "Resume", es: "Currículum", ca: "Currículum" };
  return { key: `resume/adria-vidal-resume-${locale}.pdf`, fileName: `${SITE_PROFILE.name} - ${names[locale]}.pdf` };
}

/** A file behind a download link: where it is in the bucket, and how the browser saves it. */
export interface DownloadFile {
  key: string;
  fileName: string;
  type: string;
}

/**
 * The file a download link (from a form's answer or an email) names, once its signature, expiry
 * and subject check out. A subject that names no file is as invalid as a forged link.
 */
export async function fileForDownloadLink(
  secret: string,
  kind: "resume" | "excerpt",
  token: string,
): Promise<Result<DownloadFile, LinkRefusal>> {
  const check = await verifyToken(secret, token, TOKEN_PURPOSES[kind]);
  if (!check.valid) return refuse(check.reason);
  if (kind === "resume") {
    if (!isLocale(check.subject)) return refuse("invalid");
    return ok({ ...resumeObject(check.subject), type: "application/pdf" });
  }
  // Own keys only: a subject such as "constructor" must not reach the prototype.
  const excerpt = Object.hasOwn(EXCERPTS, check.subject) ? EXCERPTS[check.subject as ExcerptId] : undefined;
  if (!excerpt) return refuse("invalid");
  return ok({ key: excerpt.objectKey, fileName: excerptFileName(excerpt.bookTitle), type: "application/epub+zip" });
}

export async function downloadUrl(
  ctx: LeadContext,
  kind: "resume" | "excerpt",
  subject: string,
  validSeconds: number,
  absolute = false,
): Promise<string> {
  const token = await signToken(ctx.config.signingSecret, {
    purpose: TOKEN_PURPOSES[kind],
    subject,
    expiresAt: seconds(ctx.now) + validSeconds,
  });
  return `${absolute ? ctx.origin : ""}/api/downloads/${kind}?token=${encodeURIComponent(token)}`;
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

interface SubscribeInput {
  email: string;
  locale: Locale;
  pageUrl: string | null;
  source: NewsletterSource;
}

/**
 * The statements that (re)start a double opt-in: the subscriber row with its consent record
 * and, unless the address is already confirmed or has had its share of mails today, the
 * confirmation email. Every case does the same work, so neither the answer nor its timing
 * tells the caller which case it was.
 *
 * Links carry the row's id, not the address (a URL ends up in logs and histories). A new
 * sign-up gives a pending row a new id, so only the newest confirmation link works.
 */
async function subscribeStatements(ctx: LeadContext, input: SubscribeInput) {
  const email = normaliseEmail(input.email);
  const [existing] = await ctx.db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));

  const subscriberId = crypto.randomUUID();
  const consent = {
    consentPageUrl: input.pageUrl,
    consentAt: ctx.now,
    consentLocale: input.locale,
    consentVersion: CURRENT_NEWSLETTER_CONSENT[input.source],
    locale: input.locale,
    source: input.source,
    updatedAt: ctx.now,
  };
  const allowed = await consumeRateLimit(
    ctx.db,
    `newsletter_confirmation_mail:${email}`,
    RATE_LIMITS.newsletter_confirmation_mail,
  );
  const mailing = allowed.allowed && existing?.status !== "confirmed";
  const upsert = ctx.db
    .insert(newsletterSubscribers)
    .values({ id: subscriberId, email, status: "pending", createdAt: ctx.now, ...consent })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // The id (the link's subject) changes only with a new link in the mail; otherwise a
      // sign-up over the daily mail cap would break the links already sent.
      set: { ...(mailing ? { id: sql`excluded.id` } : {}), status: "pending", unsubscribedAt: null, ...consent },
      // A confirmed subscriber who fills the form again stays confirmed, link and all.
      setWhere: ne(newsletterSubscribers.status, "confirmed"),
    });
  const token = await signToken(ctx.config.signingSecret, {
    purpose: TOKEN_PURPOSES.confirm,
    subject: subscriberId,
    expiresAt: seconds(ctx.now) + NEWSLETTER_CONFIRM_DAYS * 86_400,
  });
  const confirmUrl = `${ctx.origin}${localizePath("/newsletter/confirm", input.locale)}?token=${encodeURIComponent(token)}`;
  const id = crypto.randomUUID();
  const mail: QueuedEmail = {
    kind: "newsletter_confirmation",
    to: email,
    ...newsletterConfirmationEmail(input.locale, confirmUrl),
  };
  if (!mailing) return { statements: [upsert], outboxIds: [] };
  return { statements: [upsert, enqueueEmail(ctx.db, mail, ctx.now, id)], outboxIds: [id] };
}

type Statement = BatchItem<"sqlite">;
async function runBatch(db: Db, statements: Statement[]) {
  if (statements.length === 0) return;
  await db.batch(statements as [Statement, ...Statement[]]);
}

export interface ContactResult {
  id: string;
  outboxIds: string[];
  /** For the resume modal: where the browser downloads the file now. */
  download?: { url: string; fileName: string };
}

/**
 * Stores a contact or resume request and queues its emails (the author's notification,
 * reply-to the sender, and the sender's confirmation) in one D1 batch.
 */
export async function submitContactRequest(ctx: LeadContext, input: ContactRequest): Promise<ContactResult> {
  const id = crypto.randomUUID();
  const isHome = input.form === "contact";
  const subject = isHome ? contactSubject(input.reason, input.company) : input.subject;
  const data: ContactEmailData = {
    form: input.form,
    fullName: input.fullName,
    email: input.email,
    subject,
    message: input.message,
    reasonLabel: isHome ? CONTACT_REASON_LABELS[input.reason] : null,
    company: isHome ? input.company || null : null,
    stayUpdated: isHome ? input.stayUpdated : false,
    locale: input.locale,
    receivedAt: new Date(ctx.now),
  };

  const resume = isHome ? undefined : resumeObject(input.locale);
  const emailResumeUrl = resume
    ? await downloadUrl(ctx, "resume", input.locale, EMAIL_LINK_DAYS * 86_400, true)
    : undefined;

  const notificationId = crypto.randomUUID();
  const confirmationId = crypto.randomUUID();
  const statements: Statement[] = [
    ctx.db.insert(contactMessages).values({
      id,
      form: input.form,
      fullName: input.fullName,
      email: input.email,
      subject,
      message: input.message,
      reason: isHome ? input.reason : null,
      company: isHome ? input.company || null : null,
      stayUpdated: isHome ? input.stayUpdated : false,
      privacyAcceptedAt: isHome ? ctx.now : null,
      locale: input.locale,
      createdAt: ctx.now,
    }),
    enqueueEmail(
      ctx.db,
      {
        kind: "contact_notification",
        to: ctx.config.email.ownerAddress,
        replyTo: input.email,
        ...contactNotificationEmail(data),
      },
      ctx.now,
      notificationId,
    ),
  ];
  const outboxIds = [notificationId];
  if (await mayMailVisitor(ctx, input.email)) {
    statements.push(
      enqueueEmail(
        ctx.db,
        {
          kind: "contact_confirmation",
          to: input.email,
          ...contactConfirmationEmail(
            data,
            emailResumeUrl ? { url: emailResumeUrl, validDays: EMAIL_LINK_DAYS } : undefined,
          ),
        },
        ctx.now,
        confirmationId,
      ),
    );
    outboxIds.push(confirmationId);
  }

  if (isHome && input.stayUpdated) {
    const subscription = await subscribeStatements(ctx, {
      email: input.email,
      locale: input.locale,
      pageUrl: null,
      source: "contact_form",
    });
    statements.push(...subscription.statements);
    outboxIds.push(...subscription.outboxIds);
  }

  await runBatch(ctx.db, statements);
  return {
    id,
    outboxIds,
    ...(resume
      ? {
          download: {
            url: await downloadUrl(ctx, "resume", input.locale, BROWSER_LINK_SECONDS),
            fileName: resume.fileName,
          },
        }
      : {}),
  };
}

export async function subscribeToNewsletter(
  ctx: LeadContext,
  input: { email: string; locale: Locale; pageUrl?: string },
): Promise<{ outboxIds: string[] }> {
  const { statements, outboxIds } = await subscribeStatements(ctx, {
    email: input.email,
    locale: input.locale,
    pageUrl: input.pageUrl ?? null,
    source: "newsletter_form",
  });
  await runBatch(ctx.db, statements);
  return { outboxIds };
}

/**
 * Confirms a pending subscription and queues the welcome email, in one batch whose insert only
 * happens if the row was still pending (confirming twice sends one welcome).
 */
export async function confirmNewsletter(
  ctx: LeadContext,
  token: string,
): Promise<Result<{ status: "confirmed" | "already_confirmed"; outboxIds: string[] }, LinkRefusal>> {
  const check = await verifyToken(ctx.config.signingSecret, token, TOKEN_PURPOSES.confirm, seconds(ctx.now));
  if (!check.valid) return refuse(check.reason);
  const subscriberId = check.subject;
  const [row] = await ctx.db
    .select({
      status: newsletterSubscribers.status,
      locale: newsletterSubscribers.locale,
      email: newsletterSubscribers.email,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!row) return refuse("invalid");
  if (row.status === "confirmed") return ok({ status: "already_confirmed", outboxIds: [] });
  if (row.status === "unsubscribed") return refuse("invalid");

  const { email } = row;
  const locale = row.locale as Locale;
  const unsubscribe = await signToken(ctx.config.signingSecret, {
    purpose: TOKEN_PURPOSES.unsubscribe,
    subject: subscriberId,
  });
  const unsubscribeApi = `${ctx.origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`;
  const unsubscribePage = `${ctx.origin}${localizePath("/newsletter/unsubscribe", locale)}?token=${encodeURIComponent(unsubscribe)}`;
  const welcome = newsletterWelcomeEmail(locale, unsubscribePage);
  const id = crypto.randomUUID();
  const headers = JSON.stringify({
    // RFC 8058 one-click: mail clients POST to the https URL; the page link is for people.
    "List-Unsubscribe": `<${unsubscribeApi}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });

  // One D1 transaction: the welcome mail is inserted only while the row is still pending, then
  // the row is confirmed, so confirming twice (or twice at once) queues one welcome.
  const confirm = ctx.db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, "pending")))
    .toSQL();
  const d1 = ctx.db.$client;
  const [, confirmed] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
         SELECT ?, 'newsletter_welcome', ?, ?, ?, ?, ?, 'pending', 0, ?, ?
         WHERE EXISTS (SELECT 1 FROM newsletter_subscribers WHERE id = ? AND status = 'pending')`,
      )
      .bind(id, email, welcome.subject, welcome.text, welcome.html, headers, ctx.now, ctx.now, subscriberId),
    d1.prepare(confirm.sql).bind(...confirm.params),
  ]);
  // A concurrent confirm may have won between the read and the batch.
  if (!confirmed?.meta.changes) return ok({ status: "already_confirmed", outboxIds: [] });
  return ok({ status: "confirmed", outboxIds: [id] });
}

/**
 * An unsubscribe link (a page or RFC 8058 one-click) checked, then `end` run on the row it
 * names: idempotent, and silent about unknown rows. The newsletter's and the release notices'.
 */
export async function unsubscribeWithLink(
  ctx: LeadContext,
  { token, purpose }: { token: string; purpose: string },
  end: (id: string) => Promise<unknown>,
): Promise<Result<{ status: "unsubscribed" }, LinkRefusal>> {
  const check = await verifyToken(ctx.config.signingSecret, token, purpose, seconds(ctx.now));
  if (!check.valid) return refuse(check.reason);
  await end(check.subject);
  return ok({ status: "unsubscribed" as const });
}

/** One-click and page unsubscribes from the newsletter. */
export const unsubscribeNewsletter = (ctx: LeadContext, token: string) =>
  unsubscribeWithLink(ctx, { token, purpose: TOKEN_PURPOSES.unsubscribe }, (id) =>
    ctx.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed"))),
  );

export interface ExcerptResult {
  outboxIds: string[];
  download: { url: string; fileName: string };
}

/** Records the lead, queues the email with a lasting link, and returns the browser's link. */
export async function registerExcerptDownload(
  ctx: LeadContext,
  input: { email: string; fullName: string; excerptFile: ExcerptId; locale: Locale },
): Promise<ExcerptResult> {
  const excerpt = EXCERPTS[input.excerptFile];
  const lead = ctx.db.insert(excerptLeads).values({
    id: crypto.randomUUID(),
    excerptId: input.excerptFile,
    bookTitle: excerpt.bookTitle,
    fullName: input.fullName,
    email: input.email,
    locale: input.locale,
    createdAt: ctx.now,
  });
  const outboxIds: string[] = [];
  if (await mayMailVisitor(ctx, input.email)) {
    const outboxId = crypto.randomUUID();
    const url = await downloadUrl(ctx, "excerpt", input.excerptFile, EMAIL_LINK_DAYS * 86_400, true);
    const mail = excerptDownloadEmail(input.locale, {
      fullName: input.fullName,
      bookTitle: excerpt.bookTitle,
      url,
      validDays: EMAIL_LINK_DAYS,
    });
    await ctx.db.batch([
      lead,
      enqueueEmail(ctx.db, { kind: "excerpt_download", to: input.email, ...mail }, ctx.now, outboxId),
    ]);
    outboxIds.push(outboxId);
  } else {
    await lead;
  }
  return {
    outboxIds,
    download: {
      url: await downloadUrl(ctx, "excerpt", input.excerptFile, BROWSER_LINK_SECONDS),
      fileName: excerptFileName(excerpt.bookTitle),
    },
  };
}
