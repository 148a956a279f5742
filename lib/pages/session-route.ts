import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { auditContext } from "@/lib/api/audit-context";
import { clientIp } from "@/lib/api/client-ip";
import { AppError, forbidden, notFound, unauthenticated } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { hit, type RateLimitPolicy } from "@/lib/api/rate-limit";
import { MAX_BODY_BYTES, readBody } from "@/lib/api/read-body";
import { readMultipart, type MultipartBody, type MultipartOptions } from "@/lib/api/read-multipart";
import { zodToAppError } from "@/lib/api/validation";
import type { AuditContext } from "@/lib/audit/record-audit";
import type { AuthLevel } from "@/lib/auth/guard";
import { clientInfoFrom, type ClientInfo } from "@/lib/auth/security-events";
import { getSessionUser, type SessionUser } from "@/lib/auth/browser/current-user";
import type { Lang } from "@/lib/i18n/language";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { pageLanguage } from "@/lib/i18n/page-language";
import { doorRefusal, type DoorRule } from "@/lib/pages/door";
import { sameOrigin } from "@/lib/pages/origin";

// The door of the pages' own routes outside /api/v1 (downloads, exports, uploads with progress):
// the browser's session cookie instead of a bearer token, and otherwise the API's kernel — the
// Origin check on writes, the same door rule, parameters, query and a JSON body parsed (404 / 422,
// 413 over the size limit), the rate limit, one service call, and the API's error envelope with
// its words in the page's language.

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type SessionRouteContext<P, Q, B = undefined> = {
  req: Request;
  user: SessionUser;
  params: Out<P>;
  query: Out<Q>;
  /** The JSON body of a `body` route, parsed with its schema. */
  body: Out<B>;
  /** The upload of a `multipart` route. */
  upload: MultipartBody | undefined;
  requestId: string;
  lang: Lang;
  client: ClientInfo;
  audit: AuditContext;
};

type SessionRoute<P, Q, B> = DoorRule & {
  auth: Exclude<AuthLevel, "public">;
  params?: P;
  query?: Q;
  /** A JSON body (as withApi's `body`): read up to `maxBodyBytes` (413 above), 422 with field errors when it does not parse. */
  body?: B;
  maxBodyBytes?: number;
  /** Signed out: a link followed in the browser goes to sign in and back to `login`; else 401. */
  login?: string;
  rateLimit?: RateLimitPolicy;
  multipart?: MultipartOptions;
  handler: (ctx: SessionRouteContext<P, Q, B>) => Promise<Response>;
};

/** A refusal in the page's language, as the page's script shows the envelope's words. */
async function shown(e: unknown): Promise<unknown> {
  if (!(e instanceof AppError)) return e;
  return new AppError(e.code, await pageMessage(e.message), { ...e.extra, fields: await pageFields(e.extra.fields) });
}

export function withSession<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  route: SessionRoute<P, Q, B>,
): (req: Request, context?: RouteContext) => Promise<Response> {
  return async (req, context) => {
    const requestId = randomUUID();
    let upload: MultipartBody | undefined;
    try {
      if (req.method !== "GET" && !sameOrigin(req.headers, req.url)) throw forbidden("Cross-site request refused.");
      const user = await getSessionUser();
      if (!user) {
        if (route.login) return Response.redirect(new URL(`/login?next=${encodeURIComponent(route.login)}`, req.url), 303);
        throw unauthenticated();
      }
      const refusal = await doorRefusal(user.id, route);
      if (refusal) throw refusal;
      const rawParams = context ? await context.params : {};
      const params = route.params ? route.params.safeParse(rawParams) : undefined;
      if (params && !params.success) throw notFound("Resource");
      const query = route.query ? route.query.safeParse(Object.fromEntries(new URL(req.url).searchParams)) : undefined;
      if (query && !query.success) throw zodToAppError(query.error);
      // Before the rate limit, as withApi: a malformed body costs nothing.
      const body = route.body && !route.multipart ? route.body.safeParse(await readBody(req, route.maxBodyBytes ?? MAX_BODY_BYTES)) : undefined;
      if (body && !body.success) throw zodToAppError(body.error);
      if (route.rateLimit) await hit(route.rateLimit, `u${user.id}`);
      if (route.multipart) upload = await readMultipart(req, route.multipart);
      const ip = clientIp(req);
      return await route.handler({
        req,
        user,
        params: params?.data as Out<P>,
        query: query?.data as Out<Q>,
        body: body?.data as Out<B>,
        upload,
        requestId,
        lang: await pageLanguage(),
        client: clientInfoFrom(ip, req.headers.get("user-agent"), requestId),
        audit: auditContext({ user, ip, requestId }),
      });
    } catch (e) {
      return toErrorResponse(await shown(e), requestId);
    } finally {
      await upload?.cleanup();
    }
  };
}
