import { expect, type APIRequestContext } from "@playwright/test";
import { ADMIN, apiToken, bearer } from "@/e2e/support/session";

/** The first link containing `fragment` in a mail to `to`, read from the administrators' mailbox. */
export async function mailLink(request: APIRequestContext, to: string, fragment: string): Promise<string> {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  let link: string | undefined;
  await expect(async () => {
    const box = await request.get("/api/v1/dev/mailbox?per_page=50", { headers: bearer(admin) });
    const mails = (await box.json()).data.data as { to: string; text: string }[];
    link = mails.filter((m) => m.to === to).flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
    expect(link, `a ${fragment} link mailed to ${to}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}
