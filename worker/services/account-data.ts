import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "../contract/locales";
import type { Db } from "../db/client";
import {
  account,
  contactMessages,
  downloadRequests,
  excerptLeads,
  fileUpdateConsents,
  kindleAddresses,
  newsletterSubscribers,
  orderItems,
  orders,
  session,
  user,
} from "../db/schema";
import { commentsBy } from "./comments";
import { accountReviews } from "./reader-reviews";
import { likesOf } from "./likes";
import { withProductLabels } from "./product-items";
import { wishlistOf } from "./wishlist";

/** Whether the account can sign in with a password (better-auth's "credential" account). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return Boolean(credential);
}

/**
 * The token of one of the reader's own sessions, by its id, or null when the id is not one of
 * theirs: the account page names sessions by id, so tokens never leave the server.
 */
export async function ownSessionToken(db: Db, userId: string, sessionId: string): Promise<string | null> {
  const [own] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .limit(1);
  return own?.token ?? null;
}

/** The reader's likes, oldest first; products carry their title in `locale` and their page. */
export async function likedItems(db: Db, userId: string, locale: Locale) {
  return withProductLabels(db, await likesOf(db, userId), locale);
}

/** The reader's comments, newest first; those on products carry the product's title and page. */
export async function commentsWithItems(db: Db, userId: string, locale: Locale) {
  return withProductLabels(db, await commentsBy(db, userId), locale);
}

/** The reader's orders with what each bought, newest first. Only ever their own. */
export async function ordersOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      currency: orders.currency,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      title: orderItems.title,
      priceCents: orderItems.priceCents,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.id).map(({ orderId: _orderId, ...item }) => item),
  }));
}

/**
 * Everything the site holds about the reader (GDPR art. 15 and 20), as one JSON document:
 * the account, its sign-in methods and sessions, likes, wishlist, comments, reviews and orders, and the
 * leads sent from the account's verified address. Secrets (password hashes, OAuth tokens,
 * session tokens) are never part of it.
 */
export async function exportAccountData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return null;
  const email = profile.email.toLowerCase();
  const [
    signInMethods,
    sessions,
    likes,
    wishlist,
    comments,
    reviews,
    orderList,
    newsletter,
    messages,
    excerpts,
    kindle,
    updateEmails,
    requests,
  ] = await Promise.all([
    db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    likesOf(db, userId),
    wishlistOf(db, userId),
    commentsBy(db, userId),
    accountReviews(db, userId, "en"),
    ordersOf(db, userId),
    db
      .select({
        status: newsletterSubscribers.status,
        locale: newsletterSubscribers.locale,
        consentPageUrl: newsletterSubscribers.consentPageUrl,
        consentAt: newsletterSubscribers.consentAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email)),
    db
      .select({
        form: contactMessages.form,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`),
    db
      .select({ bookTitle: excerptLeads.bookTitle, createdAt: excerptLeads.createdAt })
      .from(excerptLeads)
      .where(sql`lower(${excerptLeads.email}) = ${email}`),
    // Delivery: the Kindle address, the consent to update emails, the requests for more downloads.
    db
      .select({ address: kindleAddresses.address, updatedAt: kindleAddresses.updatedAt })
      .from(kindleAddresses)
      .where(eq(kindleAddresses.userId, userId)),
    db
      .select({
        locale: fileUpdateConsents.locale,
        consentAt: fileUpdateConsents.consentAt,
        consentVersion: fileUpdateConsents.consentVersion,
      })
      .from(fileUpdateConsents)
      .where(eq(fileUpdateConsents.userId, userId)),
    db
      .select({
        orderId: downloadRequests.orderId,
        fileId: downloadRequests.fileId,
        status: downloadRequests.status,
        createdAt: downloadRequests.createdAt,
        grantedAt: downloadRequests.grantedAt,
      })
      .from(downloadRequests)
      .where(eq(downloadRequests.userId, userId))
      .orderBy(desc(downloadRequests.createdAt)),
  ]);
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signInMethods,
    sessions,
    likes,
    wishlist,
    comments: comments.map(({ mine: _mine, editableUntil: _until, ...comment }) => comment),
    // Their reviews of what they own, with each one's moderation state (decision 050).
    reviews,
    orders: orderList,
    newsletter: newsletter.map((row) => ({
      ...row,
      consentAt: at(row.consentAt),
      confirmedAt: at(row.confirmedAt),
      unsubscribedAt: at(row.unsubscribedAt),
    })),
    contactMessages: messages.map((row) => ({ ...row, createdAt: at(row.createdAt) })),
    excerptDownloads: excerpts.map((row) => ({ ...row, createdAt: at(row.createdAt) })),
    kindleAddress: kindle[0] ? { address: kindle[0].address, updatedAt: at(kindle[0].updatedAt) } : null,
    fileUpdateEmails: updateEmails[0] ? { ...updateEmails[0], consentAt: at(updateEmails[0].consentAt) } : null,
    downloadRequests: requests.map((row) => ({
      ...row,
      createdAt: at(row.createdAt),
      grantedAt: at(row.grantedAt),
    })),
  };
}
