import { inArray } from "drizzle-orm";
import {
  SITE_SETTING_DEFAULTS,
  type SiteSettings,
  type SiteSettingsBody,
  type StudioSiteSettings,
} from "../contract/site-settings";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { auditInsert, type AuditActor } from "./studio/audit-log";

const KEYS = Object.keys(SITE_SETTING_DEFAULTS) as (keyof SiteSettings)[];
type SettingRow = typeof siteSettings.$inferSelect;

/** A stored value of the default's type, or the default (a row written by a newer build). */
function valueOf<K extends keyof SiteSettings>(key: K, row: SettingRow | undefined): SiteSettings[K] {
  if (!row) return SITE_SETTING_DEFAULTS[key];
  try {
    const value: unknown = JSON.parse(row.value);
    return typeof value === typeof SITE_SETTING_DEFAULTS[key] ? (value as SiteSettings[K]) : SITE_SETTING_DEFAULTS[key];
  } catch {
    return SITE_SETTING_DEFAULTS[key];
  }
}

async function settingRows(db: Db): Promise<Map<string, SettingRow>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, KEYS)).all();
  return new Map(rows.map((row) => [row.key, row]));
}

/** Each stored value, or its default. */
const settingsOf = (rows: Map<string, SettingRow>) =>
  Object.fromEntries(KEYS.map((key) => [key, valueOf(key, rows.get(key))])) as unknown as SiteSettings;

/** The settings now. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return settingsOf(await settingRows(db));
}

/** The settings with who changed each last and when, for the studio. */
export async function studioSiteSettings(db: Db): Promise<StudioSiteSettings> {
  const rows = await settingRows(db);
  const settings = settingsOf(rows);
  const changed = Object.fromEntries(
    KEYS.map((key) => {
      const row = rows.get(key);
      return [key, row ? { at: new Date(row.updatedAt).toISOString(), by: row.updatedBy } : null];
    }),
  ) as StudioSiteSettings["changed"];
  return { settings, changed };
}

/**
 * Changes the settings named, each with its audit entry (what it was and became) in the same
 * batch. A setting set to the value it has is left as it is, without an entry.
 */
export async function changeSiteSettings(
  db: Db,
  actor: AuditActor,
  input: SiteSettingsBody,
  now = Date.now(),
): Promise<StudioSiteSettings> {
  const before = await readSiteSettings(db);
  const writes = KEYS.filter((key) => input[key] !== undefined && input[key] !== before[key]).flatMap((key) => {
    const value = JSON.stringify(input[key]);
    return [
      db
        .insert(siteSettings)
        .values({ key, value, updatedAt: now, updatedBy: actor.email })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy: actor.email } }),
      auditInsert(
        db,
        actor,
        {
          action: "site_setting.change",
          objectType: "site_setting",
          objectId: key,
          before: before[key],
          after: input[key],
        },
        now,
      ),
    ];
  });
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return studioSiteSettings(db);
}
