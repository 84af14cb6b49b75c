import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import type { RoomMessage } from '@shared/schemas/rooms';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the bottom the fan is "at the bottom" (new messages keep it there). */
const BOTTOM_SLACK_PX = 48;

/**
 * The room's messages, newest at the bottom (docs/rooms.md, "The room's page"). At the bottom, a new
 * message scrolls into view; scrolled back, the fan's place stays where it is and "N new messages"
 * counts what came since, one tap jumping down. Older messages (`onLoadOlder`) load above without
 * moving what the fan reads.
 */
export function MessageList({
  messages,
  renderMessage,
  onLoadOlder,
  loadingOlder = false,
  canLoadOlder = false,
  height,
  label,
}: {
  /** The thread's name (the log's accessible name). */
  label: string;
  messages: readonly RoomMessage[];
  renderMessage: (message: RoomMessage) => ReactNode;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  canLoadOlder?: boolean;
  height: Record<string, string> | string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The newest sequence the fan has seen at the bottom; those after it are "new" while scrolled back.
  const [seenUpTo, setSeenUpTo] = useState(() => messages.at(-1)?.seq ?? 0);
  const newest = messages.at(-1)?.seq ?? 0;
  const oldest = messages[0]?.seq;
  const before = useRef<{ oldest: number | undefined; height: number; top: number } | null>(null);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setSeenUpTo(newest);
  }, [newest]);

  // Before the new list paints: older messages prepended keep the fan's place; at the bottom, stay there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prior = before.current;
    if (prior && prior.oldest !== oldest && prior.oldest !== undefined) {
      el.scrollTop = prior.top + (el.scrollHeight - prior.height);
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { oldest, height: el.scrollHeight, top: el.scrollTop };
  });

  useEffect(() => {
    if (atBottom.current) setSeenUpTo(newest);
  }, [newest]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    before.current = { oldest, height: el.scrollHeight, top: el.scrollTop };
    if (atBottom.current) setSeenUpTo(newest);
  };

  const unseen = messages.filter((m) => m.seq > seenUpTo).length;

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={label}
        data-testid="room-messages"
        sx={{
          height,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          px: { xs: 0.5, sm: 1 },
          // Newest at the bottom: a room with few messages starts them at the bottom, as chats do.
          display: 'flex',
          flexDirection: 'column',
          '& > :first-of-type': { mt: 'auto' },
        }}
      >
        {canLoadOlder && onLoadOlder && (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            {loadingOlder ? (
              <CircularProgress size={20} aria-label={ROOM_TEXTS.olderMessages} />
            ) : (
              <Button size="small" onClick={onLoadOlder}>
                {ROOM_TEXTS.olderMessages}
              </Button>
            )}
          </Box>
        )}
        {messages.length ? (
          <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {messages.map((message) => (
              <li key={message.seq} data-seq={message.seq}>
                {renderMessage(message)}
              </li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {ROOM_TEXTS.noMessages}
          </Typography>
        )}
      </Box>
      {unseen > 0 && (
        <Button
          variant="contained"
          size="small"
          onClick={scrollToBottom}
          sx={{
            position: 'absolute',
            bottom: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            borderRadius: 8,
          }}
        >
          {ROOM_TEXTS.newMessages(unseen)}
        </Button>
      )}
    </Box>
  );
}
