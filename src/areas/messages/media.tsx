// A message's row thumbnails (lazy images of their stated size, type icons for the rest, a no-preview icon where the back end gives no image); the drawer's gallery is media-gallery.tsx, loaded with the drawer.
import { makeStyles, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { DocumentRegular } from '@fluentui/react-icons/svg/document';
import { ImageOffRegular } from '@fluentui/react-icons/svg/image-off';
import { MusicNote2Regular } from '@fluentui/react-icons/svg/music-note';
import { VideoRegular } from '@fluentui/react-icons/svg/video';
import { useState } from 'react';
import type { MediaItem } from '../../resources/schemas';
import { type ShowsFile, useMediaSources } from './media-sources';
import { textBook } from './messages.en';
import { useMessages } from '../../ui/i18n';

const THUMB = 40;
const SHOWN = 3;
/** A row shows its first photos from their files; the rest are icons that need none. */
const rowShows: ShowsFile = (item, index) => index < SHOWN && item.type === 'photo';
const useStyles = makeStyles({
  thumbs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  thumb: {
    width: `${THUMB}px`,
    height: `${THUMB}px`,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  icon: { fontSize: '20px', color: tokens.colorNeutralForeground3 },
});

/** "12.3 kB" in the element's language. */
export function formatSize(language: string, bytes: number | undefined): string {
  if (bytes === undefined) return '';
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1000
        ? [bytes / 1000, 'kilobyte']
        : [bytes, 'byte'];
  try {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    return `${bytes} B`;
  }
}

function TypeIcon(props: { type: MediaItem['type'] }) {
  const text = useMessages(textBook);
  const styles = useStyles();
  const Icon =
    props.type === 'audio'
      ? MusicNote2Regular
      : props.type === 'video'
        ? VideoRegular
        : DocumentRegular;
  return <Icon className={styles.icon} aria-label={text(`type.${props.type}`)} />;
}

/** A photo's row preview: the image once its address is known; without one (or when it fails), a no-preview icon. */
function PhotoThumb(props: { item: MediaItem; src: string | null | undefined; n: number }) {
  const text = useMessages(textBook);
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  const { item, src } = props;
  const alt = text('photo', { n: props.n, width: item.width ?? 0, height: item.height ?? 0 });
  if (src === undefined) return <span className={styles.thumb} aria-busy="true" />;
  if (src === null || failed)
    return <ImageOffRegular className={styles.icon} aria-label={alt} data-no-preview />;
  return (
    <img
      className={styles.thumb}
      src={src}
      width={THUMB}
      height={THUMB}
      loading="lazy"
      decoding="async"
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}

/** Up to three previews in a row; photos as lazy images, the rest as type icons. */
export function Thumbnails(props: { messageId: string; media: readonly MediaItem[] }) {
  const styles = useStyles();
  const sources = useMediaSources(props.messageId, props.media, rowShows);
  if (props.media.length === 0) return null;
  const shown = props.media.slice(0, SHOWN);
  return (
    <span className={styles.thumbs} data-thumbnails>
      {shown.map((item, index) =>
        item.type === 'photo' ? (
          <PhotoThumb key={item.url} item={item} src={sources[index]} n={index + 1} />
        ) : (
          <TypeIcon key={item.url} type={item.type} />
        ),
      )}
      {props.media.length > shown.length ? (
        <TextLook look="caption1">+{props.media.length - shown.length}</TextLook>
      ) : null}
    </span>
  );
}
