/**
 * Password rules shared by better-auth's settings and the forms: length only, no composition
 * rules, 8 to 128 characters.
 */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** What is wrong with a new password, or null. */
export function passwordProblem(password: string): "passwordTooShort" | "passwordTooLong" | null {
  if (password.length < PASSWORD_LIMITS.min) return "passwordTooShort";
  if (password.length > PASSWORD_LIMITS.max) return "passwordTooLong";
  return null;
}
