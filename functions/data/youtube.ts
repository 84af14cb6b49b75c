/**
 * YouTube previews fetched by the server, cached by video id for a day:
 *
 *   YTPREVIEW#{videoId} / PREVIEW    url, image, title, description; expiresAt
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { YoutubePreview } from '../../shared/schemas/posts';
import type { Db } from './client';
import { KEYS } from './keys';

const CACHE_SECONDS = 24 * 3600;
const previewKey = (videoId: string) => ({
  PK: `${KEYS.youtubePreview.pk}${videoId}`,
  SK: KEYS.youtubePreview.sk,
});

export async function cachedPreview(db: Db, videoId: string, now: Date): Promise<YoutubePreview | null> {
  const res = await db.doc.send(new GetCommand({ TableName: db.table, Key: previewKey(videoId) }));
  const item = res.Item;
  // DynamoDB Local never deletes by TTL: an expired entry is a miss.
  if (!item || Number(item.expiresAt) <= now.getTime() / 1000) return null;
  return { url: item.url, image: item.image, title: item.title, description: item.description };
}

export async function cachePreview(
  db: Db,
  videoId: string,
  preview: YoutubePreview,
  now: Date,
): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: {
        ...previewKey(videoId),
        ...preview,
        expiresAt: Math.floor(now.getTime() / 1000) + CACHE_SECONDS,
      },
    }),
  );
}
