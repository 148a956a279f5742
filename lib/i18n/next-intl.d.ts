import type { Lang } from "@/lib/i18n/language";
import type { Messages } from "@/lib/i18n/messages";

// Typed keys: t("…") with a key English lacks fails the type check.
declare module "next-intl" {
  interface AppConfig {
    Locale: Lang;
    Messages: Messages;
  }
}
