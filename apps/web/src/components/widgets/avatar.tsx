import { intlLocale } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './field.tsx';
import type { AvatarGroupProps, AvatarProps } from './types.ts';

/**
 * First and last word's first letters ("Ana Maria Silva" → "AS"); without a name, the first letter or
 * digit of `fallback` (a username, an e-mail, a phone), else "?".
 */
export function initialsOf(name: string | null | undefined, fallback?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  // Array.from keeps a letter outside the BMP (or an emoji) whole.
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  const spare = Array.from(fallback ?? '').find((character) => /[\p{L}\p{N}]/u.test(character));
  return (initials || spare || '?').toLocaleUpperCase();
}

/**
 * A round picture, or the person's initials when there is none or it fails to load. Named by the
 * person's name unless `decorative` (the name is printed beside it).
 */
export function Avatar({ name, fallback, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = !!src && failed !== src;
  const label = name?.trim() || undefined;
  const classes = cx('avatar-widget', `avatar-widget--${size}`, className);
  if (showPicture) {
    return (
      <span className={classes} aria-hidden={decorative ? true : undefined}>
        <img
          className="avatar-widget__img"
          src={src}
          alt={decorative ? '' : (label ?? '')}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      {...(decorative || !label ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {initialsOf(name, fallback)}
    </span>
  );
}

/**
 * Overlapping avatars: at most `max` (docs/product/constants.md#interface-timings: 2) then a "+N" badge for
 * the rest. The group is
 * one image for screen readers, named by `label` or by the count and every name.
 */
export function AvatarGroup({ people, max = 2, size = 'sm', label }: AvatarGroupProps) {
  const { t, i18n } = useTranslation('widgets');
  const shown = people.slice(0, Math.max(0, max));
  const rest = people.length - shown.length;
  const names = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
    people.map((person) => person.name?.trim() || t('avatar.unnamed')),
  );
  const name = label ?? t('avatar_group.label', { count: people.length, names });
  return (
    <span className={cx('avatar-group', `avatar-group--${size}`)} role="img" aria-label={name}>
      {shown.map((person) => (
        <Avatar key={person.id} name={person.name} src={person.src ?? null} size={size} decorative />
      ))}
      {rest > 0 && (
        <span
          className={cx('avatar-widget', `avatar-widget--${size}`, 'avatar-group__more')}
          aria-hidden="true"
        >
          +{rest}
        </span>
      )}
    </span>
  );
}
