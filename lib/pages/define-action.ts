import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { redirect, unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { notFound, type FieldErrors } from "@/lib/api/errors";
import { auditContext } from "@/lib/api/audit-context";
import { hit, type RateLimitPolicy } from "@/lib/api/rate-limit";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { AuditContext } from "@/lib/audit/record-audit";
import type { AuthLevel } from "@/lib/auth/guard";
import { pageClient } from "@/lib/auth/browser/page-client";
import type { ClientInfo } from "@/lib/auth/security-events";
import { getSessionUser, requireSessionUser, type SessionUser } from "@/lib/auth/browser/current-user";
import type { Lang } from "@/lib/i18n/language";
import { pageMessage } from "@/lib/i18n/page-errors";
import { pageLanguage } from "@/lib/i18n/page-language";
import { codeOf, failureState, invalidState, refusedState, succeededState, type FieldWords } from "@/lib/pages/action-errors";
import { doorRefusal, needsSecondFactor, type DoorRule } from "@/lib/pages/door";
import type { FormState } from "@/lib/pages/form-state";
import { sameOrigin } from "@/lib/pages/origin";
import { formInput, textValues, withoutSecrets } from "@/lib/pages/form-data";

// The kernel of every server action, as withApi is of every route: a declaration says who may
// call, the form's schema, the service to call and what to revalidate; the kernel checks the
// Origin, the session and the door (role, permission, second factor for staff), parses the bound
// arguments and the form, writes the audit context, maps domain errors through the one table
// (lib/pages/action-errors.ts) and answers one FormState. A "use server" file is a list of these.

type ArgsSchema = z.ZodType<readonly unknown[], readonly unknown[]>;
type ArgsOf<S> = S extends z.ZodType ? z.output<S> : [];
type ArgsIn<S> = S extends z.ZodType ? z.input<S> : [];
type InputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ActionContext<L extends AuthLevel, A, I> = {
  /** The signed-in person (null on a public action when nobody is signed in). */
  user: L extends "public" ? SessionUser | null : SessionUser;
  /** The bound arguments, parsed. */
  args: A;
  /** The form (or call arguments) parsed with `input`. */
  input: I;
  /** The form's text values as typed (given back with a refusal to refill the form). */
  values: Record<string, string>;
  form: FormData | undefined;
  lang: Lang;
  client: ClientInfo;
  audit: AuditContext;
};

/** A path to revalidate, or `{ layout }`: that layout and every page under it (the account's name in the navigation). */
export type Revalidation = string | { layout: string };

/** What a handler answers: a message and data for the page, a redirect, or a state of its own. */
export type Done<D> = void | { message?: string; data?: D; redirect?: string; revalidate?: Revalidation[] } | FormState<D>;

type Declaration<L extends AuthLevel, AS extends ArgsSchema | undefined, S extends z.ZodType | undefined, D> = DoorRule & {
  auth: L;
  /** Where sign-in comes back to when the session has ended (the page's path). */
  path?: string | ((...args: ArgsOf<AS>) => string);
  /** The arguments the page binds (ids): they come back from the browser, so they are parsed too (else not found). */
  args?: AS;
  /** The form's schema (a form action) or the schema of the call's payload (a call action). */
  input?: S;
  /** How the form becomes the schema's input (default: its text fields, repeated names as lists); may be async (a lookup). */
  read?: (form: FormData, ...args: ArgsOf<AS>) => unknown;
  /** The page's own sentence per failing field (the table consults it first). */
  fieldWords?: FieldWords;
  /**
   * A rate limit the action counts (lib/api/rate-limit.ts), as withApi counts a route's: after the
   * door and the parse (a malformed form costs nothing), per signed-in account — or per client
   * address when nobody is signed in, or always with `per: "address"` (a public lookup's budget).
   */
  rateLimit?: { policy: RateLimitPolicy; per?: "account" | "address" };
  /** A success gives the typed values back too (a search form that stays filled in); by default a success starts the form afresh. */
  keepValues?: boolean;
  /** Paths to revalidate after a success. */
  revalidate?: Revalidation[] | ((ctx: ActionContext<L, ArgsOf<AS>, InputOf<S>>) => Revalidation[]);
  handler: (ctx: ActionContext<L, ArgsOf<AS>, InputOf<S>>) => Promise<Done<D>>;
};

const isState = <D>(done: Done<D>): done is FormState<D> => typeof done === "object" && done !== null && "status" in done && "seq" in done;

/** Every answer of the kernel: typed passwords never travel back to the browser, whichever path answered. */
async function answer<D>(state: Promise<FormState<D>>): Promise<FormState<D>> {
  const s = await state;
  return s.values ? { ...s, values: withoutSecrets(s.values) } : s;
}

async function run<L extends AuthLevel, AS extends ArgsSchema | undefined, S extends z.ZodType | undefined, D>(
  decl: Declaration<L, AS, S, D>,
  rawArgs: readonly unknown[],
  form: FormData | undefined,
  rawInput: () => unknown,
): Promise<FormState<D>> {
  const values = form ? textValues(form) : {};
  if (!sameOrigin(await headers())) {
    const t = await getTranslations("common.form");
    return refusedState("origin", t("crossSite"), values);
  }

  // Bound arguments first: a path for the sign-in redirect needs them, a foreign one names nothing.
  let args: ArgsOf<AS> = [] as ArgsOf<AS>;
  if (decl.args) {
    const parsed = decl.args.safeParse(rawArgs);
    if (!parsed.success) return refusedState("not_found", await pageMessage(notFound("Resource").message), values);
    args = parsed.data as ArgsOf<AS>;
  }

  const path = typeof decl.path === "function" ? (decl.path as (...a: unknown[]) => string)(...(args as unknown[])) : decl.path;
  const user = decl.auth === "public" ? await getSessionUser() : await requireSessionUser(path);
  if (user) {
    const refusal = await doorRefusal(user.id, decl);
    if (refusal) {
      if (needsSecondFactor(refusal)) redirect("/profile/security?required=1");
      return refusedState(codeOf(refusal), await pageMessage(refusal.message), values);
    }
  }

  const client = await pageClient();
  let input = undefined as InputOf<S>;
  if (decl.input) {
    const raw = form && decl.read ? await (decl.read as (f: FormData, ...a: unknown[]) => unknown)(form, ...(args as unknown[])) : rawInput();
    const parsed = decl.input.safeParse(raw);
    if (!parsed.success) return invalidState(fieldErrorsOf(parsed.error) as FieldErrors, values, decl.fieldWords);
    input = parsed.data as InputOf<S>;
  }
  if (decl.rateLimit) {
    const { policy, per } = decl.rateLimit;
    try {
      await hit(policy, user && per !== "address" ? `u${user.id}` : client.ip);
    } catch (e) {
      return failureState(e, values, decl.fieldWords);
    }
  }

  const ctx: ActionContext<L, ArgsOf<AS>, InputOf<S>> = {
    user: user as ActionContext<L, ArgsOf<AS>, InputOf<S>>["user"],
    args,
    input,
    values,
    form,
    lang: await pageLanguage(),
    client,
    audit: auditContext({ user: user ?? undefined, ip: client.ip, requestId: client.requestId ?? "" }),
  };

  let done: Done<D>;
  try {
    done = await decl.handler(ctx);
  } catch (e) {
    unstable_rethrow(e); // redirect() and notFound() from the handler are Next's, not errors
    return failureState(e, values, decl.fieldWords);
  }
  if (isState(done)) {
    if (done.status === "error") return { ...done, values: done.values ?? values };
  }
  const paths = [...(typeof decl.revalidate === "function" ? decl.revalidate(ctx) : (decl.revalidate ?? [])), ...(!isState(done) && done?.revalidate ? done.revalidate : [])];
  for (const p of paths) {
    if (typeof p === "string") revalidatePath(p);
    else revalidatePath(p.layout, "layout");
  }
  if (isState(done)) return done;
  if (done?.redirect) redirect(done.redirect);
  const ok = succeededState(done?.message, done?.data);
  return decl.keepValues ? { ...ok, values } : ok;
}

/** A server action behind a form: `(…bound args, previous state, form) => state` (useActionState). */
export function defineFormAction<L extends AuthLevel, AS extends ArgsSchema | undefined = undefined, S extends z.ZodType | undefined = undefined, D = undefined>(
  decl: Declaration<L, AS, S, D>,
): (...params: [...ArgsIn<AS>, FormState<D>, FormData]) => Promise<FormState<D>> {
  return async (...params) => {
    const form = params[params.length - 1] as FormData;
    const args = params.slice(0, -2);
    return answer(run(decl, args, form, () => formInput(form)));
  };
}

/**
 * A server action called from a client component with plain arguments (no form): the arguments
 * are parsed with `args`, and `input` (when given) parses one more, the last, as the call's payload.
 */
export function defineCallAction<L extends AuthLevel, AS extends ArgsSchema | undefined = undefined, D = undefined, S extends z.ZodType | undefined = undefined>(
  decl: Omit<Declaration<L, AS, S, D>, "read">,
): (...params: [...ArgsIn<AS>, ...PayloadIn<S>]) => Promise<FormState<D>> {
  return async (...params) => {
    const args = decl.input ? params.slice(0, -1) : params;
    return answer(run(decl as Declaration<L, AS, S, D>, args, undefined, () => params[params.length - 1]));
  };
}

type PayloadIn<S> = S extends z.ZodType ? [payload: z.input<S>] : [];

/**
 * A server action behind a plain `<form action>` of a server-rendered page (a button that works
 * before hydration, no useActionState): `(…bound args, form) => void`. The handler answers with a
 * redirect (the page shows the outcome from its query); a refusal (the door, the form's schema, a
 * domain error) goes where `refused` says.
 */
export function defineSubmitAction<L extends AuthLevel, AS extends ArgsSchema | undefined = undefined, S extends z.ZodType | undefined = undefined>(
  decl: Declaration<L, AS, S, undefined> & { refused: (state: FormState, form: FormData) => string },
): (...params: [...ArgsIn<AS>, FormData]) => Promise<void> {
  return async (...params) => {
    const form = params[params.length - 1] as FormData;
    const state = await run(decl, params.slice(0, -1), form, () => formInput(form));
    if (state.status === "error") redirect(decl.refused(state, form));
  };
}
