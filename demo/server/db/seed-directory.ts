// The simulated network's directory of groups and channels; seeded channel i is directory entry i.
import type { Db, Queryable } from './database';
import { type SeedSql, seedRandFunction, seedSql } from './seed-sql';
import * as W from './seed-words';

/** Word lists the chat expressions read, bound as $1 and $2 by every statement that uses them. */
export const CHAT_WORD_PARAMS = [W.CHANNEL_WORDS, W.NOUNS];

/** How many chats the network offers: a few hundred, and always several times the seeded channels. */
export function directorySize(channels: number): number {
  return Math.max(400, channels * 5);
}

/**
 * What the network shows of chat i. The channel seed uses the same expressions, so a seeded
 * channel has the title, username, kind and members of its directory entry (same external_id).
 */
export function networkChat(sql: SeedSql, i: string) {
  const { r, pick } = sql;
  return {
    externalId: `'chn-' || ${i}`,
    title: `${pick('$1', i, 20)} || ' ' || ${pick('$2', i, 21)} || 's ' || ${i}`,
    username: `CASE WHEN ${r(i, 22, 10)} < 8 THEN lower(${pick('$1', i, 20)}) || '_' || ${pick('$2', i, 21)} || '_' || ${i} END`,
    kind: `(ARRAY['channel', 'group'])[1 + ${i} % 2]`,
    membersCount: r(i, 28, 250000),
  };
}

/** Fills the directory with chats 1..size; needs the seed_rand function of the seeding transaction. */
export async function insertDirectory(tx: Queryable, sql: SeedSql, size: number): Promise<void> {
  const chat = networkChat(sql, 'i');
  await tx.query(
    `INSERT INTO channel_directory (external_id, created_at, title, username, kind, members_count, description)
     SELECT ${chat.externalId}, ${sql.at('i', size)}, ${chat.title}, ${chat.username}, ${chat.kind},
            ${chat.membersCount},
            CASE WHEN ${sql.r('i', 90, 10)} < 8
              THEN initcap(${chat.kind}) || ' about ' || ${sql.pick('$3', 'i', 91)} || ' and '
                   || ${sql.pick('$3', 'i', 92)} || ', ' || lower(${sql.pick('$1', 'i', 20)}) || ' edition.'
              ELSE '' END
       FROM generate_series(1, ${size}) i
         ON CONFLICT (external_id) DO NOTHING`,
    [...CHAT_WORD_PARAMS, W.TOPICS],
  );
}

/**
 * A database seeded before the directory existed gets it on its next start. Its seeded channels
 * (`chn-<i>`) size the directory, so they are entries of it as on a fresh database.
 */
export async function seedDirectoryWhenMissing(db: Db, seed: number): Promise<void> {
  const [held] = await db.query('SELECT 1 FROM channel_directory LIMIT 1');
  if (held) return;
  const [seeded] = await db.query<{ n: number }>(
    `SELECT coalesce(max(substring(external_id FROM '^chn-([0-9]+)$')::int), 0) AS n FROM channels`,
  );
  await db.transaction(async (tx) => {
    await tx.exec(seedRandFunction(seed));
    await insertDirectory(tx, seedSql(seed), directorySize(seeded?.n ?? 0));
    await tx.exec('DROP FUNCTION seed_rand(bigint, int, int);');
  });
}
