/** A round avatar with the initials of a name (pictures arrive with profile pictures). */
export function initials(name: string | null | undefined, fallback = '?'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export function Avatar({ name, fallback }: { name: string | null | undefined; fallback?: string | null }) {
  return (
    <span className="avatar" aria-hidden="true">
      {initials(name || fallback, '?')}
    </span>
  );
}
