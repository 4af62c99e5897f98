import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The raw TOTP secret inside an otpauth:// URI, and the app's code for now. */
export function authenticator(totpURI: string) {
  const encoded = new URL(totpURI).searchParams.get("secret")!;
  const secret = new TextDecoder().decode(base32.decode(encoded));
  return { secret: encoded, code: () => createOTP(secret).totp() };
}

/** A code that is certainly not the app's current one. */
export const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");
