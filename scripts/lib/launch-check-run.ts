/**
 * The launch check from the command line: the Worker's own check (worker/services/launch-check.ts)
 * on bindings opened in this process, worded as the studio words it, in English.
 */
import { labelsIn } from "#client/i18n/label-table";
import { findingText } from "#client/features/studio/launch-findings";
import { SITE_LABELS } from "#client/features/studio/site-labels";
import { parseConfig } from "#worker/config";
import { LAUNCH_AREA, type LaunchArea, type LaunchCheck } from "#worker/contract/launch-check";
import { createDb } from "#worker/db/client";
import { launchCheck, type LaunchCheckContext } from "#worker/services/launch-check";

const AREAS: readonly LaunchArea[] = ["files", "facts", "links", "translations", "settings"];

export async function runLaunchCheck(
  env: { DB: Parameters<typeof createDb>[0]; FILES: LaunchCheckContext["files"] } & Record<string, unknown>,
) {
  return launchCheck({ db: createDb(env.DB), files: env.FILES, config: parseConfig(env) });
}

/** The findings by area, one line each, as the studio's Site section lists them. */
export function launchCheckText(check: LaunchCheck): string {
  const label = labelsIn(SITE_LABELS, undefined, "en");
  if (check.findings.length === 0) return `✓ ${label("allClear")}`;
  const lines: string[] = [];
  for (const area of AREAS) {
    const mine = check.findings.filter((f) => LAUNCH_AREA[f.kind] === area);
    lines.push("", label("areaCount", { area: label(`area.${area}`), n: mine.length }));
    for (const finding of mine) lines.push(`  ✗ ${findingText(finding, label, "en")}`);
    if (mine.length === 0) lines.push(`  ✓ ${label("areaNone")}`);
  }
  return lines.join("\n").trimStart();
}
