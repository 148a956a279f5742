import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { getDiveLog } from "@/lib/dive-logs/get-dive-log";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

/** The diver's own dive by id or uuid, or the 404 page (someone else's dive is not found either). */
export async function loadDive(userId: number, id: string) {
  const key = ZDiveLogParams.safeParse({ id });
  if (!key.success) notFound();
  try {
    return await getDiveLog(userId, key.data.id);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}
