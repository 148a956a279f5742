import type { Lang } from "@/lib/i18n/language";

// Display labels of the user resource and other records, per response language.
// Order of each tuple: en, it, es, fr, de, pt, zh, ko.
type Row = readonly [string, string, string, string, string, string, string, string];

const catalog = {
  "account_status.active": ["Account Active", "Account attivo", "Cuenta activa", "Compte actif", "Konto aktiv", "Conta ativa", "账户已激活", "계정 활성"],
  "account_status.pending": ["Account Pending", "Account in attesa", "Cuenta pendiente", "Compte en attente", "Konto ausstehend", "Conta pendente", "账户待审核", "계정 대기 중"],
  "account_status.suspended": ["Account Suspended", "Account sospeso", "Cuenta suspendida", "Compte suspendu", "Konto gesperrt", "Conta suspensa", "账户已暂停", "계정 정지"],
  "account_status.banned": ["Account Banned", "Account bandito", "Cuenta bloqueada", "Compte banni", "Konto verbannt", "Conta banida", "账户已封禁", "계정 차단"],
  "account_status.closed": ["Account Closed", "Account chiuso", "Cuenta cerrada", "Compte fermé", "Konto geschlossen", "Conta encerrada", "账户已关闭", "계정 해지"],
  "professional_status.active": ["Professional Active", "Professionista attivo", "Profesional activo", "Professionnel actif", "Profi aktiv", "Profissional ativo", "专业会员有效", "전문가 활성"],
  "professional_status.expired": ["Professional Expired", "Professionista scaduto", "Profesional caducado", "Professionnel expiré", "Profi abgelaufen", "Profissional expirado", "专业会员已过期", "전문가 만료"],
  "professional_status.suspended": ["Professional Suspended", "Professionista sospeso", "Profesional suspendido", "Professionnel suspendu", "Profi gesperrt", "Profissional suspenso", "专业会员已暂停", "전문가 정지"],
  "gender.male": ["Male", "Maschio", "Masculino", "Homme", "Männlich", "Masculino", "男", "남성"],
  "gender.female": ["Female", "Femmina", "Femenino", "Femme", "Weiblich", "Feminino", "女", "여성"],
  "gender.other": ["Other", "Altro", "Otro", "Autre", "Divers", "Outro", "其他", "기타"],
  "gender.undisclosed": ["Prefer not to say", "Preferisco non dirlo", "Prefiero no decirlo", "Je préfère ne pas le dire", "Keine Angabe", "Prefiro não dizer", "不愿透露", "밝히지 않음"],
  "preferred_system.metric": ["Metric", "Metrico", "Métrico", "Métrique", "Metrisch", "Métrico", "公制", "미터법"],
  "preferred_system.imperial": ["Imperial", "Imperiale", "Imperial", "Impérial", "Imperial", "Imperial", "英制", "야드파운드법"],
  "level.diver": ["Diver", "Subacqueo", "Buceador", "Plongeur", "Taucher", "Mergulhador", "潜水员", "다이버"],
  "level.specialty": ["Specialty Diver", "Subacqueo specializzato", "Buceador de especialidad", "Plongeur de spécialité", "Spezialtaucher", "Mergulhador de especialidade", "专长潜水员", "스페셜티 다이버"],
  "level.professional": ["Professional", "Professionista", "Profesional", "Professionnel", "Profi", "Profissional", "专业人员", "전문가"],
  "level.trainer": ["Trainer", "Trainer", "Formador", "Formateur", "Ausbilder", "Formador", "培训师", "트레이너"],
  "level.examiner": ["Examiner", "Esaminatore", "Examinador", "Examinateur", "Prüfer", "Examinador", "考官", "심사관"],
  "category.recreational": ["Recreational Diver", "Subacqueo ricreativo", "Buceador recreativo", "Plongeur loisir", "Freizeittaucher", "Mergulhador recreativo", "休闲潜水员", "레크리에이션 다이버"],
  "category.professional": ["Dive Professional", "Professionista subacqueo", "Profesional del buceo", "Professionnel de la plongée", "Tauchprofi", "Profissional de mergulho", "潜水专业人员", "다이빙 전문가"],
  "category.leadership": ["Instructor Trainer", "Istruttore formatore", "Formador de instructores", "Formateur d'instructeurs", "Instruktorenausbilder", "Formador de instrutores", "教练培训官", "강사 트레이너"],
} as const satisfies Record<string, Row>;

export type LabelKey = keyof typeof catalog;
const index: Record<Lang, number> = { en: 0, it: 1, es: 2, fr: 3, de: 4, pt: 5, zh: 6, ko: 7 };

export function label(key: LabelKey, lang: Lang): string {
  const row: Row = catalog[key];
  return row[index[lang]] ?? row[0];
}

/** Enum input accepts the stable code or any of its labels (English first, case-insensitive). */
export function codeFromLabel<C extends string>(prefix: string, codes: readonly C[], input: string): C | undefined {
  const wanted = input.trim().toLowerCase();
  for (const code of codes) {
    if (code.toLowerCase() === wanted) return code;
    const row = (catalog as Record<string, Row>)[`${prefix}.${code}`];
    if (row?.some((l) => l.toLowerCase() === wanted)) return code;
  }
  return undefined;
}
