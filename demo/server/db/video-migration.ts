// Migration 006: databases seeded before the library had video clips get one on about a sixth of
// their messages with media, so the gallery's player has something to play there too. A database
// seeded afterwards already has them (the seed picks from the whole library) and is left alone.
import { mediaLibrary } from '../media/library';

export function videoMigrationSql(): string {
  const videos = mediaLibrary().filter((item) => item.type === 'video');
  const library = JSON.stringify(videos).replaceAll("'", "''");
  return `
UPDATE messages
   SET media = media || jsonb_build_array('${library}'::jsonb -> (abs(hashtext(uuid::text)) % ${videos.length}))
 WHERE has_media
   AND abs(hashtext(uuid::text || ':video')) % 6 = 0
   AND NOT EXISTS (SELECT 1 FROM messages WHERE media @> '[{"type": "video"}]');`;
}
