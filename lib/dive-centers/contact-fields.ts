import { z } from "zod";

// A dive center's contact fields, one rule for every form that edits them (the staff console's
// create/edit, the center's own settings). The type message is the caller's: the center's routes
// name the field ("The website must be text."), the console's keep zod's own.

type TypeError = { error: string } | undefined;

/** An http(s) URL with a dotted host name, at most 255 characters. */
export const zWebsite = (typeError?: TypeError) =>
  z
    .string(typeError)
    .trim()
    .max(255, "The website may have at most 255 characters.")
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
      } catch {
        return false;
      }
    }, "The website must be a valid http(s) URL, e.g. https://example.com.");

/** Digits, spaces, ( ) . - / and a leading +, 4 to 32 characters. */
export const zPhone = (typeError?: TypeError) =>
  z
    .string(typeError)
    .trim()
    .max(32, "The phone may have at most 32 characters.")
    .regex(/^\+?[0-9 ().\-/]{4,32}$/, "The phone may hold digits, spaces, ( ) . - / and a leading +.");
