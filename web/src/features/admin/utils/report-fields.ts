import type { Report } from '@shared/schemas/moderation';

/** What a report is about: the reported post, comment or room message, with its kind. */
export function reportedContent(report: Report) {
  if (report.post) return { kind: 'post' as const, ...report.post };
  if (report.comment) return { kind: 'comment' as const, ...report.comment };
  if (report.roomMessage) return { kind: 'roomMessage' as const, ...report.roomMessage };
  return null;
}

/** The fan a Ban would hit: the reported content's author (none when the report does not say). */
export function banTarget(report: Report): string | null {
  const content = reportedContent(report);
  return content?.authorId ?? null;
}
