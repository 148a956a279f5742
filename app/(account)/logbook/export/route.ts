import { getTranslations } from "next-intl/server";
import { pageRefusal } from "@/lib/auth/page-access";
import { getSessionUser } from "@/lib/auth/session";
import { exportDiveLogs } from "@/lib/dive-logs/export-dive-logs";
import { ZExportQuery } from "@/lib/dive-logs/schema";

// The browser's door to GET /api/v1/diver/dive-logs/export: the next-auth session instead of a
// bearer token, the same refusals, the same streamed file.

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function GET(request: Request): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return Response.redirect(new URL(`/login?next=${encodeURIComponent("/logbook")}`, request.url), 303);
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return text(403, refusal);
  const query = ZExportQuery.safeParse({ format: new URL(request.url).searchParams.get("format") ?? "" });
  if (!query.success) {
    const t = await getTranslations("downloads");
    return text(422, t("format"));
  }
  return exportDiveLogs(user.id, query.data.format);
}
