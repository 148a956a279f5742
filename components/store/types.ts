import type { listStoreCourses } from "@/lib/store/list-store-courses";

export type StoreCourse = Awaited<ReturnType<typeof listStoreCourses>>[number];

/** What a refused purchase hands back in its FormState's data: why the course cannot be bought (422 `course`), listed under the button. */
export type PurchaseData = { reasons: string[] };
