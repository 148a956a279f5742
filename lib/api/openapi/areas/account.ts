import type { Operation } from "@/lib/api/openapi/types";
import { certificationList, described, nothing, userResource } from "@/lib/api/openapi/response-data";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZChangePassword, ZDeleteAccount, ZDiveCenterChoice, ZProfileUpdate } from "@/lib/users/schema";

// /profile/* and its /user/* aliases, and the account's certifications under /user.

export const accountOperations: Operation[] = [
  // ---- Profile ----
  {
    method: "GET", path: "/api/v1/profile", tag: "Profile", auth: "user", allowInactive: true, etag: true,
    summary: "Read the profile",
    response: { envelope: "user", description: "The user resource.", data: userResource },
  },
  {
    method: "PATCH", path: "/api/v1/profile", tag: "Profile", auth: "user",
    summary: "Update the profile",
    description: "Any writable field; everything else sent (email, status, member_id, ...) is ignored. Enum fields accept the code or the English label.",
    body: ZProfileUpdate,
    response: { envelope: "user", description: "The updated user resource.", data: userResource },
  },
  {
    method: "DELETE", path: "/api/v1/profile", tag: "Profile", auth: "user", allowInactive: true,
    summary: "Close the account",
    description: "Personal data is erased; certifications stay verifiable.",
    body: ZDeleteAccount,
    errors: { 422: "Validation failed, or the password is incorrect." },
    response: { description: "Account closed.", data: nothing },
  },
  {
    method: "PUT", path: "/api/v1/profile/password", tag: "Profile", auth: "user",
    summary: "Change the password",
    description: "Every other session is signed out.",
    body: ZChangePassword,
    errors: { 422: "Validation failed, or the current password is incorrect." },
    response: { description: "Password changed.", data: nothing },
  },
  {
    method: "PATCH", path: "/api/v1/profile/dive-center", tag: "Profile", auth: "user",
    summary: "Join or leave a dive center",
    description: "`dive_center_id: null` leaves the current one.",
    body: ZDiveCenterChoice,
    response: { envelope: "user", description: "The updated user resource.", data: userResource },
  },

  // ---- User ----
  {
    method: "GET", path: "/api/v1/user", tag: "User", auth: "user", allowInactive: true, etag: true,
    summary: "Read the profile (alias of GET /api/v1/profile)",
    response: { envelope: "user", description: "The user resource.", data: userResource },
  },
  {
    method: "PATCH", path: "/api/v1/user", tag: "User", auth: "user",
    summary: "Update the profile (alias of PATCH /api/v1/profile)",
    body: ZProfileUpdate,
    response: { envelope: "user", description: "The updated user resource.", data: userResource },
  },
  {
    method: "PUT", path: "/api/v1/user/password", tag: "User", auth: "user",
    summary: "Change the password (alias of PUT /api/v1/profile/password)",
    body: ZChangePassword,
    errors: { 422: "Validation failed, or the current password is incorrect." },
    response: { description: "Password changed.", data: nothing },
  },
  {
    method: "PATCH", path: "/api/v1/user/dive-center", tag: "User", auth: "user",
    summary: "Join or leave a dive center (alias of PATCH /api/v1/profile/dive-center)",
    body: ZDiveCenterChoice,
    response: { envelope: "user", description: "The updated user resource.", data: userResource },
  },

  {
    method: "GET", path: "/api/v1/user/certifications", tag: "User", auth: "user",
    summary: "List all certifications",
    response: { description: "Every certification of the account, highest level first.", data: certificationList },
  },
  {
    method: "GET", path: "/api/v1/user/certifications/diver", tag: "User", auth: "user",
    summary: "List diver-level and specialty certifications",
    response: { description: "Diver and specialty certifications.", data: certificationList },
  },
  {
    method: "GET", path: "/api/v1/user/certifications/professional", tag: "User", auth: "user",
    summary: "List professional, trainer and examiner certifications",
    response: { description: "Professional-level certifications.", data: certificationList },
  },
  {
    method: "GET", path: "/api/v1/user/certifications/{certification}/card", tag: "User", auth: "user",
    summary: "Read a certification card",
    description: "The card image is a PNG at `card_url`. Another user's certification is a 404.",
    params: ZCertificationParams,
    response: {
      description: "The card.",
      data: described("`{ certification, card_url, qr_svg, verify_url }` (`certification` is a certification record).", "CertificationCard"),
    },
  },
];
