/**
 * The security headers every response carries, pages and API alike: the edge sets them all.
 * Pure and dependency-free: the Worker uses it per response with a fresh nonce, and the
 * build writes the nonce-less variant into `_headers` for hashed asset files that skip the
 * Worker.
 */

/** Third-party hosts the site may use, by purpose. Nothing else is allowed to load. */
export const THIRD_PARTY_HOSTS = {
  /** Cloudflare Turnstile, the bot check (script and its frame). */
  botCheck: ["https://challenges.cloudflare.com"],
  /** Tag manager and analytics named by the spec; loaded only after consent. */
  analytics: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
  /** Music player embeds and their audio previews. */
  music: ["https://open.spotify.com", "https://p.scdn.co"],
  /** Video embeds (privacy-enhanced and regular). */
  video: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
  /** Slide-deck embeds. */
  slides: ["https://www.slideshare.net"],
} as const;

export const CSP_REPORT_PATH = "/api/csp-report";

export function contentSecurityPolicy(nonce?: string): string {
  const h = THIRD_PARTY_HOSTS;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...h.botCheck, ...h.analytics],
    // Inline style attributes (React) and the toast library's injected stylesheet need this;
    // styles cannot run code, so scripts stay nonce-only.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...h.botCheck, ...h.analytics],
    "frame-src": [...h.botCheck, ...h.music, ...h.video, ...h.slides],
    "media-src": ["'self'", "blob:", ...h.music],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "report-uri": [CSP_REPORT_PATH],
    "report-to": ["csp"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Everything but the policy is the same on every response. */
const FIXED_HEADERS: Record<string, string> = {
  "Reporting-Endpoints": `csp="${CSP_REPORT_PATH}"`,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "X-XSS-Protection": "1; mode=block",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const NONCE_SLOT = "{nonce}";
/** The policy text around its nonce, built once per isolate. */
let policyAroundNonce: string[] | undefined;

export function securityHeaders(nonce?: string): Record<string, string> {
  let policy: string;
  if (nonce) {
    policyAroundNonce ??= contentSecurityPolicy(NONCE_SLOT).split(NONCE_SLOT);
    policy = policyAroundNonce.join(nonce);
  } else {
    policy = contentSecurityPolicy();
  }
  return { "Content-Security-Policy": policy, ...FIXED_HEADERS };
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The `_headers` file for hashed build files, which are served without the Worker. */
export function staticHeadersFile(): string {
  const headers = {
    ...securityHeaders(),
    // File names carry a content hash, so a file never changes once published.
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  const lines = Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`);
  return `/assets/*\n${lines.join("\n")}\n`;
}
