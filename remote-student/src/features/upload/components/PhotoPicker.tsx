import { MAX_UPLOAD_BYTES, PHOTOS_MAX } from '@lectern/shared-api/contract';
import { Button, Icon } from '@lectern/shared-ui';
import { ErrorText, formatFileSize, Hint } from '@lectern/shared-ui/forms';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Camera from 'lucide-react/icons/camera';
import ImageIcon from 'lucide-react/icons/image';
import Images from 'lucide-react/icons/images';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { addPhotos, movePhoto, PHOTO_ACCEPT, photosSize, type ChosenPhoto } from '../hooks/photoList.ts';
import { usePhotoPreviews } from '../hooks/usePhotoPreviews.ts';
import { cluster, stack } from '@lectern/shared-ui/rows';

const Group = styled.div`
  ${stack('sm')}
  min-width: 0;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Pickers = styled.div`
  ${cluster('sm')}

  > * { flex: 1 1 9rem; }

  /* A desktop browser ignores capture and would open the same file picker twice over. */
  @media (hover: hover) and (pointer: fine) {
    > [data-camera] { display: none; }
  }
`;

/** The native pickers stay in the page (a phone opens them from the buttons) but out of sight and out of the Tab order. */
const NativeInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  opacity: 0;
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** Two columns on a 360 px phone (280 px inside the dialog), three on a desktop's dialog. */
const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PageNumber = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  min-width: 1.75rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
  color: ${({ theme }) => theme.colors.inverseText};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Name = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.xs};
`;

/** A square icon button; three of them fit the narrowest tile (8rem). */
const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
  &[data-action='remove'] { color: ${({ theme }) => theme.colors.danger}; }
`;

const HINT = `Or photograph handwritten notes: up to ${PHOTOS_MAX} JPEG, PNG or WebP photos, ${formatFileSize(MAX_UPLOAD_BYTES)} together. They become one PDF, a page per photo, in the order shown.`;

type Action = 'earlier' | 'later' | 'remove';

export interface PhotoPickerProps {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  /** The form's (or the server's) word on the photos as a whole. */
  error?: string;
  disabled?: boolean;
}

/**
 * Photos of notes for a file upload: "Take photo" opens the camera (`capture`: Chrome on Android
 * and Safari on iOS skip the gallery; desktop browsers ignore it, so there the button is not
 * shown), "Choose photos" the gallery, several at once. The chosen photos show as numbered
 * thumbnails, each with Move earlier, Move later and Remove; focus stays with the photo moved.
 */
export function PhotoPicker({ photos, onChange, error, disabled }: PhotoPickerProps) {
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const galleryButtonRef = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusNext, setFocusNext] = useState<{ photoId: string; action: Action } | null>(null);
  const previews = usePhotoPreviews(photos);

  // After a move or a removal, focus lands on the photo the person was working with.
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const tile = listRef.current?.querySelector(`[data-photo-id="${focusNext.photoId}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${focusNext.action}"]`);
    const target = wanted && !wanted.disabled ? wanted : tile?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (target ?? galleryButtonRef.current)?.focus();
  }, [focusNext]);

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo can be picked again later.
    event.target.value = '';
    if (files.length === 0) return;
    const added = addPhotos(photos, files);
    setProblems(added.problems);
    const count = added.photos.length - photos.length;
    if (count > 0) setAnnouncement(`${count === 1 ? '1 photo' : `${count} photos`} added. ${added.photos.length} in all.`);
    onChange(added.photos);
  };

  const move = (index: number, step: -1 | 1) => {
    const photo = photos[index]!;
    onChange(movePhoto(photos, index, step));
    setAnnouncement(`Photo ${index + 1} is now photo ${index + 1 + step}.`);
    setFocusNext({ photoId: photo.id, action: step < 0 ? 'earlier' : 'later' });
  };

  const remove = (index: number) => {
    const next = photos.filter((_, at) => at !== index);
    onChange(next);
    setProblems([]);
    setAnnouncement(`Photo ${index + 1} removed. ${next.length === 1 ? '1 photo' : `${next.length} photos`} left.`);
    const neighbour = next[index] ?? next[index - 1];
    setFocusNext(neighbour ? { photoId: neighbour.id, action: 'remove' } : { photoId: '', action: 'remove' });
  };

  const messages = [...problems, ...(error && !problems.includes(error) ? [error] : [])];

  return (
    <Group role="group" aria-labelledby={`${id}title`} aria-describedby={`${id}hint`}>
      <Title id={`${id}title`}>Photos of notes</Title>
      <Hint id={`${id}hint`}>{HINT}</Hint>
      <Pickers>
        <Button variant="secondary" data-camera onClick={() => cameraRef.current?.click()} disabled={disabled}>
          <Icon icon={Camera} size="sm" />
          Take photo
        </Button>
        <Button ref={galleryButtonRef} variant="secondary" onClick={() => galleryRef.current?.click()} disabled={disabled}>
          <Icon icon={Images} size="sm" />
          Choose photos
        </Button>
      </Pickers>
      {/* The buttons above are what people press; hidden from screen readers too, or each name would be heard twice. */}
      <NativeInput ref={cameraRef} type="file" accept={PHOTO_ACCEPT} capture="environment" aria-label="Take photo" aria-hidden="true" tabIndex={-1} onChange={onPicked} />
      <NativeInput ref={galleryRef} type="file" accept={PHOTO_ACCEPT} multiple aria-label="Choose photos" aria-hidden="true" tabIndex={-1} onChange={onPicked} />
      {photos.length > 0 ? (
        <>
          <Summary>
            {photos.length} of {PHOTOS_MAX} photos, {formatFileSize(photosSize(photos))} of {formatFileSize(MAX_UPLOAD_BYTES)}
          </Summary>
          <Grid ref={listRef} aria-label="Chosen photos, in page order">
            {photos.map((photo, index) => {
              const n = index + 1;
              const preview = previews.get(photo.id);
              return (
                <Tile key={photo.id} data-photo-id={photo.id}>
                  <Thumb>
                    {preview ? <img src={preview} alt={`Photo ${n}: ${photo.file.name}`} onError={() => previews.failed(photo.id)} /> : <Icon icon={ImageIcon} size="lg" label={`Photo ${n}: ${photo.file.name}`} />}
                    <PageNumber aria-hidden="true">{n}</PageNumber>
                  </Thumb>
                  <Name title={photo.file.name}>{photo.file.name}</Name>
                  <Tools>
                    <Tool type="button" data-action="earlier" aria-label={`Move photo ${n} earlier`} title="Move earlier" disabled={disabled || index === 0} onClick={() => move(index, -1)}>
                      <Icon icon={ArrowLeft} />
                    </Tool>
                    <Tool type="button" data-action="later" aria-label={`Move photo ${n} later`} title="Move later" disabled={disabled || index === photos.length - 1} onClick={() => move(index, 1)}>
                      <Icon icon={ArrowRight} />
                    </Tool>
                    <Tool type="button" data-action="remove" aria-label={`Remove photo ${n}`} title="Remove" disabled={disabled} onClick={() => remove(index)}>
                      <Icon icon={X} />
                    </Tool>
                  </Tools>
                </Tile>
              );
            })}
          </Grid>
        </>
      ) : null}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      <div role="alert">
        {messages.map((message) => (
          <ErrorText key={message}>{message}</ErrorText>
        ))}
      </div>
    </Group>
  );
}
