import { Avatar } from '@mui/material';
import { monogram } from '@/features/shows/utils/calendar';

/** An entity's monogram in its promotion's colours (no logos: trademarks). */
export function Monogram({
  name,
  shortName,
  colors,
  size = 40,
}: {
  name: string;
  shortName?: string;
  colors: { primary: string; secondary: string };
  size?: number;
}) {
  const letters = monogram(name, shortName);
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        bgcolor: colors.primary,
        color: colors.secondary,
        fontWeight: 800,
        fontSize: letters.length > 2 ? size * 0.3 : size * 0.4,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {letters}
    </Avatar>
  );
}
