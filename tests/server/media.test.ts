// Message media: files the server generates (PNG of the stated size, WAV, PDF), served under
// /api/v1/media/ with their content type, and no media item pointing anywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('seeded media are photos, audio and documents on this server, with size and type', async () => {
    expect(new Set(media.map((m) => m.type))).toEqual(new Set(['photo', 'audio', 'document']));
    for (const item of media) {
      expect(item.url).toMatch(/^\/api\/v1\/media\/[\w-]+\.(png|wav|pdf)$/);
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
});
