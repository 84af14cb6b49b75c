import {
  FormControl,
  FormHelperText,
  type FormHelperTextProps,
  InputLabel,
  type InputLabelProps,
  OutlinedInput,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type HtmlInputProps = InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> & {
  [dataOrAria: `${'data' | 'aria'}-${string}`]: string | undefined;
};

export interface TextFieldProps
  extends Omit<
    OutlinedInputProps,
    'label' | 'inputProps' | 'slotProps' | 'notched' | 'sx' | 'size' | 'fullWidth' | 'margin'
  > {
  label?: ReactNode;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** Full width unless set to false, as the theme sets MUI's TextField. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: {
    htmlInput?: HtmlInputProps;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField, composed from its parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) the way TextField composes them: same markup, same styles, the label tied to the input
 * and the helper text to `aria-describedby`. MUI's TextField also imports Select (with Menu, Popover and
 * Modal) and the filled and standard inputs for its `select` and `variant` props, which cost a first load
 * about 10 KB gzip; every text box here is outlined and none is a select (signup's native select keeps
 * MUI's TextField).
 */
export function TextField({
  id: idProp,
  label,
  helperText,
  error,
  required,
  disabled,
  size,
  fullWidth = true,
  sx,
  className,
  slotProps,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  return (
    <FormControl
      variant="outlined"
      className={className}
      sx={sx}
      size={size}
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      {label ? (
        <InputLabel htmlFor={id} id={labelId} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        {...input}
        {...slotProps?.input}
      />
      {helperText ? (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
