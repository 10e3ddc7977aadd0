// Message media: files the server generates (PNG of the stated size, WAV, PDF, VP8 WebM), served under
// /api/v1/media/ with their content type, and no media item pointing anywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLibrary, storeMediaLibrary } from '../../demo/server/media/library';
import { databaseMediaStore } from '../../demo/server/media/store';
import { applyMigrations } from '../../demo/server/db/migrations';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

interface Media {
  type: string;
  url: string;
  width: number | null;
  height: number | null;
  size: number;
  mime: string;
}

/**
 * PixelWidth (0xB0) or PixelHeight (0xBA) of a WebM's video track: the first such element (a one-
 * or two-byte unsigned integer) after the codec id, since the track header precedes the frames.
 */
function pixels(webm: Buffer, id: number): number | undefined {
  for (let i = webm.indexOf('V_VP8'); i >= 0 && i < webm.length - 3; i++) {
    const length = webm[i + 1]! & 0x7f;
    if (webm[i] === id && (webm[i + 1] === 0x81 || webm[i + 1] === 0x82))
      return webm.readUIntBE(i + 2, length);
  }
  return undefined;
}

describe.each(BACKENDS)('message media on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let media: Media[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
    const list = await t.getOk('/api/v1/messages?onlyWithMedia=true&limit=500', token);
    const byUrl = new Map<string, Media>();
    for (const message of list.items) {
      for (const item of message.media as Media[]) byUrl.set(item.url, item);
    }
    media = [...byUrl.values()];
  });
  afterAll(() => t.close());

  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('seeded media are photos, audio, documents and videos on this server, with size and type', async () => {
    expect(new Set(media.map((m) => m.type))).toEqual(
      new Set(['photo', 'audio', 'document', 'video']),
    );
    for (const item of media) {
      expect(item.url).toMatch(/^\/api\/v1\/media\/[\w-]+\.(png|wav|pdf|webm)$/);
      expect(item.size).toBeGreaterThan(0);
    }
    const [outside] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE media::text LIKE '%://%'`,
    );
    expect(outside!.n).toBe(0);
  });

  it('every file is served without a token, with its content type and length', async () => {
    for (const item of media) {
      const res = await fetchFile(item.url);
      expect(res.statusCode, item.url).toBe(200);
      expect(res.headers['content-type']).toBe(item.mime);
      expect(Number(res.headers['content-length'])).toBe(item.size);
      expect(res.rawPayload.length).toBe(item.size);
    }
  });

  it('photos are PNGs of the stated width and height', async () => {
    for (const item of media.filter((m) => m.type === 'photo')) {
      const bytes = (await fetchFile(item.url)).rawPayload;
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([item.width, item.height]);
    }
  });

  it('audio is a PCM WAV and documents are PDFs', async () => {
    const audio = (await fetchFile(media.find((m) => m.type === 'audio')!.url)).rawPayload;
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    const doc = (await fetchFile(media.find((m) => m.type === 'document')!.url)).rawPayload;
    const text = doc.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('videos are VP8 WebM files of the stated width and height', async () => {
    const videos = media.filter((m) => m.type === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const item of videos) {
      const bytes = (await fetchFile(item.url)).rawPayload;
      expect(item.mime).toBe('video/webm');
      expect(bytes.readUInt32BE(0)).toBe(0x1a45dfa3); // the EBML header
      expect(bytes.includes(Buffer.from('webm'))).toBe(true);
      expect(bytes.includes(Buffer.from('V_VP8'))).toBe(true);
      expect([pixels(bytes, 0xb0), pixels(bytes, 0xba)]).toEqual([item.width, item.height]);
    }
  });

  it('a byte range is 206; an unsatisfiable one is 416', async () => {
    const audio = media.find((m) => m.type === 'audio')!;
    const part = await fetchFile(audio.url, { range: 'bytes=0-43' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-43/${audio.size}`);
    expect(part.rawPayload.length).toBe(44);
    const tail = await fetchFile(audio.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await fetchFile(audio.url, { range: `bytes=${audio.size}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('an unknown or malformed file name is refused', async () => {
    expect((await fetchFile('/api/v1/media/nothing-here.png')).statusCode).toBe(404);
    expect((await fetchFile('/api/v1/media/..%2Fpackage.json')).statusCode).toBe(400);
    expect((await fetchFile('/api/v1/media/notes.txt')).statusCode).toBe(404);
  });

  it('a media item must be a path on this server', async () => {
    const source = (await t.getOk('/api/v1/sources?limit=1', token)).items[0]!.uuid;
    const res = await t.call<Item>('POST', '/api/v1/messages', {
      token,
      payload: {
        source_uuid: source,
        text: 'Look',
        media: [{ type: 'photo', url: 'https://cdn.example.com/a.jpg', width: 1, height: 1 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { 'media.0.url': expect.any(String) } } });
  });

  it('a database seeded with outside media urls gets library items at the next start', async () => {
    const [message] = await t.app.db.query<{ uuid: string }>(
      `UPDATE messages SET media = '[{"type":"photo","url":"https://cdn.example.com/1.bin","width":1280,"height":720}]'
        WHERE uuid = (SELECT uuid FROM messages WHERE has_media LIMIT 1) RETURNING uuid`,
    );
    await t.app.db.query(`DELETE FROM schema_migrations WHERE id = '005_local_media'`);
    expect(await applyMigrations(t.app.db)).toEqual(['005_local_media']);
    const fixed = await t.getOk<Item>(`/api/v1/messages/${message!.uuid}`, token);
    expect((fixed.media as Media[])[0]!.url).toMatch(/^\/api\/v1\/media\//);
  });

  it('a database seeded before the video clips gets them on some messages at the next start', async () => {
    await t.app.db.query(
      `UPDATE messages SET media = (SELECT coalesce(jsonb_agg(item), '[]'::jsonb)
                                      FROM jsonb_array_elements(media) item
                                     WHERE item ->> 'type' <> 'video')`,
    );
    const videoCount = async () =>
      (
        await t.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM messages WHERE media @> '[{"type": "video"}]'`,
        )
      )[0]!.n;
    expect(await videoCount()).toBe(0);
    await t.app.db.query(`DELETE FROM schema_migrations WHERE id = '006_demo_video'`);
    expect(await applyMigrations(t.app.db)).toEqual(['006_demo_video']);
    const after = await videoCount();
    expect(after).toBeGreaterThan(0);
    // Applied again on a database that has clips, it changes nothing.
    await t.app.db.query(`DELETE FROM schema_migrations WHERE id = '006_demo_video'`);
    await applyMigrations(t.app.db);
    expect(await videoCount()).toBe(after);
  });

  it('a stored file left by another version of the encoder is replaced with what the records state', async () => {
    const [photo] = mediaLibrary();
    const name = photo!.url.split('/').pop()!;
    const store = databaseMediaStore(t.app.db);
    await store.write(name, { mime: photo!.mime, bytes: Buffer.alloc(photo!.size + 115, 1) });
    await storeMediaLibrary(store);
    expect((await store.read(name))!.bytes.length).toBe(photo!.size);
    expect(Number((await fetchFile(photo!.url)).headers['content-length'])).toBe(photo!.size);
  });

  it('an uploaded file is stored and served back; bytes that are not of the stated type are refused', async () => {
    const png = (await fetchFile(media.find((m) => m.type === 'photo')!.url)).rawPayload;
    const res = await t.call<Media>('POST', '/api/v1/media', {
      token,
      payload: { mime: 'image/png', data: png.toString('base64') },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'photo', mime: 'image/png', size: png.length });
    expect(res.body.url).toMatch(/^\/api\/v1\/media\/upload-[\w-]+\.png$/);
    expect([res.body.width, res.body.height]).toEqual([png.readUInt32BE(16), png.readUInt32BE(20)]);
    const served = await fetchFile(res.body.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const wrong = await t.call('POST', '/api/v1/media', {
      token,
      payload: { mime: 'application/pdf', data: png.toString('base64') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { fields: { data: expect.any(String) } } });
    const anonymous = await t.call('POST', '/api/v1/media', {
      payload: { mime: 'image/png', data: png.toString('base64') },
    });
    expect(anonymous.status).toBe(401);
  });
});
