// POST /media: stores a file (base64 in JSON, as every body here is JSON) in the media store and
// answers the media item a message can carry. Any instance on the same database then serves it.
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { MediaType } from '../../../src/resources/enums';
import { MediaItemSchema } from '../../../src/resources/schemas';
import { invalid } from '../errors';
import { MEDIA_URL_PREFIX } from '../media/library';
import type { MediaStore } from '../media/store';
import { errorReplies } from '../openapi';

/** What may be uploaded: the kinds the library holds, each recognised by its first bytes. */
const KINDS = {
  'image/png': {
    ext: 'png',
    type: 'photo',
    magic: (b: Buffer) => b.subarray(1, 4).equals(Buffer.from('PNG')),
  },
  'audio/wav': {
    ext: 'wav',
    type: 'audio',
    magic: (b: Buffer) =>
      b.subarray(0, 4).equals(Buffer.from('RIFF')) && b.subarray(8, 12).equals(Buffer.from('WAVE')),
  },
  'application/pdf': {
    ext: 'pdf',
    type: 'document',
    magic: (b: Buffer) => b.subarray(0, 5).equals(Buffer.from('%PDF-')),
  },
  'video/webm': {
    ext: 'webm',
    type: 'video',
    magic: (b: Buffer) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3,
  },
} satisfies Record<string, { ext: string; type: MediaType; magic: (bytes: Buffer) => boolean }>;

const MIMES = [
  'image/png',
  'audio/wav',
  'application/pdf',
  'video/webm',
] as const satisfies (keyof typeof KINDS)[];

const UploadBody = Type.Object(
  {
    mime: Type.Enum(MIMES, { description: 'The file type; the bytes must be of it.' }),
    data: Type.String({
      minLength: 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: 'The file, base64 (the body limit of 1 MiB allows files up to about 750 kB).',
    }),
  },
  { additionalProperties: false },
);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) =>
  bytes.length >= 24
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : undefined;

export async function mediaUploadRoutes(app: FastifyInstance, opts: { store: MediaStore }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/media',
    {
      config: { permissions: ['messages.write'] },
      schema: {
        tags: ['media'],
        summary: 'Store a media file for messages; answers the item to put in a message',
        body: UploadBody,
        response: { 201: MediaItemSchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const kind = KINDS[request.body.mime];
      const bytes = Buffer.from(request.body.data, 'base64');
      if (!kind.magic(bytes)) throw invalid({ data: `is not a ${request.body.mime} file` });
      const name = `upload-${randomUUID()}.${kind.ext}`;
      await opts.store.write(name, { mime: request.body.mime, bytes });
      const size = kind.type === 'photo' ? pngSize(bytes) : undefined;
      return reply.status(201).send({
        type: kind.type,
        url: `${MEDIA_URL_PREFIX}${name}`,
        width: size?.width ?? null,
        height: size?.height ?? null,
        size: bytes.length,
        mime: request.body.mime,
      });
    },
  );
}
