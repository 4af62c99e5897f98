import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** An authenticator app's time step: 30 seconds, counted from the epoch. */
export const TOTP_STEP_MS = 30_000;
export const totpStep = (now = Date.now()) => Math.floor(now / TOTP_STEP_MS);

/**
 * The raw TOTP secret inside an otpauth:// URI and the app's codes. The site accepts each step
 * once per account and the steps next to its clock's, so `code()` gives the code of a step this
 * app has not given yet (the current one, else the next), waiting for the clock when even the
 * next one was given: a test can pass the code several times without reusing a step.
 */
export function authenticator(totpURI: string) {
  const encoded = new URL(totpURI).searchParams.get("secret")!;
  const otp = createOTP(new TextDecoder().decode(base32.decode(encoded)));
  let lastStep = -1;
  return {
    secret: encoded,
    /** The code of one explicit step (tests of replays compute the steps they send). */
    codeAt: (step: number) => otp.hotp(step),
    /** The step of the code `code()` gave last. */
    lastStep: () => lastStep,
    /** Marks steps up to `step` as given (a code computed with codeAt was used). */
    used: (step: number) => {
      lastStep = Math.max(lastStep, step);
    },
    code: async () => {
      while (lastStep + 1 > totpStep() + 1) {
        await new Promise((resolve) => setTimeout(resolve, (totpStep() + 1) * TOTP_STEP_MS - Date.now() + 50));
      }
      lastStep = Math.max(lastStep + 1, totpStep());
      return otp.hotp(lastStep);
    },
  };
}

/** A code that is certainly not the app's current one. */
export const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");
