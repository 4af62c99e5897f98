/**
 * Signed, expiring tokens for links that travel by email or to the browser (excerpt and resume
 * downloads, newsletter confirm and unsubscribe). HMAC-SHA256 through Web Crypto; the purpose is
 * signed too, so a token made for one link can't open another.
 */

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

export interface TokenClaims {
  /** What the token opens, e.g. `excerpt-download`. */
  purpose: string;
  /** Whom or what it is about (a subscriber id, an excerpt id…). */
  subject: string;
  /** Unix seconds; omitted for links that must keep working (unsubscribe). */
  expiresAt?: number;
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const payload = toBase64Url(
    encoder.encode(
      JSON.stringify({ p: claims.purpose, s: claims.subject, ...(claims.expiresAt ? { e: claims.expiresAt } : {}) }),
    ),
  );
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

export type TokenCheck =
  | { valid: true; subject: string; expiresAt?: number }
  | { valid: false; reason: "invalid" | "expired" };

export async function verifyToken(
  secret: string,
  token: string,
  purpose: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<TokenCheck> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { valid: false, reason: "invalid" };
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes) return { valid: false, reason: "invalid" };
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify("HMAC", await hmacKey(secret), signatureBytes, encoder.encode(payload));
  if (!ok) return { valid: false, reason: "invalid" };
  let claims: { p?: unknown; s?: unknown; e?: unknown };
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()));
  } catch {
    return { valid: false, reason: "invalid" };
  }
  if (claims.p !== purpose || typeof claims.s !== "string") return { valid: false, reason: "invalid" };
  if (claims.e !== undefined) {
    if (typeof claims.e !== "number") return { valid: false, reason: "invalid" };
    if (claims.e < nowSeconds) return { valid: false, reason: "expired" };
    return { valid: true, subject: claims.s, expiresAt: claims.e };
  }
  return { valid: true, subject: claims.s };
}
