/**
 * Show rooms' texts (issue 38, docs/rooms.md): the room's screen, its refusals (each says why), the
 * spoiler warning, admin tools and show-night alerts. Short and plain, the same everywhere.
 */
import type { RoomSanction } from './rooms';

export const ROOM_TEXTS = {
  // Links to a room (home's strip, the show page, the calendar).
  liveNow: 'Live now',
  joinRoom: 'Join the live room',
  roomArchive: 'Live room archive',
  opensAt: (time: string) => `The live room opens at ${time}`,
  // The room.
  mainThread: 'Main room',
  matchOnNow: 'On now',
  card: 'Card',
  phases: { before: 'Before', during: 'During', after: 'After' },
  composerLabel: 'Say something',
  send: 'Send',
  charactersLeft: (n: number) => `${n} characters left`,
  newMessages: (n: number) => (n === 1 ? '1 new message' : `${n} new messages`),
  noMessages: 'No messages yet. Say hello!',
  archived: 'This room is closed. Here is what fans said.',
  reconnecting: 'Reconnecting…',
  pop: 'Pop',
  crowd: 'Crowd',
  report: 'Report',
  reported: 'Reported. Thanks for telling us.',
  deletedMessage: 'Message deleted',
  olderMessages: 'Older messages',
  threads: 'Threads',
  messageActions: 'Message actions',
  reportHeading: 'Report this message',
  reportReason: 'What is wrong with it?',
  actionFailed: 'That did not work. Try again.',
  slowModeOn: (seconds: number) => `Slow mode: ${seconds} s between messages`,
  // The spoiler warning for a fan watching the show later (entering changes nothing by itself).
  spoilerWarning: (show: string) => `This room has spoilers for ${show}`,
  enterAnyway: 'Enter anyway',
  back: 'Back',
  // Refusals (4xx messages, shown as they are).
  notFound: 'No such room',
  notOpenYet: 'This room is not open yet',
  closed: 'This room is closed',
  tooLong: 'Messages are at most 280 characters',
  empty: 'Write something first',
  noLinks: 'Links and images are not allowed in rooms',
  slowMode: (seconds: number) => `Slow mode is on: wait ${seconds} s`,
  tooNew: (hours: number) => `Your account is too new to talk here: wait ${hours} h`,
  timedOut: (minutes: number) => `You are timed out of this room: wait ${minutes} min`,
  removed: 'You were removed from this room',
  duplicate: 'You just said that',
  notInThread: 'That match is not on this card',
  messageNotFound: 'No such message',
  // Admin tools.
  slowModeLabel: 'Slow mode (seconds between messages)',
  slowModeRange: 'Slow mode is 0 to 120 seconds',
  setSlowMode: 'Set',
  deleteMessage: 'Delete for everyone',
  sanctions: {
    'timeout-10m': 'Time out 10 minutes',
    'timeout-24h': 'Time out 24 hours',
    remove: 'Remove from room',
  } satisfies Record<RoomSanction, string>,
  // Show-night alerts (opt-in: settings and the show page's bell).
  alertsHeading: 'Show-night alerts',
  alertsText: 'Tell me when a show I follow starts and when a wrestler I follow is in the ring.',
  alertsOn: 'Alerts on',
  alertsOff: 'Alerts off',
  startsSoon: (show: string) => `${show} starts in 15 minutes`,
  inRing: (wrestler: string) => `${wrestler} is in the ring now`,
  inRingMany: (wrestler: string, others: number) =>
    `${wrestler} and ${others} more ${others === 1 ? 'wrestler you follow is' : 'wrestlers you follow are'} in the ring tonight`,
  inRingHidden: (show: string) => `A wrestler you follow was in the ring at ${show} (hidden)`,
  alertsSaved: 'Saved',
  alertsFailed: 'Your show-night alerts could not be saved',
  // Reports of room messages in the admin queue (docs/rooms.md "Reports").
  roomMessageReport: 'Room message report',
  reportedRoomMessage: 'Reported room message',
  inRoom: 'Room',
  messageNumber: (seq: number) => `Message ${seq}`,
  deletedForEveryone: 'Deleted for everyone',
  confirmDeleteMessage: 'Delete this message for everyone in the room?',
  messageDeletedToast: 'Message deleted for everyone',
  messageDeleteFailed: 'The message could not be deleted',
};
