// The choices the dive form offers (countries, the training link's skills).

export type Option = { value: string; label: string };

/** A skill of one of the diver's active course logs, for the training-link select. */
export type SkillOption = Option & { group: string };
