import { useState } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { escapeHtml, inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { acceptFiles, fileRules, formatFileSize } from '../../../domain/webform/families/files';
import { errorText } from '../../../domain/webform/messages';
import { uploadFile } from '../api';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor } from '../../../schemas/generated/webform/element';

interface UploadedFile {
  name: string;
  size: number;
  fid: string;
}

/**
 * A file upload: each accepted file is sent at once (one call per file) and its fid becomes
 * part of the value. Refused files and failed uploads show a message under the field: the file
 * is refused, not the form, so the message never blocks a submit (a required field without a
 * file is refused at submit by its rule, like any other).
 */
export function FileElement({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<
    'managed_file' | 'webform_document_file' | 'webform_image_file' | 'webform_audio_file' | 'webform_video_file'
  >;
}) {
  const t = useT();
  const locale = useLocale();
  const { ui, state, errors, setValue } = useElement(elementKey, element);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const id = inputId(ui.formId, elementKey);
  const rules = fileRules(element);
  const keep = (next: UploadedFile[]) => {
    setFiles(next);
    setValue(rules.limit === 1 ? (next[0]?.fid ?? '') : next.map((file) => file.fid));
  };
  const choose = async (list: FileList | null) => {
    const { accepted, errors: refused } = acceptFiles(files, [...(list ?? [])], rules);
    const messages = refused.map((error) => escapeHtml(errorText(error, t, locale)));
    setUploading(true);
    const uploaded: UploadedFile[] = [];
    for (const file of accepted) {
      const fid = await uploadFile(ui.formId, elementKey, file).catch(() => undefined);
      if (fid) uploaded.push({ name: file.name, size: file.size, fid });
      else messages.push(escapeHtml(t('webform.file_upload_failed', { name: file.name })));
    }
    setUploading(false);
    keep([...files, ...uploaded]);
    setRefusals(messages);
  };
  const refusalsId = `${id}-refused`;
  // Where scripts run, the browser's own control (its button and status in the browser's
  // language, whatever the page's) gives way to a button and a status in the page's language,
  // from the server's HTML on (a style, so the form need not be hydrated: it hydrates when the
  // visitor comes to it); the input stays, transparent over them, so a click or a key still
  // opens the browser's picker. Without scripts the browser's control shows.
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <label htmlFor={id} className={styles.label}>
        {element['#title']}
        <RequiredMark required={state.required} />
      </label>
      <div className={styles.filePicker}>
        <input
          id={id}
          type="file"
          name={`files[${elementKey}]`}
          className={styles.file}
          multiple={rules.limit !== 1}
          accept={rules.extensions.map((extension) => `.${extension}`).join(',') || undefined}
          disabled={state.disabled || uploading || (rules.limit !== 'unlimited' && files.length >= rules.limit)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={[`${id}-rules`, refusals.length ? refusalsId : '', describedBy(id, element, errors)].filter(Boolean).join(' ')}
          onChange={(event) => {
            void choose(event.target.files);
            event.target.value = '';
          }}
        />
        <span className={`${styles.fileButton} ${styles.scriptsOnly}`} aria-hidden="true">
          {t('webform.file.choose', { multiple: rules.limit === 1 ? 'no' : 'yes' })}
        </span>
        {files.length === 0 && !uploading && (
          <span className={`${styles.fileStatus} ${styles.scriptsOnly}`} aria-hidden="true">
            {t('webform.file.none')}
          </span>
        )}
      </div>
      <p id={`${id}-rules`} className={styles.description}>
        {t('webform.file.rules', { max: formatFileSize(rules.maxBytes), extensions: rules.extensions.join(', ') })}
      </p>
      {uploading && <p role="status">{t('webform.file.uploading')}</p>}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('webform.file.list', { title: element['#title'] ?? '' })}>
          {files.map((file) => (
            <li key={file.fid}>
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <button type="button" className={styles.secondaryButton} onClick={() => keep(files.filter((other) => other !== file))}>
                {t('webform.file.remove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div id={refusalsId} role="alert">
        {refusals.length > 0 && <FieldErrors id={`${id}-refusals`} errors={refusals} />}
      </div>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </FormItem>
  );
}
