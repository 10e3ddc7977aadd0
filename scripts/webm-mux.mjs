// A minimal WebM (Matroska) muxer for one VP8 video track: what make-demo-video.mjs needs to turn
// WebCodecs' encoded frames into a file a browser plays, seeks and reads the duration of.
// Element ids and layout: https://www.matroska.org/technical/elements.html (read offline).

/** An EBML variable-size integer: a length marker in the first byte, then big-endian bits. */
function vint(value) {
  for (let length = 1; length <= 8; length++) {
    // All ones is reserved for "unknown size", hence the - 1.
    if (value < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = value;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new RangeError(`${value} does not fit an EBML size`);
}

/** An unsigned integer in `width` bytes, or in as few as it needs. */
function uint(value, width) {
  let length = width ?? 1;
  while (!width && value >= 2 ** (8 * length)) length++;
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, 0, length);
  return bytes;
}

function float(value) {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
}

/** An element: its id (already in EBML form, as the spec writes it), the size, the payload. */
function element(id, ...payload) {
  const data = Buffer.concat(payload);
  return Buffer.concat([uint(id), vint(data.length), data]);
}

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  TrackType: 0x83,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
};

/**
 * The WebM file of `frames` ({ data: Uint8Array, timestampMs, key }) in order, VP8 at
 * `width` x `height`, one frame every `frameMs`. A cluster starts at each key frame, and the cues
 * name them all, so a player can seek without reading the whole file.
 */
export function muxWebm({ width, height, frameMs, frames, app }) {
  const text = (value) => Buffer.from(value, 'utf8');
  const header = element(
    ID.EBML,
    element(ID.EBMLVersion, uint(1)),
    element(ID.EBMLReadVersion, uint(1)),
    element(ID.EBMLMaxIDLength, uint(4)),
    element(ID.EBMLMaxSizeLength, uint(8)),
    element(ID.DocType, text('webm')),
    element(ID.DocTypeVersion, uint(2)),
    element(ID.DocTypeReadVersion, uint(2)),
  );
  const info = element(
    ID.Info,
    element(ID.TimecodeScale, uint(1_000_000)), // timecodes in milliseconds
    element(ID.Duration, float(frames.length * frameMs)),
    element(ID.MuxingApp, text(app)),
    element(ID.WritingApp, text(app)),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      element(ID.TrackNumber, uint(1)),
      element(ID.TrackUID, uint(1)),
      element(ID.FlagLacing, uint(0)),
      element(ID.CodecID, text('V_VP8')),
      element(ID.TrackType, uint(1)), // video
      element(ID.DefaultDuration, uint(Math.round(frameMs * 1_000_000))),
      element(ID.Video, element(ID.PixelWidth, uint(width)), element(ID.PixelHeight, uint(height))),
    ),
  );

  const groups = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push({ start: frame.timestampMs, frames: [] });
    groups.at(-1).frames.push(frame);
  }
  const clusters = groups.map((group) =>
    element(
      ID.Cluster,
      element(ID.Timecode, uint(group.start)),
      ...group.frames.map((frame) => {
        const block = Buffer.alloc(4);
        block[0] = 0x81; // track 1 as a one-byte vint
        block.writeInt16BE(frame.timestampMs - group.start, 1);
        block[3] = frame.key ? 0x80 : 0;
        return element(ID.SimpleBlock, block, Buffer.from(frame.data));
      }),
    ),
  );

  // Positions count from the start of the segment's payload. The seek head's positions have a
  // fixed width, so its own size is known before the positions are.
  const seekEntry = (id, position) =>
    element(ID.Seek, element(ID.SeekID, uint(id)), element(ID.SeekPosition, uint(position, 4)));
  const seekHeadSize = element(
    ID.SeekHead,
    seekEntry(ID.Info, 0),
    seekEntry(ID.Tracks, 0),
    seekEntry(ID.Cues, 0),
  ).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  const firstClusterAt = tracksAt + tracks.length;
  const clusterAt = [];
  let at = firstClusterAt;
  for (const cluster of clusters) {
    clusterAt.push(at);
    at += cluster.length;
  }
  const cues = element(
    ID.Cues,
    ...groups.map((group, i) =>
      element(
        ID.CuePoint,
        element(ID.CueTime, uint(group.start)),
        element(
          ID.CueTrackPositions,
          element(ID.CueTrack, uint(1)),
          element(ID.CueClusterPosition, uint(clusterAt[i])),
        ),
      ),
    ),
  );
  const seekHead = element(
    ID.SeekHead,
    seekEntry(ID.Info, infoAt),
    seekEntry(ID.Tracks, tracksAt),
    seekEntry(ID.Cues, at),
  );
  return Buffer.concat([header, element(ID.Segment, seekHead, info, tracks, ...clusters, cues)]);
}
