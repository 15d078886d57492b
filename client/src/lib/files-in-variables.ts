/** The files an operation's variables carry: small, so every page can tell uploads apart. */
export interface ExtractedFiles {
  /** The variables with each file replaced by null, as the multipart spec asks. */
  variables: unknown;
  files: { path: string; file: Blob }[];
}

/** Finds every File or Blob in the variables, with its object path ("variables.images.0"). */
export function extractFiles(value: unknown, path = 'variables'): ExtractedFiles {
  if (value instanceof Blob) return { variables: null, files: [{ path, file: value }] };
  if (Array.isArray(value)) {
    const parts = value.map((item, i) => extractFiles(item, `${path}.${i}`));
    return { variables: parts.map((p) => p.variables), files: parts.flatMap((p) => p.files) };
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, extractFiles(item, `${path}.${key}`)] as const,
    );
    return {
      variables: Object.fromEntries(entries.map(([key, part]) => [key, part.variables])),
      files: entries.flatMap(([, part]) => part.files),
    };
  }
  return { variables: value, files: [] };
}

export function hasFiles(variables: unknown): boolean {
  return extractFiles(variables).files.length > 0;
}
