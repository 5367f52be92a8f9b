/** An id as a path carries it (`/t/<id>`, `/p/<id>`): decoded, or null when its %-escapes do not decode (`/t/%`). */
export function decodedId(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
