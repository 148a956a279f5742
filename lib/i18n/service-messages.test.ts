import { describe, expect, it } from "vitest";
import { validationError } from "@/lib/api/errors";
import { localizeFields, localizeMessage } from "@/lib/i18n/service-messages";

// The services' English answers shown in the page's language.

describe("service messages in the page's language", () => {
  it("leaves English, and messages it does not know, as the service wrote them", () => {
    expect(localizeMessage("The password is incorrect.", "en")).toBe("The password is incorrect.");
    expect(localizeMessage("Something nobody translated.", "it")).toBe("Something nobody translated.");
  });

  it("translates a fixed message", () => {
    expect(localizeMessage("The password is incorrect.", "it")).toBe("La password non è corretta.");
    expect(localizeMessage("The email has already been taken.", "zh")).toBe("该电子邮件地址已被使用。");
  });

  it("translates a message with parts, and the field or thing it names", () => {
    expect(localizeMessage("The max depth field is required.", "de")).toBe("Das Feld maximale Tiefe ist erforderlich.");
    expect(localizeMessage("The water temperature must be between -2 and 40 °C.", "fr")).toBe(
      "Le champ température de l'eau doit être compris entre -2 et 40 °C.",
    );
    expect(localizeMessage("Course log not found.", "ko")).toBe("과정 기록을(를) 찾을 수 없습니다.");
    expect(localizeMessage("The diver must be at least 15 years old for this course.", "es")).toBe("Para este curso el buceador debe tener al menos 15 años.");
    // A refusal quoting the account's status label gets the label of the page's language.
    expect(localizeMessage("Your account is not active (Account Suspended).", "it")).toBe("Il tuo account non è attivo (Account sospeso).");
    // An unknown field keeps its English name inside the translated sentence.
    expect(localizeMessage("The frobnicator field is required.", "it")).toBe("Il campo frobnicator è obbligatorio.");
  });

  it("translates a 422's summary and every field error", () => {
    const e = validationError({ max_depth: ["The max depth field is required."], date: ["The date must not be in the future."] });
    expect(localizeMessage(e.message, "pt")).toBe("O campo profundidade máxima é obrigatório. (e mais 1 erro)");
    expect(localizeFields(e.extra.fields, "pt")).toEqual({
      max_depth: ["O campo profundidade máxima é obrigatório."],
      date: ["A data não pode estar no futuro."],
    });
  });
});
