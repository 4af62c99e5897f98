import { and, eq, ne, sql } from "drizzle-orm";
import { localizePath, type Locale } from "../contract/locales";
import { RATE_LIMITS } from "../contract/rate-limits";
import {
  CURRENT_RELEASE_NOTICE_CONSENT,
  RELEASE_NOTICE_LINK_PARAM,
  type ReleaseNoticeLinkAction,
  type ReleaseNoticeSummary,
} from "../contract/release-notice-fields";
import { productPath } from "../contract/shop-fields";
import type { Db } from "../db/client";
import { releaseSignups } from "../db/schema";
import { enqueueEmail } from "../email/outbox";
import { preorderReleasedEmail, releaseConfirmEmail, releaseNoticeEmail } from "../email/release-notice-emails";
import { unsubscribeWithLink, type LeadContext, type LinkRefusal } from "./lead-capture";
import { consumeRateLimit } from "./rate-limit";
import { ok, refuse, type Result } from "./result";
import { signToken, verifyToken } from "./signed-token";

/**
 * "Notify me" (decision 052): double opt-in sign-ups for a product that is not out
 * yet, and the one release email each confirmed sign-up gets when the product becomes
 * available; pre-orders' release day and their buyers' release emails. `queueReleaseNotices` is the one place that queues them: the studio calls it right
 * after a status change to available, the cron sweep on every run (for a product made available
 * by the script, and for a run that stopped half way).
 */

const TOKEN_PURPOSES = { confirm: "release-notice-confirm", unsubscribe: "release-notice-unsubscribe" } as const;
const CONFIRM_DAYS = 7;
/** Outbox kinds; the release email's outbox id is derived from the sign-up (exactly once). */
export const RELEASE_MAIL_KINDS = {
  confirm: "release_notice_confirmation",
  notice: "release_notice",
  preorder: "preorder_released",
} as const;
export const releaseNoticeOutboxId = (signupId: string) => `${RELEASE_MAIL_KINDS.notice}:${signupId}`;
export const preorderOutboxId = (orderItemId: number) => `${RELEASE_MAIL_KINDS.preorder}:${orderItemId}`;
/** Who the audit log says released a product on its day. */
export const RELEASE_DAY_ACTOR = "cron (release day)";
/** Sign-ups queued per D1 batch: two statements each, well under D1's per-batch limits. */
const CHUNK = 50;

const seconds = (ms: number) => Math.floor(ms / 1000);
const normaliseEmail = (email: string) => email.trim().toLowerCase();

interface NoticeProduct {
  slug: string;
  category: string;
  status: string;
  /** Titles by language; English is the fallback every product has. */
  titles: Partial<Record<Locale, string>>;
}

async function noticeProduct(db: Db, slug: string): Promise<NoticeProduct | null> {
  const { results } = await db.$client
    .prepare(
      `SELECT p.slug, p.category_slug AS category, p.status, t.locale, t.title
       FROM products p LEFT JOIN product_texts t ON t.product_slug = p.slug
       WHERE p.slug = ? AND p.retired_at IS NULL AND p.status <> 'draft'`,
    )
    .bind(slug)
    .all<{ slug: string; category: string; status: string; locale: Locale | null; title: string | null }>();
  const first = results[0];
  if (!first) return null;
  const titles: NoticeProduct["titles"] = {};
  for (const r of results) if (r.locale && r.title) titles[r.locale] = r.title;
  return { slug: first.slug, category: first.category, status: first.status, titles };
}

const titleIn = (product: NoticeProduct, locale: Locale) => product.titles[locale] ?? product.titles.en ?? product.slug;

/** The product page in the reader's language, with the link's action and token when it has one. */
function pageUrl(origin: string, product: NoticeProduct, locale: Locale, link?: [ReleaseNoticeLinkAction, string]) {
  const path = `${origin}${localizePath(productPath(product), locale)}`;
  if (!link) return path;
  return `${path}?${new URLSearchParams({ [RELEASE_NOTICE_LINK_PARAM]: link[0], token: link[1] })}`;
}

export type SignUpRefusal = "not_found" | "released";

/**
 * Records a sign-up (or renews one) and, unless the address is already confirmed for this
 * product or has had its share of confirmation mails today, queues the confirmation email, in
 * one batch. Every case answers the same, so nobody learns whether an address is there.
 */
export async function signUpForRelease(
  ctx: LeadContext,
  input: { product: string; email: string; locale: Locale; pageUrl: string | null },
): Promise<Result<{ outboxIds: string[] }, SignUpRefusal>> {
  const product = await noticeProduct(ctx.db, input.product);
  if (!product) return refuse("not_found");
  if (product.status === "available") return refuse("released");
  const email = normaliseEmail(input.email);
  const [existing] = await ctx.db
    .select({ status: releaseSignups.status })
    .from(releaseSignups)
    .where(and(eq(releaseSignups.productSlug, product.slug), eq(releaseSignups.email, email)));
  const allowed = await consumeRateLimit(
    ctx.db,
    `release_confirmation_mail:${email}`,
    RATE_LIMITS.newsletter_confirmation_mail,
  );
  const mailing = allowed.allowed && existing?.status !== "confirmed";

  const id = crypto.randomUUID();
  const consent = {
    consentPageUrl: input.pageUrl,
    consentAt: ctx.now,
    consentVersion: CURRENT_RELEASE_NOTICE_CONSENT,
    locale: input.locale,
    updatedAt: ctx.now,
  };
  const upsert = ctx.db
    .insert(releaseSignups)
    .values({ id, productSlug: product.slug, email, status: "pending", createdAt: ctx.now, ...consent })
    .onConflictDoUpdate({
      target: [releaseSignups.productSlug, releaseSignups.email],
      // A new id (the link's subject) only with a new mail, so links already sent keep working.
      set: {
        ...(mailing ? { id: sql`excluded.id` } : {}),
        status: "pending",
        unsubscribedAt: null,
        // Signing up again for a product back from sold out is a new wait for a new release.
        notifiedAt: null,
        ...consent,
      },
      // A confirmed sign-up stays confirmed, in the language it confirmed in.
      setWhere: ne(releaseSignups.status, "confirmed"),
    });
  if (!mailing) {
    await upsert;
    return ok({ outboxIds: [] });
  }
  const token = await signToken(ctx.config.signingSecret, {
    purpose: TOKEN_PURPOSES.confirm,
    subject: id,
    expiresAt: seconds(ctx.now) + CONFIRM_DAYS * 86_400,
  });
  const mail = releaseConfirmEmail(input.locale, {
    title: titleIn(product, input.locale),
    confirmUrl: pageUrl(ctx.origin, product, input.locale, ["confirm", token]),
  });
  const outboxId = crypto.randomUUID();
  await ctx.db.batch([
    upsert,
    enqueueEmail(ctx.db, { kind: RELEASE_MAIL_KINDS.confirm, to: email, ...mail }, ctx.now, outboxId),
  ]);
  return ok({ outboxIds: [outboxId] });
}

/** The confirmation link's press: pending becomes confirmed; pressing twice is the same answer. */
export async function confirmReleaseSignUp(
  ctx: LeadContext,
  token: string,
): Promise<Result<{ status: "confirmed" | "already_confirmed" }, LinkRefusal>> {
  const check = await verifyToken(ctx.config.signingSecret, token, TOKEN_PURPOSES.confirm, seconds(ctx.now));
  if (!check.valid) return refuse(check.reason);
  const [row] = await ctx.db
    .select({ status: releaseSignups.status })
    .from(releaseSignups)
    .where(eq(releaseSignups.id, check.subject));
  if (!row || row.status === "unsubscribed") return refuse("invalid");
  if (row.status === "confirmed") return ok({ status: "already_confirmed" });
  const done = await ctx.db
    .update(releaseSignups)
    .set({ status: "confirmed", confirmedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(releaseSignups.id, check.subject), eq(releaseSignups.status, "pending")));
  return ok({ status: done.meta.changes ? "confirmed" : "already_confirmed" });
}

/** The link in every mail (and RFC 8058 one-click): idempotent, silent about what it was. */
export const unsubscribeReleaseSignUp = (ctx: LeadContext, token: string) =>
  unsubscribeWithLink(ctx, { token, purpose: TOKEN_PURPOSES.unsubscribe }, (id) =>
    ctx.db
      .update(releaseSignups)
      .set({ status: "unsubscribed", unsubscribedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(releaseSignups.id, id), ne(releaseSignups.status, "unsubscribed"))),
  );

export interface ReleaseNoticeRun {
  /** "Notify me" release emails queued. */
  queued: number;
  /** Pre-order release emails queued. */
  preorders: number;
  outboxIds: string[];
}

/**
 * Release day (decision 052): coming-soon products taking pre-orders whose day has come (UTC)
 * go on sale, each with its audit entry, in one batch. Their pre-order buyers and "notify me"
 * sign-ups are then owed their emails, which `queueReleaseNotices` queues.
 */
export async function releaseDuePreorders(db: Db, now: number): Promise<string[]> {
  const d1 = db.$client;
  const today = new Date(now).toISOString().slice(0, 10);
  const due = "preorders = 1 AND status = 'coming_soon' AND released_on <= ?1 AND retired_at IS NULL";
  const [, released] = await d1.batch<{ slug: string }>([
    // The entries first, naming what the update below changes (the same rows, in one transaction).
    d1
      .prepare(
        `INSERT INTO audit_log (at, actor_id, actor_email, action, object_type, object_id, before, after)
         SELECT ?2, NULL, ?3, 'product.released', 'product', slug, '{"status":"coming_soon"}', '{"status":"available"}'
         FROM products WHERE ${due}`,
      )
      .bind(today, now, RELEASE_DAY_ACTOR),
    d1
      .prepare(`UPDATE products SET status = 'available', preorders = 0, updated_at = ?2 WHERE ${due} RETURNING slug`)
      .bind(today, now),
  ]);
  return (released?.results ?? []).map((r) => r.slug);
}

/**
 * Queues the release email of every confirmed, not yet notified sign-up of available products
 * (one product, or all of them), in chunks. Each chunk is one D1 transaction that inserts the
 * emails under ids derived from their sign-ups and marks those sign-ups notified: a run that
 * stops anywhere leaves each sign-up either queued and marked or neither, and an outbox row
 * left without its mark (an older crash, a restored backup) is never inserted twice.
 */
export async function queueReleaseNotices(
  ctx: Pick<LeadContext, "db" | "config" | "origin" | "now">,
  options: { product?: string; maxSignUps?: number } = {},
): Promise<ReleaseNoticeRun> {
  const d1 = ctx.db.$client;
  const run: ReleaseNoticeRun = { queued: 0, preorders: 0, outboxIds: [] };
  let budget = options.maxSignUps ?? 2000;
  const { results: due } = await d1
    .prepare(
      `SELECT DISTINCT s.product_slug AS slug FROM release_signups s JOIN products p ON p.slug = s.product_slug
       WHERE s.status = 'confirmed' AND s.notified_at IS NULL AND p.status = 'available' AND p.retired_at IS NULL
         AND (?1 IS NULL OR s.product_slug = ?1)`,
    )
    .bind(options.product ?? null)
    .all<{ slug: string }>();

  for (const { slug } of due) {
    const product = await noticeProduct(ctx.db, slug);
    if (!product) continue;
    while (budget > 0) {
      const { results: signUps } = await d1
        .prepare(
          `SELECT id, email, locale FROM release_signups
           WHERE status = 'confirmed' AND notified_at IS NULL AND product_slug = ? ORDER BY id LIMIT ?`,
        )
        .bind(slug, Math.min(CHUNK, budget))
        .all<{ id: string; email: string; locale: Locale }>();
      if (signUps.length === 0) break;
      const statements: D1PreparedStatement[] = [];
      for (const s of signUps) {
        const token = await signToken(ctx.config.signingSecret, { purpose: TOKEN_PURPOSES.unsubscribe, subject: s.id });
        const mail = releaseNoticeEmail(s.locale, {
          title: titleIn(product, s.locale),
          productUrl: pageUrl(ctx.origin, product, s.locale),
          unsubscribeUrl: pageUrl(ctx.origin, product, s.locale, ["unsubscribe", token]),
        });
        const headers = JSON.stringify({
          "List-Unsubscribe": `<${ctx.origin}/api/release-notices/unsubscribe?token=${encodeURIComponent(token)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        });
        const outboxId = releaseNoticeOutboxId(s.id);
        statements.push(
          d1
            .prepare(
              `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', 0, ?8, ?8
               WHERE EXISTS (SELECT 1 FROM release_signups WHERE id = ?9 AND status = 'confirmed' AND notified_at IS NULL)
               ON CONFLICT (id) DO NOTHING`,
            )
            .bind(
              outboxId,
              RELEASE_MAIL_KINDS.notice,
              s.email,
              mail.subject,
              mail.text,
              mail.html,
              headers,
              ctx.now,
              s.id,
            ),
          d1
            .prepare(
              "UPDATE release_signups SET notified_at = ?2, updated_at = ?2 WHERE id = ?1 AND notified_at IS NULL",
            )
            .bind(s.id, ctx.now),
        );
        run.outboxIds.push(outboxId);
      }
      const results = await d1.batch(statements);
      run.queued += results.filter((r, i) => i % 2 === 1 && r.meta.changes > 0).length;
      budget -= signUps.length;
    }
  }
  if (budget > 0) await queuePreorderEmails(ctx, options.product ?? null, budget, run);
  return run;
}

/**
 * The pre-order buyers of released products: one email per paid, unrefunded pre-order line,
 * with their library's link, queued and marked in one batch under an id derived from the line
 * (exactly once, as the sign-ups' release emails).
 */
async function queuePreorderEmails(
  ctx: Pick<LeadContext, "db" | "config" | "origin" | "now">,
  product: string | null,
  budget: number,
  run: ReleaseNoticeRun,
) {
  const d1 = ctx.db.$client;
  while (budget > 0) {
    const { results: lines } = await d1
      .prepare(
        `SELECT i.id, o.email, o.locale, p.slug,
                coalesce((SELECT title FROM product_texts t WHERE t.product_slug = p.slug AND t.locale = o.locale), i.title) AS title
         FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.slug = substr(i.product_id, 9)
         WHERE i.preorder_on IS NOT NULL AND i.release_mailed_at IS NULL AND i.refunded_at IS NULL
           AND o.status IN ('paid', 'partly_refunded') AND o.email IS NOT NULL AND p.status = 'available'
           AND (?1 IS NULL OR p.slug = ?1)
         ORDER BY i.id LIMIT ?2`,
      )
      .bind(product, Math.min(CHUNK, budget))
      .all<{ id: number; email: string; locale: Locale; slug: string; title: string }>();
    if (lines.length === 0) return;
    const statements: D1PreparedStatement[] = [];
    for (const line of lines) {
      const mail = preorderReleasedEmail(line.locale, {
        title: line.title,
        libraryUrl: `${ctx.origin}${localizePath("/account/orders", line.locale)}`,
      });
      const outboxId = preorderOutboxId(line.id);
      statements.push(
        d1
          .prepare(
            `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, '{}', 'pending', 0, ?7, ?7
             WHERE EXISTS (SELECT 1 FROM order_items WHERE id = ?8 AND release_mailed_at IS NULL)
             ON CONFLICT (id) DO NOTHING`,
          )
          .bind(
            outboxId,
            RELEASE_MAIL_KINDS.preorder,
            line.email,
            mail.subject,
            mail.text,
            mail.html,
            ctx.now,
            line.id,
          ),
        d1
          .prepare("UPDATE order_items SET release_mailed_at = ?2 WHERE id = ?1 AND release_mailed_at IS NULL")
          .bind(line.id, ctx.now),
      );
      run.outboxIds.push(outboxId);
    }
    const results = await d1.batch(statements);
    run.preorders += results.filter((r, i) => i % 2 === 1 && r.meta.changes > 0).length;
    budget -= lines.length;
  }
}

/** The studio's counts for one product: who waits, and how its release notice went. */
export async function releaseNoticeSummary(db: Db, slug: string): Promise<ReleaseNoticeSummary> {
  const row = await db.$client
    .prepare(
      `SELECT coalesce(sum(s.status = 'pending'), 0) AS pending,
              coalesce(sum(s.status = 'confirmed' AND s.notified_at IS NULL), 0) AS waiting,
              coalesce(sum(s.notified_at IS NOT NULL), 0) AS notified,
              coalesce(sum(o.status = 'sent'), 0) AS sent,
              coalesce(sum(o.status = 'failed'), 0) AS failed,
              coalesce(sum(s.status = 'unsubscribed'), 0) AS unsubscribed
       FROM release_signups s LEFT JOIN email_outbox o ON o.id = ('${RELEASE_MAIL_KINDS.notice}:' || s.id)
       WHERE s.product_slug = ?`,
    )
    .bind(slug)
    .first<ReleaseNoticeSummary>();
  return row ?? { pending: 0, waiting: 0, notified: 0, sent: 0, failed: 0, unsubscribed: 0 };
}
