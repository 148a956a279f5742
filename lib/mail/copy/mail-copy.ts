// The words of every e-mail in one language. `{name}` placeholders are filled by the templates;
// copy is plain text only (the HTML layout escapes it), so translators never write markup.
// Adding a language: copy en.ts to <code>.ts, translate, and register it in templates.ts.

export type MailCopy = {
  greeting: string; // {name}
  greetingAnonymous: string;
  linkFallback: string;
  signature: string;
  automated: string;
  verifyEmail: { subject: string; intro: string; action: string; ignore: string };
  resetPassword: { subject: string; intro: string; action: string; expiry: string; ignore: string }; // expiry: {minutes}
  guardianConsent: {
    subject: string; // {minorName}
    greeting: string; // {guardianName}
    intro: string; // {minorName}
    action: string;
    ignore: string;
  };
  passwordChanged: { subject: string; intro: string; warning: string };
  guardianForm: {
    subject: string; // {minorName}, {formTitle}
    greeting: string; // {guardianName}
    intro: string; // {minorName}, {formTitle}
    action: string;
    expiry: string; // {days}
    ignore: string;
  };
};
