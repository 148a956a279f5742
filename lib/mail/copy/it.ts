import type { MailCopy } from "@/lib/mail/copy/mail-copy";

export const it: MailCopy = {
  greeting: "Ciao {name},",
  greetingAnonymous: "Ciao,",
  linkFallback: "Se il pulsante non funziona, copia questo indirizzo nel browser:",
  signature: "Il team DiveCert",
  automated: "Questo è un messaggio automatico. Le risposte a questo indirizzo non vengono lette.",
  verifyEmail: {
    subject: "Conferma il tuo indirizzo e-mail",
    intro: "Ti diamo il benvenuto in DiveCert. Conferma il tuo indirizzo e-mail per attivare l'account.",
    action: "Conferma indirizzo e-mail",
    ignore: "Se non hai creato un account DiveCert, puoi ignorare questo messaggio.",
  },
  resetPassword: {
    subject: "Reimposta la password",
    intro: "Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account DiveCert.",
    action: "Scegli una nuova password",
    expiry: "Il link si può usare una sola volta e scade tra {minutes} minuti.",
    ignore: "Se non hai chiesto una nuova password, ignora questo messaggio: la tua password resta invariata.",
  },
  guardianConsent: {
    subject: "{minorName} ha bisogno del tuo consenso su DiveCert",
    greeting: "Gentile {guardianName},",
    intro:
      "{minorName} ha creato un account su DiveCert e ti ha indicato come genitore o tutore. " +
      "Poiché {minorName} ha meno di 18 anni, potrà acquistare corsi solo dopo il tuo consenso.",
    action: "Dai il consenso",
    ignore: "Se non sei a conoscenza di questa registrazione, non aprire il link e ignora questo messaggio.",
  },
  passwordChanged: {
    subject: "La tua password è stata cambiata",
    intro: "La password del tuo account DiveCert è appena stata cambiata e le altre sessioni sono state chiuse.",
    warning: "Se non hai fatto tu questa modifica, reimposta subito la password e contattaci.",
  },
  guardianForm: {
    subject: "{minorName} ti chiede di firmare: {formTitle}",
    greeting: "Gentile {guardianName},",
    intro:
      "{minorName} si sta formando con DiveCert. Poiché {minorName} ha meno di 18 anni, il modulo \"{formTitle}\" deve essere firmato da un genitore o tutore. " +
      "Il link qui sotto apre il testo completo (in inglese); leggilo e, se sei d'accordo, firmalo scrivendo il tuo nome.",
    action: "Leggi e firma",
    expiry: "Il link è valido per {days} giorni.",
    ignore: "Se non sei a conoscenza di questa richiesta, non aprire il link e ignora questo messaggio.",
  },
};
