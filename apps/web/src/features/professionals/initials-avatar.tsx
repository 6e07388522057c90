/** A round avatar with the person's initials (pictures arrive in a later issue). Decorative: the name is always shown beside it. */
export function initialsOf(name: string | null | undefined, fallback = ''): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return (initials || Array.from(fallback)[0] || '?').toLocaleUpperCase();
}

export function InitialsAvatar({
  name,
  fallback,
  size = 'md',
}: {
  name: string | null | undefined;
  fallback?: string;
  size?: 'md' | 'xl';
}) {
  return (
    <span className={`initials-avatar initials-avatar--${size}`} aria-hidden="true">
      {initialsOf(name, fallback)}
    </span>
  );
}
