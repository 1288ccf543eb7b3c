import { Button, Input, Label, TextField } from 'react-aria-components';
import { contentFileText, draftFileName } from '../../draft-file';

/**
 * Takes the draft elsewhere: its link (the draft is in the URL) and its content file, exactly
 * as the loader reads it from `site/content/pages/`. Nothing is written on the server.
 */
export function SharePanel({ document, url }: { document: unknown; url: string }) {
  const fileName = draftFileName(document);
  const download = () => {
    const link = window.document.createElement('a');
    link.href = URL.createObjectURL(new Blob([contentFileText(document)], { type: 'application/json' }));
    link.download = fileName;
    link.click();
    // Freed once the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  return (
    <section className="pg-share" aria-labelledby="share-title">
      <h2 id="share-title">Share and save</h2>
      <TextField className="pg-field" value={url} isReadOnly>
        <Label>Link to this draft</Label>
        <Input />
      </TextField>
      <Button onPress={() => void navigator.clipboard?.writeText(url).catch(() => undefined)}>Copy the link</Button>
      <Button onPress={download}>Download site/content/pages/{fileName}</Button>
    </section>
  );
}
