import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import { Button } from '@mui/material';

/** The "Pop" reaction with its count; pressed when the fan has popped. */
export function PopButton({
  count,
  popped,
  pending,
  onPop,
  size = 'medium',
}: {
  count: number;
  popped: boolean;
  pending: boolean;
  onPop: () => void;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      size={size}
      color={popped ? 'secondary' : 'inherit'}
      aria-pressed={popped}
      aria-label={`Pop ${count}`}
      disabled={pending}
      onClick={onPop}
      startIcon={popped ? <LocalFireDepartmentIcon /> : <LocalFireDepartmentOutlinedIcon />}
      sx={{ minWidth: 0, color: popped ? 'secondary.light' : 'text.secondary', fontWeight: 700 }}
    >
      Pop <span aria-hidden="true">&nbsp;{count}</span>
    </Button>
  );
}
