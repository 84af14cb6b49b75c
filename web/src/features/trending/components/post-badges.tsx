import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { Chip } from '@mui/material';
import { TRENDING_TEXTS } from '@shared/messages-social';
import type { Post } from '@shared/schemas/posts';
import { wholeNumber } from '@/features/trending/utils/format';

/** A chip beside the author of a post card; on a phone it drops its icon so the author's name keeps room. */
const BADGE = {
  flexShrink: 0,
  fontWeight: 700,
  '& .MuiChip-icon': { display: { xs: 'none', sm: 'inline-flex' } },
  '& .MuiChip-label': { px: { xs: 0.75, sm: 1 } },
} as const;

/** A trending post's engagement score; undefined for a post that came without one. */
export function engagementScoreOf(post: Post): number | undefined {
  return 'engagementScore' in post && typeof post.engagementScore === 'number'
    ? post.engagementScore
    : undefined;
}

/** Popular Content's badge on a post card: "{engagementScore} engagement". */
export function EngagementBadge({ post }: { post: Post }) {
  const score = engagementScoreOf(post);
  if (score === undefined) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      icon={<LocalFireDepartmentIcon />}
      label={`${wholeNumber(score)} ${TRENDING_TEXTS.engagement}`}
      // secondary.main text is 3.8:1 on the card; the lighter red is 4.8:1 (WCAG AA).
      sx={{ ...BADGE, color: 'secondary.light' }}
    />
  );
}

/** The Discovery Feed's tag on a post card: "New creator". */
export function NewCreatorTag() {
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      icon={<PersonAddAltIcon />}
      label={TRENDING_TEXTS.newCreator}
      sx={BADGE}
    />
  );
}
