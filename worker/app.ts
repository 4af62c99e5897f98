import { Hono } from "hono";
import { configMiddleware } from "./middleware/config";
import { errorBody, renderError } from "./middleware/errors";
import { drainUnreadBody } from "./middleware/request-body";
import { sameOriginWrites } from "./middleware/same-origin";
import { securityHeadersMiddleware } from "./middleware/security-headers";
import { servicesMiddleware } from "./middleware/services";
import { accountRoutes } from "./routes/account";
import { audienceRoutes } from "./routes/audience";
import { authOptionsRoutes, authRoutes } from "./routes/auth";
import { commentRoutes, likeRoutes, wishlistRoutes } from "./routes/engagement";
import { contactRoutes } from "./routes/contact";
import { cspReportRoutes } from "./routes/csp-report";
import { devMailRoutes } from "./routes/dev-mail";
import { downloadRoutes } from "./routes/downloads";
import { emailLinkRoutes } from "./routes/email-links";
import { excerptRoutes } from "./routes/excerpts";
import { newsletterRoutes } from "./routes/newsletter";
import { siteSettingRoutes } from "./routes/site-settings";
import { healthRoutes } from "./routes/health";
import { invoiceRoutes } from "./routes/invoices";
import { cartRoutes } from "./routes/cart";
import { checkoutRoutes } from "./routes/checkout";
import { libraryRoutes } from "./routes/file-updates";
import { orderRoutes } from "./routes/orders";
import { kindleRoutes } from "./routes/kindle";
import { receiptRoutes } from "./routes/receipts";
import { guestOrderRoutes } from "./routes/guest-orders";
import { giftRoutes } from "./routes/gifts";
import { paymentRoutes } from "./routes/payments";
import { pressRoutes } from "./routes/press";
import { releaseNoticeRoutes } from "./routes/release-notices";
import { reviewRoutes } from "./routes/reviews";
import { shopRoutes } from "./routes/shop";
import { siteRoutes } from "./routes/site";
import { studioRoutes } from "./routes/studio";
import type { AppEnv } from "./types";
import { logText } from "./services/log-text";

/** Every API feature, mounted under /api. Its type is what the client's `hc` is built from. */
const apiRoutes = new Hono<AppEnv>()
  .route("/health", healthRoutes)
  .route("/csp-report", cspReportRoutes)
  .route("/contact-form-handler", contactRoutes)
  .route("/", newsletterRoutes)
  .route("/register-excerpt-download", excerptRoutes)
  .route("/downloads", downloadRoutes)
  .route("/dev", devMailRoutes)
  .route("/auth", authRoutes)
  .route("/auth-options", authOptionsRoutes)
  .route("/email-links", emailLinkRoutes)
  .route("/account", accountRoutes)
  .route("/likes", likeRoutes)
  .route("/wishlist", wishlistRoutes)
  .route("/comments", commentRoutes)
  .route("/reviews", reviewRoutes)
  .route("/shop", shopRoutes)
  .route("/release-notices", releaseNoticeRoutes)
  .route("/cart", cartRoutes)
  .route("/checkout", checkoutRoutes)
  .route("/orders", orderRoutes)
  .route("/kindle", kindleRoutes)
  .route("/receipts", receiptRoutes)
  .route("/library", libraryRoutes)
  .route("/invoices", invoiceRoutes)
  .route("/guest-orders", guestOrderRoutes)
  .route("/gifts", giftRoutes)
  .route("/payments", paymentRoutes)
  .route("/press", pressRoutes)
  .route("/studio", studioRoutes)
  .route("/audience", audienceRoutes)
  .route("/site-settings", siteSettingRoutes);

export type AppType = typeof apiRoutes;

// Registered after the features so it only catches what none of them answered.
apiRoutes.all("*", (c) => c.json(errorBody("not_found", `No API endpoint ${c.req.method} ${c.req.path}.`), 404));

export function createApp() {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return renderError(err, c);
    console.error(`Page error: ${logText(err)}`);
    return c.text("Something went wrong. Please try again in a moment.", 500);
  });
  // First, so whatever answers (a refusal included) never leaves a request body unread.
  app.use("*", drainUnreadBody);
  app.use("*", securityHeadersMiddleware);
  app.use("*", configMiddleware);
  app.use("*", servicesMiddleware);
  app.use("/api/*", sameOriginWrites);
  app.route("/api", apiRoutes);
  app.route("/", siteRoutes);
  return app;
}

export const app = createApp();
