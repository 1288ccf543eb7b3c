import { useLocale, useT } from '@quai/engine/i18n';
import type { DocumentFile, DocumentsBlock } from '../../schemas/generated/blocks/documents';
import { documentSize, fileType } from './file-size';
import styles from './styles.module.css';

export default function Documents({ title, label, mainFile, files }: DocumentsBlock) {
  return (
    <section className={styles.documents} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <FileLink file={mainFile} text={label ?? mainFile.value ?? mainFile.filename} main />
      {files && files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={index}>
              <FileLink file={file} text={file.value ?? file.filename} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FileLink({ file, text, main = false }: { file: DocumentFile; text: string; main?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const details = [
    fileType(file.filename),
    file.size !== undefined ? t('catalogue.documents.size', { size: documentSize(file.size, locale) }) : undefined,
  ]
    .filter(Boolean)
    .join(' – ');
  return (
    <a href={file.url} download={file.filename} className={main ? styles.main : styles.file}>
      <span className={styles.name}>{text}</span>
      {details && <span className={styles.details}>{details}</span>}
    </a>
  );
}
