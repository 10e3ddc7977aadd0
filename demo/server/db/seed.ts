// Deterministic demo data: every row is computed in SQL with generate_series (fast at 100,000 rows);
// the same seed and scale always give the same data.
import { mediaLibrary } from '../media/library';
import type { Db, Queryable } from './database';
import { CHAT_WORD_PARAMS, directorySize, insertDirectory, networkChat } from './seed-directory';
import { SYS_USER_COUNT, seedStaff } from './seed-staff';
import { DEFAULT_SEED, seedRandFunction, seedSql } from './seed-sql';
import * as W from './seed-words';

export { DEMO_ACCOUNTS, STAFF_PASSWORD } from './seed-staff';

export interface SeedOptions {
  /** Number of tasks and of messages; the other tables grow with it. Default 300. */
  scale?: number;
  /** Seed of the generator. Default DEFAULT_SEED (42). */
  seed?: number;
  /**
   * The ISO instant the generated history ends at. Default SEED_EPOCH (fixed, for tests and
   * benches); `npm start` passes the moment it seeds, so the demo's "last 30 days" are recent.
   */
  epoch?: string;
}

export function sizesFor(scale: number) {
  const big = scale >= 10_000;
  return {
    tasks: scale,
    messages: scale,
    users: Math.max(120, Math.round(scale / 10)),
    sources: big ? 200 : 24,
    channels: big ? 400 : 48,
    channelDirectory: directorySize(big ? 400 : 48),
    buyers: big ? 2000 : 60,
    orders: Math.max(200, Math.round(scale / 5)),
    links: big ? 2000 : 80,
  };
}

export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<void> {
  const scale = opts.scale ?? 300;
  const seed = opts.seed ?? DEFAULT_SEED;
  const n = sizesFor(scale);
  const sql = seedSql(seed, opts.epoch);
  const { id, r, pick, at, past } = sql;
  // Message media point at the server's own generated files, one or two per message.
  const media = mediaLibrary();

  await db.transaction(async (tx: Queryable) => {
    await tx.exec(seedRandFunction(seed));
    await seedStaff(tx, sql);

    const anySysUser = (i: string, salt: number) =>
      id('sys_users', `1 + ${r(i, salt, SYS_USER_COUNT)}`);

    await tx.query(
      `INSERT INTO users (uuid, created_at, updated_at, name, username, phone, language, status, last_seen_at)
       SELECT ${id('users', 'i')}, ${at('i', n.users)}, ${at('i', n.users)},
              ${pick('$1', 'i', 3)} || ' ' || ${pick('$2', 'i', 4)},
              CASE WHEN ${r('i', 5, 10)} < 8 THEN lower(${pick('$1', 'i', 3)}) || '_' || i END,
              CASE WHEN ${r('i', 6, 10)} < 6 THEN '+1555' || lpad(i::text, 7, '0') END,
              (ARRAY['en', 'de', 'fr', 'es', 'ru', 'pt-BR'])[1 + ${r('i', 7, 6)}],
              CASE WHEN ${r('i', 8, 100)} < 8 THEN 'blocked' ELSE 'active' END,
              ${past(`${at('i', n.users)} + make_interval(hours => ${r('i', 9, 2000)})`)}
         FROM generate_series(1, ${n.users}) i`,
      [W.FIRST_NAMES, W.LAST_NAMES],
    );

    await tx.query(
      `INSERT INTO sources (uuid, created_at, updated_at, title, kind, username, external_id, enabled, last_fetched_at)
       SELECT ${id('sources', 'i')}, ${at('i', n.sources)}, ${at('i', n.sources)},
              ${pick('$1', 'i', 10)} || ' ' || (ARRAY['Daily', 'Digest', 'Hub', 'Chat', 'Bot', 'Wire'])[1 + ${r('i', 11, 6)}] || ' ' || i,
              (ARRAY['channel', 'group', 'bot'])[1 + i % 3],
              lower(${pick('$1', 'i', 10)}) || '_source_' || i,
              'src-' || i,
              ${r('i', 12, 100)} < 85,
              CASE WHEN ${r('i', 13, 10)} < 9 THEN timestamptz '${sql.epoch}' - make_interval(mins => ${r('i', 14, 600)}) END
         FROM generate_series(1, ${n.sources}) i`,
      [W.CHANNEL_WORDS],
    );

    await tx.query(
      `INSERT INTO categories (uuid, created_at, updated_at, name, slug, description, active)
       SELECT ${id('categories', 'i::int')}, ${at('i::int', W.CATEGORY_NAMES.length)}, ${at('i::int', W.CATEGORY_NAMES.length)},
              nm, trim(both '-' from regexp_replace(lower(nm), '[^a-z0-9]+', '-', 'g')),
              'Messages about ' || lower(nm), i <= ${W.CATEGORY_NAMES.length - 2}
         FROM unnest($1::text[]) WITH ORDINALITY AS c (nm, i)`,
      [W.CATEGORY_NAMES],
    );
    const anyCategory = (i: string, salt: number) =>
      id('categories', `1 + ${r(i, salt, W.CATEGORY_NAMES.length)}`);

    // The network's directory first: seeded channel i is its entry i (same external_id and values).
    await insertDirectory(tx, sql, n.channelDirectory);
    const chat = networkChat(sql, 'i');
    await tx.query(
      `INSERT INTO channels (uuid, created_at, updated_at, title, username, kind, external_id, enabled, autopost, purpose, category_uuid, members_count)
       SELECT ${id('channels', 'i')}, ${at('i', n.channels)}, ${at('i', n.channels)},
              ${chat.title}, ${chat.username}, ${chat.kind}, ${chat.externalId},
              ${r('i', 23, 100)} < 90,
              ${r('i', 24, 100)} < 40,
              (ARRAY['target', 'target', 'source', 'both'])[1 + ${r('i', 25, 4)}],
              CASE WHEN ${r('i', 26, 10)} < 7 THEN ${anyCategory('i', 27)} END,
              ${chat.membersCount}
         FROM generate_series(1, ${n.channels}) i`,
      CHAT_WORD_PARAMS,
    );
    await tx.query(
      `INSERT INTO category_routes (category_uuid, channel_uuid, position)
       SELECT category_uuid, uuid, row_number() OVER (PARTITION BY category_uuid ORDER BY external_id)::int - 1
         FROM channels WHERE category_uuid IS NOT NULL AND purpose <> 'source'`,
    );

    await tx.query(
      `INSERT INTO messages (uuid, created_at, updated_at, source_uuid, external_id, text, media, status, category_uuid, published_at)
       SELECT ${id('messages', 'i')}, ${at('i', n.messages)}, ${at('i', n.messages)},
              ${id('sources', `1 + ${r('i', 30, n.sources)}`)},
              'm' || i,
              ${pick('$1', 'i', 31)} || ' ' || ${pick('$2', 'i', 32)} || ': ' || ${pick('$3', 'i', 33)} || ' '
                || ${pick('$4', 'i', 34)} || ' from ' || ${pick('$5', 'i', 35)} || ' #' || i,
              CASE WHEN ${r('i', 36, 10)} < 3
                THEN jsonb_build_array($6::jsonb -> ${r('i', 37, media.length)})
                  || CASE WHEN ${r('i', 56, 10)} < 3
                       THEN jsonb_build_array($6::jsonb -> ${r('i', 57, media.length)})
                       ELSE '[]'::jsonb END
                ELSE '[]'::jsonb END,
              (ARRAY['new', 'new', 'approved', 'rejected', 'published', 'published', 'failed'])[1 + ${r('i', 38, 7)}] AS status,
              CASE WHEN ${r('i', 39, 10)} < 6 THEN ${anyCategory('i', 40)} END,
              NULL
         FROM generate_series(1, ${n.messages}) i`,
      [W.VERBS, W.TOPICS, W.NOUNS, W.MARKERS, W.FIRST_NAMES, JSON.stringify(media)],
    );
    await tx.query(
      `UPDATE messages SET published_at = ${past("created_at + interval '2 hours'")} WHERE status = 'published'`,
    );

    await tx.query(
      `INSERT INTO tasks (uuid, created_at, updated_at, title, description, status, priority,
                          assignee_sys_user_uuid, creator_sys_user_uuid, message_uuid, due_at)
       SELECT ${id('tasks', 'i')}, ${at('i', n.tasks)}, ${past(`${at('i', n.tasks)} + make_interval(mins => ${r('i', 41, 3000)})`)},
              ${pick('$1', 'i', 42)} || ' ' || ${pick('$2', 'i', 43)} || ' ' || ${pick('$3', 'i', 44)} || ' #' || i,
              'Reported by ' || ${pick('$4', 'i', 45)} || '; look for ' || ${pick('$5', 'i', 46)} || '.',
              (ARRAY['open', 'in_progress', 'review', 'done', 'cancelled'])[1 + ${r('i', 47, 5)}],
              (ARRAY['low', 'normal', 'normal', 'high', 'urgent'])[1 + ${r('i', 48, 5)}],
              CASE WHEN ${r('i', 49, 10)} < 8 THEN ${anySysUser('i', 50)} END,
              ${anySysUser('i', 51)},
              CASE WHEN ${r('i', 52, 10)} < 5 THEN ${id('messages', `1 + ${r('i', 53, n.messages)}`)} END,
              CASE WHEN ${r('i', 54, 10)} < 6 THEN ${at('i', n.tasks)} + make_interval(days => 1 + ${r('i', 55, 30)}) END
         FROM generate_series(1, ${n.tasks}) i`,
      [W.VERBS, W.TOPICS, W.NOUNS, W.FIRST_NAMES, W.MARKERS],
    );
    await tx.query(
      `INSERT INTO task_reviews (created_at, updated_at, task_uuid, author_sys_user_uuid, verdict, comment)
       SELECT ${past('t.created_at + make_interval(hours => 2 * j)')}, ${past('t.created_at + make_interval(hours => 2 * j)')}, t.uuid,
              t.assignee_sys_user_uuid,
              CASE WHEN j = 1 AND t.status = 'review' THEN 'changes_requested'
                   WHEN j = 1 THEN 'comment' ELSE 'approved' END,
              (ARRAY['Looks good', 'Please add the source link', 'Checked the translation', 'Needs a second look'])[j + 1]
         FROM tasks t CROSS JOIN generate_series(1, 2) j
        WHERE t.status IN ('review', 'done') AND (j = 1 OR t.status = 'done')`,
    );

    await tx.query(
      `INSERT INTO buyers (uuid, created_at, updated_at, name, email, phone, company, status, balance, currency)
       SELECT ${id('buyers', 'i')}, ${at('i', n.buyers)}, ${at('i', n.buyers)},
              ${pick('$1', 'i', 60)} || ' ' || ${pick('$2', 'i', 61)},
              lower(${pick('$1', 'i', 60)}) || '.' || i || '@buyers.example.com',
              CASE WHEN ${r('i', 62, 10)} < 7 THEN '+1666' || lpad(i::text, 7, '0') END,
              CASE WHEN ${r('i', 63, 10)} < 5 THEN ${pick('$3', 'i', 64)} || ' Ltd' END,
              CASE WHEN ${r('i', 65, 100)} < 10 THEN 'blocked' ELSE 'active' END,
              ${r('i', 66, 500000)},
              (ARRAY['USD', 'USD', 'EUR', 'GBP'])[1 + ${r('i', 67, 4)}]
         FROM generate_series(1, ${n.buyers}) i`,
      [W.FIRST_NAMES, W.LAST_NAMES, W.COMPANIES],
    );
    await tx.query(
      `INSERT INTO orders (uuid, created_at, updated_at, buyer_uuid, channel_uuid, status, amount, currency, placed_at, note)
       SELECT ${id('orders', 'i')}, ${at('i', n.orders)}, ${at('i', n.orders)},
              ${id('buyers', `1 + ${r('i', 70, n.buyers)}`)},
              CASE WHEN ${r('i', 71, 10)} < 8 THEN ${id('channels', `1 + ${r('i', 72, n.channels)}`)} END,
              (ARRAY['pending', 'paid', 'in_progress', 'completed', 'completed', 'cancelled', 'refunded'])[1 + ${r('i', 73, 7)}],
              500 + ${r('i', 74, 200000)},
              (ARRAY['USD', 'USD', 'EUR', 'GBP'])[1 + ${r('i', 75, 4)}],
              ${at('i', n.orders)},
              CASE WHEN ${r('i', 76, 10)} < 3 THEN 'Placement of a ' || ${pick('$1', 'i', 77)} END
         FROM generate_series(1, ${n.orders}) i`,
      [W.NOUNS],
    );

    await tx.query(
      `INSERT INTO links (uuid, created_at, updated_at, url, title, kind, channel_uuid, clicks, active, expires_at)
       SELECT ${id('links', 'i')}, ${at('i', n.links)}, ${at('i', n.links)},
              'https://t.example.com/' || (ARRAY['invite', 'referral', 'external'])[1 + i % 3] || '/' || i,
              initcap(${pick('$1', 'i', 80)}) || ' ' || (ARRAY['invite', 'referral', 'link'])[1 + i % 3] || ' ' || i,
              (ARRAY['invite', 'referral', 'external'])[1 + i % 3],
              CASE WHEN ${r('i', 81, 10)} < 7 THEN ${id('channels', `1 + ${r('i', 82, n.channels)}`)} END,
              ${r('i', 83, 20000)},
              ${r('i', 84, 100)} < 80,
              CASE WHEN ${r('i', 85, 10)} < 3 THEN ${at('i', n.links)} + interval '90 days' END
         FROM generate_series(1, ${n.links}) i`,
      [W.TOPICS],
    );
    await tx.exec('DROP FUNCTION seed_rand(bigint, int, int);');
  });
  // Fresh statistics and a visibility map, so counts are index-only scans from the first request.
  await db.exec('VACUUM ANALYZE');
}
