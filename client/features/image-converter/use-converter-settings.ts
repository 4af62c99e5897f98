import { useCallback, useEffect, useState } from "react";
import {
  DEFAULT_SETTINGS,
  loadSettings,
  normalizeSettings,
  saveSettings,
  type ConverterSettings,
} from "./converter-settings";
import { encodableFormats } from "./encoder-support";
import type { OutputFormat } from "./converter-settings";

/**
 * The settings, remembered in this browser. The first render uses the defaults (as the
 * prerendered page does) and the saved ones arrive right after, so hydration always matches.
 */
export function useConverterSettings() {
  const [settings, setSettings] = useState<ConverterSettings>(DEFAULT_SETTINGS);
  const [encodable, setEncodable] = useState<ReadonlySet<OutputFormat> | null>(null);

  useEffect(() => {
    setSettings(loadSettings());
    let live = true;
    void encodableFormats().then((formats) => live && setEncodable(formats));
    return () => {
      live = false;
    };
  }, []);

  // A remembered format this browser can't make (AVIF saved in another browser) falls back.
  useEffect(() => {
    if (encodable && !encodable.has(settings.format)) setSettings((s) => ({ ...s, format: DEFAULT_SETTINGS.format }));
  }, [encodable, settings.format]);

  const update = useCallback((changes: Partial<ConverterSettings>) => {
    setSettings((previous) => {
      const next = normalizeSettings({ ...previous, ...changes });
      saveSettings(next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    saveSettings(DEFAULT_SETTINGS);
    setSettings(DEFAULT_SETTINGS);
  }, []);

  return { settings, update, reset, encodable };
}
