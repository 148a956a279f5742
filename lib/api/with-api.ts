import { randomUUID } from "node:crypto";
import { z } from "zod";
import { clientIp } from "@/lib/api/client-ip";
import { AppError, errorStatus, invalidField } from "@/lib/api/errors";
import type { ApiResponse } from "@/lib/api/envelope";
import type { OperationResponse, RouteDocs } from "@/lib/api/openapi/types";
import { toErrorResponse } from "@/lib/api/error-response";
import { hit, type RateLimitPolicy } from "@/lib/api/rate-limit";
import { rateLimitHeaders, withRateLimitMeter, type MeterReading } from "@/lib/api/rate-limit-meter";
import { nulPath, readBody, MAX_BODY_BYTES } from "@/lib/api/read-body";
import { assertNoNulFields, parseMultipartFields, readMultipart, type MultipartBody, type MultipartOptions, type UploadedFile } from "@/lib/api/read-multipart";
import { jsonResponse } from "@/lib/api/respond";
import { inRequestScope } from "@/lib/api/request-scope";
import { zodToAppError } from "@/lib/api/validation";
import { authenticate, authorize, bearerToken, requireSecondFactor, type AuthLevel, type AuthUser } from "@/lib/auth/guard";
import { negotiateLanguage, type Lang } from "@/lib/i18n/language";
import type { Permission } from "@/lib/auth/permissions";
import { clientInfoFrom, type ClientInfo } from "@/lib/auth/security-events";

// The kernel every /api/v1 route goes through: request id, auth, language, rate limits,
// parsing, then one service call, and one error table on the way out.

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What the handler may put in `data`: the declared response schema's shape. */
type DataOf<R> = R extends { data: infer D } ? (D extends z.ZodType ? ReadonlyDeep<z.input<D>> : unknown) : unknown;
/** Services may hand out readonly lists (static reference data): the answer is only read. */
type ReadonlyDeep<T> = T extends (infer U)[] ? readonly ReadonlyDeep<U>[] : T extends Date ? T : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

export type ApiContext<A extends AuthLevel, P, Q, B> = {
  req: Request;
  url: URL;
  requestId: string;
  ip: string;
  /** The client as security events and sessions record it: address, user agent, request id. */
  client: ClientInfo;
  lang: Lang;
  user: A extends "public" ? undefined : AuthUser;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The uploaded file of a `multipart` route (undefined when the form held none). */
  file: UploadedFile | undefined;
};

export type RateLimitRule<A extends AuthLevel, P, Q, B> = {
  policy: RateLimitPolicy;
  /**
   * The subject counted; defaults to the user id, or the client IP on public routes. On
   * `multipart` routes the limit is counted before the body is read, so `body` is undefined.
   */
  key?: (ctx: ApiContext<A, P, Q, B>) => string | undefined;
};

export type ApiOptions<A extends AuthLevel, P, Q, B, R extends OperationResponse | undefined = undefined> = {
  auth: A;
  /** The staff permission an `auth: "staff"` route needs (lib/auth/permissions.ts); checked by the kernel. */
  permission?: Permission;
  /**
   * The route's entry in the OpenAPI document (lib/api/openapi/): tag, summary, words, extra errors.
   * Every route under app/api/v1 has one (tests/integration/openapi.test.ts); only the catch-all
   * 404 and tests' own handlers go without.
   */
  docs?: RouteDocs;
  /** The success answer: status, envelope and the zod schema of `data` the handler must return. */
  response?: R;
  /** Limits the route's service counts itself (e.g. login per address): documented, and reported in X-RateLimit-* headers. */
  countedBy?: RateLimitPolicy[];
  /** Non-active accounts may call this route (log in, read the profile, log out). */
  allowInactive?: boolean;
  /** Legacy refresh accepts a token this many seconds after it expired. */
  expiredGraceSeconds?: number;
  params?: P;
  query?: Q;
  body?: B;
  maxBodyBytes?: number;
  /**
   * A multipart/form-data upload instead of JSON: the text fields are parsed with `body`, the
   * file is streamed to a temporary file (removed after the handler) with its own size limit.
   */
  multipart?: MultipartOptions;
  rateLimit?: RateLimitRule<A, P, Q, B>[];
  handler: (ctx: ApiContext<A, P, Q, B>) => Promise<ApiResponse<DataOf<R>>>;
};

/** A route's declaration without its handler: what the OpenAPI document and the tests read. */
export type RouteSpec = Omit<ApiOptions<AuthLevel, Schema | undefined, Schema | undefined, Schema | undefined, OperationResponse | undefined>, "handler" | "rateLimit"> & {
  rateLimits: RateLimitPolicy[];
};

export type ApiHandler = ((req: Request, route?: RouteContext) => Promise<Response>) & { spec: RouteSpec };

/** The declaration behind a route's exported verb (undefined for 405 placeholders and other functions). */
export const specOf = (fn: unknown): RouteSpec | undefined =>
  typeof fn === "function" && "spec" in fn ? (fn as ApiHandler).spec : undefined;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

function parseWith<S extends Schema>(schema: S, input: unknown, onError: (e: z.ZodError) => AppError) {
  const result = schema.safeParse(input);
  if (!result.success) throw onError(result.error);
  return result.data;
}

export function withApi<
  A extends AuthLevel,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends OperationResponse | undefined = undefined,
>(options: ApiOptions<A, P, Q, B, R>): ApiHandler {
  const metered = (options.rateLimit?.length ?? 0) > 0 || (options.countedBy?.length ?? 0) > 0;
  const serve = (req: Request, route: RouteContext | undefined, meter?: () => MeterReading | undefined) => handle(options, req, route, meter);
  const fn = (metered
    ? (req: Request, route?: RouteContext) => withRateLimitMeter((read) => serve(req, route, read))
    : (req: Request, route?: RouteContext) => serve(req, route)) as ApiHandler;
  const { handler: _handler, rateLimit, ...declared } = options;
  fn.spec = { ...declared, rateLimits: [...(rateLimit ?? []).map((r) => r.policy), ...(options.countedBy ?? [])] } as RouteSpec;
  return fn;
}

async function handle<A extends AuthLevel, P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends OperationResponse | undefined>(
  options: ApiOptions<A, P, Q, B, R>,
  req: Request,
  route: RouteContext | undefined,
  meter?: () => MeterReading | undefined,
): Promise<Response> {
  const requestId = requestIdOf(req);
  const url = new URL(req.url);
  let upload: MultipartBody | undefined;
  try {
    let user: AuthUser | undefined;
    if (options.auth !== "public") {
      user = await authenticate(bearerToken(req.headers.get("authorization")), {
        expiredGraceSeconds: options.expiredGraceSeconds,
      });
      authorize(user, options.auth, options.allowInactive ?? false, options.permission);
      if (options.auth === "admin" || options.auth === "staff") await requireSecondFactor(user);
    }
    const lang = negotiateLanguage(req.headers.get("accept-language"), url.searchParams.get("lang"), user?.defaultLanguage);
    const rawParams = route ? await route.params : {};
    // A route parameter that does not parse names no object: 404, not 422.
    const params = options.params
      ? parseWith(options.params, rawParams, () => new AppError("not_found", "Not found."))
      : undefined;
    if (nulPath(rawParams)) throw new AppError("not_found", "Not found.");
    const rawQuery = Object.fromEntries(url.searchParams);
    // PostgreSQL text cannot hold NUL: refused here instead of failing in a query.
    const nulQuery = nulPath(rawQuery);
    if (nulQuery) throw invalidField(nulQuery, "The field must not contain NUL characters.");
    const query = options.query
      ? parseWith(options.query, rawQuery, (e) => zodToAppError(e))
      : undefined;
    let body: unknown;
    if (options.body && !options.multipart) {
      const raw = await readBody(req, options.maxBodyBytes ?? MAX_BODY_BYTES);
      body = parseWith(options.body, raw, (e) => zodToAppError(e));
    }
    const ctx = {
      req,
      url,
      requestId,
      ip: clientIp(req),
      client: clientInfoFrom(clientIp(req), req.headers.get("user-agent"), requestId),
      lang,
      user,
      params,
      query,
      body,
      file: undefined,
    } as ApiContext<A, P, Q, B>;
    for (const rule of options.rateLimit ?? []) {
      const subject = rule.key ? rule.key(ctx) : user ? `u${user.id}` : ctx.ip;
      if (subject) await hit(rule.policy, subject);
    }
    if (options.multipart) {
      // After the rate limit: a refused client does not get to send 10 MiB first.
      upload = await readMultipart(req, options.multipart);
      ctx.file = upload.file;
      if (options.body) ctx.body = parseMultipartFields(upload.fields, options.body) as Out<B>;
      else assertNoNulFields(upload.fields);
    }
    const result = await inRequestScope({ ip: ctx.ip, requestId }, () => options.handler(ctx));
    if (meter) result.headers = { ...result.headers, ...rateLimitHeaders(meter()) };
    return jsonResponse(req, result, requestId);
  } catch (error) {
    const res = toErrorResponse(error, requestId);
    if (meter) for (const [name, value] of Object.entries(rateLimitHeaders(meter()))) res.headers.set(name, value);
    return res;
  } finally {
    await upload?.cleanup();
  }
}

/** Every HTTP verb of a route file: the ones given, and a JSON 405 for the rest. */
export function methods(handlers: Partial<Record<Verb, (req: Request, ctx: RouteContext) => Promise<Response>>>) {
  const allowed = Object.keys(handlers).join(", ");
  const notAllowed = async (req: Request) => {
    const requestId = requestIdOf(req);
    const res = toErrorResponse(new AppError("method_not_allowed", "The method is not supported for this route."), requestId);
    res.headers.set("Allow", allowed);
    return res;
  };
  const all = {} as Record<Verb, (req: Request, ctx: RouteContext) => Promise<Response>>;
  for (const verb of verbs) all[verb] = handlers[verb] ?? notAllowed;
  return all;
}

const verbs = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Verb = (typeof verbs)[number];

export { clientIp, errorStatus, invalidField };
