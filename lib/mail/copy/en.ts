import type { MailCopy } from "@/lib/mail/copy/mail-copy";

export const en: MailCopy = {
  greeting: "Hi {name},",
  greetingAnonymous: "Hello,",
  linkFallback: "If the button does not work, copy this address into your browser:",
  signature: "The DiveCert team",
  automated: "This is an automated message. Replies to this address are not read.",
  verifyEmail: {
    subject: "Confirm your e-mail address",
    intro: "Welcome to DiveCert. Please confirm your e-mail address to activate your account.",
    action: "Confirm e-mail address",
    ignore: "If you did not create a DiveCert account, you can ignore this message.",
  },
  resetPassword: {
    subject: "Reset your password",
    intro: "We received a request to reset the password of your DiveCert account.",
    action: "Choose a new password",
    expiry: "This link can be used once and expires in {minutes} minutes.",
    ignore: "If you did not ask for a new password, you can ignore this message: your password stays the same.",
  },
  guardianConsent: {
    subject: "{minorName} needs your consent on DiveCert",
    greeting: "Dear {guardianName},",
    intro:
      "{minorName} has registered on DiveCert and named you as parent or guardian. " +
      "Because {minorName} is under 18, courses can only be booked once you give your consent.",
    action: "Give consent",
    ignore: "If you do not know about this registration, do not open the link and simply ignore this message.",
  },
  passwordChanged: {
    subject: "Your password was changed",
    intro: "The password of your DiveCert account was just changed, and your other sessions were signed out.",
    warning: "If you did not do this, reset your password at once and contact us.",
  },
  guardianForm: {
    subject: "{minorName} asks you to sign the {formTitle}",
    greeting: "Dear {guardianName},",
    intro:
      "{minorName} is training with DiveCert. Because {minorName} is under 18, the {formTitle} must be signed by a parent or guardian. " +
      "The link below opens the full text; read it, and if you agree, sign it by typing your own name.",
    action: "Read and sign",
    expiry: "The link works for {days} days.",
    ignore: "If you do not know about this request, do not open the link and simply ignore this message.",
  },
};
