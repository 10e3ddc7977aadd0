// Migration 005: messages seeded before the media library pointed at an outside host; they get
// items of the library instead (the same count of messages with media).
import { mediaLibrary } from '../media/library';

export function mediaMigrationSql(): string {
  const library = JSON.stringify(mediaLibrary()).replaceAll("'", "''");
  return `
UPDATE messages
   SET media = jsonb_build_array('${library}'::jsonb -> (abs(hashtext(uuid::text)) % ${mediaLibrary().length}))
 WHERE media::text LIKE '%://%';`;
}
