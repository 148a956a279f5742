import type { Operation } from "@/lib/api/openapi/types";
import { described, nothing, one, userResource } from "@/lib/api/openapi/response-data";
import { ZForgotPassword, ZLogin, ZRefresh, ZResetPassword, ZSignedLinkParams, ZSignedLinkQuery, ZTokenResponse } from "@/lib/auth/schema";
import { ZRegister } from "@/lib/users/schema";

// /auth/* and /legacy/auth/*.

const legacyToken = described("`{ token, token_type: \"bearer\", expires_in }`", "LegacyToken");
const legacySession = described("`{ token, token_type: \"bearer\", expires_in, user }` where `user` holds the user-resource fields.", "LegacySession");

const signedLink = "Signed URL from an e-mail; `expires` and `signature` come with the link. Apps get JSON; a browser (`Accept: text/html`) is redirected (303) to";

export const authOperations: Operation[] = [
  // ---- Auth ----
  {
    method: "POST", path: "/api/v1/auth/register", tag: "Auth", auth: "public",
    summary: "Register a diver account",
    description: "Minors (under 18 by `dob`) must also give guardian_first_name, guardian_last_name and guardian_email. Sends the verification e-mail. Rate limited per IP.",
    body: ZRegister, rateLimited: true,
    response: { status: 201, envelope: "user", description: "The new account.", data: userResource },
  },
  {
    method: "POST", path: "/api/v1/auth/login", tag: "Auth", auth: "public",
    summary: "Log in",
    description: "Issues an access token (JWT, 60 minutes) and a refresh token (30 days). Rate limited per IP and per IP and e-mail.",
    body: ZLogin, rateLimited: true,
    errors: { 401: "Wrong e-mail or password: `Invalid credentials.` (the same answer for both)." },
    response: { description: "The token pair.", data: one(ZTokenResponse, "TokenResponse") },
  },
  {
    method: "POST", path: "/api/v1/auth/refresh", tag: "Auth", auth: "public",
    summary: "Rotate the refresh token",
    description: "Every use rotates the refresh token; reusing a rotated one revokes the whole family (a retry within 60 s gets the same new pair).",
    body: ZRefresh, rateLimited: true,
    errors: { 401: "The refresh token is unknown, expired or revoked." },
    response: { description: "A new token pair.", data: one(ZTokenResponse, "TokenResponse") },
  },
  {
    method: "POST", path: "/api/v1/auth/logout", tag: "Auth", auth: "user", allowInactive: true,
    summary: "Log out",
    description: "The access token and its refresh token stop working at once.",
    response: { description: "Logged out.", data: nothing },
  },
  {
    method: "POST", path: "/api/v1/auth/password/forgot", tag: "Auth", auth: "public",
    summary: "Send a password reset link",
    description: "The same answer whether or not the address belongs to an account.",
    body: ZForgotPassword, rateLimited: true,
    response: { description: "The link was sent if the account exists.", data: nothing },
  },
  {
    method: "POST", path: "/api/v1/auth/password/reset", tag: "Auth", auth: "public",
    summary: "Reset the password with the e-mailed token",
    description: "The token is single use and lives 60 minutes; every session of the account is revoked.",
    body: ZResetPassword,
    errors: { 422: "Validation failed, or the token is invalid or expired (`errors.token`)." },
    response: { description: "Password reset.", data: nothing },
  },
  {
    method: "GET", path: "/api/v1/auth/email/verify/{id}/{hash}", tag: "Auth", auth: "public",
    summary: "Verify the e-mail address (signed link)",
    description: `${signedLink} \`/email-verified?result=ok|expired|invalid\`. The link expires after 60 minutes.`,
    params: ZSignedLinkParams, query: ZSignedLinkQuery, browserRedirect: "/email-verified",
    errors: { 403: "Invalid signature, or the link has expired." },
    response: { description: "Verified (or already verified).", data: nothing },
  },
  {
    method: "POST", path: "/api/v1/auth/email/resend", tag: "Auth", auth: "user",
    summary: "Resend the verification e-mail",
    rateLimited: true,
    errors: { 409: "The address is already verified." },
    response: { description: "A new link was sent.", data: nothing },
  },
  {
    method: "GET", path: "/api/v1/auth/guardian/accept/{id}/{hash}", tag: "Auth", auth: "public",
    summary: "Record a guardian's consent (signed link)",
    description: `Sent to the guardian of a minor at registration; sets \`guardian_accepted\`. ${signedLink} \`/guardian-consent?result=ok|expired|invalid\`.`,
    params: ZSignedLinkParams, query: ZSignedLinkQuery, browserRedirect: "/guardian-consent",
    errors: { 403: "Invalid signature, or the link has expired." },
    response: { description: "Consent recorded.", data: nothing },
  },

  // ---- Legacy auth ----
  {
    method: "POST", path: "/api/v1/legacy/auth/login", tag: "Legacy auth", auth: "public", legacy: true,
    summary: "Log in (legacy)",
    body: ZLogin, rateLimited: true,
    errors: { 401: "Wrong e-mail or password: `Invalid credentials.`" },
    response: { description: "A legacy token and the user.", data: legacySession },
  },
  {
    method: "POST", path: "/api/v1/legacy/auth/register", tag: "Legacy auth", auth: "public", legacy: true,
    summary: "Register and log in (legacy)",
    description: "Same rules as POST /api/v1/auth/register.",
    body: ZRegister, rateLimited: true,
    response: { status: 201, description: "A legacy token and the new user.", data: legacySession },
  },
  {
    method: "POST", path: "/api/v1/legacy/auth/logout", tag: "Legacy auth", auth: "user", allowInactive: true, legacy: true,
    summary: "Log out (legacy)",
    response: { description: "Logged out.", data: nothing },
  },
  {
    method: "POST", path: "/api/v1/legacy/auth/refresh", tag: "Legacy auth", auth: "user", allowInactive: true, legacy: true,
    summary: "Refresh the legacy token",
    description: "Bearer: the current legacy token, accepted up to 14 days after it expired. The presented token is revoked.",
    rateLimited: true,
    response: { description: "A new legacy token.", data: legacyToken },
  },
  {
    method: "POST", path: "/api/v1/legacy/auth/reset-password", tag: "Legacy auth", auth: "public", legacy: true,
    summary: "Send a password reset link (legacy)",
    body: ZForgotPassword, rateLimited: true,
    response: { description: "The link was sent if the account exists.", data: nothing },
  },
];
