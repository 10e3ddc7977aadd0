// Makes the reference server's demo videos: short VP8 WebM clips drawn on a canvas and encoded by
// Debian Chromium's WebCodecs (the encoder the server does not carry), put in WebM by Mediabunny's
// muxer (a maintained library, MPL-2.0, a dev tool only: nothing of it is bundled), and written
// base64 into demo/server/media/video-clips.ts, which the server bundles like its code.
// Run it again only to change the clips: `node scripts/make-demo-video.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'demo', 'server', 'media', 'video-clips.ts');

/** Small and short on purpose: each file stays a few kilobytes. */
const CLIPS = [
  { file: 'video-orbit.webm', width: 320, height: 180, fps: 12, seconds: 3, hue: 215 },
  { file: 'video-portrait.webm', width: 180, height: 320, fps: 12, seconds: 2, hue: 330 },
];
const BITRATE = 40_000;

/** Runs in the page: draws each frame and returns what VideoEncoder made of it. */
async function encodeInPage({ width, height, fps, seconds, hue, bitrate }) {
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const chunks = [];
  let failure;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({
        data: Array.from(data),
        timestamp: chunk.timestamp,
        key: chunk.type === 'key',
      });
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate, framerate: fps });
  const count = fps * seconds;
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const background = g.createLinearGradient(0, 0, width, height);
    background.addColorStop(0, `hsl(${hue} 70% 35%)`);
    background.addColorStop(1, `hsl(${hue + 40} 70% 55%)`);
    g.fillStyle = background;
    g.fillRect(0, 0, width, height);
    // A disc going once around the centre, and a bar filling with the time.
    const radius = Math.min(width, height) / 4;
    const angle = 2 * Math.PI * t;
    g.fillStyle = 'rgba(255, 255, 255, 0.9)';
    g.beginPath();
    g.arc(
      width / 2 + radius * Math.cos(angle),
      height / 2 + radius * Math.sin(angle),
      radius / 3,
      0,
      2 * Math.PI,
    );
    g.fill();
    g.fillRect(0, height - 6, width * ((i + 1) / count), 6);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1_000_000) / fps) });
    encoder.encode(frame, { keyFrame: i % fps === 0 });
    frame.close();
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  return chunks;
}

/**
 * One VP8 track of WebCodecs' encoded frames in a WebM file, with its duration and cues (a browser
 * seeks in it and shows its length).
 * @param {{ width: number, height: number, fps: number }} clip
 * @param {{ data: number[], timestamp: number, key: boolean }[]} chunks timestamps in microseconds
 * @returns {Promise<Buffer>}
 */
async function muxWebm({ width, height, fps }, chunks) {
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const track = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(track, { frameRate: fps });
  await output.start();
  for (const [index, chunk] of chunks.entries()) {
    const packet = new EncodedPacket(
      Uint8Array.from(chunk.data),
      chunk.key ? 'key' : 'delta',
      chunk.timestamp / 1_000_000,
      1 / fps,
    );
    const meta =
      index === 0
        ? { decoderConfig: { codec: 'vp8', codedWidth: width, codedHeight: height } }
        : undefined;
    await track.add(packet, meta);
  }
  await output.finalize();
  return Buffer.from(/** @type {ArrayBuffer} */ (output.target.buffer));
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const made = [];
try {
  const page = await browser.newPage();
  // WebCodecs needs a secure context; localhost is one, and the page never leaves this process.
  await page.route('http://localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
  );
  await page.goto('http://localhost/');
  for (const clip of CLIPS) {
    const chunks = await page.evaluate(encodeInPage, { ...clip, bitrate: BITRATE });
    const webm = await muxWebm(clip, chunks);
    made.push({ ...clip, size: webm.length, base64: webm.toString('base64') });
    console.log(`${clip.file}: ${chunks.length} frames, ${webm.length} bytes`);
  }
} finally {
  await browser.close();
}

const entries = made
  .map(
    (clip) => `  {
    file: '${clip.file}',
    width: ${clip.width},
    height: ${clip.height},
    seconds: ${clip.seconds},
    base64:
      '${clip.base64}',
  },`,
  )
  .join('\n');
writeFileSync(
  target,
  `// Generated by scripts/make-demo-video.mjs (VP8 encoded by Chromium's WebCodecs, in WebM by Mediabunny); do not edit.
// The server carries no video encoder, so the demo clips are made once and kept here as base64.
export interface VideoClip {
  file: string;
  width: number;
  height: number;
  seconds: number;
  base64: string;
}

export const VIDEO_CLIPS: readonly VideoClip[] = [
${entries}
];
`,
);
console.log(`wrote ${target}`);
