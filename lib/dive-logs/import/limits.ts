/** The largest dive-log import accepted (contract section 1: dive-log imports, 20 MiB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
