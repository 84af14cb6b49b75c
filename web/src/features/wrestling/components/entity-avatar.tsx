import { Avatar } from '@mui/material';
import type { EntityRef } from '@shared/schemas/wrestling';

/** Up to two initials: "Rhea Ripley" -> "RR", "WWE" -> "WWE" (a short all-capitals name stays whole). */
export function monogram(name: string): string {
  const trimmed = name.trim();
  if (/^[A-Z0-9]{2,4}$/.test(trimmed)) return trimmed;
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^(the|of|and)$/i.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** An entity's monogram in its colours (no logos or photos: trademarks). */
export function EntityAvatar({
  entity,
  size = 40,
}: {
  entity: Pick<EntityRef, 'name' | 'colors'>;
  size?: number;
}) {
  const letters = monogram(entity.name);
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: entity.colors.primary,
        color: entity.colors.secondary,
        border: 2,
        borderColor: entity.colors.secondary,
        fontWeight: 800,
        fontSize: size * (letters.length > 2 ? 0.3 : 0.4),
        letterSpacing: 0,
      }}
    >
      {letters}
    </Avatar>
  );
}
