// A form of the organisation and every version of its text ever published. Versions are never
// edited or removed once published: a stored signature names its version, and the text it
// covered must stay readable (and hash to the same value) for as long as the signature exists.

export type FormVersion = {
  version: number;
  language: string;
  /** Y-m-d the version was published. */
  publishedOn: string;
  /** Paragraphs separated by a blank line; lines starting with "- " are list items. */
  text: string;
};

export type FormDefinition = {
  code: string;
  title: string;
  /** Oldest first; the last entry is the current version. */
  versions: readonly FormVersion[];
};
