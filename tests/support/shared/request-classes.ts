/**
 * The request classes that once broke the next request under `wrangler dev`:
 * each sends a body the Worker may leave unread (a refusal before the body is read, a route
 * that never reads it, a 404 or 405), or reads only partly. The workerd tests and the node test
 * against a real local server both send each one, then a normal request. Code for both, so it
 * imports nothing.
 */
export interface RequestClass {
  name: string;
  method: string;
  path: string;
  body: string;
  contentType?: string;
  /** Sent with a signed-in reader's cookie. */
  signedIn?: boolean;
  /** The Origin header, when not the site's own. */
  origin?: string;
}

const json = "application/json";
const form = "application/x-www-form-urlencoded";
const oneClick = "List-Unsubscribe=One-Click";
const big = (bytes: number) => JSON.stringify({ email: "a@example.com", padding: "x".repeat(bytes) });

export const REQUEST_CLASSES: RequestClass[] = [
  {
    name: "415 text/plain to a JSON form",
    method: "POST",
    path: "/api/contact-form-handler",
    body: "hello",
    contentType: "text/plain",
  },
  { name: "415 one byte", method: "POST", path: "/api/contact-form-handler", body: "x", contentType: "text/plain" },
  {
    name: "415 a form to a JSON form",
    method: "POST",
    path: "/api/newsletter-subscription",
    body: "email=a%40b.c",
    contentType: form,
  },
  {
    name: "415 auth body not JSON",
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: "email=a",
    contentType: form,
  },
  {
    name: "413 lead form",
    method: "POST",
    path: "/api/register-excerpt-download",
    body: big(40_000),
    contentType: json,
  },
  { name: "413 auth body", method: "POST", path: "/api/auth/sign-in/email", body: big(20_000), contentType: json },
  {
    name: "413 csp report",
    method: "POST",
    path: "/api/csp-report",
    body: big(70_000),
    contentType: "application/csp-report",
  },
  {
    name: "401 comment signed out",
    method: "POST",
    path: "/api/comments",
    body: '{"itemId":"book:mortal-vengeance-1","body":"hi"}',
    contentType: json,
  },
  {
    name: "401 cart merge signed out",
    method: "POST",
    path: "/api/cart/merge",
    body: '{"slugs":[]}',
    contentType: json,
  },
  {
    name: "401 checkout signed out",
    method: "POST",
    path: "/api/checkout",
    body: '{"turnstileToken":"x"}',
    contentType: json,
  },
  {
    name: "401 like signed out, with a body",
    method: "PUT",
    path: "/api/likes/book:mortal-vengeance-1",
    body: "{}",
    contentType: json,
  },
  {
    name: "401 auth update-user signed out",
    method: "POST",
    path: "/api/auth/update-user",
    body: '{"name":"A"}',
    contentType: json,
  },
  { name: "404 unknown API path", method: "POST", path: "/api/no-such-endpoint", body: '{"a":1}', contentType: json },
  {
    name: "404 unknown auth path",
    method: "POST",
    path: "/api/auth/no-such-endpoint",
    body: '{"a":1}',
    contentType: json,
  },
  {
    name: "404 stripe webhook not configured",
    method: "POST",
    path: "/api/payments/stripe/webhook",
    body: '{"id":"evt_1"}',
    contentType: json,
  },
  { name: "405 health with a body", method: "POST", path: "/api/health", body: '{"a":1}', contentType: json },
  { name: "405 page with a body", method: "POST", path: "/books", body: "a=1", contentType: form },
  {
    name: "404 download with a body",
    method: "POST",
    path: "/api/downloads/resume?token=x",
    body: "x",
    contentType: "text/plain",
  },
  {
    name: "newsletter confirm, RFC 8058 one-click",
    method: "POST",
    path: "/api/newsletter/confirm?token=aaaaaaaaaaaaaaaa",
    body: oneClick,
    contentType: form,
  },
  {
    name: "newsletter unsubscribe, RFC 8058 one-click",
    method: "POST",
    path: "/api/newsletter/unsubscribe?token=aaaaaaaaaaaaaaaa",
    body: oneClick,
    contentType: form,
  },
  {
    name: "newsletter unsubscribe, no token",
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    body: oneClick,
    contentType: form,
  },
  {
    name: "400 local payment, bad session, form body",
    method: "POST",
    path: "/api/payments/local/nope",
    body: "action=pay",
    contentType: form,
  },
  {
    name: "403 foreign origin to better-auth",
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: '{"email":"a@example.com","password":"x"}',
    contentType: json,
    origin: "https://evil.example",
  },
  { name: "400 broken JSON", method: "POST", path: "/api/newsletter-subscription", body: "{", contentType: json },
  {
    name: "200 like with a body",
    method: "PUT",
    path: "/api/likes/book:mortal-vengeance-1",
    body: '{"a":1}',
    contentType: json,
    signedIn: true,
  },
  {
    name: "200 unlike with a body",
    method: "DELETE",
    path: "/api/likes/book:mortal-vengeance-1",
    body: '{"a":1}',
    contentType: json,
    signedIn: true,
  },
  {
    name: "200 wishlist with a body",
    method: "PUT",
    path: "/api/wishlist/book:mortal-vengeance-1",
    body: '{"a":1}',
    contentType: json,
    signedIn: true,
  },
  {
    name: "cart item with a body",
    method: "PUT",
    path: "/api/cart/items/mortal-vengeance-1-ebook",
    body: "x",
    contentType: "text/plain",
    signedIn: true,
  },
  {
    name: "404 comment report with a body",
    method: "POST",
    path: "/api/comments/00000000-0000-0000-0000-000000000000/report",
    body: '{"a":1}',
    contentType: json,
    signedIn: true,
  },
  {
    name: "404 comment delete with a body",
    method: "DELETE",
    path: "/api/comments/00000000-0000-0000-0000-000000000000",
    body: '{"a":1}',
    contentType: json,
    signedIn: true,
  },
  {
    name: "better-auth sign-out signed out, with a body",
    method: "POST",
    path: "/api/auth/sign-out",
    body: "{}",
    contentType: json,
  },
];
