'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { safeHttpUrl } from '@/lib/blog/safe-url';
import { sniffImageKind } from '@/lib/catalog/image-kind';
import { MAX_UPLOAD_BYTES } from '@/lib/blog/media/limits';
import { uploadMessages, uploadPhoto } from '../../photo-upload';
import { useMediaActions } from './media-context';
import { MediaLibraryDialog } from './media-library-dialog';
import { FieldLabel } from '@/components/ui/field';
import { controlClass } from './panels/fields';

type Props = {
  id: string;
  label: string;
  value: string;
  alt: string;
  error?: string;
  invalidProps?: Record<string, unknown>;
  onChange: (url: string) => void;
};

const button =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * An image URL with its thumbnail, an upload button and the media library. An uploaded or chosen
 * image fills the URL; an external URL is kept as typed and copied to this site on save.
 */
export function ImageField({ id, label, value, alt, error, invalidProps = {}, onChange }: Props) {
  const t = useTranslations('editor.media');
  const locale = useLocale();
  const messages = uploadMessages(useTranslations('photoUpload'));
  const actions = useMediaActions();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  // 0 until first opened (the dialog is mounted then), +1 on each opening.
  const [openings, setOpenings] = useState(0);
  const url = safeHttpUrl(value);
  // Uploads and library picks are paths of this site; an absolute URL is another site's image.
  const external = url !== null && !url.startsWith('/');

  const upload = async (file: File) => {
    if (!actions) return;
    // The same first checks as the server (size, magic bytes), to answer at once.
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (file.size > MAX_UPLOAD_BYTES || !sniffImageKind(head)) {
      setMessage({ kind: 'error', text: t(file.size > MAX_UPLOAD_BYTES ? 'errors.tooLarge' : 'errors.notImage', { file: file.name }) });
      return;
    }
    setBusy(true);
    setMessage(null);
    const answer = await uploadPhoto(file, 'blog', locale, messages);
    if (answer.ok && 'media' in answer) {
      onChange(answer.media.url);
      setMessage({ kind: 'done', text: t('uploadedBody', { file: file.name.slice(0, 80) }) });
    } else setMessage({ kind: 'error', text: answer.ok ? t('uploadFailed') : answer.message });
    setBusy(false);
    if (fileRef.current) fileRef.current.value = '';
  };

  const describedBy = [invalidProps['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2" data-testid={`${id}-field`}>
      <FieldLabel look="editor" htmlFor={id}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="url"
        value={value}
        placeholder="https://"
        onChange={(e) => onChange(e.target.value)}
        className={controlClass}
        {...invalidProps}
        aria-describedby={describedBy}
      />
      {actions && (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={button} disabled={busy} onClick={() => fileRef.current?.click()}>
            {busy ? t('uploading') : t('upload')}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={`${label}: ${t('upload')}`}
            data-testid={`${id}-file`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <button
            type="button"
            className={button}
            aria-haspopup="dialog"
            onClick={() => {
              setOpenings((n) => n + 1);
              setLibraryOpen(true);
            }}
          >
            {t('openLibrary')}
          </button>
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {actions ? t('hint') : null}
      </p>
      <p role="status" className={message?.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
        {message?.text ?? ''}
      </p>
      {url && !error && !external && (
        // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the field's own image
        <img
          src={url}
          alt={t('thumbnail', { alt: alt || t('noAlt') })}
          data-testid={`${id}-thumbnail`}
          className="h-24 w-36 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      )}
      {external && !error && <p className="text-sm text-slate-700">{t('external')}</p>}
      {actions && openings > 0 && (
        <MediaLibraryDialog
          open={libraryOpen}
          generation={openings}
          onClose={() => setLibraryOpen(false)}
          list={actions.list}
          onPick={(item) => {
            onChange(item.url);
            setMessage(null);
            setLibraryOpen(false);
          }}
        />
      )}
    </div>
  );
}
