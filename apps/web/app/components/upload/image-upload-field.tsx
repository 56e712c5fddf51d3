import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '~/components/button-styles';
import { ApiRequestError } from '~/lib/api-client';

// SPEC §8's editor text for a failed image upload; the server's reason follows it.
export const IMAGE_UPLOAD_FAILED = 'Couldn’t upload image. Please try another.';

/**
 * Choose an image, watch it upload, see it, remove it: the insight thumbnail and the profile
 * picture. The file input is the real control (keyboard and screen readers reach it as a
 * button); progress is a <progress> with a name, and the outcome is announced.
 */
export function ImageUploadField({
  label,
  hint,
  value,
  onChange,
  upload,
  accept,
  removeLabel,
  preview,
  error,
  uploadedMessage,
}: {
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (url: string) => void;
  upload: (file: File, onProgress: (ratio: number) => void) => Promise<{ file: { url: string } }>;
  accept: string;
  removeLabel: string;
  preview: (url: string) => ReactNode;
  error?: string;
  /** Said, and given focus, after an upload (the file input is disabled while it runs). */
  uploadedMessage?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const uploadedRef = useRef<HTMLParagraphElement>(null);
  // Focus to the message once it is on the page (the file input was disabled while it ran).
  useEffect(() => {
    if (uploaded) uploadedRef.current?.focus();
  }, [uploaded]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setUploaded(false);
    setProgress(0);
    try {
      const { file: stored } = await upload(file, setProgress);
      onChange(stored.url);
      if (uploadedMessage) setUploaded(true);
    } catch (err) {
      // SPEC §8: the file's name, then the server's reason (or the editor's text).
      const reason =
        err instanceof ApiRequestError && err.status ? err.message : IMAGE_UPLOAD_FAILED;
      setFailure(`${file.name}: ${reason}`);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const shownError = failure ?? error;
  return (
    <div className="space-y-3">
      {value ? preview(value) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-semibold text-navy-950">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={shownError ? true : undefined}
          disabled={progress !== null}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="max-w-full text-navy-950 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-navy-900 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-50"
        />
      </div>
      {progress !== null ? (
        <progress
          value={progress}
          max={1}
          aria-label={`Uploading: ${Math.round(progress * 100)}%`}
          className="h-2 w-full max-w-sm accent-navy-900"
        />
      ) : null}
      <p role="alert" className="text-red-800 empty:hidden">
        {shownError ?? ''}
      </p>
      <div role="status">
        {uploaded && value && !shownError ? (
          <p ref={uploadedRef} tabIndex={-1} className="font-semibold text-green-800">
            {uploadedMessage}
          </p>
        ) : null}
      </div>
      {value ? (
        <button
          type="button"
          className={buttonClass('outline', undefined, 'sm')}
          onClick={() => onChange('')}
        >
          {removeLabel}
        </button>
      ) : null}
    </div>
  );
}
