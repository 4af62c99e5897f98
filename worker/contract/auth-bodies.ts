import { z } from "./zod";
import { ACCOUNT_NAME_LIMITS, accountNameProblem } from "./account-fields";

/**
 * The JSON body of each better-auth endpoint the site uses, checked before better-auth or D1
 * sees it. better-auth's own schemas let a wrong type through to the database (`name: null`
 * was a 500 from D1, `name: 5` was stored as "5.0") and accept any name. Only types, shapes and
 * names are checked here: better-auth keeps its own checks (email format, password rules,
 * tokens, trusted callback URLs) so its error codes, which the client translates, stay the same.
 * Unknown keys are dropped before better-auth sees the body.
 */

/** An account name: a string, trimmed, 1–100 characters, no control characters (CR, LF, tab…). */
export const accountNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const problem = accountNameProblem(name);
    if (problem === "nameRequired") ctx.addIssue({ code: "custom", message: "The name is required." });
    if (problem === "nameTooLong")
      ctx.addIssue({ code: "custom", message: `The name is longer than ${ACCOUNT_NAME_LIMITS.max} characters.` });
    if (problem === "nameHasControlCharacters")
      ctx.addIssue({ code: "custom", message: "The name contains a line break or another control character." });
  });

/** Free text better-auth checks itself (an email, a password, a token): a string, bounded. */
const text = z.string().max(1024);
/** A URL better-auth checks against the trusted origins. */
const url = z.string().max(2048);

/** `image` on an account: an http(s) URL or null (the site never sets one, a provider may). */
const imageSchema = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "The image must be an http(s) URL.")
  .nullable();

/** A POST with no fields to send accepts an empty body or `{}`. */
const nothing = z.object({});

export const AUTH_BODY_SCHEMAS = {
  "/sign-up/email": z.object({
    name: accountNameSchema,
    email: text,
    password: text,
    callbackURL: url.optional(),
    rememberMe: z.boolean().optional(),
  }),
  "/sign-in/email": z.object({
    email: text,
    password: text,
    callbackURL: url.optional(),
    rememberMe: z.boolean().optional(),
  }),
  "/sign-in/social": z.object({
    provider: text,
    callbackURL: url.optional(),
    errorCallbackURL: url.optional(),
    newUserCallbackURL: url.optional(),
    disableRedirect: z.boolean().optional(),
  }),
  "/sign-out": nothing,
  "/send-verification-email": z.object({ email: text, callbackURL: url.optional() }),
  "/request-password-reset": z.object({ email: text, redirectTo: url.optional() }),
  "/reset-password": z.object({ newPassword: text, token: text.optional() }),
  "/change-password": z.object({
    currentPassword: text,
    newPassword: text,
    revokeOtherSessions: z.boolean().optional(),
  }),
  "/change-email": z.object({ newEmail: text, callbackURL: url.optional() }),
  "/update-user": z.object({ name: accountNameSchema.optional(), image: imageSchema.optional() }),
  "/delete-user": z.object({ password: text.optional(), callbackURL: url.optional(), token: text.optional() }),
  // Sessions are named by id: their tokens never leave the server (routes/auth.ts).
  "/revoke-session": z.object({ id: z.string().min(1).max(100) }),
  "/revoke-sessions": nothing,
  "/revoke-other-sessions": nothing,
  "/unlink-account": z.object({ accountId: text }),
  "/link-social": z.object({
    provider: text,
    callbackURL: url.optional(),
    errorCallbackURL: url.optional(),
    disableRedirect: z.boolean().optional(),
  }),
  "/verify-password": z.object({ password: text }),
} as const satisfies Record<`/${string}`, z.ZodType>;

export type AuthBodyPath = keyof typeof AUTH_BODY_SCHEMAS;

/** The largest body one of these endpoints accepts: a few short fields. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;
