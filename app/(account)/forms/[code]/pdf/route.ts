import { getTranslations } from "next-intl/server";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { getSessionUser } from "@/lib/auth/session";
import { downloadFormPdf } from "@/lib/forms/download-form-pdf";
import { pageLanguage } from "@/lib/i18n/page-language";
import { ZFormCodeParams, ZFormPdfQuery } from "@/lib/forms/schema";

// The browser's download of a form: the same PDF as the API's download_url, through the session
// cookie (a link cannot carry a bearer token).
export async function GET(req: Request, { params }: { params: Promise<{ code: string }> }) {
  const user = await getSessionUser();
  const t = await getTranslations("downloads");
  if (!user) return new Response(t("signIn"), { status: 401 });
  if (await pageRefusal(user.id, "verified")) return new Response(t("notAvailable"), { status: 403 });
  const code = ZFormCodeParams.safeParse(await params);
  const query = ZFormPdfQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!code.success || !query.success) return new Response(t("notFound"), { status: 404 });
  try {
    return await downloadFormPdf(user.id, code.data.code, query.data.version, await pageLanguage());
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return new Response(t("notFound"), { status: 404 });
    throw e;
  }
}
