import Bowser from "bowser";

// A user agent as people name their devices ("Firefox on Windows"), through a well-kept parser.

export type DeviceLabel = { browser: string | null; os: string | null };

export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  if (!userAgent) return { browser: null, os: null };
  try {
    const parsed = Bowser.parse(userAgent);
    return { browser: parsed.browser.name || null, os: parsed.os.name || null };
  } catch {
    return { browser: null, os: null };
  }
}
