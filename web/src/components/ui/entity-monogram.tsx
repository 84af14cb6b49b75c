import { Avatar } from '@mui/material';

/** Small words a monogram leaves out: "The Young Bucks" -> "YB", "Consejo Mundial de ..." -> "CM". */
const SMALL_WORDS = /^(the|of|and|de|del|la|el|los|las)$/i;

/**
 * The letters of an entity's monogram: its short name when it has one ("CMLL"), a short name in
 * capitals as it is ("WWE"), else the initials of its first two words ("Rhea Ripley" -> "RR").
 */
export function monogram(name: string, shortName?: string): string {
  const short = shortName?.trim();
  if (short && short.length <= 5) return short;
  const trimmed = name.trim();
  if (/^[\p{Lu}0-9]{2,5}$/u.test(trimmed)) return trimmed;
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !SMALL_WORDS.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/**
 * A promotion's, wrestler's, team's, championship's or show's monogram in its colours: letters, not
 * logos or photos (those are trademarks).
 */
export function EntityMonogram({
  entity,
  size = 40,
}: {
  entity: { name: string; shortName?: string; colors: { primary: string; secondary: string } };
  size?: number;
}) {
  const letters = monogram(entity.name, entity.shortName);
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
        fontSize: size * (letters.length > 2 ? (letters.length > 3 ? 0.26 : 0.3) : 0.4),
        letterSpacing: 0,
      }}
    >
      {letters}
    </Avatar>
  );
}
