import { pageLanguage } from "@/lib/i18n/page-language";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { LearningDoor } from "@/components/learning/types";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getCourseLogDetail } from "@/lib/learning/get-course-log";
import { getModule } from "@/lib/learning/get-module";
import { ZLogCodeParams, ZModuleParams } from "@/lib/learning/schema";

// What the learning pages (paid courses and free learnings) share: the door rule of the API
// ("verified": an active account with a verified address), the route parameters parsed by the
// API's own schemas, and the service calls, with "not found" as the 404 page. The site is in
// English, so records are asked for in English.

export const learningBlock = cache((userId: number) => pageRefusal(userId, "verified"));

/** The signed-in user (or the login page) and, when the API would answer 403, why. */
export async function openLearning(path: string) {
  const user = await requireSessionUser(path);
  return { user, blocked: await learningBlock(user.id) };
}

/** A service call whose "not found" is the 404 page, as the API answers 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

/** A missing result (no attempt yet) as null. */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  }
}

/** Route parameters that do not parse name no object (404), as in the API. */
export function parseLogCode(raw: string): string {
  const parsed = ZLogCodeParams.safeParse({ log_code: decodeURIComponent(raw) });
  if (!parsed.success) notFound();
  return parsed.data.log_code;
}

export function parseModuleParams(rawLog: string, rawModule: string) {
  const parsed = ZModuleParams.safeParse({ log_code: decodeURIComponent(rawLog), module: rawModule });
  if (!parsed.success) notFound();
  return { logCode: parsed.data.log_code, moduleId: parsed.data.module };
}

// One call per request, however many parts of the page (metadata, body) ask.
export const loadCourseLog = cache(async (userId: number, door: LearningDoor, logCode: string) =>
  orNotFound(getCourseLogDetail(diverScope(userId, door), logCode, await pageLanguage())),
);

export const loadModule = cache((userId: number, door: LearningDoor, logCode: string, moduleId: number) =>
  orNotFound(getModule(diverScope(userId, door), logCode, moduleId)),
);
