import { ok, rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { publicDocument } from "@/lib/credentials/public-document";
import { ZStatusList, ZStatusListParams } from "@/lib/credentials/schema";
import { getStatusList } from "@/lib/credentials/status-list";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZStatusListParams,
    docs: {
      tag: "Verify",
      summary: "Read a revocation status list",
      description:
        "A signed BitstringStatusListCredential (VC-JOSE). `Accept: application/vc+jwt` answers the bare JWT; otherwise the envelope holds `{ jwt, credential }`. Public, cacheable, with an ETag (If-None-Match answers 304).",
    },
    response: { description: "The status list credential.", data: ZStatusList },
    handler: async ({ req, params }) => {
      const list = await getStatusList(params.list);
      const asJwt = /application\/vc\+jwt/.test(req.headers.get("accept") ?? "");
      const body = asJwt ? list.jwt : JSON.stringify(ok("Status list retrieved.", { jwt: list.jwt, credential: list.credential }).body);
      const etag = `"${list.etag.slice(1, -1)}-${asJwt ? "j" : "e"}"`;
      return rawResponse(publicDocument(req, body, asJwt ? "application/vc+jwt" : "application/json; charset=utf-8", { etag }));
    },
  }),
});
