import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';

/**
 * One setting chosen from a few options, as labelled radio buttons (the settings screen's reply
 * controls, Spoiler Guard's settings): the title names the group, `help` (when given) describes it,
 * `row` lays the options in a line.
 */
export function RadioChoice<T extends string>({
  id,
  title,
  help,
  row = false,
  value,
  options,
  labels,
  disabled,
  onChange,
}: {
  id: string;
  title: string;
  help?: string;
  row?: boolean;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {title}
      </FormLabel>
      {help && (
        <Typography variant="body2" color="text.secondary" id={`${id}-help`}>
          {help}
        </Typography>
      )}
      <RadioGroup
        row={row}
        aria-labelledby={id}
        aria-describedby={help ? `${id}-help` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <FormControlLabel key={o} value={o} control={<Radio />} label={labels[o]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
