import { zValidator } from "@hono/zod-validator";
import type { Env, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "../types";
import { validationHook } from "./errors";

/**
 * `zValidator` with the one validation hook: a body, query or param that fails its schema is a
 * 400 in the one error shape, with the issues per field. The generics are passed through so
 * `c.req.valid()` and the typed client (`AppType`) see the schema's input and output types.
 */
export function validate<
  Target extends keyof ValidationTargets,
  Schema extends ZodType,
  E extends Env = AppEnv,
  P extends string = string,
>(target: Target, schema: Schema) {
  return zValidator<Schema, Target, E, P, typeof validationHook>(target, schema, validationHook);
}
