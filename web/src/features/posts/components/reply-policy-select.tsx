import { FormControl, InputLabel, NativeSelect } from '@mui/material';
import { REPLY_POLICIES } from '@shared/mentions';
import { MENTION_TEXTS } from '@shared/messages-controls';
import type { ReplyPolicyValue } from '@shared/schemas/posts';
import { useId } from 'react';

/** "Who can reply": everyone, people I follow, people I mention (a native select: light, and a phone's own picker). */
export function ReplyPolicySelect({
  value,
  onChange,
  disabled,
}: {
  value: ReplyPolicyValue;
  onChange: (value: ReplyPolicyValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel variant="standard" htmlFor={id}>
        {MENTION_TEXTS.whoCanReply}
      </InputLabel>
      <NativeSelect
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as ReplyPolicyValue)}
        inputProps={{ id }}
      >
        {REPLY_POLICIES.map((p) => (
          <option key={p} value={p}>
            {MENTION_TEXTS.replyPolicy[p]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
