"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { loadUserRow } from "@/lib/users/get-profile";
import { setDiveCenter } from "@/lib/users/update-profile";

const PATH = "/profile/dive-center";

/** Back to the list the person was looking at, with the outcome to show. */
function back(form: FormData, done: string): never {
  const query = new URLSearchParams({ done });
  for (const key of ["q", "country", "page"]) {
    const value = form.get(key);
    if (typeof value === "string" && value && value.length <= 100) query.set(key, value);
  }
  redirect(`${PATH}?${query}`);
}

async function change(form: FormData, id: number | null, done: string): Promise<never> {
  const user = await requireSessionUser(PATH);
  if ((await loadUserRow(user.id)).status !== "active") back(form, "inactive");
  try {
    await setDiveCenter(user.id, id);
  } catch (e) {
    if (e instanceof AppError && e.code === "validation") back(form, "invalid");
    throw e;
  }
  revalidatePath("/profile", "layout");
  back(form, done);
}

export async function chooseDiveCenter(form: FormData): Promise<void> {
  const id = Number(form.get("dive_center_id"));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) back(form, "invalid");
  await change(form, id, "joined");
}

export async function leaveDiveCenter(form: FormData): Promise<void> {
  await change(form, null, "left");
}
