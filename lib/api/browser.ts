import { AppError } from "@/lib/api/errors";
import { rawResponse, ok, type ApiResponse } from "@/lib/api/envelope";
import { env } from "@/lib/env";

// Signed links in e-mails are opened by browsers: they get a page, apps get JSON.
export const wantsHtml = (req: Request) => /text\/html/.test(req.headers.get("accept") ?? "");

/** How the signed-link routes are documented (followed by the page a browser is sent to). */
export const signedLinkNote =
  "Signed URL from an e-mail; `expires` and `signature` come with the link. Apps get JSON (`data: null`); a browser (`Accept: text/html`) is redirected (303) to";

export async function linkOutcome(req: Request, page: string, action: () => Promise<string>): Promise<ApiResponse<null>> {
  const html = wantsHtml(req);
  try {
    const message = await action();
    return html ? rawResponse(Response.redirect(`${env().appUrl}${page}?result=ok`, 303)) : ok(message);
  } catch (e) {
    if (!html || !(e instanceof AppError)) throw e;
    const result = /expired/i.test(e.message) ? "expired" : "invalid";
    return rawResponse(Response.redirect(`${env().appUrl}${page}?result=${result}`, 303));
  }
}
